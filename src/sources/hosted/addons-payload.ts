/**
 * The addons payload of a hosting-service page, from wherever it comes first:
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
import {SharedFlights} from '../../internal/shared-flights.js';
import {addonsPayloadSchema, type AddonsPayload} from './addons-schema.js';
import type {DocsDomainClient} from './addons-client.js';
import {ADDONS_EVENT} from './is-hosted-page.js';

export {ADDONS_EVENT} from './is-hosted-page.js';

/** The service's client script, injected on every page it serves. */
const SERVICE_CLIENT_SELECTOR = 'script[src*="readthedocs-addons"]';

export interface PayloadRequest {
  project: string;
  version?: string | undefined;
  /** The page's URL (the `url=` form when the version is unknown). */
  pageUrl: string;
  /** Ask the service again even when a payload is known (a retry). */
  refresh?: boolean;
  signal?: AbortSignal | undefined;
}

interface Published {
  data?: () => unknown;
}

/** `event.detail` / `window.ReadTheDocsEventData`: an object whose `data()` is the payload (or the payload itself). */
function unwrap(published: unknown): unknown {
  if (published && typeof published === 'object' && typeof (published as Published).data === 'function') {
    try {
      return (published as Required<Published>).data();
    } catch {
      return undefined;
    }
  }
  return published;
}

/** The published payload, validated; undefined when there is none or it does not parse. */
export function parsePublished(published: unknown): AddonsPayload | undefined {
  const result = addonsPayloadSchema.safeParse(unwrap(published));
  return result.success ? result.data : undefined;
}

export class AddonsPayloadStore {
  readonly #document: Document;
  readonly #client: DocsDomainClient;
  readonly #waitMs: number;
  readonly #listeners = new Set<() => void>();
  readonly #flights = new SharedFlights<AddonsPayload>();
  #latest: AddonsPayload | undefined;
  /** Resolves at the next published payload; replaced after each. */
  #nextPublished!: Promise<void>;
  #resolvePublished!: () => void;

  /** `published`: what the service's client published before this store existed (its event's detail), if anything. */
  constructor(options: {document: Document; client: DocsDomainClient; waitMs: number; published?: unknown}) {
    this.#document = options.document;
    this.#client = options.client;
    this.#waitMs = options.waitMs;
    this.#armPublished();
    if (options.published !== undefined) this.#publish(options.published);
    this.#document.addEventListener(ADDONS_EVENT, (event) => this.#publish((event as CustomEvent<unknown>).detail));
  }

  /** The latest payload this page has (published or fetched), if any. */
  get latest(): AddonsPayload | undefined {
    return this.#latest ?? this.#fromWindow();
  }

  /** Calls `listener` each time a new payload is published (single-page navigation). */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The payload for `project`: published, awaited for a short while, or asked for. */
  async get(request: PayloadRequest): Promise<AddonsPayload> {
    const {signal} = request;
    if (signal?.aborted) throw signal.reason;
    if (!request.refresh) {
      const known = this.#matching(request.project);
      if (known) return known;
      if (this.#document.querySelector(SERVICE_CLIENT_SELECTOR)) {
        await this.#waitForPublished(signal);
        const published = this.#matching(request.project);
        if (published) return published;
      }
    }
    const key = JSON.stringify([request.project, request.version ?? null, request.version ? null : request.pageUrl]);
    const payload = await this.#flights.join(
      key,
      (shared) =>
        this.#client.getAddons({project: request.project, version: request.version, url: request.pageUrl}, {signal: shared}),
      signal,
    );
    if (payload.projects.current.slug === request.project) this.#latest = payload;
    return payload;
  }

  #matching(project: string): AddonsPayload | undefined {
    const latest = this.latest;
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
