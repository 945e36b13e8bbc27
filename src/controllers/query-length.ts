/**
 * When a typed query is long enough to send. Its script test is a copy of text-terms.ts's (CJK_CLASS and
 * DICTIONARY_CLASS, held equal by test/node/language-search.test.ts): importing that module, or a small one both
 * share, put the shared piece in the eager file every page loads (rollup merges chunks under 1 KB there).
 */

/** Han, Hiragana, Katakana, Hangul, and the scripts Intl.Segmenter cuts by dictionary (Thai, Lao, Khmer, Myanmar). */
export const SEGMENTED_SCRIPTS = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}';
const SEGMENTED = new RegExp(`[${SEGMENTED_SCRIPTS}]`, 'u');

/**
 * Whether a typed query is long enough to send: `minChars` characters, or a single character of a script written
 * without spaces, where one character is often a whole word (库, 木) and two nearly always are (権限, 配置).
 */
export function queryLongEnough(query: string, minChars: number): boolean {
  return query.length >= minChars || (query.length > 0 && SEGMENTED.test(query));
}
