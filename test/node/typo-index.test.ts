/**
 * The typo expansions of typo-index.ts are MiniSearch's `fuzzyGet`'s: the same terms, distances and order (the order
 * decides the order scores are summed in, and so their last bits). On made-up vocabularies with the cases the
 * letter-pair filter must not lose (repeated pairs, non-ASCII and astral letters, words of every length), and on the
 * words of Debian's Sphinx docs when installed.
 */

import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {describe, it} from 'node:test';
import SearchableMap from 'minisearch/SearchableMap';
import {ingestDirectory} from '../../src/reference-api/content/ingest-node.js';
import {normalizeTerm, tokenize} from '../../src/reference-api/content/tokenize.js';
import {TypoIndex, boundedDistance} from '../../src/reference-api/content/typo-index.js';

function vocabulary(terms: string[]): {typos: TypoIndex; map: SearchableMap<number>} {
  const map = new SearchableMap<number>();
  terms.forEach((term, id) => map.set(term, id));
  return {typos: new TypoIndex(terms, map), map};
}

/** A word, and the word with one and two edits of each kind. */
function variants(word: string): string[] {
  const out = new Set([word, `${word}s`, word.slice(1), word.slice(0, -1), `x${word}`]);
  if (word.length > 2) {
    out.add(`${word[1]}${word[0]}${word.slice(2)}`);
    out.add(`${word.slice(0, 2)}q${word.slice(3)}`);
    out.add(`${word.slice(0, 1)}${word.slice(2, -1)}zz`);
  }
  return [...out];
}

function assertSameTypos(terms: string[], words: string[]): void {
  const {typos, map} = vocabulary(terms);
  for (const word of words) {
    for (const distance of [1, 2, 3]) {
      assert.deepEqual([...typos.get(word, distance)], [...map.fuzzyGet(word, distance)], `${word}~${distance}`);
    }
  }
}

describe('typo expansions', () => {
  it('measure edit distance up to a limit', () => {
    assert.equal(boundedDistance('kitten', 'sitting', 3), 3);
    assert.equal(boundedDistance('kitten', 'sitting', 2), 3);
    assert.equal(boundedDistance('flaw', 'lawn', 2), 2);
    assert.equal(boundedDistance('', 'abc', 5), 3);
    assert.equal(boundedDistance('same', 'same', 0), 0);
    assert.equal(boundedDistance('abcdef', 'ab', 2), 3);
  });

  it('are fuzzyGet\'s on made-up words', () => {
    const terms = ['banana', 'bandana', 'ananas', 'anna', 'nana', 'turtle', 'turtles', 'tortle', 'turtel', 'title',
      'aaaaaa', 'aaaaab', 'abab', 'ababab', 'straße', 'strasse', 'naïve', 'naive', 'café', 'cafe', '𝒳ylophone',
      'xylophone', 'decorator', 'decorators', 'decorate', 'decoration', 'descriptor', 'description', 'pathlib',
      'hashlib', 'zipfile', 'zipimport', 'a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef', 'abcdefg'];
    assertSameTypos(terms, [...terms.flatMap(variants), 'bnanaa', 'aaaaaaa', 'ba', '', 'q', 'strase', '𝒳ylofone']);
  });

  const sphinx = '/usr/share/doc/sphinx-doc/html';
  it('are fuzzyGet\'s on the words of the Sphinx docs', {skip: !existsSync(sphinx) && `${sphinx} is missing`},
    async () => {
      const site = await ingestDirectory(sphinx);
      const terms = new Set<string>();
      for (const page of site.pages) {
        for (const token of tokenize(page.html.replace(/<[^>]*>/g, ' '))) terms.add(normalizeTerm(token));
      }
      const all = [...terms];
      const sample = all.filter((_, position) => position % 37 === 0);
      assertSameTypos(all, [...sample.flatMap(variants), 'autodoc', 'autdoc', 'toctree', 'toctre', 'extensoin']);
    });
});
