/**
 * The script-tag build's load-part.ts (scripts/rollup-catalogue-files.mjs swaps it in): a language's part is one file
 * beside the chunk that imports this, `i18n-<tag>-<part>-<hash>.js`, holding the catalogue, its translators and the
 * formatter, so that a translation adds one file to a widget's first use and English none. The file's URL is made from
 * the tag rather than named by 48 imports, which would be ~300 B gzip in every widget's first use, English included.
 */
import {CATALOGUE_HASH} from './catalogue-hash.js';
import type {Parts} from './load-part.js';

/** The `part` of the catalogue `tag` (one of CATALOGUE_LANGUAGES, page-language.ts). */
export const loadPart = <P extends keyof Parts>(tag: string, part: P): Promise<Parts[P]> =>
  import(`./i18n-${tag}-${part}-${CATALOGUE_HASH}.js`).then((file: {default: Parts[P]}) => file.default);
