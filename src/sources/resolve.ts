/**
 * The one module that decides where a page's widgets get their data. Every widget asks `resolveSource()` and renders
 * what the returned `DocsSource` answers; none of them knows which source it got.
 *
 * The rule, first match wins:
 * 1. an explicit `api-base` → the `api` source at that base (a self-hosted API, a CORS-enabled proxy, the reference
 *    server): today's behaviour, through the widgets' read client (`WidgetClient`);
 * 2. a page served by the hosting service (its `readthedocs-project-slug` meta tag) → the `hosted` source: search and
 *    embed on the page's own `/_/api/…` paths, versions from the addons payload, never the dashboard API, which a
 *    docs domain does not serve (production-topology.md §2-§4);
 * 3. a static source registered with `registerStaticSource()` that recognises the page (a plain Sphinx or MkDocs
 *    build: src/sources/static/) → that source;
 * 4. otherwise → the `api` source at the page's origin (the old default, for pages that name a project by attribute
 *    on an origin that serves the whole API).
 *
 * Sources are shared: elements that resolve to the same source (same kind, base, API version and `fetch`) get the
 * same object, so the hosted payload is asked for once per page and its caches are common.
 *
 * The decision needs no source's code: each kind is a chunk of its own, loaded behind a `DeferredSource` once a page
 * resolves to it, so a page pays for the one source it uses.
 */
import type {FetchLike} from '../api/read-client.js';
import {WidgetClient} from '../api/widget-schemas/index.js';
import {DeferredSource, importOnce} from './deferred-source.js';
import {holdPublished, isHostedPage} from './hosted/is-hosted-page.js';
import type {DocsSource} from './source.js';

export interface SourceRequest {
  /** The element's `api-base` attribute as given; undefined when the maintainer set none. */
  apiBase: string | undefined;
  apiVersion: 2 | 3;
  /** The element's `fetch` property (tests, demos); undefined for the browser's. */
  fetch: FetchLike | undefined;
  /** The element's document: its meta tags and its origin. */
  document: Document;
  /** The element's `docs-source` attribute: `static` asks for the static source even on a page it does not recognise. */
  prefer?: 'static' | undefined;
}

/**
 * Recognises a page a static source can serve and returns that source, or undefined to let the next rule decide.
 * Called only when the page has no `api-base` and is not a hosting-service page.
 */
export type StaticSourceFactory = (request: SourceRequest) => DocsSource | undefined;

let staticFactory: StaticSourceFactory | undefined;

/** Plugs the static source into rule 3 (one factory; a second call replaces the first). */
export function registerStaticSource(factory: StaticSourceFactory | undefined): void {
  staticFactory = factory;
}

/** Sources by `fetch` (or the browser's) and then by kind, base and API version. */
let shared = new WeakMap<object, Map<string, DocsSource>>();
const BROWSER_FETCH = {};

function sharedSource(fetch: FetchLike | undefined, key: string, create: () => DocsSource): DocsSource {
  const identity = fetch ?? BROWSER_FETCH;
  let sources = shared.get(identity);
  if (!sources) shared.set(identity, (sources = new Map()));
  let source = sources.get(key);
  if (!source) sources.set(key, (source = create()));
  return source;
}

function pageOrigin(document: Document): string {
  return document.location?.origin ?? globalThis.location.origin;
}

/** The source that serves this element's data; see the module comment for the rule. */
export function resolveSource(request: SourceRequest): DocsSource {
  const {apiBase, apiVersion, fetch, document} = request;
  if (request.prefer === 'static') {
    const chosen = staticFactory?.(request);
    if (chosen) return chosen;
  }
  if (apiBase !== undefined && apiBase !== '') return apiSource(apiBase, apiVersion, fetch);
  if (isHostedPage(document)) {
    const origin = pageOrigin(document);
    return sharedSource(fetch, `hosted:${apiVersion}:${origin}`, () => {
      // A payload the service publishes while the hosted source's chunk loads is kept for it.
      const held = holdPublished(document);
      return new DeferredSource('hosted', `hosted:${apiVersion}:${origin}`, async () => {
        const {HostedSource} = await import('./hosted/hosted-source.js');
        return new HostedSource({origin, apiVersion, fetch, document, published: held.take(), loadVersionsPart: hostedVersionsModule});
      }, undefined, hostedVersionsModule);
    });
  }
  const found = staticFactory?.(request);
  if (found) return found;
  return apiSource(pageOrigin(document), apiVersion, fetch);
}

// Each module is imported once for every source of the page, and again after a failure.
const apiSourceModule = importOnce(() => import('./api/api-source.js'));
const apiVersionsModule = importOnce(() => import('./api/api-versions.js'));
const hostedVersionsModule = importOnce(() => import('./hosted/hosted-versions.js'));

/**
 * The `api` source at `apiBase`. Its client is made here, so a base the client rejects fails where it always did, and
 * the client (transport, schemas, zod) is in the chunk every widget loads, with lit: every source kind reads through it.
 */
function apiSource(apiBase: string, apiVersion: 2 | 3, fetch: FetchLike | undefined): DocsSource {
  return sharedSource(fetch, `api:${apiVersion}:${apiBase}`, () => {
    const client = new WidgetClient({apiBase, ...(fetch ? {fetch} : {})});
    return new DeferredSource(
      'api',
      `api:${apiVersion}:${client.apiBase}`,
      async () => new (await apiSourceModule()).ApiSource({apiBase, apiVersion, fetch, client, loadVersionsPart: apiVersionsModule}),
      undefined,
      apiVersionsModule,
    );
  });
}

/** Forgets every shared source, so the next element starts afresh (tests that change the page between cases). */
export function clearSharedSources(): void {
  shared = new WeakMap();
}
