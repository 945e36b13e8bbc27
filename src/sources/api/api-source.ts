/**
 * The `api` source: a full hosting API at a known base URL (an explicit `api-base`: a self-hosted deployment, a
 * CORS-enabled proxy, the reference server), asked through the widgets' read client (`WidgetClient`). This is the
 * behaviour the widgets had before sources existed: search and embed at `{base}api/v3/…` (or v2), versions from the
 * project, versions and translations endpoints, cached for the session by `loadVersionData`.
 */
import type {FetchLike} from '../../api/read-client.js';
import {WidgetClient} from '../../api/widget-schemas/index.js';
import {versionReads} from '../../api/widget-schemas/versions.js';
import {loadVersionData, type VersionData} from '../../versions/version-data.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from '../source.js';

export interface ApiSourceOptions {
  /** URL that `api/v3/…` and `api/v2/…` are appended to. */
  apiBase: string;
  apiVersion: 2 | 3;
  fetch?: FetchLike | undefined;
  /** The client to read through (resolve.ts makes it); one at `apiBase` by default. */
  client?: WidgetClient | undefined;
}

export class ApiSource implements DocsSource {
  readonly kind = 'api';
  readonly key: string;
  readonly client: WidgetClient;
  readonly #apiVersion: 2 | 3;

  constructor(options: ApiSourceOptions) {
    this.client = options.client ?? new WidgetClient({apiBase: options.apiBase, ...(options.fetch ? {fetch: options.fetch} : {})});
    // The project and version reads are this source's own (the hosted one reads versions from the addons payload).
    this.client.addReads(versionReads);
    this.#apiVersion = options.apiVersion;
    this.key = `api:${this.#apiVersion}:${this.client.apiBase}`;
  }

  search(params: SourceSearchParams, options?: SourceCallOptions) {
    return this.client.search({...params, apiVersion: this.#apiVersion}, options);
  }

  section(params: SourceSectionParams, options?: SourceCallOptions) {
    return this.client.embed({...params, apiVersion: this.#apiVersion}, options);
  }

  /**
   * The versions part (the session cache, the project and version schemas) is in this source's chunk, not in one of its
   * own loaded on first call: a version widget would then wait for three files in a row (its own, the source's, this
   * part), its data a round trip later.
   */
  versions(params: SourceVersionsParams): Promise<VersionData> {
    return loadVersionData({
      client: this.client,
      apiBase: this.client.apiBase,
      apiVersion: this.#apiVersion,
      project: params.project,
      pageUrl: params.pageUrl,
      ...(params.refresh ? {refresh: true} : {}),
      ...(params.signal ? {signal: params.signal} : {}),
    });
  }

  pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    return this.client.pageExists(url, this.#apiVersion, options);
  }
}
