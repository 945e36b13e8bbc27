/**
 * Evaluating a parsed query against one version's MiniSearch: each clause (a term, a phrase, `a | b`) is one MiniSearch
 * query; blocks must match every `+` clause and no `-` clause; blocks matching every clause form the first tier
 * ("all terms beat any term"); pages take their best block's score plus a little of the others', times their rank
 * factor.
 */

import type MiniSearch from 'minisearch';
import type {VersionRef} from '../content-deps.js';
import type {QueryClause, QueryLeaf} from './query-syntax.js';
import {foldForMatching, identifierParts, isCjkTerm, normalizeTerm, phraseSource, queryTerms} from './tokenize.js';
import type {BlockHit, IndexedBlock, IndexedPage, PageHit, SearchField} from './search-types.js';

export const FIELDS: SearchField[] = ['title', 'pageTitle', 'content'];
export const BOOST: Record<SearchField, number> = {title: 2, pageTitle: 1.5, content: 1};
/** Page rank -10…10 to score factor, as the hosting service multiplies it. */
const RANK_FACTORS = [
  0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 1.93, 1.96, 2,
];

export function rankFactor(rank: number): number {
  const clamped = Math.max(-10, Math.min(10, Math.round(rank)));
  return RANK_FACTORS[clamped + 10] ?? 1;
}

/** What scoring needs of a version's index. */
export interface VersionIndex {
  ref: VersionRef;
  pages: Map<string, IndexedPage>;
  blocksByPage: Map<string, number[]>;
  blocks: Map<number, IndexedBlock>;
  mini: MiniSearch<IndexedBlock>;
}

/** Matched index terms and the fields each matched in (MiniSearch's `match`). */
type FoundTerms = Record<string, string[]>;

interface LeafMatch {
  score: number;
  /** Matched by the words as typed, not only by a prefix or typo expansion of them. */
  exact: boolean;
  found: FoundTerms[];
}

/**
 * The matched terms per field, built only when asked: only the blocks of the page of results shown are highlighted,
 * and a common word matches thousands of blocks.
 */
function termsOf(found: readonly FoundTerms[]): Record<SearchField, Set<string>> {
  const terms: Record<SearchField, Set<string>> = {title: new Set(), pageTitle: new Set(), content: new Set()};
  for (const match of found) {
    for (const [term, fields] of Object.entries(match)) for (const field of fields) terms[field as SearchField]?.add(term);
  }
  return terms;
}

function newBlockHit(block: IndexedBlock): BlockHit & {found: FoundTerms[]} {
  let terms: Record<SearchField, Set<string>> | undefined;
  return {
    block, score: 0, complete: false, exact: true, titleMatch: false, found: [],
    get terms() {
      terms ??= termsOf(this.found);
      return terms;
    },
  };
}

/** Tests a text (as shown: it is folded first) for a phrase. */
export interface PhraseTest {
  test(text: string): boolean;
}

/**
 * A test for `words` next to each other in order (the last one a prefix when asked), on word boundaries, in the text
 * folded as the index folds it (`Größe` holds `grosse`, `ＴＯＭＬ` holds `toml`; a CJK run holds its bigrams).
 */
export function phrasePattern(words: string[], prefix: boolean): PhraseTest {
  const pattern = new RegExp(phraseSource(words, prefix), 'iu');
  return {test: (text) => pattern.test(foldForMatching(text).text)};
}

/**
 * The terms to highlight for a CJK word typed so far (a single character, searched as a prefix): the character
 * itself, not the bigrams and words it reached, so the highlight is on what was typed.
 */
function typedCjkPrefix(found: FoundTerms, leaf: QueryLeaf): FoundTerms {
  const typed = leaf.terms[leaf.terms.length - 1];
  if (!leaf.prefix || typed === undefined || !isCjkTerm(typed)) return found;
  const narrowed: FoundTerms = {};
  for (const [term, fields] of Object.entries(found)) {
    const key = term !== typed && term.startsWith(typed) ? typed : term;
    narrowed[key] = [...new Set([...(narrowed[key] ?? []), ...fields])];
  }
  return narrowed;
}

