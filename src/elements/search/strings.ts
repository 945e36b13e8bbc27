/**
 * Default English strings of `<docs-search>`. On a page in another language the element shows that language's
 * catalogue (src/i18n/catalogue/<lang>/search.ts) instead; its `strings` property takes a partial override over either, so a
 * site can translate or reword any visible or announced text. Strings that depend on a number or a query are functions,
 * so plurals and word order stay the translator's choice.
 */
import {englishNumber} from '../../internal/english-number.js';

/** Every string `<docs-search>` shows or announces. */
export interface SearchStrings {
  /** Text of the trigger button. */
  trigger: string;
  /** Accessible name of the dialog. */
  dialogLabel: string;
  /** Accessible name of the search field. */
  inputLabel: string;
  /** Placeholder of the search field (the `placeholder` attribute wins). */
  placeholder: string;
  /** Accessible name of the button that closes the dialog. */
  close: string;
  /** Accessible name of the results list. */
  resultsLabel: string;
  /** The count line above the results: the pages listed so far, of all that matched. */
  resultCount: (shown: number, total: number) => string;
  /** Announced when results arrive. */
  resultsAnnouncement: (shown: number, total: number, query: string) => string;
  /** Heading of the no-results state. */
  noResults: (query: string) => string;
  /** Announced when nothing matched. */
  noResultsAnnouncement: (query: string) => string;
  /** Lead-in of the search tips. */
  tipsTitle: string;
  /** Search syntax tips shown when nothing matched. */
  tips: readonly string[];
  /** Visible and announced while a search is slow. */
  loading: string;
  /** Button that fetches the next page of results. */
  loadMore: string;
  /** Heading of the error state. */
  errorTitle: string;
  /** Error messages by cause. */
  errorOffline: string;
  errorTimeout: string;
  errorThrottled: (seconds: number | undefined) => string;
  errorNotFound: string;
  errorServer: string;
  errorUnexpected: string;
  /** No project known from attributes or meta tags. */
  errorNoProject: string;
  /** Retry button, and its text while `Retry-After` is counting down. */
  retry: string;
  retryIn: (seconds: number) => string;
  /** Empty state: heading of recent searches, its clear button, and the hint when there is no history. */
  recentTitle: string;
  clearRecent: string;
  emptyHint: string;
  /** Label of a recent-search option (read as "Recent search: foo"). */
  recentOption: (query: string) => string;
  /** Badge on results that come from another project (alias or slug). */
  fromProject: (name: string) => string;
  /** Label of a domain block's role, e.g. `py:function`. */
  kindDomain: (role: string) => string;
  /** Key hints in the footer. */
  hintNavigate: string;
  hintSelect: string;
  hintNewTab: string;
  hintClose: string;
  /**
   * The line shown beside the theme's own search box while our search is unavailable (zero-config hands the reader to
   * the theme's search meanwhile). Unset in English, whose text ("Full-text search is unavailable right now, so this
   * is the site's own search. It comes back by itself.") is in the chunk that shows it (cdn/lazy/search-fallback.ts),
   * loaded only then. `trigger` also labels the search button zero-config adds to a page whose theme has no search
   * field.
   */
  themeSearchNotice?: string;
  /**
   * The line shown beside the theme's own search box when our search cannot run on this page at all (its security
   * policy refuses the static search worker), so it will not come back. Unset in English, whose text ("Full-text
   * search cannot run on this page, so this is the site's own search.") is in cdn/lazy/search-fallback.ts.
   */
  themeSearchNoticeLasting?: string;
}

const plural = (count: number, one: string, many: string): string =>
  `${englishNumber(count)} ${count === 1 ? one : many}`;
const count = (shown: number, total: number): string =>
  `${shown < total ? `${englishNumber(shown)} of ` : ''}${plural(total, 'page', 'pages')}`;
const noResults = (query: string): string => `No results for “${query}”`;
/** The recent-search label, project badge and domain role show their text as it is. */
const same = (text: string): string => text;
const throttled = 'Too many searches in a short time.';

export const defaultSearchStrings: SearchStrings = {
  trigger: 'Search',
  dialogLabel: 'Search documentation',
  inputLabel: 'Search',
  placeholder: 'Search the docs',
  close: 'Close search',
  resultsLabel: 'Search results',
  resultCount: count,
  resultsAnnouncement: (shown, total, query) => `${count(shown, total)} for “${query}”`,
  noResults,
  noResultsAnnouncement: noResults,
  tipsTitle: 'Try:',
  tips: [
    'fewer or different words',
    '"exact phrase" in quotes',
    'prefix* to match the start of a word',
    'fuzzy~1 to allow a typo',
  ],
  loading: 'Searching…',
  loadMore: 'Show more results',
  errorTitle: 'Search failed',
  errorOffline: 'The search service could not be reached. Check your connection.',
  errorTimeout: 'The search service took too long to answer.',
  errorThrottled: (seconds) =>
    seconds === undefined ? throttled : `${throttled} You can try again in ${plural(seconds, 'second', 'seconds')}.`,
  errorNotFound: 'This project or version has no search index.',
  errorServer: 'The search service is having trouble.',
  errorUnexpected: 'The search service sent an answer this page does not understand.',
  errorNoProject: 'This page does not say which project to search.',
  retry: 'Try again',
  retryIn: (seconds) => `Try again in ${seconds} s`,
  recentTitle: 'Recent searches',
  clearRecent: 'Clear recent searches',
  emptyHint: 'Type to search the documentation.',
  recentOption: same,
  fromProject: same,
  kindDomain: same,
  hintNavigate: 'to navigate',
  hintSelect: 'to open',
  hintNewTab: 'new tab',
  hintClose: 'to close',
};
