/**
 * The Sphinx index's words a query word matches, found by lookups and a binary search (matchingKeys) instead of testing
 * every key: the same keys with the same strength, on Debian's Python 3.11 docs' own searchindex.js (40,000 keys), for
 * the relevance queries' words and every prefix of them as typed, and for a sample of the index's own words.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {readSphinxIndex} from '../../src/sources/static/sphinx-index.js';
import {matchStrength, matchingKeys, type Strength} from '../../src/sources/static/sphinx-words.js';
import {PYTHON_CASES} from '../../bench/relevance/python.js';

const INDEX = '/usr/share/doc/python3.11/html/searchindex.js';

describe('matching a word against Sphinx\'s index words', {skip: !existsSync(INDEX) && `${INDEX} is missing`}, () => {
  test('finds what testing every key finds, as the word is typed and once it is written', () => {
    const index = readSphinxIndex(readFileSync(INDEX, 'utf8'));
    // A third of the relevance queries' words, every prefix as a reader types it, words Sphinx stems with a final "y"
    // (`library` → `librari`) and a sample of the index's own words (the reference scan is slow: kept under 10 s).
    const queryWords = PYTHON_CASES.filter((_, at) => at % 3 === 0).flatMap((query) => query.query.toLowerCase().split(/[^a-z0-9_]+/));
    const indexWords = Object.keys(index.terms).filter((_, at) => at % 1_999 === 0);
    const words = new Set([...queryWords, ...indexWords, 'library', 'dictionary', 'py'].filter(Boolean).flatMap((word) =>
      Array.from({length: word.length}, (_, length) => word.slice(0, length + 1))));
    let compared = 0;
    for (const map of [index.terms, index.titleterms]) {
      for (const word of words) {
        for (const prefix of [true, false]) {
          const expected = new Map<string, Strength>();
          for (const key in map) {
            const strength = matchStrength(key, word, prefix);
            if (strength) expected.set(key, strength);
          }
          const found = matchingKeys(map, word, prefix);
          assert.deepEqual([...found].sort(), [...expected].sort(), `"${word}", prefix ${prefix}`);
          compared++;
        }
      }
    }
    assert.ok(compared > 500, `${compared} comparisons`);
  });
});
