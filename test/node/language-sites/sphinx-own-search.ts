/**
 * Sphinx's own search (the site's searchtools.js and its language's splitter, TinySegmenter for Japanese) run in
 * Chromium on the built site, for the same queries: the pages of its first five results.
 */

import {createServer, type Server} from 'node:http';
import {once} from 'node:events';
import type {AddressInfo} from 'node:net';
import {readFile} from 'node:fs/promises';
import {extname, join, normalize} from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {pageName} from './sites.js';

const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.txt': 'text/plain; charset=utf-8', '.png': 'image/png'};

async function serveDir(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path)).then((body) => {
      response.writeHead(200, {'content-type': TYPES[extname(path)] ?? 'application/octet-stream'});
      response.end(body);
    }, () => {
      response.writeHead(404);
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

export interface SphinxOwnSearch {
  /** The first five distinct pages Sphinx lists for `query` (a page listed twice counted once: generous to Sphinx). */
  firstFive(query: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function sphinxOwnSearch(dir: string): Promise<SphinxOwnSearch> {
  const server = await serveDir(dir);
  const browser: Browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new']});
  const page = await browser.newPage();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The search page once, with its index loaded; each query then runs as the page runs one (Search.performSearch),
  // not a page load each (two seconds a query on a loaded machine).
  await page.goto(`${base}/search.html`);
  // `Search` is a top-level const of searchtools.js: a global binding, not a property of window.
  await page.waitForFunction('typeof Search !== "undefined" && !!Search._index');
  return {
    async firstFive(query) {
      await page.evaluate(`document.getElementById('search-results').replaceChildren(); Search.performSearch(${JSON.stringify(query)})`);
      // searchtools.js writes the summary when the search has finished (found or not).
      await page.waitForFunction(() => (document.querySelector('#search-results .search-summary')?.textContent ?? '') !== '');
      const hrefs = await page.$$eval('#search-results ul.search > li > a', (links) => links.map((link) => link.getAttribute('href') ?? ''));
      return [...new Set(hrefs.map(pageName))].slice(0, 5);
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}
