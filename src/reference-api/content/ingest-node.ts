/**
 * Node only (reads the file system): turns a built HTML site (Sphinx or MkDocs output) into the pages of a project
 * version. Browser bundles never import this module.
 *
 * Every `*.html` (and gzipped `*.html.gz`, as Debian ships some docs) is a page; `_static`, `_sources`, `_images` and
 * friends are assets served from disk, not pages. Symbolic links are followed, each real directory visited once.
 */

import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {readFile, readdir, realpath, stat} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {DatasetPage} from '../dataset.js';
import type {Doctype} from '../model.js';
import {detectDoctype} from './doctype.js';

/** Directories of assets and sources: served as files, never pages. */
const ASSET_DIRS = new Set(['_static', '_sources', '_images', '_downloads', '_modules', '.doctrees', '.buildinfo']);
const MAX_PAGES = 20_000;

export interface IngestedSite {
  pages: DatasetPage[];
  doctype: Doctype;
}

/**
 * A page whose HTML stays on disk (`html` is empty): the content index reads `file` again when the page is asked for,
 * and `hash` (of the file's bytes) keys the index cache.
 */
export interface DiskPage extends DatasetPage {
  file: string;
  hash: string;
}

export interface IngestOptions {
  /** Force a doctype instead of detecting it. */
  doctype?: Doctype;
  /**
   * Keep the HTML on disk: pages are `DiskPage`s with an empty `html`, read again when needed. The Python docs' HTML
   * is 55 million characters, 110 MB as JavaScript strings.
   */
  onDisk?: boolean;
}

/** A page's HTML from its file, gunzipped when the name ends in `.gz`. */
export function readPageFile(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

export function isDiskPage(page: DatasetPage): page is DiskPage {
  return typeof (page as Partial<DiskPage>).file === 'string' && typeof (page as Partial<DiskPage>).hash === 'string';
}

async function listPages(root: string): Promise<string[]> {
  const files: string[] = [];
  const visited = new Set<string>();
  const walk = async (dir: string) => {
    const real = await realpath(dir);
    if (visited.has(real)) return;
    visited.add(real);
    const entries = await readdir(dir, {withFileTypes: true});
    for (const entry of entries) {
      const path = join(dir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const target = await stat(path).catch(() => undefined);
        isDir = Boolean(target?.isDirectory());
        isFile = Boolean(target?.isFile());
      }
      if (isDir && !ASSET_DIRS.has(entry.name) && !entry.name.startsWith('.')) await walk(path);
      else if (isFile && /\.html?(\.gz)?$/i.test(entry.name)) files.push(path);
      if (files.length > MAX_PAGES) throw new Error(`${root}: more than ${MAX_PAGES} HTML files`);
    }
  };
  await walk(root);
  return files.sort();
}

/** Files read at once: enough to keep the disk busy, few enough to stay far from the open-files limit. */
const READ_CONCURRENCY = 32;

async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

async function readText(path: string): Promise<string> {
  const bytes = await readFile(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

export async function ingestDirectory(dir: string, options: IngestOptions = {}): Promise<IngestedSite> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${dir}: not a directory`);
  const files = await listPages(dir);
  if (files.length === 0) throw new Error(`${dir}: no HTML pages found`);
  const pages = await mapLimited(files, READ_CONCURRENCY, async (file): Promise<DatasetPage> => {
    const path = relative(dir, file).split(sep).join('/').replace(/\.gz$/i, '');
    if (!options.onDisk) return {path, html: await readText(file)};
    // The bytes as stored: a changed file is a changed hash, and hashing them costs a fraction of reading them.
    const hash = createHash('sha1').update(await readFile(file)).digest('base64url');
    const page: DiskPage = {path, html: '', file, hash};
    return page;
  });
  const root = pages.find((page) => page.path === 'index.html') ?? pages[0];
  const rootHtml = root && isDiskPage(root) ? readPageFile(root.file) : root?.html ?? '';
  const documentationOptions = await readText(join(dir, '_static', 'documentation_options.js')).catch(() => undefined);
  const doctype = options.doctype ?? detectDoctype({html: rootHtml, documentationOptions});
  return {pages, doctype};
}
