/**
 * The `api` and `hosted` sources: both search and embed through the widgets' read client (`WidgetClient`, in the chunk
 * every widget loads), the `api` one at an explicit or the page's base, the `hosted` one at the docs domain's `/_/`
 * paths. What sets them apart is where versions come from, and that is their versions part, a chunk of its own that
 * only the version widgets load (api-versions.ts: the project and version reads; hosted-versions.ts: the addons
 * payload). So this one small class serves both, with no chunk of its own to wait for before a first search.
 */
import type {WidgetClient} from '../api/widget-schemas/index.js';
import type {VersionData} from '../versions/version-entry.js';
import {importOnce} from '../internal/import-once.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from './source.js';

/** A source's versions part, once loaded: its versions, and (the hosted one) news of versions it learns unasked. */
export interface VersionsPart {
  versions(params: SourceVersionsParams): Promise<VersionData>;
  subscribe?(listener: () => void): () => void;
}

export class ClientSource implements DocsSource {
  readonly kind: 'api' | 'hosted';
  readonly key: string;
  readonly client: WidgetClient;
  readonly #apiVersion: 2 | 3;
  /** The embed API version: the hosted one always asks v3 (the service's v2 embed answers 410 Gone). */
  readonly #embedVersion: 2 | 3;
  /** The versions part, made once (and again after a chunk failed to load). */
  readonly #part: () => Promise<VersionsPart>;
  #loaded: VersionsPart | undefined;

  constructor(kind: 'api' | 'hosted', key: string, client: WidgetClient, apiVersion: 2 | 3, loadPart: () => Promise<VersionsPart>) {
    this.kind = kind;
    this.key = key;
    this.client = client;
    this.#apiVersion = apiVersion;
    this.#embedVersion = kind === 'api' ? apiVersion : 3;
    this.#part = importOnce(async () => (this.#loaded = await loadPart()));
  }

  search(params: SourceSearchParams, options?: SourceCallOptions) {
    return this.client.search({...params, apiVersion: this.#apiVersion}, options);
  }

  section(params: SourceSectionParams, options?: SourceCallOptions) {
    return this.client.embed({...params, apiVersion: this.#embedVersion}, options);
  }

  pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    return this.client.pageExists(url, this.#embedVersion, options);
  }

  async versions(params: SourceVersionsParams): Promise<VersionData> {
    // Once loaded, asked at once: a payload published later turns into versions within the same turn.
    const part = this.#loaded ?? (await this.#part());
    params.signal?.throwIfAborted();
    return part.versions(params);
  }

  /** Subscribes once the versions part is there (only the hosted one learns versions unasked); loads it meanwhile. */
  onVersionsChange(listener: () => void): () => void {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    this.#part().then(
      (part) => {
        if (!cancelled) unsubscribe = part.subscribe?.(listener);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }
}
