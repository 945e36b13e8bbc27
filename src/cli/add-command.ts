/**
 * `docs-widgets add <built site>`: everything a built Sphinx or MkDocs site needs for the widgets, in one command run
 * after the build: the search index (what `docs-widgets index` writes), the script-tag bundle copied into the site,
 * and the tag on every HTML page with the path from that page to the bundle. Safe to run again on the same build.
 */

import {copyFile, mkdir, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import {INDEX_DIR} from '../sources/static/built-index-format.js';
import {buildStaticIndex} from '../sources/static/built-index-writer.js';
import {markPage} from './index-marker.js';
import {type TagOutcome, scriptTag, tagPage} from './add-tag.js';
import {assertBuiltSite} from './built-site.js';
import {UsageError} from './options.js';

/**
 * The bundle's folder in the site. Not inside `_docs-widgets/`, which `docs-widgets index` empties and rewrites:
 * indexing again must not delete the script the pages load.
 */
export const BUNDLE_FOLDER = '_docs-widgets-js';

export const ADD_USAGE = `Usage: docs-widgets add <built site>

Adds the widgets to a built Sphinx or MkDocs site (its HTML output folder, e.g. docs/_build/html or site/), in place:
writes the search index into <site>/_docs-widgets/, copies the script-tag bundle into <site>/${BUNDLE_FOLDER}/, and
puts <script type="module" async src="…/${BUNDLE_FOLDER}/docs-widgets.js"></script> before </head> on every page.
Run it after each build; running it twice leaves one tag per page. A page without </head>, or one that loads
docs-widgets.js from elsewhere already, is left unchanged and listed. No conf.py or mkdocs.yml change is needed. It
refuses a Sphinx source folder or an MkDocs project, naming the build folder to give instead.`;

/** Folders of a build that hold no pages of the site (and our own). */
const NOT_PAGES = new Set(['_static', '_sources', '_images', '_downloads', '_docs-widgets', BUNDLE_FOLDER, 'node_modules']);

async function htmlPages(root: string, dir = root): Promise<string[]> {
  const pages: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Sphinx's `_modules/` (highlighted source) holds real pages: it is tagged like the rest.
      if (dir === root && NOT_PAGES.has(entry.name)) continue;
      pages.push(...await htmlPages(root, path));
    } else if (entry.isFile() && /\.html?$/i.test(entry.name)) {
      pages.push(path);
    }
  }
  return pages.sort();
}

/** The bundle's files: every script under dist/cdn (no declarations, no source maps). */
async function bundleFiles(cdnDir: string, dir = cdnDir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...await bundleFiles(cdnDir, path));
    else if (entry.name.endsWith('.js')) files.push(relative(cdnDir, path));
  }
  return files;
}

export interface AddOptions {
  /** The package's dist/cdn folder. */
  cdnDir: string;
  /** The package's version, for the CDN alternative. */
  version: string;
}

export interface AddReport {
  pages: Map<TagOutcome, string[]>;
  bundleFiles: number;
  bundleBytes: number;
  index: {pages: number; bytes: number; outDir: string};
}

export function parseAddArguments(argv: string[]): string {
  const sites = argv.filter((arg) => !arg.startsWith('-'));
  const option = argv.find((arg) => arg.startsWith('-'));
  if (option) throw new UsageError(`unknown option "${option}" (try "docs-widgets add --help")`);
  if (sites.length > 1) throw new UsageError(`one site at a time ("${sites[0]}", then "${sites[1]}")`);
  if (!sites[0]) throw new UsageError('which site? docs-widgets add <built site folder>');
  return sites[0];
}

