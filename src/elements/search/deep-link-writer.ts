/**
 * Keeps the `?q=` deep link (deep-link.ts) in step with the query the reader settled on. A module of its own: the
 * script tag's eager part reads deep links, and only the search element writes them.
 */

export {readDeepLink} from './deep-link.js';

/** Writes `query` to the window's URL after `delay` ms of quiet; `flush()` writes the last one at once. */
export class DeepLinkWriter {
  readonly #view: () => Window | null | undefined;
  readonly #param: () => string;
  readonly #delay: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending: string | undefined;

  constructor(view: () => Window | null | undefined, param: () => string, delay = 1_000) {
    this.#view = view;
    this.#param = param;
    this.#delay = delay;
  }

  /** Schedules `query` (empty removes the parameter). */
  write(query: string): void {
    this.#pending = query;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), this.#delay);
  }

  /** Writes the scheduled query now (before navigating away, or on close). */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const query = this.#pending;
    this.#pending = undefined;
    if (query !== undefined) this.#replace(query);
  }

  /** Drops the scheduled write (the element left the page: the URL is the next page's business). */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = undefined;
  }

  #replace(query: string): void {
    const param = this.#param();
    const view = this.#view();
    if (!param || !view) return;
    const url = new URL(view.location.href);
    if ((url.searchParams.get(param) ?? '') === query) return;
    if (query) url.searchParams.set(param, query);
    else url.searchParams.delete(param);
    view.history.replaceState(view.history.state, '', url.href);
  }
}
