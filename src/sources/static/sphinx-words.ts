/**
 * Matching a reader's words against Sphinx's stemmed index words without Sphinx's stemmer, shared by the search
 * worker (sphinx-index.ts) and the snippets the page fills in (sphinx-snippets.ts).
 */

import {normalizeTerm, tokenize} from '../../reference-api/content/tokenize.js';

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

/** Words of `text` that match any query word: what the highlighter marks. */
export function matchedWords(text: string, words: readonly string[], lastIsPrefix: boolean): Set<string> {
  const found = new Set<string>();
  for (const token of tokenize(text)) {
    const lower = normalizeTerm(token);
    if (words.some((word, index) => matchStrength(lower, word, lastIsPrefix && index === words.length - 1) ||
      (lower.length > word.length && lower.startsWith(word)))) found.add(lower);
  }
  return found;
}

