/**
 * The npm package on a static site with no bundler (issue 16): a page that loads `docs-widgets/define` through an
 * import map and places `<docs-search docs-source="static">`. The page's import map does not apply inside a worker,
 * so the search worker of the npm package must import nothing by a bare name: rollup.config.mjs bundles it whole.
 * Driven in Chromium with real keys.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';
import {ROOT, chromiumAvailable, launchChromium, watchPage} from '../cdn/node/serve-and-drive.js';
import {type PlainServer, startPlainServer} from './static-site/plain-server.js';
import {buildNpmPackage, importMapFor} from './static-site/npm-package.js';
import {PYTHON_DOCS, ensurePythonIndex} from './static-site/sites.js';

const missing = !existsSync(join(PYTHON_DOCS, 'index.html'))
  ? `${PYTHON_DOCS} is missing: apt-get install -y python3.11-doc`
  : !chromiumAvailable() ? 'Chromium is missing' : undefined;

/** Module specifiers of a file's static imports, re-exports and dynamic imports. */
function importedNames(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

describe('the npm package in a page with no bundler', {skip: missing, timeout: 600_000}, () => {
  let browser: Browser;
  let work: string;
  let pkg: string;
  let server: PlainServer;

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-npm-'));
    pkg = join(work, 'package');
    await buildNpmPackage(pkg);
    const index = await ensurePythonIndex();
    const imports = importMapFor(join(pkg, 'define.js'));
    // As a site author without a bundler writes it: an import map for the package's dependencies, the package's
    // `define` entry, and the element.
    const headHtml = `<script type="importmap">${JSON.stringify({imports})}</script>` +
      '<script type="module">import "/_pkg/define.js"; const search = document.createElement("docs-search");' +
      ' search.setAttribute("docs-source", "static"); document.body.append(search);</script>';
    server = await startPlainServer({headHtml, mounts: [{prefix: '/', dir: PYTHON_DOCS}, {prefix: '/_docs-widgets/', dir: index},
      {prefix: '/_pkg/', dir: pkg}, {prefix: '/node_modules/', dir: join(ROOT, 'node_modules')}]});
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(work, {recursive: true, force: true});
  });

  test('the search worker file imports nothing by name (minisearch and our modules are inside it)', () => {
    const worker = readFileSync(join(pkg, 'sources/static/search-worker.js'), 'utf8');
    // Its one import is its own chunk beside it, loaded for Sphinx snippets only (the HTML parser: worker-snippets.ts),
    // which imports only from the worker file itself.
    const chunks = importedNames(worker);
    assert.equal(chunks.length, 1, `the worker imports ${chunks.join(', ')}`);
    assert.match(chunks[0]!, /^\.\/search-worker-worker-snippets-[\w-]+\.js$/);
    assert.deepEqual(importedNames(readFileSync(join(pkg, 'sources/static', chunks[0]!), 'utf8')), ['./search-worker.js']);
    // The check above finds imports where they are: the worker client beside it has one.
    assert.ok(importedNames(readFileSync(join(pkg, 'sources/static/search-worker-client.js'), 'utf8')).includes('./worker-url.js'));
  });

  test('docs-search docs-source="static" searches the built index in the package’s own worker', async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}library/functions.html`);
    await page.locator('docs-search').waitFor({state: 'attached'});
    await page.waitForFunction(() => customElements.get('docs-search') !== undefined);
    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
    await page.keyboard.type('json dumps', {delay: 40});
    const options = page.locator('docs-search [part~=option]');
    await options.first().waitFor({state: 'visible', timeout: 30_000});
    const texts = await options.allTextContents();
    assert.ok(texts.some((text) => /json\.dumps/.test(text)), `no json.dumps in ${texts.slice(0, 4).join(' | ')}`);
    assert.ok(requests.includes('/_pkg/sources/static/search-worker.js'), 'the worker came from the package');
    assert.ok(requests.includes('/_docs-widgets/index.json'), 'it read the built index');
    assert.ok(!requests.some((path) => path.includes('minisearch')), 'nothing asked for minisearch by name');
    assert.deepEqual(problems.errors, []);
    await page.close();
  });
});
