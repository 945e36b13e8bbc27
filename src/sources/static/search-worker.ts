/**
 * The static source's search worker (a module worker, a file of the bundle: `worker-src 'self'` allows it and no
 * blob URL is needed). It loads the site's index, keeps it for the session and answers queries off the main thread.
 * Every index is read as data (JSON or text) and checked; nothing fetched is executed. For a site searched through
 * Sphinx's own index, it also reads the results' pages for their snippets (worker-snippets.ts, loaded only then).
 */

import {BuiltIndexEngine, type EarlyAnswer, type HeavyQueries} from './built-index-engine.js';
import {BuiltIndexError} from './built-index-format.js';
import {NativeIndexError, mkdocsVersionIndex, searchVersionIndex} from './mkdocs-index.js';
import type {FromWorker, IndexLocation, SearchRequestMessage, SnippetsRequestMessage, ToWorker, WorkerFailure} from './search-protocol.js';
import type {SearchAnswerV3} from './search-answer.js';
import {SiteFileError, readSiteText} from './site-files.js';
import {readSphinxIndex, searchSphinx} from './sphinx-index.js';

/** Answers a request; the built index may first give the results on screen to `early` (built-index-engine.ts). */
type Engine = (request: SearchRequestMessage, signal: AbortSignal, early: EarlyAnswer) => Promise<SearchAnswerV3>;

/**
 * A one- or two-letter prefix on the way to a word (`a`, `json d`: over a thousand terms) waits for the next key
 * before it fetches its shards: 150 ms at least, one and a half of the reader's key intervals when they type slower
 * (query-timing.ts). The finished queries of the relevance suite stay below the limit (at most 60 terms, "read a
 * file"), so they never wait.
 */
const HEAVY_QUERIES: HeavyQueries = {terms: 150, waitMs: 150};
/**
 * A query fetches the text of its results (the snippets) no earlier than this after its key: the next key's query,
 * typed within it, replaces it first. Without it, a word typed letter by letter at 90 ms a key fetched the text of
 * each prefix's own results as well (measured in Node with 50 ms a file on the Python docs: 256 requests for eight
 * words typed, 132 pasted; 210 with the wait, the rest being the term chunks of each prefix's expansions). Checked
 * again once the results on screen came first (`bench/static-typed-words.ts`, eight words, 50 ms a file, six at a time,
 * two runs at load average 10-15): typed, 199-217 files with the wait against 244-260 without (137 pasted either way),
 * and the last key to the results on screen p50 207-267 / p95 222-435 ms with it against 151-180 / 420-596 without:
 * the prefixes' text, read without the wait, holds the six connections the word's own reads then queue behind. So it
 * stays. Its cost is on a near host, where the postings come back well within it (a quick browser run at 0 ms gave
 * p50 433 ms with it against 143 without, under load). Since then, the term chunks only typo expansions need wait as
 * long (typed: 148-165 files, pasted 137), and a word nearly written waits for nothing (built-index-engine.ts
 * `SETTLED_COMPLETIONS`: its results are the word's). Nor does a reader typing slower than 150 ms a key: the wait
 * catches none of their keys (query-timing.ts).
 */
const TEXT_AFTER_MS = 100;

const engines = new Map<string, Promise<Engine>>();
const running = new Map<number, {controller: AbortController; request: SearchRequestMessage}>();
/** Snippet requests under way: a cancel stops only its own (its page reads are shared, shared-reads.ts). */
const filling = new Map<number, AbortController>();
let snippetCode: Promise<typeof import('./worker-snippets.js')> | undefined;

/** The snippets' reader (the HTML parser and the page model), loaded once, for Sphinx's index only. */
function loadSnippetCode(): Promise<typeof import('./worker-snippets.js')> {
  const loading = snippetCode ??= import('./worker-snippets.js');
  loading.catch(() => {
    if (snippetCode === loading) snippetCode = undefined;
  });
  return loading;
}

