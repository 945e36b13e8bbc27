/**
 * `docs-widgets index <built site> [--out DIR]`: writes the static search index of a Sphinx or MkDocs build (see
 * src/sources/static/built-index-format.ts) into `<site>/_docs-widgets/`, where the script tag looks for it. Run it
 * after each build, by hand or from a build hook (Sphinx `build-finished`, MkDocs `on_post_build`).
 */

import {relative} from 'node:path';
import {buildStaticIndex} from '../sources/static/built-index-writer.js';
import {assertBuiltSite} from './built-site.js';
import {markIndexedPages} from './index-marker.js';
import {UsageError} from './options.js';

export const INDEX_USAGE = `Usage: docs-widgets index <built site> [--out DIR]

Writes a search index of a built Sphinx or MkDocs site (its HTML output folder) into <site>/_docs-widgets/, split so
that a query loads only what it needs. The script tag on the site's pages finds and uses it; without it, search reads
the site's own searchindex.js or search/search_index.json. Same page model and ranking as \`docs-widgets serve --docs\`.
Each page gets <meta name="docs-widgets-index">, which tells the script tag that the index is there (a site without
it is never asked for one).

Options:
  --out DIR   write the index there instead (it must then be served at <site root>/_docs-widgets/)`;

export interface IndexCommand {
  site: string;
  out: string | undefined;
}

export function parseIndexArguments(argv: string[]): IndexCommand {
  let site: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--out') {
      out = argv[++i];
      if (!out) throw new UsageError('--out needs a folder');
    } else if (arg.startsWith('--out=')) {
      out = arg.slice('--out='.length);
    } else if (arg.startsWith('-')) {
      throw new UsageError(`unknown option "${arg}" (try "docs-widgets index --help")`);
    } else if (site === undefined) {
      site = arg;
    } else {
      throw new UsageError(`one site at a time ("${site}", then "${arg}")`);
    }
  }
  if (!site) throw new UsageError('which site? docs-widgets index <built site folder>');
  return {site, out};
}

export async function runIndexCommand(argv: string[], write: (line: string) => void): Promise<void> {
  const command = parseIndexArguments(argv);
  assertBuiltSite(command.site, 'index');
  const started = performance.now();
  const report = await buildStaticIndex(command.site, command.out ? {outDir: command.out} : {});
  if (report.pages === 0) throw new UsageError(`${command.site} holds no HTML page to index`);
  // A separate step from the index's own files: the pages say where the index is (src/cli/index-marker.ts).
  const marked = await markIndexedPages(command.site, report.outDir).catch((error: unknown) => {
    throw new UsageError(`the index is written, but the pages could not be marked (${error instanceof Error ? error.message : String(error)}): ` +
      'add <meta name="docs-widgets-index" content="_docs-widgets/"> to their <head>, or the script tag will not use the index');
  });
  write(`indexed ${report.pages} pages (${report.blocks} sections and objects, ${report.terms} terms) in ` +
    `${Math.round(performance.now() - started)} ms: ${report.files} files (the manifest with the vocabulary, ${report.shards} ` +
    `term chunks, ${report.chunks} text chunks), ${(report.bytes / 1024).toFixed(0)} KB before compression in ` +
    `${relative(process.cwd(), report.outDir) || '.'}; ${marked} pages ` +
    'marked with <meta name="docs-widgets-index">\n');
}
