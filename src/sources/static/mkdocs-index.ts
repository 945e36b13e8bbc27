/**
 * Search over MkDocs' own index (`search/search_index.json`: `docs: [{location, title, text}]`, one entry per page
 * and per section), read as data. MkDocs keeps each section's text, so the blocks are built the way the reference API
 * builds them (section title, page title, text) and ranked by the same code (`searchVersion`, BM25+ with the same
 * fields and boosts); only the page model differs (MkDocs split the page, not ours).
 */

import MiniSearch from 'minisearch';
import type {IndexedBlock, IndexedPage} from '../../reference-api/content/search-index.js';
import {parseTerms} from '../../reference-api/content/query-syntax.js';
import {FIELDS, type VersionIndex, comparePages, searchVersion} from '../../reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../reference-api/content/tokenize.js';
import {type AnswerSite, type SearchAnswerV3, answer, resultFor} from './search-answer.js';
import {textOfMarkup} from './text-of-markup.js';

import {NativeIndexError} from './native-index-error.js';

export {NativeIndexError};

/** Entries we read at most: a site's index is one entry per section; far more is not a documentation site. */
const MAX_ENTRIES = 200_000;

interface MkDocsEntry {
  location: string;
  title: string;
  text: string;
}

/**
 * A heading's permalink (`toc: permalink: true`) is an `<a class="headerlink">` whose text (`¶` by default, any
 * symbol the maintainer chose) is not part of the heading. Where the index keeps markup, the anchor goes whole.
 */
const HEADERLINK = /<a\b[^>]*\bclass\s*=\s*["'][^"']*\bheaderlink\b[^"']*["'][^>]*>[\s\S]*?<\/a>/gi;

const textOf = (markup: string) => textOfMarkup(markup.replace(HEADERLINK, ' '));

/** A permalink symbol is short and has no letters or digits (`¶`, `#`, `⚓︎`, `§`). */
const SYMBOL = /^[^\p{L}\p{N}\s]{1,3}$/u;

/**
 * MkDocs' own search plugin keeps text only: a page's entry reads "Dateiberechtigungen ¶ Unter Linux…", the permalink
 * symbol after each heading. Which symbol is the site's permalink is read from the index itself, not from a list: the
 * token that follows the headings' titles (the section entries of the same page) in the page's text, when most of
 * them agree on one.
 */
function permalinkSymbol(entries: readonly MkDocsEntry[], pageText: ReadonlyMap<string, string>): string | undefined {
  const counts = new Map<string, number>();
  let headings = 0;
  for (const entry of entries) {
    const hash = entry.location.indexOf('#');
    if (hash === -1 || !entry.title) continue;
    const text = pageText.get(entry.location.slice(0, hash));
    const at = text?.indexOf(`${entry.title} `) ?? -1;
    if (!text || at === -1) continue;
    headings += 1;
    const next = text.slice(at + entry.title.length + 1).split(' ', 1)[0] ?? '';
    if (SYMBOL.test(next)) counts.set(next, (counts.get(next) ?? 0) + 1);
    if (headings >= 200) break;
  }
  const [symbol, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return symbol !== undefined && count !== undefined && count * 2 > headings ? symbol : undefined;
}

/** Each page's text without the permalink symbol after its headings' titles. */
function withoutPermalinks(entries: MkDocsEntry[]): MkDocsEntry[] {
  const pageText = new Map(entries.filter((entry) => !entry.location.includes('#')).map((entry) => [entry.location, entry.text]));
  const symbol = permalinkSymbol(entries, pageText);
  if (symbol === undefined) return entries;
  const titles = new Map<string, Set<string>>();
  for (const entry of entries) {
    const hash = entry.location.indexOf('#');
    if (hash === -1 || !entry.title) continue;
    const page = entry.location.slice(0, hash);
    titles.set(page, (titles.get(page) ?? new Set()).add(entry.title));
  }
  const strip = (text: string, title: string) => text.split(`${title} ${symbol}`).join(title);
  return entries.map((entry) => {
    const hash = entry.location.indexOf('#');
    const page = hash === -1 ? entry.location : entry.location.slice(0, hash);
    let {text, title} = entry;
    for (const heading of titles.get(page) ?? []) text = strip(text, heading);
    if (title.endsWith(` ${symbol}`)) title = title.slice(0, -symbol.length - 1);
    return text === entry.text && title === entry.title ? entry : {location: entry.location, title, text};
  });
}

function readEntries(data: unknown): MkDocsEntry[] {
  const docs = data && typeof data === 'object' ? (data as {docs?: unknown}).docs : undefined;
  if (!Array.isArray(docs)) throw new NativeIndexError('search_index.json has no "docs" list');
  if (docs.length > MAX_ENTRIES) throw new NativeIndexError(`search_index.json has more than ${MAX_ENTRIES} entries`);
  return withoutPermalinks(docs.flatMap((doc: unknown) => {
    if (!doc || typeof doc !== 'object') return [];
    const {location, title, text} = doc as Record<string, unknown>;
    if (typeof location !== 'string' || typeof title !== 'string') return [];
    return [{location, title: textOf(title), text: typeof text === 'string' ? textOf(text) : ''}];
  }));
}

export function mkdocsVersionIndex(data: unknown): VersionIndex {
  const entries = readEntries(data);
  const pages = new Map<string, IndexedPage>();
  const blocks = new Map<number, IndexedBlock>();
  const blocksByPage = new Map<string, number[]>();
  // Page entries first: a section needs its page's title.
  for (const entry of entries) {
    if (entry.location.includes('#')) continue;
    pages.set(entry.location, {path: entry.location, title: entry.title, html: '', rank: 0, doctype: 'mkdocs',
      sections: [], domains: [], searchable: true});
  }
  let id = 0;
  for (const entry of entries) {
    const hash = entry.location.indexOf('#');
    const path = hash === -1 ? entry.location : entry.location.slice(0, hash);
    const anchor = hash === -1 ? '' : entry.location.slice(hash + 1);
    let page = pages.get(path);
    if (!page) {
      page = {path, title: entry.title, html: '', rank: 0, doctype: 'mkdocs', sections: [], domains: [], searchable: true};
      pages.set(path, page);
    }
    const block: IndexedBlock = {id: id++, path, kind: 'section', anchor, title: entry.title, pageTitle: page.title,
      content: entry.text, role: ''};
    blocks.set(block.id, block);
    blocksByPage.set(path, [...(blocksByPage.get(path) ?? []), block.id]);
  }
  const mini = new MiniSearch<IndexedBlock>({fields: FIELDS, idField: 'id', tokenize, processTerm: normalizeTerm,
    searchOptions: {tokenize, processTerm: normalizeTerm}});
  mini.addAll([...blocks.values()]);
  return {ref: {project: 'site', version: 'site'}, pages, blocksByPage, blocks, mini};
}

export function searchVersionIndex(index: VersionIndex, site: AnswerSite, text: string, page: number,
  pageSize: number): SearchAnswerV3 {
  const clauses = parseTerms(text);
  if (!clauses.some((clause) => clause.occur !== 'must_not')) return answer(site, text, 0, [], page, pageSize);
  const hits = searchVersion(index, clauses).sort(comparePages);
  const onPage = hits.slice((page - 1) * pageSize, page * pageSize);
  return answer(site, text, hits.length, onPage.map((hit) => resultFor(site, hit)), page, pageSize);
}
