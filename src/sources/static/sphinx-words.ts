/**
 * Matching a reader's words against Sphinx's stemmed index words without Sphinx's stemmer, shared by the search
 * worker (sphinx-index.ts) and the snippets filled in from the result pages (sphinx-snippets.ts).
 */

import {isCjkTerm, joinBigrams, normalizeTerm, segmenterWords, tokenize} from '../../reference-api/content/tokenize.js';
import {chunkOfWord} from './built-index-format.js';

export type Strength = 'full' | 'partial';

/**
 * How an index word (stemmed by Sphinx) matches a query word, without Sphinx's stemmer: the same word, a stem of it
 * (`configur` for `configuration`, `librari` for `library`), or for the word being typed, a longer word it starts.
 */
export function matchStrength(key: string, word: string, prefix: boolean): Strength | undefined {
  if (key === word) return 'full';
  const stemmed = word.replace(/y$/, 'i');
  if (key === stemmed) return 'full';
  if (key.length >= Math.max(3, Math.ceil(word.length * 0.6)) && (word.startsWith(key) || stemmed.startsWith(key))) return 'full';
  if (prefix && word.length >= 2 && key.startsWith(word)) return 'partial';
  return undefined;
}

/** Each index map's keys in code-unit order, sorted once per loaded index. */
const sortedKeys = new WeakMap<object, string[]>();

/**
 * The keys of an index map (`terms`, `titleterms`) that `matchStrength(key, word, prefix)` finds, with their
 * strength: the same keys as testing every one (40,000 on the Python docs, per word, per key typed: about a second of
 * the search worker's time over a typed query, the core the page's rendering needed), found instead by looking up
 * each stem the word can have and, for the word being typed, a binary search for the keys it starts.
 */
export function matchingKeys(map: Record<string, unknown>, word: string, prefix: boolean): Map<string, Strength> {
  const found = new Map<string, Strength>();
  const shortest = Math.max(3, Math.ceil(word.length * 0.6));
  for (const form of new Set([word, word.replace(/y$/, 'i')])) {
    if (Object.hasOwn(map, form)) found.set(form, 'full');
    for (let length = shortest; length < form.length; length++) {
      const stem = form.slice(0, length);
      if (Object.hasOwn(map, stem)) found.set(stem, 'full');
    }
  }
  if (!prefix || word.length < 2) return found;
  let keys = sortedKeys.get(map);
  if (!keys) sortedKeys.set(map, (keys = Object.keys(map).sort()));
  // The last key not after `word` (the built index's search for a word's term chunk, over any ascending list): the
  // keys `word` starts follow it, or are it.
  const last = chunkOfWord(keys, word);
  for (let at = (keys[last] ?? '') < word ? last + 1 : last; at < keys.length && keys[at]!.startsWith(word); at++) {
    if (!found.has(keys[at]!)) found.set(keys[at]!, 'partial');
  }
  return found;
}

/**
 * Words of `text` that match any query word: what the highlighter marks. A CJK query word (a bigram, or a character
 * being typed) is marked as itself, never as the longer word it starts: the highlight is on the characters typed.
 */
export function matchedWords(text: string, words: readonly string[], lastIsPrefix: boolean): Set<string> {
  const found = new Set<string>();
  for (const token of tokenize(text)) {
    const lower = normalizeTerm(token);
    words.forEach((word, index) => {
      const prefix = lastIsPrefix && index === words.length - 1;
      if (isCjkTerm(word)) {
        if (lower === word || (prefix && lower.startsWith(word))) found.add(word);
      } else if (matchStrength(lower, word, prefix) || (lower.length > word.length && lower.startsWith(word))) {
        found.add(lower);
      }
    });
  }
  return found;
}

/** How a Sphinx index word matches a CJK query word: the same word, or a longer word holding it. */
export function cjkStrength(key: string, word: string): Strength | undefined {
  if (key === word) return 'full';
  return key.includes(word) ? 'partial' : undefined;
}

/**
 * The query's words as Sphinx's index holds them. Sphinx indexes Japanese as TinySegmenter's words and Chinese as
 * jieba's (none without jieba), words of one character left out; a query's CJK run (its bigrams joined back) is one
 * word when an index word is or holds it, else the words Intl.Segmenter cuts it into (one-character ones dropped, as
 * Sphinx drops them), so `設定ファイル` is searched as `設定` and `ファイル`.
 */
export function sphinxQueryWords(words: readonly string[], keys: (word: string) => boolean): string[] {
  return joinBigrams(words).flatMap((word) => {
    if (!isCjkTerm(word) || keys(word)) return [word];
    const parts = segmenterWords(word).map(normalizeTerm).filter((part) => Array.from(part).length > 1);
    return parts.length > 0 ? parts : [word];
  });
}

