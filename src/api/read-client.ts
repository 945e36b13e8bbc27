/**
 * `DocsReadClient`: the public reads of the hosting API that the widgets make (search, embed, a project, its versions
 * and translations, and their v2 forms), and the one place of the package that calls `fetch`. `DocsApiClient`
 * (client.ts) extends it with every other endpoint; the widgets hold only this class, so the script-tag bundle ships
 * the schemas of these reads and not those of builds, redirects or organizations.
 *
 * Every method sends one `Request` through `this.fetch` (so a reference API's `fetch(request)` plugs in directly),
 * validates the answer with the resource's zod/mini schema and resolves with typed data, or rejects with a
 * `DocsApiError` subclass (errors.ts):
 *
 * - non-2xx → `HttpError` with the parsed error body (or its text) and `retryAfter`;
 * - 2xx whose body is empty, HTML, or cut-short JSON → `InvalidJsonError` (a `SchemaError` with an empty `path`);
 * - 2xx JSON of the wrong shape → `SchemaError` naming the bad field;
 * - `fetch` rejecting → `NetworkError`; the client's own `timeoutMs` running out → `TimeoutError`;
 * - the caller's signal aborting → rejects with the signal's reason, **not** wrapped (`isAbortError` recognizes it).
 *   Once the caller aborts, the method never resolves, even if the answer had already arrived.
 *
 * Every method takes an optional `{signal}`, either inside its options object or as an extra last argument.
 *
 * `ReadClient` makes the reads with the schemas it is given; `DocsReadClient` is a `ReadClient` with the full schemas
 * of schemas.ts. A widget's client gets only the schemas of what that widget reads (src/api/widget-schemas/), so the
 * script-tag bundle loads each widget's schemas with that widget, and a field nothing reads is never required.
 */
import {
  DocsApiError,
  HttpError,
  InvalidJsonError,
  NetworkError,
  PaginationError,
  SchemaError,
  TimeoutError,
  abortReasonOf,
  type DocsApiRequestInfo,
  type SchemaIssue,
} from './errors.js';
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
  type Paginated,
  type Project,
  type ProjectV2,
  type ResponseSchema,
  type SearchResponseV2,
  type SearchResponseV3,
  type Version,
} from './schemas.js';

/** What the client calls to send a request: the browser's `fetch`, or a reference API's `fetch`. */
export type FetchLike = (request: Request) => Promise<Response>;

export interface DocsApiClientOptions {
  /**
   * URL that `api/v3/…` and `api/v2/…` are appended to, e.g. `https://host/` or `https://host/_/` (a path prefix);
   * a trailing slash is optional, a relative URL resolves against the page. Defaults to the page's origin.
   */
  apiBase?: string;
  /** Defaults to the global `fetch`. */
  fetch?: FetchLike;
  /** API token sent as `Authorization: Token <token>` on v3 resource requests (never on search, embed or v2). */
  token?: string;
  /** Milliseconds before a request fails with `TimeoutError`; 0 disables the timeout. Default 15000. */
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Aborting it rejects the call with the signal's reason (see `isAbortError`), never a `DocsApiError`. */
  signal?: AbortSignal;
}

/** `fields` / `omit` (hosting-api.md §2.1): with either, every top-level key of the result is optional. */
export interface SparseOptions {
  fields?: readonly string[];
  omit?: readonly string[];
}

/** What a method's options type parameter is when no options are passed. */
export type NoOptions = Record<never, never>;

/** The resource type `T` as answered for options `O`: `Partial<T>` when `fields` or `omit` was given. */
export type Sparse<T, O> = O extends {fields: readonly string[]} | {omit: readonly string[]} ? Partial<T> : T;
export type SparsePage<T, O> = Paginated<Sparse<T, O>>;

export interface DetailOptions extends SparseOptions, RequestOptions {
  /** Extra fields, e.g. `['active_versions']` on a project, `['last_build']` on a version, `['config']` on a build. */
  expand?: readonly string[];
}

/** One page of a v3 list: `limit`/`offset` (server default page size 10). */
export interface PageOptions extends DetailOptions {
  limit?: number;
  offset?: number;
}

