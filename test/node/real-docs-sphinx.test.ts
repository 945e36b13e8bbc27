/**
 * The script tag on real documentation: Debian's `sphinx-doc` package (Sphinx 5.3's own docs, ~100 pages) served
 * by `docs-widgets serve --docs` as two versions of one project, driven in Chromium with real keyboard and mouse
 * input. Zero-config mode: the page only carries the meta tags and the script the server injects.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {chromiumAvailable, ensureCdnBuilt, launchChromium, startServer, watchPage, type Server} from '../cdn/node/serve-and-drive.js';

const SPHINX_DOCS = '/usr/share/doc/sphinx-doc/html';
const missing = !existsSync(`${SPHINX_DOCS}/index.html`)
  ? `${SPHINX_DOCS} is missing: apt-get install -y sphinx-doc`
  : !chromiumAvailable()
    ? 'Chromium is missing: apt-get install -y chromium'
    : undefined;

describe('the script tag on Sphinx 5.3 documentation (Debian sphinx-doc)', {skip: missing, timeout: 240_000}, () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  let problems: {errors: string[]};

  before(async () => {
    await ensureCdnBuilt();
    [server, browser] = await Promise.all([
      startServer(['--docs', `sphinx/5.3=${SPHINX_DOCS}`, '--docs', `sphinx/latest=${SPHINX_DOCS}`]),
      launchChromium(),
    ]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (path: string) => {
    page = await browser.newPage({viewport: {width: 1280, height: 900}});
    problems = watchPage(page);
    await page.goto(`${server.url}docs/sphinx/en/5.3/${path}`);
  };

  test('the page carries the injected script and the meta tags', async () => {
    await open('usage/quickstart.html');
    assert.equal(await page.locator('script[src="/_/docs-widgets/docs-widgets.js"]').count(), 1);
    assert.equal(await page.locator('meta[name=readthedocs-project-slug]').getAttribute('content'), 'sphinx');
    await page.close();
  });

  test('"/" opens our search, and typing finds real sections of the docs', async () => {
    await open('usage/quickstart.html');
    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 15_000});
    await page.keyboard.type('toctree', {delay: 60});
    const options = page.locator('docs-search [role=option]');
    await options.first().waitFor({state: 'visible', timeout: 15_000});
    const texts = await options.allTextContents();
    assert.ok(texts.some((text) => /toctree/i.test(text)), `no result mentions toctree: ${texts.slice(0, 5).join(' | ')}`);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    assert.ok(hrefs.every((href) => href.includes('/docs/sphinx/en/5.3/')), `results outside the version: ${hrefs[0]}`);
    // Enter follows the first result to a real page of this version.
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\/docs\/sphinx\/en\/5\.3\/.+\.html/), page.keyboard.press('Enter')]);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test("the theme's own search box opens our search with what was typed there", async () => {
    await open('usage/quickstart.html');
    await page.locator('form.search input[name=q]').click();
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 15_000});
    await page.keyboard.type('autodoc', {delay: 60});
    const option = page.locator('docs-search [role=option]').first();
    await option.waitFor({state: 'visible', timeout: 15_000});
    assert.match((await page.locator('docs-search [role=listbox]').textContent()) ?? '', /autodoc/i);
    await page.close();
  });

  test('hovering a real cross-reference shows the linked section', async () => {
    await open('usage/quickstart.html');
    const link = page.locator('div.body a.reference.internal[href="installation.html"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const popup = page.locator('docs-link-preview [part~=popup]');
    await popup.waitFor({state: 'visible', timeout: 15_000});
    await page.waitForFunction(
      () => (document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=body]')?.textContent ?? '').length > 40,
      undefined,
      {timeout: 15_000},
    );
    assert.match((await popup.textContent()) ?? '', /Install/i);
    await page.keyboard.press('Escape');
    await popup.waitFor({state: 'hidden'});
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('the switcher sits in the theme (the top bar\'s breadcrumbs, where it moves nothing) and lists the versions', async () => {
    await open('usage/quickstart.html');
    // Sphinx's basic themes share python-docs-theme's top bar (`.related`), whose end takes the switcher without moving
    // anything (issue 29); the sidebar is the next place.
    const switcher = page.locator(':is(.related, .sphinxsidebar) docs-version-switcher');
    await switcher.waitFor({state: 'attached', timeout: 15_000});
    await page.locator('docs-version-switcher [part~=button]').click();
    const links = page.locator('docs-version-switcher [part~=panel] a[part~=link]');
    await links.first().waitFor({state: 'visible', timeout: 15_000});
    const names = (await links.allTextContents()).map((text) => text.trim());
    assert.ok(names.some((name) => name.includes('5.3')), `no 5.3 in ${names.join(', ')}`);
    assert.ok(names.some((name) => name.includes('latest')), `no latest in ${names.join(', ')}`);
    // The same page in the other version.
    const latest = links.filter({hasText: 'latest'}).first();
    assert.match((await latest.getAttribute('href')) ?? '', /\/docs\/sphinx\/en\/latest\/usage\/quickstart\.html$/);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });
});
