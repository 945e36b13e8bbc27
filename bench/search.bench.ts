/**
 * `<docs-search>` keystroke-to-results latency and requests per typed word, in real headless Chromium
 * (security-and-performance.md §5). Builds bench/search.page.ts with esbuild, serves it on a local port, and types
 * with real key events through playwright-core. Run on its own: `node --import tsx bench/search.bench.ts`
 * (or `npm run bench search`). Options: `--repeats N` (default 25).
 *
 * - latency: from the keystroke's `input` event (`event.timeStamp`) to (a) lit having committed the results to the
 *   DOM ("rendered") and (b) the next frame after that ("painted": rAF + a task), as the element's own
 *   `docs-search:keystroke-to-results` measure records them;
 * - cache miss: a new query's last key, with 40-160 ms of network jitter; cache hit: Backspace back to a query
 *   already answered;
 * - requests: "configuration" (13 keys) typed at 60 and 250 ms per key into a fresh page, for several debounces.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {cpus, loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {build} from 'esbuild';
import {chromium, type Page} from 'playwright-core';
import {DEFAULT_DEBOUNCE_MS} from '../src/elements/search/docs-search.js';

const repeatsArg = process.argv.indexOf('--repeats');
const REPEATS = repeatsArg > 0 ? Number(process.argv[repeatsArg + 1]) : 25;
const WORD = 'configuration';
const DEBOUNCES = process.argv.includes("--quick") ? [DEFAULT_DEBOUNCE_MS] : [0, 60, 100, DEFAULT_DEBOUNCE_MS, 150, 250];
const TYPING_RUNS = 2;

interface Measure {
  query: string;
  fromCache: boolean;
  rendered: number;
  queued: number;
  painted: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function bundle(dir: string): Promise<void> {
  await build({
    entryPoints: [new URL('./search.page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    outfile: join(dir, 'search.page.js'),
    tsconfig: new URL('../tsconfig.json', import.meta.url).pathname,
    conditions: ['browser', 'production'],
    logLevel: 'error',
    // package.json lists only dist/ modules as having side effects; the src/ entry that defines the element does too.
    ignoreAnnotations: true,
  });
  await build({
    entryPoints: [new URL('./search.worker.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    outfile: join(dir, 'search.worker.js'),
    tsconfig: new URL('../tsconfig.json', import.meta.url).pathname,
    conditions: ['browser', 'production'],
    logLevel: 'error',
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>search bench</title></head>' +
      '<body><script type="module" src="/search.page.js"></script></body></html>',
  );
}

function serve(dir: string): Promise<{origin: string; close: () => void}> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path === '/search.worker.js' ? 'search.worker.js' : path.endsWith('.js') ? 'search.page.js' : 'index.html';
    response.writeHead(200, {'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html'});
    response.end(readFileSync(join(dir, file)));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({origin: `http://127.0.0.1:${port}`, close: () => server.close()});
    }),
  );
}

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate(async () => {
    const bench = (window as unknown as {bench: {warm: () => Promise<void>; element: {show: () => Promise<void>}}}).bench;
    await bench.warm();
    await bench.element.show();
  });
}

const bench = <T>(page: Page, script: string): Promise<T> => page.evaluate(`window.bench.${script}`) as Promise<T>;

/** Waits for the element's measure of `query` and returns it. */
async function measureOf(page: Page, query: string): Promise<Measure> {
  try {
    await page.waitForFunction(
      (q) => (window as unknown as {bench: {measures: () => Measure[]}}).bench.measures().some((m) => m.query === q),
      query,
      {timeout: 30_000},
    );
  } catch (error) {
    const state = await page.evaluate(() => {
      const element = (window as unknown as {bench: {element: HTMLElement}}).bench.element;
      return {
        value: element.shadowRoot!.querySelector('input')!.value,
        busy: element.shadowRoot!.querySelector('.scroller')!.getAttribute('aria-busy'),
        text: element.shadowRoot!.querySelector('.scroller')!.textContent!.replace(/\s+/g, ' ').slice(0, 200),
      };
    });
    throw new Error(`no measure for "${query}": ${JSON.stringify(state)}`, {cause: error});
  }
  const measures = await bench<Measure[]>(page, 'measures()');
  return measures.find((m) => m.query === query)!;
}

async function clearField(page: Page): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
}

/** Queries that all have hits and are all different, so each first search is a cache miss. */
const QUERIES = ['config', 'connect', 'console', 'constant', 'container', 'content', 'context', 'contract', 'control',
  'convert', 'builder', 'cache', 'client', 'command', 'compile', 'default', 'deploy', 'directive', 'document', 'domain',
  'environment', 'extension', 'format', 'handler', 'index', 'install', 'interface', 'language', 'layout', 'module',
  'option', 'output', 'package', 'parser', 'plugin', 'project', 'reference', 'release', 'request', 'resource'];

