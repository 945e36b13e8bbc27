/**
 * `DocsReadClient`: the public reads of the hosting API that the widgets make (search, embed, a project, its versions
 * and translations, and their v2 forms). `DocsApiClient` (client.ts) extends it with every other endpoint; the
 * widgets hold only this class, so the script-tag bundle ships the schemas of these reads and not those of builds,
 * redirects or organizations.
 *
 * Every method sends one `Request` through the transport (transport.ts, the one `fetch` call; a reference API's
 * `fetch(request)` plugs in directly), which validates the answer with the resource's zod/mini schema and resolves
 * with typed data, or rejects with a `DocsApiError` subclass (errors.ts) or, on the caller's abort, the signal's
 * reason. This class knows what to ask: URLs, query parameters, pagination, which schema.
 *
 * Every method takes an optional `{signal}`, either inside its options object or as an extra last argument.
 */
import {HttpError, PaginationError} from './errors.js';
import {embedV2ToV3, searchV2ToV3} from './normalize.js';
import {
  activeVersionsV2Schema,
  embedV2Schema,
  embedV3Schema,
  pageOf,
  projectSchema,
  projectV2Schema,
  searchResponseV2Schema,
  searchResponseV3Schema,
  sparseOf,
  versionSchema,
  type ActiveVersionsV2,
  type EmbedV2,
  type EmbedV3,
  type Project,
  type ProjectV2,
  type ResponseSchema,
  type SearchResponseV2,
  type SearchResponseV3,
  type Version,
} from './schemas.js';
import {Transport, type Call, type FetchLike, type Method} from './transport.js';

import type {
  DetailOptions,
  DocsApiClientOptions,
  EmbedParams,
  EmbedV2Params,
  EmbedV3Params,
  NoOptions,
  PageOptions,
  Query,
  QueryValue,
  RequestOptions,
  SearchParams,
  SearchV2Params,
  SearchV3Params,
  Sparse,
  SparseOptions,
  SparsePage,
  VersionListFilters,
} from './request-options.js';

export type {FetchLike, Method};
export type * from './request-options.js';
export {parseRetryAfter} from './transport.js';

const DEFAULT_TIMEOUT_MS = 15_000;
/** The real server caps search pages at 30; asking for more only changes the reference server's answers. */
const MAX_SEARCH_PAGE_SIZE = 30;
/** Enough for 100,000 versions at the page size `listVersions` asks for; guards against endless `next` chains. */
const MAX_PAGES = 1000;
const ALL_PAGES_LIMIT = 100;

/** Keys of option objects that are not query parameters. */
const NOT_QUERY = new Set(['signal']);


export class DocsReadClient {
  readonly apiBase: string;
  readonly timeoutMs: number;
  readonly #base: URL;
  readonly #transport: Transport;

