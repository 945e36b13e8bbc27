/** The options and parameters of the clients' methods (read-client.ts, client.ts). */
import type {Paginated} from './schemas.js';
import type {FetchLike} from './transport.js';

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
