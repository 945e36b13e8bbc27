/**
 * The dataset format of the reference API: what `docs-widgets serve --data FILE` reads and what
 * `createReferenceApi({data})` takes. Everything optional has a sensible default, so a test can
 * describe only what it needs:
 *
 * ```json
 * {"projects": [{"slug": "demo", "versions": [{"slug": "latest", "pages": [{"path": "index.html", "title": "Home",
 *   "html": "<main><h1 id='home'>Home</h1><p>Hello</p></main>"}]}]}]}
 * ```
 *
 * This file holds only the types; the schema that validates a file (naming the path of a bad field)
 * sits in `dataset-schema.ts`.
 */

export type PrivacyLevel = 'public' | 'private';
export type VersionType = 'branch' | 'tag' | 'unknown';
export type BuildStateCode = 'triggered' | 'building' | 'installing' | 'cloning' | 'finished' | 'cancelled';
export type RedirectType =
  | 'prefix'
  | 'page'
  | 'exact'
  | 'sphinx_html'
  | 'sphinx_htmldir'
  | 'clean_url_to_html'
  | 'html_to_clean_url';
export type VcsProvider = 'github' | 'gitlab' | 'bitbucket';

export interface DatasetUser {
  username: string;
  /** API tokens of this user (`Authorization: Token <token>`). */
  tokens?: string[];
}

export interface DatasetTeam {
  slug: string;
  name?: string;
  members?: string[];
  /** Admin teams maintain the organization's projects. */
  access?: 'admin' | 'readonly';
  projects?: string[];
}

export interface DatasetOrganization {
  slug: string;
  name?: string;
  description?: string;
  email?: string;
  url?: string;
  disabled?: boolean;
  owners?: string[];
  teams?: DatasetTeam[];
  created?: string;
}

/** A page of built documentation: its HTML is what the embed endpoint reads and what search indexes. */
export interface DatasetPage {
  /** Path of the page inside the version, e.g. `index.html`, `api/client.html`, `guide/` (htmldir). */
  path: string;
  /** Page title; taken from the HTML `<title>` or first `<h1>` when omitted. */
  title?: string;
  /** The page's full HTML. */
  html: string;
  /** Search rank from -10 to 10 (default 0). */
  rank?: number;
}

export interface DatasetBuild {
  id?: number;
  state?: BuildStateCode;
  success?: boolean | null;
  error?: string;
  commit?: string;
  created?: string;
  duration?: number;
  config?: Record<string, unknown> | unknown[];
}

export interface DatasetVersion {
  slug: string;
  verbose_name?: string;
  identifier?: string;
  type?: VersionType;
  active?: boolean;
  hidden?: boolean;
  built?: boolean;
  privacy_level?: PrivacyLevel;
  /** For the `stable` version: the slug of the version it points to. */
  ref?: string | null;
  /** Formats available for download. */
  downloads?: Array<'pdf' | 'htmlzip' | 'epub'>;
  builds?: DatasetBuild[];
  pages?: DatasetPage[];
  /** Documentation tool of the pages, used by embed and search path rules. */
  doctype?: 'sphinx' | 'sphinx_htmldir' | 'mkdocs' | 'generic';
}

export interface DatasetRedirect {
  type: RedirectType;
  from_url?: string;
  to_url?: string;
  http_status?: 301 | 302;
  description?: string;
  enabled?: boolean;
  force?: boolean;
}

export interface DatasetEnvironmentVariable {
  name: string;
  value: string;
  public?: boolean;
}

export interface DatasetProject {
  slug: string;
  name?: string;
  /** Maintainers (usernames). */
  users?: string[];
  organization?: string;
  language?: string;
  programming_language?: string;
  repository?: {url: string; type?: string};
  homepage?: string | null;
  default_version?: string;
  default_branch?: string;
  tags?: string[];
  privacy_level?: PrivacyLevel;
  external_builds_privacy_level?: PrivacyLevel;
  single_version?: boolean;
  created?: string;
  modified?: string;
  /** Slug of the project this one translates. */
  translation_of?: string;
  /** Subprojects of this project: child slug and optional alias. */
  subprojects?: Array<{child: string; alias?: string}>;
  versions?: DatasetVersion[];
  redirects?: DatasetRedirect[];
  environment_variables?: DatasetEnvironmentVariable[];
}

export interface DatasetRemoteOrganization {
  slug: string;
  name?: string;
  vcs_provider: VcsProvider;
  url?: string;
  avatar_url?: string;
  /** Users who see this organization. */
  users?: string[];
}

export interface DatasetRemoteRepository {
  full_name: string;
  name?: string;
  description?: string;
  vcs_provider: VcsProvider;
  /** Slug of the remote organization it belongs to. */
  organization?: string;
  default_branch?: string;
  private?: boolean;
  /** Users who see this repository, and whether they are admins of it. */
  users?: Array<{username: string; admin?: boolean}>;
  /** Slugs of projects built from this repository. */
  projects?: string[];
}

export interface Dataset {
  users?: DatasetUser[];
  organizations?: DatasetOrganization[];
  projects?: DatasetProject[];
  remote_organizations?: DatasetRemoteOrganization[];
  remote_repositories?: DatasetRemoteRepository[];
}
