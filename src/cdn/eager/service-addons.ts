/**
 * Living beside the hosting service's own addons (production-topology.md §5). Its client runs on every page it
 * serves, with the features the maintainer left on in the dashboard: a search modal on `/`, the flyout (versions),
 * notifications (outdated versions), link previews. Zero-config must never give a reader two of one.
 *
 * The rule: where the service's own feature is on, our zero-config widget for it stands down, and the console says
 * once which dashboard setting to switch off to get ours. An element the maintainer placed in the page always wins
 * (the script tag then starts no zero-config widget at all), and a page without the service's client starts ours at
 * once. Which features are on comes from the addons payload the service's client publishes; when the client is on
 * the page but publishes nothing within a short wait, ours start (a client that failed shows nothing either).
 *
 * This module is part of the eager bundle: it reads only the `enabled` switches it needs, defensively, without a
 * schema library.
 */

/**
 * What the service's client does, as the hosted source knows it too (src/sources/hosted/is-hosted-page.ts and
 * hosted-versions.ts): written here again because importing them into the eager part costs ~50 B gzip of cross-chunk
 * exports on every first use. test/cdn/service-addons.test.ts holds both sides to the same values.
 */
export const ADDONS_EVENT = 'readthedocs-addons-data-ready';
export const SERVICE_CLIENT_SELECTOR = 'script[src*="readthedocs-addons"]';
/** As long as the hosted source waits for the payload before asking for it itself. */
export const SERVICE_WAIT_MS = 1500;

/** The service's features a widget of ours can duplicate, by their key in the payload's `addons`. */
export type ServiceFeature = 'search' | 'flyout' | 'notifications' | 'linkpreviews';

/** The dashboard setting that switches each one off (Project → Settings → Addons). */
export const SERVICE_SETTING: Record<ServiceFeature, string> = {
  search: 'Search',
  flyout: 'Flyout menu',
  notifications: 'Notifications (version warnings)',
  linkpreviews: 'Link previews',
};

/** Whether the service runs a feature on this page, from its published payload (or the object that holds it). */
export type ServiceSwitches = (feature: ServiceFeature) => boolean;

function switchesOf(published: unknown): ServiceSwitches | undefined {
  try {
    const payload = published as {data?: unknown; addons?: unknown} | undefined;
    // The client publishes an object whose `data()` returns the payload; its event's detail is that object too.
    const addons = (typeof payload?.data === 'function' ? (payload.data as () => {addons?: unknown})() : payload)?.addons;
    if (addons && typeof addons === 'object') {
      return (feature) => (addons as Record<string, {enabled?: unknown} | undefined>)[feature]?.enabled === true;
    }
  } catch {
    // A payload that throws as it is read says nothing.
  }
  return undefined;
}

/**
 * The service's feature switches on this page: undefined at once when its client is not on the page; else from the
 * payload it published or publishes within `waitMs` (as long as the hosted source waits for it before asking itself;
 * undefined when it does not).
 */
export function serviceSwitches(doc: Document, waitMs = SERVICE_WAIT_MS): Promise<ServiceSwitches | undefined> {
  return new Promise((resolve) => {
    const published = (doc.defaultView as {ReadTheDocsEventData?: unknown} | null)?.ReadTheDocsEventData;
    if (published !== undefined || !doc.querySelector(SERVICE_CLIENT_SELECTOR)) {
      resolve(switchesOf(published));
      return;
    }
    // Resolving with nothing once the wait is over; a payload after that changes nothing.
    const timer = setTimeout(resolve, waitMs);
    doc.addEventListener(ADDONS_EVENT, (event) => {
      clearTimeout(timer);
      resolve(switchesOf((event as CustomEvent<unknown>).detail));
    }, {once: true});
  });
}

/** The one console message for the features of ours that stood down on this page. */
export const standDownMessage = (features: readonly ServiceFeature[]): string =>
  `docs-widgets: the hosting service runs its own ${features.map((feature) => `"${SERVICE_SETTING[feature]}"`).join(', ')} ` +
  `here, so ours stand down (to use ours, switch those off in Settings → Addons, or place our element).`;
