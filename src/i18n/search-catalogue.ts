/**
 * `<docs-search>`'s strings in the page's language: each language's messages are a chunk of their own
 * (catalogue/<lang>/search.ts), loaded by the one catalogue loader (catalogue-format.ts) from this module, which only a
 * page in a language other than English loads.
 */
import type {SearchStrings} from '../elements/search/strings.js';
import {catalogueLoader, loadCatalogue, type CatalogueChunks} from './catalogue-format.js';
import type {SearchCatalogue} from './catalogue-types.js';

export type {SearchCatalogue};

const CATALOGUES: CatalogueChunks<SearchCatalogue> = {
  fr: () => import('./catalogue/fr/search.js'),
  ja: () => import('./catalogue/ja/search.js'),
  ko: () => import('./catalogue/ko/search.js'),
  'zh-cn': () => import('./catalogue/zh-cn/search.js'),
  'zh-tw': () => import('./catalogue/zh-tw/search.js'),
  es: () => import('./catalogue/es/search.js'),
  'pt-br': () => import('./catalogue/pt-br/search.js'),
  it: () => import('./catalogue/it/search.js'),
  tr: () => import('./catalogue/tr/search.js'),
  pl: () => import('./catalogue/pl/search.js'),
  uk: () => import('./catalogue/uk/search.js'),
  id: () => import('./catalogue/id/search.js'),
  de: () => import('./catalogue/de/search.js'),
  ru: () => import('./catalogue/ru/search.js'),
  ar: () => import('./catalogue/ar/search.js'),
  he: () => import('./catalogue/he/search.js'),
};

/** The languages with a search catalogue (lower-case tags). */
export const SEARCH_LANGUAGES = Object.keys(CATALOGUES);

/** `language`'s `trigger` string (the label of zero-config's search button); undefined when there is none. */
export const catalogueTrigger = (language: string): Promise<string | undefined> =>
  loadCatalogue(language, CATALOGUES).then((catalogue) => catalogue?.trigger);

/** `language`'s search strings, over `english` (the keys a catalogue leaves out); undefined when there is none. */
export const searchCatalogue = catalogueLoader(CATALOGUES, (c, format, english: SearchStrings): SearchStrings => {
  const count = (shown: number, total: number) =>
    shown < total ? format(c.resultCountPartial, {shown, total}, total) : format(c.resultCount, {total}, total);
  const noResults = (query: string) => format(c.noResults, {query});
  return {
    ...english,
    ...c,
    resultCount: count,
    resultsAnnouncement: (shown, total, query) => format(c.resultsFor, {count: count(shown, total), query}),
    noResults,
    noResultsAnnouncement: noResults,
    errorThrottled: (seconds) => (seconds === undefined ? c.errorThrottled : format(c.errorThrottledWait, {seconds}, seconds)),
    retryIn: (seconds) => format(c.retryIn, {seconds}, seconds),
  };
});
