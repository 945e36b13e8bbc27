import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {DocsSource} from '../sources/source.js';
import {pageOnly, type PagePlace} from './page-path.js';
import {DocsVersionSelectEvent} from '../elements/version-switcher/events.js';
import {rememberFallback} from '../elements/version-switcher/fallback-notice.js';

/** Where a version or language link leads. */
export interface NavigationTarget {
  /** Slug of the target version. */
  version: string;
  /** Display name of the target, for the fallback notice. */
  name: string;
  /** The same page in the target (the link's `href`). */
  url: string;
  /** The target version's start page, used when `url` does not exist. */
  root: string;
  /** Language code, when the link changes language. */
  language?: string;
}

export interface VersionNavigationOptions {
  /** Where pages are checked (the element's resolved source); a source without `pageExists` is never checked. */
  source: () => DocsSource;
  /** Whether to check that the page exists before leaving. */
  checkPages: () => boolean;
  /** Milliseconds the check may take; after that the reader goes to the page unchecked. */
  checkTimeout: () => number;
  /** The reader's place in the current version (path relative to its root). */
  place: () => PagePlace | undefined;
  /** Leaves the page; defaults to `location.assign`. */
  navigate?: (url: string) => void;
}

/** Whether a click is one the browser should handle itself: new tab or window, download, or not the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * Takes the reader to the same page in another version. Links stay real links: the browser handles modifier and
 * middle clicks (new tab, no check). On a plain click the controller first asks the source whether the page exists
 * in the target (the embed endpoint of an API, a request for the page on a static site); if the source says no the reader goes to the version's start page instead, with a
 * note for that page to show. Any other answer (an error, a slow API) sends the reader to the page unchecked: a
 * check that cannot decide must not strand anyone.
 */
export class VersionNavigationController implements ReactiveController {
  /** `href` of the link whose target is being checked, for the host to mark busy. */
  pending: string | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: VersionNavigationOptions;
  #check: AbortController | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, options: VersionNavigationOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#check?.abort();
    this.#check = undefined;
    this.pending = undefined;
  }

  /** A click on a target link: plain clicks are taken over, anything else is left to the browser. */
  handleClick(event: MouseEvent, target: NavigationTarget): void {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    void this.go(target);
  }

  /** Checks the target, fires `docs-version-select`, and leaves unless the event was cancelled. */
  async go(target: NavigationTarget): Promise<void> {
    this.#check?.abort();
    const check = new AbortController();
    this.#check = check;
    let url = target.url;
    let fallback = false;
    if (this.#options.checkPages() && pageOnly(target.url) !== pageOnly(target.root)) {
      this.pending = target.url;
      this.#host.requestUpdate();
      const exists = await this.#exists(target.url, check.signal);
      if (check.signal.aborted) return;
      this.pending = undefined;
      this.#host.requestUpdate();
      if (exists === false) {
        url = target.root;
        fallback = true;
      }
    }
    this.#check = undefined;
    const event = new DocsVersionSelectEvent({
      version: target.version,
      url,
      fallback,
      ...(target.language ? {language: target.language} : {}),
    });
    if (!this.#host.dispatchEvent(event)) return;
    if (fallback) {
      rememberFallback({path: decodePath(this.#options.place()?.path ?? ''), version: target.name, to: url, at: Date.now()});
    }
    (this.#options.navigate ?? ((href: string) => this.#host.ownerDocument.defaultView?.location.assign(href)))(url);
  }

  /** true: the page is there; false: the source says it is not; undefined: could not tell (no check, a timeout). */
  async #exists(url: string, signal: AbortSignal): Promise<boolean | undefined> {
    const source = this.#options.source();
    if (!source.pageExists) return undefined;
    const timeout = AbortSignal.timeout(this.#options.checkTimeout());
    try {
      return await source.pageExists(pageOnly(url), {signal: AbortSignal.any([signal, timeout])});
    } catch {
      // An abort (ours or the timeout): no verdict.
      return undefined;
    }
  }
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
