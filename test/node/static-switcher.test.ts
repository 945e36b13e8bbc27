/**
 * The version switcher on a static site, clicked through (issue 16): a plain static server serves two versions of a
 * built site, with mike's `versions.json` (mkdocs-material) or pydata's `switcher.json` (Sphinx, named by the script
 * tag). The reader opens the switcher and picks the other version, with the mouse or the keys, and lands on the same
 * page there; a page the other version does not have leads to that version's start page, with the notice saying so.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Locator, Page} from 'playwright-core';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium, watchPage} from '../cdn/node/serve-and-drive.js';
import {type PlainServer, type PlainServerOptions, startPlainServer} from './static-site/plain-server.js';
import {buildMkdocsMikeSite, buildSphinxSwitcherSite} from './static-site/sites.js';

const CDN = join(ROOT, 'dist/cdn');

describe('the version switcher on a static site, clicked through', {skip: !chromiumAvailable() && 'Chromium is missing',
  timeout: 600_000}, () => {
  let browser: Browser;
  let work: string;
  const servers: PlainServer[] = [];

  const serve = async (options: PlainServerOptions) => {
    const server = await startPlainServer({...options, mounts: [...options.mounts, {prefix: '/_dw/', dir: CDN}]});
    servers.push(server);
    return server;
  };

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-switch-'));
    await ensureCdnBuilt();
    buildMkdocsMikeSite(join(work, 'mkdocs'));
    buildSphinxSwitcherSite(join(work, 'sphinx'));
    // The glossary exists only in the older version of each site.
    rmSync(join(work, 'mkdocs', 'site', '2.0', 'glossary'), {recursive: true});
    rmSync(join(work, 'sphinx', 'site', '2.1', 'glossary.html'));
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    rmSync(work, {recursive: true, force: true});
  });

  const open = async (url: string) => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    await page.goto(url);
    const button = page.locator('docs-version-switcher [part~=button]');
    // The versions part loads when the page is idle; the button names the current version once the file is read.
    await button.waitFor({state: 'visible', timeout: 20_000});
    return {page, problems, button};
  };

  /** Opens the list with the mouse and clicks the version whose name contains `name`. */
  const pickWithMouse = async (page: Page, button: Locator, name: string) => {
    await button.click();
    const link = page.locator('docs-version-switcher [part~=panel] a[part~=link]').filter({hasText: name}).first();
    await link.waitFor({state: 'visible', timeout: 20_000});
    await link.click();
  };

  /** Opens the list from the keyboard (ArrowDown on the button), moves to `name` with ArrowDown, and presses Enter. */
  const pickWithKeys = async (page: Page, button: Locator, name: string) => {
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() =>
      document.querySelector('docs-version-switcher')?.shadowRoot?.activeElement?.textContent?.trim() ?? '');
    for (let step = 0; step < 10 && !(await focused()).includes(name); step++) await page.keyboard.press('ArrowDown');
    assert.ok((await focused()).includes(name), `the keys reached no "${name}" (focused: "${await focused()}")`);
    await page.keyboard.press('Enter');
  };

  const notice = (page: Page) => page.locator('docs-version-warning [part~=notice], docs-version-switcher [part~=notice]');

  test('mkdocs-material, mike’s versions.json: the mouse takes 1.0/guide/ to 2.0/guide/', async () => {
    // Material shows its own switcher for mike's file, so zero-config's stands down (issue 26): the maintainer who wants
    // ours names its place, and these tests click ours.
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'mkdocs', 'site')}],
      scriptAttributes: 'data-version-switcher-container=".md-header__inner"'});
    const {page, problems, button} = await open(`${server.url}1.0/guide/`);
    await page.waitForFunction(() => /1\.0/.test(document.querySelector('docs-version-switcher')?.shadowRoot
      ?.querySelector('[part~=current]')?.textContent ?? ''), undefined, {timeout: 20_000});
    await pickWithMouse(page, button, '2.0');
    await page.waitForURL(`${server.url}2.0/guide/`, {timeout: 20_000});
    // The landed page knows where it is: its switcher names 2.0, and no fallback notice shows.
    await page.waitForFunction(() => /2\.0/.test(document.querySelector('docs-version-switcher')?.shadowRoot
      ?.querySelector('[part~=current]')?.textContent ?? ''), undefined, {timeout: 20_000});
    assert.match(await page.title(), /guide/i);
    assert.equal(await notice(page).count(), 0);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('mkdocs-material, mike’s versions.json: a page 2.0 lacks leads, by the keys, to 2.0’s start page with the notice', async () => {
    // Material shows its own switcher for mike's file, so zero-config's stands down (issue 26): the maintainer who wants
    // ours names its place, and these tests click ours.
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'mkdocs', 'site')}],
      scriptAttributes: 'data-version-switcher-container=".md-header__inner"'});
    const {page, problems, button} = await open(`${server.url}1.0/glossary/`);
    await pickWithKeys(page, button, '2.0');
    await page.waitForURL(`${server.url}2.0/`, {timeout: 20_000});
    await notice(page).first().waitFor({state: 'visible', timeout: 20_000});
    assert.match((await notice(page).first().textContent()) ?? '', /glossary\/?.{0,3} does not exist in version 2\.0/);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('Sphinx, pydata’s switcher.json named on the tag: 2.0/guide.html to 2.1/guide.html, and the fallback', async () => {
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'sphinx', 'site')}],
      scriptAttributes: 'data-versions-url="/switcher.json"'});
    const first = await open(`${server.url}2.0/guide.html`);
    await pickWithKeys(first.page, first.button, '2.1');
    await first.page.waitForURL(`${server.url}2.1/guide.html`, {timeout: 20_000});
    await first.page.waitForFunction(() => /2\.1/.test(document.querySelector('docs-version-switcher')?.shadowRoot
      ?.querySelector('[part~=current]')?.textContent ?? ''), undefined, {timeout: 20_000});
    assert.equal(await notice(first.page).count(), 0);
    await first.page.close();

    const second = await open(`${server.url}2.0/glossary.html`);
    await pickWithMouse(second.page, second.button, '2.1');
    await second.page.waitForURL(`${server.url}2.1/`, {timeout: 20_000});
    await notice(second.page).first().waitFor({state: 'visible', timeout: 20_000});
    assert.match((await notice(second.page).first().textContent()) ?? '', /glossary\.html.{0,3} does not exist in version 2\.1/);
    assert.deepEqual([...first.problems.errors, ...second.problems.errors], []);
    await second.page.close();
  });

  test('a versions file the tag names that cannot be read: no switcher, and one console line saying which and why', async () => {
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'sphinx', 'site')}],
      scriptAttributes: 'data-versions-url="../missing/switcher.json"'});
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('docs-widgets:')) warnings.push(message.text());
    });
    const said = page.waitForEvent('console', {predicate: (message) => message.text().includes('switcher'), timeout: 20_000});
    await page.goto(`${server.url}2.0/guide.html`);
    await said;
    // The versions part asks once per page: a second line would come from the same load.
    await page.waitForTimeout(500);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0] ?? '', /no version switcher: data-versions-url \(versionsUrl\) names http:\/\/127\.0\.0\.1:\d+\/missing\/switcher\.json, which could not be read \(.*404/);
    assert.equal(await page.locator('docs-version-switcher').count(), 0);
    await page.close();
  });

  test('a site with no versions file: no switcher, and no chunk is fetched to find that out (issue 29)', async () => {
    // The Sphinx site without the tag naming its switcher.json: nothing says it has versions.
    const server = await serve({mounts: [{prefix: '/', dir: join(work, 'sphinx', 'site')}]});
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${server.url}2.0/guide.html`);
    await page.waitForLoadState('networkidle');
    // The version widgets ask when the browser is idle, at the latest 2 s after the load (requestIdleCallback's timeout).
    await page.waitForTimeout(2_500);
    assert.equal(await page.locator('docs-version-switcher, docs-version-warning').count(), 0);
    // Loaded to find there were no versions, the versions chunk (lit and both elements) was our longest task at load
    // (89-147 ms at 4x CPU throttling on the Python docs); the static part with the shared chunk and the static source
    // one of 10-33 ms, which Lighthouse charged as blocking time. The page's own markers say it: nothing is fetched.
    assert.deepEqual(requested.filter((url) => /\/chunks\//.test(url)), []);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });
});
