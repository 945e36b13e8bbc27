/**
 * Which versions a search covers (server-behaviour.md §11): `project:` arguments first, then `subprojects:` (the
 * project and each subproject at the same version slug, else its default version), then `user:@me`; one version per
 * project (its first position, the last version named); at most 100 projects. A version is searched only when it is
 * active, built and visible to the caller; hidden versions may be named explicitly but are never picked for a
 * subproject.
 */

import type {ContentDeps} from '../content-deps.js';
import type {ProjectRecord, UserRecord, VersionRecord} from '../model.js';
import {type ParsedSearchQuery, splitProjectVersion} from './search-query.js';

export const MAX_SEARCH_PROJECTS = 100;

export interface SearchTarget {
  project: ProjectRecord;
  version: VersionRecord;
  /** The alias when the project is searched as a subproject of another. */
  alias: string | null;
}

function searchable(deps: ContentDeps, user: UserRecord | undefined, version: VersionRecord | undefined,
  includeHidden: boolean): version is VersionRecord {
  return Boolean(version && version.active && version.built && (includeHidden || !version.hidden) &&
    deps.canSee(user, version));
}

function projectVersion(deps: ContentDeps, user: UserRecord | undefined, value: string):
  {project?: ProjectRecord; version?: VersionRecord; versionSlug?: string} {
  const [slug, versionSlug] = splitProjectVersion(value);
  const project = deps.findProject(slug);
  if (!project || !deps.canSee(user, project)) return {};
  const version = deps.findVersion(project.slug, versionSlug ?? project.default_version);
  return {project, version: searchable(deps, user, version, true) ? version : undefined, versionSlug};
}

function* subprojectTargets(deps: ContentDeps, user: UserRecord | undefined, parent: ProjectRecord,
  versionSlug: string | undefined): Generator<SearchTarget> {
  for (const relation of deps.subprojectsOf(parent.slug)) {
    const child = deps.findProject(relation.child);
    if (!child || !deps.canSee(user, child)) continue;
    let version = versionSlug ? deps.findVersion(child.slug, versionSlug) : undefined;
    if (!searchable(deps, user, version, false)) version = deps.findVersion(child.slug, child.default_version);
    if (searchable(deps, user, version, false)) yield {project: child, version, alias: relation.alias};
  }
}

function aliasOf(deps: ContentDeps, project: ProjectRecord): string | null {
  return deps.superprojectOf(project.slug)?.alias ?? null;
}

function* candidates(deps: ContentDeps, user: UserRecord | undefined, query: ParsedSearchQuery):
  Generator<SearchTarget> {
  for (const value of query.projects) {
    const {project, version} = projectVersion(deps, user, value);
    if (project && version) yield {project, version, alias: aliasOf(deps, project)};
  }
  for (const value of query.subprojects) {
    const {project, version, versionSlug} = projectVersion(deps, user, value);
    if (project && version) yield {project, version, alias: aliasOf(deps, project)};
    if (project) yield* subprojectTargets(deps, user, project, versionSlug);
  }
  if (query.user === '@me' && user) {
    for (const project of deps.projectsOf(user)) {
      const version = deps.findVersion(project.slug, project.default_version);
      if (searchable(deps, user, version, true)) yield {project, version, alias: aliasOf(deps, project)};
    }
  }
}

/** One target per project, in first-seen order, with the last version named for it. */
function dedupe(targets: Iterable<SearchTarget>): SearchTarget[] {
  const byProject = new Map<string, SearchTarget>();
  let taken = 0;
  for (const target of targets) {
    if (taken++ >= MAX_SEARCH_PROJECTS) break;
    const existing = byProject.get(target.project.slug);
    byProject.set(target.project.slug, existing ? {...existing, version: target.version} : target);
  }
  return [...byProject.values()];
}

export function resolveV3Targets(deps: ContentDeps, user: UserRecord | undefined, query: ParsedSearchQuery):
  SearchTarget[] {
  return dedupe(candidates(deps, user, query));
}

/** v2: the given project and version (already checked), plus every subproject. */
export function resolveV2Targets(deps: ContentDeps, user: UserRecord | undefined, project: ProjectRecord,
  version: VersionRecord): SearchTarget[] {
  const main: SearchTarget[] = searchable(deps, user, version, true)
    ? [{project, version, alias: aliasOf(deps, project)}]
    : [];
  return dedupe([...main, ...subprojectTargets(deps, user, project, version.slug)]);
}
