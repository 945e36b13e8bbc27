/**
 * Every string `<docs-version-switcher>` shows or announces, in English, in the pattern of every widget (functions
 * where a number or a name goes in). The element's `strings` property takes a partial override, resolved by
 * `withOverrides` (`src/internal/overrides.ts`) as in every widget.
 */
import {englishNumber} from '../../internal/english-number.js';
import type {DownloadFormat} from '../../versions/version-data.js';

/** Every string `<docs-version-switcher>` shows or announces. */
export interface VersionSwitcherStrings {
  /** Visible lead-in of the disclosure button, before the current version's name. */
  buttonLabel: string;
  /** Label and accessible name of the list of versions. */
  versionsHeading: string;
  /** Label and accessible name of the list of languages. */
  languagesHeading: string;
  /** Label and accessible name of the list of downloads. */
  downloadsHeading: string;
  /** Accessible name of the filter box. */
  filterLabel: string;
  /** Placeholder of the filter box. */
  filterPlaceholder: string;
  /** Announced while filtering. */
  filterCount: (count: number) => string;
  /** Shown when no version matches the filter. */
  noMatches: (query: string) => string;
  /** Shown below the list when only the first versions are listed; the filter reaches the others. */
  moreVersions: (shown: number, total: number) => string;
  /** Shown while the versions load. */
  loading: string;
  /** The error state: what failed, and the retry button. */
  errorMessage: string;
  retry: string;
  /** The retry button while a throttled answer's `Retry-After` counts down. */
  retryIn: (seconds: number) => string;
  /** Accessible name of the close button of the floating panel. */
  close: string;
  /** Badge of a hidden version (shown only while it is read, or with `show-hidden`). */
  hiddenBadge: string;
  /** Badge of the version that `name` stands for, e.g. `stable` → `2.1`. */
  aliasBadge: (name: string) => string;
  /** Badge of the project's default version. */
  defaultBadge: string;
  /** Shown beside a link while the element checks that the page exists in that version. */
  checking: string;
  /** Link text of each download format. */
  downloadFormats: Record<DownloadFormat, string>;
  /** The notice on a version's start page after the page asked for did not exist in it. */
  fallbackNotice: (path: string, version: string) => string;
  /** Accessible name of the notice's dismiss button. */
  dismissNotice: string;
}

export const defaultVersionSwitcherStrings: VersionSwitcherStrings = {
  buttonLabel: 'Version',
  versionsHeading: 'Versions',
  languagesHeading: 'Languages',
  downloadsHeading: 'Downloads',
  filterLabel: 'Filter versions',
  filterPlaceholder: 'Filter versions',
  filterCount: (count) => `${englishNumber(count)} ${count === 1 ? 'version' : 'versions'}`,
  noMatches: (query) => `No version matches “${query}”.`,
  moreVersions: (shown, total) =>
    `Showing ${englishNumber(shown)} of ${englishNumber(total)} versions. Type in the filter to find the others.`,
  loading: 'Loading versions…',
  errorMessage: 'The list of versions could not be loaded.',
  retry: 'Try again',
  retryIn: (seconds) => `Try again in ${seconds} s`,
  close: 'Close versions',
  hiddenBadge: 'hidden',
  aliasBadge: (name) => name,
  defaultBadge: 'default',
  checking: 'Checking…',
  downloadFormats: {pdf: 'PDF', htmlzip: 'HTML (zip)', epub: 'EPUB'},
  fallbackNotice: (path, version) =>
    `The page “${path}” does not exist in version ${version}, so you are on the start page of that version.`,
  dismissNotice: 'Dismiss notice',
};
