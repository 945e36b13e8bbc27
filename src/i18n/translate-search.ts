/**
 * A language's search catalogue (catalogue/<lang>/search.ts) made into `<docs-search>`'s strings, and the label of
 * zero-config's search button. Only a page in a language other than English loads this (load-part.ts).
 */
import type {SearchStrings} from '../elements/search/strings.js';
import {formatter} from './catalogue-format.js';
import type {SearchCatalogue} from './catalogue-types.js';

/** What a language's search part gives. */
export interface SearchPart {
  /**
   * `english` (the keys a catalogue leaves out) with the catalogue's strings over it. Zero-config's search button,
   * which has no English strings loaded, passes none and reads `trigger`.
   */
  search: (english: Partial<SearchStrings>) => SearchStrings;
}

/** The search part of the catalogue `c` of the language `tag`. */
export const translateSearch = (c: SearchCatalogue, tag: string): SearchPart => ({
  search: (english) => {
    const format = formatter(tag);
    const count = (shown: number, total: number) =>
      shown < total ? format(c.resultCountPartial, {shown, total}, total) : format(c.resultCount, {total}, total);
    const noResults = (query: string) => format(c.noResults, {query});
    return {
      ...(english as SearchStrings),
      ...c,
      resultCount: count,
      resultsAnnouncement: (shown, total, query) => format(c.resultsFor, {count: count(shown, total), query}),
      noResults,
      noResultsAnnouncement: noResults,
      errorThrottled: (seconds) => (seconds === undefined ? c.errorThrottled : format(c.errorThrottledWait, {seconds}, seconds)),
      retryIn: (seconds) => format(c.retryIn, {seconds}, seconds),
    };
  },
});
