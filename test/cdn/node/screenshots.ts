/**
 * Screenshots for the README and for looking at the widgets: the demo (light and dark, 1280 and 390 wide), Sphinx
 * 5.3's own documentation, and two real themes served zero-config (a slice of Debian's Python 3.11 docs,
 * python-docs-theme; a small mkdocs-material site built from test/fixtures/themes/mkdocs), each widget open, phone
 * (390x844) and desktop (1280x800), light and dark. Writes docs/screenshots/*.png.
 *
 *     node --import tsx test/cdn/node/screenshots.ts
 *     SHOTS=search node --import tsx test/cdn/node/screenshots.ts   # only the shots whose name contains "search"
 *     SHOTS=python-,material- node --import tsx test/cdn/node/screenshots.ts   # any of several
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {ROOT, ensureCdnBuilt, launchChromium, startServer} from './serve-and-drive.js';

const OUT = join(ROOT, 'docs/screenshots');

type Scheme = 'light' | 'dark';
interface Shot {
  name: string;
  url: string;
  width: number;
  scheme: Scheme;
  act: (page: Page) => Promise<void>;
  /** Turns on the theme's own dark mode (for themes with a switch rather than a media query). */
  dark?: string;
  /** The page's `<html lang>` (and `dir="rtl"` for Arabic and Hebrew), written into the served HTML. */
  lang?: string;
}

async function openSearch(page: Page, query: string): Promise<void> {
  await page.keyboard.press('/');
  await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 15_000});
  await page.keyboard.type(query, {delay: 40});
  await page.locator('docs-search [role=option]').first().waitFor({state: 'visible', timeout: 15_000});
  // The best match is active as the results arrive: what Enter would open.
}

async function hoverPreview(page: Page, selector: string): Promise<void> {
  const link = page.locator(selector).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.locator('docs-link-preview [part~=popup]').waitFor({state: 'visible', timeout: 15_000});
  await page.waitForFunction(
    `(document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=body]')?.textContent ?? '').length > 40`,
    undefined,
    {timeout: 15_000},
  );
}

async function openSwitcher(page: Page): Promise<void> {
  const button = page.locator('docs-version-switcher [part~=button]').first();
  await button.waitFor({state: 'visible', timeout: 15_000});
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await page.locator('docs-version-switcher [part~=panel] a').first().waitFor({state: 'visible', timeout: 15_000});
}

async function showWarning(page: Page): Promise<void> {
  await page.locator('docs-version-warning [part~=banner]').first().waitFor({state: 'visible', timeout: 15_000});
}

/** A slice of Debian's Python 3.11 docs (python-docs-theme): library pages that link to each other, and the theme. */
function pythonSlice(out: string): void {
  const docs = '/usr/share/doc/python3.11/html';
  execFileSync('mkdir', ['-p', join(out, 'library'), join(out, 'reference'), join(out, '_images')]);
  execFileSync('cp', ['-rL', join(docs, '_static'), out]);
  execFileSync('cp', ['-L', join(docs, '_images/pathlib-inheritance.png'), join(out, '_images/')]);
  for (const page of [
    'index.html',
    'library/pathlib.html',
    'library/os.path.html',
    'library/filesys.html',
    'library/os.html',
    'reference/expressions.html',
    'reference/simple_stmts.html',
  ]) {
    execFileSync('cp', ['-L', join(docs, page), join(out, page)]);
  }
}

/** The four widgets open on one theme: phone and desktop, light and dark. */
function themeShots(site: {
  name: string;
  page: string;
  oldPage: string;
  query: string;
  crossReference: string;
  dark?: string;
}): Shot[] {
  const shots: Shot[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      const size = width === 1280 ? 'desktop' : 'phone';
      const common = {width, scheme, dark: site.dark};
      shots.push(
        {name: `${site.name}-search-${scheme}-${size}`, url: site.page, ...common, act: (page) => openSearch(page, site.query)},
        {name: `${site.name}-preview-${scheme}-${size}`, url: site.page, ...common, act: (page) => hoverPreview(page, site.crossReference)},
        {name: `${site.name}-switcher-${scheme}-${size}`, url: site.page, ...common, act: openSwitcher},
        {name: `${site.name}-warning-${scheme}-${size}`, url: site.oldPage, ...common, act: showWarning},
      );
    }
  }
  return shots;
}

