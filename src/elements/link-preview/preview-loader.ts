import {LruCache} from '../../internal/lru.js';
import {SharedFlights} from '../../internal/shared-flights.js';

/** The outcome of loading one preview: a value, or the error the reader is shown instead. */
export type LoadOutcome<T> = {ok: true; value: T} | {ok: false; error: unknown};

interface Stored<T> {
  outcome: LoadOutcome<T>;
  /** When a failure stops being remembered (epoch ms); values never expire. */
  expires: number;
}

export interface PreviewLoaderOptions {
  /** Entries kept; the least recently used goes first. Default 50. */
  capacity?: number;
  /**
   * How long a failure is remembered, so a broken link is not refetched on every hover: a number of ms or a
   * function of the error (e.g. a 429's `Retry-After`). Default 60 s.
   */
  failureTtlMs?: number | ((error: unknown) => number);
  /** Whether an error means "the caller gave up" (not cached, not a failure). */
  isAbort: (error: unknown) => boolean;
  now?: () => number;
}

/**
 * Loads previews by key with three guarantees: concurrent asks for one key share one request; a request nobody
 * waits for any more is aborted (the reader moved on); outcomes, failures included, land in an LRU cache.
 * Aborts are never cached and never reported as failures.
 */
export class PreviewLoader<T> {
  readonly #load: (key: string, signal: AbortSignal) => Promise<T>;
  readonly #cache: LruCache<string, Stored<T>>;
  readonly #flights = new SharedFlights<LoadOutcome<T>>();
  readonly #options: PreviewLoaderOptions;

  constructor(load: (key: string, signal: AbortSignal) => Promise<T>, options: PreviewLoaderOptions) {
    this.#load = load;
    this.#options = options;
    this.#cache = new LruCache(options.capacity ?? 50);
  }

  /** Requests started so far (shared asks count once). */
  get started(): number {
    return this.#flights.started;
  }

  /** The cached outcome for `key`, if fresh. */
  peek(key: string): LoadOutcome<T> | undefined {
    const stored = this.#cache.get(key);
    if (!stored) return undefined;
    if (this.#now() >= stored.expires) {
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
        if (signal.aborted || this.#options.isAbort(error)) throw error;
        const outcome: LoadOutcome<T> = {ok: false, error};
        this.#cache.set(key, {outcome, expires: this.#now() + this.#failureTtl(error)});
        return outcome;
      },
    );
  }

  #failureTtl(error: unknown): number {
    const ttl = this.#options.failureTtlMs ?? 60_000;
    return typeof ttl === 'function' ? ttl(error) : ttl;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}
