/**
 * Previews with no server: the linked page is fetched (same origin only), parsed inert through the sanitizer, and the
 * section taken with the one rule the embed endpoint and the widget share (docs-model/sections.ts). The answer is the
 * v3 embed shape; the widget sanitizes its HTML again before showing it, as it does any embed answer.
 */

import {sectionOfPage} from '../../docs-model/section-of-page.js';
import {sanitizePage, sanitizedHtml} from '../../internal/sanitize-page.js';
import type {EmbedV3} from '../../api/schemas.js';
import {SharedReads} from './shared-reads.js';
import {type FetchLike, readSiteText, SiteFileError} from './site-files.js';

/** Pages kept parsed: hovering around one page's links asks for the same page again and again. */
const MAX_CACHED_PAGES = 8;

/**
 * A page read is shared by every query and preview that asks for it, and aborted only when all of them have given up
 * (shared-reads.ts): a search the reader typed past must not cancel the page the search replacing it waits for too
 * (that one's row would stay without its snippet).
 */
export class PageCache {
  readonly #reads = new SharedReads<string, Document>(MAX_CACHED_PAGES);
  readonly #fetch: FetchLike | undefined;

  constructor(fetch?: FetchLike) {
    this.#fetch = fetch;
  }

  /** The page at `url` (without its fragment), parsed inert; a failed read is not kept. */
  get(url: string, signal?: AbortSignal): Promise<Document> {
    const key = url.replace(/#.*$/, '');
    // A page of the Python docs takes hundreds of ms to parse at 4x CPU throttling, in one task: it waits for an idle
    // moment, so that a key typed meanwhile is painted first, and a read given up while it waited is never parsed
    // (issue 29).
    return this.#reads.get(key, (shared) => readSiteText(key, {signal: shared, fetch: this.#fetch})
      .then(async (html) => {
        await idle(shared);
        return sanitizePage(html);
      }), signal);
  }
}

export interface SectionRequest {
  url: string;
  /** The site's origin: pages elsewhere are not fetched. */
  origin: string;
  sphinx: boolean;
  pages: PageCache;
  signal?: AbortSignal;
}

export async function staticSection({url, origin, sphinx, pages, signal}: SectionRequest): Promise<EmbedV3> {
  const target = new URL(url, `${origin}/`);
  if (target.origin !== origin) {
    // Another site: nothing to fetch from here (the hosting service answers `external: true` the same way).
    throw new SiteFileError(`${target.href} is on another site`, target.href, 404);
  }
  const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : null;
  const doc = await pages.get(target.href, signal);
  const section = sectionOfPage(doc, fragment, {sphinx});
  if (!section) throw new SiteFileError(`${target.href}: no such section`, target.href, 404);
  return {url: target.href, fragment, content: sanitizedHtml(section), external: false};
}

/**
 * (Here, beside the page reads that wait for it, rather than in internal/: a module of its own was one more file in a
 * static site's first use.)
 * Resolves when the main thread is idle (`requestIdleCallback`, at most `timeoutMs` later; a new task where there is
 * none), or rejects with the signal's reason as soon as it aborts: for work the reader is not waiting for, such as
 * parsing a long page, which must not come before the next key's paint.
 */
export function idle(signal?: AbortSignal, timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal?.reason);
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(signal.reason);
      else resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, {timeout: timeoutMs});
    else setTimeout(done);
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}
