import {expect, oneEvent, waitUntil} from '@open-wc/testing';
import {chord} from './keys.js';
import {sendKeys} from '@web/test-runner-commands';
import {
  $,
  $$,
  createTestApi,
  input,
  openByTrigger,
  options,
  resetPageState,
  resultsShown,
  searchFixture,
  visibleText,
  type TestApi,
  dialogClosed,
} from './helpers.js';
import type {DocsSearchElement} from '../../../src/elements/search/docs-search.js';
import {HttpError} from '../../../src/api/errors.js';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json', ...headers}});

const liveText = (element: DocsSearchElement, role: 'status' | 'alert') =>
  $(element, `[role="${role}"]`)!.textContent!.trim();

describe('<docs-search> states', () => {
  let api: TestApi;
  let element: DocsSearchElement;
  beforeEach(async () => {
    resetPageState();
    api = createTestApi();
    element = await searchFixture(api);
  });

  it('closed: only the trigger, no violations', async () => {
    expect($<HTMLDialogElement>(element, 'dialog')!.open).to.be.false;
    await expect(element).to.be.accessible();
  });

  it('empty: a hint when there are no recent searches', async () => {
    await openByTrigger(element);
    expect(visibleText(element)).to.equal('Type to search the documentation.');
    expect(input(element).getAttribute('aria-expanded')).to.equal('false');
    await expect(element).to.be.accessible();
  });

  it('loading: the indicator appears only after the delay, with aria-busy', async () => {
    element.loadingDelay = 80;
    await openByTrigger(element);
    const held = api.hold(() => true);
    await sendKeys({type: 'proxy'});
    await waitUntil(() => api.requests.length > 0, 'request sent');
    expect($(element, '.spinner'), 'no indicator before the delay').to.equal(null);
    expect($(element, '.scroller')!.getAttribute('aria-busy')).to.equal('true');
    await waitUntil(() => $(element, '.spinner'), 'indicator after the delay');
    expect(visibleText(element)).to.equal('Searching…');
    await expect(element).to.be.accessible();
    held.release();
    await resultsShown(element);
    expect($(element, '.spinner')).to.equal(null);
    expect($(element, '.scroller')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('results: announced politely with the count', async () => {
    await openByTrigger(element);
    await sendKeys({type: 'configuration'});
    await resultsShown(element);
    await waitUntil(() => liveText(element, 'status') === '3 pages for “configuration”', 'count announced');
    await expect(element).to.be.accessible();
  });

  it('no results: says so, with tips, and announces it', async () => {
    await openByTrigger(element);
    await sendKeys({type: 'zzzqqq'});
    await waitUntil(() => visibleText(element).startsWith('No results for “zzzqqq”'), 'no-results state');
    expect($$(element, '.state li').length).to.be.greaterThan(1);
    expect($(element, '[role="listbox"]')!.hidden).to.be.true;
    await waitUntil(() => liveText(element, 'status') === 'No results for “zzzqqq”', 'announced');
    await expect(element).to.be.accessible();
  });

  it('error: a clear message, an assertive announcement, a docs-error event, and a retry that works', async () => {
    api.override = () => json({detail: 'boom'}, 500);
    await openByTrigger(element);
    const errorEvent = oneEvent(element, 'docs-error');
    await sendKeys({type: 'proxy'});
    const {detail} = await errorEvent;
    expect(detail.error).to.be.instanceOf(HttpError);
    expect(detail.request.url).to.contain('/api/v3/search/');
    await waitUntil(() => $(element, '[part="retry"]'), 'error state');
    expect(visibleText(element, '.state h2')).to.equal('Search failed');
    expect(visibleText(element, '.state p')).to.equal('The search service is having trouble.');
    await waitUntil(() => liveText(element, 'alert').startsWith('Search failed'), 'announced assertively');
    await expect(element).to.be.accessible();
    api.override = undefined;
    $(element, '[part="retry"]')!.click();
    await resultsShown(element);
  });

  it('a throttled search waits for Retry-After before it can be retried', async () => {
    api.override = () => json({detail: 'Request was throttled. Expected available in 2 seconds.'}, 429, {'retry-after': '2'});
    await openByTrigger(element);
    await sendKeys({type: 'proxy'});
    await waitUntil(() => $(element, '[part="retry"]'), 'error state');
    const retry = $(element, '[part="retry"]')!;
    expect(retry.getAttribute('aria-disabled')).to.equal('true');
    expect(visibleText(element, '.state p')).to.contain('try again in 2 seconds');
    const sent = api.requests.length;
    retry.click();
    expect(api.requests.length, 'no retry while waiting').to.equal(sent);
    api.override = undefined;
    await waitUntil(() => retry.getAttribute('aria-disabled') === 'false', 'retry enabled after the wait', {timeout: 4000});
    retry.click();
    await resultsShown(element);
  });

  it('an answer of the wrong shape is an error too, not a crash', async () => {
    api.override = () => json({count: 'many', results: 'none'}, 200);
    await openByTrigger(element);
    await sendKeys({type: 'proxy'});
    await waitUntil(() => $(element, '[part="retry"]'), 'error state');
    expect(visibleText(element, '.state p')).to.equal('The search service sent an answer this page does not understand.');
  });

  it('without a project anywhere it explains the configuration problem', async () => {
    element.removeAttribute('project');
    await openByTrigger(element);
    const errorEvent = oneEvent(element, 'docs-error');
    await sendKeys({type: 'proxy'});
    await errorEvent;
    expect(visibleText(element, '.state p')).to.equal('This page does not say which project to search.');
    expect(api.requests).to.have.length(0);
    await expect(element).to.be.accessible();
  });
});

describe('<docs-search> recent searches', () => {
  let api: TestApi;
  beforeEach(() => {
    resetPageState();
    api = createTestApi();
  });

  async function searchAndPick(element: DocsSearchElement, query: string): Promise<void> {
    await sendKeys({type: query});
    await waitUntil(() => options(element).length > 0 && element.shadowRoot!.querySelector('[aria-busy="false"]'), 'results');
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener('docs-search-select', cancel, {once: true});
    await sendKeys({press: 'Enter'});
  }

  it('remembers picked queries per project and offers them when the field is empty', async () => {
    const element = await searchFixture(api);
    await openByTrigger(element);
    await searchAndPick(element, 'proxy');
    await chord('Control+A');
    await searchAndPick(element, 'install');
    await sendKeys({press: 'Escape'});
    await dialogClosed(element, 'closed');
    await openByTrigger(element);
    // The last query is kept for the next opening (selected); deleting it shows the recent searches.
    expect(input(element).value).to.equal('install');
    await sendKeys({press: 'Backspace'});
    expect(options(element).map((option) => option.textContent!.trim())).to.deep.equal(['install', 'proxy']);
    expect(JSON.parse(localStorage.getItem('docs-widgets:search:recent:demo')!)).to.deep.equal(['install', 'proxy']);
    await expect(element).to.be.accessible();
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Enter'});
    expect(input(element).value).to.equal('proxy');
    await resultsShown(element, (titles) => titles[0] === 'Frequently asked questions');
  });

  it('can be cleared', async () => {
    localStorage.setItem('docs-widgets:search:recent:demo', JSON.stringify(['proxy']));
    const element = await searchFixture(api);
    await openByTrigger(element);
    expect(options(element)).to.have.length(1);
    $(element, '.recent-header button')!.click();
    await element.updateComplete;
    expect(options(element)).to.have.length(0);
    expect(localStorage.getItem('docs-widgets:search:recent:demo')).to.equal(null);
    expect(element.shadowRoot!.activeElement).to.equal(input(element));
  });

  it('are kept apart per project', async () => {
    localStorage.setItem('docs-widgets:search:recent:other', JSON.stringify(['elsewhere']));
    const element = await searchFixture(api);
    await openByTrigger(element);
    expect(options(element)).to.have.length(0);
  });

  it('without-history neither shows nor stores them', async () => {
    localStorage.setItem('docs-widgets:search:recent:demo', JSON.stringify(['proxy']));
    const element = await searchFixture(api, {'without-history': ''});
    await openByTrigger(element);
    expect(options(element)).to.have.length(0);
    await searchAndPick(element, 'install');
    expect(JSON.parse(localStorage.getItem('docs-widgets:search:recent:demo')!)).to.deep.equal(['proxy']);
  });
});
