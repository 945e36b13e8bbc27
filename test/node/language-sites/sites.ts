/**
 * The language test sites (test/fixtures/language-sites/<lang>/: Sphinx for ja, zh, ko; MkDocs for de, ar, he),
 * built here with Debian's Sphinx 5.3 and MkDocs 1.4, and searched through each of our paths: the static site without
 * the build step (our query over Sphinx's searchindex.js or MkDocs' search_index.json), `docs-widgets index` (the
 * built static index, read as the search worker reads it) and the reference API that `serve --docs` runs.
 */

import {execFile} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {ingestDirectory} from '../../../src/reference-api/content/ingest-node.js';
import {createReferenceApi} from '../../../src/reference-api/index.js';
import {BuiltIndexEngine} from '../../../src/sources/static/built-index-engine.js';
import {buildStaticIndex} from '../../../src/sources/static/built-index-writer.js';
import {mkdocsVersionIndex, searchVersionIndex} from '../../../src/sources/static/mkdocs-index.js';
import {readSphinxIndex, searchSphinx} from '../../../src/sources/static/sphinx-index.js';
import type {SearchAnswerV3} from '../../../src/sources/static/search-answer.js';

const run = promisify(execFile);
export const FIXTURES = fileURLToPath(new URL('../../fixtures/language-sites/', import.meta.url));
export const SPHINX_LANGUAGES = ['ja', 'zh', 'ko'] as const;
export const MKDOCS_LANGUAGES = ['de', 'ar', 'he'] as const;
export type Language = (typeof SPHINX_LANGUAGES)[number] | (typeof MKDOCS_LANGUAGES)[number];

export interface Query {
  q: string;
  /** The page that must be among the first five (its name: `config` for config.html or config/). */
  page: string;
}

export type Path = 'static' | 'index' | 'serve';
export type Search = (query: string) => Promise<SearchAnswerV3>;

const SITE = {origin: 'http://docs.test', rootPath: '/', project: 'site', version: 'latest'};

export function isSphinx(language: Language): boolean {
  return (SPHINX_LANGUAGES as readonly string[]).includes(language);
}

/** Builds the site of `language` into `out`. */
export async function buildSite(language: Language, out: string): Promise<void> {
  const source = join(FIXTURES, language);
  if (isSphinx(language)) await run('sphinx-build', ['-q', '-b', 'html', source, out]);
  else await run('mkdocs', ['build', '-q', '-f', join(source, 'mkdocs.yml'), '-d', out]);
}

export async function queriesOf(language: Language): Promise<Query[]> {
  return JSON.parse(await readFile(join(FIXTURES, language, 'queries.json'), 'utf8')) as Query[];
}

/** The page name of a result's path: `config` for `…/config.html` or `…/config/`. */
export function pageName(path: string): string {
  const parts = path.replace(/#.*$/, '').replace(/\/$/, '').split('/');
  return (parts[parts.length - 1] ?? '').replace(/\.html$/, '');
}

/** Our three search paths over the built site in `dir`. */
export async function searchPaths(language: Language, dir: string, indexDir: string): Promise<Record<Path, Search>> {
  let statik: Search;
  if (isSphinx(language)) {
    const index = readSphinxIndex(await readFile(join(dir, 'searchindex.js'), 'utf8'));
    statik = (query) => Promise.resolve(searchSphinx(index, SITE, query, 1, 10));
  } else {
    const index = mkdocsVersionIndex(JSON.parse(await readFile(join(dir, 'search', 'search_index.json'), 'utf8')));
    statik = (query) => Promise.resolve(searchVersionIndex(index, SITE, query, 1, 10));
  }
  await buildStaticIndex(dir, {outDir: indexDir});
  const engine = new BuiltIndexEngine((name) => readFile(join(indexDir, name), 'utf8'));
  const ingested = await ingestDirectory(dir);
  const api = createReferenceApi({data: {projects: [{slug: 'site', default_version: 'latest',
    versions: [{slug: 'latest', pages: ingested.pages, doctype: ingested.doctype}]}]}});
  await api.content.ready();
  return {
    static: statik,
    index: (query) => engine.search(SITE, query, 1, 10),
    serve: async (query) => {
      const url = `http://docs.test/api/v3/search/?q=${encodeURIComponent(`project:site/latest ${query}`)}&page_size=10`;
      return await (await api.fetch(new Request(url))).json() as SearchAnswerV3;
    },
  };
}
