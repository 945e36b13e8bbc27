/**
 * `GET /api/v3/search/` and `GET /api/v2/search/` (server-behaviour.md §11). The core has authenticated and throttled
 * the request before these run.
 */

import type {Context} from 'hono';
import {Hono} from 'hono';
import type {ContentDeps, VersionRef} from '../content-deps.js';
import {json, jsonV3} from '../http.js';
import type {ContentIndex, PageHit} from './search-index.js';
import {type PageSlice, readPageRequest, slicePage} from './search-pagination.js';
import {parseSearchQuery} from './search-query.js';
import {type SearchResultV3, resultV2, resultV3} from './search-results.js';
import {type SearchTarget, resolveV2Targets, resolveV3Targets} from './search-scope.js';

type Handler = (c: Context) => Promise<Response>;

/** The request URL on the origin answers are built on (the Host the caller used). */
function publicUrl(deps: ContentDeps, request: Request): URL {
  const url = new URL(request.url);
  return new URL(`${url.pathname}${url.search}`, deps.origin(request));
}

interface Found {
  count: number;
  /** The requested page of results, in wire shape, and its links. */
  page: PageSlice<SearchResultV3>;
}

/**
 * Ranks every hit but builds the wire shape (highlights, paths) for the requested page only: a common word matches
 * most of a site, and highlighting all of it was most of the time an answer took.
 */
async function runSearch(deps: ContentDeps, index: ContentIndex, origin: string, text: string,
  targets: SearchTarget[], url: URL, page: number, pageSize: number): Promise<Found> {
  let hits: Array<{hit: PageHit; target: SearchTarget}> = [];
  if (targets.length > 0 && text.trim()) {
    await index.ready();
    const byRef = new Map(targets.map((target) => [`${target.project.slug}/${target.version.slug}`, target]));
    const versions: VersionRef[] = targets.map((target) => ({project: target.project.slug, version: target.version.slug}));
    hits = index.search({text, versions}).flatMap((hit) => {
      const target = byRef.get(`${hit.ref.project}/${hit.ref.version}`);
      return target ? [{hit, target}] : [];
    });
  }
  const slice = slicePage(hits, url, page, pageSize);
  return {
    count: hits.length,
    page: {...slice, items: slice.items.map(({hit, target}) => resultV3(deps, origin, hit, target))},
  };
}

export function searchV3Handler(deps: ContentDeps, index: ContentIndex): Handler {
  return async (c) => {
    const request = c.req.raw;
    const url = publicUrl(deps, request);
    const q = url.searchParams.get('q');
    if (!q) return json({q: ['This query parameter is required']}, 400);
    const paging = readPageRequest(url);
    if (!paging.ok) return json(paging.body, 400);
    const user = deps.userFromRequest(request);
    const parsed = parseSearchQuery(q);
    const targets = resolveV3Targets(deps, user, parsed);
    const origin = deps.origin(request);
    const {count, page} = await runSearch(deps, index, origin, parsed.text, targets, url, paging.page, paging.pageSize);
    return jsonV3({
      count,
      next: page.next,
      previous: page.previous,
      projects: targets.map((target) => ({slug: target.project.slug, versions: [{slug: target.version.slug}]})),
      query: parsed.text,
      results: page.items,
    });
  };
}

export function searchV2Handler(deps: ContentDeps, index: ContentIndex): Handler {
  return async (c) => {
    const request = c.req.raw;
    const url = publicUrl(deps, request);
    const user = deps.userFromRequest(request);
    const project = deps.findProject(url.searchParams.get('project') ?? '');
    if (!project || !deps.canSee(user, project)) return json({detail: 'No Project matches the given query.'}, 404);
    const version = deps.findVersion(project.slug, url.searchParams.get('version') ?? '');
    if (!version) return json({detail: 'No Version matches the given query.'}, 404);
    if (!deps.canSee(user, version)) return json({detail: 'You do not have permission to perform this action.'}, 403);
    const q = url.searchParams.get('q');
    if (!q) return json({q: ['This query param is required']}, 400);
    const paging = readPageRequest(url);
    if (!paging.ok) return json(paging.body, 400);
    const origin = deps.origin(request);
    const targets = resolveV2Targets(deps, user, project, version);
    const {count, page} = await runSearch(deps, index, origin, q, targets, url, paging.page, paging.pageSize);
    return json({count, next: page.next, previous: page.previous, results: page.items.map(resultV2)});
  };
}

/** Route factories for the core's router: each answers `GET /` relative to its mount point. */
export function searchRoutesV3(deps: ContentDeps, index: ContentIndex): Hono {
  return new Hono().get('/', searchV3Handler(deps, index));
}

export function searchRouteV2(deps: ContentDeps, index: ContentIndex): Hono {
  return new Hono().get('/', searchV2Handler(deps, index));
}
