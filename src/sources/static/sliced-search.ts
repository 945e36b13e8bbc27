/**
 * MiniSearch's search of one query leaf, done in slices of a few milliseconds so that the worker reads its messages in
 * between: a query the reader has typed past is cancelled within a slice instead of holding the worker for the
 * hundreds of milliseconds a prefix of one or two letters costs (thousands of expansions, tens of thousands of
 * postings), and the query for what the reader typed last starts at once.
 *
 * The slices run MiniSearch's own code in MiniSearch's own order: `executeQuerySpec` (the exact term, then its prefix
 * expansions, then its typo expansions, each scored by MiniSearch's `termResults`), `combineResults`, then what
 * `search` does with the raw results. Scores are the same floating-point sums, so the ranking built on them (the
 * reference API's `searchVersion`, which calls `mini.search`) is unchanged. The results wait in `PreparedSearches`,
 * keyed by everything MiniSearch's answer depends on; `mini.search` takes them from there, and computes them itself
 * for any call that was not prepared (the answer is the same, only not sliced). Written against minisearch 7.2's
 * internals; test/node/static-sliced-search.test.ts compares both paths.
 */

import type MiniSearch from 'minisearch';
import type {SearchOptions, SearchResult} from 'minisearch';
import type {QueryClause, QueryLeaf} from '../../reference-api/content/query-syntax.js';
import {BOOST} from '../../reference-api/content/search-scoring.js';

type Postings = Map<number, Map<number, number>>;
interface RawResult {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}
type RawResults = Map<number, RawResult>;
interface QuerySpec {
  term: string;
  prefix: boolean;
  fuzzy: number | boolean;
  termBoost: number;
}
type Options = SearchOptions & Record<string, unknown>;

/** The parts of a MiniSearch instance its search uses. */
interface Internals {
  _options: {fields: string[]; tokenize: (text: string) => string[]; processTerm: (term: string) => string | string[] | null | undefined | false;
    searchOptions: Options};
  _index: {get(term: string): Postings | undefined; atPrefix(prefix: string): Iterable<[string, Postings]>;
    fuzzyGet(term: string, distance: number): Map<string, [Postings, number]>};
  _documentIds: Map<number, unknown>;
  _storedFields: Map<number, Record<string, unknown> | undefined>;
  termResults(source: string, derived: string, weight: number, termBoost: number, data: Postings | undefined,
    boosts: Record<string, number>, boostDocument: unknown, bm25: unknown, results?: RawResults): RawResults;
  combineResults(results: RawResults[], combineWith?: string): RawResults;
  search(query: unknown, options?: Options): SearchResult[];
}

/** What search-scoring.ts `searchLeaf` asks MiniSearch for one leaf (kept in step with it; see the file comment). */
export function leafSearch(leaf: QueryLeaf): {text: string; options: Options} {
  return {
    text: leaf.terms.join(' '),
    options: {
      boost: BOOST,
      combineWith: 'AND',
      prefix: (_term: string, position: number, terms: string[]) => leaf.prefix && position === terms.length - 1,
      fuzzy: leaf.fuzzy > 0 ? leaf.fuzzy : false,
      weights: {fuzzy: 0.45, prefix: 0.6},
    },
  };
}

