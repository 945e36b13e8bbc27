/**
 * The static source's search, loaded on its first search (static-source.ts keeps only a shell): in a worker, from
 * `_docs-widgets/` (our built index) when the site has one, else from the site's own index (Sphinx `searchindex.js`,
 * MkDocs `search/search_index.json`). Results found through Sphinx's own index get their snippets from the pages
 * themselves, read in the same worker (worker-snippets.ts) so that a page's parse never holds the reader's next key
 * (issue 29); on the main thread (static-main-thread-snippets.ts, loaded only then) when the worker cannot read them.
 */

import {HttpError, NetworkError, SchemaError, type DocsApiRequestInfo} from '../../api/errors.js';
import {searchReads} from '../../api/widget-schemas/search.js';
import type {WidgetSearchAnswer} from '../../api/widget-schemas/shapes.js';
import type {SourceCallOptions, SourceSearchParams} from '../source.js';
import type {StaticSite} from './detect.js';
import type {PageCache} from './page-section.js';
import type {SearchAnswerV3} from './search-answer.js';
import type {IndexLocation} from './search-protocol.js';
import {SearchWorkerClient, SearchWorkerError, WorkerRequestFailed} from './search-worker-client.js';
import {checked, toClientError} from './static-errors.js';
import {answerUpdate, followedBy} from './answer-updates.js';

let pageWorker: SearchWorkerClient | undefined;

/**
 * How long results found through Sphinx's own index wait for their snippets (the pages they come from, fetched and
 * read) before they show: past it they show with what is ready, and the fuller answer follows when the pages have been
 * read (answer-updates.ts, `DocsSource.searchUpdate`), so a slow page or a slow first load of the snippet code never leaves a row without its
 * snippet.
 */
export const SNIPPET_BUDGET_MS = 400;

function searchError(error: unknown, request: DocsApiRequestInfo): unknown {
  if (error instanceof WorkerRequestFailed) {
    const {failure} = error;
    if (failure.kind === 'abort') return new DOMException(failure.message, 'AbortError');
    const at = {url: failure.url, operation: request.operation};
    if (failure.kind === 'http') return new HttpError(at, failure.status ?? 0, failure.message, null);
    if (failure.kind === 'index') return new SchemaError(at, [{path: [], message: failure.message, code: 'custom'}], failure.message);
    return new NetworkError(at, new Error(failure.message));
  }
  if (error instanceof SearchWorkerError) return new NetworkError(request, error);
  return toClientError(error, request);
}

export interface StaticSearchOptions {
  site: StaticSite;
  /** The indexes to try, best first: the built one, then the site's own. */
  indexes: IndexLocation[];
  /** The source's parsed pages, shared with its previews (Sphinx snippets read them). */
  pages: () => Promise<PageCache>;
  worker?: SearchWorkerClient | undefined;
}

export class StaticSearch {
  readonly #site: StaticSite;
  readonly #pages: () => Promise<PageCache>;
  readonly #worker: SearchWorkerClient;
  /** The index that answered last; the built one is tried first and left once it is missing. */
  #indexes: IndexLocation[];
  /** Why the worker could not read snippets (its reader's file did not load, say), once it failed: the page reads them. */
  #workerSnippetsFailed: {cause: unknown} | undefined;

  constructor({site, indexes, pages, worker}: StaticSearchOptions) {
    this.#site = site;
    this.#indexes = indexes;
    this.#pages = pages;
    this.#worker = worker ?? (pageWorker ??= new SearchWorkerClient());
  }

  /** Starts loading the search index (on the reader's first sign of searching); the worker loads Sphinx's snippet reader. */
  warm(): void {
    const index = this.#indexes[0];
    if (index) this.#worker.warm(index);
  }

  async search(params: SourceSearchParams, options?: SourceCallOptions): Promise<WidgetSearchAnswer> {
    const request = {url: this.#indexes[0]?.url ?? this.#site.root, operation: 'search'};
    const root = new URL(this.#site.root);
    const answerSite = {origin: this.#site.origin, rootPath: root.pathname, project: params.project, version: params.version ?? ''};
    const page = params.page ?? 1;
    const pageSize = params.pageSize ?? 10;
    for (;;) {
      const index = this.#indexes[0];
      if (!index) throw new HttpError(request, 404, 'This site has no search index', null);
      try {
        const answer = await this.#worker.search(index, answerSite, params.query, page, pageSize, options?.signal);
        const at = {url: index.url, operation: 'search'};
        if (index.kind !== 'sphinx') {
          // The built index may answer with the results on screen first: the whole page follows.
          const shown = checked(searchReads.searchV3, answer, at);
          const fuller = answerUpdate(answer);
          return fuller ? followedBy(shown, fuller.then((whole) => checked(searchReads.searchV3, whole, at))) : shown;
        }
        const snippets = this.#fillSnippets(answer, params.query, options?.signal);
        const filled = await Promise.race([snippets.then(() => true, () => true),
          new Promise<boolean>((resolve) => setTimeout(resolve, SNIPPET_BUDGET_MS, false))]);
        options?.signal?.throwIfAborted();
        // The widgets' read schema (what they show, checked as for a server's answer) copies what it checks: snippets
        // still coming arrive as the fuller answer that follows this one.
        const shown = checked(searchReads.searchV3, answer, at);
        return filled ? shown : followedBy(shown, snippets.then(() => checked(searchReads.searchV3, answer, at)));
      } catch (error) {
        // The pages say the built index is here, and it is not (a 404): the site's own index answers from now on, and
        // the console says so once, as the maintainer's build step has gone missing.
        if (index.kind === 'built' && error instanceof WorkerRequestFailed && error.failure.kind === 'http' &&
          error.failure.status === 404 && this.#indexes.length > 1) {
          this.#indexes = this.#indexes.slice(1);
          console.warn(`docs-widgets: the pages name a built search index (<meta name="docs-widgets-index">), but ` +
            `${error.failure.url} answered 404: searching the site's own index instead; run \`docs-widgets index\` ` +
            'after each build, or remove the meta tag');
          continue;
        }
        throw searchError(error, {url: index.url, operation: 'search'});
      }
    }
  }

  /**
   * Fills `answer`'s snippets in place: read in the worker; on the main thread when the worker could not (from then on
   * for this page), so that a worker that stopped, or whose reader's file is missing, costs speed but not snippets.
   */
  async #fillSnippets(answer: SearchAnswerV3, query: string, signal: AbortSignal | undefined): Promise<void> {
    if (!this.#workerSnippetsFailed) {
      try {
        const filled = await this.#worker.snippets(answer, query, signal);
        answer.results.forEach((result, index) => {
          const blocks = filled.results[index]?.blocks;
          if (blocks) result.blocks = blocks;
        });
        return;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        this.#workerSnippetsFailed = {cause: error};
      }
    }
    const [{fillSnippetsHere}, pages] = await Promise.all([import('./static-main-thread-snippets.js'), this.#pages()]);
    await fillSnippetsHere(answer, query, pages, this.#workerSnippetsFailed.cause, signal);
  }
}
