/**
 * Sphinx snippets read on the main thread: only when the search worker cannot read them (it stopped after answering,
 * or its page reader's file did not load, as when a site copies `search-worker.js` alone). The pages come from the
 * source's page cache, parsed inert through the sanitizer, and each page's model is built in a task of its own, after
 * an idle moment: both are long on a long page (issue 29), and the worker's path is the one that keeps typing fast.
 */

import {extractPage, type PageModel} from '../../reference-api/content/page-model.js';
import {idle, type PageCache} from './page-section.js';
import type {SearchAnswerV3} from './search-answer.js';
import {fillSphinxSnippets} from './sphinx-snippets.js';

let warned = false;

/** Fills `answer`'s snippets here; `workerFailure`, why the worker could not, is said once in the console. */
export function fillSnippetsHere(answer: SearchAnswerV3, query: string, pages: PageCache, workerFailure: unknown,
  signal?: AbortSignal): Promise<void> {
  if (!warned) {
    warned = true;
    console.warn(`docs-widgets: the search worker could not read the results' pages for their snippets ` +
      `(${workerFailure instanceof Error ? workerFailure.message : String(workerFailure)}): reading them on the page instead`);
  }
  return fillSphinxSnippets(answer, query, async (url, readSignal): Promise<PageModel> => {
    const doc = await pages.get(url, readSignal);
    await idle(readSignal);
    return extractPage(doc, 'sphinx');
  }, signal);
}
