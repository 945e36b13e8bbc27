/**
 * Ranking over a `BlockIndex` (block-index.ts): the rules of `searchVersion` (search-scoring.ts) — clauses, `+`/`-`,
 * the "all terms" and "as typed" tiers, title matches, a page's best block plus a little of three others — computed in
 * typed arrays indexed by block number. A common word matches most blocks of a site; making an object per matching
 * block, as `searchVersion` does for the static source's small loaded indexes, was most of what such a search cost.
 * Page hits build their block list and matched terms only when read: only the page of results shown reads them.
 *
 * Same answers as `searchVersion` over a MiniSearch of the same blocks (test/node/block-index.test.ts), except that
 * blocks of one page with exactly equal scores keep block order instead of MiniSearch's result order.
 */

import type {VersionRef} from '../content-deps.js';
import {type BlockIndex, FIELD_NAMES, type Reached} from './block-index.js';
import type {QueryClause, QueryLeaf} from './query-syntax.js';
import {
  OTHER_BLOCKS_COUNTED, OTHER_BLOCKS_WEIGHT, TITLE_BOOST, namedBy, phrasePattern, rankFactor, titleMatch,
} from './search-scoring.js';
import type {BlockHit, IndexedBlock, IndexedPage, PageHit, SearchField} from './search-types.js';
import {isCjkTerm} from './tokenize.js';

/** A version's blocks in block-number order (each page's blocks next to each other) and their index. */
export interface SearchableVersion {
  ref: VersionRef;
  engine: BlockIndex;
  blocks: readonly IndexedBlock[];
  /** Per block number, its page. */
  pageOf: readonly IndexedPage[];
  /** Per block number, what names it (`namedBy`) in lowercase. */
  lowerNames: readonly string[];
}

interface LeafMatch {
  leaf: QueryLeaf;
  /** Matching block numbers, ascending. */
  docs: Int32Array;
  scores: Float64Array;
  member: Uint8Array;
  /** 1 where the block holds every word as typed (not only their prefix or typo expansions). */
  exact: Uint8Array;
  /** Every index term the leaf's words reached. */
  expansions: Reached[];
  /** Per block, the fields (a bit per field) the leaf matched in. */
  fields: Uint8Array;
  /** For a phrase: per block, the fields (bit per field) the phrase is in. */
  phraseFields?: Map<number, number>;
}

interface ClauseMatch {
  docs: Int32Array | number[];
  scores: Float64Array;
  exact: Uint8Array;
  leaves: LeafMatch[];
}

function matchLeaf(version: SearchableVersion, leaf: QueryLeaf): LeafMatch {
  const {engine, blocks} = version;
  const found = engine.leafScores(leaf.terms, leaf.prefix, leaf.fuzzy);
  let docs = found.docs;
  let phraseFields: Map<number, number> | undefined;
  if (leaf.phrase && leaf.terms.length > 1) {
    const phrase = phrasePattern(leaf.terms, leaf.prefix);
    phraseFields = new Map();
    const kept: number[] = [];
    for (const doc of docs) {
      const block = blocks[doc]!;
      let fields = 0;
      FIELD_NAMES.forEach((field, bit) => {
        if (phrase.test(block[field])) fields |= 1 << bit;
      });
      if (fields === 0) continue;
      kept.push(doc);
      phraseFields.set(doc, fields);
    }
    docs = Int32Array.from(kept);
  }
  const member = new Uint8Array(engine.size);
  for (const doc of docs) member[doc] = 1;
  const words = [...new Set(leaf.terms)];
  const marks = new Uint8Array(engine.size);
  words.forEach((word, position) => engine.advanceMarks(word, marks, position, position + 1));
  const exact = new Uint8Array(engine.size);
  for (const doc of docs) exact[doc] = marks[doc] === words.length ? 1 : 0;
  let fields = found.fields;
  if (phraseFields) {
    fields = new Uint8Array(engine.size);
    for (const [doc, bits] of phraseFields) fields[doc] = bits;
  }
  return {leaf, docs, scores: found.scores, member, exact, expansions: found.expansions.flat(), fields,
    ...(phraseFields ? {phraseFields} : {})};
}

