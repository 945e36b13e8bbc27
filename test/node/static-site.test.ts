/**
 * The script tag alone on static documentation (issue 16): Debian's Python 3.11 docs and mkdocs-material and Sphinx
 * sites built here, served by a plain static file server that adds only our script tag (no API, no meta tags). One
 * run sends a strict CSP with Trusted Types and `worker-src 'self'`. Driven in Chromium with real keys and mouse.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync, cpSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium, watchPage} from '../cdn/node/serve-and-drive.js';
import {type PlainServer, type PlainServerOptions, startPlainServer} from './static-site/plain-server.js';
import {PYTHON_DOCS, buildMkdocsMikeSite, buildSphinxSwitcherSite, ensurePythonIndex} from './static-site/sites.js';

const missing = !existsSync(join(PYTHON_DOCS, 'index.html'))
  ? `${PYTHON_DOCS} is missing: apt-get install -y python3.11-doc`
  : !chromiumAvailable() ? 'Chromium is missing' : undefined;

const CDN = join(ROOT, 'dist/cdn');

describe('the script tag on static sites, no server', {skip: missing, timeout: 600_000}, () => {
  let browser: Browser;
  let work: string;
  let pythonIndex: string;
  const servers: PlainServer[] = [];

  const serve = async (options: PlainServerOptions) => {
    const server = await startPlainServer({...options, mounts: [...options.mounts, {prefix: '/_dw/', dir: CDN}]});
    servers.push(server);
    return server;
  };

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-static-'));
    await ensureCdnBuilt();
    pythonIndex = await ensurePythonIndex();
    buildMkdocsMikeSite(join(work, 'mkdocs'));
    buildSphinxSwitcherSite(join(work, 'sphinx'));
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    rmSync(work, {recursive: true, force: true});
  });

  /** Errors raised by our own scripts (served under /_dw/), not by the theme's. */
  const ourErrors = (page: Page) => {
    const ours: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.includes('/_dw/')) ours.push(message.text());
    });
    page.on('pageerror', (error) => {
      if ((error.stack ?? '').includes('/_dw/')) ours.push(error.message);
    });
    return ours;
  };

  const open = async (url: string) => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const ours = ourErrors(page);
    await page.goto(url);
    return {page, problems, requests, ours};
  };

  const searchFor = async (page: Page, query: string) => {
    const said: string[] = [];
    page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000}).catch(async (error: unknown) => {
      // Say what the page was doing when the dialog did not open: how two CI runs showed that a set-up moved out of the
      // page's DOMContentLoaded task (reverted) let mkdocs-material's own box take the `/` (2026-11-29).
      const state = await page.evaluate(`[document.readyState, document.querySelector('docs-search')?.outerHTML.slice(0, 120) ?? 'no docs-search',
        document.activeElement?.outerHTML.slice(0, 120)]`).catch(() => 'unreadable');
      throw new Error(`${String(error)}\npage: ${JSON.stringify(state)}\nconsole: ${said.join(' | ')}`);
    });
    await page.keyboard.type(query, {delay: 40});
  };

  const optionTexts = async (page: Page) => {
    const options = page.locator('docs-search [part~=option]');
    await options.first().waitFor({state: 'visible', timeout: 30_000});
    return options.allTextContents();
  };

  test('Python 3.11 docs with the built index: search in the worker, same-origin shards only, strict CSP', async () => {
    const server = await serve({strictCsp: true,
      mounts: [{prefix: '/', dir: PYTHON_DOCS}, {prefix: '/_docs-widgets/', dir: pythonIndex}]});
    // Under Trusted Types the docs' own scripts (jQuery, doctools) fail: what counts is that ours do not.
    const {page, requests, ours} = await open(`${server.url}library/functions.html`);
    await searchFor(page, 'json dumps');
    const texts = await optionTexts(page);
    assert.ok(texts.some((text) => /json\.dumps/.test(text)), `no json.dumps in ${texts.slice(0, 4).join(' | ')}`);
    assert.ok(await page.locator('docs-search [part~=mark]').count() > 0, 'highlights are shown');
    assert.ok(requests.includes('/_dw/search-worker.js'), 'searched in the worker');
    assert.ok(requests.includes('/_docs-widgets/index.json'));
    assert.ok(!requests.includes('/searchindex.js'), 'the built index spared Sphinx’s whole index');
    // Its results carry their text: the worker's HTML parser, for Sphinx snippets only, is never fetched.
    assert.ok(!requests.some((path) => path.includes('static-worker-snippets')), 'the built index fetched the HTML parser');
    // The first result leads to the page.
    const href = await page.locator('docs-search [part~=option]').first().getAttribute('href');
    assert.match(href ?? '', /^http:\/\/127\.0\.0\.1:\d+\/.+\.html/);
    assert.deepEqual(ours, []);
    await page.close();
  });

  test('Python 3.11 docs with the built index on a distant host: five results with their text, the next five when asked', async () => {
    const server = await serve({delayMs: 150,
      mounts: [{prefix: '/', dir: PYTHON_DOCS}, {prefix: '/_docs-widgets/', dir: pythonIndex}]});
    const {page, ours} = await open(`${server.url}library/functions.html`);
    // The index's text chunks: each result's text is one of them.
    const textChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/_docs-widgets\/c\/\d+\.json$/.test(request.url())) textChunks.push(request.url());
    });
    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
    // One input event: the query's own answers, no prefix's.
    await page.locator('docs-search [part~=input]').fill('asyncio');
    const groups = page.locator('docs-search [part~=group]');
    const more = page.locator('docs-search [part~=load-more]');
    await more.waitFor({state: 'visible', timeout: 30_000});
    assert.equal(await groups.count(), 5);
    assert.ok(await page.locator('docs-search [part~=mark]').count() > 0, 'highlights are shown');
    // Nothing more is fetched for results the reader has not asked for (three round trips of this host).
    const fetched = textChunks.length;
    await page.waitForTimeout(1_000);
    assert.equal(textChunks.length, fetched, 'no text fetched for results not shown');
    await more.click();
    await page.waitForFunction(() => document.querySelector('docs-search')?.shadowRoot?.querySelectorAll('[part~=group]').length === 10,
      undefined, {timeout: 30_000});
    assert.ok(textChunks.length > fetched, 'the next five results\' text was fetched when asked for');
    const texts = await optionTexts(page);
    assert.ok(texts.some((text) => /asyncio/i.test(text)));
    assert.deepEqual(ours, []);
    await page.close();
  });

  test('Python 3.11 docs without a built index: Sphinx’s searchindex.js read as data, snippets read in the worker', async () => {
    const server = await serve({mounts: [{prefix: '/', dir: PYTHON_DOCS}]});
    const {page, problems, requests} = await open(`${server.url}library/functions.html`);
    await searchFor(page, 'dumps');
    // json.dumps's row shows the text of its entry, which only json.html has (Sphinx's index has none).
    await page.locator('docs-search [part~=option]', {hasText: 'the same meaning as in dump()'}).first()
      .waitFor({state: 'visible', timeout: 60_000});
    const texts = await optionTexts(page);
    assert.ok(texts.some((text) => /json/i.test(text)), `no json result in ${texts.slice(0, 4).join(' | ')}`);
    assert.ok(requests.includes('/searchindex.js'));
    assert.ok(requests.includes('/library/json.html'), 'the page of a result was fetched for its snippet');
    assert.ok(await page.locator('docs-search [part~=mark]').count() > 0, 'highlights are shown');
    // Issue 29: the pages are fetched and parsed in the search worker, so a parse never holds the reader's next key.
    // The main thread's resource timing lists its own fetches only (a worker's are its own): neither the result's page
    // nor the code that parses pages on the main thread (the sanitizer's page parse, the main-thread reader) is there.
    const mainThread = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    assert.ok(!mainThread.includes('/library/json.html'), 'the main thread fetched a result page for its snippet');
    assert.deepEqual(mainThread.filter((path) => /static-(section|main-thread-snippets)-/.test(path)), [],
      'the main thread loaded its page parser for the snippets');
    assert.ok(mainThread.includes('/_dw/search-worker.js'), 'the search ran in the worker');
    assert.ok(requests.some((path) => /^\/_dw\/chunks\/static-worker-snippets-/.test(path)), 'the worker loaded its page reader');
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('no 404s without the build step: a first search on Sphinx docs, an unversioned MkDocs page (issue 26)', async () => {
    const notFound = (page: Page) => {
      const paths: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) paths.push(new URL(response.url()).pathname);
      });
      return paths;
    };
    const python = await serve({mounts: [{prefix: '/', dir: PYTHON_DOCS}]});
    const first = await browser.newPage({viewport: {width: 1280, height: 900}});
    const missingOnSearch = notFound(first);
    await first.goto(`${python.url}library/functions.html`);
    await searchFor(first, 'dumps');
    // Reading the Python docs' 4 MB index takes long on a busy machine: what counts here is what was asked for.
    await first.locator('docs-search [part~=option]').first().waitFor({state: 'visible', timeout: 120_000});
    assert.deepEqual(missingOnSearch, [], 'the first search asked for files that are not there');
    await first.close();

    // MkDocs with no mike: no versions file is named, none is asked for (idle time passes: the versions part runs then).
    const plain = join(work, 'mkdocs-plain');
    execFileSync('mkdocs', ['build', '-q', '-f', join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml'), '-d', plain], {stdio: 'pipe'});
    const mkdocs = await serve({mounts: [{prefix: '/', dir: plain}]});
    const second = await browser.newPage({viewport: {width: 1280, height: 900}});
    const missingOnPage = notFound(second);
    await second.goto(`${mkdocs.url}guide/`);
    await second.waitForTimeout(3_000);
    assert.deepEqual(missingOnPage, [], 'an unversioned page asked for files that are not there');
    await second.close();
  });

  test('pages marked as indexed whose built index is missing: the site\'s own index, and one console line', async () => {
    const empty = join(work, 'no-index');
    mkdirSync(empty, {recursive: true});
    const server = await serve({mounts: [{prefix: '/', dir: PYTHON_DOCS}, {prefix: '/_docs-widgets/', dir: empty}]});
    const {page} = await open(`${server.url}library/functions.html`);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('docs-widgets:')) warnings.push(message.text());
    });
    await searchFor(page, 'dumps');
    await page.locator('docs-search [part~=option]').first().waitFor({state: 'visible', timeout: 120_000});
    const texts = await optionTexts(page);
    assert.ok(texts.some((text) => /json/i.test(text)), `no json result in ${texts.slice(0, 4).join(' | ')}`);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0] ?? '', /docs-widgets-index.*_docs-widgets\/index\.json answered 404.*docs-widgets index/);
    await page.close();
  });

  test('Python 3.11 docs: hovering a cross-reference previews the section (Sphinx)', async () => {
    const server = await serve({mounts: [{prefix: '/', dir: PYTHON_DOCS}]});
    const {page, problems} = await open(`${server.url}library/json.html`);
    const link = page.locator('[role=main] a.reference.internal[href="functions.html#float"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const popup = page.locator('docs-link-preview [part~=popup]');
    await popup.waitFor({state: 'visible', timeout: 20_000});
    await page.waitForFunction(
      () => (document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=body]')?.textContent ?? '').length > 40,
      undefined, {timeout: 20_000});
    assert.match((await popup.textContent()) ?? '', /class float/);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('mkdocs-material (mike): search from search_index.json, previews of flat sections, the warning from versions.json beside Material\'s own switcher', async () => {
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'mkdocs', 'site')}]});
    const first = await open(`${server.url}1.0/guide/`);
    let page = first.page;
    const {requests} = first;
    await searchFor(page, 'torque');
    const texts = await optionTexts(page);
    assert.ok(texts.some((text) => /torque/i.test(text)), `no torque in ${texts.join(' | ')}`);
    assert.ok(requests.includes('/1.0/search/search_index.json'));
    await page.close();

    const second = await open(`${server.url}1.0/guide/`);
    page = second.page;

    const link = page.locator('article a[href="../glossary/#cog"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const popup = page.locator('docs-link-preview [part~=popup]');
    await popup.waitFor({state: 'visible', timeout: 20_000});
    await page.waitForFunction(
      () => /tooth of a gear/i.test(document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=body]')?.textContent ?? ''),
      undefined, {timeout: 20_000});
    await page.keyboard.press('Escape');

    // Material shows its own switcher from the same versions.json (extra.version.provider: mike): ours stands down
    // (issue 26) and the warning, which Material has not, reads the file.
    // 1.0 is not the latest: the warning says so.
    const banner = page.locator('docs-version-warning [part~=banner]');
    await banner.waitFor({state: 'visible', timeout: 20_000});
    assert.match((await banner.textContent()) ?? '', /older version.*\b2\.0\b|\b1\.0\b.*\b2\.0\b/s);
    assert.match((await page.locator('docs-version-warning [part~=link]').getAttribute('href')) ?? '', /\/2\.0\/guide\/$/);
    assert.equal(await page.locator('docs-version-switcher').count(), 0, 'no second switcher beside Material\'s own');
    assert.deepEqual([...first.problems.errors, ...second.problems.errors], []);
    await page.close();
  });

  test('Sphinx: the switcher from switcher.json named by the script tag, and a Sphinx section preview', async () => {
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'sphinx', 'site')}],
      scriptAttributes: 'data-versions-url="/switcher.json"'});
    const {page, problems} = await open(`${server.url}2.0/guide.html`);
    const switcher = page.locator('docs-version-switcher');
    await switcher.waitFor({state: 'attached', timeout: 20_000});
    await page.locator('docs-version-switcher [part~=button]').click();
    const links = page.locator('docs-version-switcher [part~=panel] a[part~=link]');
    await links.first().waitFor({state: 'visible', timeout: 20_000});
    const names = (await links.allTextContents()).map((text) => text.trim());
    assert.ok(names.some((name) => name.includes('2.1 (stable)')), names.join(', '));
    assert.match((await links.filter({hasText: '2.1'}).first().getAttribute('href')) ?? '', /\/2\.1\/guide\.html$/);
    await page.keyboard.press('Escape');

    const link = page.locator('a.reference.internal[href*="glossary.html#term"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const popup = page.locator('docs-link-preview [part~=popup]');
    await popup.waitFor({state: 'visible', timeout: 20_000});
    await page.waitForFunction(
      () => (document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=body]')?.textContent ?? '').length > 10,
      undefined, {timeout: 20_000});
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('a missing or broken index or versions file: a readable state, no switcher, nothing thrown', async () => {
    const broken = join(work, 'broken');
    mkdirSync(broken, {recursive: true});
    cpSync(join(work, 'mkdocs', 'site', '1.0'), join(broken, '1.0'), {recursive: true});
    writeFileSync(join(broken, '1.0', 'search', 'search_index.json'), '{"docs": 12');
    writeFileSync(join(broken, 'versions.json'), '[{"version": ');
    // With the theme's search box bound, a failing search hands the reader over to it (lazy/search.ts): switched off
    // here, so our own readable state stays on screen.
    const server = await serve({mounts: [{prefix: '/', dir: broken}], scriptAttributes: 'data-theme-search="off"'});
    const {page, ours} = await open(`${server.url}1.0/guide/`);
    await searchFor(page, 'torque');
    const state = page.locator('docs-search [part~=state]');
    await state.waitFor({state: 'visible', timeout: 20_000});
    assert.match((await state.textContent()) ?? '', /Search failed/);
    await page.keyboard.press('Escape');
    // Idle time has passed (the versions part loads then); a broken versions.json adds no switcher.
    await page.waitForTimeout(3_000);
    assert.equal(await page.locator('docs-version-switcher').count(), 0);

    // A broken built index (not a missing one) is an error too, not a silent fallback.
    const badIndex = join(work, 'bad-index');
    mkdirSync(badIndex, {recursive: true});
    writeFileSync(join(badIndex, 'index.json'), '{"format": "docs-widgets-index", "version": 1}');
    writeFileSync(join(badIndex, 'terms.txt'), '');
    const python = await serve({mounts: [{prefix: '/', dir: PYTHON_DOCS}, {prefix: '/_docs-widgets/', dir: badIndex}],
      scriptAttributes: 'data-theme-search="off"'});
    const second = await open(`${python.url}library/json.html`);
    const oursToo = second.ours;
    await searchFor(second.page, 'dumps');
    const secondState = second.page.locator('docs-search [part~=state]');
    await secondState.waitFor({state: 'visible', timeout: 20_000});
    assert.match((await secondState.textContent()) ?? '', /Search failed/);
    // mkdocs-material's own search reads the same broken file and throws: only what our scripts do counts here.
    assert.deepEqual([...ours, ...oursToo], []);
    await page.close();
    await second.page.close();
  });
});
