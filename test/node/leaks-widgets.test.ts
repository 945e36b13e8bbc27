/**
 * Leaks, measured in real Chromium: open and close the search 1,000 times and show 1,000 link previews, then
 * compare the JS heap after garbage collection (at most 1 MB of growth), and check that removing the elements
 * leaves no event listener behind on window or document (CDP DOMDebugger.getEventListeners).
 *
 * The page is test/leaks/leak-page.ts, bundled with esbuild and served from a throwaway local server; Chromium
 * runs with --expose-gc so `gc()` is real (web-test-runner's launch flags are shared by every test, so this is
 * a Node test driving playwright-core).
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {chromium, type Browser, type CDPSession, type Page} from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--js-flags=--expose-gc',
];
const CYCLES = 1_000;
const WARM_UP = 30;
const MAX_GROWTH_BYTES = 1024 * 1024;

interface Listener {
  type: string;
  target: string;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [`${ROOT}test/leaks/leak-page.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    tsconfig: `${ROOT}tsconfig.json`,
    write: false,
    logLevel: 'silent',
    // package.json's sideEffects lists dist/ files only; the src/ entries that define the elements must stay.
    ignoreAnnotations: true,
  });
  return result.outputFiles[0]!.text;
}

function serve(script: string): Promise<Server> {
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>leaks</title></head>' +
    '<body><div id="stage"></div><script type="module" src="/leak-page.js"></script></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/leak-page.js') {
      response.writeHead(200, {'content-type': 'text/javascript'}).end(script);
    } else if (request.url === '/') {
      response.writeHead(200, {'content-type': 'text/html'}).end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Heap in use after collecting garbage until it settles. */
async function heapAfterGc(page: Page, cdp: CDPSession): Promise<number> {
  let last = Infinity;
  for (let round = 0; round < 6; round++) {
    await page.evaluate(() => (globalThis as unknown as {gc: () => void}).gc());
    await cdp.send('HeapProfiler.collectGarbage');
    const {usedSize} = await cdp.send('Runtime.getHeapUsage');
    if (Math.abs(usedSize - last) < 16 * 1024) return usedSize;
    last = usedSize;
  }
  return last;
}

/** Every listener on window and document, by target and type. */
async function listeners(cdp: CDPSession): Promise<Listener[]> {
  const out: Listener[] = [];
  for (const target of ['window', 'document']) {
    const {result} = await cdp.send('Runtime.evaluate', {expression: target});
    const {listeners: found} = await cdp.send('DOMDebugger.getEventListeners', {objectId: result.objectId!});
    out.push(...found.map((listener) => ({target, type: listener.type})));
    await cdp.send('Runtime.releaseObject', {objectId: result.objectId!});
  }
  return out.sort((a, b) => `${a.target} ${a.type}`.localeCompare(`${b.target} ${b.type}`));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

describe('leaks', {skip: existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM}`}, () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;

  before(async () => {
    server = await serve(await bundle());
    browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS});
    page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => document.body.dataset['ready'] === 'true');
    assert.deepEqual(errors, []);
    cdp = await page.context().newCDPSession(page);
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  test(`search opened and closed ${CYCLES} times: heap grows at most 1 MB; removal leaves no listener`, {timeout: 600_000}, async () => {
    const before = await listeners(cdp);
    await page.evaluate(() => window.leakPage.mountSearch());
    await page.evaluate((n) => window.leakPage.cycleSearch(n), WARM_UP);
    // Not vacuous: while mounted the search listens on the document (its hotkeys), so a leftover would show.
    const during = await listeners(cdp);
    assert.ok(during.length > before.length, `listeners while mounted: ${JSON.stringify(during)}`);
    const heapBefore = await heapAfterGc(page, cdp);
    const start = Date.now();
    await page.evaluate((n) => window.leakPage.cycleSearch(n), CYCLES);
    const seconds = (Date.now() - start) / 1000;
    const heapAfter = await heapAfterGc(page, cdp);
    const growth = heapAfter - heapBefore;
    console.log(`search: ${CYCLES} open/close cycles in ${seconds.toFixed(1)} s; heap ${mb(heapBefore)} → ${mb(heapAfter)} (${mb(growth)})`);
    assert.ok(growth <= MAX_GROWTH_BYTES, `heap grew ${mb(growth)} over ${CYCLES} cycles`);
    await page.evaluate(() => window.leakPage.clearStage());
    assert.deepEqual(await listeners(cdp), before, 'listeners on window/document after removing the search');
  });

  test(`${CYCLES} previews shown: heap grows at most 1 MB; removal leaves no listener`, {timeout: 600_000}, async () => {
    const before = await listeners(cdp);
    await page.evaluate(() => window.leakPage.mountPreview());
    // Past the cache's capacity (50 sections), so later rounds evict as much as they add.
    await page.evaluate((n) => window.leakPage.cyclePreviews(n), 120);
    // While a preview is open the dismissal controller listens on the document; it must let go on close and removal.
    const whileOpen = await page.evaluate(async () => {
      const preview = document.querySelector('docs-link-preview')!;
      preview.showPreview(document.querySelector<HTMLAnchorElement>('#links a')!);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return true;
    });
    assert.ok(whileOpen);
    const during = await listeners(cdp);
    console.log(`link preview: ${during.length - before.length} listeners on window/document while open`);
    await page.evaluate(() => document.querySelector('docs-link-preview')!.hidePreview());
    const heapBefore = await heapAfterGc(page, cdp);
    const start = Date.now();
    await page.evaluate((n) => window.leakPage.cyclePreviews(n), CYCLES);
    const seconds = (Date.now() - start) / 1000;
    const heapAfter = await heapAfterGc(page, cdp);
    const growth = heapAfter - heapBefore;
    console.log(`link preview: ${CYCLES} previews in ${seconds.toFixed(1)} s; heap ${mb(heapBefore)} → ${mb(heapAfter)} (${mb(growth)})`);
    assert.ok(growth <= MAX_GROWTH_BYTES, `heap grew ${mb(growth)} over ${CYCLES} previews`);
    await page.evaluate(() => window.leakPage.clearStage());
    assert.deepEqual(await listeners(cdp), before, 'listeners on window/document after removing the preview');
  });

  test('the whole page after both: heap back near where it started once the elements are gone', {timeout: 120_000}, async () => {
    const heapWithNothing = await heapAfterGc(page, cdp);
    await page.evaluate(async () => {
      await window.leakPage.mountSearch();
      await window.leakPage.cycleSearch(50);
      await window.leakPage.mountPreview();
      await window.leakPage.cyclePreviews(50);
      window.leakPage.clearStage();
    });
    const heapAfter = await heapAfterGc(page, cdp);
    console.log(`mount, use and remove both widgets again: heap ${mb(heapWithNothing)} → ${mb(heapAfter)}`);
    assert.ok(heapAfter - heapWithNothing <= MAX_GROWTH_BYTES, `removed widgets kept ${mb(heapAfter - heapWithNothing)}`);
  });
});
