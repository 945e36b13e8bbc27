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

/**
 * A part every widget's chunk needs on this page, loaded with the first widget's chunk (not before: it is no part of
 * what a page pays before any intent) and awaited by each: the static source's registration on a static site
 * (docs-widgets.ts), which a widget's element must find in place as it connects.
 */
export function loadWithEveryWidget(part: () => Promise<unknown>): void {
  let loading: Promise<unknown> | undefined;
  companion ??= () => (loading ??= part());
}

/** Loads a widget's chunk once; a failure is reported once (for all widgets) and rejects every caller. */
export const load = <Chunk>({name, chunk}: Loadable<Chunk>): Promise<Chunk> =>
  loadPart(name, () => Promise.all([chunk(), companion?.()]).then(([loaded]) => loaded));

/** Loads a part that is no widget (the search button) alike, without what every widget's chunk needs. */
export function loadPart<Chunk>(name: string, chunk: () => Promise<Chunk>): Promise<Chunk> {
  let promise = pending.get(name) as Promise<Chunk> | undefined;
  if (!promise) {
    promise = chunk().catch((error: unknown) => {
      if (!reported) {
        reported = true;
        const event = DocsErrorEvent.from(error, {url: import.meta.url, operation: `load ${name}`});
        const cause = event.detail.error;
        // The usual cause gets its remedy: the policies to allow.
        console.warn(
          `docs-widgets: ${name} could not load${
            /trusted|policy/i.test(cause.message)
              ? `: Trusted Types refused a policy (allow "lit-html dompurify docs-widgets", and 'allow-duplicates' if ` +
                `the page has lit)`
              : ''
          }; the page's own features work.`,
          cause,
        );
        document.dispatchEvent(event);
      }
      throw error;
    });
    pending.set(name, promise);
  }
  return promise;
}

/** Runs `task` when the browser is idle (within 2 s), or after 200 ms where there is no idle callback (Safari). */
export const whenIdle = (task: () => void): unknown =>
  'requestIdleCallback' in self ? requestIdleCallback(task, {timeout: 2_000}) : setTimeout(task, 200);
