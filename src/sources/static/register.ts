/**
 * Plugs the static source into the source resolver (rule 3 of resolve.ts): a page Sphinx or MkDocs built, with no
 * hosting meta tags and no `api-base`, gets a `StaticSource` for its site, shared by every widget of the page. An
 * element with `docs-source="static"` asks for it even where the page is not recognised (its folder is then taken as
 * the site's root).
 */

import {DeferredSource} from '../deferred-source.js';
import {registerStaticSource, type SourceRequest} from '../resolve.js';
import {type StaticSite, detectStaticSite} from './detect.js';
import {markedIndex} from './index-marker.js';
import type {StaticSource} from './static-source.js';

/** The static source of a site; its code (static-source.ts) is a chunk loaded only on a static page. */
export type DeferredStaticSource = DeferredSource<StaticSource>;

let versionsUrl: string | undefined;
/** Each document's site, as detected with the versions URL configured then. */
const sites = new WeakMap<Document, {versionsUrl: string | undefined; site: StaticSite | null}>();
const sources = new Map<string, DeferredStaticSource>();

/** A versions file to read instead of looking for one (`versionsUrl` in the configuration). */
export function useVersionsUrl(url: string | undefined): void {
  if (url === versionsUrl) return;
  versionsUrl = url;
  sources.clear();
}

function siteOf(document: Document, force: boolean): StaticSite | undefined {
  let known = sites.get(document);
  if (known === undefined || known.versionsUrl !== versionsUrl) {
    known = {versionsUrl, site: detectStaticSite(document, {versionsUrl}) ?? null};
    sites.set(document, known);
  }
  const {site} = known;
  if (site || !force) return site ?? undefined;
  const page = document.location?.href ?? document.URL;
  // Not recognised: the page's folder stands for the site's root, for the versions URL too.
  const root = page.replace(/[^/]*$/, '');
  return {doctype: 'sphinx', origin: new URL(page).origin, root, versionMatch: undefined, builtIndex: markedIndex(document, root),
    versionsFile: versionsUrl ? {kind: undefined, url: new URL(versionsUrl, root).href, by: 'data-versions-url (versionsUrl)'} : undefined};
}

export function staticSourceFor(request: SourceRequest, force = false): DeferredStaticSource | undefined {
  const site = siteOf(request.document, force);
  if (!site) return undefined;
  const key = `${site.root} ${site.versionsFile?.url ?? ''}`;
  let source = sources.get(key);
  if (!source || (request.fetch && request.fetch !== sourceFetch.get(source))) {
    const {fetch} = request;
    const root = new URL(site.root);
    // A static site goes by its host and root where widgets need a project name (StaticSource.projectName).
    source = new DeferredSource('static', `static:${site.root}`, async () =>
      new (await import('./static-source.js')).StaticSource({site, fetch}), `${root.host}${root.pathname}`);
    sourceFetch.set(source, request.fetch);
    sources.set(key, source);
  }
  return source;
}

const sourceFetch = new WeakMap<DeferredStaticSource, SourceRequest['fetch']>();

registerStaticSource((request) => staticSourceFor(request, request.prefer === 'static'));
