/**
 * Loads a language's part of the catalogue (its strings for one widget part) as that part's translators: in the npm
 * package and the tests, each language's catalogue module (a literal import per language, so that an application's
 * bundler finds and splits them) with the part's translate-*.ts module. The script-tag build replaces this module
 * with load-part.cdn.ts, which loads one file per language and part instead (scripts/rollup-catalogue-files.mjs).
 * Only a page in a language other than English calls it.
 */
import type {PreviewCatalogue, SearchCatalogue, VersionsCatalogue} from './catalogue-types.js';
import type {PreviewPart} from './translate-preview.js';
import type {SearchPart} from './translate-search.js';
import type {VersionsPart} from './translate-versions.js';

/** What each part gives once loaded: its widgets' strings over the English ones. */
export interface Parts {
  search: SearchPart;
  preview: PreviewPart;
  versions: VersionsPart;
}

type Catalogues<C> = Record<string, () => Promise<{default: C}>>;

const SEARCH: Catalogues<SearchCatalogue> = {
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

const PREVIEW: Catalogues<PreviewCatalogue> = {
  fr: () => import('./catalogue/fr/preview.js'),
  ja: () => import('./catalogue/ja/preview.js'),
  ko: () => import('./catalogue/ko/preview.js'),
  'zh-cn': () => import('./catalogue/zh-cn/preview.js'),
  'zh-tw': () => import('./catalogue/zh-tw/preview.js'),
  es: () => import('./catalogue/es/preview.js'),
  'pt-br': () => import('./catalogue/pt-br/preview.js'),
  it: () => import('./catalogue/it/preview.js'),
  tr: () => import('./catalogue/tr/preview.js'),
  pl: () => import('./catalogue/pl/preview.js'),
  uk: () => import('./catalogue/uk/preview.js'),
  id: () => import('./catalogue/id/preview.js'),
  de: () => import('./catalogue/de/preview.js'),
  ru: () => import('./catalogue/ru/preview.js'),
  ar: () => import('./catalogue/ar/preview.js'),
  he: () => import('./catalogue/he/preview.js'),
};

const VERSIONS: Catalogues<VersionsCatalogue> = {
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

const LOADERS: {[P in keyof Parts]: (tag: string) => Promise<Parts[P]>} = {
  search: (tag) => Promise.all([SEARCH[tag]!(), import('./translate-search.js')]).then(([c, t]) => t.translateSearch(c.default, tag)),
  preview: (tag) => Promise.all([PREVIEW[tag]!(), import('./translate-preview.js')]).then(([c, t]) => t.translatePreview(c.default, tag)),
  versions: (tag) => Promise.all([VERSIONS[tag]!(), import('./translate-versions.js')]).then(([c, t]) => t.translateVersions(c.default, tag)),
};

/** The `part` of the catalogue `tag` (one of CATALOGUE_LANGUAGES, page-language.ts). */
export const loadPart = <P extends keyof Parts>(tag: string, part: P): Promise<Parts[P]> => LOADERS[part](tag);