  constructor(options: DocsApiClientOptions = {}) {
    const given = options.apiBase ?? globalThis.location?.origin;
    if (!given) {
      throw new TypeError('DocsApiClient: no apiBase given and no page origin to default to (pass {apiBase: "https://…"})');
    }
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
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!(timeoutMs >= 0)) throw new TypeError(`DocsApiClient: timeoutMs must be >= 0, got ${timeoutMs}`);
    this.timeoutMs = timeoutMs;
    this.#transport = new Transport({
      origin: base.origin,
      fetch: options.fetch,
      token: options.token || undefined,
      timeoutMs,
    });
  }

  /** Search v3: `q` is `project:<p>/<v> <terms>` (or `subprojects:<p>/<v> <terms>`). */
  async searchV3(params: SearchV3Params, options?: RequestOptions): Promise<SearchResponseV3> {
    const q = buildSearchQuery(params);
    return this.send({
      operation: 'searchV3',
      url: this.apiUrl('api/v3/search/', {q, page: params.page, page_size: searchPageSize(params.pageSize)}),
      auth: false,
      schema: searchResponseV3Schema,
      signal: signalOf(params, options),
    });
  }

  /** Search v2: `q`, `project`, `version` as separate parameters; subprojects are always included. */
  async searchV2(params: SearchV2Params, options?: RequestOptions): Promise<SearchResponseV2> {
    return this.send({
      operation: 'searchV2',
      url: this.apiUrl('api/v2/search/', {
        q: params.query.trim(),
        project: params.project,
        version: params.version,
        page: params.page,
        page_size: searchPageSize(params.pageSize),
      }),
      auth: false,
      schema: searchResponseV2Schema,
      signal: signalOf(params, options),
    });
  }

  /** Search through v3 or v2, answered in the v3 shape either way. v2 needs `project` and `version`. */
  async search(params: SearchParams, options?: RequestOptions): Promise<SearchResponseV3> {
    if (params.apiVersion !== 2) return this.searchV3(params, options);
    if (!params.project || !params.version) {
      throw new TypeError('DocsApiClient.search: API v2 search needs both project and version');
    }
    const request = {query: params.query, project: params.project, version: params.version};
    const response = await this.searchV2({...params, ...request}, options);
    return searchV2ToV3(response, request);
  }

  async embedV3(params: EmbedV3Params, options?: RequestOptions): Promise<EmbedV3> {
    return this.send({
      operation: 'embedV3',
      url: this.apiUrl('api/v3/embed/', {
        url: params.url,
        doctool: params.doctool,
        doctoolversion: params.doctoolversion,
        maincontent: params.maincontent,
      }),
      auth: false,
      schema: embedV3Schema,
      signal: signalOf(params, options),
    });
  }

  async embedV2(params: EmbedV2Params, options?: RequestOptions): Promise<EmbedV2> {
    return this.send({
      operation: 'embedV2',
      url: this.apiUrl('api/v2/embed/', queryOf(params)),
      auth: false,
      schema: embedV2Schema,
      signal: signalOf(params, options),
    });
  }

  /**
   * The section at `url` in the v3 shape. With `apiVersion: 2` the v2 endpoint is asked first and, when it answers 410
   * Gone (as the real server has since 2025), v3.
   */
  async embed(params: EmbedParams, options?: RequestOptions): Promise<EmbedV3> {
    if (params.apiVersion !== 2) return this.embedV3(params, options);
    try {
      const response = await this.embedV2({url: params.url, signal: params.signal}, options);
      return embedV2ToV3(response, params.url);
    } catch (error) {
      if (error instanceof HttpError && error.status === 410) return this.embedV3(params, options);
      throw error;
    }
  }

  async getProject<O extends DetailOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Project, O>> {
    return this.readOne('getProject', ['projects', slug], projectSchema, options, extra);
  }

  /** Every translation of the project (all pages). */
  async listTranslations<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Project, O>[]> {
    return this.readAll('listTranslations', ['projects', slug, 'translations'], projectSchema, options, extra);
  }

  /** Every version matching `filters`, following `next` links verbatim through all pages. */
  async listVersions<O extends VersionListFilters = NoOptions>(slug: string, filters?: O, extra?: RequestOptions): Promise<Sparse<Version, O>[]> {
    return this.readAll('listVersions', ['projects', slug, 'versions'], versionSchema, filters, extra);
  }

  /** The project with exactly this slug (v2 list filter), or undefined when there is none. */
  async getProjectV2BySlug(slug: string, options?: RequestOptions): Promise<ProjectV2 | undefined> {
    const page = await this.send({
      operation: 'getProjectV2BySlug',
      url: this.apiUrl('api/v2/project/', {slug}),
      auth: false,
      schema: pageOf(projectV2Schema),
      signal: options?.signal,
    });
    return page.results.find((project) => project.slug === slug);
  }

  async getActiveVersionsV2(projectId: number, options?: RequestOptions): Promise<ActiveVersionsV2> {
    return this.send({
      operation: 'getActiveVersionsV2',
      url: this.apiUrl(`${v2Path('project', projectId)}active_versions/`),
      auth: false,
      schema: activeVersionsV2Schema,
      signal: options?.signal,
    });
  }

  // ------------------------------------------------------------------------------------------------- internals

  protected async readOne<T, O extends DetailOptions>(
    operation: string,
    segments: readonly (string | number)[],
    schema: Parameters<typeof sparseOf>[0] & ResponseSchema<T>,
    options: O | undefined,
    extra: RequestOptions | undefined,
  ): Promise<Sparse<T, O>> {
    return this.send({
      operation,
      url: this.apiUrl(v3Path(segments), queryOf(options)),
      auth: true,
      schema: (isSparse(options) ? sparseOf(schema) : schema) as ResponseSchema<Sparse<T, O>>,
      signal: signalOf(options, extra),
    });
  }

  protected async readPage<T, O extends PageOptions>(
    operation: string,
    segments: readonly (string | number)[],
    item: Parameters<typeof sparseOf>[0] & ResponseSchema<T>,
    options: O | undefined,
    extra: RequestOptions | undefined,
  ): Promise<SparsePage<T, O>> {
    return this.send({
      operation,
      url: this.apiUrl(v3Path(segments), queryOf(options)),
      auth: true,
      schema: pageOf(isSparse(options) ? sparseOf(item) : item) as unknown as ResponseSchema<SparsePage<T, O>>,
      signal: signalOf(options, extra),
    });
  }

  /**
   * Every item of a v3 list: the first page, then each `next` link exactly as the server wrote it (resolved only if
   * relative). A `next` seen before, a non-http(s) `next`, or more than MAX_PAGES pages is a `PaginationError`.
   */
  protected async readAll<T, O extends PageOptions>(
    operation: string,
    segments: readonly (string | number)[],
    item: Parameters<typeof sparseOf>[0] & ResponseSchema<T>,
    options: O | undefined,
    extra: RequestOptions | undefined,
  ): Promise<Sparse<T, O>[]> {
    const query = queryOf(options);
    query['limit'] ??= ALL_PAGES_LIMIT;
    const schema = pageOf(isSparse(options) ? sparseOf(item) : item) as unknown as ResponseSchema<SparsePage<T, O>>;
    const signal = signalOf(options, extra);
    const items: Sparse<T, O>[] = [];
    const seen = new Set<string>();
    let url: URL | undefined = this.apiUrl(v3Path(segments), query);
    while (url) {
      const request = {url: url.href, operation};
      if (seen.has(url.href)) throw new PaginationError(`${operation}: the next link repeats ${url.href}`, request);
      if (seen.size >= MAX_PAGES) throw new PaginationError(`${operation}: more than ${MAX_PAGES} pages`, request);
      seen.add(url.href);
      const page: SparsePage<T, O> = await this.send({operation, url, auth: true, schema, signal});
      items.push(...page.results);
      if (page.next === null) break;
      url = nextUrl(page.next, url, operation);
    }
    return items;
  }

  protected async write<T>(
    operation: string,
    method: Method,
    segments: readonly (string | number)[],
    body: unknown,
    schema: ResponseSchema<T> | null,
    options: RequestOptions | undefined,
    bodyOptional = true,
  ): Promise<T | undefined> {
    return this.send<T | undefined>({
      operation,
      method,
      url: this.apiUrl(v3Path(segments)),
      body,
      auth: true,
      schema,
      bodyOptional,
      signal: options?.signal,
    });
  }

  /** Sends one call (transport.ts). */
  protected send<T>(call: Call<T>): Promise<T> {
    return this.#transport.send(call);
  }

  protected apiUrl(path: string, query: Query = {}): URL {
    const url = new URL(path, this.#base);
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null || NOT_QUERY.has(name)) continue;
      const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : value.join(',');
      url.searchParams.append(name, text);
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

export function signalOf(...sources: (RequestOptions | undefined)[]): AbortSignal | undefined {
  for (let i = sources.length - 1; i >= 0; i--) {
    const signal = sources[i]?.signal;
    if (signal) return signal;
  }
  return undefined;
}

function isSparse(options: SparseOptions | undefined): boolean {
  return options?.fields !== undefined || options?.omit !== undefined;
}

export function queryOf(options: object | undefined): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(options ?? {})) {
    if (!NOT_QUERY.has(name)) query[name] = value as QueryValue;
  }
  return query;
}

/** One path segment: percent-encoded, and never empty, `.` or `..` (which would climb out of the API path). */
function segment(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new TypeError(`DocsApiClient: ${JSON.stringify(text)} is not a valid slug or id`);
  }
  return encodeURIComponent(text);
}

function v3Path(segments: readonly (string | number)[]): string {
  return `api/v3/${segments.map(segment).join('/')}/`;
}

export function v2Path(resource: string, resourceId: number): string {
  if (!Number.isSafeInteger(resourceId)) throw new TypeError(`DocsApiClient: v2 ids are integers, got ${resourceId}`);
  return `api/v2/${resource}/${resourceId}/`;
}

function nextUrl(next: string, current: URL, operation: string): URL {
  let url: URL;
  try {
    url = new URL(next, current);
  } catch {
    throw new PaginationError(`${operation}: the next link ${JSON.stringify(next)} is not a URL`, {url: current.href, operation});
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PaginationError(`${operation}: the next link ${JSON.stringify(next)} is not http(s)`, {url: current.href, operation});
  }
  return url;
}
