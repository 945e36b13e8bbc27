import {expect} from '@open-wc/testing';
import {PreviewLoader} from '../../../src/elements/link-preview/preview-loader.js';

const isAbort = (error: unknown) => (error as {name?: string} | null)?.name === 'AbortError';

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
    const loader = new PreviewLoader(load, {isAbort});
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
    const loader = new PreviewLoader(load, {isAbort});
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

  it('caches values and failures, and forgets failures after their time to live', async () => {
    const {calls, load} = controllable();
    let now = 0;
    const loader = new PreviewLoader(load, {isAbort, failureTtlMs: 1000, now: () => now});
    const failed = loader.get('bad', new AbortController().signal);
    calls[0]!.reject(new Error('404'));
    const outcome = await failed;
    expect(outcome.ok).to.equal(false);
    expect(loader.peek('bad')).to.equal(outcome);
    await loader.get('bad', new AbortController().signal);
    expect(calls).to.have.length(1);
    now = 2000;
    expect(loader.peek('bad')).to.equal(undefined);
    void loader.get('bad', new AbortController().signal);
    expect(calls).to.have.length(2);
  });

  it('remembers each failure as long as the error says (e.g. Retry-After)', async () => {
    let now = 0;
    const loader = new PreviewLoader((key) => Promise.reject(new Error(key)), {
      isAbort,
      failureTtlMs: (error) => ((error as Error).message === 'throttled' ? 2000 : 100),
      now: () => now,
    });
    const signal = new AbortController().signal;
    await loader.get('throttled', signal);
    await loader.get('other', signal);
    now = 500;
    expect(loader.peek('throttled')?.ok).to.equal(false);
    expect(loader.peek('other')).to.equal(undefined);
    now = 2000;
    expect(loader.peek('throttled')).to.equal(undefined);
  });

  it('keeps at most `capacity` entries, dropping the least recently used', async () => {
    const loader = new PreviewLoader((key) => Promise.resolve(key.toUpperCase()), {isAbort, capacity: 2});
    const signal = new AbortController().signal;
    await loader.get('a', signal);
    await loader.get('b', signal);
    loader.peek('a');
    await loader.get('c', signal);
    expect(loader.peek('a')).to.deep.equal({ok: true, value: 'A'});
    expect(loader.peek('b')).to.equal(undefined);
  });
});
