/**
 * Node only: a worker thread of `extract-workers.ts`. Answers each `{id, pages, doctype}` with the pages' models, in
 * order; parsing is all it does, so two of them keep both cores busy while the main thread indexes.
 */

import {parentPort} from 'node:worker_threads';
import type {DatasetPage} from '../dataset.js';
import type {Doctype} from '../model.js';
import {readPageFile} from './ingest-node.js';
import {parseLiteHtml} from './lite-html.js';
import {pageModelOf} from './page-source.js';

export interface ExtractRequest {
  id: number;
  /** With `file` when the page's HTML was left on disk. */
  pages: Array<DatasetPage & {file?: string}>;
  doctype: Doctype;
}

parentPort?.on('message', ({id, pages, doctype}: ExtractRequest) => {
  try {
    parentPort?.postMessage({id, models: pages.map((page) =>
      pageModelOf(page.file && !page.html ? {...page, html: readPageFile(page.file)} : page, doctype, parseLiteHtml))});
  } catch (error) {
    parentPort?.postMessage({id, error: error instanceof Error ? error.stack ?? error.message : String(error)});
  }
});
