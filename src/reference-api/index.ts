/**
 * `docs-widgets/reference-api`: the whole hosting API (hosting-api.md) in memory, for the demo and for tests. Runs in
 * browsers and Node. Its `fetch` is a drop-in for the widgets' `fetch` property:
 *
 * ```ts
 * const api = createReferenceApi({data: {projects: [{slug: 'demo', versions: [{slug: 'latest', pages: [...]}]}]}});
 * element.fetch = api.fetch;
 * ```
 */

import type {Hono} from 'hono';
import {delay} from '../internal/delay.js';
import {createApp} from './app.js';
import type {AddonsSettingsSource} from './addons/route.js';
import type {ContentDeps} from './content-deps.js';
import {createContentIndex, type ContentIndex, type ContentIndexOptions} from './content/index.js';
import {requestOrigin, type ApiCore, type AppEnv} from './core.js';
import type {Dataset} from './dataset.js';
import {parseDataset} from './dataset-schema.js';
import {Faults, hangUntilAborted, NULL_BODY_STATUSES, WRONG_SHAPE} from './faults.js';
import {json} from './http.js';
import {authenticate} from './auth.js';
import {Permissions} from './permissions.js';
import {ReferenceStore} from './store.js';
import {Throttle} from './throttle.js';
import {createDocsUrls, type DocsUrls} from './urls.js';

export type {Dataset} from './dataset.js';
export type {Fault} from './faults.js';
export type {ContentDeps, ResolvedDocsUrl, VersionRef} from './content-deps.js';
export type {StoreSnapshot} from './store.js';
export {parseDataset, DatasetError} from './dataset-schema.js';
export {ReferenceStore} from './store.js';
export type {AddonsSettingsSource} from './addons/route.js';
export type {AddonsSettings, AddonsSettingsInput} from './addons/settings.js';

/** An origin, or how to find it from the origin a request was made to (undefined: that origin). */
export type OriginRule = string | ((asked: string) => string | undefined);

function applyOrigin(rule: OriginRule | undefined, asked: string): string {
  return (typeof rule === 'function' ? rule(asked) : rule) ?? asked;
}

export interface ReferenceApiOptions {
  /** The records to serve; validated with `parseDataset` (a bad field throws `DatasetError` naming its path). */
  data?: Dataset;
  /** Answer as the business deployment: organizations endpoints and privacy levels. */
  business?: boolean;
  /** Delay every API answer by this many milliseconds (aborting the request's signal stops the wait). */
  latencyMs?: number;
  /**
   * Apply the upstream rate limits (server-behaviour.md §14): `true` every one of them, `'resources'` only those of
   * the v3 resources (anonymous 5/minute, signed-in 60/minute), not search's. Default false.
   */
  throttle?: boolean | 'resources';
  /** The clock, epoch milliseconds; builds progress by it. Default `Date.now`. */
  now?: () => number;
  /** HTML parser for the content code (default: the platform's DOMParser, linkedom in Node). */
  parseHtml?: (html: string) => Document;
  /**
   * The origin the documentation is served on, when it is not the origin the API is asked on (`serve`'s two-origin
   * topology: the dashboard API on its own port). Documentation URLs are built and resolved on it. A function is
   * given the origin the request was made to (its Host, or the forwarded host) and answers the docs origin that goes
   * with it; undefined keeps the asked origin. Default: the request's origin.
   */
  docsOrigin?: OriginRule;
  /**
   * Where the dashboard lives, for the dashboard URLs of an answer given on a docs origin: `/_/addons/`'s
   * `urls.home`, `urls.builds`, `urls.versions`, `urls.dashboard.edit`, `builds.current.urls` and
   * `domains.dashboard` (on the service: readthedocs.org, never the docs domain, where they would be 404s). Same
   * form as `docsOrigin`. Default: the request's origin.
   */
  dashboardOrigin?: OriginRule;
  /** The maintainer's addons settings answered by `/_/addons/`, for every project or per project slug. */
  addons?: AddonsSettingsSource;
  /** Parse documentation pages on other threads (Node: `workerExtractor()`); `content.ready()` waits for them. */
  extractPages?: ContentIndexOptions['extractPages'];
  /** Indexing progress of `extractPages`, per version. */
  onIndexProgress?: ContentIndexOptions['onProgress'];
  /** Keeps the indexes `extractPages` led to across starts (Node: `diskIndexCache`). */
  indexCache?: ContentIndexOptions['cache'];
  /** Reads the HTML of pages given without it (`html` empty), when needed; see `ContentIndexOptions.pageHtml`. */
  pageHtml?: ContentIndexOptions['pageHtml'];
}

export interface ReferenceApi {
  /** Answers one request; rejects only when the request's signal aborts (like the platform's fetch). */
  fetch(request: Request): Promise<Response>;
  /** The current store (a new one after `reset()`); reads return copies. */
  readonly store: ReferenceStore;
  /** The content index (search and embed pages) of the current store. */
  readonly content: ContentIndex;
  /** The store's view for content code: lookups, visibility, docs URLs. */
  readonly deps: ContentDeps;
  /** Back to the dataset as given: every write, build and throttle count is forgotten (faults are kept). */
  reset(): void;
  /** Fault injection; see `faults.ts`. */
  readonly faults: Faults;
}

interface Instance {
  store: ReferenceStore;
  content: ContentIndex;
  deps: ContentDeps;
  app: Hono<AppEnv>;
}

