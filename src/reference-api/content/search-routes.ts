/**
 * `GET /api/v3/search/` and `GET /api/v2/search/` (server-behaviour.md §11): handlers that routes/content.ts registers
 * through `endpoint()`, which has authenticated and throttled the request before they run. They answer, or throw an
 * `ApiError` (http.ts) for every error.
 */

import type {ContentDeps, VersionRef} from '../content-deps.js';
import {errors, json, jsonV3} from '../http.js';
import type {ContentIndex, PageHit} from './search-index.js';
import {type PageSlice, readPageRequest, slicePage} from './search-pagination.js';
import {parseSearchQuery} from './search-query.js';
import {type SearchResultV3, resultPaths, resultV2, resultV3} from './search-results.js';
import {type SearchTarget, resolveV2Targets, resolveV3Targets} from './search-scope.js';

/** Answers one GET; errors are thrown as `ApiError`s. */
export type ContentHandler = (request: Request) => Promise<Response>;

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
  const pathOf = resultPaths(deps, origin);
  // The docs host, which is not the origin asked when the dashboard API answers (serve's two origins).
  const domain = new URL(deps.docsUrl(origin, targets[0]?.project.slug ?? '', targets[0]?.version.slug ?? '')).origin;
  return {
    count: hits.length,
    page: {...slice, items: slice.items.map(({hit, target}) => resultV3(domain, hit, target, pathOf(hit)))},
  };
}

export function searchV3Handler(deps: ContentDeps, index: ContentIndex): ContentHandler {
  return async (request) => {
    const url = publicUrl(deps, request);
    const q = url.searchParams.get('q');
    if (!q) throw errors.validation({q: ['This query parameter is required']});
    const paging = readPageRequest(url);
    if (!paging.ok) throw errors.validation(paging.body);
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

export function searchV2Handler(deps: ContentDeps, index: ContentIndex): ContentHandler {
  return async (request) => {
    const url = publicUrl(deps, request);
    const user = deps.userFromRequest(request);
    const project = deps.findProject(url.searchParams.get('project') ?? '');
    if (!project || !deps.canSee(user, project)) throw errors.notFound('Project');
    const version = deps.findVersion(project.slug, url.searchParams.get('version') ?? '');
    if (!version) throw errors.notFound('Version');
    if (!deps.canSee(user, version)) throw errors.forbidden();
    const q = url.searchParams.get('q');
    if (!q) throw errors.validation({q: ['This query param is required']});
    const paging = readPageRequest(url);
    if (!paging.ok) throw errors.validation(paging.body);
    const origin = deps.origin(request);
    const targets = resolveV2Targets(deps, user, project, version);
    const {count, page} = await runSearch(deps, index, origin, q, targets, url, paging.page, paging.pageSize);
    return json({count, next: page.next, previous: page.previous, results: page.items.map(resultV2)});
  };
}
