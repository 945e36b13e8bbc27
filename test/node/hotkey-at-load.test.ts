/**
 * The script tag sets its widgets up in a task of its own, after the page's `DOMContentLoaded` handlers (issue 29:
 * Lighthouse multiplies that task by 4 as blocking time). Chromium runs input before timers, so a hotkey pressed while
 * the page's own start-up holds the main thread arrives before that task: it must still open our search, not the
 * theme's, and the keys typed after it must land in our field. Driven in Chromium with real keys.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium, watchPage} from '../cdn/node/serve-and-drive.js';
import {type PlainServer, startPlainServer} from './static-site/plain-server.js';

/**
 * A Sphinx page (its markers only) whose theme focuses its own search box on "/", and whose own start-up holds the
 * main thread for 1.5 s in a `DOMContentLoaded` handler, as a large theme bundle on a slow phone does.
 */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guide</title>
<meta name="generator" content="Docutils 0.19: https://docutils.sourceforge.io/">
<script id="documentation_options" data-url_root="./" src="_static/documentation_options.js"></script>
</head><body><form class="search" action="search.html"><input type="text" name="q" aria-label="Theme search"></form>
<main role="main"><h1>Guide</h1><p>Text.</p></main>
<script src="_static/theme.js"></script></body></html>`;

const THEME = `document.addEventListener('keydown', (event) => {
  if (event.key === '/') { event.preventDefault(); document.querySelector('form.search input').focus(); }
});
document.addEventListener('DOMContentLoaded', () => {
  console.log('page start-up');
  const until = performance.now() + 1500;
  while (performance.now() < until) {}
});`;

describe('a hotkey pressed while the page starts up', {skip: chromiumAvailable() ? undefined : 'Chromium is missing', timeout: 120_000}, () => {
  let browser: Browser;
  let server: PlainServer;
  let work: string;

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-hotkey-'));
    writeFileSync(join(work, 'guide.html'), PAGE);
    mkdirSync(join(work, '_static'));
    writeFileSync(join(work, '_static', 'theme.js'), THEME);
    writeFileSync(join(work, '_static', 'documentation_options.js'), 'var DOCUMENTATION_OPTIONS = {BUILDER: "html"};');
    // Sphinx's index of the one page, so that the search answers (a search that fails hands the query to the theme's).
    writeFileSync(join(work, 'searchindex.js'), `Search.setIndex(${JSON.stringify({docnames: ['guide'], filenames: ['guide.rst'],
      titles: ['Guide'], terms: {guid: 0, text: 0}, titleterms: {guid: 0}, objects: {}, objnames: {}, objtypes: {},
      alltitles: {Guide: [[0, null]]}, indexentries: {}, envversion: {sphinx: 57}})})`);
    await ensureCdnBuilt();
    server = await startPlainServer({mounts: [{prefix: '/', dir: work}, {prefix: '/_dw/', dir: join(ROOT, 'dist/cdn')}]});
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(work, {recursive: true, force: true});
  });

  test('"/" during the page\'s DOMContentLoaded handler opens our search with what was typed next; the theme\'s box stays empty', async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    const startUp = page.waitForEvent('console', {predicate: (message) => message.text() === 'page start-up'});
    await page.goto(`${server.url}guide.html`, {waitUntil: 'commit'});
    await startUp;
    // Queued while the page's handler holds the thread: delivered after it, before any timer.
    await page.keyboard.press('/');
    await page.keyboard.type('guide');
    const field = page.locator('docs-search dialog[open] input');
    await field.waitFor({state: 'visible', timeout: 20_000});
    await page.waitForFunction(() => {
      const input = document.querySelector('docs-search')?.shadowRoot?.querySelector('dialog[open] input') as HTMLInputElement | null;
      return input?.value === 'guide';
    }, undefined, {timeout: 10_000}).catch(() => {});
    assert.equal(await field.inputValue(), 'guide');
    await page.locator('docs-search [role=option]', {hasText: 'Guide'}).first().waitFor({state: 'visible', timeout: 20_000});
    assert.equal(await page.locator('form.search input').inputValue(), '');
    assert.deepEqual(problems.errors, []);
    await page.close();
  });
});
