/**
 * Evaluating a parsed query against one version's MiniSearch: each clause (a term, a phrase, `a | b`) is one MiniSearch
 * query; blocks must match every `+` clause and no `-` clause; blocks matching every clause form the first tier
 * ("all terms beat any term"); pages take their best block's score plus a little of the others', times their rank
 * factor.
 */

import type MiniSearch from 'minisearch';
import type {VersionRef} from '../content-deps.js';
import type {QueryClause, QueryLeaf} from './query-syntax.js';
import {WORD_CHAR, escapeRegExp, wholeWord} from './tokenize.js';
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

interface LeafMatch {
  score: number;
  terms: Record<SearchField, Set<string>>;
}

function emptyTerms(): Record<SearchField, Set<string>> {
  return {title: new Set(), pageTitle: new Set(), content: new Set()};
}

/** A pattern for `words` next to each other in order (the last one a prefix when asked), on word boundaries. */
function phrasePattern(words: string[], prefix: boolean): RegExp {
  return new RegExp(wholeWord(words.map(escapeRegExp).join(`(?:(?!${WORD_CHAR}).)+?`), prefix), 'iu');
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

export function searchVersion(index: VersionIndex, clauses: QueryClause[]): PageHit[] {
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

export function comparePages(a: PageHit, b: PageHit): number {
  return Number(b.complete) - Number(a.complete) || b.score - a.score || a.page.path.localeCompare(b.page.path);
}
