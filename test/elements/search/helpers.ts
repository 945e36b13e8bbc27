import {fixture, html, waitUntil} from '@open-wc/testing';
import {sendMouse} from '@web/test-runner-commands';
import '../../../src/search.js';
import type {DocsSearchElement} from '../../../src/elements/search/docs-search.js';
import type {FetchLike} from '../../../src/api/read-client.js';
import type {Dataset} from '../../../src/reference-api/dataset.js';
import {createReferenceApi} from '../../../src/reference-api/index.js';

const page = (path: string, title: string, sections: Array<[id: string, heading: string, text: string]>) => ({
  path,
  title,
  html: `<html><head><title>${title}</title></head><body><main><h1 id="top">${title}</h1>${sections
    .map(([id, heading, text]) => `<section id="${id}"><h2>${heading}</h2><p>${text}</p></section>`)
    .join('')}</main></body></html>`,
});

/** A small documentation set: a project with two versions and a subproject reachable under an alias. */
export const searchData: Dataset = {
  projects: [
    {
      slug: 'demo',
      default_version: 'latest',
      subprojects: [{child: 'plugin', alias: 'plugins'}],
      versions: [
        {
          slug: 'latest',
          pages: [
            page('configuration.html', 'Configuration', [
              ['config-file', 'Configuration file', 'The configuration file sets every option of the build.'],
              ['environment', 'Environment variables', 'Environment variables override the configuration file.'],
            ]),
            page('install.html', 'Installation', [
              ['requirements', 'Requirements', 'Install Python 3.12 before you install the package.'],
              ['upgrade', 'Upgrading', 'Upgrade with pip install --upgrade demo.'],
            ]),
            page('api/client.html', 'Client API', [
              ['timeouts', 'Timeouts', 'Every request has a timeout; the configuration sets its length.'],
            ]),
            page('faq.html', 'Frequently asked questions', [
              ['proxy', 'Behind a proxy', 'Set the proxy in the configuration, see the environment section.'],
            ]),
          ],
        },
        {
          slug: 'v1.0',
          pages: [page('configuration.html', 'Old configuration', [['old', 'Legacy file', 'The old configuration.']])],
        },
      ],
    },
    {
      slug: 'plugin',
      versions: [
        {
          slug: 'latest',
          pages: [page('index.html', 'Plugin guide', [['plugin-config', 'Plugin configuration', 'Plugins read the configuration too.']])],
        },
      ],
    },
  ],
};

export interface SentRequest {
  url: URL;
  /** The search `q` parameter. */
  q: string;
  signal: AbortSignal;
}

/** A search API the test controls: every request is recorded, and some can be held back or answered otherwise. */
export class TestApi {
  readonly requests: SentRequest[] = [];
  /** When set and returning a response, that response is sent instead of the API's answer. */
  override: ((request: Request) => Response | undefined) | undefined;
  readonly #holds: Array<{match: (q: string) => boolean; released: Promise<void>}> = [];
  readonly #inner: FetchLike;

  constructor(inner: FetchLike) {
    this.#inner = inner;
  }

  readonly fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q') ?? '';
    this.requests.push({url, q, signal: request.signal});
    const aborted = new Promise<never>((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason), {once: true});
    });
    aborted.catch(() => {});
    for (const hold of this.#holds) if (hold.match(q)) await Promise.race([hold.released, aborted]);
    const replaced = this.override?.(request);
    if (replaced) return replaced;
    return Promise.race([this.#inner(request), aborted]);
  };

  /** Holds back the answers to matching queries until `release()` (a slow server, for out-of-order tests). */
  hold(match: (q: string) => boolean): {release: () => void} {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.#holds.push({match, released});
    return {release};
  }

  /** Search requests whose `q` ends with these terms. */
  sentFor(terms: string): SentRequest[] {
    return this.requests.filter((request) => request.q.endsWith(` ${terms}`) || request.q === terms);
  }
}

/** The reference API over `data`, wrapped so the test sees and steers every request. */
export function createTestApi(data: Dataset = searchData): TestApi {
  const api = createReferenceApi({data});
  return new TestApi((request) => api.fetch(request));
}


/** Renders `<docs-search>` against `api` with the given attributes (project `demo`, version `latest` by default). */
export async function searchFixture(
  api: TestApi,
  attributes: Record<string, string> = {},
): Promise<DocsSearchElement> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const element = document.createElement('docs-search');
  for (const [name, value] of Object.entries({project: 'demo', version: 'latest', ...attributes})) {
    element.setAttribute(name, value);
  }
  element.fetch = api.fetch;
  container.append(element);
  await element.updateComplete;
  return element;
}

export const $ = <T extends Element = HTMLElement>(element: DocsSearchElement, selector: string): T | null =>
  element.shadowRoot!.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(element: DocsSearchElement, selector: string): T[] => [
  ...element.shadowRoot!.querySelectorAll<T>(selector),
];

export const input = (element: DocsSearchElement) => $<HTMLInputElement>(element, 'input')!;
export const options = (element: DocsSearchElement) => $$(element, '[role="option"]');
export const visibleText = (element: DocsSearchElement, selector = '.scroller') =>
  ($(element, selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The page titles of the shown groups, from their headers. */
export const groupTitles = (element: DocsSearchElement) =>
  $$(element, '.group-header > span:first-child').map((header) => header.textContent!.trim());

/** Waits until the listbox shows results whose group titles satisfy `check`. */
export async function resultsShown(
  element: DocsSearchElement,
  check: (titles: string[]) => boolean = (titles) => titles.length > 0,
  message = 'results shown',
): Promise<void> {
  // Not busy: the results are those of the whole query typed, not of a prefix that a driver slowed by load (a key
  // gap past the debounce) sent on the way, with the rest of the word still waiting out its debounce.
  await waitUntil(
    () =>
      element.shadowRoot!.querySelector('[role="listbox"]:not([hidden])') &&
      element.shadowRoot!.querySelector('.scroller[aria-busy="false"]') &&
      check(groupTitles(element)),
    message,
    {timeout: 5000},
  );
}

/**
 * Waits until the search is closed as the page knows it: the element's `open` goes false at once and its dialog is
 * hidden in that frame, but the dialog closes (the page stops being inert, focus comes back, the query leaves the URL)
 * a task after the frame (ModalDialogController). A click on the page before then lands on an inert page.
 */
export async function dialogClosed(element: DocsSearchElement, message = 'closed'): Promise<void> {
  await waitUntil(() => !element.open && !$<HTMLDialogElement>(element, 'dialog')!.open, message);
}

/** The element's own `show()` would skip the trigger; tests open it as a reader does, by clicking the trigger. */
export async function openByTrigger(element: DocsSearchElement): Promise<void> {
  await clickOn($(element, '.trigger')!);
  await waitUntil(() => element.open && element.shadowRoot!.activeElement === input(element), 'dialog open with focus in the field');
}

/** Resets what outlives a test: recent searches and the URL's query. */
export function resetPageState(): void {
  localStorage.clear();
  const url = new URL(location.href);
  // Only the parameters these tests use: the runner keeps its own session id in the query.
  for (const name of ['q', 'search']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.href);
}

/** A real mouse click in the middle of `target`. */
export async function clickOn(target: Element, button: 'left' | 'middle' | 'right' = 'left'): Promise<void> {
  const box = target.getBoundingClientRect();
  await sendMouse({type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)], button});
}

/** Adds query parameters to the test page's URL, keeping the runner's own. */
export function setPageParams(params: Record<string, string>): void {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  history.replaceState(history.state, '', url.href);
}
