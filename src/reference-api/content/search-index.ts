/**
 * The content index: every hosted page of every version, parsed once into sections and API objects, searchable with
 * MiniSearch (BM25+). One MiniSearch per version, so removing a version is dropping a map entry and a search touches
 * only the versions it asked for.
 */

import MiniSearch from 'minisearch';
import type {DatasetPage} from '../dataset.js';
import type {VersionRef} from '../content-deps.js';
import type {Doctype} from '../model.js';
import {type ParseHtml, loadHtmlParser, syncHtmlParser} from './html-parser.js';
import {type PageDomainObject, type PageSection, extractPage} from './page-model.js';
import {type QueryClause, type QueryLeaf, parseTerms} from './query-syntax.js';
import {normalizeTerm, tokenize} from './tokenize.js';

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
  /** Matched index terms per field, for the highlighter. */
  terms: Record<SearchField, Set<string>>;
}

export interface PageHit {
  ref: VersionRef;
  page: IndexedPage;
  score: number;
  complete: boolean;
  /** Best first; every block that matched, including ones that matched only through the page title. */
  blocks: BlockHit[];
  /** Terms the page title matched. */
  titleTerms: Set<string>;
}

export interface SearchQuery {
  /** The free-text terms (the v3 query without its `project:` arguments). */
  text: string;
  versions: VersionRef[];
}

export interface ContentIndex {
  /** Adds or replaces pages of a version. */
  addPages(ref: VersionRef, pages: DatasetPage[], doctype?: Doctype): void;
  removeVersion(ref: VersionRef): void;
  hasVersion(ref: VersionRef): boolean;
  /** The page at `path` (`dir/` finds `dir/index.html` and the other way round). */
  getPage(ref: VersionRef, path: string): IndexedPage | undefined;
  /** Paths of the version's pages. */
  pagePaths(ref: VersionRef): string[];
  /** Pages best first, all-terms matches before any-term ones. */
  search(query: SearchQuery): PageHit[];
  /** Parses HTML with the index's parser (after `ready()`); embed reads pages through it. */
  parse(html: string): Document;
  /** Resolves once pages added so far are parsed (Node loads its HTML parser lazily). Handlers await it. */
  ready(): Promise<void>;
  /** Counts, for benchmarks and logs. */
  stats(): {versions: number; pages: number; blocks: number};
}

export interface ContentIndexOptions {
  parseHtml?: ParseHtml;
}

const FIELDS: SearchField[] = ['title', 'pageTitle', 'content'];
const BOOST: Record<SearchField, number> = {title: 2, pageTitle: 1.5, content: 1};
/** Page rank -10…10 to score factor, as the hosting service multiplies it. */
const RANK_FACTORS = [
  0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 1.93, 1.96, 2,
];
/** Generated Sphinx/MkDocs pages that are served but never searched. */
const UNSEARCHABLE = /(^|\/)(genindex|search|py-modindex|np-modindex|modindex|404)\.html$|(^|\/)_(static|sources|images|downloads|modules)\//;

export function rankFactor(rank: number): number {
  const clamped = Math.max(-10, Math.min(10, Math.round(rank)));
  return RANK_FACTORS[clamped + 10] ?? 1;
}

/** The `<title>` text of a page we do not parse (entities left as they are; only for generated pages). */
function titleFromHtml(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
}

function key(ref: VersionRef): string {
  return `${ref.project}\u0000${ref.version}`;
}

/** `dir/` ↔ `dir/index.html`, leading `/` dropped, `` is the root. */
export function pathCandidates(path: string): string[] {
  const clean = path.replace(/^\/+/, '');
  if (clean === '' || clean.endsWith('/')) return [`${clean}index.html`, clean];
  if (clean.endsWith('/index.html')) return [clean, clean.slice(0, -'index.html'.length)];
  if (clean === 'index.html') return [clean, ''];
  return [clean, `${clean}/index.html`, `${clean}.html`];
}

interface VersionIndex {
  ref: VersionRef;
  pages: Map<string, IndexedPage>;
  blocksByPage: Map<string, number[]>;
  blocks: Map<number, IndexedBlock>;
  mini: MiniSearch<IndexedBlock>;
}

function newMiniSearch(): MiniSearch<IndexedBlock> {
  return new MiniSearch<IndexedBlock>({
    fields: FIELDS,
    idField: 'id',
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: {tokenize, processTerm: normalizeTerm},
  });
}

