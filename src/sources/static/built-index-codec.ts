/**
 * How the manifest's long lists are written (built-index-format.ts): every query of a fresh page reads the manifest
 * first, so its bytes are the first query's floor. JSON writes a number list as decimal digits and commas, and a
 * vocabulary of plain numbers (issue numbers of a changelog, ports, constants: 9,779 of the Python docs' 34,860
 * terms) as strings. Measured on the Python docs' manifest, gzip: the block lengths 25.4 KB as a JSON array, 21.6 KB
 * as the two lists below; the plain numbers 10.3 KB front-coded, 6.4 KB as ascending deltas; the page table 1.3 KB
 * less without each page's first block (the running sum of the block counts).
 */

/** Base-32 digits with a flag for "more digits follow": 64 characters that JSON never escapes. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE_OF = new Map([...DIGITS].map((digit, value) => [digit, value]));

/** A list of non-negative safe integers: each as base-32 digits, lowest first, all but its last flagged. */
export function encodeNumbers(values: readonly number[]): string {
  let text = '';
  for (let value of values) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a non-negative safe integer: ${value}`);
    do {
      const digit = value % 32;
      value = Math.floor(value / 32);
      text += DIGITS[digit + (value > 0 ? 32 : 0)];
    } while (value > 0);
  }
  return text;
}

/** The list `encodeNumbers` wrote; undefined for text it cannot have written. */
export function decodeNumbers(text: string): number[] | undefined {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (const character of text) {
    const digit = VALUE_OF.get(character);
    if (digit === undefined || scale > 2 ** 50) return undefined;
    value += (digit % 32) * scale;
    if (digit >= 32) {
      scale *= 32;
    } else {
      values.push(value);
      value = 0;
      scale = 1;
    }
  }
  return scale === 1 ? values : undefined;
}

/** Front coding: each line is one character for the length shared with the previous term, then the rest. */
const SHARED_BASE = 0x30;
const MAX_SHARED = 0x7e - SHARED_BASE;

export function encodeTerms(sorted: readonly string[]): string {
  let previous = '';
  const lines: string[] = [];
  for (const term of sorted) {
    let shared = 0;
    const limit = Math.min(previous.length, term.length, MAX_SHARED);
    while (shared < limit && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared++;
    // A shared run never splits a surrogate pair: both terms would then differ in a half character.
    if (shared > 0 && /[\uD800-\uDBFF]/.test(term[shared - 1] ?? '')) shared--;
    lines.push(String.fromCharCode(SHARED_BASE + shared) + term.slice(shared));
    previous = term;
  }
  return lines.join('\n');
}

/** The terms `encodeTerms` wrote; undefined for text it cannot have written. */
export function decodeTerms(text: string): string[] | undefined {
  const terms: string[] = [];
  let previous = '';
  for (const line of text.split('\n')) {
    if (!line) continue;
    const shared = line.charCodeAt(0) - SHARED_BASE;
    if (shared < 0 || shared > previous.length) return undefined;
    previous = previous.slice(0, shared) + line.slice(1);
    terms.push(previous);
  }
  return terms;
}

/** A term written as a number: decimal digits without a leading zero, few enough to be a safe integer. */
const PLAIN_NUMBER = /^(?:0|[1-9]\d{0,14})$/;

/**
 * A sorted vocabulary (code-unit order, as `<` compares) as its plain numbers (ascending deltas, `encodeNumbers`) and
 * its other terms (front-coded, `encodeTerms`).
 */
export function encodeVocabulary(sorted: readonly string[]): {words: string; numbers: string} {
  const numbers = sorted.filter((term) => PLAIN_NUMBER.test(term)).map(Number).sort((a, b) => a - b);
  return {
    words: encodeTerms(sorted.filter((term) => !PLAIN_NUMBER.test(term))),
    numbers: encodeNumbers(numbers.map((value, index) => value - (index > 0 ? numbers[index - 1]! : 0))),
  };
}

/** The sorted vocabulary `encodeVocabulary` wrote, in its order; undefined for lists it cannot have written. */
export function decodeVocabulary(words: string, numbers: string): string[] | undefined {
  const others = decodeTerms(words);
  const deltas = decodeNumbers(numbers);
  if (!others || !deltas) return undefined;
  let value = 0;
  // Ascending values are not in the vocabulary's order (`10` sorts before `9`): sorted again, as strings.
  const plain = deltas.map((delta) => String(value += delta)).sort();
  const sorted: string[] = [];
  let at = 0;
  for (const term of others) {
    while (at < plain.length && plain[at]! < term) sorted.push(plain[at++]!);
    sorted.push(term);
  }
  while (at < plain.length) sorted.push(plain[at++]!);
  return sorted;
}
