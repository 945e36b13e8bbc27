/**
 * Search highlights as the hosting service returns them: one fragment of about 100 characters per field, HTML-escaped,
 * matched words wrapped in a plain `<span>`. The order matters for safety: cut the snippet on the TEXT, escape it, then
 * add the spans; nothing is truncated after escaping, so no entity or tag is ever cut in half.
 */

import {escapeHtml} from './escape.js';
import {SPACED_WORD_CHAR, WORD_CHAR, type FoldedText, escapeRegExp, foldForMatching, isCjkTerm, originalSpan,
  wholeWord} from './tokenize.js';

/**
 * Cuts keep identifiers whole: `_` splits search terms (`html_theme`) but not what a reader sees as one word. A run of
 * Chinese or Japanese (a whole clause, no spaces) may be cut anywhere.
 */
const CUT_WORD_CHAR = new RegExp(`${SPACED_WORD_CHAR}|_`, 'u');
/** A German umlaut: the text is also matched with it spelled `ae` (the index's second spelling, text-terms.ts). */
const UMLAUT = /[äöüÄÖÜ]|[aouAOU]\u0308/;

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

/** A word of a spaced script where it starts (sticky): a CJK run is not one word, its terms match inside it. */
const WORD_AT = new RegExp(`(?:${SPACED_WORD_CHAR})+`, 'uy');
const ONE_WORD = new RegExp(`^${WORD_CHAR}+$`, 'u');
/**
 * One word character where it starts (sticky). Not `${WORD_CHAR}$` on the text before: the irregexp of Chromium 156
 * and Firefox ESR 153 finds no astral letter there (`/[\p{L}]$/u.test('𐐨')` is false; `/\p{L}$/u` and a sticky
 * class are right), so a term after an astral letter was marked as a whole word.
 */
const WORD_CHAR_AT = new RegExp(SPACED_WORD_CHAR, 'uy');

/** Whether the code point that ends just before `index` is a word character. */
function wordCharBefore(text: string, index: number): boolean {
  const last = text.charCodeAt(index - 1);
  if (last < 0x80) return isAsciiWordChar(last);
  const pair = index >= 2 && last >= 0xdc00 && last <= 0xdfff && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800;
  WORD_CHAR_AT.lastIndex = pair ? index - 2 : index - 1;
  return WORD_CHAR_AT.test(text);
}

interface Span {
  start: number;
  end: number;
}

/**
 * Finds whole-word matches of `terms` the way `termsPattern` does, when every term is one word (what the search index
 * gives): a match is a whole word of the text that a term matches under the pattern's own case folding
 * (not `toLowerCase`, which folds 'İ', 'ſ' or the Kelvin sign differently). Compiling `termsPattern`'s
 * look-arounds (Unicode classes) costs milliseconds, and an answer of 50 results highlights some 200 fields, each with
 * its own terms; a plain alternation (no look-arounds) compiles in a tenth of that and jumps to the candidates.
 */
class WordMatcher {
  private readonly candidates: RegExp;
  private readonly whole: RegExp;

  constructor(terms: ReadonlySet<string>) {
    const alternatives = [...terms].map(escapeRegExp).join('|');
    this.candidates = new RegExp(alternatives, 'giu');
    this.whole = new RegExp(`^(?:${alternatives})$`, 'iu');
  }

  static accepts(terms: ReadonlySet<string>): boolean {
    for (const term of terms) if (!ONE_WORD.test(term)) return false;
    return true;
  }

  /**
   * The whole word starting at `index`, if it starts a word there and is a term; `length` is what the candidate
   * pattern matched there. ASCII neighbours are told without a Unicode pattern: most text here is ASCII.
   */
  private wordAt(text: string, index: number, length: number): Span | undefined {
    const end = index + length;
    // A CJK term (a bigram, a word) is found anywhere in its run: the run has no word boundaries.
    if (isCjkTerm(text.slice(index, end))) return {start: index, end};
    if (index > 0 && wordCharBefore(text, index)) return undefined;
    // The candidate is all word characters (a term's, under case folding): a non-word character after it ends it.
    if (end >= text.length || (text.charCodeAt(end) < 0x80 && !isAsciiWordChar(text.charCodeAt(end)))) {
      return {start: index, end};
    }
    WORD_AT.lastIndex = index;
    const word = WORD_AT.exec(text)?.[0];
    return word && this.whole.test(word) ? {start: index, end: index + word.length} : undefined;
  }

