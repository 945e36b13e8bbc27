/**
 * The shapes the content index (search-index.ts) and its scoring (search-scoring.ts) share: pages, their searchable
 * blocks, and hits. Their own module, below both, so neither imports the other's types.
 */

import type {VersionRef} from '../content-deps.js';
import type {Doctype} from '../model.js';
import type {PageDomainObject, PageSection} from './page-model.js';

export interface IndexedPage {
  /** Path inside the version as given, e.g. `usage/quickstart.html` or `guide/`. */
  path: string;
  title: string;
  html: string;
  rank: number;
  doctype: Doctype;
  sections: PageSection[];
  domains: PageDomainObject[];
  /** False for generated pages (index, search, module index) that are served but not searched. */
  searchable: boolean;
}

/** A searchable unit: one section or one API object of a page. */
export interface IndexedBlock {
  id: number;
  path: string;
  kind: 'section' | 'domain';
  anchor: string;
  /** Section title, or the object's name. */
  title: string;
  pageTitle: string;
  content: string;
  /** `py:function` etc. for domain blocks. */
  role: string;
}

export type SearchField = 'title' | 'pageTitle' | 'content';

export interface BlockHit {
  block: IndexedBlock;
  score: number;
  /** Every positive clause matched (the "all terms" tier). */
  complete: boolean;
  /** Every clause matched without a prefix or typo expansion. */
  exact: boolean;
  /** The block's title is the query (a section title, glossary term or object name, as a whole). */
  titleMatch: boolean;
  /** Matched index terms per field, for the highlighter. */
  terms: Record<SearchField, Set<string>>;
}

export interface PageHit {
  ref: VersionRef;
  page: IndexedPage;
  score: number;
  complete: boolean;
  /** Its best block's tiers (see `BlockHit`). */
  exact: boolean;
  titleMatch: boolean;
  /** Best first; every block that matched, including ones that matched only through the page title. */
  blocks: BlockHit[];
  /** `blocks` in the same order, made as they are read: what an answer showing a few of them reads. */
  bestBlocks(): Iterable<BlockHit>;
  /** Terms the page title matched. */
  titleTerms: Set<string>;
}

export interface SearchQuery {
  /** The free-text terms (the v3 query without its `project:` arguments). */
  text: string;
  versions: VersionRef[];
}
