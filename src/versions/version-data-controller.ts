import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {HttpError, isAbortError} from '../api/errors.js';
import {RetryCountdownController} from '../controllers/retry-countdown.js';
import {DocsErrorEvent} from '../internal/docs-error-event.js';
import {MissingProjectError} from '../internal/missing-project-error.js';
import {sameKey} from '../internal/same-key.js';
import type {DocsSource} from '../sources/source.js';
import type {VersionData} from './version-data.js';

export type VersionDataStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface VersionDataSource {
  /** Where the data comes from (the element's resolved source). */
  source: () => DocsSource;
  project: () => string | undefined;
  /** The version being read, when the element or the page names it. */
  version?: () => string | undefined;
  pageUrl: () => string;
  /** Identity of anything else that changes the answer (e.g. the `fetch` property). */
  extraKey?: () => unknown;
}

/**
 * Loads the project's version data from the host's source and keeps an explicit status (`loading`, `ready`,
 * `error`), in the manner of `@lit/task`: a change of source, project or `fetch` starts a new load and aborts the old
 * one, a stale answer is dropped, a failure dispatches `docs-error` from the host. An abort is never an error. When
 * the source learns new data on its own (the hosting service publishing a new payload after single-page
 * navigation), the data is loaded again.
 */
export class VersionDataController implements ReactiveController {
  status: VersionDataStatus = 'idle';
  data: VersionData | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #source: VersionDataSource;
  #key: unknown[] | undefined;
  #run: AbortController | undefined;
  #settled: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | undefined;
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
    // A load restarted meanwhile (source, project or fetch changed) makes the awaited one stale: follow the newest.
    const current = this.#settled;
    return current.then(() => (this.#settled === current ? undefined : this.settled));
  }

  hostConnected(): void {
    // Reconnected after a disconnect cut a load short: the next update starts it again. A host moved in the DOM
    // after its load keeps its data and asks nothing.
    if (!this.#key) this.#host.requestUpdate();
    else this.#subscribe(this.#key[0] as DocsSource);
  }

  hostUpdate(): void {
    const source = this.#source.source();
    const key = [source, this.#source.project(), this.#source.extraKey?.()];
    if (sameKey(this.#key, key)) return;
    this.#key = key;
    this.#subscribe(source);
    this.#load(false);
  }

  #subscribe(source: DocsSource): void {
    this.#unsubscribe?.();
    this.#unsubscribe = source.onVersionsChange?.(() => this.#load(false, true));
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
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

  #load(refresh: boolean, quiet = false): void {
    this.#run?.abort();
    const run = new AbortController();
    this.#run = run;
    const project = this.#source.project();
    if (!project) {
      this.#fail(new MissingProjectError());
      this.#settled = Promise.resolve();
      return;
    }
    // New data the source learnt on its own replaces the shown data when it arrives, without a loading state between.
    if (!(quiet && this.status === 'ready')) {
      this.status = 'loading';
      this.#host.requestUpdate();
    }
    const request = {project, version: this.#source.version?.(), pageUrl: this.#source.pageUrl(), refresh, signal: run.signal};
    this.#settled = this.#source.source().versions(request).then(
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
    this.retryCountdown.start(error instanceof HttpError ? (error.retryAfter ?? 0) : 0);
    this.#host.requestUpdate();
    this.#host.dispatchEvent(DocsErrorEvent.from(error, {url: this.#source.source().key, operation: 'versions'}));
  }
}
