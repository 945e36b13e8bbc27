/**
 * The reference API's memory: every record of every resource, loaded from a dataset and changed only through the
 * methods below. Reads hand out copies (copy-on-read), so nothing outside can change a record by accident; the
 * route handlers validate input before they call a mutation, and a mutation either applies entirely or not at all.
 *
 * Build progress is derived from the clock: `advance()` (called before every request and by every read) applies the
 * effects of builds that have finished since the last look (version built, pages published to the content index).
 */

import {buildAt, isFinal} from './build-progress.js';
import {copy} from './copy.js';
import {DEFAULT_BUILD_CONFIG, fakeCommit, loadDataset} from './dataset-load.js';
import type {Dataset, DatasetPage, PrivacyLevel} from './dataset.js';
import type {
  BuildRecord,
  Doctype,
  EnvironmentVariableRecord,
  OrganizationRecord,
  ProjectRecord,
  RedirectRecord,
  RemoteOrganizationRecord,
  RemoteRepositoryRecord,
  SubprojectRecord,
  TeamRecord,
  UserRecord,
  VersionRecord,
} from './model.js';

/** What the store tells the content index when documentation appears or goes away. */
export interface StoreHooks {
  /** A version's pages are now published (dataset load, or a build finished). */
  publishVersion?(ref: {project: string; version: string}, pages: DatasetPage[], doctype: Doctype): void;
  /** A version's documentation was removed (deactivated). */
  removeVersion?(ref: {project: string; version: string}): void;
}

/** Everything the store holds, as plain data: what tests compare before and after a rejected write. */
export interface StoreSnapshot {
  users: UserRecord[];
  organizations: OrganizationRecord[];
  teams: TeamRecord[];
  projects: ProjectRecord[];
  versions: VersionRecord[];
  builds: BuildRecord[];
  subprojects: SubprojectRecord[];
  redirects: RedirectRecord[];
  environmentVariables: EnvironmentVariableRecord[];
  remoteOrganizations: RemoteOrganizationRecord[];
  remoteRepositories: RemoteRepositoryRecord[];
}

export class ReferenceStore {
  private users: UserRecord[];
  private organizations: OrganizationRecord[];
  private teams: TeamRecord[];
  private projects: ProjectRecord[];
  private versions: VersionRecord[];
  private builds: BuildRecord[];
  private subprojects: SubprojectRecord[];
  private redirects: RedirectRecord[];
  private environmentVariables: EnvironmentVariableRecord[];
  private remoteOrganizations: RemoteOrganizationRecord[];
  private remoteRepositories: RemoteRepositoryRecord[];
  private sequence: Map<string, number>;
  /**
   * Built pages per version (`project/slug`), kept apart from the version records so reads do not copy HTML, and kept
   * while a version is inactive so a rebuild can publish them again. Pages never change after loading.
   */
  private pages: Map<string, DatasetPage[]>;

  /**
   * @param loadedAt the time given to records whose dataset entry has no timestamp; pass the same value to rebuild an
   *   identical store (`reset()`). Defaults to `now()`.
   */
  constructor(
    data: Dataset,
    readonly now: () => number,
    private readonly hooks: StoreHooks = {},
    loadedAt = now(),
  ) {
    ({
      users: this.users,
      organizations: this.organizations,
      teams: this.teams,
      projects: this.projects,
      versions: this.versions,
      builds: this.builds,
      subprojects: this.subprojects,
      redirects: this.redirects,
      environmentVariables: this.environmentVariables,
      remoteOrganizations: this.remoteOrganizations,
      remoteRepositories: this.remoteRepositories,
      pages: this.pages,
      sequence: this.sequence,
    } = loadDataset(data, loadedAt));
    for (const version of this.versions) {
      if (version.active && version.built) this.publish(version);
    }
  }

  private nextId(kind: string): number {
    const id = (this.sequence.get(kind) ?? 0) + 1;
    this.sequence.set(kind, id);
    return id;
  }

