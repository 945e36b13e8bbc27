/**
 * Cache-hit timing of zero-config search on a real page (issue 14): from the keystroke's `input` event to the frame
 * after the DOM change that shows the answer, measured from the page with a MutationObserver and
 * requestAnimationFrame, on a query already answered (no request sent). Usage:
 *   node scripts/cache-hit-probe.mjs http://127.0.0.1:8000/docs/sphinx/en/latest/usage/quickstart.html [repeats]
 * Prints p50/p95 of cache hits, the requests sent during them (should be 0), and history writes per keystroke.
 */
import {chromium} from 'playwright-core';

const url = process.argv[2];
const repeats = Number(process.argv[3] ?? 40);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({viewport: {width: 1280, height: 900}});
let searches = 0;
page.on('request', (request) => {
  if (request.url().includes('/api/v3/search/')) searches += 1;
});
await page.goto(url, {waitUntil: 'load'});
await page.keyboard.press('/');
await page.locator('docs-search dialog[open] input').waitFor();
await page.evaluate(() => {
  const element = document.querySelector('docs-search');
  const root = element.shadowRoot;
  const state = {pending: undefined, measures: [], replaceStates: 0};
  window.__probe = state;
  const original = history.replaceState.bind(history);
  history.replaceState = (...args) => {
    state.replaceStates += 1;
    return original(...args);
  };
  const shows = (query) => {
    const search = element.search;
    return search.status === 'complete' && search.query === query && root.querySelector('[role="option"]') !== null;
  };
  root.addEventListener('input', (event) => {
    state.pending = {query: event.target.value.trim(), start: event.timeStamp};
  });
  new MutationObserver(() => {
    const waiting = state.pending;
    if (!waiting || !shows(waiting.query)) return;
    state.pending = undefined;
    const rendered = performance.now() - waiting.start;
    requestAnimationFrame(() => setTimeout(() => state.measures.push({query: waiting.query, rendered, painted: performance.now() - waiting.start})));
  }).observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
});
const settle = (query) =>
  page.waitForFunction((q) => window.__probe.measures.some((m) => m.query === q), query, {timeout: 20_000});
const WORDS = ['builder', 'extension', 'directive', 'template', 'theme', 'config', 'domain', 'search'];
const hits = [];
let hitSearches = 0;
let keystrokes = 0;
for (let i = 0; i < repeats; i += 1) {
  const word = WORDS[i % WORDS.length];
  keystrokes += word.length + 2;
  await page.keyboard.press('Control+A');
  await page.keyboard.type(word, {delay: 30});
  await settle(word);
  await page.keyboard.type('s');
  await settle(`${word}s`);
  await page.evaluate(() => (window.__probe.measures.length = 0));
  const before = searches;
  await page.keyboard.press('Backspace');
  await settle(word);
  await page.waitForTimeout(50);
  hitSearches += searches - before;
  hits.push((await page.evaluate(() => window.__probe.measures))[0]);
}
const replaceStates = await page.evaluate(() => window.__probe.replaceStates);
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const painted = hits.map((m) => m.painted);
const rendered = hits.map((m) => m.rendered);
console.log(JSON.stringify({
  url,
  cacheHits: hits.length,
  paintedMs: {p50: +pct(painted, 50).toFixed(1), p95: +pct(painted, 95).toFixed(1), max: +Math.max(...painted).toFixed(1)},
  renderedMs: {p50: +pct(rendered, 50).toFixed(1), p95: +pct(rendered, 95).toFixed(1)},
  searchRequestsDuringHits: hitSearches,
  historyWrites: replaceStates,
  keystrokes,
}, null, 1));
await browser.close();
