import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {LitElement} from 'lit';
import {SearchQueryController} from '../../src/controllers/search-query.js';

interface Answer {
  query: string;
  page: number;
  next: boolean;
  /** The fuller answer that followed an early one. */
  full?: boolean;
}

interface Call {
  query: string;
  page: number;
  signal: AbortSignal;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/** A host whose requests are answered by the test, in any order it likes. */
class QueryHost extends LitElement {
  calls: Call[] = [];
  errors: unknown[] = [];
  completions: Array<{query: string; fromCache: boolean}> = [];
  debounce = 0;
  minChars = 2;
  loadingDelay = 30;
  scopeKey = 'a';
  /** A server or client that does not honour the signal, so only the sequence guard can drop its answer. */
  ignoreAbort = false;
  /** Fuller answers that follow early ones (a static site's snippets). */
  updates = new Map<Answer, Promise<Answer>>();
  readonly search = new SearchQueryController<Answer>(this, {
    run: (query, page, signal) =>
      new Promise<Answer>((resolve, reject) => {
        this.calls.push({query, page, signal, resolve, reject});
        if (!this.ignoreAbort) signal.addEventListener('abort', () => reject(signal.reason), {once: true});
      }),
    hasNext: (answer) => answer.next,
    scope: () => this.scopeKey,
    onError: (error) => this.errors.push(error),
    onComplete: (query, _pages, fromCache) => this.completions.push({query, fromCache}),
    update: (page) => this.updates.get(page),
  });
  override render() {
    return html`<p>${this.search.status}: ${this.search.pages.map((page) => `${page.query}#${page.page}${page.full ? '+' : ''}`).join(',')}</p>`;
  }
}
customElements.define('query-host', QueryHost);

const shown = async (host: QueryHost) => {
  await host.updateComplete;
  return host.shadowRoot!.querySelector('p')!.textContent;
};
const callFor = async (host: QueryHost, query: string, page = 1) => {
  await waitUntil(() => host.calls.some((call) => call.query === query && call.page === page), `request for ${query}`);
  return host.calls.find((call) => call.query === query && call.page === page)!;
};

describe('SearchQueryController', () => {
  let host: QueryHost;
  beforeEach(async () => {
    host = await fixture<QueryHost>(html`<query-host></query-host>`);
  });

  it('sends nothing below the minimum length and is idle', async () => {
    host.search.setQuery(' a ');
    expect(await shown(host)).to.equal('idle: ');
    expect(host.calls).to.have.length(0);
  });

  it('renders the answer of the latest query only, even when an older answer arrives last', async () => {
    host.search.setQuery('co');
    const first = await callFor(host, 'co');
    host.search.setQuery('con');
    const second = await callFor(host, 'con');
    expect(first.signal.aborted, 'the superseded request is aborted').to.be.true;
    second.resolve({query: 'con', page: 1, next: false});
    first.resolve({query: 'co', page: 1, next: false}); // late, must be ignored
    await waitUntil(() => host.search.status === 'complete');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await shown(host)).to.equal('complete: con#1');
    expect(host.errors, 'an abort is not an error').to.deep.equal([]);
  });

  it('shows an answer in a task after the one that brought it, and never when a key made it stale meanwhile', async () => {
    host.search.setQuery('co');
    (await callFor(host, 'co')).resolve({query: 'co', page: 1, next: false});
    // Still the task that brought the answer: its promise reactions have all run, and nothing is shown yet (issue 29:
    // a key pressed while an answer is read and checked waits for that only, not for a dozen rows rendered after).
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(host.search.status, 'not shown in the task that brought it').to.equal('pending');
    expect(host.completions).to.deep.equal([]);
    // The key pressed meanwhile: its query replaces the answer, which is never shown nor cached.
    host.search.setQuery('con');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.completions).to.deep.equal([]);
    expect(await shown(host)).to.equal('pending: ');
    (await callFor(host, 'con')).resolve({query: 'con', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete', 'the newer answer is shown, in a later task');
    expect(await shown(host)).to.equal('complete: con#1');
    host.search.setQuery('co');
    await callFor(host, 'co');
    expect(host.calls.filter((call) => call.query === 'co'), 'the stale answer was not cached').to.have.length(2);
  });

  it('ignores a stale answer even if its request was never aborted (sequence guard)', async () => {
    host.ignoreAbort = true;
    host.search.setQuery('co');
    const first = await callFor(host, 'co');
    host.search.setQuery('con');
    const second = await callFor(host, 'con');
    first.resolve({query: 'co', page: 1, next: false});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host.search.status).to.equal('pending');
    second.resolve({query: 'con', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete');
    expect(await shown(host)).to.equal('complete: con#1');
  });

  it('keeps the previous results on screen while the next query is pending', async () => {
    host.search.setQuery('co');
    (await callFor(host, 'co')).resolve({query: 'co', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete');
    host.search.setQuery('con');
    expect(await shown(host)).to.equal('pending: co#1');
  });

  it('answers a repeated query from the cache without a request', async () => {
    host.search.setQuery('co');
    (await callFor(host, 'co')).resolve({query: 'co', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete');
    host.search.setQuery('con');
    (await callFor(host, 'con')).resolve({query: 'con', page: 1, next: false});
    await waitUntil(() => host.search.query === 'con' && host.search.status === 'complete');
    const sent = host.calls.length;
    host.search.setQuery('co');
    expect(host.search.status, 'synchronously complete').to.equal('complete');
    expect(await shown(host)).to.equal('complete: co#1');
    expect(host.calls.length).to.equal(sent);
    expect(host.completions.at(-1)).to.deep.equal({query: 'co', fromCache: true});
  });

  it('does not share cache entries across scopes', async () => {
    host.search.setQuery('co');
    (await callFor(host, 'co')).resolve({query: 'co', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete');
    host.scopeKey = 'b';
    host.search.setQuery('co ');
    expect(host.search.status).to.equal('pending');
  });

  it('debounces: quick keystrokes send one request, after the quiet period', async () => {
    host.debounce = 40;
    for (const query of ['co', 'con', 'conf', 'confi']) host.search.setQuery(query);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.calls).to.have.length(0);
    await callFor(host, 'confi');
    expect(host.calls.map((call) => call.query)).to.deep.equal(['confi']);
  });

  it('a space restarts the debounce: the text before it is not sent between two keystrokes', async () => {
    host.debounce = 60;
    host.search.setQuery('autodoc');
    await new Promise((resolve) => setTimeout(resolve, 40));
    // The space trims to the pending text; it must not leave the first timer running.
    host.search.setQuery('autodoc ');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(host.calls, '80 ms after "autodoc", 40 ms after the space').to.have.length(0);
    host.search.setQuery('autodoc m');
    await callFor(host, 'autodoc m');
    expect(host.calls.map((call) => call.query)).to.deep.equal(['autodoc m']);
  });

  it('a trailing space does not send again a query already sent', async () => {
    host.search.setQuery('autodoc');
    const call = await callFor(host, 'autodoc');
    host.search.setQuery('autodoc ');
    expect(call.signal.aborted).to.equal(false);
    call.resolve({query: 'autodoc', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete');
    expect(await shown(host)).to.equal('complete: autodoc#1');
    expect(host.calls).to.have.length(1);
  });

  it('abort() cancels the request in flight and nothing arrives afterwards', async () => {
    host.search.setQuery('co');
    const call = await callFor(host, 'co');
    host.search.abort();
    expect(call.signal.aborted).to.be.true;
    expect(host.search.status).to.equal('idle');
  });

  it('shows loading only after the loading delay', async () => {
    host.search.setQuery('co');
    await callFor(host, 'co');
    expect(host.search.showLoading).to.be.false;
    await waitUntil(() => host.search.showLoading, 'loading indicator after the delay');
    (host.calls[0]!).resolve({query: 'co', page: 1, next: false});
    await waitUntil(() => !host.search.showLoading, 'indicator gone with the answer');
  });

  it('reports a failure once, shows the error state, and retry() sends the query again', async () => {
    host.search.setQuery('co');
    const failure = new Error('boom');
    (await callFor(host, 'co')).reject(failure);
    await waitUntil(() => host.search.status === 'error');
    expect(host.errors).to.deep.equal([failure]);
    host.search.retry();
    await waitUntil(() => host.calls.length === 2);
    host.calls[1]!.resolve({query: 'co', page: 1, next: false});
    await waitUntil(() => host.search.status === 'complete');
  });

  it('loadMore() appends the next page, and a repeated query gets only page 1 from the cache', async () => {
    host.search.setQuery('co');
    (await callFor(host, 'co')).resolve({query: 'co', page: 1, next: true});
    await waitUntil(() => host.search.status === 'complete');
    expect(host.search.hasMore).to.be.true;
    host.search.loadMore();
    (await callFor(host, 'co', 2)).resolve({query: 'co', page: 2, next: false});
    await waitUntil(() => host.search.pages.length === 2);
    expect(await shown(host)).to.equal('complete: co#1,co#2');
    expect(host.search.hasMore).to.be.false;
  });

  it('an answer given early is replaced on screen and in the cache by the fuller one whenever it arrives', async () => {
    let fill: (answer: Answer) => void = () => {};
    host.search.setQuery('co');
    const early: Answer = {query: 'co', page: 1, next: false};
    host.updates.set(early, new Promise((resolve) => (fill = resolve)));
    (await callFor(host, 'co')).resolve(early);
    await waitUntil(() => host.search.status === 'complete');
    expect(await shown(host)).to.equal('complete: co#1');
    // The reader moves on to another query and comes back (from the cache) before the fuller answer arrives.
    host.search.setQuery('con');
    (await callFor(host, 'con')).resolve({query: 'con', page: 1, next: false});
    await waitUntil(() => host.search.query === 'con' && host.search.status === 'complete');
    host.search.setQuery('co');
    expect(await shown(host)).to.equal('complete: co#1');
    fill({query: 'co', page: 1, next: false, full: true});
    await waitUntil(async () => (await shown(host)) === 'complete: co#1+', 'the fuller answer is shown');
    host.search.setQuery('con');
    host.search.setQuery('co');
    expect(await shown(host), 'and cached').to.equal('complete: co#1+');
  });

  it('an early answer whose fuller one never comes is not served from the cache: the query is asked again', async () => {
    let stop: (error: unknown) => void = () => {};
    host.search.setQuery('co');
    const early: Answer = {query: 'co', page: 1, next: true};
    host.updates.set(early, new Promise((_, reject) => (stop = reject)));
    (await callFor(host, 'co')).resolve(early);
    await waitUntil(() => host.search.status === 'complete');
    // The reader typed on: the worker stopped the rest of the page.
    host.search.setQuery('con');
    stop(new DOMException('Replaced by a newer query', 'AbortError'));
    (await callFor(host, 'con')).resolve({query: 'con', page: 1, next: false});
    await waitUntil(() => host.search.query === 'con' && host.search.status === 'complete');
    const asked = host.calls.filter((call) => call.query === 'co').length;
    host.search.setQuery('co');
    await waitUntil(() => host.calls.filter((call) => call.query === 'co').length === asked + 1, 'co is asked again');
    host.calls.at(-1)!.resolve({query: 'co', page: 1, next: false, full: true});
    await waitUntil(async () => (await shown(host)) === 'complete: co#1+', 'the whole page is shown');
  });

  it('aborts the request when the host is disconnected', async () => {
    host.search.setQuery('co');
    const call = await callFor(host, 'co');
    host.remove();
    expect(call.signal.aborted).to.be.true;
  });
});
