/**
 * A language's version widgets catalogue (catalogue/<lang>/versions.ts) made into the strings of
 * `<docs-version-switcher>` and `<docs-version-warning>`, which load together. Only a page in a language other than
 * English loads this (load-part.ts).
 */
import type {VersionSwitcherStrings} from '../elements/version-switcher/strings.js';
import type {VersionWarningStrings, WarningKind} from '../elements/version-warning/strings.js';
import {formatter} from './catalogue-format.js';
import type {VersionsCatalogue} from './catalogue-types.js';

/** What a language's version widgets part gives. */
export interface VersionsPart {
  /** `english` (the keys a catalogue leaves out) with the catalogue's switcher strings over it. */
  switcher: (english: VersionSwitcherStrings) => VersionSwitcherStrings;
  /** The warning's strings (every key is in the catalogue). */
  warning: (english: VersionWarningStrings) => VersionWarningStrings;
}

/**
 * The version widgets part of the catalogue `c` of the language `tag`. The catalogue's plain strings are spread over
 * the English ones (its warning keys too, which the switcher never reads): naming each key again here cost ~100 B gzip
 * in every translation's first use.
 */
export const translateVersions = (c: VersionsCatalogue, tag: string): VersionsPart => {
  const format = formatter(tag);
  const message = (kind: WarningKind) => (current: string, target: string) => format(c.message[kind], {current, target});
  return {
    switcher: (english) => ({
      ...english,
      ...c,
      filterCount: (count) => format(c.filterCount, {count}, count),
      noMatches: (query) => format(c.noMatches, {query}),
      moreVersions: (shown, total) => format(c.moreVersions, {shown, total}, total),
      retryIn: (seconds) => format(c.retryIn, {seconds}, seconds),
      downloadFormats: {...english.downloadFormats, htmlzip: c.downloadHtml},
      fallbackNotice: (path, version) => format(c.fallbackNotice, {path, version}),
    }),
    warning: () => ({
      ...c,
      message: {older: message('older'), development: message('development'), prerelease: message('prerelease'), unknown: message('unknown')},
      link: (target) => format(c.link, {target}),
    }),
  };
};
