/** Project (v3): server-behaviour.md §5, expansions `active_versions[.last_build[.config]]`, `permissions`, and on the
 * business deployment `organization` and `teams`. */

import {languageName, programmingLanguageName} from '../constants.js';
import {allowed, applyFieldsAndOmit, expansionsToMake, nestedOptions, type AllowedExpansions, type FlexOptions} from '../flex.js';
import type {ProjectRecord} from '../model.js';
import {apiV3, dashboard, isoTime, projectApiPath, type SerializeContext} from './common.js';
import {serializeOrganization, serializeTeam} from './organization.js';
import {serializeVersion} from './version.js';

export const PROJECT_DETAIL_EXPANSIONS: AllowedExpansions = allowed([
  'active_versions.last_build.config',
  'permissions',
  'organization',
  'teams',
]);

export const PROJECT_LIST_EXPANSIONS: AllowedExpansions = allowed(['active_versions', 'permissions', 'organization', 'teams']);

export function projectLinks(context: SerializeContext, slug: string): Record<string, string> {
  const base = apiV3(context, projectApiPath(slug));
  return {
    _self: base,
    builds: `${base}builds/`,
    environmentvariables: `${base}environmentvariables/`,
    notifications: `${base}notifications/`,
    redirects: `${base}redirects/`,
    subprojects: `${base}subprojects/`,
    superproject: `${base}superproject/`,
    sync_versions: `${base}sync-versions/`,
    translations: `${base}translations/`,
    versions: `${base}versions/`,
  };
}

function related(context: SerializeContext, slug: string | undefined): Record<string, unknown> | null {
  if (!slug) return null;
  return {_links: projectLinks(context, slug), slug};
}

export function serializeProject(
  context: SerializeContext,
  project: ProjectRecord,
  options: FlexOptions = {},
  permitted: AllowedExpansions = PROJECT_DETAIL_EXPANSIONS,
): Record<string, unknown> {
  const slug = encodeURIComponent(project.slug);
  const parent = project.translation_of ? undefined : context.store.superprojectOf(project.slug)?.parent;
  const out: Record<string, unknown> = {
    _links: projectLinks(context, project.slug),
    created: isoTime(project.created),
    default_branch: project.default_branch ?? 'master',
    default_version: project.default_version,
    external_builds_privacy_level: project.external_builds_privacy_level,
    homepage: project.homepage,
    id: project.id,
    language: {code: project.language, name: languageName(project.language)},
    modified: isoTime(project.modified),
    name: project.name,
    privacy_level: project.privacy_level,
    programming_language: {code: project.programming_language, name: programmingLanguageName(project.programming_language)},
    readthedocs_yaml_path: project.readthedocs_yaml_path,
    repository: {...project.repository},
    single_version: project.single_version,
    slug: project.slug,
    subproject_of: related(context, parent),
    tags: [...project.tags].sort(),
    translation_of: related(context, project.translation_of ?? undefined),
    urls: {
      builds: dashboard(context, `projects/${slug}/builds/`),
      documentation: context.urls.docsUrl(context.docsOrigin, project.slug, project.default_version),
      downloads: null,
      home: dashboard(context, `projects/${slug}/`),
      versions: dashboard(context, `projects/${slug}/versions/`),
    },
    users: project.users.map((username) => ({username})),
    versioning_scheme: project.versioning_scheme,
  };
  const businessOnly = context.business ? permitted : withoutBusiness(permitted);
  for (const [name, inside] of expansionsToMake(options, businessOnly)) {
    const nested = nestedOptions(options, name, inside);
    if (name === 'active_versions') {
      const versions: Record<string, unknown> = {};
      for (const version of context.store.versionsOf(project.slug)) {
        if (!version.active || !version.built || version.privacy_level !== 'public') continue;
        versions[version.slug] = serializeVersion(context, version, nested, inside);
      }
      out.active_versions = versions;
    } else if (name === 'permissions') {
      out.permissions = applyFieldsAndOmit({admin: context.permissions.isMaintainer(context.user, project)}, nested);
    } else if (name === 'organization') {
      const organization = project.organization ? context.store.organization(project.organization) : undefined;
      out.organization = organization ? serializeOrganization(context, organization, nested) : null;
    } else if (name === 'teams') {
      const teams = project.organization ? context.store.teamsOf(project.organization) : [];
      out.teams = teams.filter((team) => team.projects.includes(project.slug)).map((team) => serializeTeam(team, nested));
    }
  }
  return applyFieldsAndOmit(out, options);
}

function withoutBusiness(permitted: AllowedExpansions): AllowedExpansions {
  const out: AllowedExpansions = new Map(permitted);
  out.delete('organization');
  out.delete('teams');
  return out;
}
