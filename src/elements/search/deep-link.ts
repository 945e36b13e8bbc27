/**
 * The `?q=` deep link: a URL that opens the search with a query, and the URL kept in step with the query the reader
 * settled on. The address is written with `history.replaceState` (never a new history entry), and only once the
 * typing has paused (or the reader picks a result or closes), not on every keystroke: a same-document navigation
 * costs the page a few milliseconds each time (and Chromium fetches the favicon again: on Sphinx's docs an SVG image
 * document, ~40 ms), which is most of a frame or more on a large page.
 */

/** Longest query taken from a URL; the field holds no more. */
const MAX_QUERY = 256;

/** The query a URL asks to open the search with, if any. */
export function readDeepLink(href: string, param: string): string | undefined {
  if (!param) return undefined;
  let value: string | undefined;
  try {
    value = new URL(href).searchParams.get(param)?.trim();
  } catch {
    return undefined;
  }
  return value ? value.slice(0, MAX_QUERY) : undefined;
}

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
