/**
 * Typo expansions of a query word over a vocabulary: the terms within `maxDistance` edits (Levenshtein, on UTF-16
 * code units) and their distances, in the order MiniSearch's `SearchableMap.fuzzyGet` gives them, so scores summed
 * over them come out the same to the last bit (block-index.ts). `fuzzyGet` walks the whole radix tree with an edit
 * matrix: on the Python docs' 35,000 terms a word of six letters or more (two typos allowed) cost milliseconds of
 * every such search. Here only terms sharing enough letter pairs with the word are measured, then put in tree order.
 */

import type SearchableMap from 'minisearch/SearchableMap';

/** Term, and its number and edit distance, as `fuzzyGet` answers. */
export type Typos = Map<string, [number, number]>;

/** The distinct pairs of neighbouring code units of `text`, each as one number. */
function pairsOf(text: string): Set<number> {
  const pairs = new Set<number>();
  for (let at = 0; at + 1 < text.length; at++) pairs.add(text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1));
  return pairs;
}

/** Calls `visit` with each distinct pair of each term, terms in order. */
function forEachPair(terms: readonly string[], visit: (pair: number, id: number) => void): void {
  terms.forEach((term, id) => {
    pairs: for (let at = 0; at + 1 < term.length; at++) {
      const pair = term.charCodeAt(at) * 0x10000 + term.charCodeAt(at + 1);
      for (let earlier = 0; earlier < at; earlier++) {
        if (term.charCodeAt(earlier) * 0x10000 + term.charCodeAt(earlier + 1) === pair) continue pairs;
      }
      visit(pair, id);
    }
  });
}

/** Rows of `boundedDistance`'s matrix, kept between calls (grown for longer words). */
let rows = [new Uint32Array(64), new Uint32Array(64)];

/** The edit distance between `a` and `b` when it is at most `limit`, else `limit + 1`. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rows[0]!.length <= b.length) rows = [new Uint32Array(b.length + 1), new Uint32Array(b.length + 1)];
  let [previous, current] = rows as [Uint32Array, Uint32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const cell = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

type Tree = Map<string, Tree | number>;
const LEAF = '';

/**
 * Per term number, its position in the order `fuzzyGet` visits the radix tree: depth first, each node's keys in
 * insertion order, a node's own term where its leaf key comes (MiniSearch 7's `fuzzySearch`; not the map's iterator,
 * which walks keys backwards). Undefined if the tree is not laid out as that version lays it out.
 */
function treeOrder(vocabulary: SearchableMap<number>, count: number): Uint32Array | undefined {
  const tree = (vocabulary as unknown as {_tree?: unknown})._tree;
  if (!(tree instanceof Map)) return undefined;
  const order = new Uint32Array(count);
  let position = 0;
  const visit = (node: Tree): boolean => {
    for (const [key, child] of node) {
      if (key === LEAF) {
        if (typeof child !== 'number') return false;
        order[child] = position++;
      } else if (!(child instanceof Map) || !visit(child)) return false;
    }
    return true;
  };
  return visit(tree as Tree) && position === count ? order : undefined;
}

export class TypoIndex {
  /** Per pair of code units, the numbers of the terms holding it, ascending. */
  private readonly termsByPair = new Map<number, Int32Array>();
  /** Per term number, its position in the vocabulary's own iteration order (the order `fuzzyGet` answers in). */
  private readonly treeOrder: Uint32Array | undefined;

  constructor(private readonly terms: readonly string[], private readonly vocabulary: SearchableMap<number>) {
    this.treeOrder = treeOrder(vocabulary, terms.length);
    // Two passes over flat arrays (count, then fill): a list per pair grown by pushes cost ten times as long.
    const slotOf = new Map<number, number>();
    const counts: number[] = [];
    forEachPair(terms, (pair) => {
      const slot = slotOf.get(pair);
      if (slot === undefined) {
        slotOf.set(pair, counts.length);
        counts.push(1);
      } else counts[slot]! += 1;
    });
    const lists = counts.map((count) => new Int32Array(count));
    const filled = new Uint32Array(counts.length);
    forEachPair(terms, (pair, id) => {
      const slot = slotOf.get(pair)!;
      lists[slot]![filled[slot]!++] = id;
    });
    for (const [pair, slot] of slotOf) this.termsByPair.set(pair, lists[slot]!);
  }

  /** What `vocabulary.fuzzyGet(word, maxDistance)` answers, in its order. */
  get(word: string, maxDistance: number): Typos {
    const pairs = pairsOf(word);
    // k edits break at most 2k of the word's pairs: a term within k edits holds at least this many of them. With
    // none required, pairs tell nothing (short words, many typos): the tree walk then.
    const required = pairs.size - 2 * maxDistance;
    // (Counts are bytes: a "word" of hundreds of letter pairs is walked the slow way too.)
    const order = this.treeOrder;
    if (required < 1 || pairs.size > 255 || !order) return this.vocabulary.fuzzyGet(word, maxDistance);
    const shared = new Uint8Array(this.terms.length);
    const candidates: number[] = [];
    for (const pair of pairs) {
      const ids = this.termsByPair.get(pair);
      if (!ids) continue;
      for (let at = 0; at < ids.length; at++) {
        const id = ids[at]!;
        if (++shared[id]! === required) candidates.push(id);
      }
    }
    const found: Array<[number, number]> = [];
    for (const id of candidates) {
      const distance = boundedDistance(word, this.terms[id]!, maxDistance);
      if (distance <= maxDistance) found.push([id, distance]);
    }
    found.sort(([a], [b]) => order[a]! - order[b]!);
    return new Map(found.map(([id, distance]) => [this.terms[id]!, [id, distance]]));
  }
}
