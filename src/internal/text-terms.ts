/**
 * The one rule for the words of a text, shared by every index (the reference API's, the built static index, the
 * query path over Sphinx's and MkDocs' own indexes), the query parser and the highlighter, in the browser and in Node:
 *
 * - NFKC, then case folding: full-width `ＴＯＭＬ` is `toml`, `ﬁ` is `fi`;
 * - diacritics a reader types without are folded for matching: Latin accents (`é` is `e`), Arabic harakat, the
 *   hamza on an alef and tatweel (`تُفسَّر` is `تفسر`), Hebrew niqqud; `ß` is `ss`; a German umlaut is found both as
 *   `a` and as `ae` (`Größe` is indexed as `grosse` and `groesse`; a query is folded to the first);
 * - scripts written without spaces between words are cut by `Intl.Segmenter` (word granularity): Chinese, Japanese
 *   and Korean runs index the segmenter's words and every pair of neighbouring characters (bigrams, as Lucene's CJK
 *   analyzer does), so a one- or two-character word, a word inside a clause and a word the segmenter cut otherwise
 *   (`镜像`, cut `镜|像`) are all found; a query's run is searched as its bigrams, side by side. Thai, Lao, Khmer and
 *   Myanmar index the segmenter's words (their letters combine with marks: a pair of code points is no unit).
 *   The segmenter takes no locale: ICU cuts Chinese and Japanese with one dictionary whatever the locale (measured in
 *   Node 22 and Chromium: `ja`, `zh` and `en` cut alike), so the page's language changes nothing here.
 * - every other script keeps its words as before: runs of letters, digits and marks;
 * - an identifier written in camelCase is one word (`HarmonicModel` is `harmonicmodel`); its parts
 *   (`identifierParts`) are not indexed: `dict` would then find `ast.DictComp` as if it were the word, which cost
 *   the relevance bench more than it gave. A query's neighbouring words are searched joined as well
 *   (`joinedWords`), so "harmonic model" finds `HarmonicModel` as Sphinx's search finds it by its name.
 *
 * The text shown is never changed: highlights are found in a folded copy and mapped back (`foldForMatching`).
 */

/** Han, Hiragana, Katakana (with the prolonged sound mark and iteration marks, by script extension), Hangul. */
export const CJK_CLASS = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}';
/** Scripts Intl.Segmenter splits into words by dictionary, with no bigrams (their letters combine with marks). */
export const DICTIONARY_CLASS = '\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}';
const SEGMENTED = new RegExp(`[${CJK_CLASS}${DICTIONARY_CLASS}]`, 'u');

/** Whether `text` holds a character of a script written without spaces between words. */
function hasSegmentedScript(text: string): boolean {
  return SEGMENTED.test(text);
}

/** Letters, digits and combining marks; everything else (punctuation, `_`, spaces) separates words. */
export const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';
/** A word character of a script that puts spaces between words: what a whole word must not touch. */
export const SPACED_WORD_CHAR = `(?![${CJK_CLASS}${DICTIONARY_CLASS}])${WORD_CHAR}`;

const WORD = new RegExp(`${WORD_CHAR}+`, 'gu');
/** A word cut into its runs: CJK, dictionary-segmented, the rest. */
const RUN = new RegExp(`([${CJK_CLASS}]+)|([${DICTIONARY_CLASS}]+)|((?:${SPACED_WORD_CHAR})+)`, 'gu');
const CJK_START = new RegExp(`^[${CJK_CLASS}]`, 'u');
const SPACED_START = new RegExp(`^${SPACED_WORD_CHAR}`, 'u');
const SPACED_END = new RegExp(`${SPACED_WORD_CHAR}$`, 'u');
const ASCII = /^[\x00-\x7f]*$/;
const IS_WORD_CHAR = new RegExp(`^${WORD_CHAR}$`, 'u');
const UMLAUT = /[äöü]/;
/**
 * Marks folded away after NFD: Latin, Greek and Cyrillic diacritics; Arabic harakat, the superscript alef and
 * Quranic marks; Hebrew niqqud and cantillation (not its punctuation: maqaf, paseq, sof pasuq); Arabic tatweel.
 * Other marks stay: Japanese voicing marks, Indic vowel signs and Thai vowels are letters of their words.
 */
const FOLDED_MARKS = /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed]/g;

const ONLY_FOLDED_MARKS = new RegExp(`^(?:${FOLDED_MARKS.source})+$`);

let segmenter: Intl.Segmenter | null | undefined;

/** The word segmenter, or null where the engine has none (then CJK runs are indexed by bigrams alone). */
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, {granularity: 'word'}) : null;
  return segmenter;
}

function segmentWords(run: string): string[] {
  const cutter = wordSegmenter();
  if (!cutter) return [run];
  const words: string[] = [];
  for (const part of cutter.segment(run)) if (part.isWordLike !== false) words.push(part.segment);
  return words;
}

