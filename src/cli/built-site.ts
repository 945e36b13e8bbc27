/**
 * Is this folder a built documentation site? `docs-widgets index` and `add` write into the folder they are given, so a
 * Sphinx source folder or an MkDocs project must be refused before anything is read or written: indexing `docs/`
 * once walked into `docs/_build/html/**` and wrote the index into the source tree. The refusal names the build
 * folder to use instead (the one that exists, or the command that makes it).
 */

import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {UsageError} from './options.js';

const isFile = (path: string) => statSync(path, {throwIfNoEntry: false})?.isFile() ?? false;
const isDir = (path: string) => statSync(path, {throwIfNoEntry: false})?.isDirectory() ?? false;

/** `dir` joined for a message: `docs` + `_build/html` is `docs/_build/html`. */
function shown(dir: string, sub: string): string {
  return join(dir, sub);
}

/** The first of `candidates` (relative to `dir`) that holds an `index.html`. */
function existingBuild(dir: string, candidates: string[]): string | undefined {
  return candidates.find((candidate) => isFile(join(dir, candidate, 'index.html')));
}

/** MkDocs' `site_dir` from the config's top level (a plain `site_dir: X` line), else its default `site`. */
function mkdocsSiteDir(config: string): string {
  const match = /^site_dir:\s*['"]?([^'"#\n]+?)['"]?\s*(?:#.*)?$/m.exec(readFileSync(config, 'utf8'));
  return match?.[1] ?? 'site';
}

/**
 * Throws a UsageError (exit code 2, one sentence) unless `dir` is a built site: a folder with HTML pages at its top,
 * not a Sphinx source folder (`conf.py`) nor an MkDocs project (`mkdocs.yml`). `command` is the refused command's name.
 */
export function assertBuiltSite(dir: string, command: string): void {
  if (!isDir(dir)) throw new UsageError(`${dir} is not a folder`);
  const hasIndexPage = isFile(join(dir, 'index.html'));
  const sphinxSource = isFile(join(dir, 'conf.py')) ? '' : isFile(join(dir, 'source', 'conf.py')) ? 'source' : undefined;
  if (sphinxSource !== undefined && !hasIndexPage) {
    const candidates = sphinxSource === 'source'
      ? ['build/html', 'build/dirhtml', 'build']
      : ['_build/html', '_build/dirhtml', 'build/html', '_build', 'build'];
    const build = existingBuild(dir, candidates);
    const source = sphinxSource ? shown(dir, sphinxSource) : dir;
    throw new UsageError(build
      ? `${dir} is a Sphinx source folder (it has ${join(sphinxSource, 'conf.py')}), not a build: run ` +
        `"docs-widgets ${command} ${shown(dir, build)}" on its HTML output instead`
      : `${dir} is a Sphinx source folder (it has ${join(sphinxSource, 'conf.py')}), not a build: build it first ` +
        `("sphinx-build -b html ${source} ${shown(dir, candidates[0] ?? '_build/html')}"), then run ` +
        `"docs-widgets ${command} ${shown(dir, candidates[0] ?? '_build/html')}"`);
  }
  const mkdocsConfig = ['mkdocs.yml', 'mkdocs.yaml'].map((name) => join(dir, name)).find(isFile);
  if (mkdocsConfig && !hasIndexPage) {
    const siteDir = mkdocsSiteDir(mkdocsConfig);
    const build = shown(dir, siteDir);
    throw new UsageError(isFile(join(dir, siteDir, 'index.html'))
      ? `${dir} is an MkDocs project (it has ${mkdocsConfig.slice(dir.length).replace(/^[/\\]/, '')}), not a build: run ` +
        `"docs-widgets ${command} ${build}" on its HTML output instead`
      : `${dir} is an MkDocs project (it has ${mkdocsConfig.slice(dir.length).replace(/^[/\\]/, '')}), not a build: build ` +
        `it first ("mkdocs build" there), then run "docs-widgets ${command} ${build}"`);
  }
  if (!hasIndexPage && !readdirSync(dir).some((name) => /\.html?$/i.test(name))) {
    const build = existingBuild(dir, ['_build/html', 'build/html', 'site', '_site', 'public', 'html']);
    throw new UsageError(`${dir} has no HTML page at its top, so it is not a built site` +
      (build ? `: did you mean "docs-widgets ${command} ${shown(dir, build)}"?` : ': give the folder your Sphinx or MkDocs build wrote'));
  }
}
