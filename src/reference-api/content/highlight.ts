/**
 * Search highlights as the hosting service returns them: one fragment of about 100 characters per field, HTML-escaped,
 * matched words wrapped in a plain `<span>`. The order matters for safety: cut the snippet on the TEXT, escape it, then
 * add the spans; nothing is truncated after escaping, so no entity or tag is ever cut in half.
 */

import {escapeHtml} from './escape.js';
import {WORD_CHAR, escapeRegExp, wholeWord} from './tokenize.js';

/** Cuts keep identifiers whole: `_` splits search terms (`html_theme`) but not what a reader sees as one word. */
const CUT_WORD_CHAR = new RegExp(`${WORD_CHAR}|_`, 'u');

export const FRAGMENT_LENGTH = 100;
/** How much text to keep before the first match, so the fragment reads as a sentence. */
const LEAD = 30;
/** Spaces and the punctuation that ends a phrase: nothing a cut fragment should open with. */
const LEADING_NOISE = /[\s.,;:!?)\]}»”’]/u;

/**
 * One pattern for all matched terms as whole words, case-insensitive: a single native scan finds the first match even
 * in a long section, where walking word by word in script was the search endpoint's hottest code.
 */
function termsPattern(terms: ReadonlySet<string>): RegExp {
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(wholeWord(alternatives.join('|')), 'giu');
}

/** Moves `position` out of the word it falls in: forward to its end, or back to its start. */
function wordBoundary(text: string, position: number, forward: boolean): number {
  const isWord = (index: number) => CUT_WORD_CHAR.test(text[index] ?? '');
  if (position <= 0 || position >= text.length || !isWord(position) || !isWord(position - 1)) return position;
  let cursor = position;
  if (forward) while (cursor < text.length && isWord(cursor)) cursor++;
  else while (cursor > 0 && isWord(cursor - 1)) cursor--;
  return cursor;
}

/** `[]` when no word of `text` is in `terms`, else one escaped fragment with matches in `<span>`. */
export function highlight(text: string, terms: ReadonlySet<string>, maxLength = FRAGMENT_LENGTH): string[] {
  if (terms.size === 0 || !text) return [];
  const pattern = termsPattern(terms);
  const found = pattern.exec(text);
  if (!found) return [];
  const first = {start: found.index, end: found.index + found[0].length};
  let start = 0;
  let end = text.length;
  if (text.length > maxLength) {
    start = Math.max(0, Math.min(first.start - LEAD, text.length - maxLength));
    start = Math.min(wordBoundary(text, start, true), first.start);
    // A fragment that starts mid-text starts at a word, not on the tail of the sentence before (". radius", ", and").
    while (start < first.start && LEADING_NOISE.test(text[start] ?? '')) start++;
    end = Math.max(first.end, Math.min(text.length, start + maxLength));
    const cut = wordBoundary(text, end, false);
    end = cut > first.end ? cut : Math.max(end, first.end);
  }
  const window = text.slice(start, end);
  let out = '';
  let cursor = 0;
  pattern.lastIndex = 0;
  for (const match of window.matchAll(pattern)) {
    out += escapeHtml(window.slice(cursor, match.index));
    out += `<span>${escapeHtml(match[0])}</span>`;
    cursor = match.index + match[0].length;
  }
  out += escapeHtml(window.slice(cursor));
  return [out];
}
