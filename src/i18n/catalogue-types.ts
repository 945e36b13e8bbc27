/**
 * The shape of each part of a language's catalogue (src/i18n/catalogue/<lang>/<part>.ts): its plain strings are the
 * element's own (the keys of its strings interface whose values are text, taken from there so that a key added to an
 * element is a type error in every catalogue until translated); messages, which the element has as functions, name
 * their placeholders here. A module of types alone, below both the catalogues and their translators.
 */
import type {LinkPreviewStrings} from '../elements/link-preview/strings.js';
import type {SearchStrings} from '../elements/search/strings.js';
import type {VersionSwitcherStrings} from '../elements/version-switcher/strings.js';
import type {VersionWarningStrings, WarningKind} from '../elements/version-warning/strings.js';
import type {CatalogueHeader, Message} from './catalogue-format.js';

/** The keys of a strings interface whose values are text (optional ones too): a catalogue gives each, as text. */
type PlainKeys<S> = {[K in keyof S]-?: NonNullable<S[K]> extends string ? K : never}[keyof S];

/** Every plain string of a strings interface, each required. */
type PlainStrings<S> = {[K in PlainKeys<S>]-?: string};

/**
 * What a translation of the search says: every plain string of SearchStrings, and these messages (the element's
 * functions) with the placeholders named here.
 */
export interface SearchCatalogue extends CatalogueHeader, PlainStrings<SearchStrings> {
  /** Every page that matched is listed: `{total}`, plural by it. */
  resultCount: Message;
  /** Only the first pages are listed: `{shown}` of `{total}`, plural by `total`. */
  resultCountPartial: Message;
  /** Announced as results arrive: `{count}` (the count line's text) and `{query}`. */
  resultsFor: string;
  /** `{query}`: the heading of the no-results state, also announced. */
  noResults: string;
  tips: readonly string[];
  /** The throttled error when its wait is not known (the element's `errorThrottled(undefined)`). */
  errorThrottled: string;
  /** The throttled error when its wait is known: `{seconds}`, plural by it (the whole message). */
  errorThrottledWait: Message;
  /** `{seconds}`, plural by it. */
  retryIn: Message;
}

/** What a translation of the link preview says: every plain string of LinkPreviewStrings, and this message. */
export interface PreviewCatalogue extends CatalogueHeader, PlainStrings<LinkPreviewStrings> {
  /** `{title}`: the accessible name of the scrolling content. */
  contentLabel: string;
}

/**
 * What a translation of the version widgets says: every plain string of VersionSwitcherStrings and
 * VersionWarningStrings, and these messages with the placeholders named here.
 */
export interface VersionsCatalogue extends CatalogueHeader, PlainStrings<VersionSwitcherStrings>, PlainStrings<VersionWarningStrings> {
  /** `{count}` versions match the filter, plural by it. */
  filterCount: Message;
  /** `{query}`. */
  noMatches: string;
  /** `{shown}` of `{total}` versions listed, plural by `total`. */
  moreVersions: Message;
  /** `{seconds}`, plural by it. */
  retryIn: Message;
  /** The HTML download's link text (PDF and EPUB are names). */
  downloadHtml: string;
  /** `{path}` and `{version}`. */
  fallbackNotice: string;
  /** The warning's message per kind (`{current}`, `{target}`) and its link (`{target}`). */
  message: Record<WarningKind, string>;
  link: string;
}
