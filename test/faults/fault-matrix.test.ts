/**
 * The fault matrix: every fault of the reference API × every widget. Under each, the widget shows a clear state,
 * throws nothing uncaught, never shows an earlier request's answer, and a request that never answers leaves it
 * usable and is aborted when the reader moves on. The table of states seen is printed after the run.
 */
import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import '../../src/search.js';
import '../../src/link-preview.js';
import '../../src/version-switcher.js';
import type {DocsSearchElement} from '../../src/elements/search/docs-search.js';
import type {DocsLinkPreviewElement} from '../../src/elements/link-preview/docs-link-preview.js';
import type {DocsVersionSwitcherElement} from '../../src/elements/version-switcher/docs-version-switcher.js';
import type {DocsVersionWarningElement} from '../../src/elements/version-warning/docs-version-warning.js';
import type {DocsErrorEvent} from '../../src/internal/docs-error-event.js';
import {createReferenceApi, type ReferenceApi} from '../../src/reference-api/index.js';
import {searchData, openByTrigger, resetPageState, input, clickOn, dialogClosed} from '../elements/search/helpers.js';
import {dataset as previewData, DOCS as PREVIEW_DOCS, hover, moveAway} from '../elements/link-preview/helpers.js';
import {API_BASE, centre, docsUrl, MANY_TAGS, referenceApi as versionApi} from '../elements/version-switcher/fixtures.js';
import {
  delay,
  FAILING_FAULTS,
  FaultMatrix,
  FAULTS,
  guardPageErrors,
  LATENCY_MS,
  loggedFetch,
  RETRY_AFTER_S,
  squashText,
  type LoggedRequest,
  type PageErrorGuard,
} from '../helpers/fault-matrix.js';

const matrix = new FaultMatrix(['search', 'link preview', 'version switcher', 'version warning']);

let guard: PageErrorGuard;
beforeEach(() => {
  guard = guardPageErrors();
});
afterEach(async () => {
  // Late rejections of aborted requests surface a task or two after the test's last await.
  await delay(50);
  guard.dispose();
  await resetMouse();
  expect(guard.problems, 'uncaught errors, unhandled rejections or console errors').to.deep.equal([]);
});
after(() => {
  console.log(`\nFault matrix (faults × widgets, state a reader sees):\n${matrix.table()}\n`);
});

// ---- <docs-search> ------------------------------------------------------------------------------------------------

