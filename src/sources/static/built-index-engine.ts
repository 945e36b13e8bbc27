/**
 * Searching a built index (built-index-format.ts) with the reference API's own ranking. The manifest and the
 * vocabulary are loaded once; each query finds the vocabulary terms its clauses can match (exact, prefix and typo
 * alike, as MiniSearch would), fetches only the shards holding their postings, loads them into a MiniSearch with the
 * site-wide statistics, and ranks with the reference API's `searchVersion`. BM25 needs only each term's postings and
 * the global counts, so the scores are the ones `serve --docs` computes. Titles and text come from content chunks,
 * fetched for the results on screen.
 */

import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type {IndexedBlock} from '../../reference-api/content/search-index.js';
import {parseTerms, type QueryClause} from '../../reference-api/content/query-syntax.js';
import {FIELDS, type VersionIndex, comparePages, phrasePattern, searchVersion} from '../../reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../reference-api/content/tokenize.js';
import {
  type BuiltIndexManifest, type Chunk, MANIFEST_FILE, type Shard, type TermPostings, chunkFile,
  chunkOfWord, rangeOf, readChunk, readManifest, readShard, shardFile,
} from './built-index-format.js';
import {blocksOfPair, firstOfPair, phrasePairs} from './built-index-pairs.js';
import {blocksHolding, completionsOfLastWord, nameBlocks, neededTerms, phraseFirstWords, queryWords} from './built-index-query.js';
import {type AnswerSite, type SearchAnswerV3, answer, resultFor, shownBlocks} from './search-answer.js';
import {SharedReads} from './shared-reads.js';
import {PreparedSearches, Slices} from './sliced-search.js';
import {QueryTiming} from './query-timing.js';

/** Reads one file of the index (relative to the index folder) as text; rejects with a typed error. */
export type ReadIndexFile = (name: string, signal?: AbortSignal) => Promise<string>;

/** The MiniSearch fields `loadJS` fills, filled here term by term. */
interface MiniSearchInternals {
  _index: {set(term: string, data: Map<number, Map<number, number>>): void};
  _documentIds: Map<number, number>;
  _idToShortId: Map<number, number>;
  _fieldLength: Map<number, number[]>;
}

interface Loaded {
  manifest: BuiltIndexManifest;
  vocabulary: SearchableMap<number>;
  pageStarts: number[];
  /** Each term chunk's first term: the range a word (of the vocabulary or not) falls in. */
  firstTerms: string[];
}

/** The site's index as loaded so far: the terms whose postings are in, and the searches prepared for the ranking. */
interface EngineState {
  index: VersionIndex;
  terms: Set<string>;
  prepared: PreparedSearches;
}

const MINI_OPTIONS = {fields: FIELDS, idField: 'id', tokenize, processTerm: normalizeTerm};

/** Waits `ms`, then stops if the query was cancelled meanwhile (the reader typed on). */
async function checkpoint(signal: AbortSignal | undefined, ms = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  signal?.throwIfAborted();
}

/**
 * When a query waits for the reader's next key before it fetches anything. A word of one or two letters typed on the
 * way to a longer one is a prefix of thousands of terms, whose shards weigh hundreds of kilobytes: such a query first
 * waits `waitMs`, and the next key's query cancels it during the wait, before a byte is fetched. A reader who stops
 * there gets the same results `waitMs` later, on a search that costs several times that anyway. (Its CPU work needs no
 * wait: decoding and ranking run in slices that a cancel stops within one, see sliced-search.ts.) The results never
 * change, only when a query starts.
 */
export interface HeavyQueries {
  /** More vocabulary terms than this (prefix and typo expansions included): heavy, known before any shard is fetched. */
  terms: number;
  /** The shortest wait; a reader typing slower waits longer, to their rhythm (query-timing.ts `heavyWait`). */
  waitMs: number;
}

export interface BuiltIndexEngineOptions {
  /** Off by default (every query runs at once), as a server or a test wants; the search worker sets it. */
  heavyQueries?: HeavyQueries;
  /**
   * The earliest a query fetches text it does not have yet, in milliseconds after it started (0 by default, as a
   * server or a test wants; the search worker sets it). A query typed past within that time (the reader's next key)
   * fetches no text at all: typed letter by letter at 90 ms a key, each prefix's query fetched the text of its own ten
   * results, a dozen requests that the word's query did not need (see the search worker). The term chunks that only
   * the query's typo expansions need wait as long (see `#postings`). A word nearly written waits for neither
   * (`SETTLED_COMPLETIONS`), nor does a reader typing slower than the wait could catch (query-timing.ts).
   */
  textAfterMs?: number;
}

