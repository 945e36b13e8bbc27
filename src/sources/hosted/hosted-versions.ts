/**
 * The `hosted` source's versions part: the addons payload (published by the service's client, or asked for at
 * `/_/addons/`), its schema, and the payload as `VersionData`. A chunk of its own, so a page whose only widget is the
 * search never loads it; the source (client-source.ts) loads it when a version widget first asks.
 */
import type {FetchLike} from '../../api/read-client.js';
import {readPageContext} from '../../internal/page-context.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {SourceVersionsParams} from '../source.js';
import {DocsDomainClient} from './addons-client.js';
import {AddonsPayloadStore} from './addons-payload.js';
// In this part, not loaded on first call: a payload published later must turn into versions within the same turn,
// as the switcher shows it (test/sources/hosted-source.test.ts).
import {versionDataFromPayload} from './addons-versions.js';

/** Tunables of the hosted source (tests shorten the wait). */
export const hostedSourceSettings = {
  /** Milliseconds to wait for the service's client to publish the payload before asking for it ourselves. */
  payloadWaitMs: 1500,
};

export interface HostedVersionsOptions {
  /** The docs domain's origin (the page's). */
  origin: string;
  fetch?: FetchLike | undefined;
  document: Document;
  /** What the service's client published before this part was loaded (resolve.ts holds it until then). */
  published?: unknown;
}

export class HostedVersions {
  readonly #payload: AddonsPayloadStore;
  readonly #document: Document;

  constructor(options: HostedVersionsOptions) {
    this.#document = options.document;
    this.#payload = new AddonsPayloadStore({
      document: options.document,
      client: new DocsDomainClient({apiBase: `${options.origin}/_/`, fetch: options.fetch}),
      waitMs: hostedSourceSettings.payloadWaitMs,
      published: options.published,
    });
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

  subscribe(listener: () => void): () => void {
    return this.#payload.subscribe(listener);
  }
}