describe('fault matrix: <docs-search>', () => {
  let api: ReferenceApi;
  let log: ReturnType<typeof loggedFetch>;
  let element: DocsSearchElement;
  const $ = (selector: string) => element.shadowRoot!.querySelector<HTMLElement>(selector);
  const groupTitles = () =>
    [...element.shadowRoot!.querySelectorAll('.group-header > span:first-child')].map((header) => squashText(header));
  const searches = () => log.requests.filter((request) => request.url.pathname.startsWith('/api/v3/search/'));
  const resultsFor = (title: string) =>
    waitUntil(() => !$('[role="listbox"]')?.hidden && groupTitles().includes(title), `results "${title}" shown`, {timeout: 5000});
  const replaceQuery = async (text: string) => {
    input(element).select();
    await sendKeys({type: text});
  };

  beforeEach(async () => {
    resetPageState();
    api = createReferenceApi({data: searchData});
    log = loggedFetch(api);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    element = document.createElement('docs-search');
    element.setAttribute('project', 'demo');
    element.setAttribute('version', 'latest');
    element.setAttribute('without-history', '');
    element.fetch = log.fetch;
    container.append(element);
    await element.updateComplete;
    await openByTrigger(element);
  });

  it('latency: loading shows, then the answer; a late answer to an earlier query is never shown', async () => {
    // Only the first query is slow, so its answer arrives after the second one's.
    api.faults.set(/q=[^&]*configuration/, {latencyMs: LATENCY_MS, times: 1});
    // The word must go out as one request. A driver under load (WebKit's, on a busy machine) can leave more than the
    // default 120 ms between keys, and a request for a prefix ("config") then gets a fast answer that rightly shows
    // "Configuration": a quiet time no key gap reaches keeps the test about the late answer.
    element.debounce = 600;
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(groupTitles()));
    observer.observe(element.shadowRoot!, {subtree: true, childList: true, characterData: true});
    await sendKeys({type: 'configuration'});
    await waitUntil(() => searches().length === 1, 'first request sent', {timeout: 5000});
    expect(searches()[0]!.url.searchParams.get('q'), 'the first request is for the whole word').to.contain('configuration');
    await waitUntil(() => $('.spinner'), 'loading indicator while the answer is late');
    await replaceQuery('proxy');
    await resultsFor('Frequently asked questions');
    await delay(LATENCY_MS + 100);
    observer.disconnect();
    expect(searches()[0]!.signal.aborted, 'the superseded request is aborted').to.equal(true);
    expect(seen.flat()).to.not.include('Configuration');
    expect(groupTitles()).to.deep.equal(['Frequently asked questions']);
    matrix.record('latency', 'search', 'loading→ok, stale dropped');
  });

  for (const name of FAILING_FAULTS) {
    it(`${name}: an error with a retry that works, and nothing of the earlier query`, async () => {
      await sendKeys({type: 'proxy'});
      await resultsFor('Frequently asked questions');
      api.faults.set('/api/v3/search/', FAULTS[name]);
      const failed = oneEvent(element, 'docs-error') as Promise<DocsErrorEvent>;
      await replaceQuery('configuration');
      await failed;
      await waitUntil(() => $('[part="retry"]'), 'error state with a retry button');
      expect(squashText($('.state.error h2'))).to.equal('Search failed');
      expect(squashText($('.state.error p'))).to.not.equal('');
      const listbox = $('[role="listbox"]');
      expect(!listbox || listbox.hidden || groupTitles().length === 0, 'old results not shown under the error').to.equal(true);
      const retry = $('[part="retry"]')!;
      let state = 'error+retry';
      if (name === '429') {
        expect(retry.getAttribute('aria-disabled')).to.equal('true');
        expect(squashText($('.state.error p'))).to.contain(`${RETRY_AFTER_S} seconds`);
        const sent = searches().length;
        retry.click();
        await delay(100);
        expect(searches().length, 'no request before Retry-After').to.equal(sent);
        const started = performance.now();
        await waitUntil(() => retry.getAttribute('aria-disabled') === 'false', 'retry allowed after the wait', {timeout: 5000});
        expect(performance.now() - started).to.be.greaterThan((RETRY_AFTER_S - 1) * 1000 - 100);
        state = `error+retry after ${RETRY_AFTER_S} s`;
      }
      api.faults.clear();
      await clickOn(retry);
      await resultsFor('Configuration');
      matrix.record(name, 'search', state);
    });
  }

  it('hang: loading, still usable; closing aborts it, and so does a new query', async () => {
    api.faults.set('/api/v3/search/', FAULTS.hang);
    await sendKeys({type: 'proxy'});
    await waitUntil(() => searches().length === 1, 'request sent');
    await waitUntil(() => $('.spinner'), 'loading indicator');
    const hung = searches()[0]!;
    // A new query while the first hangs aborts it.
    await replaceQuery('install');
    await waitUntil(() => searches().length === 2, 'second request sent');
    await waitUntil(() => hung.signal.aborted, 'the hung request is aborted by the new query');
    // Closing aborts the one in flight.
    const second = searches()[1]!;
    await clickOn($('[part="close"]')!);
    await dialogClosed(element, 'closed');
    await waitUntil(() => second.signal.aborted, 'closing aborts the hung request');
    // The widget still works once the API answers again.
    api.faults.clear();
    await openByTrigger(element);
    await replaceQuery('configuration');
    await resultsFor('Configuration');
    matrix.record('hang', 'search', 'loading, abortable');
  });
});

// ---- <docs-link-preview> ------------------------------------------------------------------------------------------