async function createEngine(index: IndexLocation): Promise<Engine> {
  if (index.kind === 'built') {
    const folder = index.url.endsWith('/') ? index.url : `${index.url}/`;
    const engine = new BuiltIndexEngine((name, signal) => readSiteText(new URL(name, folder).href, {signal}),
      {heavyQueries: HEAVY_QUERIES, textAfterMs: TEXT_AFTER_MS});
    await engine.load();
    return (request, signal, early) => engine.search(request.site, request.query, request.page, request.pageSize, signal, early);
  }
  const text = await readSiteText(index.url);
  if (index.kind === 'sphinx') {
    const sphinx = readSphinxIndex(text, {dirhtml: index.dirhtml});
    return async (request) => searchSphinx(sphinx, request.site, request.query, request.page, request.pageSize);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new NativeIndexError(`${index.url} is not JSON`);
  }
  const mkdocs = mkdocsVersionIndex(data);
  return async (request) => searchVersionIndex(mkdocs, request.site, request.query, request.page, request.pageSize);
}

function engineFor(index: IndexLocation): Promise<Engine> {
  const key = `${index.kind} ${index.url}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = createEngine(index);
    // A failure (the file missing today) is not kept: the next query tries again.
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

function describe(error: unknown, url: string): WorkerFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DOMException && error.name === 'AbortError') return {kind: 'abort', message, url};
  if (error instanceof SiteFileError) {
    return error.status ? {kind: 'http', status: error.status, message, url: error.url} : {kind: 'network', message, url: error.url};
  }
  if (error instanceof BuiltIndexError || error instanceof NativeIndexError || error instanceof SyntaxError) {
    return {kind: 'index', message, url};
  }
  return {kind: 'network', message, url};
}

async function search(request: SearchRequestMessage): Promise<void> {
  // Its results will want their snippets: the reader's code loads while the index does.
  if (request.index.kind === 'sphinx') loadSnippetCode().catch(() => {});
  // A reader typing on makes every first page still being searched stale: stop them now rather than when the page's
  // cancel arrives, so the newest query does not wait behind them.
  if (request.page === 1) {
    for (const other of running.values()) {
      if (other.request.page === 1 && other.request.query !== request.query && other.request.index.url === request.index.url) {
        other.controller.abort(new DOMException('Replaced by a newer query', 'AbortError'));
      }
    }
  }
  const controller = new AbortController();
  running.set(request.id, {controller, request});
  let reply: FromWorker;
  try {
    const engine = await engineFor(request.index);
    const early: EarlyAnswer = (answer) => postMessage({type: 'answer', id: request.id, answer, more: true} satisfies FromWorker);
    reply = {type: 'answer', id: request.id, answer: await engine(request, controller.signal, early)};
  } catch (error) {
    reply = {type: 'failure', id: request.id, failure: describe(controller.signal.aborted ? controller.signal.reason : error, request.index.url)};
  } finally {
    running.delete(request.id);
  }
  postMessage(reply);
}

async function snippets(request: SnippetsRequestMessage): Promise<void> {
  const controller = new AbortController();
  filling.set(request.id, controller);
  let reply: FromWorker;
  try {
    const {fillInWorker} = await loadSnippetCode();
    reply = {type: 'answer', id: request.id, answer: await fillInWorker(request.answer, request.query, controller.signal)};
  } catch (error) {
    reply = {type: 'failure', id: request.id, failure: describe(controller.signal.aborted ? controller.signal.reason : error, location.href)};
  } finally {
    filling.delete(request.id);
  }
  postMessage(reply);
}

addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'search') void search(message);
  else if (message.type === 'snippets') void snippets(message);
  else if (message.type === 'cancel') {
    const cancelled = new DOMException('Cancelled', 'AbortError');
    running.get(message.id)?.controller.abort(cancelled);
    filling.get(message.id)?.abort(cancelled);
  } else if (message.type === 'warm') {
    engineFor(message.index).catch(() => {});
    if (message.index.kind === 'sphinx') loadSnippetCode().catch(() => {});
  }
});
