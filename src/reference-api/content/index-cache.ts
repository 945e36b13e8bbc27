/**
 * Node only: the content index's cache across starts of `serve --docs` (`IndexCache`), one file per documentation
 * folder in a cache directory. A file holds the folder's page models and its built index, under a key made of the
 * pages' paths, titles, ranks and content hashes (ingest-node.ts hashes each file's bytes), the doctype, and the code
 * that turns pages into models and indexes (its own source files' contents): a page edited, added or removed, or a
 * new version of docs-widgets, is a new key, and the folder is indexed again. A file that cannot be read back (cut
 * short, overwritten, from another format) is reported, ignored and rewritten.
 *
 * Layout: 4 bytes of header length (little endian), the JSON header (key, models, vocabulary, array lengths and a
 * checksum of the arrays), then the index's typed arrays, each as its little-endian bytes.
 */

import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import {homedir} from 'node:os';
import {join} from 'node:path';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {DatasetPage} from '../dataset.js';
import type {Doctype} from '../model.js';
import type {BlockIndexData} from './block-index.js';
import {isDiskPage} from './ingest-node.js';
import type {CachedIndex, IndexCache} from './search-index.js';

const FORMAT = 'docs-widgets-index-cache/2';
/**
 * The modules whose code decides what a page's model and its index are. Not `tokenize`: it only re-exports
 * text-terms, and the build emits no file for a module that only re-exports (an installed package has none to read).
 */
const CODE = ['page-model', 'page-source', 'lite-html', 'tree', 'block-index', '../../internal/text-terms'];

interface Header {
  format: string;
  key: string;
  models: CachedIndex['models'];
  terms: string[];
  averageFieldLengths: number[];
  /** Element counts of offsets, docs, freqs, fieldLengths. */
  lengths: [number, number, number, number];
  checksum: string;
}

/**
 * Where the cache lives: `$XDG_CACHE_HOME/docs-widgets` when set, else `node_modules/.cache/docs-widgets` in the
 * working directory when it has a `node_modules` (as other tools keep their caches), else `~/.cache/docs-widgets`.
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'docs-widgets');
  if (existsSync(join(cwd, 'node_modules'))) return join(cwd, 'node_modules', '.cache', 'docs-widgets');
  return join(homedir(), '.cache', 'docs-widgets');
}

let codeHash: Promise<string> | undefined;

/** A hash of the source of the modules in `CODE`, next to this one (`.ts` from source, `.js` compiled). */
function hashCode(): Promise<string> {
  codeHash ??= (async () => {
    const extension = fileURLToPath(import.meta.url).endsWith('.ts') ? 'ts' : 'js';
    const hash = createHash('sha1');
    for (const name of CODE) hash.update(await readFile(fileURLToPath(new URL(`./${name}.${extension}`, import.meta.url))));
    return hash.digest('base64url');
  })();
  return codeHash;
}

async function keyOf(pages: DatasetPage[], doctype: Doctype): Promise<string> {
  const hash = createHash('sha1').update(FORMAT).update(await hashCode()).update(doctype);
  for (const page of pages) {
    const content = isDiskPage(page) ? page.hash : createHash('sha1').update(page.html).digest('base64url');
    hash.update(JSON.stringify([page.path, page.title ?? null, page.rank ?? 0, content]));
  }
  return hash.digest('base64url');
}

/** One file per folder (pages on disk) or per page set, so two sites served together keep a file each. */
function fileNameOf(pages: DatasetPage[], key: string): string {
  const first = pages[0];
  const site = first && isDiskPage(first) ? first.file.slice(0, first.file.length - first.path.length) : key;
  return `index-${createHash('sha1').update(site).digest('hex').slice(0, 16)}.bin`;
}

function arraysOf(data: BlockIndexData): [Uint32Array, Int32Array, Uint32Array, Uint32Array] {
  return [data.offsets, data.docs, data.freqs, data.fieldLengths];
}

