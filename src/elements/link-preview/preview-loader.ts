import {isAbortError} from '../../api/errors.js';
import {LruCache} from '../../internal/lru.js';
import {SharedFlights} from '../../internal/shared-flights.js';

/** The outcome of loading one preview: a value, or the error the reader is shown instead. */
export type LoadOutcome<T> = {ok: true; value: T} | {ok: false; error: unknown};

interface Stored<T> {
  outcome: LoadOutcome<T>;
  /** When a failure stops being remembered (epoch ms); values never expire. */
  expires: number;
}

/** How many outcomes (values, and failures until their time to live) the cache keeps. */
export const PREVIEW_CACHE_ENTRIES = 50;

/**
 * Loads previews by key with three guarantees: concurrent asks for one key share one request; a request nobody
 * waits for any more is aborted (the reader moved on); outcomes, failures included, land in an LRU cache of
 * {@link PREVIEW_CACHE_ENTRIES}. Aborts (`isAbortError`) are never cached and never reported as failures.
 */
export class PreviewLoader<T> {
  readonly #cache = new LruCache<string, Stored<T>>(PREVIEW_CACHE_ENTRIES);
  readonly #flights = new SharedFlights<LoadOutcome<T>>();

  readonly #load: (key: string, signal: AbortSignal) => Promise<T>;
  readonly #failureTtl: (error: unknown) => number;

  /**
   * @param failureTtl How long a failure is remembered (ms), so a broken link is not refetched on every hover: a
   *   function of the error (e.g. a 429's `Retry-After`).
   */
  constructor(load: (key: string, signal: AbortSignal) => Promise<T>, failureTtl: (error: unknown) => number) {
    this.#load = load;
    this.#failureTtl = failureTtl;
  }

  /** Requests started so far (shared asks count once). */
  get started(): number {
    return this.#flights.started;
  }

  /** The cached outcome for `key`, if fresh. */
  peek(key: string): LoadOutcome<T> | undefined {
    const stored = this.#cache.get(key);
    if (!stored) return undefined;
    if (Date.now() >= stored.expires) {
      this.#cache.delete(key);
      return undefined;
    }
    return stored.outcome;
  }

  /**
   * The outcome for `key`: cached, joined to a request in flight, or from a new request. Rejects only when
   * `signal` aborts, with its reason; the shared request is aborted when its last waiter leaves.
   */
  get(key: string, signal: AbortSignal): Promise<LoadOutcome<T>> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const cached = this.peek(key);
    if (cached) return Promise.resolve(cached);
    return this.#flights.join(key, (shared) => this.#start(key, shared), signal);
  }

  #start(key: string, signal: AbortSignal): Promise<LoadOutcome<T>> {
    return this.#load(key, signal).then(
      (value): LoadOutcome<T> => {
        const outcome: LoadOutcome<T> = {ok: true, value};
        this.#cache.set(key, {outcome, expires: Infinity});
        return outcome;
      },
      (error: unknown): LoadOutcome<T> => {
        // Aborts are never cached and never reported as failures.
        if (signal.aborted || isAbortError(error)) throw error;
        const outcome: LoadOutcome<T> = {ok: false, error};
        this.#cache.set(key, {outcome, expires: Date.now() + this.#failureTtl(error)});
        return outcome;
      },
    );
  }
}