  private publish(version: VersionRecord): void {
    const pages = this.pages.get(`${version.project}/${version.slug}`);
    if (pages) this.hooks.publishVersion?.({project: version.project, version: version.slug}, copy(pages), version.doctype);
  }

  // ---------------------------------------------------------------- build progress

  /** Applies the effects of live builds that have finished by now. Idempotent. */
  advance(): void {
    const now = this.now();
    for (const build of this.builds) {
      if (!build.live || build.applied) continue;
      const version = this.versionRecord(build.project, build.version);
      const current = buildAt(build, now, version?.identifier ?? fakeCommit(`${build.project}/${build.version}`));
      if (!isFinal(current.state)) continue;
      Object.assign(build, current, {applied: true});
      if (version && version.active && current.state === 'finished') {
        version.built = true;
        this.publish(version);
      }
    }
  }

  private buildView(build: BuildRecord): BuildRecord {
    const version = this.versionRecord(build.project, build.version);
    return copy(buildAt(build, this.now(), version?.identifier ?? fakeCommit(`${build.project}/${build.version}`)));
  }

  // ---------------------------------------------------------------- internal lookups (live records)

  private projectRecord(slug: string): ProjectRecord | undefined {
    return this.projects.find((project) => project.slug === slug);
  }

  private versionRecord(project: string, slug: string): VersionRecord | undefined {
    return this.versions.find((version) => version.project === project && version.slug === slug);
  }

  // ---------------------------------------------------------------- reads (copies)

  snapshot(): StoreSnapshot {
    this.advance();
    return copy({
      users: this.users,
      organizations: this.organizations,
      teams: this.teams,
      projects: this.projects,
      versions: this.versions,
      builds: this.builds.map((build) => this.buildView(build)),
      subprojects: this.subprojects,
      redirects: this.redirects,
      environmentVariables: this.environmentVariables,
      remoteOrganizations: this.remoteOrganizations,
      remoteRepositories: this.remoteRepositories,
    });
  }

  userByToken(token: string): UserRecord | undefined {
    const user = this.users.find((candidate) => candidate.tokens.includes(token));
    return user && copy(user);
  }

  user(username: string): UserRecord | undefined {
    const user = this.users.find((candidate) => candidate.username === username);
    return user && copy(user);
  }

  project(slug: string): ProjectRecord | undefined {
    const project = this.projectRecord(slug);
    return project && copy(project);
  }

  projectById(id: number): ProjectRecord | undefined {
    const project = this.projects.find((candidate) => candidate.id === id);
    return project && copy(project);
  }

