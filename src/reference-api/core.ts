/**
 * The request pipeline every v3/v2 endpoint shares, in the order of server-behaviour.md §6: authentication (an
 * invalid token is 401 before anything else) → permission (401 when anonymous, else 403; admin endpoints find the
 * project ignoring privacy, so an unknown slug is 404 for a signed-in caller) → throttle → method (405 with `Allow`).
 * Handlers get a `Scope` and answer with a Response or throw an `ApiError`.
 */

import type {Context, Hono} from 'hono';
import {ApiError, errors, json} from './http.js';
import type {ProjectRecord, UserRecord} from './model.js';
import type {Permissions} from './permissions.js';
import type {SerializeContext} from './serializers/common.js';
import type {ReferenceStore} from './store.js';
import {RATES, type Throttle} from './throttle.js';
import type {DocsUrls} from './urls.js';

export interface ApiCore {
  readonly store: ReferenceStore;
  readonly permissions: Permissions;
  readonly urls: DocsUrls;
  readonly business: boolean;
  readonly now: () => number;
  /** Present when rate limits are on. */
  readonly throttle: Throttle | undefined;
  /** Whether search is rate limited too (100/minute) when `throttle` is on. */
  readonly throttleSearch: boolean;
  /** The dashboard's origin for a request made to `asked` (ReferenceApiOptions.dashboardOrigin). */
  readonly dashboardOrigin: (asked: string) => string;
}

export type AppEnv = {Variables: {user: UserRecord | undefined}};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a method: anyone (visibility is the handler's business), any signed-in user, a project maintainer, or
 * nobody through a token (API v2 writes: v2 knows only session and Basic auth, so its failures are 403).
 */
export type Access = 'anyone' | 'authenticated' | 'maintainer' | 'session-only';

export interface Scope {
  core: ApiCore;
  request: Request;
  url: URL;
  origin: string;
  user: UserRecord | undefined;
  param(name: string): string;
  serialize: SerializeContext;
  /** The project of the `:project` path parameter, visible to the caller, else 404. */
  visibleProject(): ProjectRecord;
}

export interface MethodSpec {
  access: Access;
  handle(scope: Scope): Response | Promise<Response>;
}

export interface EndpointOptions {
  /** Access checked for a method the endpoint lacks, before answering 405. Default: `maintainer`. */
  otherAccess?: Access;
  /** Which rate applies: v3 (anonymous/user), search, or none (v2, embed). */
  throttle?: 'v3' | 'search' | 'none';
}

/** The origin the request was made to: its Host (and forwarded scheme/host when behind a proxy). */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = forwardedHost || request.headers.get('host') || url.host;
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? `${forwardedProto}:` : url.protocol;
  if (!/^[a-z0-9.\-:[\]]+$/i.test(host)) return url.origin;
  return `${protocol}//${host}`;
}

export function makeScope(core: ApiCore, c: Context<AppEnv>): Scope {
  const request = c.req.raw;
  const origin = requestOrigin(request);
  const user = c.get('user');
  const scope: Scope = {
    core,
    request,
    url: new URL(request.url),
    origin,
    user,
    param: (name) => c.req.param(name) ?? '',
    serialize: {origin, docsOrigin: origin, user, store: core.store, permissions: core.permissions, urls: core.urls, business: core.business},
    visibleProject() {
      const project = core.store.project(scope.param('project'));
      if (!project || !core.permissions.canSeeProject(user, project)) throw errors.notFound('Project');
      return project;
    },
  };
  return scope;
}

function checkAccess(scope: Scope, access: Access): void {
  if (access === 'anyone') return;
  if (access === 'session-only') throw new ApiError(403, {detail: 'Authentication credentials were not provided.'});
  if (!scope.user) throw errors.notAuthenticated();
  if (access === 'authenticated') return;
  const project = scope.core.store.project(scope.param('project'));
  if (!project) throw errors.notFound('Project');
  if (!scope.core.permissions.isMaintainer(scope.user, project)) throw errors.forbidden();
}

function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'anonymous';
}

function checkThrottle(scope: Scope, kind: 'v3' | 'search' | 'none'): void {
  const throttle = scope.core.throttle;
  if (!throttle || kind === 'none' || (kind === 'search' && !scope.core.throttleSearch)) return;
  const wait =
    kind === 'search'
      ? throttle.hit(`search:${scope.user?.username ?? clientKey(scope.request)}`, RATES.search)
      : scope.user
        ? throttle.hit(`user:${scope.user.username}`, RATES.user)
        : throttle.hit(`anon:${clientKey(scope.request)}`, RATES.anonymous);
  if (wait !== undefined) throw errors.throttled(wait);
}

/** Registers one path with its methods; see the module comment for the order of checks. */
export function endpoint(
  app: Hono<AppEnv>,
  core: ApiCore,
  path: string,
  methods: Partial<Record<Method, MethodSpec>>,
  options: EndpointOptions = {},
): void {
  const allow = [...Object.keys(methods), ...(methods.GET ? ['HEAD'] : []), 'OPTIONS'];
  app.all(path, async (c) => {
    const scope = makeScope(core, c);
    const requested = c.req.method.toUpperCase();
    const method = requested === 'HEAD' ? 'GET' : requested;
    const spec = methods[method as Method];
    // OPTIONS passes the same permission check as a read (DRF runs `initial()` for it too).
    const access =
      spec?.access ?? (method === 'OPTIONS' ? (methods.GET?.access ?? 'anyone') : (options.otherAccess ?? 'maintainer'));
    checkAccess(scope, access);
    checkThrottle(scope, options.throttle ?? 'v3');
    if (method === 'OPTIONS') return json({name: path, methods: allow}, 200, {allow: allow.join(', ')});
    if (!spec) throw errors.methodNotAllowed(requested, allow);
    const response = await spec.handle(scope);
    return requested === 'HEAD' ? new Response(null, {status: response.status, headers: response.headers}) : response;
  });
}
