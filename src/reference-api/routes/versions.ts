/** A project's versions (list, detail, update) and builds (list, detail, trigger). */

import type {Hono} from 'hono';
import {readJsonObject} from '../body.js';
import {isFinal} from '../build-progress.js';
import {endpoint, type ApiCore, type AppEnv, type Scope} from '../core.js';
import {errors, jsonV3, noContent} from '../http.js';
import type {BuildRecord, VersionRecord} from '../model.js';
import {booleanFilter, choiceFilter, containsFilter, flexOptions, listV3, pathId} from '../query.js';
import {BUILD_EXPANSIONS, serializeBuild} from '../serializers/build.js';
import {serializeProject} from '../serializers/project.js';
import {NO_EXPANSIONS, serializeVersion, VERSION_DETAIL_EXPANSIONS} from '../serializers/version.js';
import {booleanField, choiceField, FieldErrors} from '../validate.js';

function filterVersions(scope: Scope, versions: VersionRecord[]): VersionRecord[] {
  const params = scope.url.searchParams;
  const slug = containsFilter(params, 'slug');
  const verboseName = containsFilter(params, 'verbose_name');
  const privacy = choiceFilter(params, 'privacy_level', ['public', 'private']);
  const type = choiceFilter(params, 'type', ['branch', 'tag', 'external', 'unknown']);
  const active = booleanFilter(params, 'active');
  const built = booleanFilter(params, 'built');
  const uploaded = booleanFilter(params, 'uploaded');
  return versions.filter(
    (version) =>
      (!slug || slug(version.slug)) &&
      (!verboseName || verboseName(version.verbose_name)) &&
      (!privacy || version.privacy_level === privacy) &&
      (!type || version.type === type) &&
      (active === undefined || version.active === active) &&
      (built === undefined || version.built === built) &&
      (uploaded === undefined || !uploaded),
  );
}

function filterBuilds(scope: Scope, builds: BuildRecord[]): BuildRecord[] {
  const params = scope.url.searchParams;
  const commit = params.get('commit');
  const running = booleanFilter(params, 'running');
  return builds.filter(
    (build) =>
      (commit === null || commit === '' || build.commit === commit) &&
      (running === undefined || (running ? !isFinal(build.state) : isFinal(build.state))),
  );
}

function visibleVersion(scope: Scope): VersionRecord {
  const version = scope.core.store.version(scope.param('project'), scope.param('version'));
  if (!version || !scope.core.permissions.canSeeVersion(scope.user, version)) throw errors.notFound('Version');
  return version;
}

/** The version of an admin endpoint: the project was found by the permission check; privacy is not consulted. */
function ownVersion(scope: Scope): VersionRecord {
  const version = scope.core.store.version(scope.param('project'), scope.param('version'));
  if (!version) throw errors.notFound('Version');
  return version;
}

function buildList(scope: Scope, builds: BuildRecord[]): Response {
  const options = flexOptions(scope);
  const visible = builds.filter((build) => scope.core.permissions.canSeeBuild(scope.user, build));
  return listV3(scope, filterBuilds(scope, visible), (build) => serializeBuild(scope.serialize, build, options, BUILD_EXPANSIONS));
}

function buildDetail(scope: Scope, version?: string): Response {
  const id = pathId(scope.param('build'));
  const build = scope.core.store.build(id);
  if (
    !build ||
    build.project !== scope.param('project') ||
    (version !== undefined && build.version !== version) ||
    !scope.core.permissions.canSeeBuild(scope.user, build)
  ) {
    throw errors.notFound('Build');
  }
  return jsonV3(serializeBuild(scope.serialize, build, flexOptions(scope), BUILD_EXPANSIONS));
}

async function updateVersion(scope: Scope): Promise<Response> {
  const version = ownVersion(scope);
  const body = await readJsonObject(scope.request);
  const problems = new FieldErrors();
  const active = booleanField(body, 'active', problems);
  const hidden = booleanField(body, 'hidden', problems);
  const privacy = choiceField(body, 'privacy_level', ['public', 'private'] as const, problems);
  problems.throwIfAny();
  scope.core.store.updateVersion(version.project, version.slug, {
    ...(active !== undefined ? {active} : {}),
    ...(hidden !== undefined ? {hidden} : {}),
    // Privacy levels exist only on the business deployment.
    ...(privacy !== undefined && scope.core.business ? {privacy_level: privacy} : {}),
  });
  return noContent();
}

export function versionRoutes(app: Hono<AppEnv>, core: ApiCore): void {
  const {store, permissions} = core;

  endpoint(app, core, '/api/v3/projects/:project/versions/', {
    GET: {
      access: 'anyone',
      handle(scope) {
        const options = flexOptions(scope);
        const versions = store
          .versionsOf(scope.param('project'))
          .filter((version) => permissions.canSeeVersion(scope.user, version));
        return listV3(scope, filterVersions(scope, versions), (version) =>
          serializeVersion(scope.serialize, version, options, NO_EXPANSIONS),
        );
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/versions/:version/', {
    GET: {
      access: 'anyone',
      handle: (scope) =>
        jsonV3(serializeVersion(scope.serialize, visibleVersion(scope), flexOptions(scope), VERSION_DETAIL_EXPANSIONS)),
    },
    PATCH: {access: 'maintainer', handle: updateVersion},
    PUT: {access: 'maintainer', handle: updateVersion},
  });

  endpoint(app, core, '/api/v3/projects/:project/versions/:version/builds/', {
    GET: {
      access: 'anyone',
      handle: (scope) => buildList(scope, store.buildsOf(scope.param('project'), scope.param('version'))),
    },
    POST: {
      access: 'maintainer',
      handle(scope) {
        const version = ownVersion(scope);
        const project = store.project(version.project)!;
        if (!version.active) {
          return jsonV3(
            {
              build: null,
              project: serializeProject(scope.serialize, project),
              triggered: false,
              version: serializeVersion(scope.serialize, version, {}, NO_EXPANSIONS),
            },
            400,
          );
        }
        const build = store.triggerBuild(version.project, version.slug)!;
        return jsonV3(
          {
            build: serializeBuild(scope.serialize, build),
            project: serializeProject(scope.serialize, project),
            triggered: true,
            version: serializeVersion(scope.serialize, store.version(version.project, version.slug)!, {}, NO_EXPANSIONS),
          },
          202,
        );
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/versions/:version/builds/:build/', {
    GET: {access: 'anyone', handle: (scope) => buildDetail(scope, scope.param('version'))},
  });

  endpoint(app, core, '/api/v3/projects/:project/builds/', {
    GET: {access: 'anyone', handle: (scope) => buildList(scope, store.buildsOf(scope.param('project')))},
  });

  endpoint(app, core, '/api/v3/projects/:project/builds/:build/', {
    GET: {access: 'anyone', handle: (scope) => buildDetail(scope)},
  });
}
