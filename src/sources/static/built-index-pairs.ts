/**
 * Which blocks can hold a phrase. The reference API tests a phrase ("f-string" is the phrase `f string`) on each
 * matching block's text, so the built index had to fetch the text of every block holding all its words: 187 chunks
 * (1.1 MB) for "f-string", 260 for "os.path". `docs-widgets index` also lists, per pair of neighbouring words, the
 * blocks whose title or text has them side by side (in the term chunk of the pair's first word): a phrase's
 * candidates are the blocks listed under every pair of it, and only their text is fetched and tested, with the same
 * pattern as before. A list that says "maybe" where the pattern says "no" costs a fetch; it never says "no" where the
 * pattern says "yes":
 *
 * - words are the tokenizer's runs of word characters, so neighbours are exactly the words the pattern lets only
 *   non-word characters separate (it also refuses a line break between them: a few more candidates);
 * - the pattern matches case-insensitively under Unicode simple case folding, where an ASCII letter also matches `ſ`
 *   (s) and `K` (Kelvin, k): those fold to their ASCII letter here, then everything lowercases. Pairs are listed for
 *   ASCII words only; a phrase with any other word is tested on every block holding its words, as before;
 * - a pair is listed only when both its words are in more than `PAIR_MIN_BLOCKS` blocks (all spellings that fold to
 *   the word counted): a phrase with a rarer word has at most that many blocks to test anyway. The reader counts the
 *   blocks of the query's own spelling, never more than all spellings', so a pair it looks up is always listed. This
 *   keeps the lists small (most pairs hold a rare word; 40 rather than 20 took a fifth off them on the Python docs);
 * - a pair found in at least half the blocks of its rarer word ("of the", "the function") narrows little: it is
 *   listed without blocks (`[key]`), which tells the reader to test every block holding its words. A small saving
 *   (the bench's builds of the Python docs: 8.03 MB gzip with it, 8.09 MB without); os.path tests the text of 64-76
 *   chunks either way.
 */

import {WORD_CHAR, foldForMatching} from '../../reference-api/content/tokenize.js';
import type {PairEntry} from './built-index-format.js';

/** Pairs with a word in this many blocks or fewer are not listed (see above). */
export const PAIR_MIN_BLOCKS = 40;
/** A pair in at least this share of its rarer word's blocks is listed without them (see above). */
export const PAIR_MAX_SHARE = 0.5;

const WORD = new RegExp(`${WORD_CHAR}+`, 'gu');
const ASCII_WORD = /^[\x21-\x7e]+$/;

/** A word as the pattern's case folding sees it, for an ASCII word; undefined when no ASCII word can match it. */
export function foldWord(word: string): string | undefined {
  const folded = word.replace(/\u017f/g, 's').replace(/\u212a/g, 'k').toLowerCase();
  return ASCII_WORD.test(folded) ? folded : undefined;
}

/** A pair's key: the two folded words, joined by one space (its first word finds its term chunk). */
export function pairKey(first: string, second: string): string {
  return `${first} ${second}`;
}

/** The first word of a pair's key. */
export const firstOfPair = (key: string): string => key.split(' ', 1)[0] ?? '';

/** The keys of every pair of neighbouring (ASCII) words in `text`. */
export function pairsOf(text: string): Set<string> {
  return commonPairsOf(text, () => true);
}

/** The pairs of neighbouring (ASCII) words in `text` whose words both pass `common`. */
function commonPairsOf(text: string, common: (word: string) => boolean): Set<string> {
  const pairs = new Set<string>();
  let previous: string | undefined;
  // The words of the text as the phrase test sees it: folded as the index folds them (`ＴＯＭＬ` is `toml`).
  for (const [word] of foldForMatching(text).text.matchAll(WORD)) {
    const folded = foldWord(word);
    if (previous !== undefined && folded !== undefined && common(previous) && common(folded)) pairs.add(pairKey(previous, folded));
    previous = folded;
  }
  return pairs;
}

/**
 * Writer: the blocks of each pair in `texts` (block number → its title and text), by key order. `blocksOfWord` gives
 * the blocks of each vocabulary term (any field), for `PAIR_MIN_BLOCKS`.
 */
export function buildPairs(texts: ReadonlyArray<{id: number; fields: string[]}>,
  blocksOfWord: Iterable<[string, Iterable<number>]>): PairEntry[] {
  const foldedBlocks = new Map<string, Set<number>>();
  for (const [term, blocks] of blocksOfWord) {
    const folded = foldWord(term);
    if (folded === undefined) continue;
    let set = foldedBlocks.get(folded);
    if (!set) foldedBlocks.set(folded, (set = new Set()));
    for (const block of blocks) set.add(block);
  }
  const common = (word: string) => (foldedBlocks.get(word)?.size ?? 0) > PAIR_MIN_BLOCKS;
  const byPair = new Map<string, number[]>();
  for (const {id, fields} of texts) {
    const pairs = new Set<string>();
    for (const field of fields) for (const pair of commonPairsOf(field, common)) pairs.add(pair);
    for (const pair of pairs) {
      const blocks = byPair.get(pair);
      if (blocks) blocks.push(id);
      else byPair.set(pair, [id]);
    }
  }
  const entries: PairEntry[] = [];
  for (const [pair, blocks] of [...byPair].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const entry: PairEntry = [pair];
    const [first = '', second = ''] = pair.split(' ');
    const rarer = Math.min(foldedBlocks.get(first)?.size ?? 0, foldedBlocks.get(second)?.size ?? 0);
    if (blocks.length >= PAIR_MAX_SHARE * rarer) {
      entries.push(entry);
      continue;
    }
    let previous = 0;
    for (const block of blocks.sort((a, b) => a - b)) {
      entry.push(block - previous);
      previous = block;
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * The pairs a phrase's words make: undefined for a phrase with a non-ASCII word (the lists leave those out). With
 * `blocksOf` (a word's block count), only the listed pairs, those of two words in more than `PAIR_MIN_BLOCKS` blocks.
 */
export function phrasePairs(words: readonly string[], blocksOf: (word: string) => number = () => Infinity): string[] | undefined {
  const folded = words.map(foldWord);
  if (folded.some((word) => word === undefined)) return undefined;
  const pairs: string[] = [];
  for (let i = 1; i < folded.length; i++) {
    if (blocksOf(words[i - 1] ?? '') > PAIR_MIN_BLOCKS && blocksOf(words[i] ?? '') > PAIR_MIN_BLOCKS) {
      pairs.push(pairKey(folded[i - 1] ?? '', folded[i] ?? ''));
    }
  }
  return pairs;
}

/**
 * The blocks listed under `pair` in the pairs of its term chunk (none when it is not listed: no block has it), or
 * undefined for a pair listed without blocks (it narrows nothing: every block holding its words is a candidate).
 */
export function blocksOfPair(entries: readonly PairEntry[], pair: string): Set<number> | undefined {
  const blocks = new Set<number>();
  const entry = entries.find((candidate) => candidate[0] === pair);
  if (entry?.length === 1) return undefined;
  let block = 0;
  for (let i = 1; entry && i < entry.length; i++) blocks.add((block += Number(entry[i])));
  return blocks;
}
