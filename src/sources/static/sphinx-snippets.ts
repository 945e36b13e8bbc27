/**
 * Sphinx's own index has no text, so results found through it get their snippets here, on demand: the pages of the
 * results on screen are read with the reference API's page model, and each block's text highlighted like the
 * reference API's. A page that cannot be read keeps its result, without a snippet.
 *
 * Where the pages are read is the caller's: in the search worker (worker-snippets.ts, the light tree of lite-html.ts),
 * or, when no worker runs, on the main thread (static-main-thread-snippets.ts, through the sanitizer). This module touches
 * neither a DOM nor a parser, so the worker can load it without the sanitizer.
 */

import type {PageModel} from '../../reference-api/content/page-model.js';
import {highlight} from '../../reference-api/content/highlight.js';
import {parseTerms} from '../../reference-api/content/query-syntax.js';
import type {SearchAnswerV3} from './search-answer.js';
import {matchedWords} from './sphinx-words.js';

/** Text kept per block: the highlight is cut from it; the rest is never shown. */
const MAX_BLOCK_TEXT = 2_000;

type Block = Record<string, unknown> & {highlights?: Record<string, unknown>};

/** The page model of the page at `url` (a result's domain and path); rejects when it cannot be read. */
export type ReadPageModel = (url: string, signal?: AbortSignal) => Promise<PageModel>;

export async function fillSphinxSnippets(answer: SearchAnswerV3, query: string, readModel: ReadPageModel,
  signal?: AbortSignal): Promise<void> {
  const words = parseTerms(query, {joined: false}).filter((clause) => clause.occur !== 'must_not')
    .flatMap((clause) => clause.options.flatMap((leaf) => leaf.terms));
  if (words.length === 0) return;
  await Promise.all(answer.results.map(async (result) => {
    let model: PageModel;
    try {
      model = await readModel(`${String(result.domain)}${String(result.path)}`, signal);
    } catch {
      if (signal?.aborted) throw signal.reason;
      return;
    }
    const blocks = result.blocks as Block[];
    for (const block of blocks) {
      const found = block.type === 'domain'
        ? model.domains.find((object) => object.id === block.id)
        : model.sections.find((section) => section.id === block.id);
      if (!found) continue;
      const terms = matchedWords(found.content, words, true);
      block.content = found.content.slice(0, MAX_BLOCK_TEXT);
      if (block.highlights) block.highlights.content = highlight(found.content, terms);
    }
    if (blocks.length > 0) return;
    // Found through its words only: show the first section that has them.
    for (const section of model.sections) {
      const terms = matchedWords(section.content, words, true);
      if (terms.size === 0) continue;
      blocks.push({type: 'section', id: section.id, title: section.title, content: section.content.slice(0, MAX_BLOCK_TEXT),
        highlights: {title: highlight(section.title, matchedWords(section.title, words, true)), content: highlight(section.content, terms)}});
      return;
    }
  }));
}
