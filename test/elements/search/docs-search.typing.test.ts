import {expect, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {chord} from './keys.js';
import {
  $,
  createTestApi,
  groupTitles,
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

describe('<docs-search> typing', () => {
  let api: TestApi;
  let element: DocsSearchElement;
  beforeEach(async () => {
    resetPageState();
    api = createTestApi();
    element = await searchFixture(api);
    await openByTrigger(element);
  });

  it('shows results grouped by page, with highlights as <mark> and the count', async () => {
    await sendKeys({type: 'install'});
    await resultsShown(element);
    expect(groupTitles(element)).to.deep.equal(['Installation']);
    expect(visibleText(element, '[part="count"]'), 'the count says what is listed: pages').to.equal('1 page');
    const marks = [...element.shadowRoot!.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).to.include('Install');
    const titles = options(element).map((option) => option.querySelector('.title')?.textContent!.trim() ?? null);
    // Issue 13: the page row does not repeat a name under the heading that already names the page; without a lead
    // paragraph of its own it says where the page is.
    expect(titles).to.deep.equal([null, 'Requirements', 'Upgrading']);
    expect(options(element)[0]!.textContent!.trim()).to.equal('install');
    expect(input(element).getAttribute('aria-expanded')).to.equal('true');
    await expect(element).to.be.accessible();
  });

  it('typing and its results change nothing outside the widget\'s shadow root: no attribute, style or node of the page', async () => {
    // Issue 29: on a 1 MB page a change to the page's own tree (an attribute reflected on the host, a class on <body>)
    // would restyle the page under the dialog at every key; traced, a key restyled only the field.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.documentElement, {subtree: true, attributes: true, childList: true, characterData: true});
    await sendKeys({type: 'install'});
    await resultsShown(element);
    await sendKeys({press: 'Backspace'});
    await waitUntil(() => input(element).value === 'instal');
    const changes = [...records, ...observer.takeRecords()].map((record) => `${record.type} ${(record.target as Element).localName ?? record.target.nodeName} ${record.attributeName ?? ''}`);
    observer.disconnect();
    expect(changes).to.deep.equal([]);
  });

  it('builds each link from the domain, the path and the block id', async () => {
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    const hrefs = options(element).map((option) => option.getAttribute('href'));
    expect(hrefs).to.deep.equal([
      `${location.origin}/docs/demo/en/latest/faq.html`,
      `${location.origin}/docs/demo/en/latest/faq.html#proxy`,
    ]);
  });

  it('sends the scope in q as project:slug/version', async () => {
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    expect(api.requests.at(-1)!.q).to.equal('project:demo/latest proxy');
    expect(api.requests.at(-1)!.url.pathname).to.equal('/api/v3/search/');
  });

  it('never renders a stale answer: an older request answered last is dropped', async () => {
    const slow = api.hold((q) => q.endsWith(' install'));
    await sendKeys({type: 'install'});
    await waitUntil(() => api.sentFor('install').length === 1, 'request for install sent');
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(groupTitles(element)));
    observer.observe(element.shadowRoot!, {subtree: true, childList: true, characterData: true});
    await chord('Control+KeyA');
    await sendKeys({type: 'proxy'});
    await resultsShown(element, (titles) => titles.includes('Frequently asked questions'));
    slow.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(groupTitles(element)).to.deep.equal(['Frequently asked questions']);
    expect(seen.flat()).not.to.include('Installation');
    expect(api.sentFor('install')[0]!.signal.aborted, 'the superseded request was aborted').to.be.true;
  });

  it('answers a repeated query from the cache: no request, results at once', async () => {
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    await sendKeys({press: 'Backspace'});
    await waitUntil(() => api.requests.at(-1)!.q.endsWith(' prox'), 'request for prox');
    await waitUntil(() => element.shadowRoot!.querySelector('[aria-busy="false"]'), 'prox answered');
    const sent = api.requests.length;
    await sendKeys({type: 'y'});
    await element.updateComplete;
    expect(api.requests.length).to.equal(sent);
    expect(groupTitles(element)).to.deep.equal(['Frequently asked questions']);
  });

  it('keeps the earlier results on screen while the next query loads (no flicker)', async () => {
    await sendKeys({type: 'environment'});
    await resultsShown(element);
    const before = groupTitles(element);
    const held = api.hold(() => true);
    await sendKeys({type: ' variables'});
    await waitUntil(() => api.sentFor('environment variables').length > 0, 'new request sent');
    expect(groupTitles(element)).to.deep.equal(before);
    expect($(element, '.scroller')!.getAttribute('aria-busy')).to.equal('true');
    held.release();
    await waitUntil(() => $(element, '.scroller')!.getAttribute('aria-busy') === 'false', 'answered');
  });

  it('debounces: a word typed quickly sends one request', async () => {
    // Generous, so a loaded machine that delays a keystroke cannot split the word.
    element.debounce = 400;
    await sendKeys({type: 'configuration'});
    await resultsShown(element);
    expect(api.requests.map((request) => request.q)).to.deep.equal(['project:demo/latest configuration']);
  });

  it('sends nothing below min-chars (3 by default)', async () => {
    await sendKeys({type: 'co'});
    await new Promise((resolve) => setTimeout(resolve, element.debounce + 50));
    expect(api.requests).to.have.length(0);
  });

  it('sends a Chinese or Japanese query from its first character, where one or two characters are a word', async () => {
    await sendKeys({type: '権'});
    await waitUntil(() => api.requests.length === 1, 'one CJK character is sent');
    expect(api.requests[0]!.q).to.equal('project:demo/latest 権');
    await sendKeys({type: '限'});
    await waitUntil(() => api.requests.length === 2, 'and the two-character word');
    expect(api.requests[1]!.q).to.equal('project:demo/latest 権限');
  });

  it('closing the dialog aborts the request in flight', async () => {
    api.hold(() => true);
    await sendKeys({type: 'install'});
    await waitUntil(() => api.requests.length === 1, 'request sent');
    await chord('Control+KeyK');
    await dialogClosed(element, 'closed');
    // Aborted when the dialog's close event lands.
    await waitUntil(() => api.requests[0]!.signal.aborted, 'the request in flight aborted');
  });

  it('shows results of subprojects with their alias when subprojects is set', async () => {
    element.subprojects = true;
    await sendKeys({type: 'plugins'});
    await resultsShown(element);
    expect(api.requests.at(-1)!.q).to.equal('subprojects:demo/latest plugins');
    expect(visibleText(element, '.group-header')).to.contain('plugins');
  });

  it('loads the next page on demand', async () => {
    element.pageSize = 2;
    await sendKeys({type: 'configuration'});
    await waitUntil(
      () =>
        api.sentFor('configuration').length > 0 &&
        $(element, '.scroller')!.getAttribute('aria-busy') === 'false' &&
        $(element, '[part="load-more"]'),
      'first page of the full word answered',
    );
    expect(visibleText(element, '[part="count"]'), 'two pages listed of three').to.equal('2 of 3 pages');
    await resultsShown(element, (titles) => titles.length === 2);
    $(element, '[part="load-more"]')!.click();
    await resultsShown(element, (titles) => titles.length === 3);
    expect($(element, '[part="load-more"]')).to.equal(null);
    expect(api.requests.at(-1)!.url.searchParams.get('page')).to.equal('2');
  });
});
