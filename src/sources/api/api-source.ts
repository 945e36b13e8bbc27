/**
 * The `api` source: a full hosting API at a known base URL (an explicit `api-base`: a self-hosted deployment, a
 * CORS-enabled proxy, the reference server), asked through the widgets' read client (`WidgetClient`). This is the
 * behaviour the widgets had before sources existed: search and embed at `{base}api/v3/…` (or v2), versions from the
 * project, versions and translations endpoints, cached for the session by `loadVersionData`
 * (in its versions part, api-versions.ts).
 */
import type {FetchLike} from '../../api/read-client.js';
import {WidgetClient} from '../../api/widget-schemas/index.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from '../source.js';

type VersionsPart = typeof import('./api-versions.js');

export interface ApiSourceOptions {
  /** URL that `api/v3/…` and `api/v2/…` are appended to. */
  apiBase: string;
  apiVersion: 2 | 3;
  fetch?: FetchLike | undefined;
  /** The client to read through (resolve.ts makes it); one at `apiBase` by default. */
  client?: WidgetClient | undefined;
  /** Imports the versions part (resolve.ts passes the import it already started, so no second one is waited for). */
  loadVersionsPart: () => Promise<VersionsPart>;
}

export class ApiSource implements DocsSource {
  readonly kind = 'api';
  readonly key: string;
  readonly client: WidgetClient;
  readonly #apiVersion: 2 | 3;
  readonly #fetch: FetchLike | undefined;
  readonly #loadVersionsPart: () => Promise<VersionsPart>;
  #versionsPart: VersionsPart | undefined;

  constructor(options: ApiSourceOptions) {
    this.#fetch = options.fetch;
    this.#loadVersionsPart = options.loadVersionsPart;
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

  /**
   * The versions part (the session cache, the project and version schemas) is a chunk of its own (api-versions.ts):
   * a search never loads it, and resolve.ts starts it with this source's chunk when a version widget first asks.
   */
  async versions(params: SourceVersionsParams): Promise<VersionData> {
    // Once loaded, asked at once: no turn is spent between a widget's request and the session cache's answer.
    const part = this.#versionsPart ?? (this.#versionsPart = await this.#loadVersionsPart());
    return part.apiVersions(this.client.apiBase, this.#fetch, this.#apiVersion, params);
  }

  pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    return this.client.pageExists(url, this.#apiVersion, options);
  }
}
