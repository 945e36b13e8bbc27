/**
 * Search highlights as the hosting service returns them: one fragment of about 100 characters per field, HTML-escaped,
 * matched words wrapped in a plain `<span>`. The order matters for safety: cut the snippet on the TEXT, escape it, then
 * add the spans; nothing is truncated after escaping, so no entity or tag is ever cut in half.
 */

import {escapeHtml} from './escape.js';
import {type WordSpan, wordSpans} from './tokenize.js';

export const FRAGMENT_LENGTH = 100;
/** How much text to keep before the first match, so the fragment reads as a sentence. */
const LEAD = 30;

/** `[]` when no word of `text` is in `terms`, else one escaped fragment with matches in `<span>`. */
export function highlight(text: string, terms: ReadonlySet<string>, maxLength = FRAGMENT_LENGTH): string[] {
  if (terms.size === 0 || !text) return [];
  const words = wordSpans(text);
  const matches = words.filter((word) => terms.has(word.term));
  const first = matches[0];
  if (!first) return [];
  const [start, end] = fragmentBounds(text, words, first, maxLength);
  let out = '';
  let cursor = start;
  for (const match of matches) {
    if (match.start < start) continue;
    if (match.end > end) break;
    out += escapeHtml(text.slice(cursor, match.start));
    out += `<span>${escapeHtml(text.slice(match.start, match.end))}</span>`;
    cursor = match.end;
  }
  out += escapeHtml(text.slice(cursor, end));
  return [out];
}

/** A window of about `maxLength` characters around the first match, cut between words. */
function fragmentBounds(text: string, words: WordSpan[], first: WordSpan, maxLength: number): [number, number] {
  if (text.length <= maxLength) return [0, text.length];
  let start = Math.max(0, Math.min(first.start - LEAD, text.length - maxLength));
  const wordAtStart = words.find((word) => word.start < start && word.end > start);
  if (wordAtStart) start = wordAtStart.end;
  while (start < first.start && /\s/.test(text[start] ?? '')) start++;
  let end = Math.min(text.length, Math.max(start + maxLength, first.end));
  const wordAtEnd = words.find((word) => word.start < end && word.end > end);
  if (wordAtEnd) end = wordAtEnd.start === start ? wordAtEnd.end : wordAtEnd.start;
  return [start, Math.max(end, first.end)];
}
