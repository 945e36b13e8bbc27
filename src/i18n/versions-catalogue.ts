/**
 * The strings of `<docs-version-switcher>` and `<docs-version-warning>` (which load together) in the page's language:
 * each language's messages are a chunk of their own (catalogue/<lang>/versions.ts), loaded once by the one catalogue
 * loader (catalogue-format.ts) from this module, which only a page in a language other than English loads.
 */
import type {VersionSwitcherStrings} from '../elements/version-switcher/strings.js';
import type {VersionWarningStrings, WarningKind} from '../elements/version-warning/strings.js';
import {catalogueLoader, type CatalogueChunks} from './catalogue-format.js';
import type {VersionsCatalogue} from './catalogue-types.js';

export type {VersionsCatalogue};

const CATALOGUES: CatalogueChunks<VersionsCatalogue> = {
  fr: () => import('./catalogue/fr/versions.js'),
  ja: () => import('./catalogue/ja/versions.js'),
  ko: () => import('./catalogue/ko/versions.js'),
  'zh-cn': () => import('./catalogue/zh-cn/versions.js'),
  'zh-tw': () => import('./catalogue/zh-tw/versions.js'),
  es: () => import('./catalogue/es/versions.js'),
  'pt-br': () => import('./catalogue/pt-br/versions.js'),
  it: () => import('./catalogue/it/versions.js'),
  tr: () => import('./catalogue/tr/versions.js'),
  pl: () => import('./catalogue/pl/versions.js'),
  uk: () => import('./catalogue/uk/versions.js'),
  id: () => import('./catalogue/id/versions.js'),
  de: () => import('./catalogue/de/versions.js'),
  ru: () => import('./catalogue/ru/versions.js'),
  ar: () => import('./catalogue/ar/versions.js'),
  he: () => import('./catalogue/he/versions.js'),
};

/** The languages with a version widgets catalogue (lower-case tags). */
export const VERSIONS_LANGUAGES = Object.keys(CATALOGUES);

/**
 * `language`'s version switcher strings; undefined when there is none. The catalogue's plain strings are spread over
 * the English ones (its warning keys too, which the switcher never reads): naming each key again here cost ~100 B gzip
 * in every translation's first use.
 */
export const switcherCatalogue = catalogueLoader(CATALOGUES, (c, format, english: VersionSwitcherStrings): VersionSwitcherStrings => ({
  ...english,
  ...c,
  filterCount: (count) => format(c.filterCount, {count}, count),
  noMatches: (query) => format(c.noMatches, {query}),
  moreVersions: (shown, total) => format(c.moreVersions, {shown, total}, total),
  retryIn: (seconds) => format(c.retryIn, {seconds}, seconds),
  downloadFormats: {...english.downloadFormats, htmlzip: c.downloadHtml},
  fallbackNotice: (path, version) => format(c.fallbackNotice, {path, version}),
}));

/** `language`'s version warning strings (the catalogue's plain ones spread, as the switcher's); undefined when there is none. */
export const warningCatalogue = catalogueLoader(CATALOGUES, (c, format, _english: VersionWarningStrings): VersionWarningStrings => {
  const message = (kind: WarningKind) => (current: string, target: string) => format(c.message[kind], {current, target});
  return {
    ...c,
    message: {older: message('older'), development: message('development'), prerelease: message('prerelease'), unknown: message('unknown')},
    link: (target) => format(c.link, {target}),
  };
});
