/**
 * The data seam on a page served by the hosting service (its meta tags, no `api-base`): search and embed on the docs
 * domain's `/_/api/…` paths, versions from the addons payload (published before our script, after it, again after
 * single-page navigation, or never, then our own `/_/addons/` request), never the dashboard API. The reference API's
 * `fetch` stands for the docs domain here; test/node/hosted-topology.test.ts runs the same on two real origins.
 */
import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/version-switcher.js';
import '../../src/search.js';
import '../../src/link-preview.js';
import type {DocsVersionSwitcherElement} from '../../src/elements/version-switcher/docs-version-switcher.js';
import type {DocsVersionWarningElement} from '../../src/elements/version-warning/docs-version-warning.js';
import type {DocsErrorEvent} from '../../src/internal/docs-error-event.js';
import {ADDONS_EVENT} from '../../src/sources/hosted/is-hosted-page.js';
import {hostedSourceSettings} from '../../src/sources/hosted/hosted-versions.js';
import {registerStaticSource, resolveSource} from '../../src/sources/resolve.js';
import type {DocsSource} from '../../src/sources/source.js';
import {hover, moveAway} from '../elements/link-preview/helpers.js';
import {clickOn} from '../elements/search/helpers.js';
import {pixelDataset, referenceApi, type LoggedApi} from '../elements/version-switcher/fixtures.js';

const ORIGIN = location.origin;
const docs = (version: string, path = '') => `${ORIGIN}/docs/pixel/en/${version}/${path}`;

let metas: HTMLMetaElement[] = [];
let serviceClient: HTMLScriptElement | undefined;

function pageMeta(version: string, filename = '/guide/install.html'): void {
  metas = Object.entries({
    'readthedocs-project-slug': 'pixel',
    'readthedocs-version-slug': version,
    'readthedocs-resolver-filename': filename,
    'readthedocs-http-status': '200',
  }).map(([name, content]) => document.head.appendChild(Object.assign(document.createElement('meta'), {name, content})));
}

/** The service's client script tag, as the service injects it (a type that is neither fetched nor run here). */
function withServiceClient(): void {
  serviceClient = Object.assign(document.createElement('script'), {type: 'text/x-service-client'});
  serviceClient.setAttribute('src', '/_/static/javascript/readthedocs-addons.js');
  document.head.append(serviceClient);
}

type Published = {data: () => unknown};
/** The parts of the payload the tests change. */
type Payload = {versions: {active: Array<{slug: string}>}; addons: {notifications: Record<string, boolean>}};
const win = window as unknown as {ReadTheDocsEventData?: Published};

async function payloadFor(logged: LoggedApi, version: string, edit?: (payload: Payload) => void): Promise<Published> {
  const response = await logged.api.fetch(
    new Request(`${ORIGIN}/_/addons/?api-version=1&project-slug=pixel&version-slug=${version}&client-version=test`),
  );
  const payload = (await response.json()) as Payload;
  edit?.(payload);
  return {data: () => payload};
}

function publish(published: Published): void {
  win.ReadTheDocsEventData = published;
  document.dispatchEvent(new CustomEvent(ADDONS_EVENT, {detail: published}));
}

async function switcher(logged: LoggedApi, version: string, attributes = ''): Promise<DocsVersionSwitcherElement> {
  const main = await fixture<HTMLElement>(html`<main></main>`);
  main.innerHTML = `<docs-version-switcher page-url="${docs(version, 'guide/install.html')}" ${attributes}></docs-version-switcher>`;
  const el = main.querySelector('docs-version-switcher') as DocsVersionSwitcherElement;
  el.fetch = logged.fetch;
  await el.updateComplete;
  return el;
}

async function settled(el: DocsVersionSwitcherElement | DocsVersionWarningElement): Promise<void> {
  await el.versionsSettled;
  await el.updateComplete;
}

function listedSlugs(el: DocsVersionSwitcherElement): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.version-list a')].map((a) => a.dataset.version ?? '');
}

const dashboardCalls = (logged: LoggedApi) => logged.log.filter((path) => path.startsWith('/api/'));
const addonsCalls = (logged: LoggedApi) => logged.log.filter((path) => path.startsWith('/_/addons/'));

