/**
 * The content index: every hosted page of every version, parsed once into sections and API objects, searchable with
 * BM25+ (block-index.ts, ranked by block-search.ts). One index per version, so removing a version is dropping a map
 * entry and a search touches only the versions it asked for. A version's index is built on the first search after its
 * pages change (or by `ready()`), from all of its blocks at once.
 */

import {sharedTitleSuffix, withoutTitleSuffix} from '../../docs-model/page-titles.js';
import {BlockIndex, BlockIndexBuilder, type BlockIndexData} from './block-index.js';
import {type SearchableVersion, searchBlocks} from './block-search.js';
import type {DatasetPage} from '../dataset.js';
import type {VersionRef} from '../content-deps.js';
import type {Doctype} from '../model.js';
import {type ParseHtml, type ParseTree, loadHtmlParser, loadTreeParser, syncHtmlParser} from './html-parser.js';
import {pageBlocks} from './page-blocks.js';
import type {PageModel} from './page-model.js';
import {isSearchablePath, pageModelOf} from './page-source.js';
import {parseTerms} from './query-syntax.js';
import {foldForMatching} from './tokenize.js';
import {comparePages, namedBy} from './search-scoring.js';
import type {IndexedBlock, IndexedPage, PageHit, SearchQuery} from './search-types.js';

export type {BlockHit, IndexedBlock, IndexedPage, PageHit, SearchField, SearchQuery} from './search-types.js';

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
  /**
   * Resolves once what indexing writes after `ready()` (the index cache: not needed to answer, so not waited for
   * before it) is written. `serve` awaits it before exiting.
   */
  settled(): Promise<void>;
  /** Counts, for benchmarks and logs. */
  stats(): {versions: number; pages: number; blocks: number};
}

/**
 * Turns pages into page models elsewhere (worker threads): yields the models in page order, a chunk at a time, every
 * page exactly once.
 */
export type ExtractPages = (pages: DatasetPage[], doctype: Doctype) => AsyncIterable<PageModel[]>;

interface IndexJob {
  ref: VersionRef;
  pages: DatasetPage[];
  doctype: Doctype;
}

/** A version's parsed pages and built index, as a cache hands them back. */
export interface CachedIndex {
  models: PageModel[];
  index: BlockIndexData;
}

/**
 * Keeps what indexing a version's pages produced, across starts (Node: `diskIndexCache`, index-cache.ts), keyed on
 * the pages' contents. `save` reports its own failures (a cache is an optimisation) and resolves.
 */
export interface IndexCache {
  /** The models and index built from exactly these pages, or undefined (not cached, out of date, unreadable). */
  load(pages: DatasetPage[], doctype: Doctype): Promise<CachedIndex | undefined>;
  save(pages: DatasetPage[], doctype: Doctype, built: CachedIndex): Promise<void>;
}

export interface ContentIndexOptions {
  /** Used with `extractPages`: a version whose pages are cached skips parsing and indexing. */
  cache?: IndexCache;
  /**
   * Reads the HTML of a page given without it (`html` empty: `serve --docs` leaves pages on disk), each time it is
   * needed, so the index does not keep it.
   */
  pageHtml?: (page: DatasetPage) => string;
  /** Parse pages on other threads (`ready()` waits for them); without it they are parsed here, on first use. */
  extractPages?: ExtractPages;
  /** Called after each chunk `extractPages` delivered: pages of the version indexed so far, of `total`. */
  onProgress?: (ref: VersionRef, done: number, total: number) => void;
  /** The parser embed reads pages with, and (unless `parseTree` is given) indexing too. */
  parseHtml?: ParseHtml;
  /** The parser indexing reads pages with. */
  parseTree?: ParseTree;
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
  return [clean, `${clean}/index.html`];
}

/** A version's pages and blocks; `searchable` is its index, dropped whenever a page changes. */
interface VersionIndex {
  ref: VersionRef;
  pages: Map<string, IndexedPage>;
  blocksByPage: Map<string, number[]>;
  blocks: Map<number, IndexedBlock>;
  searchable?: SearchableVersion;
  /** The site's title that ends this version's page titles, once read from them (docs-model/page-titles.ts). */
  titleSuffix?: string | undefined;
}

/** An index built while pages came in: the blocks it was given, in order (their ids), and its builder. */
interface Growing {
  ids: number[];
  builder: BlockIndexBuilder;
}

