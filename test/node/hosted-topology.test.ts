/**
 * The script tag on pages served the way the hosting service serves them (`docs-widgets serve`, default topology):
 * the docs origin answers pages, `/_/api/…` and `/_/addons/`; the dashboard API answers on another origin (its own
 * port) with the service's cross-site rules, so Chromium enforces CORS as it would in production. Zero-config mode,
 * real keyboard and mouse; every request the page makes is recorded.
 *
 * The service's own client is modelled by the test where a case needs it: a script at
 * `/_/static/javascript/readthedocs-addons.js` (answered by the test) that publishes a payload the way the service's
 * client does (`window.ReadTheDocsEventData`, the `readthedocs-addons-data-ready` event).
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page, Request as PlaywrightRequest} from 'playwright-core';
import {chromiumAvailable, ensureCdnBuilt, launchChromium, startServer, watchPage, type Server} from '../cdn/node/serve-and-drive.js';

const SPHINX_DOCS = '/usr/share/doc/sphinx-doc/html';
const SERVICE_CLIENT = '/_/static/javascript/readthedocs-addons.js';

/** What a docs domain serves: documentation paths and the proxied `/_/` paths (production-topology.md §2). */
function servedByDocsDomain(url: URL): boolean {
  if (url.pathname.startsWith('/api/')) return false;
  if (!url.pathname.startsWith('/_/')) return true;
  return (
    ['/_/api/v3/search/', '/_/api/v3/embed/', '/_/api/v2/search/', '/_/addons/'].includes(url.pathname) ||
    url.pathname.startsWith('/_/docs-widgets/') ||
    url.pathname === SERVICE_CLIENT
  );
}

