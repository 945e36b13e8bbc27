/**
 * When a built-index query may fetch what it lacks (src/sources/static/query-timing.ts): the waits follow the reader's
 * rhythm. Times are given, not measured: nothing here depends on the clock.
 */

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {FIRST_RHYTHM_MS, HEAVY_WAIT_MAX_MS, QueryTiming} from '../../src/sources/static/query-timing.js';

const WAIT = 100;
const HEAVY_FLOOR = 150;

describe('QueryTiming', () => {
  it('waits for text at a fast rhythm (a key within the wait is likely) and fetches at once at a slow one', () => {
    const timing = new QueryTiming(WAIT);
    assert.equal(timing.start('j', 1, false, 0), WAIT, 'a first key has no rhythm: it waits');
    assert.equal(timing.start('js', 1, false, 200), 200 + WAIT, 'one interval is no rhythm yet');
    assert.equal(timing.start('jso', 1, false, 200 + 200), 400, 'two keys 200 ms apart: the wait would catch nothing');
    assert.equal(timing.start('json', 1, false, 400 + 90), 490 + WAIT, 'a key within 1.5 waits: it waits again');
    timing.start('json ', 1, false, 490 + 200);
    assert.equal(timing.start('json d', 1, false, 690 + 200), 890, 'slow again only after two slow intervals');
    assert.equal(timing.start('zip', 1, false, 3000), 3000, 'a new query keeps the reader\'s rhythm: 200 ms, slow');
    assert.equal(timing.start('zipf', 1, false, 3090), 3090 + WAIT, 'a 90 ms key: fast again');
    assert.equal(timing.start('gil', 1, false, 5000), 5000 + WAIT, 'and so is the next new query');
  });

  it('one late key among fast ones (a fresh page\'s first keys reach the worker unevenly) is no slow rhythm', () => {
    const timing = new QueryTiming(WAIT);
    timing.start('asy', 1, false, 0);
    assert.equal(timing.start('asyn', 1, false, 38), 38 + WAIT);
    assert.equal(timing.start('async', 1, false, 38 + 160), 198 + WAIT, 'the shorter of the last two intervals: 38 ms');
    assert.equal(timing.start('asynci', 1, false, 198 + 90), 288 + WAIT);
  });

  it('a settled word never waits, and a page of more results or the same text again changes nothing', () => {
    const timing = new QueryTiming(WAIT);
    assert.equal(timing.start('napoleo', 1, true, 0), 0);
    timing.start('ab', 1, false, 0);
    assert.equal(timing.start('abc', 2, false, 1000), 1000 + WAIT, 'page 2 keeps the wait');
    assert.equal(timing.start('ab', 1, false, 2000), 2000 + WAIT, 'the same query again is no key typed');
    // Typed 2,090 ms after "ab" was (the repeat is not the key before it): a pause, no rhythm yet, so it waits.
    assert.equal(timing.start('abc', 1, false, 2090), 2090 + WAIT, 'the interval is from the key, not from page 2 or the repeat');
    timing.start('abcd', 1, false, 2090 + 200);
    assert.equal(timing.start('abcde', 1, false, 2290 + 200), 2490, 'then two 200 ms keys: slow, at once');
    assert.equal(timing.start('abcdef', 1, false, 2490 + 3000), 5490, 'a pause after them keeps that rhythm');
  });

  it('a heavy prefix waits one and a half of the reader\'s intervals, within a floor and a ceiling', () => {
    const timing = new QueryTiming(WAIT);
    assert.equal(timing.heavyWait(HEAVY_FLOOR), 1.5 * FIRST_RHYTHM_MS, 'before the rhythm is known: a typical reader\'s');
    timing.start('a', 1, false, 0);
    timing.start('as', 1, false, 90);
    timing.start('asy', 1, false, 180);
    assert.equal(timing.heavyWait(HEAVY_FLOOR), HEAVY_FLOOR, 'a 90 ms rhythm: the floor');
    timing.start('asyn', 1, false, 180 + 300);
    timing.start('async', 1, false, 480 + 300);
    assert.equal(timing.heavyWait(HEAVY_FLOOR), 450);
    timing.start('asynci', 1, false, 780 + 800);
    timing.start('asyncio', 1, false, 1580 + 800);
    assert.equal(timing.heavyWait(HEAVY_FLOOR), HEAVY_WAIT_MAX_MS, 'capped');
    assert.equal(timing.heavyWait(2000), 2000, 'a longer floor wins over the cap');
    timing.start('asyncio ', 1, false, 2380 + 5000);
    assert.equal(timing.heavyWait(HEAVY_FLOOR), HEAVY_WAIT_MAX_MS, 'a pause to read is not a rhythm: the last one stays');
    timing.start('b', 1, false, 7380 + 90);
    assert.equal(timing.heavyWait(HEAVY_FLOOR), HEAVY_WAIT_MAX_MS, 'a new query is no interval either');
  });
});
