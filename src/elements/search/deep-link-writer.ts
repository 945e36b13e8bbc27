/**
 * Keeps the `?q=` deep link (deep-link.ts) in step with the query the reader settled on. A module of its own: the
 * script tag's eager part reads deep links, and only the search element writes them.
 */

export {readDeepLink} from './deep-link.js';

/** How long the query must stay the same before it is written (the reader paused, deep-link.ts says why). */
const WRITE_DELAY_MS = 1_000;

/** Writes `query` to the URL of the host's window after a second of quiet; `flush()` writes the last one at once. */
export class DeepLinkWriter {
  /** The element whose window's URL is written, and its `queryParam` (read at each write). */
  readonly #host: {ownerDocument: Document; queryParam: string};
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending: string | undefined;

  constructor(host: {ownerDocument: Document; queryParam: string}) {
    this.#host = host;
  }

  /** Schedules `query` (empty removes the parameter). */
  write(query: string): void {
    this.cancel();
    this.#pending = query;
    this.#timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  /** Writes the scheduled query now (before navigating away, or on close). */
  flush(): void {
    const query = this.#pending;
    this.cancel();
    const param = this.#host.queryParam;
    const view = this.#host.ownerDocument.defaultView;
    if (query === undefined || !param || !view) return;
    const url = new URL(view.location.href);
    if ((url.searchParams.get(param) ?? '') === query) return;
    if (query) url.searchParams.set(param, query);
    else url.searchParams.delete(param);
    view.history.replaceState(view.history.state, '', url.href);
  }

  /** Drops the scheduled write (the element left the page: the URL is the next page's business). */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#pending = undefined;
  }
}