async function dashboardOrigin(server: Server): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const match = /dashboard API on (http:\/\/\S+\/)/.exec(server.output.join(''));
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no dashboard API line in:\n${server.output.join('')}`);
}

interface Opened {
  page: Page;
  requests: URL[];
  problems: {errors: string[]};
  console: string[];
  docsErrors: () => Promise<string[]>;
}

type Payload = {
  addons: Record<string, {enabled: boolean} & Record<string, unknown>>;
  versions: {current: {slug: string} | null; active: Array<{slug: string}>};
};

const skip = !chromiumAvailable() ? 'Chromium is missing: apt-get install -y chromium' : undefined;

describe('zero-config on a docs domain, two origins (demo data)', {skip, timeout: 300_000}, () => {
  let server: Server;
  let browser: Browser;
  let base = '';

  before(async () => {
    await ensureCdnBuilt();
    [server, browser] = await Promise.all([startServer([]), launchChromium()]);
    base = server.url;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function payload(version: string, switches: Partial<Record<'search' | 'flyout' | 'notifications' | 'linkpreviews', boolean>> = {}): Promise<Payload> {
    const response = await fetch(`${base}_/addons/?api-version=1&project-slug=pixelkit&version-slug=${version}&client-version=test`);
    const body = (await response.json()) as Payload;
    for (const feature of ['search', 'flyout', 'notifications', 'linkpreviews'] as const) {
      body.addons[feature]!.enabled = switches[feature] ?? false;
    }
    return body;
  }

  /**
   * Opens a page. `service`: the service's client is on the page and publishes `payload` before our script
   * (`before`), `afterMs` later, or never.
   */
  async function open(
    path: string,
    service?: {publish: Payload | undefined; afterMs?: number},
    addonsAnswer?: {status: number; contentType: string; body: string},
  ): Promise<Opened> {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    if (addonsAnswer) await page.route('**/_/addons/**', (route) => route.fulfill(addonsAnswer));
    const problems = watchPage(page);
    const requests: URL[] = [];
    const consoleLines: string[] = [];
    page.on('request', (request: PlaywrightRequest) => requests.push(new URL(request.url())));
    page.on('console', (message) => consoleLines.push(message.text()));
    // Page scripts are strings: the page must run exactly this code (no helpers added by the TypeScript loader).
    await page.addInitScript(`
      window.docsErrors = [];
      document.addEventListener('docs-error', (event) => window.docsErrors.push(event.detail.request.operation + ' ' + new URL(event.detail.request.url).pathname));
    `);
    if (service) {
      const {publish, afterMs} = service;
      const publishCode = `
        window.ReadTheDocsEventData = {data: () => (${JSON.stringify(publish ?? null)})};
        document.dispatchEvent(new CustomEvent('readthedocs-addons-data-ready', {detail: window.ReadTheDocsEventData}));`;
      // Published before our script runs, as when the service's client was faster.
      if (publish && afterMs === undefined) await page.addInitScript(publishCode);
      await page.addInitScript(`
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const script = Object.assign(document.createElement('script'), {async: true, src: ${JSON.stringify(SERVICE_CLIENT)}});
          document.head.append(script);
        });
      `);
      const body = publish && afterMs !== undefined ? `setTimeout(() => {${publishCode}}, ${afterMs});` : '/* publishes nothing here */';
      await page.route(`**${SERVICE_CLIENT}`, (route) => route.fulfill({contentType: 'text/javascript', body}));
    }
    await page.goto(`${base}${path}`);
    return {
      page,
      requests,
      problems,
      console: consoleLines,
      docsErrors: () => page.evaluate('window.docsErrors') as Promise<string[]>,
    };
  }

  const addonsRequests = (opened: Opened) => opened.requests.filter((url) => url.pathname === '/_/addons/');

  function assertDocsDomainOnly(opened: Opened): void {
    const outside = opened.requests.filter((url) => url.origin !== new URL(base).origin || !servedByDocsDomain(url));
    assert.deepEqual(outside.map((url) => url.href), [], 'requests a docs domain does not serve');
  }

  async function switcherNames(page: Page): Promise<string[]> {
    const switcher = page.locator('docs-version-switcher');
    await switcher.waitFor({state: 'attached', timeout: 15_000});
    await page.locator('docs-version-switcher [part~=button]').click();
    const links = page.locator('docs-version-switcher [part~=panel] a[part~=link]');
    await links.first().waitFor({state: 'visible', timeout: 15_000});
    // The version being read is listed at once; the others once the payload is in.
    await page.waitForFunction(
      "(document.querySelector('docs-version-switcher')?.shadowRoot?.querySelectorAll('a[part~=link]').length ?? 0) > 1",
      undefined,
      {timeout: 15_000},
    );
    return (await links.allTextContents()).map((text) => text.trim().replace(/\s+/g, ' '));
  }

  test('the dashboard API is another origin: the browser keeps its projects endpoint from the page', async () => {
    const api = await dashboardOrigin(server);
    const opened = await open('docs/pixelkit/en/stable/quickstart.html');
    // A string, not a function: the page must run exactly this code (no helpers added by the TypeScript loader).
    const outcome = await opened.page.evaluate(`(async () => {
      const read = async (path) => {
        try {
          const response = await fetch(${JSON.stringify(api)} + path);
          return 'read ' + response.status;
        } catch (error) {
          return 'blocked ' + error.name;
        }
      };
      return {
        project: await read('api/v3/projects/pixelkit/'),
        embed: await read('api/v3/embed/?url=' + encodeURIComponent(location.href)),
        v2search: await read('api/v2/search/?q=blur&project=pixelkit&version=stable'),
        v3search: await read('api/v3/search/?q=project:pixelkit+blur'),
      };
    })()`);
    assert.deepEqual(outcome, {project: 'blocked TypeError', embed: 'read 200', v2search: 'read 200', v3search: 'blocked TypeError'});
    await opened.page.close();
  });

  test('search, a preview and the switcher work with only the docs origin; one request before any interaction', async () => {
    const opened = await open('docs/pixelkit/en/stable/quickstart.html');
    const {page} = opened;
    await page.locator('docs-version-switcher').waitFor({state: 'attached', timeout: 15_000});
    await page.waitForLoadState('networkidle');
    const dataRequests = opened.requests.filter((url) => url.pathname.startsWith('/_/api/') || url.pathname === '/_/addons/');
    assert.deepEqual(dataRequests.map((url) => url.pathname), ['/_/addons/'], 'before any interaction: the payload only');

    const names = await switcherNames(page);
    assert.ok(names.some((name) => name.includes('1.0.0')), names.join(', '));
    assert.ok(names.some((name) => /latest/.test(name)), names.join(', '));
    await page.locator('docs-version-switcher [part~=button]').click();

    const link = page.locator('main a.reference.internal[href="installation.html"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.locator('docs-link-preview [part~=popup]').waitFor({state: 'visible', timeout: 15_000});
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);

    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 15_000});
    await page.keyboard.type('blur', {delay: 50});
    await page.locator('docs-search [role=option]').first().waitFor({state: 'visible', timeout: 15_000});

    assert.ok(opened.requests.some((url) => url.pathname === '/_/api/v3/search/'));
    assert.ok(opened.requests.some((url) => url.pathname === '/_/api/v3/embed/'));
    assertDocsDomainOnly(opened);
    assert.deepEqual(opened.problems.errors, []);
    await page.close();
  });

  test('the payload published before our script: no request for it', async () => {
    const opened = await open('docs/pixelkit/en/stable/quickstart.html', {publish: await payload('stable')});
    const names = await switcherNames(opened.page);
    assert.ok(names.some((name) => name.includes("1.0.0")), names.join(", "));
    assert.deepEqual(addonsRequests(opened), []);
    assertDocsDomainOnly(opened);
    await opened.page.close();
  });

  test('the payload published after our script: we wait for it, and ask nothing', async () => {
    const opened = await open('docs/pixelkit/en/stable/quickstart.html', {publish: await payload('stable'), afterMs: 400});
    const names = await switcherNames(opened.page);
    assert.ok(names.some((name) => name.includes("1.0.0")), names.join(", "));
    assert.deepEqual(addonsRequests(opened), []);
    await opened.page.close();
  });

  test('again after history.pushState: the new payload replaces the list, with no request', async () => {
    const opened = await open('docs/pixelkit/en/stable/quickstart.html', {publish: await payload('stable')});
    const {page} = opened;
    const names = await switcherNames(page);
    assert.ok(names.some((name) => name.includes("1.0.0")), names.join(", "));
    const next = await payload('stable');
    next.versions.active = next.versions.active.filter((version) => version.slug !== '1.0.0');
    await page.evaluate(`
      history.pushState({}, '', 'installation.html');
      window.ReadTheDocsEventData = {data: () => (${JSON.stringify(next)})};
      document.dispatchEvent(new CustomEvent('readthedocs-addons-data-ready', {detail: window.ReadTheDocsEventData}));
    `);
    await page.waitForFunction(
      "![...(document.querySelector('docs-version-switcher')?.shadowRoot?.querySelectorAll('a[part~=link]') ?? [])].some((link) => (link.textContent ?? '').includes('1.0.0'))",
      undefined,
      {timeout: 10_000},
    );
    assert.deepEqual(addonsRequests(opened), []);
    await page.close();
  });

  test('the version widgets wait while the reader searches: placed once the search closes', async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    // `load`, not `DOMContentLoaded`: the tag is `async`, so the page's DOMContentLoaded no longer waits for our script
    // (the hotkeys are bound when it has run, which the load event does wait for), and the version widgets' idle
    // wait still lies ahead.
    await page.goto(`${base}docs/pixelkit/en/stable/quickstart.html`, {waitUntil: 'load'});
    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 15_000});
    await page.keyboard.type('blur', {delay: 100});
    // Long past the idle time the version widgets wait for (requestIdleCallback's 2 s timeout): placing them while
    // the reader types forced a whole-page style recalculation the keys waited for (issue 29).
    await page.waitForTimeout(3_500);
    assert.equal(await page.locator('docs-version-switcher, docs-version-warning').count(), 0);
    await page.keyboard.press('Escape');
    await page.locator('docs-search dialog[open]').waitFor({state: 'detached', timeout: 10_000});
    await page.locator('docs-version-switcher').waitFor({state: 'attached', timeout: 15_000});
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  test('a service client that never publishes: our own /_/addons/ request after a short wait', async () => {
    const opened = await open('docs/pixelkit/en/stable/quickstart.html', {publish: undefined});
    const names = await switcherNames(opened.page);
    assert.ok(names.some((name) => name.includes("1.0.0")), names.join(", "));
    const ours = addonsRequests(opened);
    assert.equal(ours.length, 1);
    assert.equal(ours[0]!.searchParams.get('client-version'), 'docs-widgets-1');
    assert.equal(ours[0]!.searchParams.get('project-slug'), 'pixelkit');
    assertDocsDomainOnly(opened);
    await opened.page.close();
  });

  for (const [name, answer] of [
    ['400', {status: 400, contentType: 'application/json', body: '{"error": "\'api-version\' GET attribute is required"}'}],
    ['404', {status: 404, contentType: 'text/html', body: '<!DOCTYPE html><title>Not found</title><h1>Not found</h1>'}],
    ['garbage', {status: 200, contentType: 'application/json', body: '{"projects": {"current": '}],
  ] as const) {
    test(`the payload answering ${name}: a readable state, a docs-error event, nothing thrown`, async () => {
      const opened = await open('docs/pixelkit/en/stable/quickstart.html', undefined, answer);
      const switcher = opened.page.locator('docs-version-switcher');
      await switcher.waitFor({state: 'attached', timeout: 15_000});
      await opened.page.waitForFunction('window.docsErrors.length > 0', undefined, {timeout: 15_000});
      // Each widget that needed the payload says so (the switcher and the warning), from one shared request.
      const events = await opened.docsErrors();
      assert.ok(events.length >= 1 && events.every((event) => event === 'versions /_/addons/'), events.join(', '));
      assert.equal(addonsRequests(opened).length, 1);
      await opened.page.locator('docs-version-switcher [part~=button]').click();
      await opened.page.getByText('The list of versions could not be loaded.').waitFor({state: 'visible', timeout: 10_000});
      assert.deepEqual(opened.problems.errors, []);
      await opened.page.close();
    });
  }

  const features = [
    {feature: 'search', path: 'docs/pixelkit/en/stable/quickstart.html'},
    {feature: 'flyout', path: 'docs/pixelkit/en/stable/quickstart.html'},
    {feature: 'notifications', path: 'docs/pixelkit/en/1.0.0/index.html'},
    {feature: 'linkpreviews', path: 'docs/pixelkit/en/stable/quickstart.html'},
  ] as const;

  for (const {feature, path} of features) {
    for (const on of [true, false]) {
      test(`the service's ${feature} ${on ? 'on: ours stands down and says which setting to switch off' : 'off: ours runs'}`, async () => {
        const version = path.includes('1.0.0') ? '1.0.0' : 'stable';
        const opened = await open(path, {publish: await payload(version, {[feature]: on})});
        const {page} = opened;
        // Every zero-config widget that runs is in the page once the browser has been idle.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        let ours: boolean;
        if (feature === 'search') {
          await page.keyboard.press('/');
          ours = await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 3000}).then(() => true, () => false);
        } else if (feature === 'linkpreviews') {
          const link = page.locator('main a.reference.internal[href="installation.html"]').first();
          await link.scrollIntoViewIfNeeded();
          await link.hover();
          ours = await page.locator('docs-link-preview [part~=popup]').waitFor({state: 'visible', timeout: on ? 4000 : 15_000}).then(() => true, () => false);
        } else if (feature === 'flyout') {
          ours = await page.locator('docs-version-switcher').waitFor({state: 'attached', timeout: 3000}).then(() => true, () => false);
        } else {
          ours = await page.locator('docs-version-warning [part~=banner]').waitFor({state: 'visible', timeout: 5000}).then(() => true, () => false);
        }
        assert.equal(ours, !on);
        const notes = opened.console.filter((line) => line.startsWith('docs-widgets: the hosting service'));
        if (on) {
          assert.equal(notes.length, 1, opened.console.join('\n'));
          assert.match(notes[0]!, /Settings → Addons/);
        } else {
          assert.deepEqual(notes, []);
        }
        assert.deepEqual(opened.problems.errors, []);
        await page.close();
      });
    }
  }
});

