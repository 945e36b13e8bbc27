/**
 * Snippets of results found through Sphinx's own index (issue 26, "static site, intermittent"): the result pages are
 * read after the worker answers. Two interleavings left rows without snippets (showing their slugs), forced here:
 * - a query the reader typed past is aborted while the page it shares with the query replacing it is being read;
 * - a page (or the snippet code's first load) slower than the snippet budget: the fuller answer must still follow.
 */
import {expect, waitUntil} from '@open-wc/testing';
import {answerUpdate} from '../../src/sources/static/answer-updates.js';
import {PageCache} from '../../src/sources/static/page-section.js';
import type {SearchWorkerClient} from '../../src/sources/static/search-worker-client.js';
import {SNIPPET_BUDGET_MS, StaticSearch} from '../../src/sources/static/static-search.js';

const ORIGIN = 'https://docs.example';
const HTML = '<!doctype html><html><head><title>Configuration</title></head><body><div role="main">' +
  '<section id="configuration"><h1>Configuration</h1><p>The config file sets every option of the tool.</p></section>' +
  '</div></body></html>';

/** The worker's answer for any query: one page, found through its words only (Sphinx's index has no text). */
const worker = {
  warm() {},
  search: async (_index: unknown, site: {origin: string}, query: string) => ({
    count: 1, next: null, previous: null, query, projects: [{slug: 'site', versions: [{slug: ''}]}],
    results: [{type: 'page', project: {slug: 'site', alias: null}, version: {slug: ''}, title: 'config', domain: site.origin,
      path: '/site/config.html', highlights: {title: []}, blocks: []}],
  }),
} as unknown as SearchWorkerClient;

interface Held {
  request: Request;
  answer(): void;
}

function setup() {
  const held: Held[] = [];
  const fetch = (request: Request) => new Promise<Response>((resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), {once: true});
    held.push({request, answer: () => resolve(new Response(HTML, {headers: {'Content-Type': 'text/html'}}))});
  });
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

const snippet = (answer: {results: Array<{blocks: Array<{content?: string}>}>}) => answer.results[0]?.blocks[0]?.content ?? '';

describe('static search: snippets from Sphinx result pages', () => {
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
