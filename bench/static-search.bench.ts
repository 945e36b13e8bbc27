/**
 * Static search on Debian's Python 3.11 docs (issue 16), beside the reference API's numbers for the same queries.
 *
 * Static: the docs served by a plain file server (gzip on, as static hosts do) with only the script tag added and
 * `docs-widgets index` output in `_docs-widgets/`; Chromium types each query with real keys into the zero-config
 * search. Measured: time from the last key to the results on screen with the worker warm, the bytes the first query
 * transfers (worker, manifest, vocabulary, shards, text chunks), and the index's size on disk. The same without the
 * built index (Sphinx's searchindex.js). Reference API: the same queries through `GET /api/v3/search/` in process
 * (what `serve --docs` computes per query, without the network), answer bytes gzip.
 *
 * Run: `npm run bench static` (or `node --import tsx bench/static-search.bench.ts`).
 */

import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {ingestDirectory} from '../src/reference-api/content/ingest-node.js';
import {createReferenceApi} from '../src/reference-api/index.js';
import {ROOT, ensureCdnBuilt, launchChromium} from '../test/cdn/node/serve-and-drive.js';
import {startPlainServer, type PlainServer} from '../test/node/static-site/plain-server.js';
import {PYTHON_DOCS, ensurePythonIndex} from '../test/node/static-site/sites.js';
import {BuiltIndexEngine} from '../src/sources/static/built-index-engine.js';
import {PYTHON_CASES} from './relevance/python.js';
import {STATIC_QUERIES as QUERIES} from './static-queries.js';
import {type QueryTimes, TYPING_DELAY_MS, WATCH_WORKER, timeQuery} from './static-search-page.js';

/**
 * Rounds of the warm queries with the built index, each on a freshly loaded page (the element's cache emptied, the
 * worker warmed by the round's first query): `STATIC_BENCH_ROUNDS`, 3 by default (`STATIC_BENCH_ONLY_BUILT=1` stops after
 * the built index's run). A shared machine's load swings;
 * more samples give a steadier p95.
 */
const ROUNDS = Math.max(1, Number(process.env.STATIC_BENCH_ROUNDS ?? 3));

function load(): string {
  return loadavg().map((value) => value.toFixed(1)).join(' ');
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

function folderBytes(dir: string): {raw: number; gzip: number; files: number} {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(dir, {recursive: true})) {
    const file = join(dir, String(name));
    if (!statSync(file).isFile()) continue;
    const body = readFileSync(file);
    raw += body.length;
    gzip += gzipSync(body).length;
    files += 1;
  }
  return {raw, gzip, files};
}

async function staticRun(server: PlainServer, label: string, indexFiles: (path: string) => boolean, rounds = 1): Promise<string[]> {
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await page.addInitScript(WATCH_WORKER);
  const openSearch = async () => {
    await page.goto(`${server.url}library/functions.html`);
    await page.waitForLoadState('networkidle');
    server.resetCounts();
    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible'});
  };
  const loadAtStart = load();
  await openSearch();
  // The first query of the session: everything it needs comes over the wire.
  const first = (await timeQuery(page, QUERIES[0] ?? 'asyncio')).total;
  await page.waitForTimeout(500);
  const firstBytes = [...server.sent].filter(([path]) => indexFiles(path)).reduce((sum, [, bytes]) => sum + bytes, 0);
  const times: number[] = [];
  const parts: Record<Exclude<keyof QueryTimes, 'total'>, number[]> = {sent: [], worker: [], toDom: [], toFrame: [], polled: []};
  const bytes: number[] = [];
  const failed: string[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    if (round > 0) {
      // A fresh page: nothing cached in the element; the round's first query (not timed) warms the worker again.
      await openSearch();
      await timeQuery(page, QUERIES[0] ?? 'asyncio').catch(() => 0);
      await page.waitForTimeout(500);
    }
    for (const query of QUERIES.slice(1)) {
      server.resetCounts();
      try {
        const {total: ms, ...measured} = await timeQuery(page, query);
        times.push(ms);
        for (const [part, value] of Object.entries(measured)) parts[part as keyof typeof parts].push(value);
        perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
      } catch {
        // Reported in the table, not hidden: a query whose results did not show within 15 s.
        failed.push(query);
        continue;
      }
      await page.waitForTimeout(300);
      // What a query costs once the session has loaded what earlier ones needed: the first round only.
      if (round === 0) bytes.push([...server.sent].filter(([path]) => indexFiles(path)).reduce((sum, [, sent]) => sum + sent, 0));
    }
  }
  await browser.close();
  // Per query, slowest first: which queries make the p95.
  console.log(`\n${label}, ms from the last key per query (each round):\n` + [...perQuery]
    .sort((a, b) => Math.max(...b[1]) - Math.max(...a[1]))
    .map(([query, values]) => `  ${query}: ${values.map((value) => value.toFixed(0)).join(', ')}`).join('\n'));
  const both = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(0)} / p95 ${percentile(values, 0.95).toFixed(0)} ms`;
  console.log(`  of which: last key to query sent (debounce) ${both(parts.sent)}; request to answer (the worker, its waits` +
    ` for a core included) ${both(parts.worker)}; answer to options in the DOM (main thread) ${both(parts.toDom)};` +
    ` DOM to the end of its frame ${both(parts.toFrame)}`);
  console.log(`  the former measure (a check polled per frame from the end of Playwright's typing): ${both(parts.polled)}`);
  const missed = failed.length ? ` (no results within 15 s: ${failed.join(', ')})` : '';
  return [label, `${first.toFixed(0)} ms`, `${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)} ms` +
    ` (n = ${times.length})${missed}`, kb(firstBytes), `${kb(percentile(bytes, 0.5))} / ${kb(Math.max(...bytes))}`,
    `${loadAtStart} → ${load()}`];
}