/** Hands the thread to pending messages (a cancel, a newer query), without the 4 ms floor of nested timers. */
function yieldToMessages(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const {port1, port2} = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Cuts long work into slices of `budgetMs`, checking for a cancel between them. */
export class Slices {
  #started = performance.now();
  constructor(readonly signal?: AbortSignal, readonly budgetMs = 6) {}

  get due(): boolean {
    return performance.now() - this.#started >= this.budgetMs;
  }

  async pause(): Promise<void> {
    await yieldToMessages();
    this.signal?.throwIfAborted();
    this.#started = performance.now();
  }

  /** Pauses when the current slice is spent. */
  async next(): Promise<void> {
    if (this.due) await this.pause();
  }
}

const getOwn = (object: Record<string, number> | undefined, key: string): number | undefined =>
  object && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;

/** As MiniSearch's `executeQuery` makes its per-term specs; undefined when an option makes the answer not a pure function of it. */
function specsOf(mini: Internals, query: string, options: Options): {specs: QuerySpec[]; merged: Options} | undefined {
  if (options.boostDocument || options.boostTerm || options.filter) return undefined;
  const merged: Options = {tokenize: mini._options.tokenize, processTerm: mini._options.processTerm, ...mini._options.searchOptions, ...options};
  const tokenize = merged.tokenize as Internals['_options']['tokenize'];
  const processTerm = merged.processTerm as Internals['_options']['processTerm'];
  const terms = tokenize(query).flatMap((term) => processTerm(term) || []).filter((term) => !!term);
  const specs = terms.map((term, position, all): QuerySpec => ({
    term,
    prefix: typeof merged.prefix === 'function' ? Boolean(merged.prefix(term, position, all)) : merged.prefix === true,
    fuzzy: typeof merged.fuzzy === 'function' ? merged.fuzzy(term, position, all) : (merged.fuzzy || false),
    termBoost: 1,
  }));
  return {specs, merged};
}

function keyOf(specs: QuerySpec[], merged: Options): string {
  const {boost, weights, combineWith, maxFuzzy, bm25, fields} = merged;
  return JSON.stringify([specs, boost, weights, combineWith, maxFuzzy, bm25, fields]);
}

/** MiniSearch's `executeQuerySpec`, pausing between expansions. */
async function specResults(mini: Internals, spec: QuerySpec, merged: Options, slices: Slices): Promise<RawResults> {
  const fields = (merged.fields ?? mini._options.fields);
  const boosts = Object.fromEntries(fields.map((field) => [field, getOwn(merged.boost, field) || 1]));
  const {boostDocument, maxFuzzy, bm25} = merged;
  const {fuzzy: fuzzyWeight, prefix: prefixWeight} = {...mini._options.searchOptions.weights, ...merged.weights} as {fuzzy: number; prefix: number};
  const results = mini.termResults(spec.term, spec.term, 1, spec.termBoost, mini._index.get(spec.term), boosts, boostDocument, bm25);
  // Listed before the first pause: terms other queries load meanwhile never match this one's words (every term a
  // query can match is loaded before it ranks), but the tree they go into is not walked across a pause.
  const prefixMatches = spec.prefix ? [...mini._index.atPrefix(spec.term)] : undefined;
  let fuzzyMatches: Map<string, [Postings, number]> | undefined;
  if (spec.fuzzy) {
    const fuzzy = spec.fuzzy === true ? 0.2 : spec.fuzzy;
    const maxDistance = fuzzy < 1 ? Math.min(maxFuzzy ?? 6, Math.round(spec.term.length * fuzzy)) : fuzzy;
    if (maxDistance) fuzzyMatches = mini._index.fuzzyGet(spec.term, maxDistance);
  }
  for (const [term, data] of prefixMatches ?? []) {
    const distance = term.length - spec.term.length;
    if (!distance) continue;
    fuzzyMatches?.delete(term);
    const weight = prefixWeight * term.length / (term.length + 0.3 * distance);
    mini.termResults(spec.term, term, weight, spec.termBoost, data, boosts, boostDocument, bm25, results);
    await slices.next();
  }
  for (const [term, [data, distance]] of fuzzyMatches ?? []) {
    if (!distance) continue;
    const weight = fuzzyWeight * term.length / (term.length + distance);
    mini.termResults(spec.term, term, weight, spec.termBoost, data, boosts, boostDocument, bm25, results);
    await slices.next();
  }
  return results;
}

/** MiniSearch's `search` of a string query, in slices. */
async function slicedSearch(mini: Internals, specs: QuerySpec[], merged: Options, slices: Slices): Promise<SearchResult[]> {
  const perTerm: RawResults[] = [];
  for (const spec of specs) perTerm.push(await specResults(mini, spec, merged, slices));
  const raw = mini.combineResults(perTerm, merged.combineWith);
  const results: SearchResult[] = [];
  for (const [docId, {score, terms, match}] of raw) {
    const result = {id: mini._documentIds.get(docId), score: score * (terms.length || 1), terms: Object.keys(match), queryTerms: terms, match};
    Object.assign(result, mini._storedFields.get(docId));
    results.push(result as SearchResult);
    if ((results.length & 1023) === 0) await slices.next();
  }
  await slices.next();
  results.sort((a, b) => b.score - a.score);
  return results;
}

/**
 * Results of `mini.search` computed ahead, in slices, and handed out once each. Installs itself as the instance's
 * `search`; a call that was not prepared is MiniSearch's own.
 */
export class PreparedSearches {
  readonly #mini: Internals;
  readonly #ready = new Map<string, SearchResult[]>();

  constructor(mini: MiniSearch<never> | MiniSearch<unknown>) {
    this.#mini = mini as unknown as Internals;
    const original = this.#mini.search.bind(this.#mini);
    this.#mini.search = (query: unknown, options: Options = {}) => {
      const found = typeof query === 'string' ? specsOf(this.#mini, query, options) : undefined;
      const key = found && keyOf(found.specs, found.merged);
      const ready = key === undefined ? undefined : this.#ready.get(key);
      if (key === undefined || !ready) return original(query, options);
      this.#ready.delete(key);
      return ready;
    };
  }

  /** Searches prepared and not yet taken. */
  get size(): number {
    return this.#ready.size;
  }

  /** Prepares what `searchVersion` will ask MiniSearch for `clauses`; returns the keys, for `discard`. */
  async prepare(clauses: QueryClause[], slices: Slices): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const leaf of clauses.flatMap((clause) => clause.options)) {
        const {text, options} = leafSearch(leaf);
        const found = specsOf(this.#mini, text, options);
        if (!found) continue;
        const key = keyOf(found.specs, found.merged);
        if (this.#ready.has(key)) continue;
        keys.push(key);
        this.#ready.set(key, await slicedSearch(this.#mini, found.specs, found.merged, slices));
      }
    } catch (error) {
      this.discard(keys);
      throw error;
    }
    return keys;
  }

  /** Drops what a query prepared and did not take (it was cancelled, or asked for the same leaf twice). */
  discard(keys: readonly string[]): void {
    for (const key of keys) this.#ready.delete(key);
  }
}
