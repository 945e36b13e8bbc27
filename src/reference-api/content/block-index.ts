/**
 * The reference API's inverted index over a version's blocks: compact posting lists (typed arrays, one per term and
 * field) instead of MiniSearch's nested maps, which at the size of real documentation (the Python docs: 16,000
 * blocks) cost hundreds of megabytes and most of a common word's search time.
 *
 * It scores exactly as MiniSearch does (BM25+, the same field boosts, prefix and typo weights, and the same order of
 * floating-point additions, so the same scores to the last bit): the static source ranks with MiniSearch
 * (search-scoring.ts) and must give the same answers. The vocabulary is MiniSearch's own radix tree, filled in the
 * order MiniSearch fills it, so prefix and typo expansions come in the same order too.
 */

import SearchableMap from 'minisearch/SearchableMap';
import type {IndexedBlock, SearchField} from './search-types.js';
import {normalizeTerm, tokenize} from './tokenize.js';
import {TypoIndex} from './typo-index.js';

export const FIELD_COUNT = 3;
/** Field order as MiniSearch walks `fields`: title, pageTitle, content. */
export const FIELD_NAMES: readonly SearchField[] = ['title', 'pageTitle', 'content'];
const FIELD_BOOSTS = [2, 1.5, 1];
const WEIGHTS = {fuzzy: 0.45, prefix: 0.6};
const BM25 = {k: 1.2, b: 0.7, d: 0.5};

/** One term's postings in one field: block numbers ascending, and the term's count in each. */
export interface Postings {
  docs: Int32Array;
  freqs: Uint32Array;
}

/** What a leaf of the query matched: per block, its score (0 when it did not match) and the terms it reached. */
export interface LeafScores {
  /** Block numbers that matched, ascending. */
  docs: Int32Array;
  /** Score per block number (MiniSearch's score times its "quality"); read only at `docs`. */
  scores: Float64Array;
  /** Per word of the leaf, the index terms it reached: itself first (when indexed), then prefixes and typos. */
  expansions: Reached[][];
  /** Per block, the fields (a bit per field) any of those terms is in; read only at `docs`. */
  fields: Uint8Array;
}

/** An index term a query word reached, and its number (for `has`). */
export interface Reached {
  term: string;
  id: number;
}

/** The serialisable state of an index (for the on-disk cache); the blocks are kept by the caller. */
export interface BlockIndexData {
  /** Terms in the order they were first seen (the vocabulary is rebuilt from it, identical). */
  terms: string[];
  /** Per term and field (`term * 3 + field`): offset into `docs`/`freqs`, plus one final end offset. */
  offsets: Uint32Array;
  docs: Int32Array;
  freqs: Uint32Array;
  /** Unique words per block and field (`block * 3 + field`), as MiniSearch counts a field's length. */
  fieldLengths: Uint32Array;
  averageFieldLengths: number[];
}

/** BM25's inverse document frequency of a term in `matchingCount` of `totalCount` blocks, as MiniSearch writes it. */
function inverseDocumentFrequency(matchingCount: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
}

/**
 * BM25+ of one posting. Written as MiniSearch writes it: the same operations in the same order give the same bits
 * (its logarithm, the same for every posting of a term in a field, is taken once per term and field here).
 */
function bm25(termFreq: number, invDocFreq: number, fieldLength: number, avgFieldLength: number): number {
  const {k, b, d} = BM25;
  return invDocFreq * (d + termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength / avgFieldLength)));
}

export class BlockIndex {
  private readonly vocabulary = new SearchableMap<number>();
  /** Made with the index (some 0.1 s on the Python docs), not on a reader's first typo-tolerant search. */
  private readonly typoIndex: TypoIndex;
  private readonly terms: string[];
  private readonly offsets: Uint32Array;
  private readonly docs: Int32Array;
  private readonly freqs: Uint32Array;
  private readonly fieldLengths: Uint32Array;
  private readonly averageFieldLengths: number[];
  readonly size: number;

