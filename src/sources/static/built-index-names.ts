/**
 * The reference API multiplies the score of a block whose name is the query as a whole (`titleMatch` in
 * search-scoring.ts: a section title, a glossary term, an object's dotted name...). Ranking needs that for every
 * matching block, but the built index fetches titles only for the results on screen. So `docs-widgets index` lists,
 * per block, the word sequences its name answers to (with the name itself), in the term chunk whose range holds their
 * first word (the chunk a query reads for that word anyway); a query gives the blocks it names their name, for
 * `searchVersion` to weigh exactly as the reference API does.
 */

import type {IndexedBlock} from '../../reference-api/content/search-index.js';
import {identifierTails, titleMatch} from '../../reference-api/content/search-scoring.js';
import {queryTerms} from '../../reference-api/content/tokenize.js';
import type {NameEntry} from './built-index-format.js';

/** What names a block for `titleMatch`: as search-scoring.ts `namedBy`. */
export function nameOf(block: Pick<IndexedBlock, 'kind' | 'anchor' | 'title'>): string {
  return block.kind === 'domain' && block.anchor.includes('.') ? block.anchor : block.title;
}

/** A name's words as a query gives them (the query is what a name form is compared with). */
function words(text: string): string[] {
  return queryTerms(text);
}

/**
 * Every word sequence `name` could be the query for: its words, without a leading word (an article), the part before
 * a dash, the last words of a dotted name, and its camelCase parts (`identifierTails`). Only those `titleMatch` scores above 0 are kept, so the rule itself
 * decides, not a copy of it.
 */
export function nameForms(name: string): string[][] {
  const all = words(name);
  const candidates: string[][] = [all, all.slice(1)];
  const beforeDash = name.split(/\s+[\u2013\u2014:]\s+/)[0] ?? name;
  const dashWords = words(beforeDash);
  candidates.push(dashWords);
  for (let k = 1; k < dashWords.length; k++) candidates.push(dashWords.slice(-k));
  candidates.push(...identifierTails(beforeDash));
  const seen = new Set<string>();
  return candidates.filter((form) => {
    const key = form.join(' ');
    if (form.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return titleMatch(name, form) > 0;
  });
}

/** Every name form of every block, as `[words, block, name]`; the writer files each under its first word. */
export function buildNames(blocks: ReadonlyArray<Pick<IndexedBlock, 'id' | 'kind' | 'anchor' | 'title'>>): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const block of blocks) {
    const name = nameOf(block);
    for (const form of nameForms(name)) entries.push([form.join(' '), block.id, name]);
  }
  return entries;
}

/** The first word of a name form's words (the key its term chunk is found by). */
export const firstWordOf = (words: string): string => words.split(' ', 1)[0] ?? '';
