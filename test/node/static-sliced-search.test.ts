/**
 * The search worker ranks in slices (src/sources/static/sliced-search.ts): MiniSearch's search redone step by step so
 * that a cancel is read between steps. Its answers must be MiniSearch's own, to the last bit of every score, and the
 * ranking (search-scoring.ts `searchVersion`) must take every search it prepared, or the slicing silently stops.
 */

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import MiniSearch from 'minisearch';
import {parseTerms} from '../../src/reference-api/content/query-syntax.js';
import type {IndexedBlock, IndexedPage} from '../../src/reference-api/content/search-types.js';
import {FIELDS, type VersionIndex, comparePages, searchVersion} from '../../src/reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../src/reference-api/content/tokenize.js';
import {PreparedSearches, Slices, leafSearch} from '../../src/sources/static/sliced-search.js';

/** A deterministic corpus with many words per prefix, so prefixes and typos expand to hundreds of terms. */
function corpus(): IndexedBlock[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const syllables = ['ab', 'ac', 'ad', 'ar', 'as', 'co', 'con', 'da', 'de', 'di', 're', 'ru', 'run', 'st', 'str', 'th', 'the', 'ing', 'er', 'ly'];
  const word = () => Array.from({length: 1 + Math.floor(random() * 3)}, () => syllables[Math.floor(random() * syllables.length)]).join('');
  const vocabulary = Array.from({length: 1500}, word);
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)] ?? 'ab';
  return Array.from({length: 1200}, (_, id) => ({
    id, path: `page${id % 60}.html`, kind: id % 5 === 0 ? 'domain' : 'section', anchor: `a${id}`,
    title: Array.from({length: 1 + Math.floor(random() * 3)}, pick).join(' '), pageTitle: `page ${pick()} ${id % 60}`,
    content: Array.from({length: 5 + Math.floor(random() * 60)}, pick).join(' '), role: '',
  }));
}

function versionIndex(): {index: VersionIndex; prepared: PreparedSearches} {
  const blocks = corpus();
  const mini = new MiniSearch<IndexedBlock>({fields: FIELDS, idField: 'id', tokenize, processTerm: normalizeTerm});
  mini.addAll(blocks);
  const pages = new Map<string, IndexedPage>();
  for (const block of blocks) {
    if (!pages.has(block.path)) pages.set(block.path, {path: block.path, title: block.pageTitle, html: '', rank: 0, doctype: 'sphinx', sections: [], domains: [], searchable: true});
  }
  const index: VersionIndex = {ref: {project: 'p', version: 'v'}, pages, blocksByPage: new Map(), blocks: new Map(blocks.map((block) => [block.id, block])), mini};
  return {index, prepared: new PreparedSearches(mini)};
}

const QUERIES = ['a', 'r', 'th', 'run', 'conder', 'strabing~2', 'de ru', 'abac co', '"the run"', '"de str"', 'st -ab', 'ru | da', '+co abing'];

describe('sliced ranking (search worker)', () => {
  it('gives MiniSearch\'s own results, scores to the bit, for every kind of leaf', async () => {
    const {index, prepared} = versionIndex();
    for (const query of QUERIES) {
      // The words neighbours join into (`harmonicmodel`) are leaves of a kind tested here, most of them matching nothing.
      for (const leaf of parseTerms(query, {joined: false}).flatMap((clause) => clause.options)) {
        const {text, options} = leafSearch(leaf);
        // Slices of 0 ms: a pause after every step, the most interleaving there can be.
        await prepared.prepare([{occur: 'should', options: [leaf]}], new Slices(undefined, 0));
        assert.equal(prepared.size, 1, `${query}: prepared`);
        const sliced = index.mini.search(text, options);
        assert.equal(prepared.size, 0, `${query}: taken`);
        const own = index.mini.search(text, options);
        assert.ok(own.length > 0, `${query}: something to compare`);
        assert.deepEqual(sliced, own, query);
      }
    }
  });

  it('is what searchVersion asks for: every prepared search is taken, and the ranking is unchanged', async () => {
    const {index, prepared} = versionIndex();
    for (const query of QUERIES) {
      const expected = searchVersion(index, parseTerms(query)).sort(comparePages).map((hit) => [hit.page.path, hit.score]);
      const clauses = parseTerms(query);
      const keys = await prepared.prepare(clauses, new Slices(undefined, 0));
      assert.ok(keys.length > 0);
      const actual = searchVersion(index, clauses).sort(comparePages).map((hit) => [hit.page.path, hit.score]);
      assert.equal(prepared.size, 0, `${query}: searchVersion took every prepared search`);
      assert.deepEqual(actual, expected, query);
    }
  });

  it('stops at the next slice once cancelled, and keeps nothing of the cancelled search', async () => {
    const {prepared} = versionIndex();
    const controller = new AbortController();
    const slices = new Slices(controller.signal, 0);
    const pending = prepared.prepare(parseTerms('r'), slices);
    controller.abort(new DOMException('Replaced by a newer query', 'AbortError'));
    await assert.rejects(pending, {name: 'AbortError'});
    assert.equal(prepared.size, 0);
  });
});
