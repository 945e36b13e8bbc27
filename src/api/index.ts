/**
 * `docs-widgets/api`: the typed client of the hosting API, its errors, the resource types and the v2 → v3
 * normalizers. No UI, no side effects.
 */
export {DocsApiClient} from './client.js';
export type {
  BuildListFilters,
  BuildListV2Filters,
  EnvironmentVariableBody,
  ProjectCreateBody,
  ProjectListFilters,
  ProjectReplaceBody,
  ProjectUpdateBody,
  RedirectBody,
  RemoteOrganizationFilters,
  RemoteRepositoryFilters,
  VersionListV2Filters,
  VersionUpdateBody,
} from './client.js';
export {DocsReadClient, buildSearchQuery, parseRetryAfter} from './read-client.js';
export type {
  DetailOptions,
  DocsApiClientOptions,
  EmbedParams,
  EmbedV2Params,
  EmbedV3Params,
  FetchLike,
  NoOptions,
  PageOptions,
  RequestOptions,
  SearchParams,
  SearchV2Params,
  SearchV3Params,
  Sparse,
  SparseOptions,
  SparsePage,
  VersionListFilters,
} from './read-client.js';
export {
  DocsApiError,
  HttpError,
  InvalidJsonError,
  NetworkError,
  PaginationError,
  SchemaError,
  TimeoutError,
  formatPath,
  isAbortError,
} from './errors.js';
export type {DocsApiRequestInfo, SchemaIssue} from './errors.js';
export {embedV2ToV3, fragmentOf, searchResultV2ToV3, searchV2ToV3} from './normalize.js';
export type {SearchV2Request} from './normalize.js';
export {BUILD_STATE_CODES, PRIVACY_LEVELS, REDIRECT_TYPES, VCS_PROVIDERS, VERSION_TYPES} from './schemas.js';
export type {
  ActiveVersionsV2,
  Build,
  BuildConfig,
  BuildStateCode,
  BuildV2,
  EmbedV2,
  EmbedV3,
  EnvironmentVariable,
  Organization,
  Paginated,
  Project,
  ProjectV2,
  Redirect,
  RedirectType,
  RemoteOrganization,
  RemoteRepository,
  SearchBlock,
  SearchDomainBlock,
  SearchResponseV2,
  SearchResponseV3,
  SearchResultV2,
  SearchResultV3,
  SearchSectionBlock,
  Subproject,
  SyncVersionsResponse,
  TriggerBuildResponse,
  VcsProvider,
  Version,
  VersionDownloads,
  VersionV2,
} from './schemas.js';