describe('fault matrix: <docs-link-preview>', () => {
  let api: ReferenceApi;
  let log: ReturnType<typeof loggedFetch>;
  let el: DocsLinkPreviewElement;
  let root: HTMLElement;
  const link = (id: string) => root.querySelector<HTMLAnchorElement>(`#${id}`)!;
  const popup = () => el.shadowRoot!.querySelector<HTMLElement>('.popup')!;
  const stateOf = () => popup().dataset['state'];
  const embeds = () => log.requests.filter((request) => request.url.pathname.startsWith('/api/v3/embed/'));
  const contentText = () => squashText(el.shadowRoot!.querySelector('.content'));

  beforeEach(async () => {
    api = createReferenceApi({data: previewData});
    log = loggedFetch(api);
    root = await fixture<HTMLElement>(html`<div>
      <main id="content" style="display: flex; flex-direction: column; align-items: flex-start; gap: 28px; padding: 40px 10px">
        <a class="reference internal" id="pypi" href="${PREVIEW_DOCS}/guide/install.html#from-pypi">PyPI</a>
        <a class="reference internal" id="source" href="${PREVIEW_DOCS}/guide/install.html#from-source">Source</a>
        <a class="reference internal" id="usage" href="${PREVIEW_DOCS}/guide/usage.html#first-steps">Usage</a>
      </main>
      <docs-link-preview scope="#content" delay="60" hide-delay="80" placement="right" .fetch=${log.fetch}></docs-link-preview>
    </div>`);
    el = root.querySelector('docs-link-preview')!;
    await el.updateComplete;
  });

  it('latency: loading, then the section; the late answer of a link left behind is never shown', async () => {
    api.faults.set(/from-pypi/, {latencyMs: LATENCY_MS});
    const rendered: string[] = [];
    const observer = new MutationObserver(() => rendered.push(contentText()));
    observer.observe(el.shadowRoot!, {subtree: true, childList: true, characterData: true});
    await hover(link('pypi'));
    await waitUntil(() => stateOf() === 'loading', 'loading state');
    await hover(link('source'));
    await waitUntil(() => stateOf() === 'shown' && contentText().includes('Clone the repository'), 'second link shown');
    await delay(LATENCY_MS + 100);
    observer.disconnect();
    expect(rendered.join(' | ')).to.not.contain('pip install');
    expect(el.activeLink).to.equal(link('source'));
    // Slow but not lost: hovering it and waiting shows it.
    await hover(link('pypi'));
    await waitUntil(() => stateOf() === 'shown' && contentText().includes('pip install'), 'slow section shown', {timeout: 3000});
    matrix.record('latency', 'link preview', 'loading→ok, stale dropped');
  });

  for (const name of FAILING_FAULTS) {
    it(`${name}: "Preview unavailable", a docs-error, and nothing of the previous section`, async () => {
      api.faults.set(/from-pypi/, FAULTS[name]);
      await hover(link('source'));
      await waitUntil(() => stateOf() === 'shown', 'a good section first');
      const failed = oneEvent(el, 'docs-error') as Promise<DocsErrorEvent>;
      await hover(link('pypi'));
      const event = await failed;
      expect(event.detail.request.operation).to.equal('embed');
      await waitUntil(() => stateOf() === 'error', 'error state');
      expect(squashText(popup())).to.contain('Preview unavailable');
      expect(el.shadowRoot!.querySelector('.content'), 'no section content under the error').to.equal(null);
      let state = 'error';
      if (name === '429') {
        // Honouring Retry-After: no new request while it runs, a new one when the reader comes back after it.
        const sent = embeds().length;
        await moveAway();
        await waitUntil(() => stateOf() === 'hidden');
        await hover(link('pypi'));
        await waitUntil(() => stateOf() === 'error', 'still unavailable during the wait');
        expect(embeds().length, 'no request before Retry-After').to.equal(sent);
        await moveAway();
        await waitUntil(() => stateOf() === 'hidden');
        api.faults.clear();
        await delay(RETRY_AFTER_S * 1000 + 100);
        // Recorded first so the printed table says what was seen if the next step fails.
        matrix.record(name, 'link preview', 'error, none after Retry-After ✗');
        await hover(link('pypi'));
        await waitUntil(() => stateOf() === 'shown' && contentText().includes('pip install'), 'asked again after Retry-After', {
          timeout: 3000,
        });
        state = `error, again after ${RETRY_AFTER_S} s`;
      }
      matrix.record(name, 'link preview', state);
    });
  }

  it('hang: loading; leaving the link aborts it and closes; other links still work', async () => {
    api.faults.set(/from-pypi/, FAULTS.hang);
    await hover(link('pypi'));
    await waitUntil(() => stateOf() === 'loading', 'loading state');
    const hung = embeds()[0]!;
    await moveAway();
    await waitUntil(() => stateOf() === 'hidden', 'closed');
    await waitUntil(() => hung.signal.aborted, 'the hung request is aborted');
    await hover(link('usage'));
    await waitUntil(() => stateOf() === 'shown' && contentText().includes('call run()'), 'another link previews');
    matrix.record('hang', 'link preview', 'loading, abortable');
  });
});