function createInstance(data: Dataset, options: ReferenceApiOptions, now: () => number, loadedAt: number): Instance {
  const business = options.business ?? false;
  const content = createContentIndex({
    ...(options.parseHtml ? {parseHtml: options.parseHtml} : {}),
    ...(options.extractPages ? {extractPages: options.extractPages} : {}),
    ...(options.onIndexProgress ? {onProgress: options.onIndexProgress} : {}),
    ...(options.indexCache ? {cache: options.indexCache} : {}),
    ...(options.pageHtml ? {pageHtml: options.pageHtml} : {}),
  });
  const store = new ReferenceStore(data, now, {
    publishVersion: (ref, pages, doctype) => content.addPages(ref, pages, doctype),
    removeVersion: (ref) => content.removeVersion(ref),
  }, loadedAt);
  const permissions = new Permissions(store, business);
  const urls: DocsUrls = onDocsOrigin(options.docsOrigin, createDocsUrls({
    findProject: (slug) => store.project(slug),
    superprojectOf: (slug) => store.superprojectOf(slug),
    subprojectByAlias: (parent, alias) => store.subprojectsOf(parent).find((relation) => relation.alias === alias)?.child,
    translationOf: (main, language) => store.translationsOf(main).find((project) => project.language === language)?.slug,
  }));
  const core: ApiCore = {
    store,
    permissions,
    urls,
    business,
    now,
    throttle: options.throttle ? new Throttle(now) : undefined,
    throttleSearch: options.throttle === true,
    dashboardOrigin: (asked) => applyOrigin(options.dashboardOrigin, asked),
  };
  const deps: ContentDeps = {
    business,
    now,
    origin: requestOrigin,
    userFromRequest(request) {
      const result = authenticate(request, store);
      return result.kind === 'user' ? result.user : undefined;
    },
    findProject: (slug) => store.project(slug),
    findVersion: (project, slug) => store.version(project, slug),
    versionsOf: (project) => store.versionsOf(project),
    defaultVersion(project) {
      const record = store.project(project);
      return record ? store.version(project, record.default_version) : undefined;
    },
    subprojectsOf: (project) => store.subprojectsOf(project),
    superprojectOf: (project) => store.superprojectOf(project),
    projectsOf: (user) => store.listProjects().filter((project) => permissions.isMaintainer(user, project)),
    organizationOf(project) {
      const record = store.project(project);
      return record?.organization ? store.organization(record.organization) : undefined;
    },
    canSee: (user, target) => permissions.canSee(user, target),
    isMaintainer: (user, project) => permissions.isMaintainer(user, project),
    docsUrl: (origin, project, version) => urls.docsUrl(origin, project, version),
    resolveDocsUrl: (origin, url) => urls.resolveDocsUrl(origin, url),
  };
  return {store, content, deps, app: createApp(core, deps, content, options.addons)};
}

/** The URL rules with the documentation's origin fixed, when it is given, whatever origin the API was asked on. */
function onDocsOrigin(docsOrigin: ReferenceApiOptions['docsOrigin'], urls: DocsUrls): DocsUrls {
  if (docsOrigin === undefined) return urls;
  const origin = (asked: string) => applyOrigin(docsOrigin, asked);
  return {
    docsUrl: (asked, project, version) => urls.docsUrl(origin(asked), project, version),
    downloadUrl: (asked, project, version, format) => urls.downloadUrl(origin(asked), project, version, format),
    resolveDocsUrl: (asked, url) => urls.resolveDocsUrl(origin(asked), url),
  };
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Creates a reference API over `options.data` (an empty dataset by default). */
export function createReferenceApi(options: ReferenceApiOptions = {}): ReferenceApi {
  const data = parseDataset(options.data ?? {});
  const now = options.now ?? (() => Date.now());
  const faults = new Faults();
  const loadedAt = now();
  let instance = createInstance(data, options, now, loadedAt);

  // An unexpected error becomes a logged 500 in the router's onError (app.ts), the one last resort.
  async function answer(request: Request): Promise<Response> {
    instance.store.advance();
    return instance.app.fetch(request);
  }

  async function fetch(request: Request): Promise<Response> {
    const signal = request.signal;
    const url = new URL(request.url);
    const fault = faults.take(url);
    if (fault && 'hang' in fault) return hangUntilAborted(signal);
    const latencyMs = (options.latencyMs ?? 0) + (fault && 'latencyMs' in fault ? fault.latencyMs : 0);
    // No latency, no timer: the answer comes in the same task, as fast as the app allows.
    if (latencyMs > 0) await delay(latencyMs, signal);
    else if (signal.aborted) throw abortError(signal);
    if (fault && 'status' in fault) {
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
      const body =
        fault.body ??
        (fault.status === 429
          ? {detail: `Request was throttled. Expected available in ${fault.retryAfter ?? 1} seconds.`}
          : {detail: 'Injected fault.'});
      if (NULL_BODY_STATUSES.has(fault.status)) return new Response(null, {status: fault.status, headers});
      return json(body, fault.status, headers);
    }
    if (fault && 'malformedJson' in fault) {
      return new Response('{"count": 1, "results": [{"slug": ', {status: 200, headers: {'content-type': 'application/json'}});
    }
    const response = await answer(request);
    if (signal.aborted) throw abortError(signal);
    if (fault && 'wrongShape' in fault) return json(WRONG_SHAPE, response.status === 204 ? 200 : response.status);
    if (fault && 'truncate' in fault && !NULL_BODY_STATUSES.has(response.status)) {
      const text = await response.text();
      return new Response(text.slice(0, Math.floor(text.length / 2)), {status: response.status, headers: response.headers});
    }
    return response;
  }

  return {
    fetch,
    get store() {
      return instance.store;
    },
    get content() {
      return instance.content;
    },
    get deps() {
      return instance.deps;
    },
    reset() {
      instance = createInstance(data, options, now, loadedAt);
    },
    faults,
  };
}
