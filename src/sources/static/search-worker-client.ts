/**
 * The page's side of the search worker: one module worker per page, started on first use, requests matched to
 * answers by number, an abort forwarded as a cancel. The worker is a same-origin file of the bundle (never a blob),
 * so a strict CSP needs only `worker-src 'self'`.
 */

import type {FromWorker, IndexLocation, SearchRequestMessage, ToWorker, WorkerFailure} from './search-protocol.js';
import type {AnswerSite, SearchAnswerV3} from './search-answer.js';

import {configuredWorkerUrl} from './worker-url.js';

export {useSearchWorkerUrl} from './worker-url.js';

/** The worker could not start or stopped (a CSP without `worker-src 'self'`, a page opened from `file://`). */
export class SearchWorkerError extends Error {
  override name = 'SearchWorkerError';
}

export class WorkerRequestFailed extends Error {
  override name = 'WorkerRequestFailed';
  constructor(readonly failure: WorkerFailure) {
    super(failure.message);
  }
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

let policy: ScriptUrlPolicy | null | undefined;

/**
 * Under Trusted Types a worker's URL must be a TrustedScriptURL: the `docs-widgets` policy makes one, and only for
 * the worker URL this module chose (same origin as the page, ending in `search-worker.js`), so it cannot be used to
 * load anything else. Without Trusted Types the URL is used as it is.
 */
function trustedWorkerUrl(url: URL): URL | unknown {
  const factory = (globalThis as unknown as {trustedTypes?: {createPolicy(name: string, rules: object): ScriptUrlPolicy}}).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy('docs-widgets', {
    createScriptURL: (value: string) => {
      const checked = new URL(value, globalThis.location?.href);
      if (checked.origin !== globalThis.location?.origin || !checked.pathname.endsWith('search-worker.js')) {
        throw new TypeError(`docs-widgets: ${value} is not the search worker`);
      }
      return checked.href;
    },
  });
  return policy.createScriptURL(url.href);
}

type Pending = {resolve: (answer: SearchAnswerV3) => void; reject: (error: unknown) => void};

export class SearchWorkerClient {
  #worker: Worker | undefined;
  #broken: Error | undefined;
  #next = 1;
  readonly #pending = new Map<number, Pending>();

  #start(): Worker {
    if (this.#broken) throw this.#broken;
    if (this.#worker) return this.#worker;
    let worker: Worker;
    try {
      // Written out in full so that bundlers of the npm package see (and emit) the worker file.
      const url = configuredWorkerUrl() ?? new URL('./search-worker.js', import.meta.url);
      worker = new Worker(trustedWorkerUrl(url) as URL, {type: 'module', name: 'docs-widgets search'});
    } catch (error) {
      // A page whose `trusted-types` list lacks `docs-widgets` refuses the policy; a CSP without `worker-src 'self'`
      // refuses the worker.
      this.#broken = new SearchWorkerError(`The search worker could not start (${error instanceof Error ? error.message : String(error)}); ` +
        `allow worker-src 'self' and the "docs-widgets" Trusted Types policy`);
      throw this.#broken;
    }
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.type === 'answer') pending.resolve(message.answer);
      else pending.reject(new WorkerRequestFailed(message.failure));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#broken = new SearchWorkerError(`The search worker stopped (${event.message || 'it could not be loaded'})`);
      for (const pending of this.#pending.values()) pending.reject(this.#broken);
      this.#pending.clear();
      worker.terminate();
      this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }

  #post(message: ToWorker): void {
    this.#start().postMessage(message);
  }

  /** Starts loading an index before the first query. */
  warm(index: IndexLocation): void {
    try {
      this.#post({type: 'warm', index});
    } catch {
      // The first search reports the failure.
    }
  }

  search(index: IndexLocation, site: AnswerSite, query: string, page: number, pageSize: number,
    signal?: AbortSignal): Promise<SearchAnswerV3> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#next++;
    const request: SearchRequestMessage = {type: 'search', id, index, site, query, page, pageSize};
    return new Promise<SearchAnswerV3>((resolve, reject) => {
      const onAbort = () => {
        if (!this.#pending.delete(id)) return;
        this.#worker?.postMessage({type: 'cancel', id} satisfies ToWorker);
        reject(signal?.reason);
      };
      this.#pending.set(id, {
        resolve: (answer) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      signal?.addEventListener('abort', onAbort, {once: true});
      try {
        this.#post(request);
      } catch (error) {
        this.#pending.delete(id);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      }
    });
  }
}
