/**
 * Requests in flight, shared by key: concurrent asks for one key join a single request, and that request is aborted
 * once nobody waits for it any more (every asker's signal aborted: the reader moved on, the element was removed).
 * Used wherever several elements or hovers may want the same answer at once (previews, version data).
 */
interface Flight<T> {
  promise: Promise<T>;
  controller: AbortController;
  waiters: number;
}

export class SharedFlights<T> {
  readonly #flights = new Map<string, Flight<T>>();
  #started = 0;

  /** Requests started so far (joined asks count once). */
  get started(): number {
    return this.#started;
  }

  /** Requests in flight now. */
  get size(): number {
    return this.#flights.size;
  }

  has(key: string): boolean {
    return this.#flights.has(key);
  }

  /**
   * The answer for `key`, from the request in flight or from `start` (called with the shared request's own signal).
   * Rejects with `signal`'s reason when the caller leaves; the shared request is aborted when its last waiter leaves.
   */
  join(key: string, start: (signal: AbortSignal) => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const flight = this.#flights.get(key) ?? this.#start(key, start);
    flight.waiters++;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        flight.waiters--;
        reject(signal?.reason);
        if (flight.waiters === 0 && this.#flights.get(key) === flight) {
          this.#flights.delete(key);
          flight.controller.abort(signal?.reason);
        }
      };
      signal?.addEventListener('abort', leave, {once: true});
      flight.promise.then(
        (value) => {
          signal?.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  #start(key: string, start: (signal: AbortSignal) => Promise<T>): Flight<T> {
    const controller = new AbortController();
    this.#started++;
    const promise = start(controller.signal);
    const flight: Flight<T> = {promise, controller, waiters: 0};
    this.#flights.set(key, flight);
    const settle = () => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    };
    promise.then(settle, settle);
    return flight;
  }
}
