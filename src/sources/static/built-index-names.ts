/**
 * The reference API multiplies the score of a block whose name is the query as a whole (`titleMatch` in
 * search-scoring.ts: a section title, a glossary term, an object's dotted name...). Ranking needs that for every
 * matching block, but the built index fetches titles only for the results on screen. So `docs-widgets index` lists,
 * per block, the word sequences its name answers to (with the name itself), keyed by their first word into a few
 * files (`n/<bucket>.json`); a query reads the one bucket of its first word and gives the blocks it names their name,
 * for `searchVersion` to weigh exactly as the reference API does.
 */

import type {IndexedBlock} from '../../reference-api/content/search-index.js';
import {titleMatch} from '../../reference-api/content/search-scoring.js';
import {queryTerms} from '../../reference-api/content/tokenize.js';

/** 512: a bucket is about 2 KB gzip on the Python docs (64 made each query's first word fetch 16 KB). */
export const NAME_BUCKETS = 512;
export const namesFile = (bucket: number) => `n/${bucket}.json`;
/** `[the words, joined by one space; block number; the name titleMatch reads]`. */
export type NameEntry = [string, number, string];

/** What names a block for `titleMatch`: as search-scoring.ts `namedBy`. */
export function nameOf(block: Pick<IndexedBlock, 'kind' | 'anchor' | 'title'>): string {
  return block.kind === 'domain' && block.anchor.includes('.') ? block.anchor : block.title;
}

/** A name's words as a query gives them (the query is what a name form is compared with). */
function words(text: string): string[] {
  return queryTerms(text);
}

/** FNV-1a of the first word: the bucket a query's first word points at. */
export function bucketOf(firstWord: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < firstWord.length; i++) {
    hash ^= firstWord.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % NAME_BUCKETS;
}

/**
 * Every word sequence `name` could be the query for: its words, without a leading word (an article), the part before
 * a dash, and the last words of a dotted name. Only those `titleMatch` scores above 0 are kept, so the rule itself
 * decides, not a copy of it.
 */
export function nameForms(name: string): string[][] {
  const all = words(name);
  const candidates: string[][] = [all, all.slice(1)];
  const beforeDash = name.split(/\s+[\u2013\u2014:]\s+/)[0] ?? name;
  const dashWords = words(beforeDash);
  candidates.push(dashWords);
  for (let k = 1; k < dashWords.length; k++) candidates.push(dashWords.slice(-k));
  const seen = new Set<string>();
  return candidates.filter((form) => {
    const key = form.join(' ');
    if (form.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return titleMatch(name, form) > 0;
  });
}

export function buildNameBuckets(blocks: ReadonlyArray<Pick<IndexedBlock, 'id' | 'kind' | 'anchor' | 'title'>>): NameEntry[][] {
  const buckets: NameEntry[][] = Array.from({length: NAME_BUCKETS}, () => []);
  for (const block of blocks) {
    const name = nameOf(block);
    for (const form of nameForms(name)) buckets[bucketOf(form[0] ?? '')]?.push([form.join(' '), block.id, name]);
  }
  return buckets;
}

export function readNames(data: unknown, name: string): NameEntry[] {
  if (!Array.isArray(data) || !data.every((entry) => Array.isArray(entry) && entry.length === 3 &&
    typeof entry[0] === 'string' && typeof entry[1] === 'number' && typeof entry[2] === 'string')) {
    throw new SyntaxError(`${name}: each entry is [words, block, name]`);
  }
  return data as NameEntry[];
}
