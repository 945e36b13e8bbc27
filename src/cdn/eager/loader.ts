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

/** What the loader needs of a widget's descriptor (widget.ts): its name, for the report, and its chunk. */
export interface Loadable<Chunk> {
  name: string;
  chunk: () => Promise<Chunk>;
}

const pending = new Map<string, Promise<unknown>>();
let reported = false;
let companion: (() => Promise<unknown>) | undefined;
let companionLoad: Promise<unknown> | undefined;

/**
 * A part every widget's chunk needs on this page, loaded with the first widget's chunk (not before: it is no part of
 * what a page pays before any intent) and awaited by each: the static source's registration on a static site
 * (docs-widgets.ts), which a widget's element must find in place as it connects.
 */
export function loadWithEveryWidget(part: () => Promise<unknown>): void {
  companion ??= part;
}

function report(part: string, error: unknown): void {
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
  document.dispatchEvent(DocsErrorEvent.from(cause, {url: import.meta.url, operation: `load ${part}`}));
}

/** Loads a widget's chunk once; a failure is reported once (for all widgets) and rejects every caller. */
export function load<Chunk>(widget: Loadable<Chunk>): Promise<Chunk> {
  return loadPart({name: widget.name, chunk: () => Promise.all([widget.chunk(), companion && (companionLoad ??= companion())])
    .then(([chunk]) => chunk)});
}

/** Loads a part that is no widget (the search button) alike, without what every widget's chunk needs. */
export function loadPart<Chunk>(part: Loadable<Chunk>): Promise<Chunk> {
  let promise = pending.get(part.name) as Promise<Chunk> | undefined;
  if (!promise) {
    promise = part.chunk().catch((error: unknown) => {
      report(part.name, error);
      throw error;
    });
    pending.set(part.name, promise);
  }
  return promise;
}

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(task: () => void, timeout = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), {timeout});
  else setTimeout(task, 200);
}
