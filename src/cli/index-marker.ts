/**
 * `docs-widgets index`'s last step, apart from the index's own files: marks every page of the site with
 * `<meta name="docs-widgets-index" content="_docs-widgets/">` (src/sources/static/index-marker.ts), so the script tag
 * asks for the built index only on a site that has one. Idempotent: a page already marked gets its mark replaced, so
 * running the command after every build leaves one mark per page.
 */

import {readFile, readdir, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {INDEX_MARKER} from '../sources/static/index-marker.js';

const MARK = new RegExp(`<meta\\s+name=["']?${INDEX_MARKER}["']?[^>]*>\\s*`, 'gi');

/** The page's markup with one mark, `folder` (relative to the site's root) as its content; undefined: no `<head>`. */
export function markPage(html: string, folder: string): string | undefined {
  const clean = html.replace(MARK, '');
  const tag = `<meta name="${INDEX_MARKER}" content="${folder.replace(/[&"<>]/g, '')}">`;
  const head = clean.search(/<\/head\s*>/i);
  return head === -1 ? undefined : `${clean.slice(0, head)}${tag}\n${clean.slice(head)}`;
}

async function htmlFiles(dir: string, skip: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && /\.html?$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !`${file}${sep}`.startsWith(`${skip}${sep}`) && !file.startsWith(`${skip}${sep}`));
}

/**
 * Marks the site's pages (`siteDir`, the index in `indexDir` inside it or served at `<root>/_docs-widgets/`); returns
 * how many pages were marked. A page that is unchanged is not written again.
 */
export async function markIndexedPages(siteDir: string, indexDir: string): Promise<number> {
  const inside = relative(siteDir, indexDir);
  const folder = inside && !inside.startsWith('..') ? `${inside.split(sep).join('/')}/` : '_docs-widgets/';
  let marked = 0;
  for (const file of await htmlFiles(siteDir, indexDir)) {
    const html = await readFile(file, 'utf8');
    const next = markPage(html, folder);
    if (next === undefined) continue;
    marked += 1;
    if (next !== html) await writeFile(file, next);
  }
  return marked;
}
