/**
 * Snippets of results found through Sphinx's own index (issue 26, "static site, intermittent"): the result pages are
 * read after the worker answers, in the worker (worker-snippets.ts, issue 29) or, when the worker cannot, on the main
 * thread. Two interleavings left rows without snippets (showing their slugs), forced here on both readers:
 * - a query the reader typed past is aborted while the page it shares with the query replacing it is being read;
 * - a page (or the snippet code's first load) slower than the snippet budget: the fuller answer must still follow.
 * That the worker's reader, not the main thread, reads them on a real site: test/node/static-site.test.ts.
 */
import {expect, waitUntil} from '@open-wc/testing';
import {answerUpdate} from '../../src/sources/static/answer-updates.js';
import {PageCache} from '../../src/sources/static/page-section.js';
import type {SearchAnswerV3} from '../../src/sources/static/search-answer.js';
import type {SearchWorkerClient} from '../../src/sources/static/search-worker-client.js';
import {SNIPPET_BUDGET_MS, StaticSearch} from '../../src/sources/static/static-search.js';
import {fillSphinxSnippets} from '../../src/sources/static/sphinx-snippets.js';
import {PageModels} from '../../src/sources/static/worker-snippets.js';
import {SearchWorkerError} from '../../src/sources/static/worker-start.js';

const ORIGIN = 'https://docs.example';
const HTML = '<!doctype html><html><head><title>Configuration</title></head><body><div role="main">' +
  '<section id="configuration"><h1>Configuration</h1><p>The config file sets every option of the tool.</p></section>' +
  '</div></body></html>';

/** The worker's answer for any query: one page, found through its words only (Sphinx's index has no text). */
const answerFor = (origin: string, query: string): SearchAnswerV3 => ({
  count: 1, next: null, previous: null, query, projects: [{slug: 'site', versions: [{slug: ''}]}],
  results: [{type: 'page', project: {slug: 'site', alias: null}, version: {slug: ''}, title: 'config', domain: origin,
    path: '/site/config.html', highlights: {title: []}, blocks: []}],
});

/** A worker that searches but cannot read pages (as when its reader's file did not load): the main thread reads them. */
const worker = {
  warm() {},
  search: async (_index: unknown, site: {origin: string}, query: string) => answerFor(site.origin, query),
  snippets: () => Promise.reject(new SearchWorkerError('The search worker stopped', false)),
} as unknown as SearchWorkerClient;

interface Held {
  request: Request;
  answer(): void;
}

/** A `fetch` that holds each request until the test answers it (or the request is aborted). */
function heldFetch() {
  const held: Held[] = [];
  const fetch = (request: Request) => new Promise<Response>((resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), {once: true});
    held.push({request, answer: () => resolve(new Response(HTML, {headers: {'Content-Type': 'text/html'}}))});
  });
  return {held, fetch};
}

function setup() {
  const {held, fetch} = heldFetch();
  const pages = new PageCache(fetch);
  const asked: string[] = [];
  const get = pages.get.bind(pages);
  pages.get = (url, signal) => {
    asked.push(url);
    return get(url, signal);
  };
  const search = new StaticSearch({
    site: {doctype: 'sphinx', origin: ORIGIN, root: `${ORIGIN}/site/`, versionsFile: undefined, versionMatch: undefined},
    indexes: [{kind: 'sphinx', url: `${ORIGIN}/site/searchindex.js`, dirhtml: false}],
    pages: async () => pages,
    worker,
  });
  return {held, asked, search};
}

type Shown = {results: Array<{blocks: Array<{content?: string}>}>};
const snippet = (answer: Shown | SearchAnswerV3) => (answer as Shown).results[0]?.blocks[0]?.content ?? '';

describe('static search: snippets from Sphinx result pages, read on the main thread when the worker cannot', () => {
  it('a query typed past does not cancel the page the query replacing it is waiting for', async () => {
    const {held, asked, search} = setup();
    const first = new AbortController();
    search.search({query: 'config', project: 'site'}, {signal: first.signal}).catch(() => {});
    // The first read loads the snippet code and the sanitizer: allow for a slow machine.
    await waitUntil(() => held.length === 1, 'the page is being read for the first query', {timeout: 15_000});
    const second = search.search({query: 'config file', project: 'site'}, {signal: new AbortController().signal});
    await waitUntil(() => asked.length === 2, 'the second query waits for the same page', {timeout: 15_000});
    // The reader typed on: the first query is dropped while the page is still on its way.
    first.abort();
    expect(held.length, 'one read of the page').to.equal(1);
    held[0]!.answer();
    const answer = await second;
    expect(snippet(answer)).to.contain('The config file sets every option');
  });

  it('a page slower than the snippet budget: the rows show at once, and the fuller answer follows', async () => {
    const {held, search} = setup();
    const started = performance.now();
    const answer = await search.search({query: 'config', project: 'site'}, {signal: new AbortController().signal});
    expect(performance.now() - started).to.be.at.least(SNIPPET_BUDGET_MS - 5);
    expect(snippet(answer), 'not read yet').to.equal('');
    const update = answerUpdate(answer);
    expect(update, 'a fuller answer is coming').to.not.equal(undefined);
    held[0]!.answer();
    expect(snippet(await update!)).to.contain('The config file sets every option');
  });
});

describe('static search: snippets from Sphinx result pages, read in the worker (its page reader, in this page)', () => {
  const fill = (models: PageModels, query: string, signal: AbortSignal) => {
    const answer = answerFor(ORIGIN, query);
    return fillSphinxSnippets(answer, query, (url, readSignal) => models.get(url, readSignal), signal).then(() => answer);
  };

  it('a query typed past does not cancel the page the query replacing it is waiting for; a page read once is kept', async () => {
    const {held, fetch} = heldFetch();
    const models = new PageModels(fetch);
    const first = new AbortController();
    const typedPast = fill(models, 'config', first.signal);
    typedPast.catch(() => {});
    await waitUntil(() => held.length === 1, 'the page is being read for the first query');
    const second = fill(models, 'config file', new AbortController().signal);
    first.abort();
    expect(held.length, 'one read of the page').to.equal(1);
    expect(held[0]!.request.signal.aborted, 'the read the second query waits for goes on').to.equal(false);
    held[0]!.answer();
    expect(snippet(await second)).to.contain('The config file sets every option');
    expect(snippet(await fill(models, 'option', new AbortController().signal))).to.contain('every option');
    expect(held.length, 'the next query reads no page again').to.equal(1);
  });

  it('a page that cannot be read keeps its result, without a snippet, and is read again next time', async () => {
    let reads = 0;
    const models = new PageModels(async () => {
      reads += 1;
      return new Response('gone', {status: reads === 1 ? 404 : 200});
    });
    const answer = await fill(models, 'config', new AbortController().signal);
    expect(answer.results.length).to.equal(1);
    expect(snippet(answer)).to.equal('');
    await fill(models, 'config', new AbortController().signal);
    expect(reads, 'a failed read is not kept').to.equal(2);
  });
});
