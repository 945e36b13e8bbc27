/**
 * `DocsReadClient`: the public reads of the hosting API that the widgets make (search and embed, from
 * `SearchEmbedClient` in search-embed-client.ts; here a project, its versions and translations, and their v2 forms). `DocsApiClient` (client.ts) extends it with every other endpoint; the
 * widgets hold only this class, so the script-tag bundle ships the schemas of these reads and not those of builds,
 * redirects or organizations.
 *
 * Every method sends one `Request` through the transport (transport.ts, the one `fetch` call; a reference API's
 * `fetch(request)` plugs in directly), which validates the answer with the resource's zod/mini schema and resolves
 * with typed data, or rejects with a `DocsApiError` subclass (errors.ts) or, on the caller's abort, the signal's
 * reason. This class knows what to ask: URLs, query parameters, pagination, which schema.
 *
 * Every method takes an optional `{signal}`, either inside its options object or as an extra last argument.
 *
 * `ReadClient` makes the reads with the schemas it is given; `DocsReadClient` is a `ReadClient` with the full schemas
 * of schemas.ts. A widget's client gets only the schemas of what that widget reads (src/api/widget-schemas/), so the
 * script-tag bundle loads each widget's schemas with that widget, and a field nothing reads is never required.
 */
import {PaginationError} from './errors.js';
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
  type ResponseSchema,
  type Paginated,
  type SearchResponseV2,
  type SearchResponseV3,
} from './schemas.js';
import {searchV2ToV3, type SearchV2Request} from './normalize.js';
import {queryOf, SearchEmbedClient, signalOf} from './search-embed-client.js';
import type {Call, FetchLike, Method} from './transport.js';
import type {
  DetailOptions,
  DocsApiClientOptions,
  NoOptions,
  PageOptions,
  RequestOptions,
  Sparse,
  SparseOptions,
  SparsePage,
  VersionListFilters,
} from './request-options.js';

export type {FetchLike, Method};
export type * from './request-options.js';
export {parseRetryAfter} from './transport.js';
export {buildSearchQuery, queryOf, SearchEmbedClient, signalOf} from './search-embed-client.js';

/** Enough for 100,000 versions at the page size `listVersions` asks for; guards against endless `next` chains. */
const MAX_PAGES = 1000;
const ALL_PAGES_LIMIT = 100;

export type {FullReadShapes, ReadSchemas, ReadShapes} from './read-shapes.js';
import type {FullReadShapes, ReadShapes} from './read-shapes.js';

type ObjectSchema<T> = Parameters<typeof sparseOf>[0] & ResponseSchema<T>;

export class ReadClient<Shapes extends ReadShapes = FullReadShapes> extends SearchEmbedClient<Shapes> {
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
}

/** The reads the widgets make, validated with the full schemas of every resource (schemas.ts). */
export class DocsReadClient extends ReadClient<FullReadShapes> {
  /** Sent as `Authorization: Token <token>` on calls with `auth`. Only this class has one: the widgets send none. */
  readonly #token: string | undefined;

  constructor(options: DocsApiClientOptions = {}) {
    if (options.apiBase === undefined && !globalThis.location?.origin) {
      throw new TypeError('DocsApiClient: no apiBase given and no page origin to default to (pass {apiBase: "https://…"})');
    }
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
    if (!(this.timeoutMs >= 0)) throw new TypeError(`DocsApiClient: timeoutMs must be >= 0, got ${this.timeoutMs}`);
    this.#token = options.token || undefined;
  }

  protected override searchV2ToV3(response: SearchResponseV2, request: SearchV2Request): SearchResponseV3 {
    return searchV2ToV3(response, request);
  }

  protected override send<T>(call: Call<T>): Promise<T> {
    // The token goes only to the API's own origin: a `next` link pointing elsewhere must not receive it.
    if (!call.auth || !this.#token || call.url.origin !== new URL(this.apiBase).origin) return super.send(call);
    return super.send({...call, init: {...call.init, headers: {...call.init?.headers, Authorization: `Token ${this.#token}`}}});
  }

  protected override itemSchema<T>(schema: ObjectSchema<T>, options: SparseOptions | undefined): ObjectSchema<unknown> {
    return isSparse(options) ? (sparseOf(schema) as ObjectSchema<unknown>) : schema;
  }

  // One page of a list, and the writes: only DocsApiClient (client.ts) makes them, so they live here and not in the
  // ReadClient a version widget's chunk carries.
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
      url: this.apiUrl(v3Path(segments)),
      init: body === undefined ? {method} : {method, body: JSON.stringify(body), headers: {'Content-Type': 'application/json'}},
      auth: true,
      schema,
      bodyOptional,
      signal: options?.signal,
    });
  }
}

// ---------------------------------------------------------------------------------------------------- helpers

function isSparse(options: SparseOptions | undefined): boolean {
  return options?.fields !== undefined || options?.omit !== undefined;
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
  let url: URL | undefined;
  try {
    url = new URL(next, current);
  } catch {
    // Not a URL at all: refused below, like a javascript: one.
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new PaginationError(`${operation}: the next link ${JSON.stringify(next)} is not an http(s) URL`, {url: current.href, operation});
  }
  return url;
}
