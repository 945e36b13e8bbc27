/**
 * What a query asks of the built index, read from its parsed clauses: the vocabulary terms it can match (and which of
 * them only typo expansions reach), the words whose chunks hold its names and phrase pairs, and the blocks a phrase can
 * be in. Pure functions of the clauses and the manifest's vocabulary, used by built-index-engine.ts.
 */

import type SearchableMap from 'minisearch/SearchableMap';
import type {QueryClause, QueryLeaf} from '../../reference-api/content/query-syntax.js';
import type {VersionIndex} from '../../reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../reference-api/content/tokenize.js';
import type {NameEntry, TermPostings} from './built-index-format.js';
import {foldWord} from './built-index-pairs.js';

/** The manifest's sorted vocabulary: each term and its number. */
export type Vocabulary = SearchableMap<number>;

/** The name forms of the query's first word's bucket, and the query as a name form. */
interface QueryNames {
  wanted: string;
  names: NameEntry[];
}

/** Gives the blocks whose name is the query their name (the rest keep none), for `titleMatch` in the ranking. */
export function nameBlocks(index: VersionIndex, found: QueryNames | undefined): void {
  for (const [form, id, name] of found?.names ?? []) {
    const block = index.blocks.get(id);
    // A block filled from its chunk already has its real kind, anchor and title.
    if (form === found?.wanted && block && !block.title) block.title = name;
  }
}

/** The query's words, as the name forms are written: the first option's words of each clause it must or may match. */
export function queryWords(clauses: QueryClause[]): string[] {
  return clauses.filter((clause) => clause.occur !== 'must_not').flatMap((clause) => clause.options[0]?.terms ?? []);
}

/** The first word (folded as the pairs are) of each pair the query's phrases can look up. */
export function phraseFirstWords(clauses: QueryClause[]): string[] {
  const words: string[] = [];
  for (const leaf of clauses.flatMap((clause) => clause.options)) {
    if (!leaf.phrase || leaf.prefix || leaf.fuzzy !== 0) continue;
    for (const word of leaf.terms.slice(0, -1)) {
      const folded = foldWord(word);
      if (folded !== undefined) words.push(folded);
    }
  }
  return words;
}

/** Query words as MiniSearch sees them: the leaf's words, tokenized and normalized again. */
function leafWords(words: string[]): string[] {
  return tokenize(words.join(' ')).map(normalizeTerm);
}

/**
 * Vocabulary numbers of every term the clauses can match: exact, and by prefix and edit distance where asked; and of
 * those, the ones only edit distance reaches (`typoOnly`).
 */
export function neededTerms(vocabulary: Vocabulary, clauses: QueryClause[]): {needed: Set<number>; typoOnly: Set<number>} {
  const direct = new Set<number>();
  const typos = new Set<number>();
  for (const clause of clauses) {
    for (const leaf of clause.options) {
      leafWords(leaf.terms).forEach((word, position, words) => {
        const exact = vocabulary.get(word);
        if (exact !== undefined) direct.add(exact);
        if (leaf.prefix && position === words.length - 1) for (const term of vocabulary.atPrefix(word).values()) direct.add(term);
        if (leaf.fuzzy > 0) for (const [term] of vocabulary.fuzzyGet(word, leaf.fuzzy).values()) typos.add(term);
      });
    }
  }
  const typoOnly = new Set([...typos].filter((term) => !direct.has(term)));
  return {needed: new Set([...direct, ...typoOnly]), typoOnly};
}

/** Blocks holding every word of a phrase (any form the query allows): the blocks MiniSearch finds for it. */
export function blocksHolding(vocabulary: Vocabulary, leaf: QueryLeaf, postings: Map<string, TermPostings>):
  {holding: Set<number>; byWord: Map<string, Set<number>>} {
  let common: Set<number> | undefined;
  const byWord = new Map<string, Set<number>>();
  for (const [position, word] of leafWords(leaf.terms).entries()) {
    const forms = new Set([word]);
    if (leaf.prefix && position === leaf.terms.length - 1) for (const term of vocabulary.atPrefix(word).keys()) forms.add(term);
    if (leaf.fuzzy > 0) for (const term of vocabulary.fuzzyGet(word, leaf.fuzzy).keys()) forms.add(term);
    const docs = new Set<number>();
    for (const form of forms) {
      for (const [, ...pairs] of postings.get(form) ?? []) {
        let doc = 0;
        for (let i = 0; i + 1 < pairs.length; i += 2) docs.add((doc += pairs[i] ?? 0));
      }
    }
    byWord.set(word, docs);
    common = common ? new Set([...common].filter((doc) => docs.has(doc))) : docs;
  }
  return {holding: common ?? new Set(), byWord};
}

/**
 * How many vocabulary terms the word being typed (the query's last word, where it is a prefix) can still become;
 * 0 when the query does not end in a prefix (the reader ended the word).
 */
export function completionsOfLastWord(vocabulary: Vocabulary, clauses: QueryClause[]): number {
  let most = 0;
  for (const leaf of clauses.at(-1)?.options ?? []) {
    const last = leafWords(leaf.terms).at(-1);
    if (leaf.prefix && last !== undefined) most = Math.max(most, vocabulary.atPrefix(last).size);
  }
  return most;
}
