/**
 * `GET /api/v3/embed/` and `GET /api/v2/embed/` (server-behaviour.md §12). Pages come from the content index, never
 * from the network: the reference implementation does not fetch outside, so an allowed external URL answers as a
 * failed fetch would (400 "There was an error reading the URL requested."). Registered through `endpoint()` by
 * routes/content.ts; every error is a thrown `ApiError` (http.ts).
 */

import type {ContentDeps} from '../content-deps.js';
import {errors, json} from '../http.js';
import {absolutizeLinks, findEmbedContent, pageHeaders} from './embed.js';
import type {ContentIndex, IndexedPage} from './search-index.js';
import type {ContentHandler} from './search-routes.js';

/** The hosting service's default list of external domains embed may read. */
export const DEFAULT_EMBED_EXTERNAL_DOMAINS = ['docs.python.org', 'docs.scipy.org', 'docs.sympy.org', 'numpy.org'];
export const EXTERNAL_DOMAIN_LIMIT = 50;
export const EXTERNAL_DOMAIN_WINDOW_MS = 60_000;

export interface EmbedOptions {
  allowedExternalDomains?: readonly string[];
}

function fragmentOf(url: URL): string | null {
  if (!url.hash) return null;
  try {
    return decodeURIComponent(url.hash.slice(1)) || null;
  } catch {
    return url.hash.slice(1);
  }
}

/** Counts requests per external domain in a sliding window. */
function domainLimiter(now: () => number) {
  const hits = new Map<string, number[]>();
  return (domain: string): boolean => {
    const time = now();
    const recent = (hits.get(domain) ?? []).filter((at) => time - at < EXTERNAL_DOMAIN_WINDOW_MS);
    recent.push(time);
    hits.set(domain, recent);
    return recent.length <= EXTERNAL_DOMAIN_LIMIT;
  };
}

export function embedV3Handler(deps: ContentDeps, index: ContentIndex, options: EmbedOptions = {}): ContentHandler {
  const allowed = new Set(options.allowedExternalDomains ?? DEFAULT_EMBED_EXTERNAL_DOMAINS);
  const withinLimit = domainLimiter(() => deps.now());
  return async (request) => {
    const params = new URL(request.url).searchParams;
    const url = params.get('url');
    if (!url) throw errors.embed('Invalid arguments. Please provide "url".', 400);
    const maincontent = params.get('maincontent');
    const sphinx = params.get('doctool') === 'sphinx';
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw errors.embed(`The URL requested is malformed. url=${url}`, 400);
    }
    // Like the upstream check: a scheme and a host are all a URL needs to be well formed.
    if (!parsed.host) throw errors.embed(`The URL requested is malformed. url=${url}`, 400);
    const fragment = fragmentOf(parsed);
    const origin = deps.origin(request);
    const resolved = deps.resolveDocsUrl(origin, url);
    const user = deps.userFromRequest(request);
    if (!resolved) {
      const domain = parsed.hostname;
      if (!allowed.has(domain)) throw errors.embed(`External domain not allowed. domain=${domain}`, 400);
      if (!withinLimit(domain)) throw errors.embed(`Too many requests for this domain. domain=${domain}`, 429);
      throw errors.embed(`There was an error reading the URL requested. url=${url}`, 400);
    }
    const project = deps.findProject(resolved.project);
    const version = project ? deps.findVersion(project.slug, resolved.version) : undefined;
    if ((project && !deps.canSee(user, project)) || (version && !deps.canSee(user, version))) {
      throw errors.forbidden();
    }
    const notFound = () =>
      errors.embed(
        `Can't find content for section: url=${url} fragment=${fragment ?? 'None'} maincontent=${maincontent ?? 'None'}`,
        404,
      );
    if (!version?.active) throw notFound();
    await index.ready();
    const page = index.getPage({project: resolved.project, version: resolved.version}, resolved.path);
    if (!page) throw notFound();
    const lookup = findEmbedContent(index.parse(page.html), {fragment, maincontent, sphinx});
    if (!lookup.found) {
      throw lookup.reason === 'bad-definition-list'
        ? errors.embed(`There was an error reading the URL requested. url=${url}`, 400)
        : notFound();
    }
    absolutizeLinks(lookup.found, url);
    return json({url, fragment, content: lookup.found.outerHTML, external: false});
  };
}

function docName(page: IndexedPage): string {
  return page.path.replace(/(\/index)?\.html$/, '').replace(/\/$/, '') || 'index';
}

export function embedV2Handler(deps: ContentDeps, index: ContentIndex): ContentHandler {
  return async (request) => {
    const params = new URL(request.url).searchParams;
    const user = deps.userFromRequest(request);
    const origin = deps.origin(request);
    const url = params.get('url');
    let projectSlug = params.get('project') ?? '';
    let versionSlug = params.get('version') || 'latest';
    let path = params.get('path') ?? '';
    let doc = params.get('doc') ?? '';
    let section = params.get('section');
    if (url) {
      const resolved = deps.resolveDocsUrl(origin, url);
      if (!resolved) throw errors.notFound('Project');
      projectSlug = resolved.project;
      versionSlug = resolved.version;
      path = resolved.path;
      doc = '';
      // resolveDocsUrl accepted the URL, so it parses.
      section = fragmentOf(new URL(url)) ?? section;
    } else if (!path && !doc) {
      throw errors.embed('Invalid Arguments. Please provide "url" or "section" and "path" GET arguments.', 400);
    }
    const project = deps.findProject(projectSlug);
    if (!project || !deps.canSee(user, project)) throw errors.notFound('Project');
    const version = deps.findVersion(project.slug, versionSlug);
    if (!version) throw errors.notFound('Version');
    if (!deps.canSee(user, version)) throw errors.forbidden();
    if (path) doc = path.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
    const notFound = () => errors.embed(`Can't find content for section: doc=${doc} path=${path} section=${section ?? 'None'}`, 404);
    if (!version.active) throw notFound();
    await index.ready();
    const ref = {project: project.slug, version: version.slug};
    const page = path ? index.getPage(ref, path) : (index.getPage(ref, `${doc}.html`) ?? index.getPage(ref, `${doc}/`));
    if (!page) throw notFound();
    const document = index.parse(page.html);
    const lookup = findEmbedContent(document, {fragment: section || null, maincontent: null, sphinx: true});
    if (!lookup.found) throw notFound();
    const pageUrl = `${deps.docsUrl(origin, project.slug, version.slug)}${page.path}`;
    absolutizeLinks(lookup.found, pageUrl);
    return json({
      content: [lookup.found.outerHTML],
      headers: pageHeaders(document),
      url: pageUrl,
      meta: {project: project.slug, version: version.slug, doc: doc || docName(page), section: section || null},
    });
  };
}