/** Every pair of neighbouring characters (code points) of a CJK run; the run itself when it is one or two long. */
function bigrams(chars: readonly string[]): string[] {
  if (chars.length <= 2) return [chars.join('')];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

function umlautVariant(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!UMLAUT.test(lower)) return undefined;
  return lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
}

/** A lowercase letter or digit then a capital, or a capital that starts a capitalized word after capitals. */
const INNER_CAPITAL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const MAY_HAVE_INNER_CAPITAL = /[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/**
 * The words of an identifier written in camelCase or PascalCase, as written: `HarmonicModel` is `Harmonic`, `Model`;
 * `HTTPServer` is `HTTP`, `Server`; `base64Encode` is `base64`, `Encode`. A word with no inner capital (`Größe`,
 * `HTTP`, `model`) has none: empty. `_` and `.` already separate words (`WORD_CHAR`), so `load_gauge` is two words.
 */
export function identifierParts(word: string): string[] {
  if (!MAY_HAVE_INNER_CAPITAL.test(word)) return [];
  return word.split(INNER_CAPITAL);
}

/** A query word that may be one part of an identifier written as one word: letters and digits of ASCII. */
const IDENTIFIER_PART = /^[a-z0-9]+$/;

/**
 * The words an identifier written as one word could be, made of neighbouring query words (normalized, in order):
 * every run of two to `longest` of them, joined (`harmonic`, `model` → `harmonicmodel`), with where it starts and
 * how many words it holds. Only runs of ASCII letters and digits: a CJK run is already searched as its bigrams.
 */
export function joinedWords(words: readonly string[], longest = 3): Array<{word: string; start: number; count: number}> {
  const joined: Array<{word: string; start: number; count: number}> = [];
  for (let start = 0; start < words.length; start++) {
    for (let count = 2; count <= longest && start + count <= words.length; count++) {
      const run = words.slice(start, start + count);
      if (!run.every((word) => IDENTIFIER_PART.test(word))) break;
      joined.push({word: run.join(''), start, count});
    }
  }
  return joined;
}

/** Calls `visit` for each run of each word of `text` (after NFKC): its kind and text. */
function eachRun(text: string, visit: (kind: 'cjk' | 'dictionary' | 'spaced', run: string) => void): void {
  const prepared = ASCII.test(text) ? text : text.normalize('NFKC');
  const segmented = hasSegmentedScript(prepared);
  for (const [word] of prepared.matchAll(WORD)) {
    if (!segmented || !hasSegmentedScript(word)) {
      visit('spaced', word);
      continue;
    }
    for (const run of word.matchAll(RUN)) {
      if (run[1]) visit('cjk', run[1]);
      else if (run[2]) visit('dictionary', run[2]);
      else if (run[3]) visit('spaced', run[3]);
    }
  }
}

/**
 * The words an index holds for `text`, not yet normalized (`normalizeTerm` does that): for CJK runs, their bigrams
 * and the segmenter's words of other lengths; for a word with an umlaut, also its `ae` spelling. Idempotent on what
 * `queryTerms` gives: a query term tokenizes to itself.
 */
export function tokenize(text: string): string[] {
  if (ASCII.test(text)) return text.match(WORD) ?? [];
  const tokens: string[] = [];
  eachRun(text, (kind, run) => {
    if (kind === 'spaced') {
      // Marks alone (after a space or a dash) fold to nothing: no word.
      if (ONLY_FOLDED_MARKS.test(run)) return;
      tokens.push(run);
      const variant = umlautVariant(run);
      if (variant) tokens.push(variant);
    } else if (kind === 'dictionary') {
      tokens.push(...segmentWords(run));
    } else {
      const chars = Array.from(run);
      tokens.push(...bigrams(chars));
      if (chars.length > 2) for (const word of segmentWords(run)) if (Array.from(word).length !== 2) tokens.push(word);
    }
  });
  return tokens;
}

/** A query's words, normalized: a CJK run as its bigrams in order (a phrase), other words as themselves. */
export function queryTerms(text: string): string[] {
  if (ASCII.test(text)) return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
  const terms: string[] = [];
  eachRun(text, (kind, run) => {
    if (kind === 'spaced') {
      if (!ONLY_FOLDED_MARKS.test(run)) terms.push(normalizeTerm(run));
    }
    else if (kind === 'dictionary') terms.push(...segmentWords(run).map(normalizeTerm));
    else terms.push(...bigrams(Array.from(run)).map(normalizeTerm));
  });
  return terms;
}

/** A word as every index and query holds it: NFKC, lowercase, diacritics folded (see the module's comment). */
export function normalizeTerm(term: string): string {
  if (ASCII.test(term)) return term.toLowerCase();
  // ς is σ at a word's end: case folding makes them one letter (and a letter folded alone has no end to know).
  return term.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ').normalize('NFD')
    .replace(FOLDED_MARKS, '').normalize('NFC');
}

/** Whether a (normalized) term is of a CJK script: matched inside a run, with no word boundary around it. */
export function isCjkTerm(term: string): boolean {
  return CJK_START.test(term);
}

/** `source` (a regular expression) as a whole word: no word character of a spaced script right before or after. */
export function wholeWord(source: string, openEnd = false): string {
  return `(?<!${SPACED_WORD_CHAR})(?:${source})${openEnd ? '' : `(?!${SPACED_WORD_CHAR})`}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `words` with each CJK run's bigrams (as `queryTerms` gives them) joined back into the run: `虚拟`, `拟环`, `环境`
 * is `虚拟环境`. Two runs typed apart whose bigrams happen to overlap join too (rare; their phrase then needs them
 * side by side).
 */
export function joinBigrams(words: readonly string[]): string[] {
  const parts: string[] = [];
  for (const word of words) {
    const last = parts[parts.length - 1];
    const lastChar = last === undefined ? '' : Array.from(last).pop()!;
    if (last !== undefined && isCjkTerm(last) && isCjkTerm(word) && Array.from(word).length === 2 && word.startsWith(lastChar)) {
      parts[parts.length - 1] = last + word.slice(lastChar.length);
    } else {
      parts.push(word);
    }
  }
  return parts;
}

/** The words Intl.Segmenter cuts a run into (the run itself where the engine has no segmenter). */
export function segmenterWords(run: string): string[] {
  return segmentWords(run);
}

/**
 * A pattern source for `words` next to each other in order, on folded text (`foldForMatching`): spaced words
 * separated by non-word characters, a CJK run's bigrams overlapping into the run (`虚拟`, `拟环`, `环境` is
 * `虚拟环境`), a CJK run and its neighbour with or without a space between; the last word a prefix when asked.
 */
export function phraseSource(words: readonly string[], prefix: boolean): string {
  const parts = joinBigrams(words);
  let source = '';
  parts.forEach((part, index) => {
    if (index > 0) {
      const spaced = SPACED_END.test(parts[index - 1]!) && SPACED_START.test(part);
      source += `(?:(?!${WORD_CHAR}).)${spaced ? '+' : '*'}?`;
    }
    source += escapeRegExp(part);
  });
  // Whole words at the ends of spaced words only: a CJK run's piece ends anywhere (`状态码` in `返回状态码429时`).
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  return `${SPACED_START.test(first) ? `(?<!${SPACED_WORD_CHAR})` : ''}(?:${source})${!prefix && SPACED_END.test(last) ? `(?!${SPACED_WORD_CHAR})` : ''}`;
}

/** A folded copy of a text and, per folded UTF-16 unit, where it came from in the original. */
export interface FoldedText {
  text: string;
  /** Original offsets per folded unit (start, and end including marks folded away after it); none when the same. */
  starts?: number[];
  ends?: number[];
}

const foldedChars = new Map<string, string>();
const FOLDED_CHARS_KEPT = 4096;

function foldChar(char: string, umlautAsE: boolean): string {
  const key = umlautAsE ? `e${char}` : char;
  let folded = foldedChars.get(key);
  if (folded === undefined) {
    folded = normalizeTerm(umlautAsE ? (umlautVariant(char) ?? char) : char);
    if (foldedChars.size >= FOLDED_CHARS_KEPT) foldedChars.clear();
    foldedChars.set(key, folded);
  }
  return folded;
}

/**
 * `text` folded as `normalizeTerm` folds a term, code point by code point, with the way back to the original offsets:
 * highlights and phrases are found in the copy and shown on the original. `umlautAsE` folds `ä` to `ae` (the index's
 * second spelling). An ASCII text is only lowercased (offsets unchanged).
 */
export function foldForMatching(text: string, umlautAsE = false): FoldedText {
  if (ASCII.test(text)) return {text: text.toLowerCase()};
  let out = '';
  const starts: number[] = [];
  const ends: number[] = [];
  /** Where marks folded away after a non-word character start: they belong to the word after them. */
  let pending: number | undefined;
  let afterWordChar = false;
  for (let index = 0; index < text.length;) {
    const code = text.codePointAt(index)!;
    const size = code > 0xffff ? 2 : 1;
    const char = text.slice(index, index + size);
    const folded = code < 0x80 ? char.toLowerCase() : foldChar(char, umlautAsE);
    if (folded.length === 0) {
      // Folded away (a mark, tatweel): the letter before it now ends after it.
      if (afterWordChar) ends[ends.length - 1] = index + size;
      else pending ??= index;
    } else {
      out += folded;
      for (let unit = 0; unit < folded.length; unit++) {
        starts.push(pending ?? index);
        ends.push(index + size);
      }
      pending = undefined;
      afterWordChar = IS_WORD_CHAR.test(char);
    }
    index += size;
  }
  return {text: out, starts, ends};
}

/** The original span of the folded span [start, end). */
export function originalSpan(folded: FoldedText, start: number, end: number): {start: number; end: number} {
  if (!folded.starts || !folded.ends) return {start, end};
  if (end <= start) return {start: folded.starts[start] ?? 0, end: folded.starts[start] ?? 0};
  return {start: folded.starts[start] ?? 0, end: folded.ends[end - 1] ?? 0};
}