/**
 * The blocks a leaf matches. A block the words as typed match is told apart from one only their expansions reach (a
 * prefix while typing, typo tolerance: "pathlib" must not rank "hashlib" beside it): exact matches form a tier above.
 */
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
    const id = result.id as number;
    let found: FoundTerms = typedCjkPrefix(result.match, leaf);
    if (phrase) {
      const block = index.blocks.get(id);
      const fields = block ? FIELDS.filter((field) => phrase.test(block[field])) : [];
      if (fields.length === 0) continue;
      found = Object.fromEntries(leaf.terms.map((term) => [term, fields]));
    }
    // With AND, a block holding every typed word has each one among its matched terms.
    const exact = leaf.terms.every((term) => term in result.match);
    matches.set(id, {score: result.score, exact, found: [found]});
  }
  return matches;
}

function searchClause(index: VersionIndex, clause: QueryClause): Map<number, LeafMatch> {
  if (clause.options.length === 1) return searchLeaf(index, clause.options[0]!);
  const combined = new Map<number, LeafMatch>();
  for (const leaf of clause.options) {
    for (const [id, match] of searchLeaf(index, leaf)) {
      const existing = combined.get(id);
      if (!existing) {
        combined.set(id, match);
        continue;
      }
      existing.score += match.score;
      existing.exact ||= match.exact;
      existing.found.push(...match.found);
    }
  }
  return combined;
}

const ARTICLE = new Set(['the', 'a', 'an']);
/** What a module or extension page's title puts between its name and its description. */
const NAME_DASH = /\s+[\u2013\u2014:]\s+/;

function sameWords(words: string[], query: string[]): boolean {
  return words.length === query.length && words.every((word, position) => word === query[position]);
}

/** A title's words as a query gives them (a CJK run as its bigrams), to compare with the query's. */
function words(text: string): string[] {
  return queryTerms(text);
}

const IDENTIFIER = /^[\w.-]+$/;

/**
 * The word sequences an identifier answers to by its camelCase parts: each tail of its words, with every word cut
 * into its parts, that starts where a written word starts and holds two words or more. `tidepool.HarmonicModel`
 * answers to "harmonic model" and "tidepool harmonic model", not to "model" (a class is not named by its last
 * syllable: "error" would name every exception). None for a name with no camelCase word.
 */
export function identifierTails(name: string): string[][] {
  if (!IDENTIFIER.test(name)) return [];
  const parts: string[] = [];
  const starts: number[] = [];
  let cut = false;
  for (const word of name.split(/[^A-Za-z0-9]+/)) {
    if (!word) continue;
    const pieces = identifierParts(word);
    starts.push(parts.length);
    if (pieces.length > 0) cut = true;
    parts.push(...(pieces.length > 0 ? pieces : [word]).map(normalizeTerm));
  }
  return cut ? starts.map((start) => parts.slice(start)).filter((tail) => tail.length >= 2) : [];
}

/**
 * How well a title names what the reader typed: 2 when it is the query as a whole (a section title, a leading article
 * aside: "import system" is "The import system"; a glossary term; an object's full name; a module page's name before
 * its dash, "json — JSON encoder and decoder"); 1 when its last dotted parts are (`namedtuple` for
 * `collections.namedtuple`, `autodoc` for "sphinx.ext.autodoc – Include documentation from docstrings"), or its
 * camelCase parts are (`identifierTails`: "harmonic model" for `tidepool.HarmonicModel`, as Sphinx's search matches
 * the words of a query against object names); else 0.
 */
export function titleMatch(title: string, query: string[]): number {
  // Most matching blocks do not hold the query's last word in their title at all: skip tokenizing those.
  if (query.length === 0 || !foldForMatching(title).text.includes(query[query.length - 1] ?? '')) return 0;
  const titleWords = words(title);
  if (sameWords(titleWords, query)) return 2;
  if (ARTICLE.has(titleWords[0] ?? '') && sameWords(titleWords.slice(1), query)) return 2;
  const name = title.split(NAME_DASH)[0] ?? title;
  const nameWords = name === title ? titleWords : words(name);
  if (name !== title && sameWords(nameWords, query)) return 2;
  if (IDENTIFIER.test(name) && name.includes('.') && sameWords(nameWords.slice(-query.length), query)) return 1;
  if (query.length >= 2 && identifierTails(name).some((tail) => sameWords(tail, query))) return 1;
  return 0;
}

/**
 * What names a block: its title, or for an API object its dotted anchor when it has one (`traceback.TracebackException.
 * print` is not the builtin `print`, though both show the name "print").
 */
export function namedBy(block: IndexedBlock): string {
  return block.kind === 'domain' && block.anchor.includes('.') ? block.anchor : block.title;
}

