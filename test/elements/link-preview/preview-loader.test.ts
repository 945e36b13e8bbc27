import {expect} from '@open-wc/testing';
import {PREVIEW_CACHE_ENTRIES, PreviewLoader} from '../../../src/elements/link-preview/preview-loader.js';

const isAbort = (error: unknown) => (error as {name?: string} | null)?.name === 'AbortError';
const ttl = () => 1000;

/** Runs `body` with `Date.now()` reading `clock.now`, which the body moves. */
async function withClock(body: (clock: {now: number}) => Promise<void>): Promise<void> {
  const original = Date.now;
  const clock = {now: 0};
  Date.now = () => clock.now;
  try {
    await body(clock);
  } finally {
    Date.now = original;
  }
}

/** A load function whose answers the test releases by hand, recording every call and abort. */
function controllable() {
  const calls: Array<{key: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void}> = [];
  const load = (key: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({key, signal, resolve, reject});
      signal.addEventListener('abort', () => reject(signal.reason), {once: true});
    });
  return {calls, load};
}

describe('PreviewLoader', () => {
  it('shares one request between concurrent asks for the same key', async () => {
    const {calls, load} = controllable();
    const loader = new PreviewLoader(load, ttl);
    const a = loader.get('k', new AbortController().signal);
    const b = loader.get('k', new AbortController().signal);
    expect(calls).to.have.length(1);
    calls[0]!.resolve('value');
    expect(await a).to.deep.equal({ok: true, value: 'value'});
    expect(await b).to.deep.equal({ok: true, value: 'value'});
    expect(loader.started).to.equal(1);
  });

  it('aborts the request only when its last waiter leaves', async () => {
    const {calls, load} = controllable();
    const loader = new PreviewLoader(load, ttl);
    const first = new AbortController();
    const second = new AbortController();
    const a = loader.get('k', first.signal).catch((error: unknown) => error);
    const b = loader.get('k', second.signal).catch((error: unknown) => error);
    first.abort(new DOMException('left', 'AbortError'));
    expect(calls[0]!.signal.aborted).to.equal(false);
    second.abort(new DOMException('left', 'AbortError'));
    expect(calls[0]!.signal.aborted).to.equal(true);
    expect(isAbort(await a) && isAbort(await b)).to.equal(true);
    expect(loader.started).to.equal(1);
    // Nothing cached from an abort, and the aborted flight is gone: the next ask starts a request of its own.
    void loader.get('k', new AbortController().signal);
    expect(calls).to.have.length(2);
    expect(loader.started).to.equal(2);
  });

  it('caches values and failures, and forgets failures after their time to live', () => withClock(async (clock) => {
    const {calls, load} = controllable();
    const loader = new PreviewLoader(load, ttl);
    const failed = loader.get('bad', new AbortController().signal);
    calls[0]!.reject(new Error('404'));
    const outcome = await failed;
    expect(outcome.ok).to.equal(false);
    expect(loader.peek('bad')).to.equal(outcome);
    await loader.get('bad', new AbortController().signal);
    expect(calls).to.have.length(1);
    clock.now = 2000;
    expect(loader.peek('bad')).to.equal(undefined);
    void loader.get('bad', new AbortController().signal);
    expect(calls).to.have.length(2);
  }));

  it('remembers each failure as long as the error says (e.g. Retry-After)', () => withClock(async (clock) => {
    const loader = new PreviewLoader((key) => Promise.reject(new Error(key)), (error) =>
      (error as Error).message === 'throttled' ? 2000 : 100,
    );
    const signal = new AbortController().signal;
    await loader.get('throttled', signal);
    await loader.get('other', signal);
    clock.now = 500;
    expect(loader.peek('throttled')?.ok).to.equal(false);
    expect(loader.peek('other')).to.equal(undefined);
    clock.now = 2000;
    expect(loader.peek('throttled')).to.equal(undefined);
  }));

  it('keeps at most PREVIEW_CACHE_ENTRIES entries, dropping the least recently used', async () => {
    const loader = new PreviewLoader((key) => Promise.resolve(key.toUpperCase()), ttl);
    const signal = new AbortController().signal;
    await loader.get('a', signal);
    await loader.get('b', signal);
    for (let i = 2; i < PREVIEW_CACHE_ENTRIES; i++) await loader.get(`k${i}`, signal);
    loader.peek('a');
    await loader.get('c', signal);
    expect(loader.peek('a')).to.deep.equal({ok: true, value: 'A'});
    expect(loader.peek('b')).to.equal(undefined);
  });

  it('never caches an abort the load reports, nor calls it a failure', async () => {
    let calls = 0;
    const loader = new PreviewLoader(() => {
      calls++;
      return Promise.reject(new DOMException('gone', 'AbortError'));
    }, ttl);
    const error = await loader.get('k', new AbortController().signal).catch((reason: unknown) => reason);
    expect(isAbort(error)).to.equal(true);
    expect(loader.peek('k')).to.equal(undefined);
    await loader.get('k', new AbortController().signal).catch(() => undefined);
    expect(calls).to.equal(2);
  });
});