  /** All projects, ordered by slug. */
  listProjects(): ProjectRecord[] {
    return copy([...this.projects].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)));
  }

  translationsOf(slug: string): ProjectRecord[] {
    return this.listProjects().filter((project) => project.translation_of === slug);
  }

  version(project: string, slug: string): VersionRecord | undefined {
    const version = this.versionRecord(project, slug);
    return version && copy(version);
  }

  versionById(id: number): VersionRecord | undefined {
    const version = this.versions.find((candidate) => candidate.id === id);
    return version && copy(version);
  }

  /** A project's versions, `verbose_name` descending (the API's order). */
  versionsOf(project: string): VersionRecord[] {
    this.advance();
    return copy(
      this.versions
        .filter((version) => version.project === project)
        .sort((a, b) => (a.verbose_name < b.verbose_name ? 1 : a.verbose_name > b.verbose_name ? -1 : b.id - a.id)),
    );
  }

  /** A project's builds, newest first. */
  buildsOf(project: string, version?: string): BuildRecord[] {
    this.advance();
    return this.builds
      .filter((build) => build.project === project && (version === undefined || build.version === version))
      .sort((a, b) => b.created - a.created || b.id - a.id)
      .map((build) => this.buildView(build));
  }

  allBuilds(): BuildRecord[] {
    this.advance();
    return [...this.builds].sort((a, b) => b.created - a.created || b.id - a.id).map((build) => this.buildView(build));
  }

  build(id: number): BuildRecord | undefined {
    this.advance();
    const build = this.builds.find((candidate) => candidate.id === id);
    return build && this.buildView(build);
  }

  lastBuild(project: string, version: string): BuildRecord | undefined {
    return this.buildsOf(project, version)[0];
  }

  subprojectsOf(parent: string): SubprojectRecord[] {
    return copy(this.subprojects.filter((relation) => relation.parent === parent));
  }

  superprojectOf(child: string): SubprojectRecord | undefined {
    const relation = this.subprojects.find((candidate) => candidate.child === child);
    return relation && copy(relation);
  }

  redirectsOf(project: string): RedirectRecord[] {
    return copy(this.redirects.filter((redirect) => redirect.project === project).sort((a, b) => a.position - b.position));
  }

  redirect(project: string, pk: number): RedirectRecord | undefined {
    const redirect = this.redirects.find((candidate) => candidate.project === project && candidate.pk === pk);
    return redirect && copy(redirect);
  }

  environmentVariablesOf(project: string): EnvironmentVariableRecord[] {
    return copy(this.environmentVariables.filter((variable) => variable.project === project));
  }

  environmentVariable(project: string, pk: number): EnvironmentVariableRecord | undefined {
    const variable = this.environmentVariables.find((candidate) => candidate.project === project && candidate.pk === pk);
    return variable && copy(variable);
  }

  organization(slug: string): OrganizationRecord | undefined {
    const organization = this.organizations.find((candidate) => candidate.slug === slug);
    return organization && copy(organization);
  }

  listOrganizations(): OrganizationRecord[] {
    return copy(this.organizations);
  }

  teamsOf(organization: string): TeamRecord[] {
    return copy(this.teams.filter((team) => team.organization === organization));
  }

  listRemoteOrganizations(): RemoteOrganizationRecord[] {
    return copy(this.remoteOrganizations);
  }

  remoteOrganization(slug: string): RemoteOrganizationRecord | undefined {
    const organization = this.remoteOrganizations.find((candidate) => candidate.slug === slug);
    return organization && copy(organization);
  }

  listRemoteRepositories(): RemoteRepositoryRecord[] {
    return copy(this.remoteRepositories);
  }

  // ---------------------------------------------------------------- writes

  createProject(
    fields: Omit<ProjectRecord, 'id' | 'created' | 'modified'>,
    teams: string[] = [],
  ): {project: ProjectRecord; build: BuildRecord} {
    const now = this.now();
    const project: ProjectRecord = {...copy(fields), id: this.nextId('project'), created: now, modified: now};
    this.projects.push(project);
    for (const slug of teams) {
      const team = this.teams.find((candidate) => candidate.organization === project.organization && candidate.slug === slug);
      team?.projects.push(project.slug);
    }
    const version: VersionRecord = {
      id: this.nextId('version'),
      project: project.slug,
      slug: 'latest',
      verbose_name: 'latest',
      identifier: project.default_branch ?? 'main',
      type: 'branch',
      active: true,
      hidden: false,
      built: false,
      privacy_level: project.privacy_level,
      ref: null,
      downloads: [],
      doctype: 'sphinx',
    };
    this.versions.push(version);
    const build = this.queueBuild(version);
    return {project: copy(project), build};
  }

  updateProject(slug: string, changes: Partial<Omit<ProjectRecord, 'id' | 'slug' | 'created'>>): void {
    const project = this.projectRecord(slug);
    if (!project) return;
    Object.assign(project, copy(changes), {modified: this.now()});
    project.tags.sort();
  }

  updateVersion(project: string, slug: string, changes: {active?: boolean; hidden?: boolean; privacy_level?: PrivacyLevel}): void {
    const version = this.versionRecord(project, slug);
    if (!version) return;
    const wasActive = version.active;
    if (changes.hidden !== undefined) version.hidden = changes.hidden;
    if (changes.privacy_level !== undefined) version.privacy_level = changes.privacy_level;
    if (changes.active === false && wasActive) {
      version.active = false;
      version.built = false;
      this.hooks.removeVersion?.({project, version: slug});
    } else if (changes.active === true && !wasActive) {
      version.active = true;
      this.queueBuild(version);
    }
  }

  /** Queues a build of the version; it runs by the clock (see `build-progress.ts`). */
  triggerBuild(project: string, slug: string): BuildRecord | undefined {
    const version = this.versionRecord(project, slug);
    return version && this.queueBuild(version);
  }

  private queueBuild(version: VersionRecord): BuildRecord {
    const build: BuildRecord = {
      id: this.nextId('build'),
      project: version.project,
      version: version.slug,
      created: this.now(),
      live: true,
      state: 'triggered',
      success: null,
      error: '',
      commit: null,
      duration: null,
      config: copy(DEFAULT_BUILD_CONFIG),
      applied: false,
    };
    this.builds.push(build);
    return this.buildView(build);
  }

  addSubproject(parent: string, child: string, alias: string): SubprojectRecord {
    const relation: SubprojectRecord = {id: this.nextId('subproject'), parent, child, alias, created: this.now()};
    this.subprojects.push(relation);
    return copy(relation);
  }

  removeSubproject(parent: string, alias: string): void {
    this.subprojects = this.subprojects.filter((relation) => !(relation.parent === parent && relation.alias === alias));
  }

  /** Inserts a redirect at `min(position, count)`, shifting the others down. */
  addRedirect(fields: Omit<RedirectRecord, 'pk' | 'created' | 'modified' | 'position'>, position: number): RedirectRecord {
    const now = this.now();
    const siblings = this.redirectsOf(fields.project);
    const at = Math.max(0, Math.min(position, siblings.length));
    const redirect: RedirectRecord = {...copy(fields), pk: this.nextId('redirect'), position: at, created: now, modified: now};
    this.redirects.push(redirect);
    this.renumber(fields.project, redirect.pk, at);
    return copy(redirect);
  }

  updateRedirect(
    project: string,
    pk: number,
    fields: Partial<Omit<RedirectRecord, 'pk' | 'project' | 'created' | 'modified'>>,
  ): RedirectRecord | undefined {
    const redirect = this.redirects.find((candidate) => candidate.project === project && candidate.pk === pk);
    if (!redirect) return undefined;
    const {position, ...rest} = fields;
    Object.assign(redirect, copy(rest), {modified: this.now()});
    if (position !== undefined) {
      const count = this.redirects.filter((candidate) => candidate.project === project).length;
      this.renumber(project, pk, Math.max(0, Math.min(position, count - 1)));
    }
    return copy(redirect);
  }

  removeRedirect(project: string, pk: number): void {
    this.redirects = this.redirects.filter((redirect) => !(redirect.project === project && redirect.pk === pk));
    this.renumber(project);
  }

  /** Positions 0..n-1 in the current order, with `moved` placed at `at`. */
  private renumber(project: string, moved?: number, at?: number): void {
    const ordered = this.redirects
      .filter((redirect) => redirect.project === project && redirect.pk !== moved)
      .sort((a, b) => a.position - b.position || a.pk - b.pk);
    const movedRecord = this.redirects.find((redirect) => redirect.pk === moved);
    if (movedRecord && at !== undefined) ordered.splice(at, 0, movedRecord);
    ordered.forEach((redirect, index) => (redirect.position = index));
  }

  addEnvironmentVariable(project: string, name: string, value: string, isPublic: boolean): EnvironmentVariableRecord {
    const now = this.now();
    const variable: EnvironmentVariableRecord = {
      pk: this.nextId('environmentvariable'),
      project,
      name,
      value,
      public: isPublic,
      created: now,
      modified: now,
    };
    this.environmentVariables.push(variable);
    return copy(variable);
  }

  removeEnvironmentVariable(project: string, pk: number): void {
    this.environmentVariables = this.environmentVariables.filter(
      (variable) => !(variable.project === project && variable.pk === pk),
    );
  }
}
