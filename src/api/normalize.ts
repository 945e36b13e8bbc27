/**
 * v2 → v3 shapes for search and embed, so a widget renders one shape whatever `api-version` says
 * (hosting-api.md §9, "Migrating search from v2 to v3").
 */
import type {EmbedV2, EmbedV3, SearchResponseV2, SearchResponseV3, SearchResultV2, SearchResultV3} from './schemas.js';

/** What a v2 search was asked for: v2 answers lack v3's `projects` and `query`, so they are rebuilt from it. */
export interface SearchV2Request {
  query: string;
  project: string;
  version: string;
}

/** One v2 result in the v3 shape: `project` + `project_alias` → `{slug, alias}`, `version` → `{slug}`. */
export function searchResultV2ToV3(result: SearchResultV2): SearchResultV3 {
  return {
    type: result.type,
    project: {slug: result.project, alias: result.project_alias ?? null},
    version: {slug: result.version},
    title: result.title,
    domain: result.domain,
    path: result.path,
    highlights: result.highlights,
    blocks: result.blocks,
  };
}

/**
 * A v2 search answer in the v3 shape. `projects` lists the searched project first, then every other project/version
 * seen in the results (v2 always includes subprojects); `query` is the text searched for.
 */
export function searchV2ToV3(response: SearchResponseV2, request: SearchV2Request): SearchResponseV3 {
  const projects: SearchResponseV3['projects'] = [{slug: request.project, versions: [{slug: request.version}]}];
  const seen = new Set([`${request.project}\n${request.version}`]);
  for (const result of response.results) {
    const key = `${result.project}\n${result.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    projects.push({slug: result.project, versions: [{slug: result.version}]});
  }
  return {
    count: response.count,
    next: response.next,
    previous: response.previous,
    projects,
    query: request.query.trim(),
    results: response.results.map(searchResultV2ToV3),
  };
}

/**
 * A v2 embed answer in the v3 shape: the content fragments joined, the fragment taken from the requested URL (v2 does
 * not echo it), `external` false (v2 only embeds hosted documentation).
 */
export function embedV2ToV3(response: EmbedV2, requestedUrl: string): EmbedV3 {
  return {
    url: requestedUrl,
    fragment: fragmentOf(requestedUrl),
    content: response.content.join(''),
    external: false,
  };
}

/** The fragment of `url` without `#` as written (not decoded, like embed v3), or null when there is none. */
export function fragmentOf(url: string): string | null {
  const hash = url.indexOf('#');
  return hash === -1 ? null : url.slice(hash + 1) || null;
}
