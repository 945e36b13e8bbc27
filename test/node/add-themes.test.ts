/**
 * `docs-widgets add` on the builds of the themes Debian packages (Sphinx: alabaster, furo, sphinx_rtd_theme,
 * pydata-sphinx-theme; MkDocs: its own theme and material): run twice, it leaves exactly one tag on every page (with
 * the path from that page's folder), and the site, served as plain files with nothing added by the server, has a
 * working search (from the index `add` wrote) and link preview in Chromium, driven with real keys and mouse.
 *
 * Debian packages: python3-sphinx python3-alabaster furo python3-sphinx-rtd-theme python3-pydata-sphinx-theme mkdocs
 * mkdocs-material. A theme whose package is missing is skipped with a message saying which.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium} from '../cdn/node/serve-and-drive.js';
import {BUNDLE_FOLDER, addToSite} from '../../src/cli/add-command.js';
import {THEME_BUILDS, copyThemeBuild, missingPackages} from './add/theme-builds.js';
import {type PlainServer, startPlainServer} from './static-site/plain-server.js';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['_static', '_sources', '_docs-widgets', BUNDLE_FOLDER].includes(entry.name) && dir === root ? [] : htmlFiles(path, root);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const only = process.env.DOCS_THEMES?.split(',');

describe('docs-widgets add on each theme’s build', {skip: chromiumAvailable() ? undefined : 'Chromium is missing', timeout: 600_000}, () => {
  let work: string;
  let browser: Browser;
  const servers: PlainServer[] = [];

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-add-themes-'));
    await ensureCdnBuilt();
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    if (work) rmSync(work, {recursive: true, force: true});
  });

  for (const theme of THEME_BUILDS) {
    const missing = missingPackages(theme.packages);
    const skip = missing.length ? `Debian package(s) ${missing.join(', ')} not installed`
      : only && !only.includes(theme.slug) ? 'not in DOCS_THEMES' : undefined;

    test(theme.slug, {skip}, async () => {
      const site = join(work, theme.slug);
      copyThemeBuild(theme.slug, site);
      const options = {cdnDir: join(ROOT, 'dist/cdn'), version: VERSION};
      const first = await addToSite(site, options);
      const second = await addToSite(site, options);
      const pages = htmlFiles(site);
      assert.ok(pages.length >= 5, `${pages.length} pages`);
      assert.equal(first.pages.get('tagged')?.length, pages.length, 'every page tagged on the first run');
      assert.equal(second.pages.get('unchanged')?.length, pages.length, 'the second run changes nothing');
      for (const page of pages) {
        const tags = readFileSync(page, 'utf8').match(/<script\b[^>]*docs-widgets\.js[^>]*>/g) ?? [];
        const expected = relative(dirname(page), join(site, BUNDLE_FOLDER, 'docs-widgets.js')).split('\\').join('/');
        assert.deepEqual(tags, [`<script type="module" async src="${expected}">`], relative(site, page));
      }
      assert.ok(existsSync(join(site, '_docs-widgets/index.json')), 'the index add wrote');

      // Served as plain files: the server adds nothing (headHtml ''), the tags add wrote are all there is.
      const server = await startPlainServer({mounts: [{prefix: '/', dir: site}], headHtml: ''});
      servers.push(server);
      const page = await browser.newPage({viewport: {width: 1280, height: 900}});
      // Errors our scripts raise (the themes' own are not ours: Debian's furo loads an ES module as a classic script,
      // the mkdocs theme calls highlight.js, which it loads from a CDN this machine cannot reach).
      const ours: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.location().url.includes(`/${BUNDLE_FOLDER}/`)) ours.push(message.text());
      });
      page.on('pageerror', (error) => {
        if ((error.stack ?? '').includes(`/${BUNDLE_FOLDER}/`)) ours.push(error.message);
      });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${server.url}${theme.page}`);

      await page.keyboard.press('/');
      await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
      await page.keyboard.type('sprocket', {delay: 40});
      const results = page.locator('docs-search [part~=option]');
      await results.first().waitFor({state: 'visible', timeout: 30_000});
      const texts = await results.allTextContents();
      assert.ok(texts.some((text) => /sprocket/i.test(text)), `no sprocket in ${texts.join(' | ')}`);
      assert.ok(requests.includes('/_docs-widgets/index.json'), 'search read the index add wrote');
      await page.keyboard.press('Escape');
      await page.locator('docs-search dialog[open]').waitFor({state: 'hidden', timeout: 10_000});

      const link = page.locator(theme.crossReference).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.locator('docs-link-preview [part~=popup]').waitFor({state: 'visible', timeout: 20_000});
      await page.waitForFunction(
        (source) => new RegExp(source, 'i').test(document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=body]')?.textContent ?? ''),
        theme.previewText.source, {timeout: 20_000});
      assert.deepEqual(ours, []);
      await page.close();
    });
  }
});