export function createContentIndex(options: ContentIndexOptions = {}): ContentIndex {
  let parse: ParseHtml | undefined = options.parseHtml ?? syncHtmlParser();
  const versions = new Map<string, VersionIndex>();
  const pending: Array<{ref: VersionRef; pages: DatasetPage[]; doctype: Doctype}> = [];
  let nextId = 1;

  function versionIndex(ref: VersionRef): VersionIndex {
    let index = versions.get(key(ref));
    if (!index) {
      index = {ref: {...ref}, pages: new Map(), blocksByPage: new Map(), blocks: new Map(), mini: newMiniSearch()};
      versions.set(key(ref), index);
    }
    return index;
  }

  function removePage(index: VersionIndex, path: string): void {
    for (const id of index.blocksByPage.get(path) ?? []) {
      index.mini.discard(id);
      index.blocks.delete(id);
    }
    index.blocksByPage.delete(path);
    index.pages.delete(path);
  }

  function indexPages(ref: VersionRef, pages: DatasetPage[], doctype: Doctype, parser: ParseHtml): void {
    const index = versionIndex(ref);
    const added: IndexedBlock[] = [];
    for (const page of pages) {
      removePage(index, page.path);
      const searchable = !UNSEARCHABLE.test(page.path);
      // Generated pages (the general index can be the largest page of a site) are served but never searched: skip
      // parsing them.
      const model = searchable
        ? extractPage(parser(page.html), doctype, page.title)
        : {title: page.title ?? titleFromHtml(page.html), sections: [], domains: []};
      const indexed: IndexedPage = {
        path: page.path,
        title: model.title,
        html: page.html,
        rank: page.rank ?? 0,
        doctype,
        sections: model.sections,
        domains: model.domains,
        searchable,
      };
      index.pages.set(page.path, indexed);
      if (!searchable) continue;
      const blocks: IndexedBlock[] = [];
      const sections = model.sections.length > 0 ? model.sections : [{id: '', title: model.title, content: ''}];
      for (const section of sections) {
        blocks.push({id: nextId++, path: page.path, kind: 'section', anchor: section.id, title: section.title,
          pageTitle: model.title, content: section.content, role: ''});
      }
      for (const object of model.domains) {
        blocks.push({id: nextId++, path: page.path, kind: 'domain', anchor: object.id, title: object.name,
          pageTitle: model.title, content: object.content, role: object.role});
      }
      index.blocksByPage.set(page.path, blocks.map((block) => block.id));
      for (const block of blocks) index.blocks.set(block.id, block);
      added.push(...blocks);
    }
    index.mini.addAll(added);
  }

  function flush(): void {
    if (pending.length === 0) return;
    if (!parse) throw new Error('The content index is still loading its HTML parser: await index.ready() first.');
    for (const job of pending.splice(0)) indexPages(job.ref, job.pages, job.doctype, parse);
  }

  function getPage(ref: VersionRef, path: string): IndexedPage | undefined {
    flush();
    const index = versions.get(key(ref));
    if (!index) return undefined;
    for (const candidate of pathCandidates(path)) {
      const page = index.pages.get(candidate);
      if (page) return page;
    }
    return undefined;
  }

  function search(query: SearchQuery): PageHit[] {
    flush();
    const clauses = parseTerms(query.text);
    const positive = clauses.filter((clause) => clause.occur !== 'must_not');
    if (positive.length === 0) return [];
    const hits: PageHit[] = [];
    const seen = new Set<string>();
    for (const ref of query.versions) {
      const index = versions.get(key(ref));
      if (!index || seen.has(key(ref))) continue;
      seen.add(key(ref));
      hits.push(...searchVersion(index, clauses));
    }
    return hits.sort(comparePages);
  }

  return {
    addPages(ref, pages, doctype = 'sphinx') {
      pending.push({ref: {...ref}, pages, doctype});
      if (parse) flush();
    },
    removeVersion(ref) {
      pending.splice(0, pending.length, ...pending.filter((job) => key(job.ref) !== key(ref)));
      versions.delete(key(ref));
    },
    hasVersion(ref) {
      return versions.has(key(ref)) || pending.some((job) => key(job.ref) === key(ref));
    },
    getPage,
    pagePaths(ref) {
      flush();
      return [...(versions.get(key(ref))?.pages.keys() ?? [])];
    },
    search,
    parse(html) {
      if (!parse) throw new Error('The content index is still loading its HTML parser: await index.ready() first.');
      return parse(html);
    },
    async ready() {
      parse ??= await loadHtmlParser();
      flush();
    },
    stats() {
      flush();
      let pages = 0;
      let blocks = 0;
      for (const index of versions.values()) {
        pages += index.pages.size;
        blocks += index.blocks.size;
      }
      return {versions: versions.size, pages, blocks};
    },
  };
}

interface LeafMatch {
  score: number;
  terms: Record<SearchField, Set<string>>;
}

function emptyTerms(): Record<SearchField, Set<string>> {
  return {title: new Set(), pageTitle: new Set(), content: new Set()};
}

const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';

