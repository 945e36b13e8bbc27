/**
 * The shape of each part of a language's catalogue (src/i18n/catalogue/<lang>/<part>.ts): plain strings keep their
 * key's meaning in the element's own strings interface; messages name their placeholders here. A module of types
 * alone, below both the catalogues and their loaders.
 */
import type {WarningKind} from '../elements/version-warning/strings.js';
import type {CatalogueHeader, Message} from './catalogue-format.js';

/**
 * What a translation of the search says. Plain strings keep their key's meaning in SearchStrings; the others are
 * messages with the placeholders named here.
 */
export interface SearchCatalogue extends CatalogueHeader {
  trigger: string;
  dialogLabel: string;
  inputLabel: string;
  placeholder: string;
  close: string;
  resultsLabel: string;
  /** Every page that matched is listed: `{total}`, plural by it. */
  resultCount: Message;
  /** Only the first pages are listed: `{shown}` of `{total}`, plural by `total`. */
  resultCountPartial: Message;
  /** Announced as results arrive: `{count}` (the count line's text) and `{query}`. */
  resultsFor: string;
  /** `{query}`: the heading of the no-results state, also announced. */
  noResults: string;
  tipsTitle: string;
  tips: readonly string[];
  loading: string;
  loadMore: string;
  errorTitle: string;
  errorOffline: string;
  errorTimeout: string;
  errorThrottled: string;
  /** The throttled error when its wait is known: `{seconds}`, plural by it (the whole message). */
  errorThrottledWait: Message;
  errorNotFound: string;
  errorServer: string;
  errorUnexpected: string;
  errorNoProject: string;
  retry: string;
  /** `{seconds}`, plural by it. */
  retryIn: Message;
  recentTitle: string;
  clearRecent: string;
  emptyHint: string;
  hintNavigate: string;
  hintSelect: string;
  hintNewTab: string;
  hintClose: string;
  themeSearchNotice: string;
  themeSearchNoticeLasting: string;
}

/** What a translation of the link preview says; plain strings keep their key's meaning in LinkPreviewStrings. */
export interface PreviewCatalogue extends CatalogueHeader {
  loading: string;
  unavailable: string;
  openSection: string;
  fallbackTitle: string;
  /** `{title}`: the accessible name of the scrolling content. */
  contentLabel: string;
}

/**
 * What a translation of the version widgets says. Plain strings keep their key's meaning in VersionSwitcherStrings
 * and VersionWarningStrings; the others are messages with the placeholders named here.
 */
export interface VersionsCatalogue extends CatalogueHeader {
  buttonLabel: string;
  versionsHeading: string;
  languagesHeading: string;
  downloadsHeading: string;
  filterLabel: string;
  filterPlaceholder: string;
  /** `{count}` versions match the filter, plural by it. */
  filterCount: Message;
  /** `{query}`. */
  noMatches: string;
  /** `{shown}` of `{total}` versions listed, plural by `total`. */
  moreVersions: Message;
  loading: string;
  errorMessage: string;
  retry: string;
  /** `{seconds}`, plural by it. */
  retryIn: Message;
  close: string;
  hiddenBadge: string;
  defaultBadge: string;
  checking: string;
  /** The HTML download's link text (PDF and EPUB are names). */
  downloadHtml: string;
  /** `{path}` and `{version}`. */
  fallbackNotice: string;
  dismissNotice: string;
  /** The warning's landmark, its message per kind (`{current}`, `{target}`), link (`{target}`) and buttons. */
  regionLabel: string;
  message: Record<WarningKind, string>;
  link: string;
  dismiss: string;
  noticeLabel: string;
}
