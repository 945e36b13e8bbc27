/** Remote organization and remote repository (v3); repositories expand `remote_organization` and `projects`. */

import {allowed, applyFieldsAndOmit, expansionsToMake, nestedOptions, type AllowedExpansions, type FlexOptions} from '../flex.js';
import type {RemoteOrganizationRecord, RemoteRepositoryRecord} from '../model.js';
import {isoTime, type SerializeContext} from './common.js';
import {PROJECT_LIST_EXPANSIONS, serializeProject} from './project.js';

export const REMOTE_REPOSITORY_EXPANSIONS: AllowedExpansions = allowed(['remote_organization', 'projects']);

export function serializeRemoteOrganization(
  organization: RemoteOrganizationRecord,
  options: FlexOptions = {},
): Record<string, unknown> {
  return applyFieldsAndOmit(
    {
      avatar_url: organization.avatar_url,
      created: isoTime(organization.created),
      modified: isoTime(organization.modified),
      name: organization.name,
      pk: organization.pk,
      slug: organization.slug,
      url: organization.url,
      vcs_provider: organization.vcs_provider,
    },
    options,
  );
}

const HOSTS = {github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org'} as const;

export function serializeRemoteRepository(
  context: SerializeContext,
  repository: RemoteRepositoryRecord,
  options: FlexOptions = {},
): Record<string, unknown> {
  const host = HOSTS[repository.vcs_provider];
  const owner = repository.full_name.split('/')[0] ?? repository.full_name;
  const out: Record<string, unknown> = {
    admin: repository.users.some((user) => user.username === context.user?.username && user.admin),
    avatar_url: `https://${host}/${owner}.png`,
    clone_url: `https://${host}/${repository.full_name}.git`,
    created: isoTime(repository.created),
    default_branch: repository.default_branch,
    description: repository.description,
    full_name: repository.full_name,
    html_url: `https://${host}/${repository.full_name}`,
    modified: isoTime(repository.modified),
    name: repository.name,
    pk: repository.pk,
    private: repository.private,
    ssh_url: `git@${host}:${repository.full_name}.git`,
    vcs: 'git',
    vcs_provider: repository.vcs_provider,
  };
  for (const [name, inside] of expansionsToMake(options, REMOTE_REPOSITORY_EXPANSIONS)) {
    const nested = nestedOptions(options, name, inside);
    if (name === 'remote_organization') {
      const organization = repository.organization ? context.store.remoteOrganization(repository.organization) : undefined;
      // A repository outside any organization has no such key (the client schemas take it as optional, not null).
      if (organization) out.remote_organization = serializeRemoteOrganization(organization, nested);
    } else if (name === 'projects') {
      out.projects = repository.projects
        .map((slug) => context.store.project(slug))
        .filter((project) => project !== undefined && context.permissions.canSeeProject(context.user, project))
        .map((project) => serializeProject(context, project!, nested, PROJECT_LIST_EXPANSIONS));
    }
  }
  return applyFieldsAndOmit(out, options);
}
