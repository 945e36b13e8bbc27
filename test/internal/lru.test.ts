import {expect} from '@open-wc/testing';
import {LruCache} from '../../src/internal/lru.js';
import {delay} from '../../src/internal/delay.js';

describe('LruCache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).to.equal(1); // a is now the newest
    cache.set('c', 3);
    expect(cache.get('b')).to.be.undefined;
    expect(cache.get('a')).to.equal(1);
    expect(cache.get('c')).to.equal(3);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new LruCache(0)).to.throw(RangeError);
    expect(() => new LruCache(1.5)).to.throw(RangeError);
  });
});

describe('delay', () => {
  it('rejects with the abort reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const pending = delay(10_000, controller.signal);
    const reason = new DOMException('stop', 'AbortError');
    controller.abort(reason);
    let caught: unknown;
    await pending.catch((error) => (caught = error));
    expect(caught).to.equal(reason);
  });

  it('resolves after the given time', async () => {
    const start = performance.now();
    await delay(20);
    expect(performance.now() - start).to.be.at.least(15);
  });
});