  constructor(data: BlockIndexData) {
    ({terms: this.terms, offsets: this.offsets, docs: this.docs, freqs: this.freqs, fieldLengths: this.fieldLengths,
      averageFieldLengths: this.averageFieldLengths} = data);
    this.size = this.fieldLengths.length / FIELD_COUNT;
    this.terms.forEach((term, id) => this.vocabulary.set(term, id));
    this.typoIndex = new TypoIndex(this.terms, this.vocabulary);
  }

  /** Indexes `blocks` (block number = position) as MiniSearch's `addAll` would. */
  static build(blocks: readonly IndexedBlock[]): BlockIndex {
    const builder = new BlockIndexBuilder();
    for (const block of blocks) builder.add(block);
    return builder.finish();
  }

  data(): BlockIndexData {
    const {terms, offsets, docs, freqs, fieldLengths, averageFieldLengths} = this;
    return {terms, offsets, docs, freqs, fieldLengths, averageFieldLengths};
  }

  /** Whether block `doc` holds term number `id` in `field` (0 title, 1 pageTitle, 2 content). */
  has(id: number, field: number, doc: number): boolean {
    const slot = id * FIELD_COUNT + field;
    let low = this.offsets[slot]!;
    let high = this.offsets[slot + 1]! - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.docs[middle]!;
      if (value === doc) return true;
      if (value < doc) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /**
   * Moves the mark of every block holding `term` (in any field) from `from` to `to`: called once per word with marks
   * 0→1, 1→2, …, it leaves the blocks holding every word at the last mark.
   */
  advanceMarks(term: string, marks: Uint8Array, from: number, to: number): void {
    const id = this.vocabulary.get(term);
    if (id === undefined) return;
    const start = this.offsets[id * FIELD_COUNT]!;
    const end = this.offsets[id * FIELD_COUNT + FIELD_COUNT]!;
    for (let at = start; at < end; at++) {
      const doc = this.docs[at]!;
      if (marks[doc] === from) marks[doc] = to;
    }
  }

  /** Adds one derived term's weighted BM25 scores to `scores` (MiniSearch's `termResults`), field by field. */
  private addTerm(id: number, weight: number, scores: Float64Array, seen: Uint8Array, touched: number[],
    fields: Uint8Array): void {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const slot = id * FIELD_COUNT + field;
      const start = this.offsets[slot]!;
      const end = this.offsets[slot + 1]!;
      if (start === end) continue;
      const matching = end - start;
      const average = this.averageFieldLengths[field]!;
      const fieldWeight = weight * FIELD_BOOSTS[field]!;
      const invDocFreq = inverseDocumentFrequency(matching, this.size);
      for (let at = start; at < end; at++) {
        const doc = this.docs[at]!;
        const raw = bm25(this.freqs[at]!, invDocFreq, this.fieldLengths[doc * FIELD_COUNT + field]!, average);
        scores[doc] = scores[doc]! + fieldWeight * raw;
        fields[doc] = fields[doc]! | (1 << field);
        if (!seen[doc]) {
          seen[doc] = 1;
          touched.push(doc);
        }
      }
    }
  }

  /** One word of a query (MiniSearch's `executeQuerySpec`): its own postings, then its prefixes, then its typos. */
  private wordScores(word: string, prefix: boolean, fuzzy: number, scores: Float64Array, seen: Uint8Array,
    touched: number[], fields: Uint8Array): Reached[] {
    const reached: Reached[] = [];
    const exact = this.vocabulary.get(word);
    if (exact !== undefined) {
      reached.push({term: word, id: exact});
      this.addTerm(exact, 1, scores, seen, touched, fields);
    }
    const typos = fuzzy > 0 ? this.typoIndex.get(word, fuzzy) : undefined;
    if (prefix) {
      for (const [term, id] of this.vocabulary.atPrefix(word)) {
        const distance = term.length - word.length;
        if (!distance) continue;
        typos?.delete(term);
        reached.push({term, id});
        this.addTerm(id, WEIGHTS.prefix * term.length / (term.length + 0.3 * distance), scores, seen, touched, fields);
      }
    }
    for (const [term, [id, distance]] of typos ?? []) {
      if (!distance) continue;
      reached.push({term, id});
      this.addTerm(id, WEIGHTS.fuzzy * term.length / (term.length + distance), scores, seen, touched, fields);
    }
    return reached;
  }

