/**
 * The manifest's compact lists (built-index-codec.ts) give back exactly what was written, in the vocabulary's order,
 * and a manifest that does not decode is a typed error naming the field, never a wrong answer.
 */

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  decodeNumbers, decodeTerms, decodeVocabulary, encodeNumbers, encodeTerms, encodeVocabulary,
} from '../../src/sources/static/built-index-codec.js';
import {
  type BuiltIndexManifest, BuiltIndexError, INDEX_FORMAT, INDEX_FORMAT_VERSION, readManifest, storeManifest,
} from '../../src/sources/static/built-index-format.js';

const sorted = (terms: string[]) => [...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('built index codec', () => {
  it('front-codes terms losslessly', () => {
    const terms = ['a', 'ab', 'abc', 'abd', 'b', 'é', 'éa', '日本', '日本語', '𝒳', '𝒳𝒴'];
    assert.deepEqual(decodeTerms(encodeTerms(terms)), terms);
    assert.equal(decodeTerms('5abc'), undefined, 'a shared length longer than the previous term');
  });

  it('writes number lists of any safe size and refuses text it cannot have written', () => {
    const values = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 2 ** 31, 999_999_999_999_999, Number.MAX_SAFE_INTEGER];
    assert.deepEqual(decodeNumbers(encodeNumbers(values)), values);
    assert.deepEqual(decodeNumbers(''), []);
    assert.equal(encodeNumbers([5, 0, 31]).length, 3, 'a number under 32 is one character');
    assert.equal(decodeNumbers('a'), undefined, 'a flagged digit with nothing after it');
    assert.equal(decodeNumbers('1,2'), undefined, 'a character outside the alphabet');
    assert.equal(decodeNumbers('a'.repeat(12) + '1'), undefined, 'more digits than a safe integer has');
    assert.throws(() => encodeNumbers([-1]), RangeError);
    assert.throws(() => encodeNumbers([1.5]), RangeError);
  });

  it('keeps plain numbers apart from the words and gives the vocabulary back in its order', () => {
    const terms = sorted(['0', '007', '1', '10', '100', '1e3', '2', '20', '3x', '9', '99', '1234567890123456', '123456789012345',
      'a', 'a1', 'b', 'é', '日本', '-1', '0x7f']);
    const {words, numbers} = encodeVocabulary(terms);
    assert.deepEqual(decodeVocabulary(words, numbers), terms);
    // Zero-led and too-long digit strings stay among the words (a number would lose their form or precision).
    for (const term of ['007', '1234567890123456', '1e3', '3x', 'a1']) assert.ok(decodeTerms(words)?.includes(term), term);
    for (const term of ['0', '10', '123456789012345']) assert.ok(!decodeTerms(words)?.includes(term), term);
    assert.deepEqual(decodeVocabulary(encodeTerms(['a', 'b']), ''), ['a', 'b']);
    assert.deepEqual(decodeVocabulary('', encodeNumbers([9, 1])), ['10', '9']);
  });

  it('stores a manifest that reads back as written', () => {
    const manifest: BuiltIndexManifest = {
      format: INDEX_FORMAT, version: INDEX_FORMAT_VERSION, doctype: 'sphinx', documentCount: 5,
      averageFieldLength: [2, 3, 40],
      pages: [['a.html', 'A', 0, 0, 2, 1], ['b.html', 'B', 1, 2, 0, 1], ['c.html', 'C', 0, 2, 3, 2]],
      lengths: [1, 10, 2, 200, 0, 0, 3, 4000, 1, 7], shards: [0, 3], chunks: [0, 2],
      vocabulary: sorted(['10', '2020', '9', 'api', 'build', 'ext', 'zip']),
    };
    const stored = JSON.parse(JSON.stringify(storeManifest(manifest))) as Record<string, unknown>;
    assert.deepEqual(readManifest(stored), manifest);
    const broken = (field: string, value: unknown, message: RegExp) =>
      assert.throws(() => readManifest({...stored, [field]: value}), (error: Error) => error instanceof BuiltIndexError && message.test(error.message));
    broken('lengths', '', /lengths/);
    broken('lengths', [1, 10], /lengths/);
    broken('numbers', '!', /vocabulary/);
    broken('terms', 6, /7 terms, not 6/);
    broken('pages', [['a.html', 'A', 0, 2, 1]], /pages: 2 blocks, not 5/);
    broken('pages', [['a.html', 'A', 0, 0, 2, 1]], /each page is/);
    broken('version', 6, /version 6.*rebuild/);
  });
});
