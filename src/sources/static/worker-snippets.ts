/**
 * Sphinx snippets read in the search worker (issue 29): each result's page is fetched here, parsed with the light tree
 * of lite-html.ts (htmlparser2's tokenizer) and cut with the page model, so neither the parse nor the model is a task
 * on the main thread, where a parse already started held the reader's next key (70-426 ms a page at 4x throttling).
 * The search worker loads this module with a dynamic import, only for a site searched through Sphinx's own index: a
 * site with a built index never downloads the HTML parser.
 *
 * Only text crosses back to the page: each block's plain text and its highlights, which the highlighter makes from that
 * text (escaped, the matches in `<span>`, as the reference API's answers have them) and the widget reads through the
 * client's schema like any API answer. No HTML of the page leaves the worker and nothing here enters a document, so no
 * sanitizer is needed: the sanitizer module stays the one place untrusted HTML enters the page.
 */

import {parseLiteHtml} from '../../reference-api/content/lite-html.js';
import {decodePageText} from './page-text-entities.js';
import {extractPage, type PageModel} from '../../reference-api/content/page-model.js';
import type {SearchAnswerV3} from './search-answer.js';
import {SharedReads} from './shared-reads.js';
import {type FetchLike, readSiteText} from './site-files.js';
import {fillSphinxSnippets} from './sphinx-snippets.js';

/**
 * Page models kept: a page read once is not read again for the next query. A model is the page's text only (a tenth
 * of its HTML, or less), so more are kept than the main thread's parsed documents (page-section.ts): two pages of results.
 */
const MAX_KEPT_PAGES = 20;

/** Longest page read, as for the main thread's parse (sanitize-page.ts `PAGE_MAX_CHARS`). */
const PAGE_MAX_CHARS = 4_000_000;

/** A new task: a message already waiting (the reader's next query, or a cancel) is handled first. */
function nextTask(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve)).then(() => signal.throwIfAborted());
}

/**
 * The models of a site's pages, by URL. A read is shared by every query that asks for the page and aborted only when
 * all of them have given up (shared-reads.ts): a query the reader typed past must not cancel the page that the query
 * replacing it waits for too. A read that failed is not kept; the next query tries again.
 */
export class PageModels {
  readonly #reads = new SharedReads<string, PageModel>(MAX_KEPT_PAGES);
  readonly #fetch: FetchLike | undefined;

  constructor(fetch?: FetchLike) {
    this.#fetch = fetch;
  }

  /** The model of the page at `url` (without its fragment), as the Sphinx page model cuts it. */
  get(url: string, signal?: AbortSignal): Promise<PageModel> {
    const key = url.replace(/#.*$/, '');
    return this.#reads.get(key, async (shared) => {
      const html = await readSiteText(key, {signal: shared, fetch: this.#fetch});
      // The parse is one long task of this worker too: the next query's search goes first, and a read every query
      // gave up meanwhile is never parsed.
      await nextTask(shared);
      return extractPage(parseLiteHtml(html.slice(0, PAGE_MAX_CHARS), {decode: decodePageText}), 'sphinx');
    }, signal);
  }
}

const models = new PageModels();

/**
 * `answer` with the snippets of its results (filled in place), read in this worker. Only pages of the worker's own
 * origin, which is the page's (also when a `blob:` bootstrap started it): the site the results are from.
 */
export async function fillInWorker(answer: SearchAnswerV3, query: string, signal: AbortSignal): Promise<SearchAnswerV3> {
  await fillSphinxSnippets(answer, query, (url, readSignal) => new URL(url).origin === location.origin
    ? models.get(url, readSignal)
    : Promise.reject(new Error(`${url} is on another site`)), signal);
  return answer;
}
