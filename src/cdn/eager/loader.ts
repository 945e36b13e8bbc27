/**
 * Loads the heavy parts on first use. The chunks sit beside the bundle, and rollup emits each `import()` as a
 * path relative to the importing module, so the browser resolves it against the bundle's own URL: the
 * bundle works from any origin.
 *
 * A chunk can fail for reasons outside our control, most often Trusted Types: lit creates a `lit-html` policy
 * when it is evaluated, and a page that already has lit (without `'allow-duplicates'`) refuses a second one.
 * The failure is reported once, the page keeps working, and the caller falls back (the theme's own search).
 */
import {DocsErrorEvent} from '../../internal/docs-error-event.js';

export type SearchModule = typeof import('../lazy/search.js');
export type LinkPreviewModule = typeof import('../lazy/link-preview.js');
export type VersionsModule = typeof import('../lazy/versions.js');

const importers = {
  search: () => import('../lazy/search.js'),
  linkPreview: () => import('../lazy/link-preview.js'),
  versions: () => import('../lazy/versions.js'),
};

export type Part = keyof typeof importers;
type Modules = {search: SearchModule; linkPreview: LinkPreviewModule; versions: VersionsModule};

const pending = new Map<Part, Promise<unknown>>();
let reported = false;

function report(part: Part, error: unknown): void {
  if (reported) return;
  reported = true;
  const cause = error instanceof Error ? error : new Error(String(error));
  const trustedTypes = /trusted|policy/i.test(cause.message);
  console.warn(
    trustedTypes
      ? `docs-widgets: the widgets could not start because the page's Trusted Types policy refused one of ours ` +
          `(allow "lit-html dompurify docs-widgets", and 'allow-duplicates' if the page already uses lit). ` +
          `The page's own features keep working.`
      : `docs-widgets: a part of the widgets (${part}) could not load; the page's own features keep working.`,
    cause,
  );
  document.dispatchEvent(
    new DocsErrorEvent({error: cause, request: {url: import.meta.url, operation: `load ${part}`}}),
  );
}

/** Loads a part once; a failure is reported once (for all parts) and rejects every caller. */
export function load<P extends Part>(part: P): Promise<Modules[P]> {
  let promise = pending.get(part) as Promise<Modules[P]> | undefined;
  if (!promise) {
    promise = (importers[part]() as Promise<Modules[P]>).catch((error: unknown) => {
      report(part, error);
      throw error;
    });
    pending.set(part, promise);
  }
  return promise;
}

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(task: () => void, timeout = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), {timeout});
  else setTimeout(task, 200);
}
