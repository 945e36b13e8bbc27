/**
 * The built index's word pairs (src/sources/static/built-index-pairs.ts) only narrow which blocks a phrase is tested
 * on: wherever the reference API's phrase pattern matches a text, the text's pairs hold every pair of the phrase.
 */

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {phrasePattern} from '../../src/reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../src/reference-api/content/tokenize.js';
import {foldWord, pairsOf, phrasePairs} from '../../src/sources/static/built-index-pairs.js';

/** Letters the pattern's case folding treats specially (ſ is s, K is k; İ and ı are not i), marks, separators. */
const PIECES = ['s', 'S', 'ſ', 'k', 'K', 'K', 'i', 'I', 'İ', 'ı', 'e', 'é', 'e\u0301', '1', 'st', 'ring', 'f',
  ' ', ' ', '-', '.', '_', '\n', ', ', '\u00a0'];

describe('built index word pairs', () => {
  it('fold as the pattern does for ASCII words, and leave the rest out', () => {
    assert.equal(foldWord('ſtring'), 'string');
    assert.equal(foldWord('\u212Aey'), 'key');
    assert.equal(foldWord('JSON'), 'json');
    assert.equal(foldWord('naïve'), undefined);
    assert.equal(phrasePairs(['naïve', 'set']), undefined);
    assert.deepEqual(pairsOf('f-string'), new Set(phrasePairs(['f', 'string'])));
  });

  it('never miss a pair where the phrase pattern matches (random texts and phrases)', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const text = (length: number) => Array.from({length}, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
    let matched = 0;
    for (let round = 0; round < 20_000; round++) {
      const body = text(4 + Math.floor(random() * 30));
      // Mostly neighbours taken from the text (the pattern matches some), spelt with the folding's other letters.
      const tokens = tokenize(random() < 0.8 ? body : text(8));
      const start = Math.floor(random() * tokens.length);
      const words = tokens.slice(start, start + 2 + Math.floor(random() * 2)).map(normalizeTerm)
        .map((word) => (random() < 0.3 ? word.replace(/s/g, 'ſ').replace(/k/g, '\u212a') : word));
      if (words.length < 2) continue;
      const pairs = phrasePairs(words);
      if (!pairs || !phrasePattern(words, false).test(body)) continue;
      matched += 1;
      const present = pairsOf(body);
      assert.ok(pairs.every((pair) => present.has(pair)), `${JSON.stringify(words)} in ${JSON.stringify(body)}`);
    }
    assert.ok(matched > 100, `enough matches to mean something (${matched})`);
  });
});
