/**
 * The page's side of the search worker: one module worker per page, started on first use (worker-start.ts says how,
 * from this origin or another), requests matched to answers by number, an abort forwarded as a cancel.
 */

import type {FromWorker, IndexLocation, SearchRequestMessage, ToWorker, WorkerFailure} from './search-protocol.js';
import type {AnswerSite, SearchAnswerV3} from './search-answer.js';

import {followedBy} from './answer-updates.js';
import {configuredWorkerUrl} from './worker-url.js';
import {SearchWorkerError, startSearchWorker} from './worker-start.js';

export {useSearchWorkerUrl} from './worker-url.js';
export {SearchWorkerError};

export class WorkerRequestFailed extends Error {
  override name = 'WorkerRequestFailed';
  constructor(readonly failure: WorkerFailure) {
    super(failure.message);
  }
}

/** A request under way: `answer` takes each answer of it (`more`: the whole page follows), `reject` its failure. */
type Pending = {answer: (answer: SearchAnswerV3, more: boolean) => void; reject: (error: unknown) => void};

export class SearchWorkerClient {
  #worker: Worker | undefined;
  /** Why the worker cannot run: while its cause is being found, a promise of it. */
  #broken: SearchWorkerError | Promise<SearchWorkerError> | undefined;
  #next = 1;
  readonly #pending = new Map<number, Pending>();

  /** The running worker, or why there is none. */
  #start(): Worker | SearchWorkerError | Promise<SearchWorkerError> {
    if (this.#broken) return this.#broken;
    if (this.#worker) return this.#worker;
    // Written out in full so that bundlers of the npm package see (and emit) the worker file.
    const url = configuredWorkerUrl() ?? new URL('./search-worker.js', import.meta.url);
    const worker = startSearchWorker(url, (failure) => {
      // Held until its cause is known; then kept if lasting, else the next search starts a new worker.
      this.#worker = undefined;
      this.#broken = failure;
      const pending = [...this.#pending.values()];
      this.#pending.clear();
      void failure.then((error) => {
        for (const request of pending) request.reject(error);
        this.#broken = error.lasting ? error : undefined;
      });
    });
    if (!worker) return this.#broken!;
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      if (message.type === 'answer') pending.answer(message.answer, message.more === true);
      else pending.reject(new WorkerRequestFailed(message.failure));
    });
    this.#worker = worker;
    return worker;
  }

  /** Posts to the worker, started if need be; returns why it could not, when it could not. */
  #post(message: ToWorker): SearchWorkerError | Promise<SearchWorkerError> | undefined {
    const worker = this.#start();
    if (worker instanceof SearchWorkerError || worker instanceof Promise) return worker;
    worker.postMessage(message);
    return undefined;
  }

  /** Starts loading an index before the first query; a failure is left for the first search to report. */
  warm(index: IndexLocation): void {
    this.#post({type: 'warm', index});
  }

  /**
   * Page `page` of `query`'s results. When the worker answers with the results on screen first, the promise gives
   * that answer, followed (answer-updates.ts `followedBy`) by the whole page, or by the failure or cancel that stopped it.
   */
  search(index: IndexLocation, site: AnswerSite, query: string, page: number, pageSize: number,
    signal?: AbortSignal): Promise<SearchAnswerV3> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#next++;
    const request: SearchRequestMessage = {type: 'search', id, index, site, query, page, pageSize};
    return new Promise<SearchAnswerV3>((resolve, reject) => {
      /** The whole page's promise, once the results on screen have been given. */
      let fuller: {resolve: (answer: SearchAnswerV3) => void; reject: (error: unknown) => void} | undefined;
      const end = () => {
        this.#pending.delete(id);
        signal?.removeEventListener('abort', onAbort);
      };
      const fail = (error: unknown) => {
        end();
        if (fuller) fuller.reject(error);
        else reject(error);
      };
      const onAbort = () => {
        if (!this.#pending.has(id)) return;
        this.#worker?.postMessage({type: 'cancel', id} satisfies ToWorker);
        fail(signal?.reason);
      };
      this.#pending.set(id, {
        answer: (answer, more) => {
          if (fuller) {
            end();
            fuller.resolve(answer);
          } else if (more) {
            resolve(followedBy(answer, new Promise<SearchAnswerV3>((resolveFuller, rejectFuller) => {
              fuller = {resolve: resolveFuller, reject: rejectFuller};
            })));
          } else {
            end();
            resolve(answer);
          }
        },
        reject: fail,
      });
      signal?.addEventListener('abort', onAbort, {once: true});
      const failed = this.#post(request);
      if (failed) {
        end();
        void Promise.resolve(failed).then(reject);
      }
    });
  }

  /**
   * `answer` (found through Sphinx's own index) with its results' snippets, read in the worker: the pages' fetch,
   * parse and model run off the main thread (worker-snippets.ts). Rejects with why the worker could not.
   */
  snippets(answer: SearchAnswerV3, query: string, signal?: AbortSignal): Promise<SearchAnswerV3> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#next++;
    return new Promise<SearchAnswerV3>((resolve, reject) => {
      const end = () => {
        this.#pending.delete(id);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (!this.#pending.has(id)) return;
        this.#worker?.postMessage({type: 'cancel', id} satisfies ToWorker);
        end();
        reject(signal?.reason);
      };
      this.#pending.set(id, {
        answer: (filled) => {
          end();
          resolve(filled);
        },
        reject: (error) => {
          end();
          reject(error);
        },
      });
      signal?.addEventListener('abort', onAbort, {once: true});
      const failed = this.#post({type: 'snippets', id, answer, query});
      if (failed) {
        end();
        void Promise.resolve(failed).then(reject);
      }
    });
  }
}
