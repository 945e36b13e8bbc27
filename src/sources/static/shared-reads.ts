/**
 * Index files read once and shared by every query that needs them. Each query passes its own signal, but a read is
 * aborted only when every query waiting for it has given up: a query the reader typed past must not cancel the
 * manifest or a shard that the query replacing it is waiting for too (that query would end as "aborted" and show
 * nothing). A read that failed is forgotten, so the next query tries again; one that succeeded is kept. A read started
 * with `keep` is never aborted: its waiters still give up on their own, but the file arrives and is kept.
 */

interface Entry<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Queries waiting that can still give up; a waiter without a signal never gives up and pins the read. */
  waiting: number;
  pinned: boolean;
  settled: boolean;
}

export class SharedReads<K, T> {
  readonly #entries = new Map<K, Entry<T>>();
  readonly #maxKept: number;

  /**
   * `maxKept`: at most this many values are kept, the least recently asked for forgotten first (a parsed page weighs
   * megabytes; an index file is kept for the session, as by default).
   */
  constructor(maxKept = Infinity) {
    this.#maxKept = maxKept;
  }

  /** Whether `key` is read or being read (a query that needs it waits for no new request). */
  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /**
   * The value for `key`, read by `start` unless a read is under way or done; rejects with `signal`'s reason on abort.
   * `keep`: finish this read even when every query waiting for it gives up.
   */
  get(key: K, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal, keep = false): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    let entry = this.#entries.get(key);
    if (entry && this.#maxKept !== Infinity) {
      // Most recently asked for last: a Map iterates in insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    if (!entry) {
      const controller = new AbortController();
      const created: Entry<T> = {promise: start(controller.signal), controller, waiting: 0, pinned: false, settled: false};
      created.promise.then(() => {
        created.settled = true;
      }, () => {
        created.settled = true;
        if (this.#entries.get(key) === created) this.#entries.delete(key);
      });
      this.#entries.set(key, created);
      entry = created;
      for (const oldest of this.#entries.keys()) {
        if (this.#entries.size <= this.#maxKept) break;
        this.#entries.delete(oldest);
      }
    }
    if (keep) entry.pinned = true;
    if (!signal) {
      entry.pinned = true;
      return entry.promise;
    }
    const shared = entry;
    shared.waiting += 1;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        shared.waiting -= 1;
        if (shared.waiting === 0 && !shared.pinned && !shared.settled) {
          if (this.#entries.get(key) === shared) this.#entries.delete(key);
          shared.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, {once: true});
      shared.promise.then((value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      }, (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      });
    });
  }
}