export interface SearchV3Params extends RequestOptions {
  /** The terms as the reader typed them. */
  query: string;
  project?: string;
  version?: string;
  /** Also search the project's subprojects (`subprojects:<project>/<version>` in `q` instead of `project:`). */
  subprojects?: boolean;
  page?: number;
  /** Results per page; sent as at most 30, the real server's cap (server-behaviour §2 #33). */
  pageSize?: number;
}

export interface SearchV2Params extends RequestOptions {
  query: string;
  project: string;
  version: string;
  page?: number;
  pageSize?: number;
}

export interface SearchParams extends SearchV3Params {
  apiVersion: 2 | 3;
}

export interface EmbedV3Params extends RequestOptions {
  /** Full documentation URL, optionally with `#fragment`. */
  url: string;
  doctool?: string;
  doctoolversion?: string;
  /** CSS selector of the main content when the URL has no fragment. */
  maincontent?: string;
}

export interface EmbedV2Params extends RequestOptions {
  project?: string;
  doc?: string;
  version?: string;
  section?: string;
  path?: string;
  url?: string;
}

export interface EmbedParams extends EmbedV3Params {
  apiVersion: 2 | 3;
}

export interface VersionListFilters extends PageOptions {
  active?: boolean;
  built?: boolean;
  privacy_level?: 'public' | 'private';
  slug?: string;
  type?: 'branch' | 'tag';
  verbose_name?: string;
}

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type Query = Record<string, QueryValue>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Call<T> {
  operation: string;
  url: URL;
  method?: Method;
  body?: unknown;
  /** Send the token (v3 resources only). */
  auth: boolean;
  /** null: the answer's body is ignored (204 endpoints). */
  schema: ResponseSchema<T> | null;
  /** A 2xx without a body resolves with undefined instead of failing (replies the spec leaves "not shown"). */
  bodyOptional?: boolean;
  signal: AbortSignal | undefined;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** The real server caps search pages at 30; asking for more only changes the reference server's answers. */
const MAX_SEARCH_PAGE_SIZE = 30;
/** Enough for 100,000 versions at the page size `listVersions` asks for; guards against endless `next` chains. */
const MAX_PAGES = 1000;
const ALL_PAGES_LIMIT = 100;
/** How much of an error body or a non-JSON body is kept. */
const MAX_KEPT_BODY = 10_000;

/** Keys of option objects that are not query parameters. */
const NOT_QUERY = new Set(['signal']);

/** What each read answers with, once validated. */
export interface ReadShapes {
  searchV3: unknown;
  searchV2: unknown;
  embedV3: unknown;
  embedV2: unknown;
  project: unknown;
  version: unknown;
  projectV2: unknown;
  activeVersionsV2: unknown;
}

/** The answers of the full schemas (schemas.ts). */
export interface FullReadShapes extends ReadShapes {
  searchV3: SearchResponseV3;
  searchV2: SearchResponseV2;
  embedV3: EmbedV3;
  embedV2: EmbedV2;
  project: Project;
  version: Version;
  projectV2: ProjectV2;
  activeVersionsV2: ActiveVersionsV2;
}

/** The schema of each read a client can make; a widget's client has only those of its own reads. */
export type ReadSchemas<Shapes extends ReadShapes> = {[Read in keyof Shapes]?: ResponseSchema<Shapes[Read]>};

type ObjectSchema<T> = Parameters<typeof sparseOf>[0] & ResponseSchema<T>;

export class ReadClient<Shapes extends ReadShapes = FullReadShapes> {
  readonly apiBase: string;
  readonly timeoutMs: number;
  readonly #base: URL;
  readonly #fetch: FetchLike;
  readonly #token: string | undefined;
  readonly #schemas: ReadSchemas<Shapes>;

  constructor(options: DocsApiClientOptions, schemas: ReadSchemas<Shapes>) {
    this.#schemas = schemas;
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
    this.#fetch = options.fetch ?? ((request) => globalThis.fetch(request));
    this.#token = options.token || undefined;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!(timeoutMs >= 0)) throw new TypeError(`DocsApiClient: timeoutMs must be >= 0, got ${timeoutMs}`);
    this.timeoutMs = timeoutMs;
  }

  /** The schema of `read`; a client without it was made for another widget's reads. */
  protected schemaOf<Read extends keyof Shapes>(read: Read): ResponseSchema<Shapes[Read]> {
    const schema = this.#schemas[read];
    if (!schema) throw new TypeError(`DocsReadClient: this client does not read ${String(read)}`);
    return schema;
  }

  /** Search v3: `q` is `project:<p>/<v> <terms>` (or `subprojects:<p>/<v> <terms>`). */
  async searchV3(params: SearchV3Params, options?: RequestOptions): Promise<Shapes['searchV3']> {
    const q = buildSearchQuery(params);
    return this.send({
      operation: 'searchV3',
      url: this.apiUrl('api/v3/search/', {q, page: params.page, page_size: searchPageSize(params.pageSize)}),
      auth: false,
      schema: this.schemaOf('searchV3'),
      signal: signalOf(params, options),
    });
  }

  /** Search v2: `q`, `project`, `version` as separate parameters; subprojects are always included. */
  async searchV2(params: SearchV2Params, options?: RequestOptions): Promise<Shapes['searchV2']> {
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
      schema: this.schemaOf('searchV2'),
      signal: signalOf(params, options),
    });
  }

  /** Search through v3 or v2, answered in the v3 shape either way. v2 needs `project` and `version`. */
  async search(params: SearchParams, options?: RequestOptions): Promise<Shapes['searchV3']> {
    if (params.apiVersion !== 2) return this.searchV3(params, options);
    if (!params.project || !params.version) {
      throw new TypeError('DocsApiClient.search: API v2 search needs both project and version');
    }
    const request = {query: params.query, project: params.project, version: params.version};
    const response = await this.searchV2({...params, ...request}, options);
    return searchV2ToV3(response as SearchResponseV2, request) as Shapes['searchV3'];
  }

  async embedV3(params: EmbedV3Params, options?: RequestOptions): Promise<Shapes['embedV3']> {
    return this.send({
      operation: 'embedV3',
      url: this.apiUrl('api/v3/embed/', {
        url: params.url,
        doctool: params.doctool,
        doctoolversion: params.doctoolversion,
        maincontent: params.maincontent,
      }),
      auth: false,
      schema: this.schemaOf('embedV3'),
      signal: signalOf(params, options),
    });
  }

  async embedV2(params: EmbedV2Params, options?: RequestOptions): Promise<Shapes['embedV2']> {
    return this.send({
      operation: 'embedV2',
      url: this.apiUrl('api/v2/embed/', queryOf(params)),
      auth: false,
      schema: this.schemaOf('embedV2'),
      signal: signalOf(params, options),
    });
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

  async getProject<O extends DetailOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Shapes['project'], O>> {
    return this.readOne('getProject', ['projects', slug], this.schemaOf('project') as ObjectSchema<Shapes['project']>, options, extra);
  }

  /** Every translation of the project (all pages). */
  async listTranslations<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Shapes['project'], O>[]> {
    const schema = this.schemaOf('project') as ObjectSchema<Shapes['project']>;
    return this.readAll('listTranslations', ['projects', slug, 'translations'], schema, options, extra);
  }

  /** Every version matching `filters`, following `next` links verbatim through all pages. */
  async listVersions<O extends VersionListFilters = NoOptions>(slug: string, filters?: O, extra?: RequestOptions): Promise<Sparse<Shapes['version'], O>[]> {
    const schema = this.schemaOf('version') as ObjectSchema<Shapes['version']>;
    return this.readAll('listVersions', ['projects', slug, 'versions'], schema, filters, extra);
  }

  /** The project with exactly this slug (v2 list filter), or undefined when there is none. */
  async getProjectV2BySlug(slug: string, options?: RequestOptions): Promise<Shapes['projectV2'] | undefined> {
    const page = await this.send({
      operation: 'getProjectV2BySlug',
      url: this.apiUrl('api/v2/project/', {slug}),
      auth: false,
      schema: pageOf(this.schemaOf('projectV2') as ObjectSchema<Shapes['projectV2']>) as ResponseSchema<Paginated<Shapes['projectV2']>>,
      signal: options?.signal,
    });
    return page.results.find((project) => (project as {slug: string}).slug === slug);
  }

  async getActiveVersionsV2(projectId: number, options?: RequestOptions): Promise<Shapes['activeVersionsV2']> {
    return this.send({
      operation: 'getActiveVersionsV2',
      url: this.apiUrl(`${v2Path('project', projectId)}active_versions/`),
      auth: false,
      schema: this.schemaOf('activeVersionsV2'),
      signal: options?.signal,
    });
  }

  // ------------------------------------------------------------------------------------------------- internals

  /**
   * The schema of one item for a read with `options`. A widget never asks for `fields` or `omit`, so its client
   * validates whole items (and leaves zod's `partial` out of the widgets' bundle); DocsReadClient makes every key
   * optional when either is given.
   */
  protected itemSchema<T>(schema: ObjectSchema<T>, _options: SparseOptions | undefined): ObjectSchema<unknown> {
    return schema;
  }

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
      schema: this.itemSchema(schema, options) as ResponseSchema<Sparse<T, O>>,
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
      schema: pageOf(this.itemSchema(item, options)) as unknown as ResponseSchema<SparsePage<T, O>>,
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
    const schema = pageOf(this.itemSchema(item, options)) as unknown as ResponseSchema<SparsePage<T, O>>;
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

  protected apiUrl(path: string, query: Query = {}): URL {
    const url = new URL(path, this.#base);
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null || NOT_QUERY.has(name)) continue;
      const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : value.join(',');
      url.searchParams.append(name, text);
    }
    return url;
  }

  /** The one place a request is sent and its answer turned into data or a typed error. */
  protected async send<T>(call: Call<T>): Promise<T> {
    const request: DocsApiRequestInfo = {url: call.url.href, operation: call.operation};
    const callerSignal = call.signal;
    if (callerSignal?.aborted) throw abortReasonOf(callerSignal);
    const headers = new Headers({Accept: 'application/json'});
    // The token goes only to the API's own origin: a `next` link pointing elsewhere must not receive it.
    if (call.auth && this.#token && call.url.origin === this.#base.origin) {
      headers.set('Authorization', `Token ${this.#token}`);
    }
    let body: string | undefined;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers.set('Content-Type', 'application/json');
    }

    // A cleared timer rather than AbortSignal.timeout: nothing lingers after the answer, and in Node the pending
    // timer keeps the process alive until the request settles.
    const timeout = this.timeoutMs > 0 ? new AbortController() : undefined;
    const timer = timeout
      ? setTimeout(() => timeout.abort(new DOMException('The request timed out.', 'TimeoutError')), this.timeoutMs)
      : undefined;
    const timeoutSignal = timeout?.signal;
    const combined = callerSignal && timeoutSignal ? anySignal([callerSignal, timeoutSignal]) : undefined;
    const signal = combined?.signal ?? callerSignal ?? timeoutSignal;
    try {
      const response = await untilAborted(
        this.#fetch(new Request(call.url, {method: call.method ?? 'GET', headers, body, signal})),
        signal,
      );
      const text = await untilAborted(response.text(), signal);
      if (callerSignal?.aborted) throw abortReasonOf(callerSignal);
      if (!response.ok) {
        throw new HttpError(
          request,
          response.status,
          response.statusText,
          parseErrorBody(text),
          parseRetryAfter(response.headers.get('Retry-After')),
        );
      }
      if (call.schema === null) return undefined as T;
      // Only where the spec leaves the reply open may it be empty; elsewhere an empty 2xx (even a 204) is malformed.
      if (call.bodyOptional && (response.status === 204 || text.trim() === '')) return undefined as T;
      return parseBody(request, text, response.headers.get('Content-Type') ?? '', call.schema);
    } catch (error) {
      if (callerSignal?.aborted) throw abortReasonOf(callerSignal);
      if (error instanceof DocsApiError) throw error;
      if (timeoutSignal?.aborted) throw new TimeoutError(request, this.timeoutMs);
      throw new NetworkError(request, error);
    } finally {
      clearTimeout(timer);
      combined?.release();
    }
  }
}

