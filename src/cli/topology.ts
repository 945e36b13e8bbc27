/**
 * Which origin answers what, as on the hosting service (production-topology.md §2-§3):
 *
 * - the docs origin (a docs domain): documentation pages, the proxied `/_/api/…` search and embed, `/_/addons/`,
 *   the widgets' bundle and the demo; any other `/api/…` path is a documentation path there (the 404 page);
 * - the dashboard API origin: `/api/v3/…` and `/api/v2/…`, readable from a docs page only where the service's
 *   cross-site rules allow it (cross-site.ts), and rate limited like the service's anonymous API.
 *
 * With `singleOrigin`, the docs origin answers the whole API too (the old topology).
 */

import type {ReferenceApi} from '../reference-api/index.js';
import {requestOrigin} from '../reference-api/core.js';
import {withCrossSiteRules} from './cross-site.js';

type Handler = (request: Request) => Promise<Response>;

/** The paths a docs domain answers from the API (`readthedocs/proxito/urls.py` and the proxied API URLs). */
export function isDocsDomainApiPath(pathname: string): boolean {
  return pathname.startsWith('/_/api/') || pathname === '/_/addons/';
}

export function docsOriginHandler(
  api: ReferenceApi,
  site: (request: Request, origin: string) => Promise<Response>,
  singleOrigin: boolean,
): Handler {
  return (request) => {
    const path = new URL(request.url).pathname;
    if (isDocsDomainApiPath(path) || (singleOrigin && path.startsWith('/api/'))) return api.fetch(request);
    return site(request, requestOrigin(request));
  };
}

export function dashboardOriginHandler(api: ReferenceApi): Handler {
  return (request) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/')) {
      return Promise.resolve(
        new Response('This is the dashboard API origin of docs-widgets serve: only /api/v3/ and /api/v2/ live here.\n', {
          status: 404,
          headers: {'content-type': 'text/plain; charset=utf-8'},
        }),
      );
    }
    return withCrossSiteRules(request, (inner) => api.fetch(inner));
  };
}
