/**
 * The files `docs-widgets index <site>` writes (into `<site>/_docs-widgets/`), shared by the writer (Node) and the
 * search worker. The index is the reference API's own MiniSearch index of the site, cut so that a query fetches only
 * what it needs:
 *
 * - `index.json` (the manifest): document count and average field lengths (BM25 needs them whole), the pages, every
 *   block's title and content length, where the vocabulary's shards and the content chunks start, and the sorted
 *   vocabulary (prefix and typo-tolerant terms are found in it), its long lists written compactly
 *   (built-index-codec.ts). One file, not two: every query needs both, and on a real host a request is the cost
 *   (issue 28);
 * - `t/<n>.json`: a term chunk: a contiguous range of the sorted vocabulary (one term is never split), with, for the
 *   words of that range, their postings, the block names they start (built-index-names.ts) and the word pairs they
 *   start (built-index-pairs.ts). A query's words point at their chunks, so everything ranking needs beyond the
 *   manifest comes in one round trip, as Pagefind's index chunks do;
 * - `c/<n>.json`: titles, anchors and text of a contiguous range of blocks (whole pages where they fit), for the
 *   results on screen and their highlights.
 *
 * Both kinds of chunk are sized from the site (built-index-writer.ts `chunkTarget`): a small site gets a few files, a
 * large one at most a few hundred, and no file is ever empty.
 *
 * Every file is data (JSON or plain text), read and checked field by field, never executed.
 */

import type {Doctype} from '../../reference-api/model.js';
import {decodeNumbers, decodeVocabulary, encodeNumbers, encodeVocabulary} from './built-index-codec.js';

export const INDEX_FORMAT = 'docs-widgets-index';
/**
 * 2: name forms (`n/`) for the reference API's title ranking. 3: 512 name buckets. 4: word pairs (`p/`) for phrases.
 * 5: names and pairs folded into the term chunks, chunk counts sized from the site (no fixed buckets).
 * 6: the vocabulary inside the manifest (`vocabulary`), not in `terms.txt`: a first query makes one request fewer.
 * 7: the manifest's lists written compactly (built-index-codec.ts): 9 KB less gzip on the Python docs' first query.
 */
export const INDEX_FORMAT_VERSION = 7;
/** The folder the index goes in, inside the built site. */
export const INDEX_DIR = '_docs-widgets';
export const MANIFEST_FILE = 'index.json';
export const shardFile = (shard: number) => `t/${shard}.json`;
export const chunkFile = (chunk: number) => `c/${chunk}.json`;

/** `[path, title, rank, first block, block count, page title length in terms]`. */
export type ManifestPage = [string, string, number, number, number, number];

/** The manifest as read (`readManifest`) and as handed to `storeManifest`. */
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
  /** Vocabulary index each term chunk starts at (ascending, first is 0). */
  shards: number[];
  /** Block each content chunk starts at (ascending, first is 0). */
  chunks: number[];
  /** The vocabulary, sorted (code-unit order, as `<` compares); a term's number is its position. */
  vocabulary: string[];
}

/** The manifest as written to `index.json`: `BuiltIndexManifest` with its long lists encoded. */
export interface StoredManifest extends Omit<BuiltIndexManifest, 'pages' | 'lengths' | 'vocabulary'> {
  /** `[path, title, rank, block count, page title length in terms]`: a page's first block is the blocks before it. */
  pages: Array<[string, string, number, number, number]>;
  /** Every block's title length in terms, then every block's content length (`encodeNumbers`). */
  lengths: string;
  /** Number of terms in the vocabulary. */
  terms: number;
  /** The vocabulary but its plain numbers, front-coded (`encodeVocabulary`). */
  vocabulary: string;
  /** The vocabulary's plain numbers, as ascending deltas (`encodeVocabulary`). */
  numbers: string;
}

/** What `index.json` holds for `manifest`. */
export function storeManifest(manifest: BuiltIndexManifest): StoredManifest {
  const {words, numbers} = encodeVocabulary(manifest.vocabulary);
  const lengths = manifest.lengths;
  return {...manifest,
    pages: manifest.pages.map(([path, title, rank, , blocks, titleLength]) => [path, title, rank, blocks, titleLength]),
    lengths: encodeNumbers([...lengths.filter((_, at) => at % 2 === 0), ...lengths.filter((_, at) => at % 2 === 1)]),
    terms: manifest.vocabulary.length, vocabulary: words, numbers};
}

/** One term's postings: per field, `[fieldId, doc delta, frequency, doc delta, frequency, …]`. */
export type TermPostings = number[][];
/** `[the words of a name form, joined by one space; block number; the name titleMatch reads]` (built-index-names.ts). */
export type NameEntry = [string, number, string];
/**
 * `[the two folded words, joined by one space; block delta, block delta, …]`, blocks ascending; `[words]` alone for a
 * pair too common to narrow anything (built-index-pairs.ts).
 */
export type PairEntry = [string, ...number[]];
/**
 * A term chunk (`t/<n>.json`): the postings of its terms, in vocabulary order; the name forms whose first word falls
 * in its range; the word pairs whose first (folded) word does.
 */