export async function addToSite(site: string, options: AddOptions): Promise<AddReport> {
  assertBuiltSite(site, 'add');
  const entry = join(options.cdnDir, 'docs-widgets.js');
  if (!(await stat(entry).catch(() => undefined))?.isFile()) {
    throw new UsageError(`the script-tag bundle is missing (${entry}): build the package first (npm run build)`);
  }
  // Index first: a site with no page to index is refused before anything is written into it.
  const index = await buildStaticIndex(site);
  if (index.pages === 0) throw new UsageError(`${site} holds no HTML page to index`);

  // Emptied first: the chunks' names carry content hashes, and an older copy's would pile up.
  const bundleDir = join(site, BUNDLE_FOLDER);
  await rm(bundleDir, {recursive: true, force: true});
  let bundleBytes = 0;
  const files = await bundleFiles(options.cdnDir);
  for (const file of files) {
    await mkdir(dirname(join(bundleDir, file)), {recursive: true});
    await copyFile(join(options.cdnDir, file), join(bundleDir, file));
    bundleBytes += (await stat(join(bundleDir, file))).size;
  }

  const pages = new Map<TagOutcome, string[]>();
  for (const page of await htmlPages(site)) {
    const src = relative(dirname(page), join(bundleDir, 'docs-widgets.js')).split(sep).join('/');
    // latin1 maps each byte to one character and back: the page's own bytes are kept whatever its encoding.
    const html = await readFile(page, 'latin1');
    const result = tagPage(html, src, BUNDLE_FOLDER);
    // The mark `index` leaves too (index-marker.ts): without it the script tag never asks for the index just written.
    const marked = result.outcome === 'no-head' ? result.html : markPage(result.html, `${INDEX_DIR}/`) ?? result.html;
    if (marked !== html) await writeFile(page, marked, 'latin1');
    const list = pages.get(result.outcome) ?? [];
    list.push(relative(site, page).split(sep).join('/'));
    pages.set(result.outcome, list);
  }
  return {pages, bundleFiles: files.length, bundleBytes, index: {pages: index.pages, bytes: index.bytes, outDir: index.outDir}};
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
/** A path as the user would type it: relative to the working folder when inside it. */
const shownPath = (path: string) => {
  const inside = relative(process.cwd(), path);
  return inside === '' ? '.' : inside.startsWith('..') ? path : inside;
};

/** What `add` did, in lines for the terminal, and the CDN tag that would spare the copy. */
export function describeAdd(site: string, report: AddReport, version: string): string[] {
  const count = (outcome: TagOutcome) => report.pages.get(outcome)?.length ?? 0;
  const lines = [
    `search index: ${report.index.pages} pages, ${kb(report.index.bytes)} in ${shownPath(report.index.outDir)}`,
    `bundle: ${report.bundleFiles} files, ${kb(report.bundleBytes)} in ${shownPath(join(site, BUNDLE_FOLDER))}`,
    `pages: ${count('tagged')} tagged, ${count('updated')} tag updated, ${count('unchanged')} already tagged`,
  ];
  const skipped: Array<[TagOutcome, string]> = [
    ['no-head', 'no </head>, left unchanged'],
    ['other-tag', 'loads docs-widgets.js from elsewhere already, left unchanged'],
  ];
  for (const [outcome, reason] of skipped) {
    const list = report.pages.get(outcome) ?? [];
    if (list.length === 0) continue;
    lines.push(`skipped ${list.length} page${list.length === 1 ? '' : 's'} (${reason}): ${list.slice(0, 10).join(', ')}` +
      (list.length > 10 ? `, and ${list.length - 10} more` : ''));
  }
  lines.push(
    `To load the widgets from a CDN instead of the copy, put this tag before </head> (the index in _docs-widgets/ is still read from the site):`,
    `  ${scriptTag(`https://cdn.jsdelivr.net/npm/docs-widgets@${version}/dist/cdn/docs-widgets.js`)}`,
  );
  return lines;
}

export async function runAddCommand(argv: string[], options: AddOptions, write: (line: string) => void): Promise<void> {
  const site = parseAddArguments(argv);
  const report = await addToSite(site, options);
  for (const line of describeAdd(site, report, options.version)) write(`${line}\n`);
}