/**
 * A word being typed that can become at most this many other terms of the vocabulary is nearly written (`pathl`:
 * `pathlib`, `pathlike`): its results are nearly always the word's, so its text and typo chunks are fetched at once,
 * not after `textAfterMs`. Measured on the Python docs at 50 ms a file, keys every 90 ms (Node, one engine for the 60
 * relevance queries in turn; busy machine, one run each): last key to the results on screen p50 / p95 160 / 347 ms and
 * 358 files with the wait for every prefix, 71 / 183 ms and 378 files with it waived at 3 or fewer completions, 15 /
 * 237 and 412 at 20, 18 / 192 and 475 with no wait at all.
 */
const SETTLED_COMPLETIONS = 3;

/**
 * The results a reader sees before scrolling: the search worker answers once their text is in and sends the rest of
 * the page when its text follows. Ten results span ten pages, whose text is spread over ten or more chunks: the first
 * five come in one wave of requests (a browser sends six at a time to one host over HTTP/1.1), the other five in a
 * second, which the reader no longer waits for. Pagefind's default UI likewise loads the text of five results first.
 */
export const ROWS_FIRST = 5;

/** What a query gives before its whole page is ready: the answer for the rows on screen (`ROWS_FIRST`). */
export type EarlyAnswer = (answer: SearchAnswerV3) => void;

type SearchHits = ReturnType<typeof searchVersion>;

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SyntaxError(`${name} is not JSON`);
  }
}

export class BuiltIndexEngine {
  readonly #read: ReadIndexFile;
  readonly #loaded = new SharedReads<'load', Loaded>();
  readonly #shards = new SharedReads<number, Shard>();
  readonly #chunks = new SharedReads<number, Chunk>();
  #state: EngineState | undefined;

  readonly #heavy: HeavyQueries | undefined;
  readonly #timing: QueryTiming;

  constructor(read: ReadIndexFile, options: BuiltIndexEngineOptions = {}) {
    this.#read = read;
    this.#heavy = options.heavyQueries;
    this.#timing = new QueryTiming(options.textAfterMs ?? 0);
  }

  /** Loads the manifest with its vocabulary (what every query needs); idempotent. */
  load(signal?: AbortSignal): Promise<Loaded> {
    // A failed load (a missing file, a network error) is retried by the next query, not remembered.
    return this.#loaded.get('load', async (reading) => {
      const manifest = readManifest(parseJson(await this.#read(MANIFEST_FILE, reading), MANIFEST_FILE));
      const terms = manifest.vocabulary;
      const vocabulary = SearchableMap.from<number>(terms.map((term, index) => [term, index]));
      return {manifest, vocabulary, pageStarts: manifest.pages.map((page) => page[3]),
        firstTerms: manifest.shards.map((start) => terms[start] ?? '')};
    }, signal);
  }

