/**
 * The `hosted` source's versions part: the addons payload of a hosting-service page, its schema, and the payload as
 * `VersionData`. A chunk of its own, so a page whose only widget is the search never loads it; the source
 * (client-source.ts) loads it when a version widget first asks.
 *
 * The payload comes from wherever it comes first:
 *
 * 1. `window.ReadTheDocsEventData` when the service's client already published it (no request at all);
 * 2. the `readthedocs-addons-data-ready` event when it publishes later, and again after single-page navigation
 *    (each new payload replaces the last, and subscribers are told);
 * 3. our own `GET /_/addons/` when nothing is published within a short wait, or at once when the page carries no
 *    service client to publish it.
 *
 * A published payload is untrusted data like any answer: it is validated with the same narrow schema, and one that
 * does not parse is ignored (our own request then decides, and its failure is the error the widgets show).
 */
import {isAbortError} from '../../api/errors.js';
import type {FetchLike} from '../../api/read-client.js';
import {readPageContext} from '../../internal/page-context.js';
import {SharedFlights} from '../../internal/shared-flights.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {SourceVersionsParams} from '../source.js';
import {DocsDomainClient} from './addons-client.js';
import {addonsPayloadSchema, type AddonsPayload} from './addons-schema.js';
// In this part, not loaded on first call: a payload published later must turn into versions within the same turn,
// as the switcher shows it (test/sources/hosted-source.test.ts).
import {versionDataFromPayload} from './addons-versions.js';
import {ADDONS_EVENT} from './is-hosted-page.js';

/** The service's client script, injected on every page it serves. */
export const SERVICE_CLIENT_SELECTOR = 'script[src*="readthedocs-addons"]';

/** Tunables of the hosted source (tests shorten the wait). */
export const hostedSourceSettings = {
  /** Milliseconds to wait for the service's client to publish the payload before asking for it ourselves. */
  payloadWaitMs: 1500,
};

export interface HostedVersionsOptions {
  /** The docs domain's origin (the page's). */
  origin: string;
  fetch?: FetchLike | undefined;
  document: Document;
  /** What the service's client published before this part was loaded (resolve.ts holds it until then). */
  published?: unknown;
}

interface Published {
  data?: () => unknown;
}

/** The published payload, validated; undefined when there is none or it does not parse. */
function parsePublished(published: unknown): AddonsPayload | undefined {
  // `event.detail` / `window.ReadTheDocsEventData`: an object whose `data()` is the payload (or the payload itself).
  if (published && typeof published === 'object' && typeof (published as Published).data === 'function') {
    try {
      published = (published as Required<Published>).data();
    } catch {
      return undefined;
    }
  }
  const result = addonsPayloadSchema.safeParse(published);
  return result.success ? result.data : undefined;
}

export class HostedVersions {
  readonly #document: Document;
  readonly #client: DocsDomainClient;
  readonly #waitMs: number;
  readonly #listeners = new Set<() => void>();
  readonly #flights = new SharedFlights<AddonsPayload>();
  /**
   * Our own request's failures, by request: the page's other widgets show the same failure instead of asking a failing
   * endpoint again (the warning mounts a task after the switcher, often after the answer came); a retry (`refresh`)
   * asks again, and its answer goes to them all.
   */
  readonly #failed = new Map<string, unknown>();
  /** The latest payload this page has (published or fetched), if any. */
  #latest: AddonsPayload | undefined;
  /** Resolves at the next published payload; replaced after each. */
  #nextPublished!: Promise<void>;
  #resolvePublished!: () => void;

  constructor(options: HostedVersionsOptions) {
    this.#document = options.document;
    this.#client = new DocsDomainClient({apiBase: `${options.origin}/_/`, fetch: options.fetch});
    this.#waitMs = hostedSourceSettings.payloadWaitMs;
    this.#armPublished();
    if (options.published !== undefined) this.#publish(options.published);
    this.#document.addEventListener(ADDONS_EVENT, (event) => this.#publish((event as CustomEvent<unknown>).detail));
  }

  async versions(params: SourceVersionsParams): Promise<VersionData> {
    return versionDataFromPayload(await this.#payload(params), params.pageUrl);
  }

  /** Calls `listener` each time a new payload is published (single-page navigation). */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The payload for `project`: published, awaited for a short while, or asked for. */
  async #payload({project, pageUrl, refresh, signal, ...params}: SourceVersionsParams): Promise<AddonsPayload> {
    if (signal?.aborted) throw signal.reason;
    if (!refresh) {
      const known = this.#matching(project);
      if (known) return known;
      if (this.#document.querySelector(SERVICE_CLIENT_SELECTOR)) {
        await this.#waitForPublished(signal);
        const published = this.#matching(project);
        if (published) return published;
      }
    }
    const version = params.version ?? readPageContext(this.#document).version;
    const key = JSON.stringify([project, version ?? null, version ? null : pageUrl]);
    if (!refresh && this.#failed.has(key)) throw this.#failed.get(key);
    let payload: AddonsPayload;
    try {
      payload = await this.#flights.join(
        key,
        (shared) => this.#client.getAddons({project, version, url: pageUrl}, {signal: shared}),
        signal,
      );
    } catch (error) {
      // A caller that left (or a request nobody waited for any more) says nothing of the endpoint.
      if (!isAbortError(error) && !signal?.aborted) this.#failed.set(key, error);
      throw error;
    }
    const recovered = this.#failed.delete(key);
    if (payload.projects.current.slug === project) this.#latest = payload;
    // The widgets still showing the failure take the answer of the retry (from #latest, so with no request).
    if (recovered && this.#latest === payload) for (const listener of [...this.#listeners]) listener();
    return payload;
  }

  #matching(project: string): AddonsPayload | undefined {
    const latest = this.#latest ?? this.#fromWindow();
    return latest?.projects.current.slug === project ? latest : undefined;
  }

  #fromWindow(): AddonsPayload | undefined {
    const published = (this.#document.defaultView as (Window & {ReadTheDocsEventData?: unknown}) | null)?.ReadTheDocsEventData;
    if (published === undefined) return undefined;
    const payload = parsePublished(published);
    if (payload) this.#latest = payload;
    return payload;
  }

  #publish(detail: unknown): void {
    const payload = parsePublished(detail);
    if (!payload) return;
    this.#latest = payload;
    this.#resolvePublished();
    this.#armPublished();
    // Every element that already shows versions (or an error from our own request) takes the new payload.
    for (const listener of [...this.#listeners]) listener();
  }

  #armPublished(): void {
    this.#nextPublished = new Promise((resolve) => (this.#resolvePublished = resolve));
  }

  /**
   * Until a payload is published, the wait runs out, or the caller aborts (which rejects). Whichever comes first
   * also drops the other two's timer and listener: a caller's signal may outlive many waits.
   */
  #waitForPublished(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (error?: unknown) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error === undefined) resolve();
        else reject(error);
      };
      const onAbort = () => settle(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      const timer = setTimeout(settle, this.#waitMs);
      signal?.addEventListener('abort', onAbort, {once: true});
      void this.#nextPublished.then(() => settle());
    });
  }
}
