/**
 * The static source's shared reads (src/sources/static/shared-reads.ts): one read per key for every query that asks,
 * aborted only when all of them have given up, a failure not kept, and at most `maxKept` values kept.
 */

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {SharedReads} from '../../src/sources/static/shared-reads.js';

const reason = () => new DOMException('Replaced by a newer query', 'AbortError');

/** A read that resolves with `value` when told, and says whether it was aborted. */
function pendingRead(value: string) {
  let finish = () => {};
  const state = {started: 0, aborted: false};
  const start = (signal: AbortSignal) => {
    state.started += 1;
    signal.addEventListener('abort', () => (state.aborted = true));
    return new Promise<string>((resolve) => (finish = () => resolve(value)));
  };
  return {start, state, finish: () => finish()};
}

describe('shared reads', () => {
  it('reads a key once for every asker, and aborts it only when all of them gave up', async () => {
    const reads = new SharedReads<string, string>();
    const read = pendingRead('page');
    const first = new AbortController();
    const second = new AbortController();
    const a = reads.get('k', read.start, first.signal);
    const b = reads.get('k', read.start, second.signal);
    assert.equal(read.state.started, 1);
    first.abort(reason());
    await assert.rejects(a, {name: 'AbortError'});
    assert.equal(read.state.aborted, false, 'the other asker still waits');
    read.finish();
    assert.equal(await b, 'page');
    assert.equal(await reads.get('k', read.start), 'page');
    assert.equal(read.state.started, 1, 'kept once read');

    const lone = pendingRead('other');
    const only = new AbortController();
    const c = reads.get('j', lone.start, only.signal);
    only.abort(reason());
    await assert.rejects(c, {name: 'AbortError'});
    assert.equal(lone.state.aborted, true, 'given up by everyone: aborted');
    assert.equal(reads.has('j'), false);
  });

  it('forgets a failed read, so that the next asker tries again', async () => {
    const reads = new SharedReads<string, string>();
    await assert.rejects(reads.get('k', () => Promise.reject(new Error('offline'))), /offline/);
    assert.equal(reads.has('k'), false);
    assert.equal(await reads.get('k', () => Promise.resolve('back')), 'back');
  });

  it('keeps at most maxKept values, forgetting the least recently asked for first', async () => {
    const reads = new SharedReads<string, string>(2);
    let started = 0;
    const read = (key: string) => reads.get(key, () => {
      started += 1;
      return Promise.resolve(key);
    });
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    assert.deepEqual(['a', 'b', 'c'].map((key) => reads.has(key)), [true, false, true], '"b" was the least recently asked for');
    await read('a');
    assert.equal(started, 3, '"a" was kept throughout');
  });
});
