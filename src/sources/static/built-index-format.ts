/**
 * The files `docs-widgets index <site>` writes (into `<site>/_docs-widgets/`), shared by the writer (Node) and the
 * search worker. The index is the reference API's own MiniSearch index of the site, cut so that a query fetches only
 * what it needs:
 *
 * - `index.json` (the manifest): document count and average field lengths (BM25 needs them whole), the pages, every
 *   block's title and content length, where the vocabulary's shards and the content chunks start;
 * - `terms.txt`: the sorted vocabulary, front-coded; prefix and typo-tolerant terms are found in it;
 * - `t/<n>.json`: postings of a contiguous range of the vocabulary (one term's postings are never split);
 * - `c/<n>.json`: titles, anchors and text of a contiguous range of blocks, for the results on screen and their
 *   highlights;
 * - `n/<bucket>.json`: the word sequences each block's name answers to (built-index-names.ts);
 * - `p/<bucket>.json`: the blocks each pair of neighbouring words is in, for phrases (built-index-pairs.ts).
 *
 * Every file is data (JSON or plain text), read and checked field by field, never executed.
 */

import type {Doctype} from '../../reference-api/model.js';

export const INDEX_FORMAT = 'docs-widgets-index';
/** 2: name forms (`n/`) for the reference API's title ranking. 3: 512 name buckets. 4: word pairs (`p/`) for phrases. */
export const INDEX_FORMAT_VERSION = 4;
/** The folder the index goes in, inside the built site. */
export const INDEX_DIR = '_docs-widgets';
export const MANIFEST_FILE = 'index.json';
export const TERMS_FILE = 'terms.txt';
export const shardFile = (shard: number) => `t/${shard}.json`;
export const chunkFile = (chunk: number) => `c/${chunk}.json`;

/** `[path, title, rank, first block, block count, page title length in terms]`. */
export type ManifestPage = [string, string, number, number, number, number];

export interface BuiltIndexManifest {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_FORMAT_VERSION;
  doctype: Doctype;
  /** Blocks in the index (MiniSearch's `documentCount`). */
  documentCount: number;
  /** Average length of `title`, `pageTitle`, `content`, in terms. */
  averageFieldLength: [number, number, number];
  pages: ManifestPage[];
  /** Per block, in block order: length of its title and of its content, in terms (`[t0, c0, t1, c1, …]`). */
  lengths: number[];
  /** Vocabulary index each postings shard starts at (ascending, first is 0). */
  shards: number[];
  /** Block each content chunk starts at (ascending, first is 0). */
  chunks: number[];
  /** Number of terms in `terms.txt`. */
  terms: number;
}

/** One term's postings: per field, `[fieldId, doc delta, frequency, doc delta, frequency, …]`. */
export type TermPostings = number[][];
/** A shard: the postings of its terms, in vocabulary order. */
export type Shard = TermPostings[];
/** A block of a chunk: `[kind (0 section, 1 API object), anchor, title, role, content]`. */
export type ChunkBlock = [0 | 1, string, string, string, string];
export type Chunk = ChunkBlock[];

/** Front coding: each line is one character for the length shared with the previous term, then the rest. */
const SHARED_BASE = 0x30;
const MAX_SHARED = 0x7e - SHARED_BASE;

