/**
 * The scripts written without spaces between words (Chinese, Japanese; Korean, which puts its particles inside the
 * spaced word; Thai and its neighbours), told apart in a few bytes: the search field uses this alone to let one such
 * character through as a query, without loading the tokenizer (text-terms.ts).
 */

/** Han, Hiragana, Katakana (with the prolonged sound mark and iteration marks, by script extension), Hangul. */
export const CJK_CLASS = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}';
/** Scripts Intl.Segmenter splits into words by dictionary, with no bigrams (their letters combine with marks). */
export const DICTIONARY_CLASS = '\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}';
export const SEGMENTED_CHAR = `[${CJK_CLASS}${DICTIONARY_CLASS}]`;

const SEGMENTED = new RegExp(SEGMENTED_CHAR, 'u');

/** Whether `text` holds a character of a script written without spaces between words. */
export function hasSegmentedScript(text: string): boolean {
  return SEGMENTED.test(text);
}

/**
 * Whether a typed query is long enough to send: `minChars` characters, or a single character of a script without
 * spaces, where one character is often a whole word (库, 木) and two nearly always are (権限, 配置).
 */
export function queryLongEnough(query: string, minChars: number): boolean {
  return query.length >= minChars || (query.length > 0 && hasSegmentedScript(query));
}
