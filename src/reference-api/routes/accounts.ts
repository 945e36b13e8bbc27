/** Organizations (business deployment only) and the caller's remote organizations and repositories. */

import type {Hono} from 'hono';
import {endpoint, type ApiCore, type AppEnv, type Scope} from '../core.js';
import {errors, jsonV3} from '../http.js';
import type {OrganizationRecord, RemoteRepositoryRecord} from '../model.js';
import {choiceFilter, containsFilter, flexOptions, listV3} from '../query.js';
import {serializeOrganization} from '../serializers/organization.js';
import {serializeRemoteOrganization, serializeRemoteRepository} from '../serializers/remote.js';
import {projectList} from './projects.js';

const PROVIDERS = ['github', 'gitlab', 'bitbucket'];

function byText<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

export function accountRoutes(app: Hono<AppEnv>, core: ApiCore): void {
  const {store, permissions} = core;

  if (core.business) {
    const memberOrganization = (scope: Scope): OrganizationRecord => {
      const organization = store.organization(scope.param('organization'));
      if (!organization || !permissions.belongsToOrganization(scope.user, organization.slug)) {
        throw errors.notFound('Organization');
      }
      return organization;
    };
    const options = {otherAccess: 'authenticated' as const};
    endpoint(
      app,
      core,
      '/api/v3/organizations/',
      {
        GET: {
          access: 'authenticated',
          handle(scope) {
            const flex = flexOptions(scope);
            const mine = store
              .listOrganizations()
              .filter((organization) => permissions.belongsToOrganization(scope.user, organization.slug))
              .sort(byText((organization) => organization.slug));
            return listV3(scope, mine, (organization) => serializeOrganization(scope.serialize, organization, flex));
          },
        },
      },
      options,
    );
    endpoint(
      app,
      core,
      '/api/v3/organizations/:organization/',
      {
        GET: {
          access: 'authenticated',
          handle: (scope) => jsonV3(serializeOrganization(scope.serialize, memberOrganization(scope), flexOptions(scope))),
        },
      },
      options,
    );
    endpoint(
      app,
      core,
      '/api/v3/organizations/:organization/projects/',
      {
        GET: {
          access: 'authenticated',
          handle(scope) {
            const organization = memberOrganization(scope);
            const projects = store
              .listProjects()
              .filter((project) => project.organization === organization.slug && permissions.canSeeProject(scope.user, project));
            return projectList(scope, projects);
          },
        },
      },
      options,
    );
  }

  endpoint(
    app,
    core,
    '/api/v3/remote/organizations/',
    {
      GET: {
        access: 'authenticated',
        handle(scope) {
          const params = scope.url.searchParams;
          const name = containsFilter(params, 'name');
          const provider = choiceFilter(params, 'vcs_provider', PROVIDERS);
          const flex = flexOptions(scope);
          const organizations = store
            .listRemoteOrganizations()
            .filter(
              (organization) =>
                organization.users.includes(scope.user!.username) &&
                (!name || name(organization.name)) &&
                (!provider || organization.vcs_provider === provider),
            )
            .sort(byText((organization) => organization.name));
          return listV3(scope, organizations, (organization) => serializeRemoteOrganization(organization, flex));
        },
      },
    },
    {otherAccess: 'authenticated'},
  );

  endpoint(
    app,
    core,
    '/api/v3/remote/repositories/',
    {
      GET: {
        access: 'authenticated',
        handle(scope) {
          const params = scope.url.searchParams;
          const name = containsFilter(params, 'name');
          const fullName = containsFilter(params, 'full_name');
          const provider = choiceFilter(params, 'vcs_provider', PROVIDERS);
          const organization = params.get('organization') || undefined;
          const flex = flexOptions(scope);
          const organizationName = (repository: RemoteRepositoryRecord) =>
            (repository.organization && store.remoteOrganization(repository.organization)?.name) || '';
          const repositories = store
            .listRemoteRepositories()
            .filter(
              (repository) =>
                repository.users.some((user) => user.username === scope.user!.username) &&
                (!name || name(repository.name)) &&
                (!fullName || fullName(repository.full_name)) &&
                (!provider || repository.vcs_provider === provider) &&
                (!organization || repository.organization === organization),
            )
            .sort((a, b) => byText(organizationName)(a, b) || byText((repository: RemoteRepositoryRecord) => repository.full_name)(a, b));
          return listV3(scope, repositories, (repository) => serializeRemoteRepository(scope.serialize, repository, flex));
        },
      },
    },
    {otherAccess: 'authenticated'},
  );
}
