/**
 * Which origin answers what, as on the hosting service (production-topology.md §2-§3):
 *
 * - the docs origin (a docs domain): documentation pages, the proxied `/_/api/…` search and embed, `/_/addons/`,
 *   the widgets' bundle and the demo; any other `/api/…` path is a documentation path there (the 404 page);
 * - the dashboard API origin: `/api/v3/…` and `/api/v2/…`, readable from a docs page only where the service's
 *   cross-site rules allow it (cross-site.ts), and rate limited like the service's anonymous API.
 *
 * With `singleOrigin`, the docs origin answers the whole API too (the old topology).
 *
 * The docs origin is the one a request came to (`localhost:8080`, `127.0.0.1:8080`, a forwarded host), never fixed
 * to the listen address: pages, `/_/api/…`, `/_/addons/` and the URLs in their answers all follow it
 * (`servedOrigins`).
 */

import type {ReferenceApi} from '../reference-api/index.js';
import {requestOrigin} from '../reference-api/core.js';
import {withCompression} from './compression.js';
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
  // Compressed as the service compresses (compression.ts): pages, the bundle, the /_/ answers.
  return withCompression((request) => {
    const path = new URL(request.url).pathname;
    if (isDocsDomainApiPath(path) || (singleOrigin && path.startsWith('/api/'))) return api.fetch(request);
    // On one origin the dashboard is there too: its pages lead to their API resources, as on the dashboard origin.
    const resource = singleOrigin ? dashboardPageResource(path) : undefined;
    if (resource) return Promise.resolve(redirect(resource));
    return site(request, requestOrigin(request));
  });
}

/**
 * The dashboard pages that answers link to (`urls.home`, `urls.builds`, `urls.versions`, a version's edit page, a
 * build's page): the reference server has no dashboard, so each leads to its resource in the API, which says the same
 * in JSON, rather than to a 404.
 */
export function dashboardPageResource(pathname: string): string | undefined {
  const project = /^\/projects\/([^/]+)\/(?:(builds|versions)\/(?:(\d+)\/)?)?$/.exec(pathname);
  if (project) {
    const [, slug, list, id] = project;
    if (id && list !== 'builds') return undefined;
    return `/api/v3/projects/${slug}/${list ? `${list}/` : ''}${id ? `${id}/` : ''}`;
  }
  const version = /^\/dashboard\/([^/]+)\/version\/([^/]+)\/edit\/$/.exec(pathname);
  return version ? `/api/v3/projects/${version[1]}/versions/${version[2]}/` : undefined;
}

function redirect(location: string): Response {
  return new Response(null, {status: 302, headers: {location}});
}

export function dashboardOriginHandler(api: ReferenceApi): Handler {
  return withCompression((request) => {
    const path = new URL(request.url).pathname;
    const resource = dashboardPageResource(path);
    if (resource) return Promise.resolve(redirect(resource));
    if (!path.startsWith('/api/')) {
      return Promise.resolve(
        new Response('This is the dashboard API origin of docs-widgets serve: only /api/v3/ and /api/v2/ live here.\n', {
          status: 404,
          headers: {'content-type': 'text/plain; charset=utf-8'},
        }),
      );
    }
    return withCrossSiteRules(request, (inner) => api.fetch(inner));
  });
}

/** The listen origins of `serve`, known once each server listens (a port may be picked by the system). */
export interface ListenOrigins {
  docs?: string;
  dashboard?: string;
}

function portOf(origin: URL): string {
  return origin.port || (origin.protocol === 'https:' ? '443' : '80');
}

function withPort(origin: URL, port: string): string {
  const moved = new URL(origin.href);
  moved.port = port;
  return moved.origin;
}

/**
 * How the reference API finds the docs origin and the dashboard origin from the origin a request was made to (its
 * Host, or `X-Forwarded-Host`/`X-Forwarded-Proto`): the two servers share a host name and differ by port, so a request
 * to `localhost:8081` (the dashboard) has its documentation at `localhost:8080`, and a page on `localhost:8080` its
 * dashboard at `localhost:8081`. A forwarded docs host (a proxy in front of the docs origin) keeps its own origin for
 * documentation; its dashboard is the listen address's, the one origin of it known to be reachable.
 */
export function servedOrigins(listen: ListenOrigins, singleOrigin: boolean): {
  docsOrigin: (asked: string) => string | undefined;
  dashboardOrigin: (asked: string) => string | undefined;
} {
  const ports = () => ({
    docs: listen.docs ? portOf(new URL(listen.docs)) : undefined,
    dashboard: listen.dashboard ? portOf(new URL(listen.dashboard)) : undefined,
  });
  return {
    docsOrigin(asked) {
      if (singleOrigin) return asked;
      const url = new URL(asked);
      const {docs, dashboard} = ports();
      return docs && dashboard && portOf(url) === dashboard ? withPort(url, docs) : asked;
    },
    dashboardOrigin(asked) {
      if (singleOrigin) return asked;
      const url = new URL(asked);
      const {docs, dashboard} = ports();
      if (!dashboard || portOf(url) === dashboard) return asked;
      return portOf(url) === docs ? withPort(url, dashboard) : listen.dashboard;
    },
  };
}