/** Score multipliers for a title that names the query (see `titleMatch`), on the block and on its page. */
export const TITLE_BOOST = [1, 2, 4];

/** How many other matching blocks of a page add to its best one: a page about the topic, not a long list of mentions. */
export const OTHER_BLOCKS_COUNTED = 3;
export const OTHER_BLOCKS_WEIGHT = 0.1;

export function searchVersion(index: VersionIndex, clauses: QueryClause[]): PageHit[] {
  const positive = clauses.filter((clause) => clause.occur !== 'must_not').map((clause) => ({
    clause,
    matches: searchClause(index, clause),
  }));
  const excluded = new Set<number>();
  for (const clause of clauses) {
    if (clause.occur === 'must_not') for (const id of searchClause(index, clause).keys()) excluded.add(id);
  }
  const queryWords = positive.flatMap(({clause}) => clause.options[0]?.terms ?? []);
  const blockHits = new Map<number, ReturnType<typeof newBlockHit>>();
  for (const {matches} of positive) {
    for (const [id, match] of matches) {
      if (excluded.has(id)) continue;
      const block = index.blocks.get(id);
      if (!block) continue;
      let hit = blockHits.get(id);
      if (!hit) {
        hit = newBlockHit(block);
        blockHits.set(id, hit);
      }
      hit.score += match.score;
      hit.exact &&= match.exact;
      hit.found.push(...match.found);
    }
  }
  for (const [id, hit] of blockHits) {
    const matchedAll = positive.every(({matches}) => matches.has(id));
    const missingRequired = positive.some(({clause, matches}) => clause.occur === 'must' && !matches.has(id));
    if (missingRequired) {
      blockHits.delete(id);
      continue;
    }
    hit.complete = matchedAll;
    hit.exact &&= matchedAll;
    const match = matchedAll ? titleMatch(namedBy(hit.block), queryWords) : 0;
    hit.titleMatch = match > 0;
    hit.score *= TITLE_BOOST[match] ?? 1;
  }

  const pages = new Map<string, PageHit>();
  for (const hit of blockHits.values()) {
    const page = index.pages.get(hit.block.path);
    if (!page) continue;
    let pageHit = pages.get(page.path);
    if (!pageHit) {
      pageHit = newPageHit(index.ref, page);
      pages.set(page.path, pageHit);
    }
    pageHit.blocks.push(hit);
  }
  for (const pageHit of pages.values()) {
    pageHit.blocks.sort(compareBlocks);
    const best = pageHit.blocks[0];
    pageHit.complete = best?.complete ?? false;
    pageHit.exact = best?.exact ?? false;
    pageHit.titleMatch = best?.titleMatch ?? false;
    // The best section decides; a few others add a little. A changelog's hundred one-line mentions add no more than
    // three would: mentions are not what a page is about.
    const others = pageHit.blocks.slice(1, 1 + OTHER_BLOCKS_COUNTED).reduce((sum, block) => sum + block.score, 0);
    // A page whose own title names the query is the page about it.
    const about = pageHit.complete ? TITLE_BOOST[titleMatch(pageHit.page.title, queryWords)] ?? 1 : 1;
    pageHit.score = ((best?.score ?? 0) + OTHER_BLOCKS_WEIGHT * others) * about * rankFactor(pageHit.page.rank);
  }
  return [...pages.values()];
}

function newPageHit(ref: VersionRef, page: IndexedPage): PageHit {
  let titleTerms: Set<string> | undefined;
  return {
    ref, page, score: 0, complete: false, exact: false, titleMatch: false, blocks: [],
    bestBlocks() {
      return this.blocks;
    },
    get titleTerms() {
      titleTerms ??= new Set(this.blocks.flatMap((block) => [...block.terms.pageTitle]));
      return titleTerms;
    },
  };
}

/** Tiers, then score: all terms; the words as typed (not only their expansions). */
function tiers(a: BlockHit | PageHit, b: BlockHit | PageHit): number {
  return Number(b.complete) - Number(a.complete) || Number(b.exact) - Number(a.exact);
}

function compareBlocks(a: BlockHit, b: BlockHit): number {
  return tiers(a, b) || b.score - a.score;
}

export function comparePages(a: PageHit, b: PageHit): number {
  return tiers(a, b) || b.score - a.score || a.page.path.localeCompare(b.page.path);
}
