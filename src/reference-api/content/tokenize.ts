/**
 * One definition of a "word", shared by the search index, the query parser and the highlighter, so a term the index
 * matched is always found again when the snippet is highlighted.
 */

/** Letters, digits and combining marks; everything else (punctuation, `_`, spaces) separates words. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export interface WordSpan {
  /** Lowercased word, as the index stores it. */
  term: string;
  start: number;
  end: number;
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function normalizeTerm(term: string): string {
  return term.toLowerCase();
}

/** Every word of `text` with its position, for the highlighter. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    spans.push({term: normalizeTerm(match[0]), start, end: start + match[0].length});
  }
  return spans;
}
