/**
 * `DocsApiClient`: the typed client of the whole hosting API. It adds to `DocsReadClient` (read-client.ts, which sends
 * every request and turns every answer into data or a typed error) a typed method for each other endpoint of
 * hosting-api.md: project writes, builds, subprojects, redirects, environment variables, organizations, remote
 * organizations and repositories, and the rest of v2.
 */
import {
  buildSchema,
  buildV2Schema,
  environmentVariableSchema,
  organizationSchema,
  pageOf,
  projectSchema,
  projectV2Schema,
  redirectSchema,
  remoteOrganizationSchema,
  remoteRepositorySchema,
  subprojectSchema,
  syncVersionsResponseSchema,
  triggerBuildResponseSchema,
  versionSchema,
  versionV2Schema,
  type Build,
  type BuildV2,
  type EnvironmentVariable,
  type Organization,
  type Paginated,
  type Project,
  type ProjectV2,
  type Redirect,
  type RedirectType,
  type RemoteOrganization,
  type RemoteRepository,
  type Subproject,
  type SyncVersionsResponse,
  type TriggerBuildResponse,
  type Version,
  type VersionV2,
  type VcsProvider,
} from './schemas.js';
import {
  DocsReadClient,
  signalOf,
  v2Path,
  type DetailOptions,
  type NoOptions,
  type PageOptions,
  type RequestOptions,
  type Sparse,
  type SparsePage,
  type VersionListFilters,
} from './read-client.js';

export interface ProjectListFilters extends PageOptions {
  name?: string;
  slug?: string;
  language?: string;
  programming_language?: string;
}

export interface BuildListFilters extends PageOptions {
  commit?: string;
  running?: boolean;
}

export interface RemoteOrganizationFilters extends PageOptions {
  name?: string;
  vcs_provider?: VcsProvider;
}

export interface RemoteRepositoryFilters extends PageOptions {
  name?: string;
  full_name?: string;
  vcs_provider?: VcsProvider;
  /** Remote organization slug. */
  organization?: string;
}

export interface ProjectCreateBody {
  name: string;
  repository: {url: string; type?: string};
  homepage?: string;
  programming_language?: string;
  language?: string;
  privacy_level?: string;
  external_builds_privacy_level?: string;
  tags?: string[];
  /** Business deployment: required. */
  organization?: string;
  teams?: string;
}

export interface ProjectUpdateBody {
  name?: string;
  repository?: {url: string; type?: string};
  language?: string;
  programming_language?: string;
  homepage?: string;
  /** Replaces the existing list. */
  tags?: string[];
  default_version?: string;
  default_branch?: string;
  analytics_code?: string;
  analytics_disabled?: boolean;
  single_version?: boolean;
  external_builds_enabled?: boolean;
  privacy_level?: string;
  external_builds_privacy_level?: string;
  show_version_warning?: boolean;
  versioning_scheme?: string;
  readthedocs_yaml_path?: string;
}

/** PUT replaces the project: `name` and `repository.url` are required (server-behaviour §13). */
export interface ProjectReplaceBody extends ProjectUpdateBody {
  name: string;
  repository: {url: string; type?: string};
}

export interface VersionUpdateBody {
  active?: boolean;
  hidden?: boolean;
  privacy_level?: 'public' | 'private';
}

export interface RedirectBody {
  type: RedirectType;
  from_url?: string;
  to_url?: string;
  http_status?: 301 | 302;
  description?: string;
  enabled?: boolean;
  force?: boolean;
  position?: number;
}

export interface EnvironmentVariableBody {
  name: string;
  value: string;
  public?: boolean;
}

export interface VersionListV2Filters extends RequestOptions {
  projectSlug: string;
  active?: boolean;
  limit?: number;
  offset?: number;
}

export interface BuildListV2Filters extends RequestOptions {
  projectSlug?: string;
  commit?: string;
  limit?: number;
  offset?: number;
}

export class DocsApiClient extends DocsReadClient {
  // ----------------------------------------------------------------------------------------------------- projects

  /** One page of the projects the authenticated user maintains. */
  async listProjects<O extends ProjectListFilters = NoOptions>(filters?: O, extra?: RequestOptions): Promise<SparsePage<Project, O>> {
    return this.readPage('listProjects', ['projects'], projectSchema, filters, extra);
  }

  async createProject(body: ProjectCreateBody, options?: RequestOptions): Promise<Project | undefined> {
    return this.write('createProject', 'POST', ['projects'], body, projectSchema, options);
  }

  /** PATCH: only the given fields change. */
  async updateProject(slug: string, body: ProjectUpdateBody, options?: RequestOptions): Promise<void> {
    return this.write('updateProject', 'PATCH', ['projects', slug], body, null, options);
  }

  /** PUT: replaces the project's editable fields. */
  async replaceProject(slug: string, body: ProjectReplaceBody, options?: RequestOptions): Promise<void> {
    return this.write('replaceProject', 'PUT', ['projects', slug], body, null, options);
  }