// ---- <docs-version-switcher> and <docs-version-warning> -----------------------------------------------------------

const INSTALL = docsUrl('pixel', 'en', 'latest', 'guide/install.html');

async function mountSwitcher(fetch: (request: Request) => Promise<Response>, project = 'pixel'): Promise<DocsVersionSwitcherElement> {
  const main = await fixture<HTMLElement>(html`<main>
    <docs-version-switcher api-base=${API_BASE} project=${project} version="latest" page-url=${INSTALL} .fetch=${fetch}></docs-version-switcher>
  </main>`);
  const el = main.querySelector('docs-version-switcher')!;
  await el.updateComplete;
  return el;
}

async function mountWarning(fetch: (request: Request) => Promise<Response>): Promise<DocsVersionWarningElement> {
  const el = await fixture<DocsVersionWarningElement>(html`<docs-version-warning
    api-base=${API_BASE} project="pixel" version="latest" page-url=${INSTALL} .fetch=${fetch}
  ></docs-version-warning>`);
  await el.updateComplete;
  return el;
}

/** Collects docs-error events dispatched anywhere in the document while `run` goes on. */
async function collectDocsErrors<T>(run: () => Promise<T>): Promise<{result: T; errors: DocsErrorEvent[]}> {
  const errors: DocsErrorEvent[] = [];
  const record = (event: Event) => errors.push(event as DocsErrorEvent);
  document.addEventListener('docs-error', record);
  try {
    return {result: await run(), errors};
  } finally {
    document.removeEventListener('docs-error', record);
  }
}

describe('fault matrix: <docs-version-switcher>', () => {
  const shadow = (el: DocsVersionSwitcherElement) => el.shadowRoot!;
  const versionLinks = (el: DocsVersionSwitcherElement) =>
    [...shadow(el).querySelectorAll<HTMLAnchorElement>('.version-list a')].map((a) => a.dataset['version']);
  const openPanel = async (el: DocsVersionSwitcherElement) => {
    await sendMouse({type: 'click', position: centre(shadow(el).querySelector('.toggle')!)});
    await el.updateComplete;
    await waitUntil(() => el.open, 'panel open');
  };
  const apiRequests = (requests: LoggedRequest[]) => requests.filter((request) => request.url.pathname.startsWith('/api/'));

  it('latency: loading while it waits, then every version; a switch of project drops the first answer', async () => {
    const logged = versionApi();
    logged.api.faults.set('/api/v3/projects/pixel/', {latencyMs: LATENCY_MS});
    const log = loggedFetch(logged.api);
    const el = await mountSwitcher(log.fetch);
    await openPanel(el);
    expect(squashText(shadow(el).querySelector('.status.loading'))).to.not.equal('');
    await el.versionsSettled;
    await el.updateComplete;
    expect(versionLinks(el)).to.have.length(6 + MANY_TAGS.length);

    // Stale guard: the slow project is replaced by a fast one before it answers.
    const second = versionApi();
    second.api.faults.set('/api/v3/projects/pixel/', {latencyMs: LATENCY_MS});
    const secondLog = loggedFetch(second.api);
    const switcher = await mountSwitcher(secondLog.fetch);
    await waitUntil(() => apiRequests(secondLog.requests).length > 0, 'first project asked');
    switcher.setAttribute('project', 'pixel-plugins');
    await delay(LATENCY_MS + 200);
    await switcher.versionsSettled;
    await switcher.updateComplete;
    expect(versionLinks(switcher).sort()).to.deep.equal(['1.0', 'latest']);
    matrix.record('latency', 'version switcher', 'loading→ok, stale kept running ✗');
    expect(apiRequests(secondLog.requests)[0]!.signal.aborted, 'the first project’s request is aborted').to.equal(true);
    matrix.record('latency', 'version switcher', 'loading→ok, stale dropped');
  });

  for (const name of FAILING_FAULTS) {
    it(`${name}: the version read, an error and a retry that works`, async () => {
      const logged = versionApi();
      logged.api.faults.set('/api/v3/', FAULTS[name]);
      const log = loggedFetch(logged.api);
      const {result: el, errors} = await collectDocsErrors(async () => {
        const el = await mountSwitcher(log.fetch);
        await el.versionsSettled;
        await el.updateComplete;
        return el;
      });
      expect(errors, 'one docs-error').to.have.length(1);
      await openPanel(el);
      expect(squashText(shadow(el).querySelector('.toggle'))).to.contain('latest');
      expect(versionLinks(el)).to.deep.equal(['latest']);
      const status = shadow(el).querySelector('.status.error');
      expect(squashText(status)).to.not.equal('');
      const retry = shadow(el).querySelector<HTMLButtonElement>('.retry')!;
      expect(retry, 'a retry button').to.not.equal(null);
      let state = 'error+retry';
      if (name === '429') {
        // Honouring Retry-After: a retry during the wait must not reach the API.
        const sent = apiRequests(log.requests).length;
        await sendMouse({type: 'click', position: centre(retry)});
        await delay(200);
        matrix.record(name, 'version switcher', 'error+retry, ignores Retry-After ✗');
        expect(apiRequests(log.requests).length, `no request before Retry-After (${RETRY_AFTER_S} s)`).to.equal(sent);
        await delay(RETRY_AFTER_S * 1000);
        state = `error+retry after ${RETRY_AFTER_S} s`;
      }
      logged.api.faults.clear();
      const button = shadow(el).querySelector<HTMLButtonElement>('.retry');
      if (button) await sendMouse({type: 'click', position: centre(button)});
      await el.versionsSettled;
      await el.updateComplete;
      await waitUntil(() => versionLinks(el).length === 6 + MANY_TAGS.length, 'every version after the retry');
      expect(shadow(el).querySelector('.status.error')).to.equal(null);
      matrix.record(name, 'version switcher', state);
    });
  }

  it('hang: the button works and shows the version read; removing the element aborts the request', async () => {
    const logged = versionApi();
    logged.api.faults.set('/api/v3/', FAULTS.hang);
    const log = loggedFetch(logged.api);
    const el = await mountSwitcher(log.fetch);
    await waitUntil(() => apiRequests(log.requests).length > 0, 'request sent');
    await openPanel(el);
    expect(squashText(shadow(el).querySelector('.status.loading'))).to.not.equal('');
    expect(versionLinks(el)).to.deep.equal(['latest']);
    const hung = apiRequests(log.requests)[0]!;
    matrix.record('hang', 'version switcher', 'loading, not aborted ✗');
    el.remove();
    await waitUntil(() => hung.signal.aborted, 'removal aborts the hung request');
    matrix.record('hang', 'version switcher', 'loading, abortable');
  });
});

