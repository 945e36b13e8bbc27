/** A project's subprojects, redirects and environment variables. */

import type {Hono} from 'hono';
import {readJsonObject} from '../body.js';
import {endpoint, type ApiCore, type AppEnv, type Scope} from '../core.js';
import {errors, jsonV3, noContent} from '../http.js';
import {parseRedirect} from '../input/redirect.js';
import {parseSubproject} from '../input/subproject.js';
import {flexOptions, listV3, pathId} from '../query.js';
import {serializeEnvironmentVariable} from '../serializers/environment-variable.js';
import {serializeRedirect} from '../serializers/redirect.js';
import {serializeSubproject} from '../serializers/subproject.js';
import {booleanField, FieldErrors, stringField} from '../validate.js';

export const MAX_VARIABLE_BYTES = 48_000;
export const MAX_TOTAL_VARIABLE_BYTES = 256_000;

function redirectOf(scope: Scope) {
  const redirect = scope.core.store.redirect(scope.param('project'), pathId(scope.param('redirect')));
  if (!redirect) throw errors.notFound('Redirect');
  return redirect;
}

async function changeRedirect(scope: Scope, partial: boolean): Promise<Response> {
  const {store} = scope.core;
  const current = redirectOf(scope);
  const body = await readJsonObject(scope.request);
  const input = parseRedirect(body, partial, current, store.redirectsOf(current.project));
  const updated = store.updateRedirect(current.project, current.pk, input.fields)!;
  return jsonV3(serializeRedirect(scope.serialize, updated, flexOptions(scope)));
}

export function projectSettingsRoutes(app: Hono<AppEnv>, core: ApiCore): void {
  const {store, permissions} = core;

  endpoint(app, core, '/api/v3/projects/:project/subprojects/', {
    GET: {
      access: 'anyone',
      handle(scope) {
        const parent = scope.visibleProject();
        const options = flexOptions(scope);
        const relations = store
          .subprojectsOf(parent.slug)
          .map((relation) => ({relation, child: store.project(relation.child)}))
          .filter(({child}) => child !== undefined && permissions.canSeeProject(scope.user, child));
        return listV3(scope, relations, ({relation, child}) => serializeSubproject(scope.serialize, relation, child!, options));
      },
    },
    POST: {
      access: 'maintainer',
      async handle(scope) {
        const parent = store.project(scope.param('project'))!;
        const body = await readJsonObject(scope.request);
        const {child, alias} = parseSubproject(body, parent, scope.user!, store, permissions);
        const relation = store.addSubproject(parent.slug, child, alias);
        return jsonV3(serializeSubproject(scope.serialize, relation, store.project(child)!, flexOptions(scope)), 201);
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/subprojects/:alias/', {
    GET: {
      access: 'anyone',
      handle(scope) {
        const parent = scope.visibleProject();
        const relation = store.subprojectsOf(parent.slug).find((candidate) => candidate.alias === scope.param('alias'));
        const child = relation && store.project(relation.child);
        if (!relation || !child || !permissions.canSeeProject(scope.user, child)) throw errors.notFound('ProjectRelationship');
        return jsonV3(serializeSubproject(scope.serialize, relation, child, flexOptions(scope)));
      },
    },
    DELETE: {
      access: 'maintainer',
      handle(scope) {
        const parent = scope.param('project');
        if (!store.subprojectsOf(parent).some((relation) => relation.alias === scope.param('alias'))) {
          throw errors.notFound('ProjectRelationship');
        }
        store.removeSubproject(parent, scope.param('alias'));
        return noContent();
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/redirects/', {
    GET: {
      access: 'maintainer',
      handle(scope) {
        const options = flexOptions(scope);
        return listV3(scope, store.redirectsOf(scope.param('project')), (redirect) =>
          serializeRedirect(scope.serialize, redirect, options),
        );
      },
    },
    POST: {
      access: 'maintainer',
      async handle(scope) {
        const project = scope.param('project');
        const body = await readJsonObject(scope.request);
        const {fields} = parseRedirect(body, false, undefined, store.redirectsOf(project));
        const redirect = store.addRedirect(
          {
            project,
            type: fields.type!,
            from_url: fields.from_url ?? '',
            to_url: fields.to_url ?? '',
            http_status: fields.http_status ?? 302,
            description: fields.description ?? '',
            enabled: fields.enabled ?? true,
            force: fields.force ?? false,
          },
          fields.position ?? 0,
        );
        return jsonV3(serializeRedirect(scope.serialize, redirect, flexOptions(scope)), 201);
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/redirects/:redirect/', {
    GET: {access: 'maintainer', handle: (scope) => jsonV3(serializeRedirect(scope.serialize, redirectOf(scope), flexOptions(scope)))},
    PUT: {access: 'maintainer', handle: (scope) => changeRedirect(scope, false)},
    PATCH: {access: 'maintainer', handle: (scope) => changeRedirect(scope, true)},
    DELETE: {
      access: 'maintainer',
      handle(scope) {
        const redirect = redirectOf(scope);
        store.removeRedirect(redirect.project, redirect.pk);
        return noContent();
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/environmentvariables/', {
    GET: {
      access: 'maintainer',
      handle(scope) {
        const options = flexOptions(scope);
        return listV3(scope, store.environmentVariablesOf(scope.param('project')), (variable) =>
          serializeEnvironmentVariable(scope.serialize, variable, options),
        );
      },
    },
    POST: {
      access: 'maintainer',
      async handle(scope) {
        const project = scope.param('project');
        const body = await readJsonObject(scope.request);
        const problems = new FieldErrors();
        const name = stringField(body, 'name', problems, {required: true, maxLength: 128});
        const value = stringField(body, 'value', problems, {required: true, maxLength: MAX_VARIABLE_BYTES});
        const isPublic = booleanField(body, 'public', problems);
        problems.throwIfAny();
        const total = store.environmentVariablesOf(project).reduce((sum, variable) => sum + variable.value.length, 0);
        if (total + (value as string).length > MAX_TOTAL_VARIABLE_BYTES) {
          throw errors.validation(['The total size of all environment variables in the project cannot exceed 256 KB.']);
        }
        const variable = store.addEnvironmentVariable(project, name as string, value as string, isPublic ?? false);
        return jsonV3(serializeEnvironmentVariable(scope.serialize, variable, flexOptions(scope)), 201);
      },
    },
  });

  endpoint(app, core, '/api/v3/projects/:project/environmentvariables/:variable/', {
    GET: {
      access: 'maintainer',
      handle(scope) {
        const variable = store.environmentVariable(scope.param('project'), pathId(scope.param('variable')));
        if (!variable) throw errors.notFound('EnvironmentVariable');
        return jsonV3(serializeEnvironmentVariable(scope.serialize, variable, flexOptions(scope)));
      },
    },
    DELETE: {
      access: 'maintainer',
      handle(scope) {
        const variable = store.environmentVariable(scope.param('project'), pathId(scope.param('variable')));
        if (!variable) throw errors.notFound('EnvironmentVariable');
        store.removeEnvironmentVariable(variable.project, variable.pk);
        return noContent();
      },
    },
  });
}
