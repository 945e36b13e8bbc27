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
 * The `api` and `hosted` sources are one small class (client-source.ts) around the widgets' client, which every widget
 * loads anyway; what sets them apart, their versions part, is a chunk of its own that only the version widgets load. The
 * static source is a chunk of its own behind a `DeferredSource` (static/register.ts), loaded only on a static site.
 */
import type {FetchLike} from '../api/read-client.js';
import {WidgetClient} from '../api/widget-schemas/index.js';
import {ClientSource} from './client-source.js';
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
    const key = `hosted:${apiVersion}:${origin}`;
    return sharedSource(fetch, key, () => {
      // A payload the service publishes before the versions part has loaded is kept for it.
      const held = holdPublished(document);
      const client = new WidgetClient({apiBase: `${origin}/_/`, ...(fetch ? {fetch} : {})});
      return new ClientSource('hosted', key, client, apiVersion, async () =>
        new (await import('./hosted/hosted-versions.js')).HostedVersions({origin, fetch, document, published: held.take()}));
    });
  }
  const found = staticFactory?.(request);
  if (found) return found;
  return apiSource(pageOrigin(document), apiVersion, fetch);
}

/**
 * The `api` source at `apiBase`. Its client is made here, so a base the client rejects fails where it always did, and
 * the client (transport, schemas, zod) is in the chunk every widget loads, with lit: every source kind reads through it.
 */
function apiSource(apiBase: string, apiVersion: 2 | 3, fetch: FetchLike | undefined): DocsSource {
  return sharedSource(fetch, `api:${apiVersion}:${apiBase}`, () => {
    const client = new WidgetClient({apiBase, ...(fetch ? {fetch} : {})});
    return new ClientSource('api', `api:${apiVersion}:${client.apiBase}`, client, apiVersion, async () => {
      const {apiVersions} = await import('./api/api-versions.js');
      return {versions: (params) => apiVersions(client.apiBase, fetch, apiVersion, params)};
    });
  });
}

/** Forgets every shared source, so the next element starts afresh (tests that change the page between cases). */
export function clearSharedSources(): void {
  shared = new WeakMap();
}
