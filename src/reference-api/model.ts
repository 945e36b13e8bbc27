/**
 * Records the reference API keeps in memory. They are the store's own shapes, not the wire format: the serializers in
 * `serializers/` turn them into JSON. Timestamps are epoch milliseconds so the clock (`now()`) is the only source of
 * time. Records reference each other by slug (projects, versions, organizations) or by numeric id.
 */

import type {
  BuildStateCode,
  PrivacyLevel,
  RedirectType,
  VcsProvider,
  VersionType,
} from './dataset.js';

export interface UserRecord {
  id: number;
  username: string;
  tokens: string[];
}

export interface OrganizationRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  email: string;
  url: string;
  disabled: boolean;
  owners: string[];
  created: number;
  modified: number;
}

export interface TeamRecord {
  id: number;
  organization: string;
  slug: string;
  name: string;
  members: string[];
  access: 'admin' | 'readonly';
  projects: string[];
}

export type Doctype = 'sphinx' | 'sphinx_htmldir' | 'mkdocs' | 'generic';

export interface ProjectRecord {
  id: number;
  slug: string;
  name: string;
  created: number;
  modified: number;
  /** Language code, e.g. `en`. */
  language: string;
  /** Programming language code, e.g. `py`. */
  programming_language: string;
  repository: {url: string; type: string};
  homepage: string | null;
  default_version: string;
  default_branch: string | null;
  tags: string[];
  /** Maintainers' usernames. */
  users: string[];
  privacy_level: PrivacyLevel;
  external_builds_privacy_level: PrivacyLevel;
  single_version: boolean;
  versioning_scheme: 'multiple_versions_with_translations' | 'multiple_versions_without_translations' | 'single_version_without_translations';
  readthedocs_yaml_path: string | null;
  analytics_code: string;
  analytics_disabled: boolean;
  external_builds_enabled: boolean;
  show_version_warning: boolean;
  /** Organization slug (business deployment). */
  organization: string | null;
  /** Slug of the project this one translates. */
  translation_of: string | null;
}

export interface VersionRecord {
  id: number;
  project: string;
  slug: string;
  verbose_name: string;
  identifier: string;
  type: VersionType;
  active: boolean;
  hidden: boolean;
  built: boolean;
  privacy_level: PrivacyLevel;
  ref: string | null;
  downloads: Array<'pdf' | 'htmlzip' | 'epub'>;
  doctype: Doctype;
}

export interface BuildRecord {
  id: number;
  project: string;
  version: string;
  created: number;
  /**
   * A build from the dataset has a fixed state; a build triggered through the API has `live: true` and its state is
   * derived from the elapsed time since `created` (see `build-progress.ts`).
   */
  live: boolean;
  state: BuildStateCode;
  success: boolean | null;
  error: string;
  commit: string | null;
  /** Seconds; null while running. */
  duration: number | null;
  config: Record<string, unknown> | unknown[];
  /** Set once the finish of a live build has been applied to its version (built = true, pages indexed). */
  applied: boolean;
}

export interface SubprojectRecord {
  id: number;
  parent: string;
  child: string;
  alias: string;
  created: number;
}

export interface RedirectRecord {
  pk: number;
  project: string;
  type: RedirectType;
  from_url: string;
  to_url: string;
  http_status: 301 | 302;
  description: string;
  enabled: boolean;
  force: boolean;
  position: number;
  created: number;
  modified: number;
}

export interface EnvironmentVariableRecord {
  pk: number;
  project: string;
  name: string;
  /** Write-only: no serializer reads it. */
  value: string;
  public: boolean;
  created: number;
  modified: number;
}

export interface RemoteOrganizationRecord {
  pk: number;
  slug: string;
  name: string;
  vcs_provider: VcsProvider;
  url: string;
  avatar_url: string;
  users: string[];
  created: number;
  modified: number;
}

export interface RemoteRepositoryRecord {
  pk: number;
  full_name: string;
  name: string;
  description: string;
  vcs_provider: VcsProvider;
  organization: string | null;
  default_branch: string;
  private: boolean;
  users: Array<{username: string; admin: boolean}>;
  projects: string[];
  created: number;
  modified: number;
}
