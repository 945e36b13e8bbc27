/**
 * The shared hash in the names of the script-tag build's catalogue files (`i18n-<tag>-<part>-<hash>.js`): the build
 * gives this module the hash of the catalogues' and their translators' sources (scripts/rollup-catalogue-files.mjs).
 * Only load-part.cdn.ts reads it; this value is never served.
 */
export const CATALOGUE_HASH = 'unbuilt';