async function take(browser: Browser, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    viewport: {width: shot.width, height: shot.width < 600 ? 844 : 800},
    colorScheme: shot.scheme,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const lang = shot.lang;
  if (lang) {
    await page.route(shot.url, async (route) => {
      const response = await route.fetch();
      const dir = ['ar', 'he'].includes(lang) ? ' dir="rtl"' : '';
      const body = (await response.text()).replace(/<html[^>]*>/, `<html lang="${lang}"${dir}>`);
      await route.fulfill({response, body});
    });
  }
  await page.goto(shot.url);
  await page.waitForLoadState('networkidle');
  if (shot.scheme === 'dark' && shot.dark) await page.evaluate(shot.dark);
  try {
    await shot.act(page);
    await page.waitForTimeout(400);
    await page.screenshot({path: join(OUT, `${shot.name}.png`)});
    console.log(`wrote docs/screenshots/${shot.name}.png`);
  } catch (error) {
    await page.screenshot({path: join(OUT, `${shot.name}.FAILED.png`)});
    console.error(`${shot.name}: ${error instanceof Error ? error.message : error}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, {recursive: true});
  await ensureCdnBuilt();
  const sites = mkdtempSync(join(tmpdir(), 'docs-widgets-shots-'));
  pythonSlice(join(sites, 'python'));
  execFileSync('mkdocs', ['build', '-q', '-f', join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml'), '-d', join(sites, 'material')], {stdio: 'pipe'});
  const [demo, sphinx, themes, browser] = await Promise.all([
    startServer([]),
    startServer(['--docs', 'sphinx/5.3=/usr/share/doc/sphinx-doc/html', '--docs', 'sphinx/latest=/usr/share/doc/sphinx-doc/html']),
    startServer([
      ...['python/3.11', 'python/3.10'].flatMap((version) => ['--docs', `${version}=${join(sites, 'python')}`]),
      ...['widgetry/latest', 'widgetry/1.0'].flatMap((version) => ['--docs', `${version}=${join(sites, 'material')}`]),
    ]),
    launchChromium(),
  ]);
  const demoPage = `${demo.url}docs/pixelkit/en/stable/quickstart.html`;
  const sphinxPage = `${sphinx.url}docs/sphinx/en/5.3/usage/quickstart.html`;
  const shots: Shot[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const size = width === 1280 ? 'wide' : 'narrow';
      shots.push(
        {name: `demo-search-${scheme}-${size}`, url: demoPage, width, scheme, act: (page) => openSearch(page, 'blur')},
        {
          name: `demo-preview-${scheme}-${size}`,
          url: demoPage,
          width,
          scheme,
          act: (page) => hoverPreview(page, 'main a.reference.internal[href^="api.html#"]'),
        },
        {name: `demo-switcher-${scheme}-${size}`, url: demoPage, width, scheme, act: openSwitcher},
      );
    }
  }
  // The widgets in the page's language (issue 27): Arabic (right to left) and Japanese.
  for (const lang of ['ar', 'ja']) {
    shots.push(
      {name: `lang-${lang}-search-light-wide`, url: demoPage, width: 1280, scheme: 'light', lang, act: (page) => openSearch(page, 'blur')},
      {
        name: `lang-${lang}-preview-light-wide`,
        url: demoPage,
        width: 1280,
        scheme: 'light',
        lang,
        act: (page) => hoverPreview(page, 'main a.reference.internal[href^="api.html#"]'),
      },
      {name: `lang-${lang}-switcher-light-wide`, url: demoPage, width: 1280, scheme: 'light', lang, act: openSwitcher},
    );
  }
  shots.push(
    {name: 'demo-zero-config-light-wide', url: `${demo.url}zero-config/`, width: 1280, scheme: 'light', act: async () => {}},
    {name: 'sphinx-search-light-wide', url: sphinxPage, width: 1280, scheme: 'light', act: (page) => openSearch(page, 'toctree')},
    {
      name: 'sphinx-preview-light-wide',
      url: sphinxPage,
      width: 1280,
      scheme: 'light',
      act: (page) => hoverPreview(page, 'div.body a.reference.internal[href="installation.html"]'),
    },
    {name: 'sphinx-switcher-light-wide', url: sphinxPage, width: 1280, scheme: 'light', act: openSwitcher},
  );
  const python = `${themes.url}docs/python/en`;
  const widgetry = `${themes.url}docs/widgetry/en`;
  shots.push(
    ...themeShots({
      name: 'python',
      page: `${python}/3.11/library/pathlib.html`,
      oldPage: `${python}/3.10/library/pathlib.html`,
      query: 'pathlib',
      crossReference: 'div.body a.reference.internal[href^="os.path.html#"]',
      // python-docs-theme 3.11 has no dark mode: the page stays light, and so do our widgets on it.
    }),
    // The grammar (issue 13: "a long grammar line is clipped"): a section of rules, and one rule's token link.
    ...[390, 1280].flatMap((width): Shot[] => {
      const size = width === 1280 ? 'desktop' : 'phone';
      const url = `${python}/3.11/reference/simple_stmts.html`;
      return [
        {name: `python-grammar-section-light-${size}`, url, width, scheme: 'light', act: (page) => hoverPreview(page, 'div.body a[href="expressions.html#primaries"]')},
        {name: `python-grammar-token-light-${size}`, url, width, scheme: 'light', act: (page) => hoverPreview(page, 'div.body a[href="expressions.html#grammar-token-python-grammar-slicing"]')},
      ];
    }),
    ...themeShots({
      name: 'material',
      page: `${widgetry}/latest/guide/`,
      oldPage: `${widgetry}/1.0/guide/`,
      query: 'sprocket',
      crossReference: 'article.md-content__inner a[href^="../api/#"]',
      // The reader's palette toggle sets this; the fixture's palette has no media query to follow.
      dark: `document.body.setAttribute('data-md-color-scheme', 'slate')`,
    }),
  );
  try {
    const only = process.env.SHOTS?.split(',');
    for (const shot of shots) if (!only || only.some((part) => shot.name.includes(part))) await take(browser, shot);
  } finally {
    await browser.close();
    await Promise.all([demo.stop(), sphinx.stop(), themes.stop()]);
    rmSync(sites, {recursive: true, force: true});
  }
}

await main();
