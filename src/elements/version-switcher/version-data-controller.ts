import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {DocsReadClient} from '../../api/read-client.js';
import {HttpError, isAbortError} from '../../api/errors.js';
import {RetryCountdownController} from '../../controllers/retry-countdown.js';
import {DocsErrorEvent} from '../../internal/docs-error-event.js';
import {MissingProjectError} from '../../internal/missing-project-error.js';
import {sameKey} from '../../internal/same-key.js';
import {loadVersionData, type VersionData} from '../../internal/version-data.js';

export type VersionDataStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface VersionDataSource {
  client: () => DocsReadClient;
  apiBase: () => string;
  apiVersion: () => 2 | 3;
  project: () => string | undefined;
  pageUrl: () => string;
  /** Identity of anything else that changes the answer (e.g. the `fetch` property). */
  extraKey?: () => unknown;
}

/**
 * Loads the project's version data for a host and keeps an explicit status (`loading`, `ready`, `error`), in the
 * manner of `@lit/task`: a change of project, API base, API version or `fetch` starts a new load and aborts the old
 * one, a stale answer is dropped, a failure dispatches `docs-error` from the host. An abort is never an error.
 */
export class VersionDataController implements ReactiveController {
  status: VersionDataStatus = 'idle';
  data: VersionData | undefined;
  error: Error | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #source: VersionDataSource;
  #key: unknown[] | undefined;
  #run: AbortController | undefined;
  #settled: Promise<void> = Promise.resolve();
  /** A throttled answer's `Retry-After`, counted down; `retry()` sends nothing while it runs. */
  readonly retryCountdown: RetryCountdownController;

  constructor(host: ReactiveControllerHost & HTMLElement, source: VersionDataSource) {
    this.#host = host;
    this.#source = source;
    this.retryCountdown = new RetryCountdownController(host);
    host.addController(this);
  }

  /** Resolves when the current load has settled (tests, and code that wants the data). */
  get settled(): Promise<void> {
    return this.#settled;
  }

  hostConnected(): void {
    // Reconnected after a disconnect cut a load short: the next update starts it again. A host moved in the DOM
    // after its load keeps its data and asks nothing.
    if (!this.#key) this.#host.requestUpdate();
  }

  hostUpdate(): void {
    const key = [
      this.#source.apiBase(),
      this.#source.apiVersion(),
      this.#source.project(),
      this.#source.extraKey?.(),
    ];
    if (sameKey(this.#key, key)) return;
    this.#key = key;
    this.#load(false);
  }

  hostDisconnected(): void {
    if (!this.#run) return;
    this.#run.abort();
    this.#run = undefined;
    this.#key = undefined;
  }

  /** Asks the API again, bypassing the session cache; nothing is sent while a `Retry-After` wait runs. */
  retry(): void {
    if (this.retryCountdown.waiting) return;
    this.#load(true);
  }

  #load(refresh: boolean): void {
    this.#run?.abort();
    const run = new AbortController();
    this.#run = run;
    const project = this.#source.project();
    if (!project) {
      this.#fail(new MissingProjectError());
      this.#settled = Promise.resolve();
      return;
    }
    this.status = 'loading';
    this.error = undefined;
    this.#host.requestUpdate();
    this.#settled = loadVersionData({
      client: this.#source.client(),
      apiBase: this.#source.apiBase(),
      apiVersion: this.#source.apiVersion(),
      project,
      pageUrl: this.#source.pageUrl(),
      refresh,
      signal: run.signal,
    }).then(
      (data) => {
        if (run.signal.aborted) return;
        this.#run = undefined;
        this.data = data;
        this.status = 'ready';
        this.retryCountdown.stop();
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        if (run.signal.aborted || isAbortError(error)) return;
        this.#run = undefined;
        this.#fail(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  #fail(error: Error): void {
    this.status = 'error';
    this.error = error;
    this.retryCountdown.start(error instanceof HttpError ? (error.retryAfter ?? 0) : 0);
    this.#host.requestUpdate();
    this.#host.dispatchEvent(DocsErrorEvent.from(error, {url: this.#source.apiBase(), operation: 'versions'}));
  }
}