async function latency(page: Page): Promise<{miss: Measure[]; hit: Measure[]}> {
  const miss: Measure[] = [];
  const hit: Measure[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const base = QUERIES[i % QUERIES.length]!;
    const query = i < QUERIES.length ? base : `${base} ${QUERIES[(i * 7) % QUERIES.length]}`;
    await clearField(page);
    await bench(page, 'reset()');
    await page.keyboard.type(query, {delay: 30});
    miss.push(await measureOf(page, query));
    // One more key (a miss, answered), then Backspace: the query is back to one already answered.
    await page.keyboard.type('s');
    await measureOf(page, `${query}s`);
    await bench(page, 'reset()');
    await page.keyboard.press('Backspace');
    hit.push(await measureOf(page, query));
  }
  return {miss, hit: hit.filter((m) => m.fromCache)};
}

async function typing(page: Page, origin: string, debounce: number, delayMs: number) {
  const runs: Array<{sent: number; aborted: number; lastKeyToPaint: number; longestEvent: number; serverMax: number}> = [];
  for (let run = 0; run < TYPING_RUNS; run += 1) {
    await openPage(page, `${origin}/?debounce=${debounce}`);
    await bench(page, 'reset()');
    await page.keyboard.type(WORD, {delay: delayMs});
    const measure = await measureOf(page, WORD).catch((error: Error) => {
      console.error(`  (run failed: ${error.message})`);
      return {painted: Number.NaN} as Measure;
    });
    await page.waitForTimeout(200); // stragglers
    const counts = await bench<{sent: number; aborted: number}>(page, 'counts()');
    const longestEvent = await bench<number>(page, 'longestEvent()');
    const serverTimes = await bench<number[]>(page, 'serverTimes()');
    runs.push({...counts, lastKeyToPaint: measure.painted, longestEvent, serverMax: Math.max(0, ...serverTimes)});
  }
  return runs;
}

async function main(): Promise<void> {
  console.log(`Load average before: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores\n`);
  const dir = mkdtempSync(join(tmpdir(), 'docs-search-bench-'));
  await bundle(dir);
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));

    await openPage(page, `${server.origin}/`);
    await page.keyboard.type('warm', {delay: 30}); // first search builds the index; not measured
    await measureOf(page, 'warm');
    const {miss, hit} = await latency(page);

    console.log(`Keystroke to results, ${REPEATS} repeats, debounce ${DEFAULT_DEBOUNCE_MS} ms, network 40-160 ms:\n`);
    console.log('| case | n | rendered p50 | rendered p95 | painted p50 | painted p95 | handler→rendered p95 |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, values] of [['cache miss', miss], ['cache hit', hit]] as const) {
      const rendered = values.map((m) => m.rendered);
      const painted = values.map((m) => m.painted);
      console.log(
        `| ${name} | ${values.length} | ${ms(percentile(rendered, 0.5))} | ${ms(percentile(rendered, 0.95))} | ` +
          `${ms(percentile(painted, 0.5))} | ${ms(percentile(painted, 0.95))} | ` +
          `${ms(percentile(values.map((m) => m.rendered - m.queued), 0.95))} |`,
      );
    }
    const hitP95 = percentile(hit.map((m) => m.rendered), 0.95);
    console.log(`\nBudget: cache hit rendered within 16 ms at p95: ${hitP95 <= 16 ? 'met' : 'MISSED'} (${ms(hitP95)})`);

    console.log(`\nRequests for "${WORD}" (13 keys), ${TYPING_RUNS} runs each (min-max):\n`);
    console.log('| debounce | typing | requests | aborted | last key to painted | longest input event | slowest server answer |');
    console.log('|---|---|---|---|---|---|---|');
    let budget60 = 0;
    for (const debounce of DEBOUNCES) {
      for (const delayMs of [60, 250]) {
        const runs = await typing(page, server.origin, debounce, delayMs);
        const range = (values: number[], f = (v: number) => String(v)) =>
          Math.min(...values) === Math.max(...values)
            ? f(Math.min(...values))
            : `${f(Math.min(...values))}-${f(Math.max(...values))}`;
        if (debounce === DEFAULT_DEBOUNCE_MS && delayMs === 60) budget60 = Math.max(...runs.map((r) => r.sent));
        console.log(
          `| ${debounce} ms${debounce === DEFAULT_DEBOUNCE_MS ? ' (default)' : ''} | ${delayMs} ms/key | ` +
            `${range(runs.map((r) => r.sent))} | ${range(runs.map((r) => r.aborted))} | ` +
            `${range(runs.map((r) => r.lastKeyToPaint), (v) => v.toFixed(0))} ms | ` +
            `${range(runs.map((r) => r.longestEvent), (v) => v.toFixed(0))} ms | ` +
            `${range(runs.map((r) => r.serverMax), (v) => v.toFixed(0))} ms |`,
        );
      }
    }
    console.log(`\nBudget: 60 ms typing sends at most 2 requests: ${budget60 <= 2 ? 'met' : 'MISSED'} (${budget60})`);
    console.log(`Load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (figures above ~1 per core are inflated)`);
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, {recursive: true, force: true});
  }
}

await main();
