/**
 * Mounts the content engineer's search and embed handlers (`content/`) on the core's router. The core has already
 * authenticated the request and brought builds up to date; search v3 is throttled here (100/minute when on), v2
 * search and embed are not (server-behaviour.md §14). Other methods than GET answer 405.
 */

import type {Hono} from 'hono';
import type {ContentDeps} from '../content-deps.js';
import {embedRouteV2, embedRouteV3, searchRoutesV3, searchRouteV2, type ContentIndex} from '../content/index.js';
import {makeScope, type ApiCore, type AppEnv} from '../core.js';
import {errors} from '../http.js';
import {RATES} from '../throttle.js';

export function contentRoutes(app: Hono<AppEnv>, core: ApiCore, deps: ContentDeps, index: ContentIndex): void {
  // Docs domains also answer search and embed under `/_/api/` (server-behaviour.md §3).
  for (const prefix of ['/api', '/_/api']) {
    app.use(`${prefix}/v3/search/`, async (c, next) => {
      if (core.throttle && core.throttleSearch && c.req.method === 'GET') {
        const scope = makeScope(core, c);
        const key = scope.user?.username ?? (c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'anonymous');
        const wait = core.throttle.hit(`search:${key}`, RATES.search);
        if (wait !== undefined) throw errors.throttled(wait);
      }
      await next();
    });
    const mounts: Array<[string, Hono]> = [
      [`${prefix}/v3/search/`, searchRoutesV3(deps, index)],
      [`${prefix}/v2/search/`, searchRouteV2(deps, index)],
      [`${prefix}/v3/embed/`, embedRouteV3(deps, index)],
      [`${prefix}/v2/embed/`, embedRouteV2(deps, index)],
    ];
    for (const [path, routes] of mounts) {
      app.route(path, routes as unknown as Hono<AppEnv>);
      app.all(path, (c) => {
        throw errors.methodNotAllowed(c.req.method, ['GET', 'HEAD', 'OPTIONS']);
      });
    }
  }
}
