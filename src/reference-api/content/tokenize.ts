/**
 * One definition of a "word", shared by the search index, the query parser and the highlighter, so a term the index
 * matched is always found again when the snippet is highlighted.
 */

/** Letters, digits and combining marks; everything else (punctuation, `_`, spaces) separates words. */
export const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';
const WORD = new RegExp(`${WORD_CHAR}+`, 'gu');

/** `source` (a regular expression) as a whole word: no word character right before or after it. */
export function wholeWord(source: string, openEnd = false): string {
  return `(?<!${WORD_CHAR})(?:${source})${openEnd ? '' : `(?!${WORD_CHAR})`}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function normalizeTerm(term: string): string {
  return term.toLowerCase();
}