/**
 * Indexes a version's blocks, each page's blocks next to each other (block-search.ts groups them so): from `data` (a
 * cache), from `growing` when it was given exactly these blocks in this order, else from the blocks.
 */
function searchableVersion(index: VersionIndex, data?: BlockIndexData, growing?: Growing): SearchableVersion {
  const blocks: IndexedBlock[] = [];
  const pageOf: IndexedPage[] = [];
  for (const [path, ids] of index.blocksByPage) {
    const page = index.pages.get(path);
    if (!page) continue;
    for (const id of ids) {
      const block = index.blocks.get(id);
      if (!block) continue;
      blocks.push(block);
      pageOf.push(page);
    }
  }
  const fits = growing?.ids.length === blocks.length && blocks.every((block, position) => block.id === growing.ids[position]);
  const engine = data ? new BlockIndex(data) : fits ? growing!.builder.finish() : BlockIndex.build(blocks);
  if (engine.size !== blocks.length) throw new Error(`an index of ${engine.size} blocks for ${blocks.length}`);
  return {ref: index.ref, engine, blocks, pageOf, lowerNames: blocks.map((block) => foldForMatching(namedBy(block)).text)};
}

export {isSearchablePath} from './page-source.js';

export function createContentIndex(options: ContentIndexOptions = {}): ContentIndex {
  let parse: ParseHtml | undefined = options.parseHtml ?? syncHtmlParser();
  let parseTree: ParseTree | undefined = options.parseTree ?? parse;
  const versions = new Map<string, VersionIndex>();
  const pending: IndexJob[] = [];
  /** Jobs whose pages other threads are parsing; a job removed from here was cancelled by removeVersion. */
  const extracting = new Set<IndexJob>();
  let building: Promise<void> | undefined;
  /** Index cache writes under way. */
  const saving = new Set<Promise<void>>();
  let nextId = 1;

  function versionIndex(ref: VersionRef): VersionIndex {
    let index = versions.get(key(ref));
    if (!index) {
      index = {ref: {...ref}, pages: new Map(), blocksByPage: new Map(), blocks: new Map()};
      versions.set(key(ref), index);
    }
    return index;
  }

  function removePage(index: VersionIndex, path: string): void {
    for (const id of index.blocksByPage.get(path) ?? []) index.blocks.delete(id);
    delete index.searchable;
    index.blocksByPage.delete(path);
    index.pages.delete(path);
  }

  /** Indexes the pages' models; answers the blocks it added, in order. */
  function indexModels(ref: VersionRef, pages: DatasetPage[], models: PageModel[], doctype: Doctype): IndexedBlock[] {
    const index = versionIndex(ref);
    const added: IndexedBlock[] = [];
    pages.forEach((page, position) => {
      const model = models[position] ?? pageModelOf(withHtml(page), doctype, requireTreeParser());
      removePage(index, page.path);
      const searchable = isSearchablePath(page.path);
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
      const {pageHtml} = options;
      if (!page.html && pageHtml) {
        Object.defineProperty(indexed, 'html', {enumerable: true, get: () => pageHtml(page)});
      }
      index.pages.set(page.path, indexed);
      if (!searchable) return;
      const blocks = pageBlocks(page.path, model, nextId);
      nextId += blocks.length;
      index.blocksByPage.set(page.path, blocks.map((block) => block.id));
      for (const block of blocks) index.blocks.set(block.id, block);
      added.push(...blocks);
    });
    if (added.length > 0) delete index.searchable;
    return added;
  }

  /**
   * Takes the site's title off the version's page titles (and their blocks' page titles), once all its pages are in:
   * the suffix is what the titles share. Pages added later lose the suffix found then.
   */
  function stripSiteTitle(ref: VersionRef): void {
    const index = versions.get(key(ref));
    if (!index) return;
    index.titleSuffix ??= sharedTitleSuffix([...index.pages.values()].map((page) => page.title));
    const suffix = index.titleSuffix;
    if (!suffix) return;
    for (const page of index.pages.values()) {
      const title = withoutTitleSuffix(page.title, suffix);
      if (title === page.title) continue;
      page.title = title;
      for (const id of index.blocksByPage.get(page.path) ?? []) {
        const block = index.blocks.get(id);
        if (block) block.pageTitle = title;
      }
    }
  }

  function withHtml(page: DatasetPage): DatasetPage {
    return !page.html && options.pageHtml ? {...page, html: options.pageHtml(page)} : page;
  }

  function requireTreeParser(): ParseTree {
    if (!parseTree) throw new Error('The content index is still loading its HTML parser: await index.ready() first.');
    return parseTree;
  }

  function flush(): void {
    if (pending.length === 0) return;
    const parser = requireTreeParser();
    for (const job of pending.splice(0)) {
      indexModels(job.ref, job.pages, job.pages.map((page) => pageModelOf(withHtml(page), job.doctype, parser)), job.doctype);
      stripSiteTitle(job.ref);
    }
  }

  /**
   * Pending versions through `options.extractPages` (other threads), chunk by chunk in page order, so indexing here
   * overlaps parsing there. A version removed meanwhile is dropped when its extraction ends.
   */
  async function extractPending(extractPages: ExtractPages): Promise<void> {
    while (pending.length > 0) {
      const job = pending.shift()!;
      const jobKey = key(job.ref);
      extracting.add(job);
      let done = 0;
      try {
        const cached = await options.cache?.load(job.pages, job.doctype);
        if (cached && extracting.has(job)) {
          indexModels(job.ref, job.pages, cached.models, job.doctype);
          stripSiteTitle(job.ref);
          const index = versionIndex(job.ref);
          try {
            index.searchable = searchableVersion(index, cached.index);
          } catch {
            // A cached index that does not fit its pages is rebuilt from them (ready() does).
          }
          options.onProgress?.(job.ref, job.pages.length, job.pages.length);
          continue;
        }
        const all: PageModel[] = [];
        // Blocks are indexed here as each chunk arrives, while the workers parse the next ones.
        const growing: Growing = {ids: [], builder: new BlockIndexBuilder()};
        for await (const models of extractPages(job.pages, job.doctype)) {
          if (!extracting.has(job)) break;
          for (const block of indexModels(job.ref, job.pages.slice(done, done + models.length), models, job.doctype)) {
            growing.ids.push(block.id);
            growing.builder.add(block);
          }
          done += models.length;
          if (options.cache) all.push(...models);
          options.onProgress?.(job.ref, done, job.pages.length);
        }
        if (extracting.has(job) && done === job.pages.length) {
          // The blocks are indexed with the suffix by now (its words are in every page: they rank nothing); what is
          // shown loses it.
          stripSiteTitle(job.ref);
          const index = versionIndex(job.ref);
          index.searchable ??= searchableVersion(index, undefined, growing);
          if (options.cache) {
            const saved = options.cache.save(job.pages, job.doctype, {models: all, index: index.searchable.engine.data()})
              .finally(() => saving.delete(saved));
            saving.add(saved);
          }
        }
      } finally {
        if (!extracting.delete(job)) versions.delete(jobKey);
      }
    }
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
      index.searchable ??= searchableVersion(index);
      hits.push(...searchBlocks(index.searchable, clauses));
    }
    return hits.sort(comparePages);
  }

  return {
    addPages(ref, pages, doctype = 'sphinx') {
      pending.push({ref: {...ref}, pages, doctype});
      // With an extractor the pages wait for ready(), which parses them on other threads.
      if (parseTree && !options.extractPages) flush();
    },
    removeVersion(ref) {
      pending.splice(0, pending.length, ...pending.filter((job) => key(job.ref) !== key(ref)));
      for (const job of extracting) if (key(job.ref) === key(ref)) extracting.delete(job);
      versions.delete(key(ref));
    },
    hasVersion(ref) {
      const jobs = [...pending, ...extracting];
      return versions.has(key(ref)) || jobs.some((job) => key(job.ref) === key(ref));
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
      parseTree ??= await loadTreeParser();
      const {extractPages} = options;
      if (extractPages && pending.length > 0) {
        building ??= extractPending(extractPages).finally(() => {
          building = undefined;
        });
      }
      while (building) await building;
      flush();
      // Built here, not on the first search: `serve` is ready when it listens.
      for (const index of versions.values()) index.searchable ??= searchableVersion(index);
      parse ??= await loadHtmlParser();
    },
    async settled() {
      while (saving.size > 0) await Promise.allSettled([...saving]);
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