/** The reads the widgets make, validated with the full schemas of every resource (schemas.ts). */
export class DocsReadClient extends ReadClient<FullReadShapes> {
  constructor(options: DocsApiClientOptions = {}) {
    super(options, {
      searchV3: searchResponseV3Schema,
      searchV2: searchResponseV2Schema,
      embedV3: embedV3Schema,
      embedV2: embedV2Schema,
      project: projectSchema,
      version: versionSchema,
      projectV2: projectV2Schema,
      activeVersionsV2: activeVersionsV2Schema,
    });
  }

  protected override itemSchema<T>(schema: ObjectSchema<T>, options: SparseOptions | undefined): ObjectSchema<unknown> {
    return isSparse(options) ? (sparseOf(schema) as ObjectSchema<unknown>) : schema;
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

/**
 * `AbortSignal.any`, with a fallback for browsers before it (Safari < 17.4, Chrome < 116) whose listeners on the given
 * signals are removed by `release()`, so a long-lived caller signal does not collect one per request.
 */
function anySignal(signals: AbortSignal[]): {signal: AbortSignal; release: () => void} {
  if (typeof AbortSignal.any === 'function') return {signal: AbortSignal.any(signals), release: () => {}};
  const combined = new AbortController();
  const listeners = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      combined.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => combined.abort(signal.reason), {once: true, signal: listeners.signal});
  }
  return {signal: combined.signal, release: () => listeners.abort()};
}