export function encodeTerms(sorted: readonly string[]): string {
  let previous = '';
  const lines: string[] = [];
  for (const term of sorted) {
    let shared = 0;
    const limit = Math.min(previous.length, term.length, MAX_SHARED);
    while (shared < limit && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared++;
    // A shared run never splits a surrogate pair: both terms would then differ in a half character.
    if (shared > 0 && /[\uD800-\uDBFF]/.test(term[shared - 1] ?? '')) shared--;
    lines.push(String.fromCharCode(SHARED_BASE + shared) + term.slice(shared));
    previous = term;
  }
  return lines.join('\n');
}

export function decodeTerms(text: string): string[] {
  const terms: string[] = [];
  let previous = '';
  for (const line of text.split('\n')) {
    if (!line) continue;
    const shared = line.charCodeAt(0) - SHARED_BASE;
    if (shared < 0 || shared > previous.length) throw new BuiltIndexError(`${TERMS_FILE} is not a front-coded term list`);
    previous = previous.slice(0, shared) + line.slice(1);
    terms.push(previous);
  }
  return terms;
}

/** A built index file that is missing a field or has one of the wrong type. */
export class BuiltIndexError extends Error {
  override name = 'BuiltIndexError';
}

const DOCTYPES = new Set<Doctype>(['sphinx', 'sphinx_htmldir', 'mkdocs', 'generic']);

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item));

/** Checks a parsed `index.json` field by field. */
export function readManifest(data: unknown): BuiltIndexManifest {
  const fail = (what: string): never => {
    throw new BuiltIndexError(`${MANIFEST_FILE}: ${what}`);
  };
  if (!data || typeof data !== 'object') return fail('not a JSON object');
  const m = data as Record<string, unknown>;
  if (m.format !== INDEX_FORMAT) return fail(`not a docs-widgets index (format ${JSON.stringify(m.format)})`);
  if (m.version !== INDEX_FORMAT_VERSION) {
    return fail(`index format version ${String(m.version)}; this copy of docs-widgets reads version ${INDEX_FORMAT_VERSION} (rebuild it with \`docs-widgets index\`)`);
  }
  if (!DOCTYPES.has(m.doctype as Doctype)) fail('doctype');
  if (typeof m.documentCount !== 'number' || m.documentCount < 0) fail('documentCount');
  if (!isNumbers(m.averageFieldLength) || m.averageFieldLength.length !== 3) fail('averageFieldLength');
  if (!isNumbers(m.lengths) || m.lengths.length !== 2 * (m.documentCount as number)) fail('lengths');
  if (!isNumbers(m.shards) || m.shards[0] !== 0) fail('shards');
  if (!isNumbers(m.chunks) || m.chunks[0] !== 0) fail('chunks');
  if (typeof m.terms !== 'number') fail('terms');
  const pages = m.pages;
  if (!Array.isArray(pages)) return fail('pages');
  for (const page of pages) {
    if (!Array.isArray(page) || page.length !== 6 || typeof page[0] !== 'string' || typeof page[1] !== 'string' ||
      !isNumbers(page.slice(2))) fail('pages: each page is [path, title, rank, first block, blocks, title length]');
  }
  return data as BuiltIndexManifest;
}

export function readShard(data: unknown, expectedTerms: number, name: string): Shard {
  if (!Array.isArray(data) || data.length !== expectedTerms) {
    throw new BuiltIndexError(`${name}: expected the postings of ${expectedTerms} terms`);
  }
  for (const term of data) {
    if (!Array.isArray(term) || !term.every((field) => isNumbers(field) && field.length % 2 === 1)) {
      throw new BuiltIndexError(`${name}: postings are [fieldId, doc delta, frequency, …] lists`);
    }
  }
  return data as Shard;
}

export function readChunk(data: unknown, expectedBlocks: number, name: string): Chunk {
  if (!Array.isArray(data) || data.length !== expectedBlocks) {
    throw new BuiltIndexError(`${name}: expected ${expectedBlocks} blocks`);
  }
  for (const block of data) {
    if (!Array.isArray(block) || block.length !== 5 || (block[0] !== 0 && block[0] !== 1) ||
      !block.slice(1).every((field) => typeof field === 'string')) {
      throw new BuiltIndexError(`${name}: each block is [kind, anchor, title, role, content]`);
    }
  }
  return data as Chunk;
}

/** The shard or chunk holding `item`, given the ascending starts. */
export function rangeOf(starts: readonly number[], item: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= item) low = middle;
    else high = middle - 1;
  }
  return low;
}
