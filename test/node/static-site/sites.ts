/**
 * The sites the static-site tests and bench serve: Debian's Python 3.11 docs (with our built index, made once and
 * kept in the OS temp folder), and small mkdocs-material and Sphinx sites built here from test/fixtures/themes/,
 * laid out the way mike and pydata-sphinx-theme version sites are.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {INDEX_FORMAT_VERSION} from '../../../src/sources/static/built-index-format.js';
import {buildStaticIndex} from '../../../src/sources/static/built-index-writer.js';
import {ROOT} from '../../cdn/node/serve-and-drive.js';

export const PYTHON_DOCS = '/usr/share/doc/python3.11/html';
/** The built index of the Python docs, reused across runs (building it reads 67 MB of HTML); one folder per format, so worktrees at different formats do not rebuild each other's. */
export const PYTHON_INDEX = join(tmpdir(), `docs-widgets-python311-index-v${INDEX_FORMAT_VERSION}`);

export async function ensurePythonIndex(): Promise<string> {
  const manifest = join(PYTHON_INDEX, 'index.json');
  const current = existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: unknown}).version === INDEX_FORMAT_VERSION;
  if (!current) await buildStaticIndex(PYTHON_DOCS, {outDir: PYTHON_INDEX});
  return PYTHON_INDEX;
}

/** mkdocs-material, mike-style: `<root>/1.0/`, `<root>/2.0/`, `<root>/versions.json` (2.0 is `latest`). */
export function buildMkdocsMikeSite(root: string): void {
  const config = join(root, 'mkdocs.yml');
  mkdirSync(root, {recursive: true});
  writeFileSync(config, [
    `INHERIT: ${join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml')}`,
    `docs_dir: ${join(ROOT, 'test/fixtures/themes/mkdocs/docs')}`,
    'extra:',
    '  version:',
    '    provider: mike',
  ].join('\n'));
  for (const version of ['1.0', '2.0']) {
    execFileSync('mkdocs', ['build', '-q', '-f', config, '-d', join(root, 'site', version)], {stdio: 'pipe'});
  }
  writeFileSync(join(root, 'site', 'versions.json'), JSON.stringify([
    {version: '2.0', title: '2.0', aliases: ['latest']},
    {version: '1.0', title: '1.0', aliases: []},
  ]));
}

/** A Sphinx site (alabaster) in `<root>/site/2.1/` and `<root>/site/2.0/`, with a pydata-style `switcher.json`. */
export function buildSphinxSwitcherSite(root: string): void {
  for (const version of ['2.1', '2.0']) {
    execFileSync('sphinx-build', ['-q', '-b', 'html', join(ROOT, 'test/fixtures/themes/sphinx'), join(root, 'site', version)],
      {stdio: 'pipe', env: {...process.env, DOCS_THEME: 'alabaster'}});
  }
  writeFileSync(join(root, 'site', 'switcher.json'), JSON.stringify([
    {version: '2.1', url: '/2.1/', name: '2.1 (stable)', preferred: true},
    {version: '2.0', url: '/2.0/'},
  ]));
}
