/**
 * The router of the whole reference API: authentication for v3, every domain's routes, the content routes, and the
 * answers for what matches nothing (404 JSON) or fails unexpectedly (a logged 500 JSON, a last resort that tests
 * assert never happens).
 */

import {Hono} from 'hono';
import {addonsRoutes, type AddonsSettingsSource} from './addons/route.js';
import {authenticate} from './auth.js';
import type {ContentDeps} from './content-deps.js';
import type {ContentIndex} from './content/index.js';
import {endpoint, type ApiCore, type AppEnv} from './core.js';
import {ApiError, errors, json, jsonV3} from './http.js';
import {accountRoutes} from './routes/accounts.js';
import {contentRoutes} from './routes/content.js';
import {projectSettingsRoutes} from './routes/project-settings.js';
import {projectRoutes} from './routes/projects.js';
import {v2Routes} from './routes/v2.js';
import {versionRoutes} from './routes/versions.js';

export function createApp(
  core: ApiCore,
  deps: ContentDeps,
  index: ContentIndex,
  addons: AddonsSettingsSource = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  for (const prefix of ['/api/v3/*', '/_/api/v3/*']) {
    app.use(prefix, async (c, next) => {
      const result = authenticate(c.req.raw, core.store);
      if (result.kind === 'invalid') throw errors.invalidToken();
      c.set('user', result.kind === 'user' ? result.user : undefined);
      await next();
    });
  }

  endpoint(app, core, '/api/v3/', {
    GET: {
      access: 'anyone',
      handle(scope) {
        const base = `${scope.origin}/api/v3/`;
        return jsonV3({
          ...(core.business ? {organizations: `${base}organizations/`} : {}),
          projects: `${base}projects/`,
          'remote/organizations': `${base}remote/organizations/`,
          'remote/repositories': `${base}remote/repositories/`,
        });
      },
    },
  }, {otherAccess: 'authenticated'});

  projectRoutes(app, core);
  versionRoutes(app, core);
  projectSettingsRoutes(app, core);
  accountRoutes(app, core);
  v2Routes(app, core);
  contentRoutes(app, core, deps, index);
  addonsRoutes(app, core, addons);

  app.notFound(() => json({detail: 'Not found.'}, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return error.toResponse();
    console.error(`reference API: unexpected error answering ${c.req.method} ${c.req.url}`, error);
    return json({detail: 'Internal server error.'}, 500);
  });
  return app;
}
