/**
 * API v2 (hosting-api.md §4.5, server-behaviour.md §15): read-only, anonymous (v2 knows no tokens, so only public
 * records show), integer ids, lists refused with 410 unless filtered, builds newest first.
 */

import type {Hono} from 'hono';
import {endpoint, type ApiCore, type AppEnv, type Scope} from '../core.js';
import {errors, json} from '../http.js';
import {paginate} from '../pagination.js';
import {booleanFilter, pathId} from '../query.js';
import {serializeBuildV2, serializeProjectV2, serializeVersionV2} from '../serializers/v2.js';

const DISABLED = (filters: string) =>
  json(
    {
      error: 'disabled',
      msg: `List endpoints without filters are disabled due to heavy resource usage. Filter by ${filters}.`,
    },
    410,
  );

function listV2<T>(scope: Scope, items: T[], serialize: (item: T) => unknown): Response {
  return json(paginate(items, scope.url, `${scope.origin}${scope.url.pathname}`, serialize));
}

export function v2Routes(app: Hono<AppEnv>, core: ApiCore): void {
  const {store, permissions} = core;
  const options = {otherAccess: 'session-only' as const, throttle: 'none' as const};
  const project = (scope: Scope) => {
    const record = store.projectById(pathId(scope.param('id')));
    if (!record || !permissions.canSeeProject(undefined, record)) throw errors.notFound();
    return record;
  };

  endpoint(
    app,
    core,
    '/api/v2/project/',
    {
      GET: {
        access: 'anyone',
        handle(scope) {
          const slug = scope.url.searchParams.get('slug');
          if (!slug) return DISABLED('slug');
          const projects = store
            .listProjects()
            .filter((record) => record.slug === slug && permissions.canSeeProject(undefined, record));
          return listV2(scope, projects, (record) => serializeProjectV2(scope.serialize, record));
        },
      },
    },
    options,
  );

  endpoint(
    app,
    core,
    '/api/v2/project/:id/',
    {GET: {access: 'anyone', handle: (scope) => json(serializeProjectV2(scope.serialize, project(scope)))}},
    options,
  );

  endpoint(
    app,
    core,
    '/api/v2/project/:id/active_versions/',
    {
      GET: {
        access: 'anyone',
        handle(scope) {
          const record = project(scope);
          const versions = store
            .versionsOf(record.slug)
            .filter((version) => version.active && permissions.canSeeVersion(undefined, version));
          return json({versions: versions.map((version) => serializeVersionV2(scope.serialize, version))});
        },
      },
    },
    options,
  );

  endpoint(
    app,
    core,
    '/api/v2/version/',
    {
      GET: {
        access: 'anyone',
        handle(scope) {
          const params = scope.url.searchParams;
          const slug = params.get('project__slug');
          if (!slug) return DISABLED('project__slug');
          const active = booleanFilter(params, 'active');
          const owner = store.project(slug);
          const versions =
            owner && permissions.canSeeProject(undefined, owner)
              ? store
                  .versionsOf(slug)
                  .filter(
                    (version) =>
                      permissions.canSeeVersion(undefined, version) && (active === undefined || version.active === active),
                  )
              : [];
          return listV2(scope, versions, (version) => serializeVersionV2(scope.serialize, version));
        },
      },
    },
    options,
  );

  endpoint(
    app,
    core,
    '/api/v2/version/:id/',
    {
      GET: {
        access: 'anyone',
        handle(scope) {
          const version = store.versionById(pathId(scope.param('id')));
          const owner = version && store.project(version.project);
          if (!version || !owner || !permissions.canSeeProject(undefined, owner) || !permissions.canSeeVersion(undefined, version)) {
            throw errors.notFound();
          }
          return json(serializeVersionV2(scope.serialize, version));
        },
      },
    },
    options,
  );

  endpoint(
    app,
    core,
    '/api/v2/build/',
    {
      GET: {
        access: 'anyone',
        handle(scope) {
          const params = scope.url.searchParams;
          const slug = params.get('project__slug');
          const commit = params.get('commit');
          if (!slug && !commit) return DISABLED('project__slug or commit');
          const builds = (slug ? store.buildsOf(slug) : store.allBuilds()).filter(
            (build) => (!commit || build.commit === commit) && permissions.canSeeBuild(undefined, build),
          );
          return listV2(scope, builds, (build) => serializeBuildV2(scope.serialize, build));
        },
      },
    },
    options,
  );

  endpoint(
    app,
    core,
    '/api/v2/build/:id/',
    {
      GET: {
        access: 'anyone',
        handle(scope) {
          const build = store.build(pathId(scope.param('id')));
          if (!build || !permissions.canSeeBuild(undefined, build)) throw errors.notFound();
          return json(serializeBuildV2(scope.serialize, build));
        },
      },
    },
    options,
  );
}
