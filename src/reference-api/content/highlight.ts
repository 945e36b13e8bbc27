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
 * The word-character class compiled once. V8 caches a pattern only by its text, and a class of Unicode properties
 * under `iu` costs milliseconds to compile, so one pattern per term set with the class inside (a lookbehind and a
 * lookahead) cost 2–8 ms per highlighted field: most of a search answer's time on a 2-core machine.
 */
const WORD_BEFORE = new RegExp(`(?<=${WORD_CHAR})`, 'uy');
const WORD_AT = new RegExp(WORD_CHAR, 'uy');
const ONLY_WORD_CHARS = new RegExp(`^${WORD_CHAR}+$`, 'u');

/**
 * The matched terms as one case-insensitive alternation, longest first: a single native scan finds the first match
 * even in a long section, where walking word by word in script was the search endpoint's hottest code. The whole-word
 * test is done on each candidate (`wholeWords`). A term that is not all word characters (none the tokenizer makes)
 * keeps the whole-word test inside the pattern.
 */
function termsPattern(terms: ReadonlySet<string>): {pattern: RegExp; checked: boolean} | undefined {
  const sorted = [...terms].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return undefined;
  const alternatives = sorted.map(escapeRegExp).join('|');
  if (sorted.every((term) => ONLY_WORD_CHARS.test(term))) return {pattern: new RegExp(alternatives, 'giu'), checked: false};
  return {pattern: new RegExp(wholeWord(alternatives), 'giu'), checked: true};
}

/**
 * The whole-word matches of `terms` in `text`, in order: exactly what `wholeWord(terms)` would match. A candidate made
 * of word characters lies inside one word, and the longest term matching there (the alternation tries longest first)
 * is the only one that can reach the word's end, so a candidate that fails is a position with no whole-word match.
 */
function* wholeWords(text: string, {pattern, checked}: {pattern: RegExp; checked: boolean}): Generator<{start: number; end: number}> {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    const start = found.index;
    const end = start + found[0].length;
    WORD_BEFORE.lastIndex = start;
    WORD_AT.lastIndex = end;
    if (checked || (!WORD_BEFORE.test(text) && !WORD_AT.test(text))) {
      yield {start, end};
      pattern.lastIndex = Math.max(end, start + 1);
    } else {
      pattern.lastIndex = start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
    }
  }
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
  if (!pattern) return [];
  const first = wholeWords(text, pattern).next().value;
  if (!first) return [];
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
  for (const {start: matchStart, end: matchEnd} of wholeWords(window, pattern)) {
    out += escapeHtml(window.slice(cursor, matchStart));
    out += `<span>${escapeHtml(window.slice(matchStart, matchEnd))}</span>`;
    cursor = matchEnd;
  }
  out += escapeHtml(window.slice(cursor));
  return [out];
}