  /**
   * `keep`: finish the read even if the query that asked for it is given up. A light query's term chunks are kept: the
   * next key's query extends the word, so its terms fall in the same chunks, and a read stopped in flight was sent
   * again (on the Python docs, `asy`'s two chunks were read twice on every first query typed, once for `asyn`). A heavy
   * prefix's reads stop (`json d`: over a thousand terms, hundreds of kilobytes the reader typed on past).
   */
  #shard(loaded: Loaded, shard: number, keep: boolean, signal?: AbortSignal): Promise<Shard> {
    const {shards, vocabulary} = loaded.manifest;
    const size = (shards[shard + 1] ?? vocabulary.length) - (shards[shard] ?? 0);
    const name = shardFile(shard);
    return this.#shards.get(shard, (reading) => this.#read(name, reading).then((text) => readShard(parseJson(text, name), size, name)),
      signal, keep);
  }

  #chunk(loaded: Loaded, chunk: number, signal?: AbortSignal): Promise<Chunk> {
    const {chunks, documentCount} = loaded.manifest;
    const size = (chunks[chunk + 1] ?? documentCount) - (chunks[chunk] ?? 0);
    const name = chunkFile(chunk);
    // Kept even when the query that asked for it is given up: the next key's query nearly always shows the same pages
    // (a prefix's results are the word's), and a read stopped in flight would be sent again, queued behind the others
    // (a browser sends six requests at a time to one host over HTTP/1.1). A chunk is about 1.5 KB gzip.
    return this.#chunks.get(chunk, (reading) => this.#read(name, reading).then((text) => readChunk(parseJson(text, name), size, name)),
      signal, true);
  }

  /**
   * Page `page` of the results of `text`. With `early`, when the text of some results on the page is not loaded yet,
   * `early` first gets the answer for the first `ROWS_FIRST` results (count and paging as for the whole page) once
   * their text is in; the promise then gives the whole page, as without it.
   */
  async search(site: AnswerSite, text: string, page: number, pageSize: number, signal?: AbortSignal,
    early?: EarlyAnswer): Promise<SearchAnswerV3> {
    const started = performance.now();
    const loaded = await this.load(signal);
    const clauses = parseTerms(text);
    if (!clauses.some((clause) => clause.occur !== 'must_not')) return answer(site, text, 0, [], page, pageSize);
    const {needed, typoOnly} = neededTerms(loaded.vocabulary, clauses);
    const settled = completionsOfLastWord(loaded.vocabulary, clauses) <= SETTLED_COMPLETIONS;
    const textFrom = this.#timing.start(text, page, settled, started);
    const heavy = this.#heavy !== undefined && needed.size > this.#heavy.terms ? this.#heavy : undefined;
    if (heavy) await checkpoint(signal, this.#timing.heavyWait(heavy.waitMs));
    // One round trip: the chunks of the matched terms, of the query's first word (its names) and of each phrase's
    // pairs (their first words): nearly always the same few files.
    const query = queryWords(clauses);
    const words = [...(query[0] ? [query[0]] : []), ...phraseFirstWords(clauses)];
    // Without a wait for text (a server, a test, a word nearly written) nothing is gained by holding typo chunks back:
    // all come in one round.
    const {postings, shards, typos} = await this.#postings(loaded, needed, textFrom > started ? typoOnly : new Set(), words,
      {typosFrom: textFrom, keep: !heavy}, signal);
    // Decoding postings and ranking run in slices: a cancel (the reader typed on) stops them within one.
    const slices = new Slices(signal);
    const index = await this.#versionIndex(loaded, postings, slices);
    const names = query.length ? shards.get(chunkOfWord(loaded.firstTerms, query[0] ?? ''))?.names : undefined;
    const queryNames = names ? {wanted: query.join(' '), names} : undefined;
    const phrases = clauses.some((clause) => clause.options.some((leaf) => leaf.phrase));
    const firstRow = (page - 1) * pageSize;
    const blocksOf = (rows: SearchHits) => rows.flatMap((hit) => shownBlocks(hit).map((block) => block.block.id));
    if (typos) {
      if (!phrases) {
        // The text of the rows the terms in hand put on screen is fetched while the typo chunks come (both no earlier
        // than `textAfterMs`): a typo expansion, weighted less than the word, rarely moves one of the first rows, so
        // the answer nearly always waits for no round trip more than before the typo chunks waited.
        nameBlocks(index, queryNames);
        const likely = (await this.#rank(index, clauses, slices)).slice(firstRow, firstRow + ROWS_FIRST);
        this.#fillBlocks(loaded, index, blocksOf(likely), textFrom, signal).catch(() => {});
      }
      await typos;
      // The same index, with the typo terms' postings added.
      await this.#versionIndex(loaded, postings, slices);
    }
    if (phrases) {
      // Phrases are checked on the text: load it for every block that can hold one.
      await this.#fillBlocks(loaded, index, this.#phraseCandidates(loaded, index, clauses, postings, shards), textFrom, signal);
    }
    // Again after the typo terms: their blocks are new to the index.
    nameBlocks(index, queryNames);
    const hits = await this.#rank(index, clauses, slices);
    const onPage = hits.slice(firstRow, firstRow + pageSize);
    const later = onPage.slice(ROWS_FIRST);
    if (early && later.length > 0 && !this.#textLoaded(loaded, blocksOf(later))) {
      // The rows on screen first, alone: their requests do not queue behind the others' (a browser sends six at a
      // time to one host), and the others' text is asked for once they are answered.
      const first = onPage.slice(0, ROWS_FIRST);
      await this.#fillBlocks(loaded, index, blocksOf(first), textFrom, signal);
      early(answer(site, text, hits.length, first.map((hit) => resultFor(site, hit)), page, pageSize));
    }
    await this.#fillBlocks(loaded, index, blocksOf(onPage), textFrom, signal);
    return answer(site, text, hits.length, onPage.map((hit) => resultFor(site, hit)), page, pageSize);
  }

  /**
   * Blocks whose text a phrase test reads: those holding every word of a phrase (any form the query allows), and of
   * those, for a phrase of exact ASCII words, only the ones the word pairs list under each pair of it or whose page
   * title holds it (built-index-pairs.ts). The others could not match the test, whose text stays unfetched.
   */
  #phraseCandidates(loaded: Loaded, index: VersionIndex, clauses: QueryClause[], postings: Map<string, TermPostings>,
    shards: Map<number, Shard>): Set<number> {
    const candidates = new Set<number>();
    for (const leaf of clauses.flatMap((clause) => clause.options).filter((option) => option.phrase)) {
      // A phrase of one word is not tested on the text.
      if (leaf.terms.length < 2) continue;
      const {holding, byWord} = blocksHolding(loaded.vocabulary, leaf, postings);
      const pairs = !leaf.prefix && leaf.fuzzy === 0 ? phrasePairs(leaf.terms, (word) => byWord.get(word)?.size ?? 0) : undefined;
      if (!pairs || pairs.length === 0) {
        for (const block of holding) candidates.add(block);
        continue;
      }
      const listed = pairs.map((pair) => blocksOfPair(shards.get(chunkOfWord(loaded.firstTerms, firstOfPair(pair)))?.pairs ?? [], pair))
        .filter((blocks): blocks is Set<number> => blocks !== undefined);
      const phrase = phrasePattern(leaf.terms, leaf.prefix);
      for (const block of holding) {
        if (listed.every((blocks) => blocks.has(block)) || phrase.test(index.blocks.get(block)?.pageTitle ?? '')) candidates.add(block);
      }
    }
    return candidates;
  }

  /** The clauses' hits in the index as loaded, best first: the reference API's ranking, its searches run in slices. */
  async #rank(index: VersionIndex, clauses: QueryClause[], slices: Slices): Promise<SearchHits> {
    const prepared = this.#state?.prepared;
    const keys = prepared ? await prepared.prepare(clauses, slices) : [];
    try {
      return searchVersion(index, clauses).sort(comparePages);
    } finally {
      prepared?.discard(keys);
    }
  }

  /**
   * The postings of `needed` terms, from their chunks, which are read together with the chunks of `words`. A chunk
   * that only typo expansions need (`typoOnly`) and that is not read yet waits until `typosFrom` (`textAfterMs`): a
   * word typed letter by letter has other typo neighbours at each prefix (`path`: `bath`, `math`, `patch`… in six
   * chunks that `pathlib` never reads), and the next key's query cancels the wait before they are fetched. Exact and
   * prefix terms, which the word's own query reads too, are fetched at once. Resolves once those are in; `typos`, when
   * there are late chunks, once theirs are in too (their postings then added to `postings`). `keep`: see `#shard`.
   */
  async #postings(loaded: Loaded, needed: Set<number>, typoOnly: Set<number>, words: string[],
    {typosFrom, keep}: {typosFrom: number; keep: boolean}, signal?: AbortSignal,
  ): Promise<{postings: Map<string, TermPostings>; shards: Map<number, Shard>; typos?: Promise<void>}> {
    const {shards: starts} = loaded.manifest;
    const chunkOf = (term: number) => rangeOf(starts, term);
    const wanted = new Set([...needed].filter((term) => !typoOnly.has(term)).map(chunkOf));
    if (starts.length) for (const word of words) wanted.add(chunkOfWord(loaded.firstTerms, word));
    const late = new Set<number>();
    for (const shard of new Set([...typoOnly].map(chunkOf))) (wanted.has(shard) || this.#shards.has(shard) ? wanted : late).add(shard);
    const shards = new Map<number, Shard>();
    const postings = new Map<string, TermPostings>();
    const read = (list: Set<number>) => Promise.all([...list].map(async (shard) => shards.set(shard, await this.#shard(loaded, shard, keep, signal))));
    const addPostings = () => {
      for (const term of needed) {
        const shard = chunkOf(term);
        const entry = shards.get(shard)?.postings[term - (starts[shard] ?? 0)];
        if (entry) postings.set(loaded.manifest.vocabulary[term] ?? '', entry);
      }
    };
    const typos = late.size === 0 ? undefined : (async () => {
      await checkpoint(signal, Math.max(0, typosFrom - performance.now()));
      await read(late);
      addPostings();
    })();
    // Awaited by the query once it has used what came first; a query that ends before (cancelled, failed) drops it.
    typos?.catch(() => {});
    await read(wanted);
    addPostings();
    return {postings, shards, typos};
  }

  /**
   * The site's MiniSearch index, filled in as queries need it: it starts with the site-wide statistics and no term,
   * and each query adds the postings of its terms (decoded once per session). Every term a query can match is loaded
   * before it runs, so it searches exactly what the full index would; terms loaded for earlier queries change nothing.
   * Filled through MiniSearch's own fields (`_index`, `_documentIds`, `_fieldLength`): what `loadJS` fills, one term
   * at a time instead of all at once.
   */
  async #versionIndex(loaded: Loaded, postings: Map<string, TermPostings>, slices: Slices): Promise<VersionIndex> {
    const {manifest, pageStarts} = loaded;
    this.#state ??= this.#emptyState(loaded);
    const state = this.#state;
    const {index} = state;
    const internals = index.mini as unknown as MiniSearchInternals;
    for (const [term, fields] of postings) {
      if (state.terms.has(term)) continue;
      state.terms.add(term);
      const data = new Map<number, Map<number, number>>();
      for (const [fieldId, ...pairs] of fields) {
        const docs = new Map<number, number>();
        let doc = 0;
        for (let i = 0; i + 1 < pairs.length; i += 2) {
          doc += pairs[i] ?? 0;
          if (!index.blocks.has(doc) && !this.#addBlock(index, internals, manifest, pageStarts, doc)) continue;
          docs.set(doc, pairs[i + 1] ?? 0);
        }
        data.set(fieldId ?? 0, docs);
      }
      internals._index.set(term, data);
      await slices.next();
    }
    return index;
  }

  #emptyState(loaded: Loaded): EngineState {
    const {manifest} = loaded;
    const mini = MiniSearch.loadJS<IndexedBlock>({
      documentCount: manifest.documentCount, nextId: manifest.documentCount, documentIds: {},
      fieldIds: {title: 0, pageTitle: 1, content: 2}, fieldLength: {}, averageFieldLength: manifest.averageFieldLength,
      storedFields: {}, dirtCount: 0, index: [], serializationVersion: 2,
    } as unknown as Parameters<typeof MiniSearch.loadJS>[0], MINI_OPTIONS);
    return {
      index: {
        ref: {project: 'site', version: 'site'},
        pages: new Map(),
        blocksByPage: new Map(),
        blocks: new Map(),
        mini,
      },
      terms: new Set<string>(),
      prepared: new PreparedSearches(mini),
    };
  }

  /** Registers block `doc` (its lengths, and a stub the chunks fill in when shown); false for a number out of range. */
  #addBlock(index: VersionIndex, internals: MiniSearchInternals, manifest: BuiltIndexManifest, pageStarts: number[],
    doc: number): boolean {
    const pageEntry = doc < manifest.documentCount ? manifest.pages[rangeOf(pageStarts, doc)] : undefined;
    if (!pageEntry) return false;
    internals._documentIds.set(doc, doc);
    internals._idToShortId.set(doc, doc);
    internals._fieldLength.set(doc, [manifest.lengths[2 * doc] ?? 0, pageEntry[5], manifest.lengths[2 * doc + 1] ?? 0]);
    let page = index.pages.get(pageEntry[0]);
    if (!page) {
      page = {path: pageEntry[0], title: pageEntry[1], html: '', rank: pageEntry[2], doctype: manifest.doctype,
        sections: [], domains: [], searchable: true};
      index.pages.set(page.path, page);
    }
    index.blocks.set(doc, {id: doc, path: page.path, kind: 'section', anchor: '', title: '', pageTitle: page.title,
      content: '', role: ''});
    return true;
  }

  /** Whether the text chunks holding blocks `ids` are all read (or being read). */
  #textLoaded(loaded: Loaded, ids: Iterable<number>): boolean {
    for (const id of ids) if (!this.#chunks.has(rangeOf(loaded.manifest.chunks, id))) return false;
    return true;
  }

  /** Fills blocks `ids` from their text chunks; one not read yet is fetched no earlier than `from` (`textAfterMs`). */
  async #fillBlocks(loaded: Loaded, index: VersionIndex, ids: Iterable<number>, from: number, signal?: AbortSignal): Promise<void> {
    const {chunks} = loaded.manifest;
    const wanted = new Map<number, number[]>();
    for (const id of ids) {
      const chunk = rangeOf(chunks, id);
      wanted.set(chunk, [...(wanted.get(chunk) ?? []), id]);
    }
    // Past `from` too, the thread is handed over once before a fetch: a ranking that held it (tens of milliseconds for
    // a prefix of three letters) may have kept the reader's next key, which cancels this query, waiting.
    if ([...wanted.keys()].some((chunk) => !this.#chunks.has(chunk))) await checkpoint(signal, Math.max(0, from - performance.now()));
    await Promise.all([...wanted].map(async ([chunk, blockIds]) => {
      const data = await this.#chunk(loaded, chunk, signal);
      for (const id of blockIds) {
        const block = index.blocks.get(id);
        const stored = data[id - (chunks[chunk] ?? 0)];
        if (!block || !stored) continue;
        [, block.anchor, block.title, block.role, block.content] = stored;
        block.kind = stored[0] === 1 ? 'domain' : 'section';
      }
    }));
  }
}
