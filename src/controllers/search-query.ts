import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {delay} from '../internal/delay.js';
import {LruCache} from '../internal/lru.js';

/**
 * `idle`: the query is too short, nothing to show. `pending`: a request (or its debounce) is under way; the previous
 * pages stay on screen. `complete`: `pages` answer `query`. `error`: the last request failed; `error` says why.
 */
export type SearchStatus = 'idle' | 'pending' | 'complete' | 'error';

export interface SearchQueryOptions<TPage> {
  /** Fetches one page of results; must reject when `signal` aborts. */
  run: (query: string, page: number, signal: AbortSignal) => Promise<TPage>;
  /** Whether another page follows `page`. */
  hasNext: (page: TPage) => boolean;
  /** Everything besides the query and page that changes the answer (project, version, API base…). */
  scope: () => string;
  /** Milliseconds of quiet after the last keystroke before a request is sent. */
  debounce: () => number;
  /** Shorter (trimmed) queries are not sent. */
  minChars: () => number;
  /** Milliseconds a request may take before `showLoading` turns on. */
  loadingDelay?: () => number;
  /** Called once per failed request (never for aborts or superseded requests). */
  onError?: (error: unknown, query: string) => void;
  /** Called when `pages` changed to answer the current query. */
  onComplete?: (query: string, pages: readonly TPage[], fromCache: boolean) => void;
  cacheSize?: number;
}

/**
 * Search as you type, as a Task-style controller: an abortable debounce, one `AbortController` per request, a sequence
 * number so a superseded answer is never shown, an LRU cache so a repeated query sends nothing, and earlier results
 * kept while the next load is in flight.
 */
export class SearchQueryController<TPage> implements ReactiveController {
  status: SearchStatus = 'idle';
  /** The query the current `pages` (or `error`) answer. */
  query = '';
  pages: readonly TPage[] = [];
  error: unknown = undefined;
  /** True once a request has been pending longer than the loading delay. */
  showLoading = false;
  /** Requests sent (not cache hits), for tests and benchmarks. */
  requestCount = 0;

  readonly #cache: LruCache<string, TPage>;
  #sequence = 0;
  #inFlight: AbortController | undefined;
  #loadingTimer: ReturnType<typeof setTimeout> | undefined;
  #wanted = '';

  readonly #host: ReactiveControllerHost;
  readonly #options: SearchQueryOptions<TPage>;

  constructor(host: ReactiveControllerHost, options: SearchQueryOptions<TPage>) {
    this.#host = host;
    this.#options = options;
    this.#cache = new LruCache(options.cacheSize ?? 50);
    host.addController(this);
  }

  hostDisconnected(): void {
    this.abort();
  }

  get hasMore(): boolean {
    const last = this.pages.at(-1);
    return last !== undefined && this.#options.hasNext(last);
  }

  /** True while a request or its debounce is under way. */
  get busy(): boolean {
    return this.#inFlight !== undefined;
  }

  /** Asks for the results of `query`; returns at once, the host updates when they arrive. */
  setQuery(query: string): void {
    this.#wanted = query;
    const trimmed = query.trim();
    if (trimmed.length < this.#options.minChars()) {
      this.#cancel();
      this.#settle({status: 'idle', query: trimmed, pages: [], error: undefined});
      return;
    }
    const cached = this.#cache.get(this.#key(trimmed, 1));
    if (cached !== undefined) {
      this.#cancel();
      this.#settle({status: 'complete', query: trimmed, pages: [cached], error: undefined});
      this.#options.onComplete?.(trimmed, this.pages, true);
      return;
    }
    // A request already sent for this text is kept. One still waiting out its debounce starts waiting again: a space
    // typed after "autodoc" means more words are coming, so "autodoc" alone must not fire between two keystrokes.
    if (this.busy && !this.#debouncing && this.#pendingQuery === trimmed && this.#pendingPage === 1) return;
    void this.#load(trimmed, 1, this.#options.debounce());
  }

  /** Fetches the page after the last one shown and appends it. */
  loadMore(): void {
    if (this.status !== 'complete' || !this.hasMore || this.busy) return;
    const page = this.pages.length + 1;
    const cached = this.#cache.get(this.#key(this.query, page));
    if (cached !== undefined) {
      this.#settle({status: 'complete', query: this.query, pages: [...this.pages, cached], error: undefined});
      this.#options.onComplete?.(this.query, this.pages, true);
      return;
    }
    void this.#load(this.query, page, 0);
  }

  /** Sends the last failed (or current) query again, now, bypassing the debounce. */
  retry(): void {
    const trimmed = this.#wanted.trim();
    if (trimmed.length < this.#options.minChars()) return;
    const page = this.status === 'error' && this.#failedPage > 1 ? this.#failedPage : 1;
    void this.#load(trimmed, page, 0);
  }

  /** Cancels the request in flight (e.g. when the dialog closes); what is on screen stays. */
  abort(): void {
    const wasBusy = this.busy;
    this.#cancel();
    if (wasBusy && this.status === 'pending') this.status = this.pages.length ? 'complete' : 'idle';
    if (wasBusy) this.#host.requestUpdate();
  }

  #pendingQuery = '';
  #pendingPage = 0;
  /** True while the pending request waits out its debounce (nothing sent yet). */
  #debouncing = false;
  #failedPage = 1;

  async #load(query: string, page: number, debounceMs: number): Promise<void> {
    this.#cancel();
    const sequence = ++this.#sequence;
    const controller = new AbortController();
    this.#inFlight = controller;
    this.#pendingQuery = query;
    this.#pendingPage = page;
    this.status = 'pending';
    this.#host.requestUpdate();
    try {
      if (debounceMs > 0) {
        this.#debouncing = true;
        await delay(debounceMs, controller.signal);
        if (sequence === this.#sequence) this.#debouncing = false;
      }
      this.#loadingTimer = setTimeout(() => {
        if (sequence !== this.#sequence) return;
        this.showLoading = true;
        this.#host.requestUpdate();
      }, this.#options.loadingDelay?.() ?? 200);
      this.requestCount += 1;
      const result = await this.#options.run(query, page, controller.signal);
      if (sequence !== this.#sequence || controller.signal.aborted) return;
      this.#cache.set(this.#key(query, page), result);
      this.#inFlight = undefined;
      this.#stopLoading();
      const pages = page === 1 ? [result] : [...this.pages, result];
      this.#settle({status: 'complete', query, pages, error: undefined});
      this.#options.onComplete?.(query, pages, false);
    } catch (error) {
      if (sequence !== this.#sequence || controller.signal.aborted) return;
      this.#inFlight = undefined;
      this.#stopLoading();
      this.#failedPage = page;
      // A failed "load more" keeps the pages already shown; a failed first page replaces them with the error.
      this.#settle({status: 'error', query, pages: page === 1 ? [] : this.pages, error});
      this.#options.onError?.(error, query);
    }
  }

  #key(query: string, page: number): string {
    return JSON.stringify([this.#options.scope(), query, page]);
  }

  #cancel(): void {
    this.#sequence += 1;
    this.#debouncing = false;
    this.#inFlight?.abort();
    this.#inFlight = undefined;
    this.#stopLoading();
  }

  #stopLoading(): void {
    clearTimeout(this.#loadingTimer);
    this.#loadingTimer = undefined;
    if (this.showLoading) {
      this.showLoading = false;
      this.#host.requestUpdate();
    }
  }

  #settle(state: {status: SearchStatus; query: string; pages: readonly TPage[]; error: unknown}): void {
    this.status = state.status;
    this.query = state.query;
    this.pages = state.pages;
    this.error = state.error;
    this.#host.requestUpdate();
  }
}
