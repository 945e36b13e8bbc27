/**
 * Node only: `docs-widgets index <built site>`. Reads the site the way `serve --docs` does (the reference API's
 * ingest, page model and MiniSearch options, the one tokenizer), then writes the index cut into chunks sized from the
 * site (built-index-format.ts).
 */

import {mkdir, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import MiniSearch from 'minisearch';
import {ingestDirectory} from '../../reference-api/content/ingest-node.js';
import {createContentIndex, type IndexedBlock, type IndexedPage} from '../../reference-api/content/index.js';
import {pageBlocks} from '../../reference-api/content/page-blocks.js';
import {FIELDS} from '../../reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../reference-api/content/tokenize.js';
import {
  type BuiltIndexManifest, type Chunk, INDEX_DIR, INDEX_FORMAT, INDEX_FORMAT_VERSION, MANIFEST_FILE, type ManifestPage,
  type NameEntry, type PairEntry, type Shard, type TermPostings, chunkFile, chunkOfWord, shardFile, storeManifest,
} from './built-index-format.js';
import {buildNames, firstWordOf} from './built-index-names.js';
import {buildPairs, firstOfPair} from './built-index-pairs.js';

/**
 * How the index is cut. A fixed number of files made a small site thousands of near-empty files and a large one
 * thousands of tiny ones (one request each); instead each kind of chunk is a share of the site's own bytes
 * (1 / `…_CHUNKS_MAX` of them), never under a floor (a small site gets a handful of files); a large site's chunks
 * grow instead of their number. Text chunks end at a page's start where they can, so they are fewer than that. On the
 * Python docs (499 pages): about 210 term chunks of 25 KB gzip (a query reads one to three for its words, more for a
 * word with many typo neighbours) and about 270 text chunks of 12 KB. The results on screen (the first five, answered
 * first: built-index-engine.ts `ROWS_FIRST`) need the text of five pages, which no layout puts in one or two files:
 * simulated on the 60 relevance queries' first five results, p50 text requests and gzip bytes were 6 and 107 KB with
 * 210 text chunks, 6 and 86 KB with 270 (this), 7 and 73 KB with 380, 9 and 50 KB with 680 cut without regard to
 * pages (over the file bound); grouping blocks by their most telling word instead of by page gave more of both (17
 * requests and 282 KB for the whole page, against 12 and 223 by page). Measured with this layout: the index 0.06 MB
 * larger than with 210, the results on screen p50 10 requests and 250 KB (test/node/static-first-query.test.ts).
 */
export const TERM_CHUNKS_MAX = 200;
export const TEXT_CHUNKS_MAX = 440;
/** Raw JSON bytes under which a chunk is never cut (about 5-8 KB gzip). */
export const TERM_CHUNK_MIN_BYTES = 32_000;
export const TEXT_CHUNK_MIN_BYTES = 20_000;

/** The raw bytes each chunk of a kind grows to: a share of the kind's total, never under the floor. */
export function chunkTarget(totalBytes: number, maxChunks: number, minBytes: number): number {
  return Math.max(minBytes, Math.ceil(totalBytes / maxChunks));
}

export interface BuildIndexOptions {
  /** Where to write; `<site>/_docs-widgets` by default. */
  outDir?: string;
}

export interface BuildIndexReport {
  outDir: string;
  pages: number;
  blocks: number;
  terms: number;
  shards: number;
  chunks: number;
  /** Files written: the manifest (with the vocabulary), the term chunks and the text chunks. */
  files: number;
  /** Bytes written, all files. */
  bytes: number;
}

type MiniSearchJson = {
  documentCount: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: Array<[string, Record<string, Record<string, number>>]>;
};

function encodePostings(fields: Record<string, Record<string, number>>): TermPostings {
  return Object.entries(fields).map(([fieldId, docs]) => {
    const entry = [Number(fieldId)];
    let previous = 0;
    for (const [doc, frequency] of Object.entries(docs).map(([d, f]) => [Number(d), f] as const).sort((a, b) => a[0] - b[0])) {
      entry.push(doc - previous, frequency);
      previous = doc;
    }
    return entry;
  });
}

/**
 * Cuts items of `sizes` bytes into runs of about `target` bytes, returning each run's first index. Where `breaks`
 * marks preferred starts (a page's first block), a run ends at one once it holds `target` bytes and runs on past the
 * others up to twice that: a page's blocks then come in one file where they fit.
 */
function cut(sizes: readonly number[], target: number, breaks?: ReadonlySet<number>): number[] {
  const starts = [0];
  let bytes = 0;
  sizes.forEach((itemBytes, index) => {
    const full = breaks ? (breaks.has(index) ? bytes >= target : bytes + itemBytes > 2 * target) : bytes + itemBytes > target;
    if (bytes > 0 && full) {
      starts.push(index);
      bytes = 0;
    }
    bytes += itemBytes;
  });
  return starts;
}

/** Files `entries` under the vocabulary term whose range holds their key word; returns the bytes each term gains. */
function attribute<T>(terms: readonly string[], entries: readonly T[], wordOf: (entry: T) => string): number[] {
  const bytes = new Array<number>(terms.length).fill(0);
  for (const entry of entries) {
    const term = chunkOfWord(terms, wordOf(entry));
    bytes[term] = (bytes[term] ?? 0) + JSON.stringify(entry).length + 1;
  }
  return bytes;
}

/** Groups `entries` by the term chunk whose range holds their key word. */
function byChunk<T>(firstTerms: readonly string[], entries: readonly T[], wordOf: (entry: T) => string): T[][] {
  const groups: T[][] = firstTerms.map(() => []);
  for (const entry of entries) groups[chunkOfWord(firstTerms, wordOf(entry))]?.push(entry);
  return groups;
}

export async function buildStaticIndex(siteDir: string, options: BuildIndexOptions = {}): Promise<BuildIndexReport> {
  const outDir = options.outDir ?? join(siteDir, INDEX_DIR);
  const site = await ingestDirectory(siteDir);
  const content = createContentIndex();
  const ref = {project: 'site', version: 'site'};
  content.addPages(ref, site.pages, site.doctype);
  await content.ready();

  const pages: IndexedPage[] = content.pagePaths(ref)
    .map((path) => content.getPage(ref, path))
    .filter((page): page is IndexedPage => Boolean(page?.searchable));
  const blocks: IndexedBlock[] = [];
  const manifestPages: ManifestPage[] = [];
  for (const page of pages) {
    const own = pageBlocks(page.path, page, blocks.length);
    manifestPages.push([page.path, page.title, page.rank, blocks.length, own.length, 0]);
    blocks.push(...own);
  }

  const mini = new MiniSearch<IndexedBlock>({fields: FIELDS, idField: 'id', tokenize, processTerm: normalizeTerm});
  mini.addAll(blocks);
  const json = mini.toJSON() as unknown as MiniSearchJson;
  // Short ids are the block numbers when blocks are added in order and none removed: postings then need no map.
  for (const [shortId, id] of Object.entries(json.documentIds)) {
    if (Number(shortId) !== id) throw new Error(`internal: MiniSearch short id ${shortId} is block ${id}`);
  }
  const fieldId = (name: string) => json.fieldIds[name] ?? -1;
  if (FIELDS.some((name, position) => fieldId(name) !== position)) throw new Error('internal: unexpected field ids');

  const lengths: number[] = [];
  for (const block of blocks) {
    const fieldLengths = json.fieldLength[String(block.id)] ?? [0, 0, 0];
    lengths.push(fieldLengths[0] ?? 0, fieldLengths[2] ?? 0);
  }
  for (const page of manifestPages) page[5] = json.fieldLength[String(page[3])]?.[1] ?? 0;

  const entries = [...json.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const terms = entries.map(([term]) => term);
  const postings = entries.map(([, fields]) => encodePostings(fields));
  const names: NameEntry[] = buildNames(blocks);
  const pairs: PairEntry[] = buildPairs(blocks.map((block) => ({id: block.id, fields: [block.title, block.content]})),
    entries.map(([term, fields]) => [term, Object.values(fields).flatMap((docs) => Object.keys(docs).map(Number))]));
  // A term's share of its chunk: its postings, and the names and pairs whose first word falls in its range.
  const nameBytes = attribute(terms, names, (entry) => firstWordOf(entry[0]));
  const pairBytes = attribute(terms, pairs, (entry) => firstOfPair(entry[0]));
  const termSizes = postings.map((item, index) => JSON.stringify(item).length + 1 + (nameBytes[index] ?? 0) + (pairBytes[index] ?? 0));
  const termTotal = termSizes.reduce((sum, size) => sum + size, 0);
  const shardStarts = terms.length ? cut(termSizes, chunkTarget(termTotal, TERM_CHUNKS_MAX, TERM_CHUNK_MIN_BYTES)) : [];
  const blockSizes = blocks.map((block) => block.content.length + block.title.length + block.anchor.length + block.role.length + 20);
  const blockTotal = blockSizes.reduce((sum, size) => sum + size, 0);
  const pageStarts = new Set(manifestPages.map((page) => page[3]));
  const chunkStarts = blocks.length ? cut(blockSizes, chunkTarget(blockTotal, TEXT_CHUNKS_MAX, TEXT_CHUNK_MIN_BYTES), pageStarts) : [];

  const manifest: BuiltIndexManifest = {
    format: INDEX_FORMAT,
    version: INDEX_FORMAT_VERSION,
    doctype: site.doctype,
    documentCount: json.documentCount,
    averageFieldLength: [json.averageFieldLength[0] ?? 0, json.averageFieldLength[1] ?? 0, json.averageFieldLength[2] ?? 0],
    pages: manifestPages,
    lengths,
    shards: shardStarts,
    chunks: chunkStarts,
    vocabulary: terms,
  };

  // A stale index must not survive next to the new one (shard numbers would mix).
  await rm(outDir, {recursive: true, force: true});
  await mkdir(join(outDir, 't'), {recursive: true});
  await mkdir(join(outDir, 'c'), {recursive: true});
  let bytes = 0;
  const write = async (name: string, text: string) => {
    bytes += Buffer.byteLength(text);
    await writeFile(join(outDir, name), text);
  };
  await write(MANIFEST_FILE, JSON.stringify(storeManifest(manifest)));
  const firstTerms = shardStarts.map((start) => terms[start] ?? '');
  const namesByChunk = byChunk(firstTerms, names, (entry) => firstWordOf(entry[0]));
  const pairsByChunk = byChunk(firstTerms, pairs, (entry) => firstOfPair(entry[0]));
  for (let shard = 0; shard < shardStarts.length; shard++) {
    const slice: Shard = {postings: postings.slice(shardStarts[shard], shardStarts[shard + 1] ?? postings.length),
      names: namesByChunk[shard] ?? [], pairs: pairsByChunk[shard] ?? []};
    await write(shardFile(shard), JSON.stringify([slice.postings, slice.names, slice.pairs]));
  }
  for (let chunk = 0; chunk < chunkStarts.length; chunk++) {
    const slice: Chunk = blocks.slice(chunkStarts[chunk], chunkStarts[chunk + 1] ?? blocks.length)
      .map((block) => [block.kind === 'domain' ? 1 : 0, block.anchor, block.title, block.role, block.content]);
    await write(chunkFile(chunk), JSON.stringify(slice));
  }
  return {outDir, pages: pages.length, blocks: blocks.length, terms: entries.length, shards: shardStarts.length,
    chunks: chunkStarts.length, files: 1 + shardStarts.length + chunkStarts.length, bytes};
}