export interface Shard {
  postings: TermPostings[];
  names: NameEntry[];
  pairs: PairEntry[];
}
/** A block of a chunk: `[kind (0 section, 1 API object), anchor, title, role, content]`. */
export type ChunkBlock = [0 | 1, string, string, string, string];
export type Chunk = ChunkBlock[];

/** A built index file that is missing a field or has one of the wrong type. */
export class BuiltIndexError extends Error {
  override name = 'BuiltIndexError';
}

const DOCTYPES = new Set<Doctype>(['sphinx', 'sphinx_htmldir', 'mkdocs', 'generic']);

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item));

/** Checks a parsed `index.json` field by field, and decodes its lists. */
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
  const documentCount = m.documentCount;
  if (typeof documentCount !== 'number' || !Number.isInteger(documentCount) || documentCount < 0) {
    return fail('documentCount');
  }
  if (!isNumbers(m.averageFieldLength) || m.averageFieldLength.length !== 3) fail('averageFieldLength');
  const lengths = typeof m.lengths === 'string' ? decodeNumbers(m.lengths) : undefined;
  if (!lengths || lengths.length !== 2 * documentCount) {
    return fail('lengths: not the title and content lengths of every block');
  }
  // An empty site has no chunk of either kind (no file is written empty).
  if (!isNumbers(m.shards) || (m.shards.length > 0 && m.shards[0] !== 0)) fail('shards');
  if (!isNumbers(m.chunks) || (m.chunks.length > 0 && m.chunks[0] !== 0)) fail('chunks');
  const vocabulary = typeof m.vocabulary === 'string' && typeof m.numbers === 'string'
    ? decodeVocabulary(m.vocabulary, m.numbers) : undefined;
  if (!vocabulary) return fail('vocabulary: not a front-coded term list and a number list');
  if (vocabulary.length !== m.terms) {
    return fail(`the vocabulary has ${vocabulary.length} terms, not ${String(m.terms)}`);
  }
  if (!Array.isArray(m.pages)) return fail('pages');
  const pages: ManifestPage[] = [];
  let firstBlock = 0;
  for (const page of m.pages as unknown[]) {
    if (!Array.isArray(page) || page.length !== 5 || typeof page[0] !== 'string' || typeof page[1] !== 'string' ||
      !isNumbers(page.slice(2))) return fail('pages: each page is [path, title, rank, blocks, title length]');
    const [path, title, rank, blocks, titleLength] = page as [string, string, number, number, number];
    pages.push([path, title, rank, firstBlock, blocks, titleLength]);
    firstBlock += blocks;
  }
  if (firstBlock !== documentCount) fail(`pages: ${firstBlock} blocks, not ${documentCount}`);
  const stored = data as StoredManifest;
  return {format: INDEX_FORMAT, version: INDEX_FORMAT_VERSION, doctype: stored.doctype, documentCount,
    averageFieldLength: stored.averageFieldLength, pages, shards: stored.shards, chunks: stored.chunks, vocabulary,
    // Stored as every title length, then every content length; used as `[t0, c0, t1, c1, …]`.
    lengths: Array.from({length: 2 * documentCount}, (_, at) => lengths[(at >> 1) + (at % 2) * documentCount]!)};
}

/** Checks a parsed term chunk: `[postings, names, pairs]` (see `Shard`). */
export function readShard(data: unknown, expectedTerms: number, name: string): Shard {
  if (!Array.isArray(data) || data.length !== 3) throw new BuiltIndexError(`${name}: expected [postings, names, pairs]`);
  const [postings, names, pairs] = data as unknown[];
  if (!Array.isArray(postings) || postings.length !== expectedTerms) {
    throw new BuiltIndexError(`${name}: expected the postings of ${expectedTerms} terms`);
  }
  for (const term of postings) {
    if (!Array.isArray(term) || !term.every((field) => isNumbers(field) && field.length % 2 === 1)) {
      throw new BuiltIndexError(`${name}: postings are [fieldId, doc delta, frequency, …] lists`);
    }
  }
  if (!Array.isArray(names) || !names.every((entry) => Array.isArray(entry) && entry.length === 3 &&
    typeof entry[0] === 'string' && typeof entry[1] === 'number' && typeof entry[2] === 'string')) {
    throw new BuiltIndexError(`${name}: each name is [words, block, name]`);
  }
  if (!Array.isArray(pairs) || !pairs.every((entry) => Array.isArray(entry) && entry.length >= 1 &&
    typeof entry[0] === 'string' && entry.slice(1).every((value) => Number.isInteger(value) && (value as number) >= 0))) {
    throw new BuiltIndexError(`${name}: each pair is [words, block delta, …]`);
  }
  return {postings, names, pairs} as Shard;
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

/** The term chunk whose range holds `word` (any string), given each chunk's first term, ascending. */
export function chunkOfWord(firstTerms: readonly string[], word: string): number {
  let low = 0;
  let high = firstTerms.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((firstTerms[middle] ?? '') <= word) low = middle;
    else high = middle - 1;
  }
  return low;
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
