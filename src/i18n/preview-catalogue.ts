/**
 * `<docs-link-preview>`'s strings in the page's language: each language's messages are a chunk of their own
 * (catalogue/<lang>/preview.ts), loaded by the one catalogue loader (catalogue-format.ts) from this module, which only
 * a page in a language other than English loads.
 */
import type {LinkPreviewStrings} from '../elements/link-preview/strings.js';
import {catalogueLoader, type CatalogueChunks} from './catalogue-format.js';
import type {PreviewCatalogue} from './catalogue-types.js';

export type {PreviewCatalogue};

const CATALOGUES: CatalogueChunks<PreviewCatalogue> = {
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

/** The languages with a link preview catalogue (lower-case tags). */
export const PREVIEW_LANGUAGES = Object.keys(CATALOGUES);

/** `language`'s link preview strings; undefined when there is none. */
export const previewCatalogue = catalogueLoader(CATALOGUES, (c, format, english: LinkPreviewStrings): LinkPreviewStrings => ({
  ...english,
  ...c,
  contentLabel: (title) => format(c.contentLabel, {title}),
}));