/** `a | b`: a block's score is the sum of the alternatives it matched, exact when any of them is. */
function matchClause(version: SearchableVersion, clause: QueryClause): ClauseMatch {
  const leaves = clause.options.map((leaf) => matchLeaf(version, leaf));
  if (leaves.length === 1) return {...leaves[0]!, leaves};
  const size = version.engine.size;
  const scores = new Float64Array(size);
  const exact = new Uint8Array(size);
  const seen = new Uint8Array(size);
  const docs: number[] = [];
  for (const leaf of leaves) {
    for (const doc of leaf.docs) {
      if (!seen[doc]) {
        seen[doc] = 1;
        docs.push(doc);
        scores[doc] = leaf.scores[doc]!;
        exact[doc] = leaf.exact[doc]!;
      } else {
        scores[doc] = scores[doc]! + leaf.scores[doc]!;
        exact[doc] = exact[doc]! | leaf.exact[doc]!;
      }
    }
  }
  return {docs, scores, exact, leaves};
}

/** The index terms `leaf` matched in `field` of block `doc` (which it matched), for the highlighter. */
function leafTerms(engine: BlockIndex, match: LeafMatch, doc: number, field: number, into: Set<string>): void {
  if (match.phraseFields) {
    if ((match.phraseFields.get(doc) ?? 0) & (1 << field)) for (const term of match.leaf.terms) into.add(term);
    return;
  }
  // A CJK character typed so far reaches the bigrams and words it starts: the highlight is on the character typed.
  const typed = match.leaf.prefix ? match.leaf.terms[match.leaf.terms.length - 1] : undefined;
  const cjkTyped = typed !== undefined && isCjkTerm(typed) ? typed : undefined;
  for (const {term, id} of match.expansions) {
    if (engine.has(id, field, doc)) into.add(cjkTyped !== undefined && term.startsWith(cjkTyped) ? cjkTyped : term);
  }
}

export function searchBlocks(version: SearchableVersion, clauses: QueryClause[]): PageHit[] {
  const {engine, blocks, pageOf} = version;
  const size = engine.size;
  const positive = clauses.filter((clause) => clause.occur !== 'must_not')
    .map((clause) => ({clause, match: matchClause(version, clause)}));
  const excluded = new Uint8Array(size);
  for (const clause of clauses) {
    if (clause.occur === 'must_not') for (const doc of matchClause(version, clause).docs) excluded[doc] = 1;
  }
  const queryWords = positive.flatMap(({clause}) => clause.options[0]?.terms ?? []);
  const lastWord = queryWords[queryWords.length - 1];
  const {lowerNames} = version;
  const required = positive.filter(({clause}) => clause.occur === 'must').length;

  const score = new Float64Array(size);
  const matched = new Uint16Array(size);
  const requiredMatched = new Uint16Array(size);
  const exact = new Uint8Array(size);
  const hits: number[] = [];
  for (const {clause, match} of positive) {
    for (const doc of match.docs) {
      if (excluded[doc]) continue;
      if (matched[doc] === 0) {
        hits.push(doc);
        exact[doc] = 1;
      }
      matched[doc] = matched[doc]! + 1;
      score[doc] = score[doc]! + match.scores[doc]!;
      exact[doc] = exact[doc]! & match.exact[doc]!;
      if (clause.occur === 'must') requiredMatched[doc] = requiredMatched[doc]! + 1;
    }
  }
  const complete = new Uint8Array(size);
  const titled = new Uint8Array(size);
  const survivors: number[] = [];
  for (const doc of hits) {
    if (requiredMatched[doc]! < required) continue;
    const all = matched[doc] === positive.length;
    complete[doc] = all ? 1 : 0;
    if (!all) exact[doc] = 0;
    // `titleMatch`'s own first test, on names lowercased once: a common word survives in most blocks.
    const named = all && lastWord !== undefined && lowerNames[doc]!.includes(lastWord) ? titleMatch(namedBy(blocks[doc]!), queryWords) : 0;
    titled[doc] = named > 0 ? 1 : 0;
    score[doc] = score[doc]! * (TITLE_BOOST[named] ?? 1);
    survivors.push(doc);
  }
  const sorted = Int32Array.from(survivors).sort();
  /** Block order within a page: the tiers, then the score, then block order. */
  const compare = (a: number, b: number) =>
    complete[b]! - complete[a]! || exact[b]! - exact[a]! || score[b]! - score[a]! || a - b;

  /**
   * A block's matched terms in one field, looked up on first read. Fields no leaf matched in are empty without a
   * look-up: a page's blocks that matched only through its title are passed over that way when results are shown.
   */
  const fieldTerms = (doc: number, field: number): Set<string> => {
    const found = new Set<string>();
    for (const {match} of positive) {
      for (const leaf of match.leaves) {
        if (leaf.member[doc] && leaf.fields[doc]! & (1 << field)) leafTerms(engine, leaf, doc, field, found);
      }
    }
    return found;
  };
  const blockHit = (doc: number): BlockHit => ({
    block: blocks[doc]!, score: score[doc]!, complete: complete[doc] === 1, exact: exact[doc] === 1,
    titleMatch: titled[doc] === 1, terms: new LazyTerms(fieldTerms, doc),
  });

  const pages: PageHit[] = [];
  let start = 0;
  while (start < sorted.length) {
    const page = pageOf[sorted[start]!]!;
    let end = start + 1;
    while (end < sorted.length && pageOf[sorted[end]!] === page) end++;
    // The best block and the next OTHER_BLOCKS_COUNTED, without sorting the page's every block.
    const top: number[] = [];
    for (let at = start; at < end; at++) {
      const doc = sorted[at]!;
      if (top.length > OTHER_BLOCKS_COUNTED && compare(doc, top[top.length - 1]!) >= 0) continue;
      let slot = top.length;
      while (slot > 0 && compare(doc, top[slot - 1]!) < 0) slot--;
      top.splice(slot, 0, doc);
      if (top.length > OTHER_BLOCKS_COUNTED + 1) top.pop();
    }
    pages.push(pageHit(version.ref, page, top, sorted.subarray(start, end)));
    start = end;
  }
  return pages;

  function pageHit(ref: VersionRef, page: IndexedPage, top: number[], docs: Int32Array): PageHit {
    const best = top[0]!;
    const others = top.slice(1).reduce((sum, doc) => sum + score[doc]!, 0);
    const isComplete = complete[best] === 1;
    const about = isComplete ? TITLE_BOOST[titleMatch(page.title, queryWords)] ?? 1 : 1;
    let blockHits: BlockHit[] | undefined;
    let titleTerms: Set<string> | undefined;
    /** Each block's hit, made once, whichever of `blocks` and `bestBlocks` reads it first. */
    let made: Map<number, BlockHit> | undefined;
    const hitOf = (doc: number) => {
      made ??= new Map();
      let hit = made.get(doc);
      if (!hit) made.set(doc, (hit = blockHit(doc)));
      return hit;
    };
    return {
      ref, page, complete: isComplete, exact: exact[best] === 1, titleMatch: titled[best] === 1,
      score: ((score[best] ?? 0) + OTHER_BLOCKS_WEIGHT * others) * about * rankFactor(page.rank),
      get blocks() {
        blockHits ??= Array.from(docs).sort(compare).map(hitOf);
        return blockHits;
      },
      *bestBlocks() {
        if (blockHits) {
          yield* blockHits;
          return;
        }
        for (const doc of bestFirst(docs, compare)) yield hitOf(doc);
      },
      // Every block of a page has the page's title: one block per alternative that matched tells its title terms.
      get titleTerms() {
        if (!titleTerms) {
          titleTerms = new Set();
          for (const {match} of positive) {
            for (const leaf of match.leaves) {
              const doc = docs.find((candidate) => leaf.member[candidate] === 1);
              if (doc !== undefined) leafTerms(engine, leaf, doc, FIELD_NAMES.indexOf('pageTitle'), titleTerms);
            }
          }
        }
        return titleTerms;
      },
    };
  }
}

