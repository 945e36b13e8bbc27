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

function readEntries(data: unknown): MkDocsEntry[] {
  const docs = data && typeof data === 'object' ? (data as {docs?: unknown}).docs : undefined;
  if (!Array.isArray(docs)) throw new NativeIndexError('search_index.json has no "docs" list');
  if (docs.length > MAX_ENTRIES) throw new NativeIndexError(`search_index.json has more than ${MAX_ENTRIES} entries`);
  return docs.flatMap((doc: unknown) => {
    if (!doc || typeof doc !== 'object') return [];
    const {location, title, text} = doc as Record<string, unknown>;
    if (typeof location !== 'string' || typeof title !== 'string') return [];
    return [{location, title: textOfMarkup(title), text: typeof text === 'string' ? textOfMarkup(text) : ''}];
  });
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
