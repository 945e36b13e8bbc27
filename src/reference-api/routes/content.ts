/**
 * Search and embed, registered through `endpoint()` like every other endpoint: the content handlers (`content/`) run
 * after authentication and throttling. Search v3 has the search rate (100/minute when rate limits are on); v2 search
 * and embed are not throttled (server-behaviour.md §14). They are public reads: another method answers 405.
 */

import type {ContentDeps} from '../content-deps.js';
import {
  embedV2Handler,
  embedV3Handler,
  searchV2Handler,
  searchV3Handler,
  type ContentHandler,
  type ContentIndex,
} from '../content/index.js';
import {endpoint, type ApiCore, type AppEnv, type EndpointOptions} from '../core.js';
import type {Hono} from 'hono';

export function contentRoutes(app: Hono<AppEnv>, core: ApiCore, deps: ContentDeps, index: ContentIndex): void {
  const routes: Array<[string, ContentHandler, EndpointOptions['throttle']]> = [
    ['/v3/search/', searchV3Handler(deps, index), 'search'],
    ['/v2/search/', searchV2Handler(deps, index), 'none'],
    ['/v3/embed/', embedV3Handler(deps, index), 'none'],
    ['/v2/embed/', embedV2Handler(deps, index), 'none'],
  ];
  for (const [path, handler, throttle] of routes) {
    // Docs domains also answer search and embed under `/_/api/` (server-behaviour.md §3).
    for (const prefix of ['/api', '/_/api']) {
      endpoint(app, core, `${prefix}${path}`, {GET: {access: 'anyone', handle: (scope) => handler(scope.request)}}, {
        otherAccess: 'anyone',
        throttle,
      });
    }
  }
}
