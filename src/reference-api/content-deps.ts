/**
 * The seam between the reference API core (store, auth, routing) and the content code in `content/` (search index,
 * embed, HTML ingest). The content route handlers see the store only through `ContentDeps`, so they never depend on
 * how the store keeps its records.
 *
 * Routing (done by `routes/content.ts`): the content module exports handler factories `searchV3Handler`,
 * `searchV2Handler`, `embedV3Handler`, `embedV2Handler`, each `(deps: ContentDeps, index: ContentIndex) =>
 * (request) => Promise<Response>`, registered through `endpoint()` at `/api/v3/search/`, `/api/v2/search/`,
 * `/api/v3/embed/`, `/api/v2/embed/` (and under `/_/api/`). Before a content handler runs, the core has already:
 * authenticated the request (an invalid token was answered 401), applied throttling, latency and fault injection,
 * and brought build progress up to date. The handlers only read; every record they get is a copy; they throw an
 * `ApiError` for every error answer.
 */

import type {OrganizationRecord, ProjectRecord, SubprojectRecord, UserRecord, VersionRecord} from './model.js';

/** A version of a project, as the content index keys its pages. */
export interface VersionRef {
  project: string;
  version: string;
}

/** What `resolveDocsUrl` finds in a documentation URL of this origin. */
export interface ResolvedDocsUrl {
  /** Slug of the project whose pages these are (the child for a subproject URL, the translation for a translation). */
  project: string;
  /** Version slug. */
  version: string;
  /** Page path inside the version without leading `/`, e.g. `api/client.html`, `guide/`, `` for the root. */
  path: string;
  /** Set when the URL went through a parent's `/projects/{alias}/`. */
  alias?: string;
  /** Language segment of the URL (absent for single-version projects). */
  language?: string;
}

export interface ContentDeps {
  /** True on the business deployment (privacy levels apply). */
  readonly business: boolean;
  /** The reference API's clock, in epoch milliseconds. */
  now(): number;
  /** The origin answers are built on: the request's own origin (its Host), e.g. `http://127.0.0.1:8080`. */
  origin(request: Request): string;
  /** The user the request's `Authorization: Token` header names, or undefined for anonymous. */
  userFromRequest(request: Request): UserRecord | undefined;
  findProject(slug: string): ProjectRecord | undefined;
  findVersion(project: string, slug: string): VersionRecord | undefined;
  /** Versions of a project in the order the API lists them. */
  versionsOf(project: string): VersionRecord[];
  /** The project's default version record, if it exists. */
  defaultVersion(project: string): VersionRecord | undefined;
  /** Subproject relationships whose parent is `project` (by creation). */
  subprojectsOf(project: string): SubprojectRecord[];
  /** The relationship that makes `project` a subproject, if any. */
  superprojectOf(project: string): SubprojectRecord | undefined;
  /** Projects the user maintains (search `user:@me`). */
  projectsOf(user: UserRecord): ProjectRecord[];
  organizationOf(project: string): OrganizationRecord | undefined;
  /**
   * Whether the user (undefined = anonymous) may see the project or version. Outside the business deployment
   * everything is visible; on it a private project or version is visible only to its maintainers.
   */
  canSee(user: UserRecord | undefined, target: ProjectRecord | VersionRecord): boolean;
  /** Whether the user maintains the project (owner, org owner or admin team member). */
  isMaintainer(user: UserRecord | undefined, project: ProjectRecord): boolean;
  /** Documentation URL of a version (`urls.ts`); ends with `/`. */
  docsUrl(origin: string, project: string, version: string): string;
  /** Reverse of `docsUrl` plus a page path; undefined when the URL is not a docs URL of this origin. */
  resolveDocsUrl(origin: string, url: string): ResolvedDocsUrl | undefined;
}
