/**
 * Index hits as search v3 answers (hosting-api.md §2.12), the same shape the reference API returns for the same hits:
 * pages best first, at most three blocks each (the ones that matched in their own title or text), highlights escaped
 * with the matches in `<span>`. The widget then reads them through the client's schema like any API answer.
 */

import {highlight} from '../../reference-api/content/highlight.js';
import type {BlockHit, PageHit} from '../../reference-api/content/search-index.js';
import {MAX_BLOCKS_PER_PAGE, blockV3} from '../../reference-api/content/search-results.js';

/** Where the answer's pages live. */
export interface AnswerSite {
  /** Origin of the site (`domain` of each result). */
  origin: string;
  /** Path of the site's root (the version root), ending in `/`. */
  rootPath: string;
  project: string;
  version: string;
}

export interface SearchAnswerV3 {
  count: number;
  next: string | null;
  previous: string | null;
  projects: Array<{slug: string; versions: Array<{slug: string}>}>;
  query: string;
  results: Array<Record<string, unknown>>;
}

/** The blocks a result shows: those that matched in their own title or text, best first. */
export function shownBlocks(hit: PageHit): BlockHit[] {
  return hit.blocks.filter((block) => block.terms.title.size > 0 || block.terms.content.size > 0)
    .slice(0, MAX_BLOCKS_PER_PAGE);
}

/** `dir/index.html` is served as `dir/` everywhere but in Sphinx's default (html) builder. */
export function pageUrlPath(site: AnswerSite, path: string, doctype: string): string {
  let page = path.replace(/^\/+/, '');
  if (doctype !== 'sphinx' && (page === 'index.html' || page.endsWith('/index.html'))) {
    page = page.slice(0, -'index.html'.length);
  }
  return `${site.rootPath}${page}`;
}

export function resultFor(site: AnswerSite, hit: PageHit): Record<string, unknown> {
  return {
    type: 'page',
    project: {slug: site.project, alias: null},
    version: {slug: site.version},
    title: hit.page.title,
    domain: site.origin,
    path: pageUrlPath(site, hit.page.path, hit.page.doctype),
    highlights: {title: highlight(hit.page.title, hit.titleTerms)},
    blocks: shownBlocks(hit).map(blockV3),
  };
}

export function answer(site: AnswerSite, query: string, count: number, results: Array<Record<string, unknown>>,
  page: number, pageSize: number): SearchAnswerV3 {
  // `next`/`previous` only need to be non-null for the widget to offer more; it asks by page number.
  const marker = (to: number) => `${site.origin}${site.rootPath}?q=${encodeURIComponent(query)}&page=${to}`;
  return {
    count,
    next: page * pageSize < count ? marker(page + 1) : null,
    previous: page > 1 ? marker(page - 1) : null,
    projects: [{slug: site.project, versions: [{slug: site.version}]}],
    query,
    results,
  };
}