  /**
   * The blocks holding every word of `words` (MiniSearch's `search` with `combineWith: 'AND'`), the last word a prefix
   * when asked, each word typo-tolerant up to `fuzzy` edits.
   */
  leafScores(words: readonly string[], prefixLast: boolean, fuzzy: number): LeafScores {
    const total = new Float64Array(this.size);
    const word = new Float64Array(this.size);
    const seen = new Uint8Array(this.size);
    const fields = new Uint8Array(this.size);
    let kept: number[] | undefined;
    const expansions: Reached[][] = [];
    words.forEach((text, position) => {
      const touched: number[] = [];
      expansions.push(this.wordScores(text, prefixLast && position === words.length - 1, fuzzy, word, seen, touched,
        fields));
      if (!kept) {
        kept = touched.sort((a, b) => a - b);
        for (const doc of kept) total[doc] = word[doc]!;
      } else {
        const next: number[] = [];
        for (const doc of kept) if (seen[doc]) next.push(doc);
        for (const doc of next) total[doc] = total[doc]! + word[doc]!;
        kept = next;
      }
      for (const doc of touched) {
        seen[doc] = 0;
        word[doc] = 0;
      }
    });
    const docs = Int32Array.from(kept ?? []);
    // MiniSearch multiplies by the number of distinct query words a result matched: with AND, all of them.
    const quality = new Set(words).size || 1;
    for (const doc of docs) total[doc] = total[doc]! * quality;
    return {docs, scores: total, expansions, fields};
  }
}

/**
 * `BlockIndex.build` a block at a time: `serve --docs` indexes each chunk of pages as the worker threads hand it over,
 * while they parse the next ones, instead of all blocks after the last page.
 */
export class BlockIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Per term and field, the postings as they grow: [block, count, block, count, …]. */
  private readonly growing: Array<number[] | undefined> = [];
  private fieldLengths: number[] = [];
  private readonly averageFieldLengths = [0, 0, 0];
  private total = 0;
  /** Blocks added so far (the next block's number). */
  size = 0;

  add(block: IndexedBlock): void {
    const doc = this.size++;
    for (let field = 0; field < FIELD_COUNT; field++) {
      const tokens = tokenize(block[FIELD_NAMES[field]!]);
      const length = new Set(tokens).size;
      this.fieldLengths.push(length);
      this.averageFieldLengths[field] = (this.averageFieldLengths[field]! * doc + length) / (doc + 1);
      for (const token of tokens) {
        const term = normalizeTerm(token);
        let id = this.termIds.get(term);
        if (id === undefined) {
          id = this.terms.length;
          this.termIds.set(term, id);
          this.terms.push(term);
        }
        const slot = id * FIELD_COUNT + field;
        const list = (this.growing[slot] ??= []);
        if (list[list.length - 2] === doc) list[list.length - 1]! += 1;
        else {
          list.push(doc, 1);
          this.total += 1;
        }
      }
    }
  }

  finish(): BlockIndex {
    const {terms, growing} = this;
    const offsets = new Uint32Array(terms.length * FIELD_COUNT + 1);
    const docs = new Int32Array(this.total);
    const freqs = new Uint32Array(this.total);
    let at = 0;
    for (let slot = 0; slot < terms.length * FIELD_COUNT; slot++) {
      offsets[slot] = at;
      const list = growing[slot];
      if (!list) continue;
      for (let i = 0; i < list.length; i += 2) {
        docs[at] = list[i]!;
        freqs[at] = list[i + 1]!;
        at++;
      }
    }
    offsets[terms.length * FIELD_COUNT] = at;
    const fieldLengths = Uint32Array.from(this.fieldLengths);
    return new BlockIndex({terms, offsets, docs, freqs, fieldLengths, averageFieldLengths: this.averageFieldLengths});
  }
}
