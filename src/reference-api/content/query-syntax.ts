/**
 * The search terms' syntax (server-behaviour.md §11, Elasticsearch's simple query string as the hosting service uses
 * it): `"a phrase"`, `prefix*`, `typo~2`, `+required`, `-excluded`, `either | or`. A single bare term is searched as a
 * prefix and with typo tolerance (the service's "single term" query); with several terms the last bare one is also a
 * prefix, so results keep up while someone types.
 */

import {joinedWords, queryTerms} from './tokenize.js';

export interface QueryLeaf {
  /**
   * Normalized words; more than one for a phrase (or a term the tokenizer splits, like `sphinx.ext`, or a CJK run,
   * searched as its bigrams).
   */
  terms: string[];
  /** The words must appear next to each other, in order. */
  phrase: boolean;
  prefix: boolean;
  /** Maximum edit distance (0 = exact). */
  fuzzy: number;
}

export interface QueryClause {
  /** Alternatives joined by `|`. */
  options: QueryLeaf[];
  occur: 'must' | 'should' | 'must_not';
}

type Token = {kind: 'word'; text: string; quoted: boolean} | {kind: 'or'};

function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) {
      index++;
    } else if (char === '|') {
      tokens.push({kind: 'or'});
      index++;
    } else {
      // A word runs to the next space or `|`; a quote opens a phrase that runs to the closing quote.
      let word = '';
      let quoted = false;
      while (index < text.length && !/[\s|]/.test(text[index] ?? '')) {
        if (text[index] === '"') {
          const close = text.indexOf('"', index + 1);
          const end = close === -1 ? text.length : close;
          word += text.slice(index + 1, end);
          quoted = true;
          index = end + 1;
          if (close !== -1) {
            const next = text[index];
            if (next === '~' || next === '*') continue;
            break;
          }
        } else {
          word += text[index];
          index++;
        }
      }
      tokens.push({kind: 'word', text: word, quoted});
    }
  }
  return tokens;
}

/** Edit distance Elasticsearch's `AUTO:4,6` allows for a term of this length. */
export function autoFuzziness(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
}

function leafFromWord(raw: string, quoted: boolean): {leaf: QueryLeaf; explicit: boolean} | undefined {
  let text = raw;
  let prefix = false;
  let fuzzy = 0;
  let explicit = quoted;
  const fuzzyMatch = /~(\d*)$/.exec(text);
  if (fuzzyMatch) {
    fuzzy = Math.min(fuzzyMatch[1] ? Number(fuzzyMatch[1]) : 2, 2);
    text = text.slice(0, fuzzyMatch.index);
    explicit = true;
  } else if (text.endsWith('*')) {
    prefix = true;
    text = text.replace(/\*+$/, '');
    explicit = true;
  }
  // A CJK run is its bigrams in order: a phrase, found anywhere in a clause (text-terms.ts).
  const terms = queryTerms(text);
  if (terms.length === 0) return undefined;
  return {leaf: {terms, phrase: quoted || terms.length > 1, prefix, fuzzy}, explicit};
}

/**
 * Parses the free-text part of a query into clauses; an empty list when there is nothing to search for. `joined`
 * (default) adds the words neighbouring words join into (`searchJoined`); a reader of Sphinx's own index, which
 * needs every word and finds objects by their names itself, asks for none.
 */
export function parseTerms(text: string, {joined = true}: {joined?: boolean} = {}): QueryClause[] {
  const clauses: QueryClause[] = [];
  const bare: QueryLeaf[] = [];
  let joinNext = false;
  for (const token of lex(text)) {
    if (token.kind === 'or') {
      joinNext = clauses.length > 0;
      continue;
    }
    let word = token.text;
    let occur: QueryClause['occur'] = 'should';
    if (!token.quoted && word.length > 1 && (word.startsWith('+') || word.startsWith('-'))) {
      occur = word.startsWith('+') ? 'must' : 'must_not';
      word = word.slice(1);
    }
    const parsed = leafFromWord(word, token.quoted);
    if (!parsed) continue;
    if (!parsed.explicit && occur !== 'must_not') bare.push(parsed.leaf);
    const previous = clauses[clauses.length - 1];
    if (joinNext && previous && previous.occur !== 'must_not') {
      previous.options.push(parsed.leaf);
    } else {
      clauses.push({options: [parsed.leaf], occur});
    }
    joinNext = false;
  }
  const positive = clauses.filter((clause) => clause.occur !== 'must_not');
  const only = positive.length === 1 ? positive[0] : undefined;
  const single = bare.length === 1 ? bare[0] : undefined;
  if (only && single && only.options.length === 1 && single === only.options[0] && !single.phrase) {
    const leaf = single;
    leaf.prefix = true;
    leaf.fuzzy = autoFuzziness(leaf.terms[0] ?? '');
  } else {
    const last = bare[bare.length - 1];
    if (last && !last.phrase) last.prefix = true;
  }
  if (joined) searchJoined(clauses);
  return clauses;
}

/** A clause that is one bare word: no phrase, no typo tolerance asked for, not excluded. */
function oneWord(clause: QueryClause): string | undefined {
  const [leaf, other] = clause.options;
  if (clause.occur === 'must_not' || !leaf || other || leaf.phrase || leaf.fuzzy !== 0 || leaf.terms.length !== 1) return undefined;
  return leaf.terms[0];
}

/**
 * Neighbouring one-word clauses also match the identifier they join into (text-terms.ts `joinedWords`): "harmonic
 * model" finds `HarmonicModel`, one word in the index, as Sphinx's search finds an object by its name. The joined
 * word is an alternative of each clause it joins (`harmonic | harmonicmodel`, `model | harmonicmodel`), so a block
 * holding it matches them all; it is a prefix when its last word is (`harmonic mod` finds it while typing).
 */
function searchJoined(clauses: QueryClause[]): void {
  let start = 0;
  while (start < clauses.length) {
    let end = start;
    while (end < clauses.length && oneWord(clauses[end]!) !== undefined) end++;
    const run = clauses.slice(start, end);
    const joined = joinedWords(run.map((clause) => oneWord(clause)!));
    for (const {word, start: first, count} of joined) {
      const leaf: QueryLeaf = {terms: [word], phrase: false, prefix: run[first + count - 1]!.options[0]!.prefix, fuzzy: 0};
      for (const clause of run.slice(first, first + count)) clause.options.push(leaf);
    }
    start = end + 1;
  }
}