describe('Sphinx 5.3 (Debian sphinx-doc) as two versions on a docs domain', {
  skip: skip ?? (!existsSync(`${SPHINX_DOCS}/index.html`) ? `${SPHINX_DOCS} is missing: apt-get install -y sphinx-doc` : undefined),
  timeout: 240_000,
}, () => {
  let server: Server;
  let browser: Browser;

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

  test('search, a preview and a switch to the same page in the other version; only paths a docs domain serves', async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems = watchPage(page);
    const requests: URL[] = [];
    page.on('request', (request) => requests.push(new URL(request.url())));
    await page.goto(`${server.url}docs/sphinx/en/5.3/usage/quickstart.html`);

    const link = page.locator('div.body a.reference.internal[href="installation.html"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const popup = page.locator('docs-link-preview [part~=popup]');
    await popup.waitFor({state: 'visible', timeout: 15_000});
    assert.match((await popup.textContent()) ?? '', /Install/i);
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);

    await page.keyboard.press('/');
    await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 15_000});
    await page.keyboard.type('toctree', {delay: 50});
    const option = page.locator('docs-search [role=option]').first();
    await option.waitFor({state: 'visible', timeout: 15_000});
    assert.match((await page.locator('docs-search [role=listbox]').textContent()) ?? '', /toctree/i);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.locator('docs-search dialog[open]').waitFor({state: 'hidden', timeout: 5000});

    await page.locator('docs-version-switcher [part~=button]').click();
    const latest = page.locator('docs-version-switcher [part~=panel] a[part~=link]').filter({hasText: 'latest'}).first();
    await latest.waitFor({state: 'visible', timeout: 15_000});
    await Promise.all([page.waitForURL(/\/docs\/sphinx\/en\/latest\/usage\/quickstart\.html$/), latest.click()]);
    assert.equal(await page.locator('meta[name=readthedocs-version-slug]').getAttribute('content'), 'latest');

    const paths = new Set(requests.map((url) => url.pathname));
    for (const expected of ['/_/addons/', '/_/api/v3/search/', '/_/api/v3/embed/']) assert.ok(paths.has(expected), expected);
    const outside = requests.filter((url) => url.origin !== new URL(server.url).origin || !servedByDocsDomain(url));
    assert.deepEqual(outside.map((url) => url.href), []);
    assert.deepEqual(problems.errors, []);
    await page.close();
  });
});
