import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {delay} from '../internal/delay.js';
import {LruCache} from '../internal/lru.js';
import {queryLongEnough} from './query-length.js';

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
  /** Called once per failed request (never for aborts or superseded requests). */
  onError: (error: unknown, query: string) => void;
  /** Called when `pages` changed to answer the current query. */
  onComplete: (query: string, pages: readonly TPage[], fromCache: boolean) => void;
  /**
   * The fuller page that follows `page`, when the source answered before all of it was ready (a static site's
   * snippets): it takes `page`'s place on screen and in the cache whenever it arrives, so a page that answered early is
   * never kept short.
   */
  update?: (page: TPage) => Promise<TPage> | undefined;
}

/** The host's settings, read at each use so that changes apply at once. */
export interface SearchQueryHost extends ReactiveControllerHost {
  /** Milliseconds of quiet after the last keystroke before a request is sent. */
  debounce: number;
  /** Shorter (trimmed) queries are not sent. */
  minChars: number;
  /** Milliseconds a request may take before `showLoading` turns on. */
  loadingDelay: number;
}

/** Answers kept: the pages of the last queries a reader goes back to with Backspace, and more. */
const CACHE_SIZE = 50;

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

  readonly #cache: LruCache<string, TPage>;
  /**
   * The request under way (or waiting out its debounce). A new one replaces it, so an answer whose request is no
   * longer this one is superseded and never shown, even from a server that ignored the abort.
   */
  #inFlight: {controller: AbortController; query: string; page: number; debouncing: boolean} | undefined;
  #loadingTimer: ReturnType<typeof setTimeout> | undefined;
  #wanted = '';
  #failedPage = 1;

  readonly #host: SearchQueryHost;
  readonly #options: SearchQueryOptions<TPage>;

  constructor(host: SearchQueryHost, options: SearchQueryOptions<TPage>) {
    this.#host = host;
    this.#options = options;
    this.#cache = new LruCache(CACHE_SIZE);
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
    if (!queryLongEnough(trimmed, this.#host.minChars)) {
      this.#cancel();
      this.#settle('idle', trimmed, [], undefined);
      return;
    }
    // A request already sent for this text is kept. One still waiting out its debounce starts waiting again: a space
    // typed after "autodoc" means more words are coming, so "autodoc" alone must not fire between two keystrokes.
    const sent = this.#inFlight;
    if (sent && !sent.debouncing && sent.query === trimmed && sent.page === 1) return;
    this.#load(trimmed, 1, this.#host.debounce);
  }

  /** Fetches the page after the last one shown and appends it. */
  loadMore(): void {
    if (this.status === 'complete' && this.hasMore && !this.busy) this.#load(this.query, this.pages.length + 1, 0);
  }

  /** Sends the last failed (or current) query again, now, bypassing the debounce. */
  retry(): void {
    const trimmed = this.#wanted.trim();
    if (!queryLongEnough(trimmed, this.#host.minChars)) return;
    void this.#fetch(trimmed, this.status === 'error' ? this.#failedPage : 1, 0);
  }

  /** Cancels the request in flight (e.g. when the dialog closes); what is on screen stays. */
  abort(): void {
    if (!this.busy) return;
    this.#cancel();
    if (this.status === 'pending') this.status = this.pages.length ? 'complete' : 'idle';
    this.#host.requestUpdate();
  }

  /** Shows `page` of `query` from the cache, else fetches it after `debounceMs`. */
  #load(query: string, page: number, debounceMs: number): void {
    const cached = this.#cache.get(this.#key(query, page));
    if (cached === undefined) {
      void this.#fetch(query, page, debounceMs);
      return;
    }
    this.#cancel();
    this.#complete(query, page, cached, true);
  }

  async #fetch(query: string, page: number, debounceMs: number): Promise<void> {
    this.#cancel();
    const request = {controller: new AbortController(), query, page, debouncing: debounceMs > 0};
    const {signal} = request.controller;
    this.#inFlight = request;
    this.status = 'pending';
    this.#host.requestUpdate();
    try {
      if (request.debouncing) {
        await delay(debounceMs, signal);
        request.debouncing = false;
        if (this.#inFlight !== request) return;
      }
      this.#loadingTimer = setTimeout(() => {
        if (this.#inFlight !== request) return;
        this.showLoading = true;
        this.#host.requestUpdate();
      }, this.#host.loadingDelay);
      const result = await this.#options.run(query, page, signal);
      if (this.#inFlight !== request) return;
      // Shown in a task of its own, not in the one that read and checked it: on the Python docs' longest page at 4x CPU
      // throttling that task was 50-150 ms with a dozen rows rendered in it, and a key pressed meanwhile waited for all
      // of it (issue 29, docs/measuring.md). Now the key goes first, and an answer it made stale is never rendered.
      await delay(0, signal);
      if (this.#inFlight !== request) return;
      this.#cache.set(this.#key(query, page), result);
      this.#done();
      this.#complete(query, page, result, false);
      this.#followUpdate(this.#key(query, page), result);
    } catch (error) {
      if (this.#inFlight !== request) return;
      this.#done();
      this.#failedPage = page;
      // A failed "load more" keeps the pages already shown; a failed first page replaces them with the error.
      this.#settle('error', query, page === 1 ? [] : this.pages, error);
      this.#options.onError(error, query);
    }
  }

  /** `result` is `page` of `query`: the first page replaces what is shown, a later one is appended. */
  #complete(query: string, page: number, result: TPage, fromCache: boolean): void {
    this.#settle('complete', query, page === 1 ? [result] : [...this.pages, result], undefined);
    this.#options.onComplete(query, this.pages, fromCache);
  }

  /** Puts the fuller page that follows `result` where `result` is shown and cached. */
  #followUpdate(key: string, result: TPage): void {
    this.#options.update?.(result)?.then(async (fuller) => {
      if (this.#cache.get(key) === result) this.#cache.set(key, fuller);
      await delay(0);
      if (!this.pages.includes(result)) return;
      this.pages = this.pages.map((shown) => (shown === result ? fuller : shown));
      this.#host.requestUpdate();
    }, () => {
      // The fuller page never came (the reader typed on): the partial one is not kept for the next time it is asked.
      if (this.#cache.get(key) === result) this.#cache.delete(key);
    });
  }

  #key(query: string, page: number): string {
    return JSON.stringify([this.#options.scope(), query, page]);
  }

  /** Drops the request under way, aborting it, and its loading indicator. */
  #cancel(): void {
    this.#inFlight?.controller.abort();
    this.#done();
  }

  /** No request is under way any more (it answered, failed or was dropped): the loading indicator goes. */
  #done(): void {
    this.#inFlight = undefined;
    clearTimeout(this.#loadingTimer);
    if (this.showLoading) {
      this.showLoading = false;
      this.#host.requestUpdate();
    }
  }

  #settle(status: SearchStatus, query: string, pages: readonly TPage[], error: unknown): void {
    this.status = status;
    this.query = query;
    this.pages = pages;
    this.error = error;
    this.#host.requestUpdate();
  }
}
