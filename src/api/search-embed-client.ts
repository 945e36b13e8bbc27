/**
 * `SearchEmbedClient`: the reads every widget makes, search and embed (and their v2 forms), with the schemas it is
 * given. The widgets' client (widget-schemas/index.ts) is one, so the chunk every widget loads carries only these
 * reads; `ReadClient` (read-client.ts) adds the project and version reads, loaded only with the version widgets.
 *
 * Every method sends one `Request` through the transport (transport.ts, the one `fetch` call), which validates the
 * answer with the read's zod/mini schema and resolves with typed data, or rejects with a `DocsApiError` subclass
 * (errors.ts) or, on the caller's abort, the signal's reason. Every method takes an optional `{signal}`, either
 * inside its params or as an extra last argument.
 */
import {HttpError} from './errors.js';
import {embedV2ToV3, searchResultV2ToV3, type SearchV2Request} from './normalize.js';
import type {ReadSchemas, ReadShapes} from './read-shapes.js';
import type {
  DocsApiClientOptions,
  EmbedParams,
  EmbedV2Params,
  EmbedV3Params,
  Query,
  QueryValue,
  RequestOptions,
  SearchParams,
  SearchV2Params,
  SearchV3Params,
} from './request-options.js';
import type {EmbedV2, ResponseSchema, SearchResponseV2} from './schemas.js';
import {send, type Call, type TransportOptions} from './transport.js';

const DEFAULT_TIMEOUT_MS = 15_000;
/** The real server caps search pages at 30; asking for more only changes the reference server's answers. */
const MAX_SEARCH_PAGE_SIZE = 30;

export class SearchEmbedClient<Shapes extends ReadShapes> {
  readonly apiBase: string;
  readonly timeoutMs: number;
  readonly #base: URL;
  readonly #transport: TransportOptions;
  readonly #schemas: ReadSchemas<Shapes>;

  constructor(options: DocsApiClientOptions, schemas: ReadSchemas<Shapes>) {
    this.#schemas = schemas;
    // The page's origin by default. Without a page (Node), DocsReadClient says that a base is needed; a widget's client
    // always has one.
    const given = options.apiBase ?? globalThis.location?.origin;
    let base: URL;
    try {
      base = new URL(given, globalThis.location?.href);
    } catch {
      throw new TypeError(`DocsApiClient: apiBase ${JSON.stringify(given)} is not a URL`);
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
      throw new TypeError(`DocsApiClient: apiBase must be an http(s) URL, got ${JSON.stringify(given)}`);
    }
    base.search = '';
    base.hash = '';
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.#base = base;
    this.apiBase = base.href;
    // Checked by DocsReadClient, the one client that takes it from its caller: the widgets' clients keep the default.
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.timeoutMs = timeoutMs;
    this.#transport = {fetch: options.fetch, timeoutMs};
  }

  /** The schema of `read`; a client without it was made for another widget's reads. */
  protected schemaOf<Read extends keyof Shapes>(read: Read): ResponseSchema<Shapes[Read]> {
    const schema = this.#schemas[read];
    if (!schema) throw new TypeError(`DocsReadClient: this client does not read ${String(read)}`);
    return schema;
  }

  /** Search v3: `q` is `project:<p>/<v> <terms>` (or `subprojects:<p>/<v> <terms>`). */
  async searchV3(params: SearchV3Params, options?: RequestOptions): Promise<Shapes['searchV3']> {
    const query = {q: buildSearchQuery(params), page: params.page, page_size: searchPageSize(params.pageSize)};
    return this.#read('searchV3', 'api/v3/search/', query, params, options);
  }

  /** Search v2: `q`, `project`, `version` as separate parameters; subprojects are always included. */
  async searchV2(params: SearchV2Params, options?: RequestOptions): Promise<Shapes['searchV2']> {
    const {project, version, page} = params;
    const query = {q: params.query.trim(), project, version, page, page_size: searchPageSize(params.pageSize)};
    return this.#read('searchV2', 'api/v2/search/', query, params, options);
  }