/** A pattern for `words` next to each other in order (the last one a prefix when asked), on word boundaries. */
function phrasePattern(words: string[], prefix: boolean): RegExp {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const tail = prefix ? '' : `(?!${WORD_CHAR})`;
  return new RegExp(`(?<!${WORD_CHAR})${escaped.join(`(?:(?!${WORD_CHAR}).)+?`)}${tail}`, 'iu');
}

function searchLeaf(index: VersionIndex, leaf: QueryLeaf): Map<number, LeafMatch> {
  const results = index.mini.search(leaf.terms.join(' '), {
    boost: BOOST,
    combineWith: 'AND',
    // A phrase's last word may be a prefix; other words of a phrase are exact.
    prefix: (_term, position, terms) => leaf.prefix && position === terms.length - 1,
    fuzzy: leaf.fuzzy > 0 ? leaf.fuzzy : false,
    weights: {fuzzy: 0.45, prefix: 0.6},
  });
  const matches = new Map<number, LeafMatch>();
  const phrase = leaf.phrase && leaf.terms.length > 1 ? phrasePattern(leaf.terms, leaf.prefix) : undefined;
  for (const result of results) {
    const block = index.blocks.get(result.id as number);
    if (!block) continue;
    const terms = emptyTerms();
    if (phrase) {
      const fields = FIELDS.filter((field) => phrase.test(block[field]));
      if (fields.length === 0) continue;
      for (const field of fields) for (const term of leaf.terms) terms[field].add(term);
    } else {
      for (const [term, fields] of Object.entries(result.match)) {
        for (const field of fields) terms[field as SearchField]?.add(term);
      }
    }
    matches.set(block.id, {score: result.score, terms});
  }
  return matches;
}

function searchClause(index: VersionIndex, clause: QueryClause): Map<number, LeafMatch> {
  const combined = new Map<number, LeafMatch>();
  for (const leaf of clause.options) {
    for (const [id, match] of searchLeaf(index, leaf)) {
      const existing = combined.get(id);
      if (!existing) {
        combined.set(id, match);
        continue;
      }
      existing.score += match.score;
      for (const field of FIELDS) for (const term of match.terms[field]) existing.terms[field].add(term);
    }
  }
  return combined;
}

function searchVersion(index: VersionIndex, clauses: QueryClause[]): PageHit[] {
  const positive = clauses.filter((clause) => clause.occur !== 'must_not').map((clause) => ({
    clause,
    matches: searchClause(index, clause),
  }));
  const excluded = new Set<number>();
  for (const clause of clauses) {
    if (clause.occur === 'must_not') for (const id of searchClause(index, clause).keys()) excluded.add(id);
  }
  const blockHits = new Map<number, BlockHit>();
  for (const {matches} of positive) {
    for (const [id, match] of matches) {
      if (excluded.has(id)) continue;
      const block = index.blocks.get(id);
      if (!block) continue;
      const hit = blockHits.get(id) ?? {block, score: 0, complete: false, terms: emptyTerms()};
      hit.score += match.score;
      for (const field of FIELDS) for (const term of match.terms[field]) hit.terms[field].add(term);
      blockHits.set(id, hit);
    }
  }
  for (const [id, hit] of blockHits) {
    const matchedAll = positive.every(({matches}) => matches.has(id));
    const missingRequired = positive.some(({clause, matches}) => clause.occur === 'must' && !matches.has(id));
    if (missingRequired) blockHits.delete(id);
    else hit.complete = matchedAll;
  }

  const pages = new Map<string, PageHit>();
  for (const hit of blockHits.values()) {
    const page = index.pages.get(hit.block.path);
    if (!page) continue;
    let pageHit = pages.get(page.path);
    if (!pageHit) {
      pageHit = {ref: index.ref, page, score: 0, complete: false, blocks: [], titleTerms: new Set()};
      pages.set(page.path, pageHit);
    }
    pageHit.blocks.push(hit);
    for (const term of hit.terms.pageTitle) pageHit.titleTerms.add(term);
  }
  for (const pageHit of pages.values()) {
    pageHit.blocks.sort(compareBlocks);
    const best = pageHit.blocks[0];
    pageHit.complete = best?.complete ?? false;
    // The best section decides; other matching sections add a little, like a nested "sum" with diminishing weight.
    const rest = pageHit.blocks.slice(1).reduce((sum, block) => sum + block.score, 0);
    pageHit.score = ((best?.score ?? 0) + 0.1 * rest) * rankFactor(pageHit.page.rank);
  }
  return [...pages.values()];
}

function compareBlocks(a: BlockHit, b: BlockHit): number {
  return Number(b.complete) - Number(a.complete) || b.score - a.score;
}

function comparePages(a: PageHit, b: PageHit): number {
  return Number(b.complete) - Number(a.complete) || b.score - a.score || a.page.path.localeCompare(b.page.path);
}
