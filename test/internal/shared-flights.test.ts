import {expect} from '@open-wc/testing';
import {SharedFlights} from '../../src/internal/shared-flights.js';

/** A load that resolves or rejects when told, and records the signal it was given. */
function deferredLoad() {
  const signals: AbortSignal[] = [];
  let settle!: {resolve: (value: string) => void; reject: (error: unknown) => void};
  const start = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>((resolve, reject) => {
      settle = {resolve, reject};
      signal.addEventListener('abort', () => reject(signal.reason), {once: true});
    });
  };
  return {start, signals, settle: () => settle};
}

describe('SharedFlights', () => {
  it('joins concurrent asks for one key into one request, and every asker gets its answer', async () => {
    const flights = new SharedFlights<string>();
    const load = deferredLoad();
    const a = flights.join('k', load.start, new AbortController().signal);
    const b = flights.join('k', load.start, new AbortController().signal);
    expect(flights.started).to.equal(1);
    load.settle().resolve('answer');
    expect(await Promise.all([a, b])).to.deep.equal(['answer', 'answer']);
    expect(flights.size, 'settled flights are forgotten').to.equal(0);
  });

  it('keeps the request while someone waits, and aborts it when the last asker leaves', async () => {
    const flights = new SharedFlights<string>();
    const load = deferredLoad();
    const first = new AbortController();
    const second = new AbortController();
    const a = flights.join('k', load.start, first.signal);
    const b = flights.join('k', load.start, second.signal);
    first.abort(new DOMException('gone', 'AbortError'));
    await a.then(
      () => expect.fail('the first asker left'),
      (error: DOMException) => expect(error.name).to.equal('AbortError'),
    );
    expect(load.signals[0]!.aborted, 'one asker still waits').to.equal(false);
    second.abort(new DOMException('gone too', 'AbortError'));
    await b.catch(() => undefined);
    expect(load.signals[0]!.aborted, 'nobody waits any more').to.equal(true);
    expect(flights.has('k')).to.equal(false);
  });

  it('starts a new request after the last asker left, rather than joining the aborted one', async () => {
    const flights = new SharedFlights<string>();
    const load = deferredLoad();
    const leaving = new AbortController();
    const left = flights.join('k', load.start, leaving.signal);
    leaving.abort();
    await left.catch(() => undefined);
    const again = flights.join('k', load.start, undefined);
    expect(flights.started).to.equal(2);
    load.settle().resolve('fresh');
    expect(await again).to.equal('fresh');
  });

  it('passes a failure to every asker and forgets the flight', async () => {
    const flights = new SharedFlights<string>();
    const load = deferredLoad();
    const a = flights.join('k', load.start, undefined);
    const b = flights.join('k', load.start, undefined);
    load.settle().reject(new Error('500'));
    const errors = await Promise.all([a, b].map((ask) => ask.then(() => undefined, (error: Error) => error.message)));
    expect(errors).to.deep.equal(['500', '500']);
    expect(flights.size).to.equal(0);
  });

  it('refuses an already aborted signal without starting anything', async () => {
    const flights = new SharedFlights<string>();
    const load = deferredLoad();
    const aborted = AbortSignal.abort(new DOMException('before', 'AbortError'));
    await flights.join('k', load.start, aborted).then(
      () => expect.fail('should reject'),
      (error: DOMException) => expect(error.message).to.equal('before'),
    );
    expect(flights.started).to.equal(0);
  });
});
