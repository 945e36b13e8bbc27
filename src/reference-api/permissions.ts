/**
 * Who may see and change what (server-behaviour.md §7). A maintainer is a listed project user; on the business
 * deployment also an owner of the project's organization or a member of one of its admin teams that holds the project.
 * Privacy levels only exist on the business deployment: elsewhere everything is public.
 */

import type {BuildRecord, ProjectRecord, UserRecord, VersionRecord} from './model.js';
import type {ReferenceStore} from './store.js';

export class Permissions {
  constructor(
    private readonly store: ReferenceStore,
    readonly business: boolean,
  ) {}

  isMaintainer(user: UserRecord | undefined, project: ProjectRecord): boolean {
    if (!user) return false;
    if (project.users.includes(user.username)) return true;
    if (!this.business || !project.organization) return false;
    const organization = this.store.organization(project.organization);
    if (organization?.owners.includes(user.username)) return true;
    return this.store
      .teamsOf(project.organization)
      .some((team) => team.access === 'admin' && team.members.includes(user.username) && team.projects.includes(project.slug));
  }

  canSeeProject(user: UserRecord | undefined, project: ProjectRecord): boolean {
    return !this.business || project.privacy_level === 'public' || this.isMaintainer(user, project);
  }

  /** Versions: public ∪ the user's projects' (the project's own privacy is not consulted, as upstream). */
  canSeeVersion(user: UserRecord | undefined, version: VersionRecord): boolean {
    if (!this.business || version.privacy_level === 'public') return true;
    const project = this.store.project(version.project);
    return project !== undefined && this.isMaintainer(user, project);
  }

  /** Builds: version and project public ∪ the user's projects'. */
  canSeeBuild(user: UserRecord | undefined, build: BuildRecord): boolean {
    const project = this.store.project(build.project);
    if (!project) return false;
    if (!this.business || this.isMaintainer(user, project)) return true;
    const version = this.store.version(build.project, build.version);
    return project.privacy_level === 'public' && (version?.privacy_level ?? 'public') === 'public';
  }

  canSee(user: UserRecord | undefined, target: ProjectRecord | VersionRecord): boolean {
    return 'project' in target ? this.canSeeVersion(user, target) : this.canSeeProject(user, target);
  }

  /** Can the user see the organization (a member: owner or in one of its teams)? */
  belongsToOrganization(user: UserRecord | undefined, organization: string): boolean {
    if (!user) return false;
    const record = this.store.organization(organization);
    if (record?.owners.includes(user.username)) return true;
    return this.store.teamsOf(organization).some((team) => team.members.includes(user.username));
  }
}
