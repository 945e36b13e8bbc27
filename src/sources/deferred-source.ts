/**
 * A source whose implementation is a chunk of its own: resolve.ts knows at once which kind of source a page needs
 * (and its key), and only that kind's module is loaded, from the first resolve on. A page served by the hosting
 * service never loads the `api` or `static` source, a page with an `api-base` never loads the addons payload code,
 * and a widget's first use carries one source, not three (issue 15).
 *
 * Every call waits for the module, then asks the real source; an abort before the module is there rejects with the
 * signal's reason, as the real source would.
 *
 * A source's versions part may be a chunk of its own too (only the version widgets need it): `versions()` and
 * `onVersionsChange()` load it beside the source's module, so the real source finds it loaded and a version widget
 * waits for one round of files, not two in a row.
 */
import type {
  DocsSource,
  DocsSourceKind,
  SourceCallOptions,
  SourceSearchParams,
  SourceSectionParams,
  SourceVersionsParams,
} from './source.js';

/**
 * `load`, called once and its promise kept, and called again after a failure (a chunk that failed to load is asked
 * for again on the next call). `import()` of a loaded module still takes a task to answer: this answers at once.
 */
export function importOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    const current = (loading ??= load());
    current.catch(() => {
      if (loading === current) loading = undefined;
    });
    return current;
  };
}

export class DeferredSource<Real extends DocsSource = DocsSource> implements DocsSource {
  readonly kind: DocsSourceKind;
  readonly key: string;
  readonly projectName: string | undefined;
  /** The real source; a module that failed to load is asked for again on the next call. */
  readonly loaded: () => Promise<Real>;
  /** The versions part's module, imported once (and again after a failure). */
  readonly #versionsPart: () => Promise<unknown>;
  /** The real source, once it and its versions part have loaded. */
  #versionsReady: Real | undefined;

  /**
   * `load` imports the kind's module and makes the real source; it starts now, so the module loads while the widget
   * renders. `loadVersionsPart` imports the module the real source's `versions()` imports, if it has one.
   */
  constructor(
    kind: DocsSourceKind,
    key: string,
    load: () => Promise<Real>,
    projectName?: string,
    loadVersionsPart: () => Promise<unknown> = async () => {},
  ) {
    this.kind = kind;
    this.key = key;
    this.projectName = projectName;
    this.loaded = importOnce(load);
    this.#versionsPart = importOnce(loadVersionsPart);
    this.loaded().catch(() => {});
  }

  async #real(signal: AbortSignal | undefined): Promise<Real> {
    const real = await this.loaded();
    signal?.throwIfAborted();
    return real;
  }

  async search(params: SourceSearchParams, options?: SourceCallOptions) {
    return (await this.#real(options?.signal)).search(params, options);
  }

  async section(params: SourceSectionParams, options?: SourceCallOptions) {
    return (await this.#real(options?.signal)).section(params, options);
  }

  /**
   * Waits for the source's module and its versions part together (one round of files), then asks; once both are
   * there, asks at once (a payload the source learns unasked turns into versions within the same turn).
   */
  async versions(params: SourceVersionsParams) {
    if (this.#versionsReady) return this.#versionsReady.versions(params);
    const [real] = await Promise.all([this.loaded(), this.#versionsPart()]);
    params.signal?.throwIfAborted();
    this.#versionsReady = real;
    return real.versions(params);
  }

  async pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    const real = await this.#real(options?.signal);
    return real.pageExists ? real.pageExists(url, options) : undefined;
  }

  /** Subscribes once the real source is there (only the hosted one learns versions unasked). */
  onVersionsChange(listener: () => void): () => void {
    this.#versionsPart().catch(() => {});
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    this.loaded().then(
      (real) => {
        if (!cancelled) unsubscribe = real.onVersionsChange?.(listener);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }
}