function checksum(parts: ArrayBufferView[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
  return hash.digest('base64url');
}

function encode(key: string, built: CachedIndex): Buffer {
  const arrays = arraysOf(built.index);
  const header: Header = {
    format: FORMAT, key, models: built.models, terms: built.index.terms,
    averageFieldLengths: built.index.averageFieldLengths,
    lengths: [arrays[0].length, arrays[1].length, arrays[2].length, arrays[3].length],
    checksum: checksum(arrays),
  };
  const json = Buffer.from(JSON.stringify(header));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(json.length);
  return Buffer.concat([size, json, ...arrays.map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength))]);
}

class Unreadable extends Error {}

/** The cache file's content, or undefined when it was written for other pages; throws `Unreadable` when corrupt. */
function decode(bytes: Buffer, key: string): CachedIndex | undefined {
  if (bytes.length < 4) throw new Unreadable('too short');
  const size = bytes.readUInt32LE(0);
  if (4 + size > bytes.length) throw new Unreadable('its header is cut short');
  let header: Header;
  try {
    header = JSON.parse(bytes.subarray(4, 4 + size).toString('utf8')) as Header;
  } catch {
    throw new Unreadable('its header is not JSON');
  }
  if (header.format !== FORMAT) throw new Unreadable(`its format is ${JSON.stringify(header.format)}`);
  if (header.key !== key) return undefined;
  const [offsets, docs, freqs, fieldLengths] = header.lengths;
  if (4 + size + 4 * (offsets + docs + freqs + fieldLengths) !== bytes.length) throw new Unreadable('its length is wrong');
  let at = 4 + size;
  // Copied out: the arrays then start on 4-byte boundaries whatever the header's length.
  const take = <T>(count: number, make: (buffer: ArrayBuffer) => T): T => {
    const buffer = bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + at + 4 * count) as ArrayBuffer;
    at += 4 * count;
    return make(buffer);
  };
  const index: BlockIndexData = {
    terms: header.terms,
    offsets: take(offsets, (buffer) => new Uint32Array(buffer)),
    docs: take(docs, (buffer) => new Int32Array(buffer)),
    freqs: take(freqs, (buffer) => new Uint32Array(buffer)),
    fieldLengths: take(fieldLengths, (buffer) => new Uint32Array(buffer)),
    averageFieldLengths: header.averageFieldLengths,
  };
  if (checksum(arraysOf(index)) !== header.checksum) throw new Unreadable('its checksum does not match');
  if (offsets !== header.terms.length * 3 + 1) throw new Unreadable('its vocabulary does not fit its postings');
  return {models: header.models, index};
}

/**
 * A cache in `dir` (created when first written). `log` is told when the cache is used, when it is out of date, and
 * when a file could not be read back or written (the folder is indexed as if there were no cache).
 */
export function diskIndexCache(dir: string, log: (line: string) => void): IndexCache {
  return {
    async load(pages, doctype) {
      if (pages.length === 0) return undefined;
      const key = await keyOf(pages, doctype);
      const file = join(dir, fileNameOf(pages, key));
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch {
        return undefined;
      }
      try {
        const cached = decode(bytes, key);
        log(cached ? `index cache: using ${file}` : `index cache: ${file} is out of date (pages or code changed): rebuilding`);
        return cached;
      } catch (error) {
        if (!(error instanceof Unreadable)) throw error;
        log(`index cache: ignoring ${file}: ${error.message}; rebuilding it`);
        return undefined;
      }
    },
    async save(pages, doctype, built) {
      if (pages.length === 0) return;
      let file = dir;
      try {
        const key = await keyOf(pages, doctype);
        file = join(dir, fileNameOf(pages, key));
        await mkdir(dir, {recursive: true});
        // Written aside and renamed: a reader never sees half a file, and two servers writing at once leave one whole.
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, encode(key, built));
        await rename(temporary, file);
        log(`index cache: wrote ${file}`);
      } catch (error) {
        log(`index cache: could not write ${file}: ${(error as Error).message}`);
      }
    },
  };
}