describe('fault matrix: <docs-version-warning>', () => {
  const banner = (el: DocsVersionWarningElement) => el.shadowRoot!.querySelector('.banner');

  it('latency: the banner comes when the answer does', async () => {
    const logged = versionApi();
    logged.api.faults.set('/api/v3/', {latencyMs: LATENCY_MS});
    const el = await mountWarning(logged.fetch);
    expect(banner(el), 'nothing while waiting').to.equal(null);
    await el.versionsSettled;
    await el.updateComplete;
    expect(squashText(banner(el))).to.not.equal('');
    matrix.record('latency', 'version warning', 'nothing→ok');
  });

  for (const name of FAILING_FAULTS) {
    it(`${name}: nothing shown, one docs-error`, async () => {
      const logged = versionApi();
      logged.api.faults.set('/api/v3/', FAULTS[name]);
      const {result: el, errors} = await collectDocsErrors(async () => {
        const el = await mountWarning(logged.fetch);
        await el.versionsSettled;
        await el.updateComplete;
        return el;
      });
      expect(errors).to.have.length(1);
      expect(banner(el)).to.equal(null);
      expect(squashText(el.shadowRoot!)).to.equal('');
      matrix.record(name, 'version warning', 'nothing');
    });
  }

  it('hang: nothing shown; removing the element aborts the request', async () => {
    const logged = versionApi();
    logged.api.faults.set('/api/v3/', FAULTS.hang);
    const log = loggedFetch(logged.api);
    const el = await mountWarning(log.fetch);
    await waitUntil(() => log.requests.length > 0, 'request sent');
    await delay(300);
    expect(banner(el)).to.equal(null);
    matrix.record('hang', 'version warning', 'nothing, not aborted ✗');
    el.remove();
    await waitUntil(() => log.requests[0]!.signal.aborted, 'removal aborts the hung request');
    matrix.record('hang', 'version warning', 'nothing, abortable');
  });
});
