import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {DocsReadClient} from '../../api/read-client.js';
import {HttpError} from '../../api/errors.js';
import {pageOnly, type PagePlace} from '../../internal/page-path.js';
import {DocsVersionSelectEvent} from './events.js';
import {rememberFallback} from './fallback-notice.js';
import {isModifiedClick} from '../../internal/modified-click.js';

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
  client: () => DocsReadClient;
  apiVersion: () => 2 | 3;
  /** Whether to check that the page exists before leaving. */
  checkPages: () => boolean;
  /** Milliseconds the check may take; after that the reader goes to the page unchecked. */
  checkTimeout: () => number;
  /** The reader's place in the current version (path relative to its root). */
  place: () => PagePlace | undefined;
  /** Leaves the page; defaults to `location.assign`. */
  navigate?: (url: string) => void;
}

/**
 * Takes the reader to the same page in another version. Links stay real links: the browser handles modifier and
 * middle clicks (new tab, no check). On a plain click the controller first checks, through the embed endpoint, that
 * the page exists in the target; if the API says 404 the reader goes to the version's start page instead, with a
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

  /** true: the page is there; false: the API says it is not (404); undefined: could not tell. */
  async #exists(url: string, signal: AbortSignal): Promise<boolean | undefined> {
    const timeout = AbortSignal.timeout(this.#options.checkTimeout());
    try {
      await this.#options.client().embed({url: pageOnly(url), apiVersion: this.#options.apiVersion()}, {
        signal: AbortSignal.any([signal, timeout]),
      });
      return true;
    } catch (error) {
      // An abort (ours or the timeout), a network failure or any other status: no verdict.
      return error instanceof HttpError && error.status === 404 ? false : undefined;
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
