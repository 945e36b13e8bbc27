/**
 * What the source resolver knows of hosting-service pages without loading the hosted source's versions part: how to
 * recognise one, and how to keep a payload its client publishes meanwhile (production-topology.md §4).
 */
import {readPageField} from '../../internal/page-context.js';

/** The event the service's client fires on `document` with the addons payload. */
export const ADDONS_EVENT = 'readthedocs-addons-data-ready';

/** Whether the page was served by the hosting service: it carries the service's project meta tag. */
export function isHostedPage(document: Document): boolean {
  return readPageField(document, 'project') !== undefined;
}

/**
 * Keeps what the service's client publishes on `document` from now until `take()`: the hosted source's versions part is a
 * chunk of its own, and a payload published while it loads must not be missed. `take()` stops
 * listening and returns the last one (or `before`, what was published before this hold began), if any.
 */
export function holdPublished(document: Document, before?: unknown): {take(): unknown} {
  let last: unknown = before;
  const hold = (event: Event) => (last = (event as CustomEvent<unknown>).detail);
  document.addEventListener(ADDONS_EVENT, hold);
  return {
    take() {
      document.removeEventListener(ADDONS_EVENT, hold);
      return last;
    },
  };
}