  /** Re-read the repository's branches and tags (202 `{"triggered": true}`). */
  async syncVersions(slug: string, options?: RequestOptions): Promise<SyncVersionsResponse | undefined> {
    return this.write('syncVersions', 'POST', ['projects', slug, 'sync-versions'], undefined, syncVersionsResponseSchema, options);
  }

  async getSuperproject<O extends DetailOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Project, O>> {
    return this.readOne('getSuperproject', ['projects', slug, 'superproject'], projectSchema, options, extra);
  }

  async listTranslationsPage<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<SparsePage<Project, O>> {
    return this.readPage('listTranslations', ['projects', slug, 'translations'], projectSchema, options, extra);
  }

  // ----------------------------------------------------------------------------------------------------- versions

  /** One page of versions (`limit`, `offset`). */
  async listVersionsPage<O extends VersionListFilters = NoOptions>(slug: string, filters?: O, extra?: RequestOptions): Promise<SparsePage<Version, O>> {
    return this.readPage('listVersions', ['projects', slug, 'versions'], versionSchema, filters, extra);
  }

  async getVersion<O extends DetailOptions = NoOptions>(slug: string, version: string, options?: O, extra?: RequestOptions): Promise<Sparse<Version, O>> {
    return this.readOne('getVersion', ['projects', slug, 'versions', version], versionSchema, options, extra);
  }

  /** PATCH `active`, `hidden`, `privacy_level` (204). */
  async updateVersion(slug: string, version: string, body: VersionUpdateBody, options?: RequestOptions): Promise<void> {
    return this.write('updateVersion', 'PATCH', ['projects', slug, 'versions', version], body, null, options);
  }

  // ------------------------------------------------------------------------------------------------------- builds

  async listBuilds<O extends BuildListFilters = NoOptions>(slug: string, filters?: O, extra?: RequestOptions): Promise<SparsePage<Build, O>> {
    return this.readPage('listBuilds', ['projects', slug, 'builds'], buildSchema, filters, extra);
  }

  async getBuild<O extends DetailOptions = NoOptions>(slug: string, buildId: number, options?: O, extra?: RequestOptions): Promise<Sparse<Build, O>> {
    return this.readOne('getBuild', ['projects', slug, 'builds', buildId], buildSchema, options, extra);
  }

  /** Starts a build of the version (202). */
  async triggerBuild(slug: string, version: string, options?: RequestOptions): Promise<TriggerBuildResponse> {
    const response = await this.write('triggerBuild', 'POST', ['projects', slug, 'versions', version, 'builds'], undefined, triggerBuildResponseSchema, options, false);
    return response as TriggerBuildResponse;
  }

  // -------------------------------------------------------------------------------------------------- subprojects

  /** Every subproject relationship of the project (all pages). */
  async listSubprojects<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Subproject, O>[]> {
    return this.readAll('listSubprojects', ['projects', slug, 'subprojects'], subprojectSchema, options, extra);
  }

  async listSubprojectsPage<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<SparsePage<Subproject, O>> {
    return this.readPage('listSubprojects', ['projects', slug, 'subprojects'], subprojectSchema, options, extra);
  }

  async getSubproject<O extends DetailOptions = NoOptions>(slug: string, alias: string, options?: O, extra?: RequestOptions): Promise<Sparse<Subproject, O>> {
    return this.readOne('getSubproject', ['projects', slug, 'subprojects', alias], subprojectSchema, options, extra);
  }

  /** Attaches `child` (a slug) as a subproject; `alias` defaults to the child's slug. */
  async createSubproject(slug: string, body: {child: string; alias?: string}, options?: RequestOptions): Promise<Subproject | undefined> {
    return this.write('createSubproject', 'POST', ['projects', slug, 'subprojects'], body, subprojectSchema, options);
  }

  async deleteSubproject(slug: string, alias: string, options?: RequestOptions): Promise<void> {
    return this.write('deleteSubproject', 'DELETE', ['projects', slug, 'subprojects', alias], undefined, null, options);
  }

  // ---------------------------------------------------------------------------------------------------- redirects

  async listRedirects<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<SparsePage<Redirect, O>> {
    return this.readPage('listRedirects', ['projects', slug, 'redirects'], redirectSchema, options, extra);
  }

  async getRedirect<O extends DetailOptions = NoOptions>(slug: string, redirectId: number, options?: O, extra?: RequestOptions): Promise<Sparse<Redirect, O>> {
    return this.readOne('getRedirect', ['projects', slug, 'redirects', redirectId], redirectSchema, options, extra);
  }

  async createRedirect(slug: string, body: RedirectBody, options?: RequestOptions): Promise<Redirect | undefined> {
    return this.write('createRedirect', 'POST', ['projects', slug, 'redirects'], body, redirectSchema, options);
  }

  /** PUT (the real server answers 200 with the redirect). */
  async updateRedirect(slug: string, redirectId: number, body: RedirectBody, options?: RequestOptions): Promise<Redirect | undefined> {
    return this.write('updateRedirect', 'PUT', ['projects', slug, 'redirects', redirectId], body, redirectSchema, options);
  }

