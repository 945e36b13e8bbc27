/**
 * Turns index hits into the wire shapes of search v3 and v2 (hosting-api.md §2.12, server-behaviour.md §11): at most
 * three blocks per page, best first, highlights escaped with matches in `<span>`, plain titles and content as they are.
 */

import type {ContentDeps} from '../content-deps.js';
import {highlight} from './highlight.js';
import type {BlockHit, PageHit} from './search-index.js';
import type {SearchTarget} from './search-scope.js';

export const MAX_BLOCKS_PER_PAGE = 3;
/**
 * A block's `content` in answers is cut to this many characters (at a word): a changelog's "Library" section runs to
 * hundreds of kilobytes, and ten results of such sections made an answer of megabytes. The match is in `highlights`.
 */
export const MAX_BLOCK_CONTENT = 1500;

function shortened(content: string): string {
  if (content.length <= MAX_BLOCK_CONTENT) return content;
  const cut = content.lastIndexOf(' ', MAX_BLOCK_CONTENT);
  return `${content.slice(0, cut > MAX_BLOCK_CONTENT / 2 ? cut : MAX_BLOCK_CONTENT)} …`;
}

export interface SearchResultV3 {
  type: 'page';
  project: {slug: string; alias: string | null};
  version: {slug: string};
  title: string;
  domain: string;
  path: string;
  highlights: {title: string[]};
  blocks: Array<Record<string, unknown>>;
}

/**
 * The page's path on the docs host; `index.html` becomes `/` for htmldir, MkDocs and generic sites. The version's base
 * path is worked out once per version for all the hits it is asked for (a URL parse and project look-ups each).
 */
export function resultPaths(deps: ContentDeps, origin: string): (hit: PageHit) => string {
  const bases = new Map<string, string>();
  return (hit) => {
    const key = `${hit.ref.project}\u0000${hit.ref.version}`;
    let base = bases.get(key);
    if (base === undefined) {
      base = new URL(deps.docsUrl(origin, hit.ref.project, hit.ref.version)).pathname;
      bases.set(key, base);
    }
    let page = hit.page.path.replace(/^\/+/, '');
    if (hit.page.doctype !== 'sphinx' && (page === 'index.html' || page.endsWith('/index.html'))) {
      page = page.slice(0, -'index.html'.length);
    }
    return `${base}${page}`;
  };
}

/**
 * One block of a result in the v3 wire shape (also the static source's, src/sources/static/search-answer.ts). Keys
 * are written in the v3 order (ASCII), so the answer's key sort passes them through as they are.
 */
export function blockV3(hit: BlockHit): Record<string, unknown> {
  const {block, terms} = hit;
  if (block.kind === 'domain') {
    return {
      content: shortened(block.content),
      highlights: {content: highlight(block.content, terms.content), name: highlight(block.title, terms.title)},
      id: block.anchor,
      name: block.title,
      role: block.role,
      type: 'domain',
    };
  }
  return {
    content: shortened(block.content),
    highlights: {content: highlight(block.content, terms.content), title: highlight(block.title, terms.title)},
    id: block.anchor,
    title: block.title,
    type: 'section',
  };
}

/**
 * Blocks that matched in their own title or text (a match only in the page title is the page's, not theirs). Stops at
 * the third: a page can have hundreds of matching blocks, and each one's matched terms cost a look-up.
 */
function shownBlocks(hit: PageHit): Array<Record<string, unknown>> {
  const shown: Array<Record<string, unknown>> = [];
  for (const block of hit.bestBlocks()) {
    if (shown.length === MAX_BLOCKS_PER_PAGE) break;
    if (block.terms.title.size > 0 || block.terms.content.size > 0) shown.push(blockV3(block));
  }
  return shown;
}

/** A result in the v3 wire shape; `path` is `resultPaths`' answer for the hit. */
export function resultV3(origin: string, hit: PageHit, target: SearchTarget, path: string): SearchResultV3 {
  // Keys in the v3 order (ASCII), as `blockV3`'s.
  return {
    blocks: shownBlocks(hit),
    domain: origin,
    highlights: {title: highlight(hit.page.title, hit.titleTerms)},
    path,
    project: {alias: target.alias, slug: hit.ref.project},
    title: hit.page.title,
    type: 'page',
    version: {slug: hit.ref.version},
  };
}

/** v2 keeps declaration order: `type, project, project_alias, version, title, path, domain, highlights, blocks`. */
export function resultV2(result: SearchResultV3): Record<string, unknown> {
  return {
    type: result.type,
    project: result.project.slug,
    project_alias: result.project.alias,
    version: result.version.slug,
    title: result.title,
    path: result.path,
    domain: result.domain,
    highlights: result.highlights,
    blocks: result.blocks.map(blockV2),
  };
}

/** A block in v2's declaration order (v3's is ASCII order): `type`, then the names, then the text. */
function blockV2(block: Record<string, unknown>): Record<string, unknown> {
  const highlights = block.highlights as Record<string, unknown>;
  if (block.type === 'domain') {
    return {type: block.type, role: block.role, name: block.name, id: block.id, content: block.content,
      highlights: {name: highlights.name, content: highlights.content}};
  }
  return {type: block.type, id: block.id, title: block.title, content: block.content,
    highlights: {title: highlights.title, content: highlights.content}};
}
