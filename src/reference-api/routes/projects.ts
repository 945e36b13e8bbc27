/** `/api/v3/projects/` and a project's own paths: detail, update, superproject, sync-versions, translations. */

import type {Hono} from 'hono';
import {readJsonObject} from '../body.js';
import {endpoint, type ApiCore, type AppEnv, type Scope} from '../core.js';
import {errors, jsonV3, noContent} from '../http.js';
import {parseProjectCreate, parseProjectUpdate} from '../input/project.js';
import type {ProjectRecord} from '../model.js';
import {containsFilter, flexOptions, listV3} from '../query.js';
import {PROJECT_DETAIL_EXPANSIONS, PROJECT_LIST_EXPANSIONS, serializeProject} from '../serializers/project.js';
import {NO_EXPANSIONS} from '../serializers/version.js';

/** Filters of the project list (§10): name/slug contain, languages exact. */
export function filterProjects(scope: Scope, projects: ProjectRecord[]): ProjectRecord[] {
  const params = scope.url.searchParams;
  const name = containsFilter(params, 'name');
  const slug = containsFilter(params, 'slug');
  const language = params.get('language') || undefined;
  const programming = params.get('programming_language') || undefined;
  return projects.filter(
    (project) =>
      (!name || name(project.name)) &&
      (!slug || slug(project.slug)) &&
      (!language || project.language === language) &&
      (!programming || project.programming_language === programming),
  );
}

export function projectList(scope: Scope, projects: ProjectRecord[]): Response {
  const options = flexOptions(scope);
  return listV3(scope, filterProjects(scope, projects), (project) =>
    serializeProject(scope.serialize, project, options, PROJECT_LIST_EXPANSIONS),
  );
}

async function updateProject(scope: Scope, full: boolean): Promise<Response> {
  const project = scope.core.store.project(scope.param('project'))!;
  const body = await readJsonObject(scope.request);
  const changes = parseProjectUpdate(body, project, scope.core.business, full);
  scope.core.store.updateProject(project.slug, changes);
  return noContent();
}

export function projectRoutes(app: Hono<AppEnv>, core: ApiCore): void {
  const {store, permissions} = core;

  endpoint(
    app,
    core,
    '/api/v3/projects/',
    {
      GET: {
        access: 'authenticated',
        handle: (scope) =>
          projectList(
            scope,
            store.listProjects().filter((project) => permissions.isMaintainer(scope.user, project)),
          ),
      },
      POST: {
        access: 'authenticated',
        async handle(scope) {
          const body = await readJsonObject(scope.request);
          const input = parseProjectCreate(body, store, permissions, scope.user!);
          const {project} = store.createProject(input.fields, input.teams);
          return jsonV3(serializeProject(scope.serialize, project, flexOptions(scope)), 201);
        },
      },
    },
    {otherAccess: 'authenticated'},
  );

  endpoint(app, core, '/api/v3/projects/:project/', {
    GET: {
      access: 'anyone',
      handle: (scope) =>
        jsonV3(serializeProject(scope.serialize, scope.visibleProject(), flexOptions(scope), PROJECT_DETAIL_EXPANSIONS)),
    },
    PATCH: {access: 'maintainer', handle: (scope) => updateProject(scope, false)},
    PUT: {access: 'maintainer', handle: (scope) => updateProject(scope, true)},
  });

  endpoint(app, core, '/api/v3/projects/:project/superproject/', {
    GET: {
      access: 'anyone',
      handle(scope) {
        const project = scope.visibleProject();
        const relation = store.superprojectOf(project.slug);
        const parent = relation && store.project(relation.parent);
        if (!parent || !permissions.canSeeProject(scope.user, parent)) throw errors.notFound();
        return jsonV3(serializeProject(scope.serialize, parent, flexOptions(scope)));
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/sync-versions/', {
    POST: {access: 'maintainer', handle: () => jsonV3({triggered: true}, 202)},
  });

  endpoint(app, core, '/api/v3/projects/:project/translations/', {
    GET: {
      access: 'anyone',
      handle(scope) {
        const options = flexOptions(scope);
        const translations = store
          .translationsOf(scope.param('project'))
          .filter((project) => permissions.canSeeProject(scope.user, project));
        return listV3(scope, translations, (project) => serializeProject(scope.serialize, project, options, NO_EXPANSIONS));
      },
    },
  });
}