  /** Search through v3 or v2, answered in the v3 shape either way. v2 needs `project` and `version`. */
  async search(params: SearchParams, options?: RequestOptions): Promise<Shapes['searchV3']> {
    if (params.apiVersion !== 2) return this.searchV3(params, options);
    if (!params.project || !params.version) {
      throw new TypeError('DocsApiClient.search: API v2 search needs both project and version');
    }
    const request = {query: params.query, project: params.project, version: params.version};
    const response = await this.searchV2({...params, ...request}, options);
    return this.searchV2ToV3(response as SearchResponseV2, request) as Shapes['searchV3'];
  }

  /**
   * A v2 search answer in the v3 shape, as far as the widgets read it: the count, the links and the results.
   * `DocsReadClient` answers with the whole v3 shape, the projects searched and the query too (normalize.ts).
   */
  protected searchV2ToV3(response: SearchResponseV2, _request: SearchV2Request): unknown {
    const {count, next, previous, results} = response;
    return {count, next, previous, results: results.map(searchResultV2ToV3)};
  }

  async embedV3(params: EmbedV3Params, options?: RequestOptions): Promise<Shapes['embedV3']> {
    const {url, doctool, doctoolversion, maincontent} = params;
    return this.#read('embedV3', 'api/v3/embed/', {url, doctool, doctoolversion, maincontent}, params, options);
  }

  async embedV2(params: EmbedV2Params, options?: RequestOptions): Promise<Shapes['embedV2']> {
    return this.#read('embedV2', 'api/v2/embed/', queryOf(params), params, options);
  }

  /**
   * The section at `url` in the v3 shape. With `apiVersion: 2` the v2 endpoint is asked first and, when it answers 410
   * Gone (as the real server has since 2025), v3.
   */
  async embed(params: EmbedParams, options?: RequestOptions): Promise<Shapes['embedV3']> {
    if (params.apiVersion !== 2) return this.embedV3(params, options);
    try {
      const response = await this.embedV2({url: params.url, signal: params.signal}, options);
      return embedV2ToV3(response as EmbedV2, params.url) as Shapes['embedV3'];
    } catch (error) {
      if (error instanceof HttpError && error.status === 410) return this.embedV3(params, options);
      throw error;
    }
  }

  /** One search or embed read: a GET without the token, validated with the read's schema. */
  #read<Read extends keyof Shapes & string>(read: Read, path: string, query: Query, params: RequestOptions, options?: RequestOptions): Promise<Shapes[Read]> {
    return this.send({operation: read, url: this.apiUrl(path, query), auth: false, schema: this.schemaOf(read), signal: signalOf(params, options)});
  }

  /** Sends one call (transport.ts). */
  protected send<T>(call: Call<T>): Promise<T> {
    return send(call, this.#transport);
  }

  protected apiUrl(path: string, query: Query = {}): URL {
    const url = new URL(path, this.#base);
    for (const [name, value] of Object.entries(query)) {
      // A list is sent comma-separated, as String() writes it.
      if (value !== undefined && value !== null && name !== 'signal') url.searchParams.append(name, String(value));
    }
    return url;
  }
}

// ---------------------------------------------------------------------------------------------------- helpers

/** `q` of search v3. Argument-like words the reader typed (`project:x`) are escaped so they stay search text. */
export function buildSearchQuery(params: Pick<SearchV3Params, 'query' | 'project' | 'version' | 'subprojects'>): string {
  const terms = params.query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^(project|subprojects|user):/, '$1\\:'))
    .join(' ');
  if (!params.project) return terms;
  const target = params.version ? `${params.project}/${params.version}` : params.project;
  const argument = `${params.subprojects ? 'subprojects' : 'project'}:${target}`;
  return terms ? `${argument} ${terms}` : argument;
}

function searchPageSize(pageSize: number | undefined): number | undefined {
  if (pageSize === undefined) return undefined;
  return Math.min(Math.max(1, Math.floor(pageSize)), MAX_SEARCH_PAGE_SIZE);
}

/** The signal of the last of `params` and `options` that has one. */
export function signalOf(params: RequestOptions | undefined, options: RequestOptions | undefined): AbortSignal | undefined {
  return options?.signal ?? params?.signal;
}

export function queryOf(options: object | undefined): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(options ?? {})) {
    if (name !== 'signal') query[name] = value as QueryValue;
  }
  return query;
}
