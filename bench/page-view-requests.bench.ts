/**
 * The data requests a page view makes before any interaction, on pages served the way the hosting service serves
 * them (`docs-widgets serve`, docs origin + dashboard API origin): zero-config mode, headless Chromium, counted once
 * the widgets are in the page and the network has been idle. Goal: at most one (the addons payload), and none when
 * the service's own client already published the payload. Assets (the bundle, its chunks, the page's CSS) are listed
 * apart: they are not data requests.
 * Run on its own: `node --import tsx bench/page-view-requests.bench.ts` (or `npm run bench page-view`).
 */
import {existsSync} from 'node:fs';
import type {Page} from 'playwright-core';
import {ensureCdnBuilt, launchChromium, startServer, type Server} from '../test/cdn/node/serve-and-drive.js';

const SPHINX_DOCS = '/usr/share/doc/sphinx-doc/html';
const SERVICE_CLIENT = '/_/static/javascript/readthedocs-addons.js';

interface Case {
  name: string;
  /** `serve`'s arguments: the demo data, or a site. */
  serve: string[];
  path: string;
  /** The service's client on the page, having published the payload before our script. */
  published?: boolean;
}

interface Counted {
  data: string[];
  assets: number;
}

function isData(url: URL): boolean {
  return url.pathname.startsWith('/_/api/') || url.pathname === '/_/addons/' || url.pathname.startsWith('/api/');
}

await ensureCdnBuilt();
const sphinx = existsSync(`${SPHINX_DOCS}/index.html`);
const browser = await launchChromium();

async function payloadFor(server: Server, project: string, version: string): Promise<unknown> {
  const response = await fetch(`${server.url}_/addons/?api-version=1&project-slug=${project}&version-slug=${version}&client-version=bench`);
  const payload = (await response.json()) as {addons: Record<string, {enabled: boolean}>};
  // A maintainer who followed the README: the service's search, flyout, notifications and previews are off.
  for (const feature of ['search', 'flyout', 'notifications', 'linkpreviews']) payload.addons[feature]!.enabled = false;
  return payload;
}

async function settle(page: Page): Promise<void> {
  await page.locator('docs-version-switcher').waitFor({state: 'attached', timeout: 20_000});
  await page.waitForFunction(
    "(document.querySelector('docs-version-switcher')?.versionsSettled ?? Promise.resolve()).then(() => true)",
    undefined,
    {timeout: 20_000},
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function measure(server: Server, entry: Case): Promise<Counted> {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  const data: string[] = [];
  let assets = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isData(url)) data.push(`${url.pathname}${url.search}`);
    else assets += 1;
  });
  if (entry.published) {
    const [project = '', , version = ''] = entry.path.split('/');
    const payload = await payloadFor(server, project, version);
    await page.addInitScript(`window.ReadTheDocsEventData = {data: () => (${JSON.stringify(payload)})};
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.head.append(Object.assign(document.createElement('script'), {async: true, src: ${JSON.stringify(SERVICE_CLIENT)}}));
      });`);
    await page.route(`**${SERVICE_CLIENT}`, (route) => route.fulfill({contentType: 'text/javascript', body: '/* published */'}));
  }
  await page.goto(`${server.url}docs/${entry.path}`);
  await settle(page);
  await page.close();
  // The service client's own script is the service's request, not ours.
  return {data, assets: entry.published ? assets - 1 : assets};
}

const SPHINX_ARGS = ['--docs', `sphinx/5.3=${SPHINX_DOCS}`, '--docs', `sphinx/latest=${SPHINX_DOCS}`];
const cases: Case[] = [
  {name: 'PixelKit stable, no service client', serve: [], path: 'pixelkit/en/stable/quickstart.html'},
  {name: 'PixelKit stable, payload already published', serve: [], path: 'pixelkit/en/stable/quickstart.html', published: true},
  {name: 'PixelKit 1.0.0 (warning shown), no service client', serve: [], path: 'pixelkit/en/1.0.0/index.html'},
];
if (sphinx) {
  cases.push(
    {name: 'Sphinx 5.3 quickstart, no service client', serve: SPHINX_ARGS, path: 'sphinx/en/5.3/usage/quickstart.html'},
    {name: 'Sphinx 5.3 quickstart, payload already published', serve: SPHINX_ARGS, path: 'sphinx/en/5.3/usage/quickstart.html', published: true},
  );
}

console.log('Data requests of a page view before any interaction (docs origin + dashboard API origin; goal: ≤ 1, 0 when published)\n');
console.log('| page | data requests | which | other requests (page, CSS, bundle, chunks) | goal |');
console.log('|---|---|---|---|---|');
let failed = false;
const servers = new Map<string, Server>();
try {
  for (const entry of cases) {
    const key = entry.serve.join(' ');
    let server = servers.get(key);
    if (!server) servers.set(key, (server = await startServer(entry.serve)));
    const counted = await measure(server, entry);
    const goal = entry.published ? 0 : 1;
    const met = counted.data.length <= goal;
    failed ||= !met;
    const which = counted.data.map((path) => path.replace(/\?.*/, '')).join(', ') || '—';
    console.log(`| ${entry.name} | ${counted.data.length} | ${which} | ${counted.assets} | ≤ ${goal} ${met ? 'met' : 'NOT met'} |`);
  }
} finally {
  await browser.close();
  for (const server of servers.values()) await server.stop();
}
if (failed) console.log('\nA page view made more data requests than the goal.');