/** How many of a page's blocks `bestFirst` picks one by one before it sorts the rest. */
const PICKED_ONE_BY_ONE = 8;

/**
 * `docs` in `compare` order, picked one at a time: an answer shows at most three blocks of a page, and a reference
 * page (the builtins, `os`) has thousands that match a common word, which sorting whole cost more than the search.
 */
function* bestFirst(docs: Int32Array, compare: (a: number, b: number) => number): Generator<number> {
  const pool = Array.from(docs);
  for (let picked = 0; picked < PICKED_ONE_BY_ONE && pool.length > 0; picked++) {
    let best = 0;
    for (let at = 1; at < pool.length; at++) if (compare(pool[at]!, pool[best]!) < 0) best = at;
    const doc = pool[best]!;
    pool[best] = pool[pool.length - 1]!;
    pool.pop();
    yield doc;
  }
  yield* pool.sort(compare);
}

/**
 * A block's matched terms per field, each looked up when first read (only the blocks of the answer's page are
 * highlighted). A class, not per-block closures: a common word makes hits for thousands of blocks.
 */
class LazyTerms implements Record<SearchField, Set<string>> {
  private readonly found: Array<Set<string> | undefined> = [];

  constructor(private readonly lookUp: (doc: number, field: number) => Set<string>, private readonly doc: number) {}

  private field(field: number): Set<string> {
    return (this.found[field] ??= this.lookUp(this.doc, field));
  }

  get title(): Set<string> {
    return this.field(0);
  }

  get pageTitle(): Set<string> {
    return this.field(1);
  }

  get content(): Set<string> {
    return this.field(2);
  }
}
