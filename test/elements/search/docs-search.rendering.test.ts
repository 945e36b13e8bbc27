import {expect, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {$$, createTestApi, groupTitles, input, openByTrigger, options, resetPageState, resultsShown, searchFixture, type TestApi} from './helpers.js';
import {ROWS_PER_TASK} from '../../../src/elements/search/group-elements.js';
import {answerGroups, type SearchAnswer} from '../../../src/elements/search/result-model.js';
import type {Dataset} from '../../../src/reference-api/dataset.js';
import type {DocsSearchElement} from '../../../src/elements/search/docs-search.js';

/*
 * Issue 14: what a keystroke answered from the cache costs the page. The rows a query showed are kept and shown
 * again (not re-created), a change of the active option touches only the rows it concerns, and the URL is not
 * rewritten on every keystroke (each write is a same-document navigation).
 */

const groups = (element: DocsSearchElement) => $$(element, '[role="group"]');
const answered = (element: DocsSearchElement) =>
  waitUntil(() => element.shadowRoot!.querySelector('[aria-busy="false"]'), 'the request answered');

/** Records every mutation inside `watched` (result groups) until `stop()`. */
function watchRows(watched: readonly Element[]): {stop: () => MutationRecord[]} {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  for (const group of watched) observer.observe(group, {subtree: true, childList: true, characterData: true, attributes: true});
  return {
    stop: () => {
      records.push(...observer.takeRecords());
      observer.disconnect();
      return records;
    },
  };
}

describe('<docs-search> rendering', () => {
  let api: TestApi;
  let element: DocsSearchElement;
  beforeEach(async () => {
    resetPageState();
    api = createTestApi();
    element = await searchFixture(api);
    await openByTrigger(element);
  });
  afterEach(resetPageState);

  it('a query answered from the cache shows the very rows it showed before, untouched', async () => {
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    const shownGroups = groups(element);
    const shownOptions = options(element);
    await sendKeys({press: 'Backspace'});
    await waitUntil(() => api.requests.at(-1)!.q.endsWith(' prox'), 'request for prox');
    await answered(element);
    await waitUntil(() => groups(element)[0] !== shownGroups[0], 'the answer to prox shown');
    const watch = watchRows(shownGroups);
    const sent = api.requests.length;
    await sendKeys({type: 'y'});
    await element.updateComplete;
    expect(api.requests.length, 'no request for a query already answered').to.equal(sent);
    expect(groups(element)).to.have.ordered.members(shownGroups);
    expect(options(element)).to.have.ordered.members(shownOptions);
    // At most the best match's active state changes inside the rows: nothing in them is rebuilt.
    const changes = watch.stop().filter((record) => !(record.type === 'attributes' && ['aria-selected', 'part'].includes(record.attributeName!)));
    expect(changes, 'mutations inside the rows besides the active state').to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('moving the active option changes only the two rows concerned', async () => {
    await sendKeys({type: 'configuration'});
    await resultsShown(element);
    const before = options(element);
    expect(before.length).to.be.greaterThan(2);
    const watch = watchRows(groups(element));
    await sendKeys({press: 'ArrowDown'});
    await element.updateComplete;
    const records = watch.stop();
    expect(options(element)).to.have.ordered.members(before);
    expect(records.every((record) => record.type === 'attributes'), 'only attributes change').to.be.true;
    const touched = new Set(records.map((record) => (record.target as Element).closest('[role="option"]')));
    expect(touched.size).to.equal(2);
    expect(input(element).getAttribute('aria-activedescendant')).to.equal(options(element).find((o) => o.getAttribute('aria-selected') === 'true')!.id);
  });

  it('writes the URL once the typing settles, not on every keystroke', async () => {
    const writes: string[] = [];
    const replaceState = history.replaceState;
    history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      writes.push(String(args[2]));
      return replaceState.apply(this, args);
    };
    try {
      // Each of these answers comes from the cache after the first pass, so every keystroke completes a query.
      await sendKeys({type: 'proxy'});
      await resultsShown(element);
      for (let i = 0; i < 3; i++) {
        await sendKeys({press: 'Backspace'});
        await sendKeys({type: 'y'});
      }
      await waitUntil(() => new URL(location.href).searchParams.get('q') === 'proxy', 'URL carries the query', {timeout: 5000});
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(writes.filter((url) => new URL(url, location.href).searchParams.has('q'))).to.have.length(1);
    } finally {
      history.replaceState = replaceState;
    }
  });
});

/** Eight pages of five sections, each about widgets: an answer of many more rows than the dialog's first screen. */
const longAnswerData: Dataset = {
  projects: [{
    slug: 'demo',
    default_version: 'latest',
    versions: [{
      slug: 'latest',
      pages: Array.from({length: 8}, (_, page) => ({
        path: `widget-${page}.html`,
        title: `Widget guide ${page}`,
        html: `<html><head><title>Widget guide ${page}</title></head><body><main><h1 id="top">Widget guide ${page}</h1>${
          Array.from({length: 5}, (_, section) =>
            `<section id="s${section}"><h2>Widget part ${section}</h2><p>The widget part ${section} of guide ${page}.</p></section>`).join('')
        }</main></body></html>`,
      })),
    }],
  }],
};

describe('<docs-search> rendering a long answer (issue 29)', () => {
  afterEach(resetPageState);

  it('shows the first rows in the answer\'s own update and the rest in later tasks, the same list once settled', async () => {
    resetPageState();
    const api = createTestApi(longAnswerData);
    const element = await searchFixture(api);
    await openByTrigger(element);
    const listbox = element.shadowRoot!.querySelector('[role="listbox"]')!;
    // The rows listed at the end of each task that changed the list (a MutationObserver's callback runs then).
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(options(element).length));
    observer.observe(listbox, {childList: true, subtree: true});
    await sendKeys({type: 'widget'});
    await resultsShown(element);
    // What the answer lists: its groups as the element models them.
    const answer = answerGroups((element as unknown as {search: {pages: SearchAnswer[]}}).search.pages, 'demo');
    const total = answer.reduce((sum, group) => sum + group.options.length, 0);
    await waitUntil(() => options(element).length === total, `all ${total} rows shown`, {timeout: 5000});
    observer.disconnect();
    const largestGroup = Math.max(...groups(element).map((group) => group.querySelectorAll('[role="option"]').length));
    expect(total, 'an answer longer than a first screen').to.be.greaterThan(ROWS_PER_TASK + largestGroup);
    const first = counts.find((count) => count > 0)!;
    expect(first, 'rows in the answer\'s own update').to.be.at.most(ROWS_PER_TASK + largestGroup - 1);
    expect(first).to.be.greaterThan(0);
    // The active option is among the first rows, and every row of the answer is there once settled, in its order.
    const active = input(element).getAttribute('aria-activedescendant');
    expect(active && element.shadowRoot!.getElementById(active)).to.be.ok;
    expect(options(element).map((option) => option.id)).to.deep.equal(answer.flatMap((group) => group.options.map((option) => option.id)));
    expect(groupTitles(element)).to.have.length(answer.length);
    await expect(element).to.be.accessible();
  });
});