/**
 * Settles like `promise`, or rejects as soon as `signal` aborts, even when whoever made `promise` ignores the signal
 * (an injected fetch might). The abandoned promise's own rejection is swallowed so it is never unhandled.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  promise.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, {once: true});
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function parseBody<T>(request: DocsApiRequestInfo, text: string, contentType: string, schema: ResponseSchema<T>): T {
  let data: unknown;
  try {
    if (text.trim() === '') throw new SyntaxError('empty body');
    data = JSON.parse(text);
  } catch (error) {
    const excerpt = text.slice(0, 200);
    const problem =
      text.trim() === ''
        ? 'the body is empty'
        : /^\s*</.test(text)
          ? `got HTML or XML instead of JSON (Content-Type: ${contentType || 'none'})`
          : `the body is not valid JSON, perhaps cut short (${error instanceof Error ? error.message : String(error)})`;
    throw new InvalidJsonError(request, problem, contentType, excerpt);
  }
  const result = schema.safeParse(data, {reportInput: true});
  if (result.success) return result.data;
  throw new SchemaError(request, result.error.issues.map(toSchemaIssue));
}

/** zod's issue → ours: a readable message naming what was expected and what arrived (zod/mini has no locale). */
function toSchemaIssue(issue: {code: string; path: PropertyKey[]; message: string; expected?: unknown; input?: unknown}): SchemaIssue {
  let message = issue.message;
  if (issue.code === 'invalid_type') {
    const received = issue.input === undefined ? 'nothing (missing)' : issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input;
    message = `expected ${String(issue.expected)}, got ${received}`;
  } else if (issue.code === 'invalid_value' || issue.code === 'invalid_union') {
    message = `unexpected value${typeof issue.input === 'string' ? ` ${JSON.stringify(issue.input.slice(0, 50))}` : ''}`;
  } else if (message === 'Invalid input' || message === '') {
    message = `invalid (${issue.code})`;
  }
  return {path: issue.path, message, code: issue.code};
}

function parseErrorBody(text: string): unknown {
  const kept = text.length > MAX_KEPT_BODY ? text.slice(0, MAX_KEPT_BODY) : text;
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return kept;
  }
}

/** `Retry-After` as seconds from now: delta seconds, or an HTTP-date (past dates give 0). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