describe('the data seam on a hosting-service page', () => {
  let savedWait = hostedSourceSettings.payloadWaitMs;
  beforeEach(() => {
    savedWait = hostedSourceSettings.payloadWaitMs;
    hostedSourceSettings.payloadWaitMs = 300;
  });
  afterEach(() => {
    hostedSourceSettings.payloadWaitMs = savedWait;
    metas.forEach((meta) => meta.remove());
    metas = [];
    serviceClient?.remove();
    serviceClient = undefined;
    delete win.ReadTheDocsEventData;
    registerStaticSource(undefined);
  });

  describe('resolveSource', () => {
    const ask = (apiBase?: string): DocsSource => resolveSource({apiBase, apiVersion: 3, fetch: undefined, document});

    it('an explicit api-base wins; the meta tags choose the hosted source; else the API at the page origin', () => {
      expect(ask().kind).to.equal('api');
      pageMeta('latest');
      expect(ask().kind).to.equal('hosted');
      expect(ask('https://api.example/').kind).to.equal('api');
      expect(ask()).to.equal(ask(), 'one shared source per page');
    });

    it('a registered static source serves pages that are not the hosting service’s and have no api-base', () => {
      const fake = {kind: 'static', key: 'static:test'} as unknown as DocsSource;
      registerStaticSource(() => fake);
      expect(ask()).to.equal(fake);
      expect(ask('https://api.example/').kind).to.equal('api');
      pageMeta('latest');
      expect(ask().kind).to.equal('hosted');
    });
  });

  it('nothing published and no service client: one /_/addons/ request, no dashboard API call', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    pageMeta('latest');
    const el = await switcher(logged, 'latest');
    await settled(el);
    expect(addonsCalls(logged)).to.have.length(1);
    expect(addonsCalls(logged)[0]).to.match(/api-version=1&project-slug=pixel&version-slug=latest&client-version=/);
    expect(dashboardCalls(logged)).to.deep.equal([]);
    // The service's order (SemVer-aware with latest and stable first, its default since 0127_default_to_semver),
    // hidden versions left out of the payload.
    expect(listedSlugs(el)).to.deep.equal(['latest', 'stable', '3.0rc1', '2.1', '2.0', 'feature-x']);
    await expect(el).to.be.accessible();
  });

  it('order="version" sorts the payload’s versions itself', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    pageMeta('latest');
    const el = await switcher(logged, 'latest', 'order="version"');
    await settled(el);
    expect(listedSlugs(el)).to.deep.equal(['stable', 'latest', '3.0rc1', '2.1', '2.0', 'feature-x']);
  });

  it('the payload published before our script: no request at all', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    win.ReadTheDocsEventData = await payloadFor(logged, 'latest');
    pageMeta('latest');
    withServiceClient();
    const el = await switcher(logged, 'latest');
    await settled(el);
    expect(logged.log).to.deep.equal([]);
    expect(listedSlugs(el)).to.include('2.1');
  });

  it('the payload published after our script: we wait for it and ask nothing', async () => {
    hostedSourceSettings.payloadWaitMs = 5000;
    const logged = referenceApi(pixelDataset({tags: []}));
    const published = await payloadFor(logged, 'latest');
    pageMeta('latest');
    withServiceClient();
    const el = await switcher(logged, 'latest');
    setTimeout(() => publish(published), 150);
    await settled(el);
    expect(logged.log).to.deep.equal([]);
    expect(listedSlugs(el)).to.include('2.1');
  });

  it('a new payload after history.pushState updates the switcher, with no request', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    publish(await payloadFor(logged, 'latest'));
    pageMeta('latest');
    withServiceClient();
    const el = await switcher(logged, 'latest');
    await settled(el);
    expect(listedSlugs(el)).to.include('feature-x');
    const next = await payloadFor(logged, '2.1', (payload) => {
      payload.versions.active = payload.versions.active.filter((version) => version.slug !== 'feature-x');
    });
    const before = location.href;
    history.pushState({}, '', `${before.split('#')[0]}#moved`);
    try {
      publish(next);
      await waitUntil(() => !listedSlugs(el).includes('feature-x'), 'the new payload is shown');
      expect(logged.log).to.deep.equal([]);
    } finally {
      history.replaceState({}, '', before);
    }
  });

  it('a service client that never publishes: our own /_/addons/ request after a short wait', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    pageMeta('latest');
    withServiceClient();
    const started = performance.now();
    const el = await switcher(logged, 'latest');
    await settled(el);
    expect(performance.now() - started).to.be.at.least(250);
    expect(addonsCalls(logged)).to.have.length(1);
    expect(listedSlugs(el)).to.include('2.1');
  });

  it('a published payload that does not parse is ignored; our request decides', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    win.ReadTheDocsEventData = {data: () => ({projects: 'nonsense'})};
    pageMeta('latest');
    const el = await switcher(logged, 'latest');
    await settled(el);
    expect(addonsCalls(logged)).to.have.length(1);
    expect(listedSlugs(el)).to.include('2.1');
  });

  for (const [name, fault] of [
    ['400', {status: 400, body: {error: "'api-version' GET attribute is required"}}],
    ['404', {status: 404, body: {detail: 'Not found.'}}],
    ['garbage', {malformedJson: true}],
    ['the wrong shape', {wrongShape: true}],
  ] as const) {
    it(`the payload answering ${name}: a readable error, a docs-error event, nothing thrown`, async () => {
      const logged = referenceApi(pixelDataset({tags: []}));
      logged.api.faults.set('/_/addons/', fault as never);
      pageMeta('latest');
      const errors: string[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.message);
      window.addEventListener('error', onError);
      try {
        const main = await fixture<HTMLElement>(html`<main></main>`);
        const el = document.createElement('docs-version-switcher');
        el.setAttribute('page-url', docs('latest', 'guide/install.html'));
        el.fetch = logged.fetch;
        const failed = oneEvent(main, 'docs-error') as Promise<DocsErrorEvent>;
        main.append(el);
        const event = await failed;
        expect(event.detail.request.operation).to.equal('versions');
        expect(new URL(event.detail.request.url).pathname).to.equal('/_/addons/');
        await settled(el);
        el.shadowRoot!.querySelector<HTMLButtonElement>('.toggle')!.click();
        await el.updateComplete;
        expect(el.shadowRoot!.textContent).to.include('The list of versions could not be loaded.');
        await expect(el).to.be.accessible();
        expect(errors).to.deep.equal([]);
        expect(dashboardCalls(logged)).to.deep.equal([]);
      } finally {
        window.removeEventListener('error', onError);
      }
    });
  }

  it('a failing payload: a widget mounted after the failure shows it without asking again; the retry asks once for both', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    logged.api.faults.set('/_/addons/', {status: 503, body: {detail: 'Service unavailable'}} as never);
    pageMeta('2.0');
    const main = await fixture<HTMLElement>(html`<main></main>`);
    const switcherEl = document.createElement('docs-version-switcher');
    switcherEl.setAttribute('page-url', docs('2.0'));
    switcherEl.fetch = logged.fetch;
    main.append(switcherEl);
    await settled(switcherEl);
    expect(addonsCalls(logged)).to.have.length(1);
    // The warning comes after the answer (zero-config mounts it a task later; a slow page, much later).
    const warning = document.createElement('docs-version-warning');
    warning.setAttribute('page-url', docs('2.0'));
    warning.fetch = logged.fetch;
    const failed = oneEvent(main, 'docs-error') as Promise<DocsErrorEvent>;
    main.append(warning);
    expect((await failed).detail.request.operation).to.equal('versions');
    await settled(warning);
    expect(addonsCalls(logged)).to.have.length(1);
    expect(warning.shadowRoot!.querySelector('.banner')).to.equal(null);

    // The endpoint is back; the reader retries in the switcher.
    logged.api.faults.clear();
    await clickOn(switcherEl.shadowRoot!.querySelector('.toggle')!);
    await switcherEl.updateComplete;
    await clickOn(switcherEl.shadowRoot!.querySelector('[part=retry]')!);
    await waitUntil(() => listedSlugs(switcherEl).includes('2.1'), 'the switcher lists the versions after the retry');
    await waitUntil(() => warning.shadowRoot!.querySelector('.banner'), 'the warning shows once the retry answered');
    expect(addonsCalls(logged)).to.have.length(2);
    await expect(warning).to.be.accessible();
  });

  it('search and previews go to the docs domain’s /_/api/v3/ paths', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    pageMeta('latest');
    const main = await fixture<HTMLElement>(html`<main><p><a class="reference internal" href="${docs('latest', 'guide/install.html')}">install</a></p></main>`);
    const search = document.createElement('docs-search');
    search.fetch = logged.fetch;
    main.append(search);
    await search.updateComplete;
    search.show();
    await search.updateComplete;
    await sendKeys({type: 'install'});
    await waitUntil(() => logged.log.some((path) => path.startsWith('/_/api/v3/search/')), 'searched', {timeout: 5000});
    search.close();
    await search.updateComplete;
    const preview = document.createElement('docs-link-preview');
    preview.fetch = logged.fetch;
    main.append(preview);
    await preview.updateComplete;
    await hover(main.querySelector('a')!);
    await waitUntil(() => logged.log.some((path) => path.startsWith('/_/api/v3/embed/')), 'previewed', {timeout: 5000});
    expect(dashboardCalls(logged)).to.deep.equal([]);
    await moveAway();
  });

  it('a hostile published payload: no javascript: link, no page-breaking name, our own request not needed', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    win.ReadTheDocsEventData = await payloadFor(logged, 'latest', (payload) => {
      const versions = payload.versions.active as unknown as Array<{verbose_name: string; urls: {documentation: string}}>;
      versions[0]!.urls.documentation = 'javascript:alert(1)//';
      versions[1]!.verbose_name = `<img src=x onerror=alert(1)>${'x'.repeat(100_000)}`;
    });
    pageMeta('latest');
    const el = await switcher(logged, 'latest');
    await settled(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.toggle')!.click();
    await el.updateComplete;
    const hrefs = [...el.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).to.be.greaterThan(2);
    expect(hrefs.every((href) => /^https?:/.test(href))).to.equal(true, hrefs.join(' '));
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.textContent!.length).to.be.lessThan(5000);
    expect(logged.log).to.deep.equal([]);
  });

  describe('the warning honours the notifications settings', () => {
    for (const [onLatest, shown] of [[true, true], [false, false]] as const) {
      it(`show_on_latest ${onLatest}: ${shown ? 'a banner' : 'no banner'} on latest`, async () => {
        const logged = referenceApi(pixelDataset({tags: []}));
        win.ReadTheDocsEventData = await payloadFor(logged, 'latest', (payload) => {
          payload.addons.notifications.show_on_latest = onLatest;
        });
        pageMeta('latest');
        const main = await fixture<HTMLElement>(html`<main></main>`);
        main.innerHTML = `<docs-version-warning page-url="${docs('latest', 'guide/install.html')}"></docs-version-warning>`;
        const el = main.querySelector('docs-version-warning') as DocsVersionWarningElement;
        el.fetch = logged.fetch;
        await el.updateComplete;
        await settled(el);
        expect(Boolean(el.shadowRoot!.querySelector('.banner'))).to.equal(shown);
        await expect(el).to.be.accessible();
      });
    }

    it('show_on_non_stable false: no banner on an older release', async () => {
      const logged = referenceApi(pixelDataset({tags: []}));
      win.ReadTheDocsEventData = await payloadFor(logged, '2.0', (payload) => {
        payload.addons.notifications.show_on_non_stable = false;
      });
      pageMeta('2.0');
      const main = await fixture<HTMLElement>(html`<main></main>`);
      main.innerHTML = `<docs-version-warning page-url="${docs('2.0')}"></docs-version-warning>`;
      const el = main.querySelector('docs-version-warning') as DocsVersionWarningElement;
      el.fetch = logged.fetch;
      await el.updateComplete;
      await settled(el);
      expect(el.shadowRoot!.querySelector('.banner')).to.equal(null);
    });
  });
});
