/**
 * The `hosted` source: a page served by the hosting service on a docs domain, where only the proxied paths exist
 * (production-topology.md §2): search and embed through `/_/api/v3/…` (or v2 search) on the page's own origin, and
 * the versions, translations, downloads and aliases from the addons payload (addons-payload.ts). It never asks the
 * dashboard API: `/api/v3/projects/…` is a documentation path (the project's 404 page) on a docs domain, and is
 * neither readable cross-site nor affordable at 5 anonymous calls a minute.
 */
import type {FetchLike} from '../../api/read-client.js';
import {readPageContext} from '../../internal/page-context.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from '../source.js';
import {DocsDomainClient} from './addons-client.js';
import {AddonsPayloadStore, DEFAULT_PAYLOAD_WAIT_MS} from './addons-payload.js';
// Not loaded on first call like the api source's versions part: a payload published later must turn into versions
// within the same turn, as the switcher shows it (test/sources/hosted-source.test.ts).
import {versionDataFromPayload} from './addons-versions.js';

export {isHostedPage} from './is-hosted-page.js';

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
}

export class HostedSource implements DocsSource {
  readonly kind = 'hosted';
  readonly key: string;
  readonly client: DocsDomainClient;
  readonly #payload: AddonsPayloadStore;
  readonly #apiVersion: 2 | 3;
  readonly #document: Document;

  constructor(options: HostedSourceOptions) {
    this.client = new DocsDomainClient({apiBase: `${options.origin}/_/`, ...(options.fetch ? {fetch: options.fetch} : {})});
    this.#apiVersion = options.apiVersion;
    this.#document = options.document;
    this.key = `hosted:${this.#apiVersion}:${options.origin}`;
    this.#payload = new AddonsPayloadStore({
      document: options.document,
      client: this.client,
      waitMs: hostedSourceSettings.payloadWaitMs,
      published: options.published,
    });
  }

  search(params: SourceSearchParams, options?: SourceCallOptions) {
    return this.client.search({...params, apiVersion: this.#apiVersion}, options);
  }

  /** v3 embed: the proxied v2 embed answers 410 on the service, and the client would only fall back to v3. */
  section(params: SourceSectionParams, options?: SourceCallOptions) {
    return this.client.embed({...params, apiVersion: 3}, options);
  }

  async versions(params: SourceVersionsParams): Promise<VersionData> {
    const payload = await this.#payload.get({
      project: params.project,
      version: params.version ?? readPageContext(this.#document).version,
      pageUrl: params.pageUrl,
      refresh: params.refresh,
      signal: params.signal,
    });
    return versionDataFromPayload(payload, params.pageUrl);
  }

  pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    return this.client.pageExists(url, 3, options);
  }

  onVersionsChange(listener: () => void): () => void {
    return this.#payload.subscribe(listener);
  }
}