  async deleteRedirect(slug: string, redirectId: number, options?: RequestOptions): Promise<void> {
    return this.write('deleteRedirect', 'DELETE', ['projects', slug, 'redirects', redirectId], undefined, null, options);
  }

  // ----------------------------------------------------------------------------------------- environment variables

  async listEnvironmentVariables<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<SparsePage<EnvironmentVariable, O>> {
    return this.readPage('listEnvironmentVariables', ['projects', slug, 'environmentvariables'], environmentVariableSchema, options, extra);
  }

  async getEnvironmentVariable<O extends DetailOptions = NoOptions>(slug: string, variableId: number, options?: O, extra?: RequestOptions): Promise<Sparse<EnvironmentVariable, O>> {
    return this.readOne('getEnvironmentVariable', ['projects', slug, 'environmentvariables', variableId], environmentVariableSchema, options, extra);
  }

  /** The value is write-only: it is never part of an answer. */
  async createEnvironmentVariable(slug: string, body: EnvironmentVariableBody, options?: RequestOptions): Promise<EnvironmentVariable> {
    const response = await this.write('createEnvironmentVariable', 'POST', ['projects', slug, 'environmentvariables'], body, environmentVariableSchema, options, false);
    return response as EnvironmentVariable;
  }

  async deleteEnvironmentVariable(slug: string, variableId: number, options?: RequestOptions): Promise<void> {
    return this.write('deleteEnvironmentVariable', 'DELETE', ['projects', slug, 'environmentvariables', variableId], undefined, null, options);
  }

  // ------------------------------------------------------------------------------ organizations (business only)

  async listOrganizations<O extends PageOptions = NoOptions>(options?: O, extra?: RequestOptions): Promise<SparsePage<Organization, O>> {
    return this.readPage('listOrganizations', ['organizations'], organizationSchema, options, extra);
  }

  async getOrganization<O extends DetailOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<Sparse<Organization, O>> {
    return this.readOne('getOrganization', ['organizations', slug], organizationSchema, options, extra);
  }

  async listOrganizationProjects<O extends PageOptions = NoOptions>(slug: string, options?: O, extra?: RequestOptions): Promise<SparsePage<Project, O>> {
    return this.readPage('listOrganizationProjects', ['organizations', slug, 'projects'], projectSchema, options, extra);
  }

  // ----------------------------------------------------------------------------------------------------- remote

  async listRemoteOrganizations<O extends RemoteOrganizationFilters = NoOptions>(filters?: O, extra?: RequestOptions): Promise<SparsePage<RemoteOrganization, O>> {
    return this.readPage('listRemoteOrganizations', ['remote', 'organizations'], remoteOrganizationSchema, filters, extra);
  }

  /** `expand`: `projects`, `remote_organization`. */
  async listRemoteRepositories<O extends RemoteRepositoryFilters = NoOptions>(filters?: O, extra?: RequestOptions): Promise<SparsePage<RemoteRepository, O>> {
    return this.readPage('listRemoteRepositories', ['remote', 'repositories'], remoteRepositorySchema, filters, extra);
  }

  // --------------------------------------------------------------------------------------------------------- v2

  async getProjectV2(projectId: number, options?: RequestOptions): Promise<ProjectV2> {
    return this.send({
      operation: 'getProjectV2',
      url: this.apiUrl(v2Path('project', projectId)),
      auth: false,
      schema: projectV2Schema,
      signal: options?.signal,
    });
  }

  async listVersionsV2(filters: VersionListV2Filters, options?: RequestOptions): Promise<Paginated<VersionV2>> {
    return this.send({
      operation: 'listVersionsV2',
      url: this.apiUrl('api/v2/version/', {
        project__slug: filters.projectSlug,
        active: filters.active,
        limit: filters.limit,
        offset: filters.offset,
      }),
      auth: false,
      schema: pageOf(versionV2Schema),
      signal: signalOf(filters, options),
    });
  }

  async getVersionV2(versionId: number, options?: RequestOptions): Promise<VersionV2> {
    return this.send({
      operation: 'getVersionV2',
      url: this.apiUrl(v2Path('version', versionId)),
      auth: false,
      schema: versionV2Schema,
      signal: options?.signal,
    });
  }

  /** Builds, most recent first; the server needs `projectSlug` or `commit`. */
  async listBuildsV2(filters: BuildListV2Filters, options?: RequestOptions): Promise<Paginated<BuildV2>> {
    return this.send({
      operation: 'listBuildsV2',
      url: this.apiUrl('api/v2/build/', {
        project__slug: filters.projectSlug,
        commit: filters.commit,
        limit: filters.limit,
        offset: filters.offset,
      }),
      auth: false,
      schema: pageOf(buildV2Schema),
      signal: signalOf(filters, options),
    });
  }

  async getBuildV2(buildId: number, options?: RequestOptions): Promise<BuildV2> {
    return this.send({
      operation: 'getBuildV2',
      url: this.apiUrl(v2Path('build', buildId)),
      auth: false,
      schema: buildV2Schema,
      signal: options?.signal,
    });
  }
}
