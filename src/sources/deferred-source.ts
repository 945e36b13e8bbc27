/**
 * The static source behind a stand-in (static/register.ts): the resolver knows at once that a page is a static site
 * (and the source's key), and the source's module, a chunk only a static site loads, starts loading from the first
 * resolve on, while the widget renders.
 *
 * Every call waits for the module, then asks the real source; an abort before the module is there rejects with the
 * signal's reason, as the real source would. (The `api` and `hosted` sources need no stand-in: client-source.ts.)
 */
import type {
  DocsSource,
  DocsSourceKind,
  SourceCallOptions,
  SourceSearchParams,
  SourceSectionParams,
  SourceVersionsParams,
} from './source.js';
import {importOnce} from '../internal/import-once.js';

export class DeferredSource<Real extends DocsSource = DocsSource> implements DocsSource {
  readonly kind: DocsSourceKind;
  readonly key: string;
  readonly projectName: string | undefined;
  /** The real source; a module that failed to load is asked for again on the next call. */
  readonly loaded: () => Promise<Real>;

  /** `load` imports the kind's module and makes the real source; it starts now, so the module loads while the widget renders. */
  constructor(kind: DocsSourceKind, key: string, load: () => Promise<Real>, projectName?: string) {
    this.kind = kind;
    this.key = key;
    this.projectName = projectName;
    this.loaded = importOnce(load);
    this.loaded().catch(() => {});
  }

  /** The real source once loaded: an answer of it can only have come after. */
  #loadedNow: Real | undefined;

  async #real(signal: AbortSignal | undefined): Promise<Real> {
    const real = this.#loadedNow = await this.loaded();
    signal?.throwIfAborted();
    return real;
  }

  searchUpdate(answer: Parameters<NonNullable<DocsSource['searchUpdate']>>[0]) {
    return this.#loadedNow?.searchUpdate?.(answer);
  }

  async search(params: SourceSearchParams, options?: SourceCallOptions) {
    return (await this.#real(options?.signal)).search(params, options);
  }

  async section(params: SourceSectionParams, options?: SourceCallOptions) {
    return (await this.#real(options?.signal)).section(params, options);
  }

  async versions(params: SourceVersionsParams) {
    return (await this.#real(params.signal)).versions(params);
  }

  async pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    const real = await this.#real(options?.signal);
    return real.pageExists ? real.pageExists(url, options) : undefined;
  }
}