async function main(): Promise<void> {
  if (!existsSync(join(PYTHON_DOCS, 'index.html'))) {
    console.log(`skipped: ${PYTHON_DOCS} is missing (apt-get install python3.11-doc)`);
    return;
  }
  console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${load()}`);
  await ensureCdnBuilt();
  const index = await ensurePythonIndex();
  const cdn = join(ROOT, 'dist/cdn');
  const built = folderBytes(index);
  const sphinxIndex = readFileSync(join(PYTHON_DOCS, 'searchindex.js'));
  const worker = readFileSync(join(cdn, 'search-worker.js'));

  console.log('\nIndex size on disk (Python 3.11 docs):\n');
  console.log('| index | files | raw | gzip | loaded by the first query |');
  console.log('|---|---|---|---|---|');
  // Index format 6 keeps the vocabulary inside the manifest (there is no terms.txt since).
  const manifest = readFileSync(join(index, 'index.json'));
  console.log(`| docs-widgets index | ${built.files} | ${kb(built.raw)} | ${kb(built.gzip)} | manifest with its vocabulary ` +
    `${kb(gzipSync(manifest).length)} gzip, then the query's term and text chunks |`);
  console.log(`| Sphinx searchindex.js | 1 | ${kb(sphinxIndex.length)} | ${kb(gzipSync(sphinxIndex).length)} | all of it |`);
  console.log(`| search worker (dist/cdn/search-worker.js) | 1 | ${kb(worker.length)} | ${kb(gzipSync(worker).length)} | once |`);

  const rows: string[][] = [];
  const withIndex = await startPlainServer({gzip: true, mounts: [{prefix: '/', dir: PYTHON_DOCS},
    {prefix: '/_docs-widgets/', dir: index}, {prefix: '/_dw/', dir: cdn}]});
  rows.push(await staticRun(withIndex, 'static, built index', (path) => path.startsWith('/_docs-widgets/') || path === '/_dw/search-worker.js',
    ROUNDS));
  await withIndex.close();
  if (process.env.STATIC_BENCH_ONLY_BUILT) {
    console.log(`\n| ${rows[0]?.join(' | ')} |`);
    return;
  }
  const withoutIndex = await startPlainServer({gzip: true, mounts: [{prefix: '/', dir: PYTHON_DOCS}, {prefix: '/_dw/', dir: cdn}]});
  // Without a built index, the pages fetched for snippets are part of what a query costs.
  rows.push(await staticRun(withoutIndex, 'static, searchindex.js (no build step)', (path) => path === '/searchindex.js' ||
    path === '/_docs-widgets/index.json' || path === '/_dw/search-worker.js' || path.endsWith('.html')));
  await withoutIndex.close();

  console.log(`\nTime to first results in Chromium (typing at ${TYPING_DELAY_MS} ms a key; last key to results on screen)` +
    ' and bytes transferred (gzip):\n');
  console.log('| source | first query (cold) | next queries, worker warm p50 / p95 | first query transfers | next queries p50 / max |' +
    ' load average (1, 5, 15 min) at start → end |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);

  const site = await ingestDirectory(PYTHON_DOCS);
  const api = createReferenceApi({data: {projects: [{slug: 'python', default_version: '3.11',
    versions: [{slug: '3.11', pages: site.pages, doctype: site.doctype}]}]}});
  await api.content.ready();
  const times: number[] = [];
  const answers: number[] = [];
  for (const query of QUERIES) {
    const url = `http://127.0.0.1/api/v3/search/?q=${encodeURIComponent(`project:python/3.11 ${query}`)}`;
    await api.fetch(new Request(url));
    const started = performance.now();
    const response = await api.fetch(new Request(url));
    const body = await response.text();
    times.push(performance.now() - started);
    answers.push(gzipSync(body).length);
  }
  console.log(`| reference API (serve --docs), in process | | ${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)} ms ` +
    `(server time, no network, no debounce) | ${kb(answers[0] ?? 0)} (the answer) | ${kb(percentile(answers, 0.5))} / ${kb(Math.max(...answers))} | ${load()} |`);

  // Relevance: the built index against the reference API on the relevance suite's queries (bench/relevance/python.ts).
  const engine = new BuiltIndexEngine((name) => Promise.resolve(readFileSync(join(index, name), 'utf8')));
  const site_ = {origin: 'http://127.0.0.1', rootPath: '/', project: 'python', version: '3.11'};
  let same = 0;
  const different: string[] = [];
  for (const {query} of PYTHON_CASES) {
    const url = `http://127.0.0.1/api/v3/search/?q=${encodeURIComponent(`project:python/3.11 ${query}`)}&page_size=10`;
    const expected = (await (await api.fetch(new Request(url))).json() as {results: Array<{path: string}>}).results
      .map((result) => result.path.replace(/^.*\/3\.11\//, ''));
    const actual = (await engine.search(site_, query, 1, 10)).results.map((result) => String(result.path).slice(1));
    if (JSON.stringify(actual) === JSON.stringify(expected)) same += 1;
    else different.push(query);
  }
  console.log(`\nRelevance suite (${PYTHON_CASES.length} queries on the Python docs): the built index gives the reference API's ` +
    `first ten pages, in order, for ${same} of ${PYTHON_CASES.length}${different.length ? ` (differs: ${different.join(', ')})` : ''}.`);
  console.log('\nThe zero-config search on a static site sends each key\'s query at once (no debounce: the worker drops a ' +
    'query the next key made useless within a slice of its work); the element default, 120 ms, is for a remote API.');
}

await main();
