/**
 * Issue 26's theme items, on the themes Debian packages, in Chromium:
 * - a theme with a version switcher of its own fed by the same file (mkdocs-material with `extra.version.provider:
 *   mike`, pydata-sphinx-theme with its switcher configured) gets no second one from zero-config, and the console
 *   says once how to get ours;
 * - mkdocs-material on a 390 px phone: the keys typed right after tapping the header's search icon all reach our
 *   search ("checkpoint" became "heckpoint");
 * - furo's phone drawer: the switcher is inset like the sidebar's search field and navigation.
 *
 * Debian packages: python3-sphinx furo python3-pydata-sphinx-theme mkdocs mkdocs-material.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium, startServer, type Server} from '../cdn/node/serve-and-drive.js';
import {startPlainServer, type PlainServer} from './static-site/plain-server.js';
import {buildMkdocsMikeSite} from './static-site/sites.js';

const SPHINX_SOURCE = join(ROOT, 'test/fixtures/themes/sphinx');
const MKDOCS_CONFIG = join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml');
const PACKAGES = ['python3-sphinx', 'furo', 'python3-pydata-sphinx-theme', 'mkdocs', 'mkdocs-material'];

const missing = PACKAGES.filter((name) => {
  const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], {encoding: 'utf8'});
  return status.status !== 0 || !status.stdout.includes('install ok installed');
});

const sphinx = (theme: string, out: string) =>
  execFileSync('sphinx-build', ['-q', '-b', 'html', SPHINX_SOURCE, out], {env: {...process.env, DOCS_THEME: theme}, stdio: 'pipe'});

/** Console lines of a page, to find our one line. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

describe("issue 26's theme items", {
  skip: !chromiumAvailable() ? 'Chromium is missing' : missing.length ? `Debian package(s) ${missing.join(', ')} not installed` : undefined,
  timeout: 600_000,
}, () => {
  let out: string;
  let server: Server;
  let plain: PlainServer;
  let browser: Browser;

  before(async () => {
    out = mkdtempSync(join(tmpdir(), 'docs-widgets-theme-items-'));
    sphinx('furo', join(out, 'furo'));
    sphinx('pydata_sphinx_theme', join(out, 'pydata'));
    // Debian's pydata-sphinx-theme is 0.7.2, older than the theme's switcher (0.10+ writes this container into the
    // navbar when html_theme_options["switcher"] is set): the page gets the container as those versions write it.
    const guide = join(out, 'pydata', 'guide.html');
    writeFileSync(guide, readFileSync(guide, 'utf8').replace(
      '<div id="navbar-end">',
      '<div id="navbar-end"><div class="navbar-item"><div class="version-switcher__container dropdown">' +
        '<button type="button" class="version-switcher__button btn btn-sm dropdown-toggle">latest</button></div></div>',
    ));
    execFileSync('mkdocs', ['build', '-q', '-f', MKDOCS_CONFIG, '-d', join(out, 'material')], {stdio: 'pipe'});
    buildMkdocsMikeSite(join(out, 'mike'));
    await ensureCdnBuilt();
    [server, plain, browser] = await Promise.all([
      startServer(['--docs', `furo/latest=${join(out, 'furo')}`, '--docs', `pydata/latest=${join(out, 'pydata')}`,
        '--docs', `material/latest=${join(out, 'material')}`]),
      startPlainServer({mounts: [{prefix: '/', dir: join(out, 'mike', 'site')}, {prefix: '/_dw/', dir: join(ROOT, 'dist/cdn')}]}),
      launchChromium(),
    ]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await plain?.close();
    if (out) rmSync(out, {recursive: true, force: true});
  });

  /** Waits until ours has stood down (its console line) and checks that no switcher of ours is on the page. */
  const assertStoodDown = async (page: Page, lines: string[], theme: RegExp) => {
    for (let waited = 0; waited < 30_000 && !lines.some((line) => /stands down/.test(line)); waited += 100) await page.waitForTimeout(100);
    const ours = lines.filter((line) => /docs-widgets: .*version switcher.*stands down/.test(line));
    assert.equal(ours.length, 1, `the console said: ${JSON.stringify(lines)}`);
    assert.match(ours[0]!, theme);
    assert.match(ours[0]!, /to use ours/);
    // Given the time the switcher takes elsewhere, none comes.
    await page.waitForTimeout(1_500);
    assert.equal(await page.locator('docs-version-switcher').count(), 0, 'our switcher is on the page beside the theme’s');
  };

  test("mkdocs-material with mike: Material's own version menu is the only one, and the console says how to get ours", async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const lines = consoleLines(page);
    try {
      await page.goto(`${plain.url}1.0/guide/`);
      // Material's own menu, fed by mike's versions.json.
      await page.locator('.md-version').first().waitFor({state: 'visible', timeout: 20_000});
      await assertStoodDown(page, lines, /mkdocs-material.*mike.*remove extra\.version\.provider/);
    } finally {
      await page.close();
    }
  });

  test('pydata-sphinx-theme with its switcher configured: no second switcher, one console line', async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const lines = consoleLines(page);
    try {
      await page.goto(`${server.url}docs/pydata/en/latest/guide.html`);
      await assertStoodDown(page, lines, /pydata-sphinx-theme/);
    } finally {
      await page.close();
    }
  });

  test("mkdocs-material on a 390 px phone: the keys typed right after tapping the header's search icon all reach our search", async () => {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}docs/material/en/latest/guide/`);
      await page.locator('label.md-header__button[for=__search]').tap();
      // The reader types at once, while our dialog may still be loading.
      await page.keyboard.type('sprocket', {delay: 30});
      await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
      await page.waitForFunction(
        () => document.querySelector('docs-search')?.shadowRoot?.querySelector('input')?.value === 'sprocket',
        undefined,
        {timeout: 5_000},
      ).catch(async () => assert.fail(`our field holds "${await page.locator('docs-search dialog input').inputValue()}"`));
      await page.locator('docs-search [role=option]').first().waitFor({state: 'visible', timeout: 20_000});
      await assert.doesNotReject(() => import('axe-core').then(async ({default: axe}) => {
        await page.addScriptTag({content: axe.source});
        const violations = await page.evaluate(async () =>
          ((await (window as unknown as {axe: {run(context: unknown): Promise<{violations: {id: string}[]}>}}).axe.run({include: [['docs-search']]})).violations.map((violation) => violation.id)));
        assert.deepEqual(violations, []);
      }));
    } finally {
      await context.close();
    }
  });

  test("furo's phone drawer: the switcher is inset like the sidebar's search field and navigation", async () => {
    const page = await browser.newPage({viewport: {width: 390, height: 844}});
    try {
      await page.goto(`${server.url}docs/furo/en/latest/guide.html`);
      await page.locator('.sidebar-drawer docs-version-switcher').waitFor({state: 'attached', timeout: 20_000});
      await page.locator('.mobile-header label[for=__navigation]').click();
      const switcher = page.locator('.sidebar-drawer docs-version-switcher');
      await switcher.waitFor({state: 'visible', timeout: 5_000});
      await page.waitForTimeout(500); // the drawer slides in
      const inset = await switcher.evaluate((element) => {
        const drawer = element.closest('.sidebar-drawer')!.getBoundingClientRect();
        const mine = element.getBoundingClientRect();
        // Where the navigation's text starts: its links are as wide as the drawer, padded.
        const link = document.querySelector('.sidebar-tree .reference')!;
        const text = parseFloat(getComputedStyle(link).paddingLeft) + link.getBoundingClientRect().left - drawer.left;
        return {left: mine.left - drawer.left, right: drawer.right - mine.right, text};
      });
      // Where the navigation's text starts, furo's 1rem on a phone: not merely past it (an indent too deep is no match).
      assert.ok(Math.abs(inset.left - inset.text) <= 1 && Math.abs(inset.left - 16) <= 1,
        `the switcher is ${inset.left}px from the drawer's left edge (the navigation's text: ${inset.text}px)`);
      assert.ok(inset.right >= 12, `the switcher is ${inset.right}px from the drawer's right edge`);
    } finally {
      await page.close();
    }
  });
});
