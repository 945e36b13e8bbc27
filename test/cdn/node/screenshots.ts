/**
 * Screenshots for the README and for looking at the widgets: the demo (light and dark, 1280 and 390 wide) and
 * Sphinx 5.3's own documentation, each with a widget open. Writes docs/screenshots/*.png.
 *
 *     node --import tsx test/cdn/node/screenshots.ts
 *     SHOTS=search node --import tsx test/cdn/node/screenshots.ts   # only the shots whose name contains "search"
 */
import {mkdirSync} from 'node:fs';
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

async function take(browser: Browser, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    viewport: {width: shot.width, height: shot.width < 600 ? 844 : 800},
    colorScheme: shot.scheme,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(shot.url);
  await page.waitForLoadState('networkidle');
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
  const [demo, sphinx, browser] = await Promise.all([
    startServer([]),
    startServer(['--docs', 'sphinx/5.3=/usr/share/doc/sphinx-doc/html', '--docs', 'sphinx/latest=/usr/share/doc/sphinx-doc/html']),
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
  try {
    const only = process.env.SHOTS;
    for (const shot of shots) if (!only || shot.name.includes(only)) await take(browser, shot);
  } finally {
    await browser.close();
    await Promise.all([demo.stop(), sphinx.stop()]);
  }
}

await main();
