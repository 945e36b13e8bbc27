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

/** The event the service's client fires on `document` with the payload (again after single-page navigation). */
const ADDONS_EVENT = 'readthedocs-addons-data-ready';
const SERVICE_CLIENT_SELECTOR = 'script[src*="readthedocs-addons"]';
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

type Switches = Partial<Record<ServiceFeature, boolean>>;

function switchesOf(published: unknown): Switches | undefined {
  let payload: unknown = published;
  if (payload && typeof payload === 'object' && typeof (payload as {data?: unknown}).data === 'function') {
    try {
      payload = (payload as {data: () => unknown}).data();
    } catch {
      return undefined;
    }
  }
  const addons = payload && typeof payload === 'object' ? (payload as {addons?: unknown}).addons : undefined;
  if (!addons || typeof addons !== 'object') return undefined;
  const switches: Switches = {};
  for (const feature of Object.keys(SERVICE_SETTING) as ServiceFeature[]) {
    const section = (addons as Record<string, unknown>)[feature];
    switches[feature] = Boolean(section && typeof section === 'object' && (section as {enabled?: unknown}).enabled === true);
  }
  return switches;
}

function published(doc: Document): unknown {
  return (doc.defaultView as (Window & {ReadTheDocsEventData?: unknown}) | null)?.ReadTheDocsEventData;
}

/**
 * The service's feature switches on this page: undefined at once when its client is not on the page; else from the
 * payload it published or publishes within `waitMs` (undefined when it does not).
 */
export function serviceSwitches(doc: Document, waitMs = SERVICE_WAIT_MS): Promise<Switches | undefined> {
  const already = published(doc);
  if (already !== undefined) return Promise.resolve(switchesOf(already));
  if (!doc.querySelector(SERVICE_CLIENT_SELECTOR)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const onPayload = (event: Event) => {
      clearTimeout(timer);
      resolve(switchesOf((event as CustomEvent<unknown>).detail));
    };
    const timer = setTimeout(() => {
      doc.removeEventListener(ADDONS_EVENT, onPayload);
      resolve(undefined);
    }, waitMs);
    doc.addEventListener(ADDONS_EVENT, onPayload, {once: true});
  });
}

/** The one console message for the features of ours that stood down on this page. */
export function standDownMessage(features: readonly ServiceFeature[]): string {
  const settings = features.map((feature) => `"${SERVICE_SETTING[feature]}"`).join(', ');
  return (
    `docs-widgets: the hosting service's own ${features.join(', ')} ${features.length === 1 ? 'is' : 'are'} on for ` +
    `this project, so ours stand${features.length === 1 ? 's' : ''} down here to avoid doubles. To use ours, switch ` +
    `off ${settings} in the project's dashboard (Settings → Addons), or place our element in the page yourself.`
  );
}
