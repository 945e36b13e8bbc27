/**
 * Node only: `docs-widgets index <built site>`. Reads the site the way `serve --docs` does (the reference API's
 * ingest, page model and MiniSearch options), then writes the index cut into shards (built-index-format.ts).
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
  type Shard, TERMS_FILE, type TermPostings, chunkFile, encodeTerms, shardFile,
} from './built-index-format.js';
import {buildNameBuckets, namesFile} from './built-index-names.js';
import {buildPairBuckets, pairsFile} from './built-index-pairs.js';

/** Raw JSON bytes a postings shard grows to before the next term starts a new one (about 4 KB gzip). */
const SHARD_BYTES = 12_000;
/**
 * Raw bytes of text a content chunk grows to (about 1.5 KB gzip): the ten results on screen need the text of up to
 * thirty blocks, mostly in different chunks, so a chunk's size is paid about twenty times a query.
 */
const CHUNK_BYTES = 4_000;

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

/** Cuts `items` into runs of about `target` bytes (by `size`), returning each run's first index. */
function cut<T>(items: readonly T[], size: (item: T) => number, target: number): number[] {
  const starts = [0];
  let bytes = 0;
  items.forEach((item, index) => {
    const itemBytes = size(item);
    if (bytes > 0 && bytes + itemBytes > target) {
      starts.push(index);
      bytes = 0;
    }
    bytes += itemBytes;
  });
  return starts;
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
  const postings = entries.map(([, fields]) => encodePostings(fields));
  const shardStarts = cut(postings, (item) => JSON.stringify(item).length, SHARD_BYTES);
  const chunkStarts = cut(blocks, (block) => block.content.length + block.title.length + 20, CHUNK_BYTES);

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
    terms: entries.length,
  };

  // A stale index must not survive next to the new one (shard numbers would mix).
  await rm(outDir, {recursive: true, force: true});
  await mkdir(join(outDir, 't'), {recursive: true});
  await mkdir(join(outDir, 'c'), {recursive: true});
  await mkdir(join(outDir, 'n'), {recursive: true});
  await mkdir(join(outDir, 'p'), {recursive: true});
  let bytes = 0;
  const write = async (name: string, text: string) => {
    bytes += Buffer.byteLength(text);
    await writeFile(join(outDir, name), text);
  };
  await write(MANIFEST_FILE, JSON.stringify(manifest));
  await write(TERMS_FILE, encodeTerms(entries.map(([term]) => term)));
  for (let shard = 0; shard < shardStarts.length; shard++) {
    const slice: Shard = postings.slice(shardStarts[shard], shardStarts[shard + 1] ?? postings.length);
    await write(shardFile(shard), JSON.stringify(slice));
  }
  for (let chunk = 0; chunk < chunkStarts.length; chunk++) {
    const slice: Chunk = blocks.slice(chunkStarts[chunk], chunkStarts[chunk + 1] ?? blocks.length)
      .map((block) => [block.kind === 'domain' ? 1 : 0, block.anchor, block.title, block.role, block.content]);
    await write(chunkFile(chunk), JSON.stringify(slice));
  }
  const names = buildNameBuckets(blocks);
  for (let bucket = 0; bucket < names.length; bucket++) await write(namesFile(bucket), JSON.stringify(names[bucket]));
  const pairs = buildPairBuckets(blocks.map((block) => ({id: block.id, fields: [block.title, block.content]})),
    entries.map(([term, fields]) => [term, Object.values(fields).flatMap((docs) => Object.keys(docs).map(Number))]));
  for (let bucket = 0; bucket < pairs.length; bucket++) await write(pairsFile(bucket), JSON.stringify(pairs[bucket]));
  return {outDir, pages: pages.length, blocks: blocks.length, terms: entries.length, shards: shardStarts.length,
    chunks: chunkStarts.length, bytes};
}
