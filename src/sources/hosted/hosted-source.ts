/**
 * The `hosted` source: a page served by the hosting service on a docs domain, where only the proxied paths exist
 * (production-topology.md §2): search and embed through `/_/api/v3/…` (or v2 search) on the page's own origin, and
 * the versions, translations, downloads and aliases from the addons payload (its versions part, hosted-versions.ts,
 * a chunk of its own that only the version widgets load). It never asks the dashboard API: `/api/v3/projects/…` is a
 * documentation path (the project's 404 page) on a docs domain, and is neither readable cross-site nor affordable at
 * 5 anonymous calls a minute.
 */
import type {FetchLike} from '../../api/read-client.js';
import {WidgetClient} from '../../api/widget-schemas/index.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from '../source.js';
import type {HostedVersions} from './hosted-versions.js';
import {importOnce} from '../deferred-source.js';
import {holdPublished} from './is-hosted-page.js';

/** Milliseconds to wait for the service's client to publish the payload before asking for it ourselves. */
const DEFAULT_PAYLOAD_WAIT_MS = 1500;

/** Tunables of the hosted source (tests shorten the wait). */
export const hostedSourceSettings = {
  /** Milliseconds to wait for the service's client to publish the payload before asking for it ourselves. */
  payloadWaitMs: DEFAULT_PAYLOAD_WAIT_MS,
};

export interface HostedSourceOptions {
  /** The docs domain's origin (the page's). */
  origin: string;
  apiVersion: 2 | 3;
  fetch?: FetchLike | undefined;
  document: Document;
  /** What the service's client published before this source was made (resolve.ts holds it while the chunk loads). */
  published?: unknown;
  /** Imports the versions part (resolve.ts passes the import it already started, so no second one is waited for). */
  loadVersionsPart: () => Promise<typeof import('./hosted-versions.js')>;
}

export class HostedSource implements DocsSource {
  readonly kind = 'hosted';
  readonly key: string;
  readonly client: WidgetClient;
  readonly #options: HostedSourceOptions;
  /** What the service's client publishes until the versions part is loaded, which then listens itself. */
  readonly #held: {take(): unknown};
  /** The versions part, loaded once; a part that failed to load is asked for again on the next call. */
  readonly #versions: () => Promise<HostedVersions>;
  #loaded: HostedVersions | undefined;

  constructor(options: HostedSourceOptions) {
    this.client = new WidgetClient({apiBase: `${options.origin}/_/`, ...(options.fetch ? {fetch: options.fetch} : {})});
    this.#options = options;
    this.#held = holdPublished(options.document, options.published);
    this.key = `hosted:${options.apiVersion}:${options.origin}`;
    this.#versions = importOnce(async () => {
      const {HostedVersions} = await options.loadVersionsPart();
      return (this.#loaded = new HostedVersions({
        origin: options.origin,
        fetch: options.fetch,
        document: options.document,
        waitMs: hostedSourceSettings.payloadWaitMs,
        published: this.#held.take(),
      }));
    });
  }

  search(params: SourceSearchParams, options?: SourceCallOptions) {
    return this.client.search({...params, apiVersion: this.#options.apiVersion}, options);
  }

  /** v3 embed: the proxied v2 embed answers 410 on the service, and the client would only fall back to v3. */
  section(params: SourceSectionParams, options?: SourceCallOptions) {
    return this.client.embed({...params, apiVersion: 3}, options);
  }

  async versions(params: SourceVersionsParams): Promise<VersionData> {
    // Once loaded, asked at once: a payload published later turns into versions within the same turn.
    const part = this.#loaded ?? (await this.#versions());
    params.signal?.throwIfAborted();
    return part.versions(params);
  }

  pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    return this.client.pageExists(url, 3, options);
  }

  onVersionsChange(listener: () => void): () => void {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    this.#versions().then(
      (part) => {
        if (!cancelled) unsubscribe = part.subscribe(listener);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }
}