  /** Matches in order, from the start of `text`; `all` false stops at the first. */
  private scan(text: string, all: boolean): Span[] {
    const spans: Span[] = [];
    this.candidates.lastIndex = 0;
    for (let found = this.candidates.exec(text); found; found = this.candidates.exec(text)) {
      const span = this.wordAt(text, found.index, found[0].length);
      if (span) {
        const previous = spans[spans.length - 1];
        // Bigrams of one CJK run overlap (ファ, ァイ): one span from the first's start to the last's end.
        if (previous && span.start <= previous.end) previous.end = Math.max(previous.end, span.end);
        else spans.push(span);
        if (!all) break;
        const cjk = isCjkTerm(text.slice(span.start, span.end));
        this.candidates.lastIndex = cjk ? span.start + ((text.codePointAt(span.start) ?? 0) > 0xffff ? 2 : 1) : span.end;
        continue;
      }
      // On to the next code point: inside a surrogate pair, a Unicode pattern would find the same match again.
      this.candidates.lastIndex = found.index + ((text.codePointAt(found.index) ?? 0) > 0xffff ? 2 : 1);
    }
    return spans;
  }

  first(text: string): Span | undefined {
    return this.scan(text, false)[0];
  }

  /** Every match in a short text (the fragment). */
  all(text: string): Span[] {
    return this.scan(text, true);
  }
}

/** ASCII letters and digits: the ASCII characters `WORD_CHAR` takes. */
function isAsciiWordChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** `termsPattern` behind the interface of `WordMatcher`, for terms that are not single lowercase words. */
class PatternMatcher {
  private readonly pattern: RegExp;

  constructor(terms: ReadonlySet<string>) {
    this.pattern = termsPattern(terms);
  }

  first(text: string): Span | undefined {
    this.pattern.lastIndex = 0;
    const found = this.pattern.exec(text);
    return found ? {start: found.index, end: found.index + found[0].length} : undefined;
  }

  all(text: string): Span[] {
    this.pattern.lastIndex = 0;
    return [...text.matchAll(this.pattern)].map((match) => ({start: match.index, end: match.index + match[0].length}));
  }
}

type Matcher = WordMatcher | PatternMatcher;

/** Compiled matchers by their terms: an answer highlights some 200 fields, most with the same few terms. */
const matchers = new Map<string, Matcher>();
const MATCHERS_KEPT = 64;

function matcherFor(terms: ReadonlySet<string>): Matcher {
  const key = [...terms].join('\u0000');
  let matcher = matchers.get(key);
  if (!matcher) {
    matcher = WordMatcher.accepts(terms) ? new WordMatcher(terms) : new PatternMatcher(terms);
    if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value!);
    matchers.set(key, matcher);
  }
  return matcher;
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
/** The spans of `text` (folded as `folded`) the matcher finds, on the original text. */
function foundSpans(folded: FoldedText, matcher: Matcher, all: boolean): Span[] {
  const spans = all ? matcher.all(folded.text) : [matcher.first(folded.text)].filter((span) => span !== undefined);
  return spans.map((span) => originalSpan(folded, span.start, span.end));
}

/**
 * Every match in `text`, on its original characters: found in the text folded as the index folds it (`Größe` is
 * `grosse`, `ＴＯＭＬ` is `toml`, `تُفسَّر` is `تفسر`), and for a text with an umlaut, folded as its `ae` spelling.
 */
function matchesIn(text: string, matcher: Matcher, all: boolean): Span[] {
  const spans = foundSpans(foldForMatching(text), matcher, all);
  if (!UMLAUT.test(text)) return spans;
  const merged = [...spans, ...foundSpans(foldForMatching(text, true), matcher, all)].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of merged) {
    const previous = out[out.length - 1];
    if (previous && span.start < previous.end) previous.end = Math.max(previous.end, span.end);
    else out.push({...span});
  }
  return all ? out : out.slice(0, 1);
}

export function highlight(text: string, terms: ReadonlySet<string>, maxLength = FRAGMENT_LENGTH): string[] {
  // An empty term (a word of marks alone, folded away) would match everywhere.
  const wanted = terms.has('') ? new Set([...terms].filter(Boolean)) : terms;
  if (wanted.size === 0 || !text) return [];
  const matcher = matcherFor(wanted);
  const first = matchesIn(text, matcher, false)[0];
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
  for (const match of matchesIn(window, matcher, true)) {
    out += escapeHtml(window.slice(cursor, match.start));
    out += `<span>${escapeHtml(window.slice(match.start, match.end))}</span>`;
    cursor = match.end;
  }
  out += escapeHtml(window.slice(cursor));
  return [out];
}
