/**
 * This repository's own documentation (mkdocs.yml at the root, docs/ as its pages), built with Debian's MkDocs 1.4
 * and given the widgets by `docs-widgets add`, as a user's site would be: our docs are the first site that uses them.
 * Every page gets one tag, and the search finds a word of the docs in Chromium, from the index `add` wrote. The
 * build goes to a temporary folder, not to mkdocs.yml's site_dir, so the checkout stays clean.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium} from '../cdn/node/serve-and-drive.js';
import {addToSite} from '../../src/cli/add-command.js';
import {missingPackages} from './add/theme-builds.js';
import {startPlainServer} from './static-site/plain-server.js';

const CONFIG = join(ROOT, 'mkdocs.yml');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;
const missing = missingPackages(['mkdocs', 'mkdocs-material']);
const skip = !existsSync(CONFIG) ? 'this checkout has no mkdocs.yml (the docs site is not set up)'
  : missing.length ? `Debian package(s) ${missing.join(', ')} not installed`
    : !chromiumAvailable() ? 'Chromium is missing' : undefined;

describe('our own docs, built with MkDocs and given the widgets by docs-widgets add', {skip, timeout: 300_000}, () => {
  let site: string;
  before(async () => {
    site = mkdtempSync(join(tmpdir(), 'docs-widgets-own-docs-'));
    execFileSync('mkdocs', ['build', '-q', '-f', CONFIG, '-d', site], {cwd: ROOT, stdio: 'pipe'});
    await ensureCdnBuilt();
  });
  after(() => {
    if (site) rmSync(site, {recursive: true, force: true});
  });

  test('every page tagged once, and search finds a word of the docs', async () => {
    const report = await addToSite(site, {cdnDir: join(ROOT, 'dist/cdn'), version: VERSION});
    const tagged = report.pages.get('tagged') ?? [];
    assert.ok(tagged.includes('index.html') && tagged.length >= 5, `tagged: ${tagged.join(', ')}`);
    assert.deepEqual([...report.pages.keys()].filter((outcome) => outcome !== 'tagged'), [], 'no page skipped');
    const server = await startPlainServer({mounts: [{prefix: '/', dir: site}], headHtml: ''});
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({viewport: {width: 1280, height: 900}});
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(server.url);
      await page.keyboard.press('/');
      await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
      await page.keyboard.type('sphinx', {delay: 40});
      const options = page.locator('docs-search [part~=option]');
      await options.first().waitFor({state: 'visible', timeout: 30_000});
      const texts = await options.allTextContents();
      assert.ok(texts.length >= 3 && texts.some((text) => /sphinx/i.test(text)), `results: ${texts.join(' | ')}`);
      assert.ok(requests.includes('/_docs-widgets/index.json'), 'search read the index add wrote');
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
