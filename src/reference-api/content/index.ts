/**
 * The reference API's content side: the search index over hosted pages, search v3/v2, embed v3/v2. The core mounts
 * the route factories at `/api/v3/search/`, `/api/v2/search/`, `/api/v3/embed/`, `/api/v2/embed/` and tells the index
 * when versions are published or removed. Reading a site from disk lives in `ingest-node.ts` (Node only).
 */

export type {VersionRef} from '../content-deps.js';
export {
  type BlockHit,
  type ContentIndex,
  type ContentIndexOptions,
  type ExtractPages,
  type IndexedBlock,
  type IndexedPage,
  type PageHit,
  type SearchQuery,
  createContentIndex,
  isSearchablePath,
  pathCandidates,
} from './search-index.js';
export {rankFactor} from './search-scoring.js';
export {type ParseHtml, loadHtmlParser} from './html-parser.js';
export {type PageModel, extractPage, mainContent} from './page-model.js';
export {highlight} from './highlight.js';
export {escapeHtml} from './escape.js';
export {parseSearchQuery} from './search-query.js';
export {parseTerms} from './query-syntax.js';
export {detectDoctype} from './doctype.js';
export {searchRouteV2, searchRoutesV3, searchV2Handler, searchV3Handler} from './search-routes.js';
export {
  DEFAULT_EMBED_EXTERNAL_DOMAINS,
  type EmbedOptions,
  embedRouteV2,
  embedRouteV3,
  embedV2Handler,
  embedV3Handler,
} from './embed-routes.js';
