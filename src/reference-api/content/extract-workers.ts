/**
 * Node only: `ExtractPages` over worker threads, for `serve` on real documentation (the Python docs: 500 pages, 50 MB
 * of HTML). Pages go out in chunks to whichever worker is free and come back in page order, so the index can take each
 * chunk while the workers parse the next ones. Workers start for one call and end with it: they hold only garbage.
 */

import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import type {DatasetPage} from '../dataset.js';
import type {Doctype} from '../model.js';
import type {ExtractRequest} from './extract-worker.js';
import {isDiskPage} from './ingest-node.js';
import type {PageModel} from './page-model.js';
import type {ExtractPages} from './search-index.js';

/** Pages per message: small enough to spread the work evenly, large enough that messages cost nothing. */
const CHUNK_PAGES = 12;

type Answer = {id: number; models: PageModel[]; error?: undefined} | {id: number; error: string};

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Awaited in order later; a failure meanwhile must not count as unhandled.
  promise.catch(() => {});
  return {promise, resolve, reject};
}

/**
 * The worker's module next to this one. Compiled, it is `extract-worker.js`; from source (`node --import tsx`), a
 * worker thread does not inherit tsx's loader hooks, so a bootstrap registers them before importing the `.ts` module.
 */
function startWorker(): Worker {
  if (!new URL(import.meta.url).pathname.endsWith('.ts')) {
    return new Worker(new URL('./extract-worker.js', import.meta.url), {resourceLimits: LIMITS});
  }
  const source = JSON.stringify(new URL('./extract-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({register}) => { register(); return import(${source}); });`,
    {eval: true, resourceLimits: LIMITS});
}

/**
 * A worker holds a dozen pages' trees at a time; left to its defaults V8 lets garbage grow its heap to hundreds of
 * megabytes before collecting, which counted twice in the server's peak memory.
 */
const LIMITS = {maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16};

function ask(worker: Worker, request: ExtractRequest): Promise<PageModel[]> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: Answer) => {
      if (answer.id !== request.id) return;
      cleanup();
      if (answer.error !== undefined) reject(new Error(`page extraction failed: ${answer.error}`));
      else resolve(answer.models);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(request);
  });
}

/** Uses `threads` workers (default: one per core, at most 4). */
export function workerExtractor(threads = Math.min(4, availableParallelism())): ExtractPages {
  return async function* extractPages(pages: DatasetPage[], doctype: Doctype) {
    const chunks: DatasetPage[][] = [];
    for (let start = 0; start < pages.length; start += CHUNK_PAGES) {
      // Only what a page model needs crosses the thread boundary; a page left on disk is read there.
      chunks.push(pages.slice(start, start + CHUNK_PAGES).map((page) => {
        const {path, html, title} = page;
        return isDiskPage(page) && !html ? {path, html, title, file: page.file} : {path, html, title};
      }));
    }
    const results = chunks.map(() => deferred<PageModel[]>());
    const workers = Array.from({length: Math.max(1, Math.min(threads, chunks.length))}, startWorker);
    let next = 0;
    const failAll = (error: unknown) => results.forEach((result) => result.reject(error));
    // Two requests queued per worker: while this thread indexes a chunk a worker sent, the worker already has its next
    // one, instead of waiting for this thread to get round to asking.
    const runners = workers.flatMap((worker) => [worker, worker]).map(async (worker) => {
      while (next < chunks.length) {
        const id = next++;
        results[id]!.resolve(await ask(worker, {id, pages: chunks[id]!, doctype}));
      }
    });
    Promise.all(runners).catch(failAll);
    try {
      for (const result of results) yield await result.promise;
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  };
}
