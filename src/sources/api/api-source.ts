/**
 * The `api` source: a full hosting API at a known base URL (an explicit `api-base`: a self-hosted deployment, a
 * CORS-enabled proxy, the reference server), asked through the widgets' read client (`WidgetClient`). This is the
 * behaviour the widgets had before sources existed: search and embed at `{base}api/v3/…` (or v2), versions from the
 * project, versions and translations endpoints, cached for the session by `loadVersionData`.
 */
import type {FetchLike} from '../../api/read-client.js';
import {WidgetClient} from '../../api/widget-schemas/index.js';
import type {VersionData} from '../../versions/version-entry.js';
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
    this.#apiVersion = options.apiVersion;
    this.key = `api:${this.#apiVersion}:${this.client.apiBase}`;
  }

  search(params: SourceSearchParams, options?: SourceCallOptions) {
    return this.client.search({...params, apiVersion: this.#apiVersion}, options);
  }

  section(params: SourceSectionParams, options?: SourceCallOptions) {
    return this.client.embed({...params, apiVersion: this.#apiVersion}, options);
  }

  /** The versions part (its schemas and the session cache) loads on the first call: search and previews never need it. */
  async versions(params: SourceVersionsParams): Promise<VersionData> {
    const {loadVersionData, versionReads} = await import('./api-versions.js');
    this.client.addReads(versionReads);
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
