#!/usr/bin/env node
// `npm run size`: the script-tag bundle's files (the eager part, each chunk, the total) in gzip -9 and brotli,
// against the budgets and against the bundles readers already download from peers
// (../shared/notes/what-users-expect.md §1). Exits non-zero when a budget fails; `--gate=eager` makes only the eager
// budget fail the run (the total is still measured and printed, OVER included).
//
// The eager part is the entry plus every chunk it imports statically: what a page pays before any intent. Each widget's
// first use then loads its lazy chunk and that chunk's static imports: the "first use" table.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, dirname, resolve} from 'node:path';
import {gzipSync, brotliCompressSync, constants} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {buildCdn} from './build-cdn.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cdnDir = join(root, 'dist/cdn');
const entry = join(cdnDir, 'docs-widgets.js');

export const BUDGETS = {eager: 15 * 1024, total: 40 * 1024};
export const ANCHORS = [
  ['readthedocs/addons 0.49.0 (all addons)', 126_125],
  ['@docsearch/js 5.2.0 keyword-only', 89_963],
  ['@docsearch/js 3.9.0', 35_813],
  ['Pagefind 1.5.2 Component UI', 38_801],
];

async function buildIfMissing() {
  // `--build` rebuilds even when dist/cdn exists (e.g. after a source change).
  if (existsSync(entry) && !process.argv.includes('--build')) return;
  await buildCdn();
}

function jsFiles(dir) {
  return readdirSync(dir, {recursive: true})
    .map((name) => join(dir, String(name)))
    .filter((file) => file.endsWith('.js') && statSync(file).isFile())
    .sort();
}

/** Static imports of a minified ES module: `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
export function staticImports(code) {
  const found = [];
  const pattern = /(?:^|[;})\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function eagerClosure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    }
  }
  return seen;
}

const gzip = (buffer) => gzipSync(buffer, {level: 9}).length;
const brotli = (buffer) =>
  brotliCompressSync(buffer, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length}})
    .length;

/** The lazy chunks the entry loads with `import("./chunks/x.js")`, by the name rollup gave them. */
function lazyEntries() {
  const code = readFileSync(entry, 'utf8');
  // Two widgets may share a chunk (the switcher and the warning): each chunk is listed once.
  return [...new Set([...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => resolve(cdnDir, match[1])))];
}

export function measure() {
  const files = jsFiles(cdnDir);
  const eager = eagerClosure(entry);
  const sizeOf = new Map(files.map((file) => [file, gzip(readFileSync(file))]));
  const firstUse = lazyEntries().map((chunk) => {
    const closure = [...eagerClosure(chunk)].filter((file) => !eager.has(file));
    return {
      chunk: relative(cdnDir, chunk),
      gzip: closure.reduce((total, file) => total + (sizeOf.get(file) ?? 0), 0),
    };
  });
  const rows = files.map((file) => {
    const buffer = readFileSync(file);
    return {file: relative(cdnDir, file), eager: eager.has(file), raw: buffer.length, gzip: gzip(buffer), brotli: brotli(buffer)};
  });
  const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
  const eagerRows = rows.filter((row) => row.eager);
  return {
    rows,
    firstUse,
    eager: {raw: sum(eagerRows, 'raw'), gzip: sum(eagerRows, 'gzip'), brotli: sum(eagerRows, 'brotli')},
    total: {raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), brotli: sum(rows, 'brotli')},
  };
}

const bytes = (n) => n.toLocaleString('en-US');
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

function table(headers, body) {
  const widths = headers.map((header, i) => Math.max(header.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i], i > 0)).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  await buildIfMissing();
  if (!existsSync(entry)) {
    console.error(`no ${relative(root, entry)}: the build did not produce it`);
    process.exit(1);
  }
  const result = measure();
  const ok = {eager: result.eager.gzip <= BUDGETS.eager, total: result.total.gzip <= BUDGETS.total};

  console.log('dist/cdn (gzip -9 and brotli -q 11, bytes)\n');
  console.log(
    table(
      ['file', 'loads', 'raw', 'gzip', 'brotli'],
      [
        ...result.rows.map((row) => [row.file, row.eager ? 'eager' : 'on use', bytes(row.raw), bytes(row.gzip), bytes(row.brotli)]),
        ['eager part', '', bytes(result.eager.raw), bytes(result.eager.gzip), bytes(result.eager.brotli)],
        ['everything', '', bytes(result.total.raw), bytes(result.total.gzip), bytes(result.total.brotli)],
      ],
    ),
  );
  console.log('\nfirst use of each widget: its chunk and what that chunk imports, beyond the eager part (gzip)\n');
  console.log(
    table(
      ['widget chunk', 'gzip', 'with eager'],
      result.firstUse.map((row) => [row.chunk, bytes(row.gzip), bytes(row.gzip + result.eager.gzip)]),
    ),
  );
  console.log('\nbudgets (gzip)\n');
  console.log(
    table(
      ['budget', 'limit', 'ours', 'result'],
      [
        ['eager part', bytes(BUDGETS.eager), bytes(result.eager.gzip), ok.eager ? 'ok' : 'OVER'],
        ['everything', bytes(BUDGETS.total), bytes(result.total.gzip), ok.total ? 'ok' : 'OVER'],
      ],
    ),
  );
  console.log('\nanchors (gzip -9 of the published files)\n');
  console.log(
    table(
      ['bundle', 'gzip', 'ours, everything', 'ours, eager'],
      ANCHORS.map(([name, size]) => [
        name,
        bytes(size),
        `${((result.total.gzip / size) * 100).toFixed(0)} %`,
        `${((result.eager.gzip / size) * 100).toFixed(1)} %`,
      ]),
    ),
  );
  const gate = process.argv.find((arg) => arg.startsWith('--gate='))?.slice('--gate='.length);
  const failed = gate === 'eager' ? !ok.eager : !ok.eager || !ok.total;
  if (!ok.eager || !ok.total) {
    const over = [!ok.eager && 'eager part', !ok.total && 'everything'].filter(Boolean).join(' and ');
    console.error(`\nsize budget exceeded: ${over}${failed ? '' : ' (not gating this run: --gate=eager)'}`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
