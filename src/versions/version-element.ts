import type {PropertyDeclarations, PropertyValues} from 'lit';
import {HttpError, isAbortError} from '../api/errors.js';
import {DocsApiElement} from '../elements/api-element.js';
import {DocsVersionSelectEvent} from '../elements/version-switcher/events.js';
import {rememberFallback, type FallbackNotice} from '../elements/version-switcher/fallback-notice.js';
import {RetryCountdownController} from '../controllers/retry-countdown.js';
import {anySignal} from '../internal/any-signal.js';
import {DocsErrorEvent} from '../internal/docs-error-event.js';
import {MissingProjectError} from '../internal/missing-project-error.js';
import {isModifiedClick} from '../internal/modified-click.js';
import {readPageContext} from '../internal/page-context.js';
import {sameKey} from '../internal/same-key.js';
import type {DocsSource} from '../sources/source.js';
import {pageOnly, pagePlace, type PagePlace} from './page-path.js';
import type {VersionData, VersionEntry} from './version-data.js';

export type VersionDataStatus = 'idle' | 'loading' | 'ready' | 'error';

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

/**
 * What the switcher and the warning share: the session's version list, the page being read and its place in its
 * version, and navigation to the same page in another version (checked first, with a fallback notice after).
 *
 * The version data is loaded from the element's source with an explicit status (`loading`, `ready`, `error`), in the
 * manner of `@lit/task`: a change of source, project or `fetch` starts a new load and aborts the old one, a stale
 * answer is dropped, a failure dispatches `docs-error`. An abort is never an error. When the source learns new data on
 * its own (the hosting service publishing a new payload after single-page navigation), the data is loaded again.
 *
 * Navigation keeps links real links: the browser handles modifier and middle clicks (new tab, no check). On a plain
 * click the element first asks the source whether the page exists in the target (the embed endpoint of an API, a
 * request for the page on a static site); if the source says no, the reader goes to the version's start page
 * instead, with a note for that page to show. Any other answer (an error, a slow API) sends the reader to the page
 * unchecked: a check that cannot decide must not strand anyone.
 */
export class DocsVersionElement extends DocsApiElement {
  // Reactive properties declared here rather than with decorators: each decorator call costs bytes in the bundle.
  static override properties: PropertyDeclarations = {
    withoutPageCheck: {type: Boolean, attribute: 'without-page-check'},
    pageCheckTimeout: {type: Number, attribute: 'page-check-timeout'},
    pageUrl: {attribute: 'page-url'},
    notice: {state: true, attribute: false},
  };

  /** Do not check that the page exists in the target version before leaving. */
  withoutPageCheck = false;

  /** Milliseconds the page check may take before the reader is sent on unchecked. */
  pageCheckTimeout = 2500;

  /** URL of the page being read; defaults to the document's location. */
  pageUrl: string | undefined;

  /** The notice shown after a version switch fell back to a version's start page. */
  protected notice: FallbackNotice | undefined;

  /** Where the version data's load stands. */
  protected versionsStatus: VersionDataStatus = 'idle';

  /** The version data, once loaded (kept through a reload). */
  protected versionData: VersionData | undefined;

  /** A throttled answer's `Retry-After`, counted down; `retryVersions()` sends nothing while it runs. */
  protected readonly retryCountdown = new RetryCountdownController(this);

  /** `href` of the link whose target is being checked, to mark it busy. */
  protected pending: string | undefined;

  /** What the loaded data was asked with: source, project, `fetch`. */
  #key: unknown[] | undefined;
  #run: AbortController | undefined;
  #settled: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | undefined;
  #check: AbortController | undefined;

  /** Resolves when the version list has loaded or failed (tests, and code waiting for the lists). */
  get versionsSettled(): Promise<void> {
    // A load restarted meanwhile (source, project or fetch changed) makes the awaited one stale: follow the newest.
    const current = this.#settled;
    return current.then(() => (this.#settled === current ? undefined : this.versionsSettled));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected after a disconnect cut a load short: the next update starts it again. An element moved in the DOM
    // after its load keeps its data and asks nothing.
    if (!this.#key) this.requestUpdate();
    else this.#subscribe(this.#key[0] as DocsSource);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#check?.abort();
    this.#check = this.pending = undefined;
    if (!this.#run) return;
    this.#run.abort();
    this.#run = this.#key = undefined;
  }

  protected override update(changed: PropertyValues<this>): void {
    const source = this.source;
    const key = [source, this.resolvedProject, this.fetch];
    // A detached element may still be updated (a controller's clean-up, a property set): it asks nothing until it is
    // connected again, which requests the update that loads.
    if (this.isConnected && !sameKey(this.#key, key)) {
      this.#key = key;
      this.#subscribe(source);
      this.#load(false);
    }
    super.update(changed);
  }

  #subscribe(source: DocsSource): void {
    this.#unsubscribe?.();
    this.#unsubscribe = source.onVersionsChange?.(() => this.#load(false, true));
  }

  /** Asks the source again, bypassing the session cache; nothing is sent while a `Retry-After` wait runs. */
  protected retryVersions(): void {
    if (!this.retryCountdown.waiting) this.#load(true);
  }

  #load(refresh: boolean, quiet = false): void {
    this.#run?.abort();
    const run = new AbortController();
    this.#run = run;
    const project = this.resolvedProject;
    if (!project) {
      this.#fail(new MissingProjectError());
      this.#settled = Promise.resolve();
      return;
    }
    // New data the source learnt on its own replaces the shown data when it arrives, without a loading state between.
    if (!(quiet && this.versionsStatus === 'ready')) {
      this.versionsStatus = 'loading';
      this.requestUpdate();
    }
    const request = {project, version: this.resolvedVersion, pageUrl: this.currentPageUrl, refresh, signal: run.signal};
    this.#settled = this.source.versions(request).then(
      (data) => {
        if (run.signal.aborted) return;
        this.#run = undefined;
        this.versionData = data;
        this.versionsStatus = 'ready';
        this.retryCountdown.stop();
        this.requestUpdate();
      },
      (error: unknown) => {
        if (run.signal.aborted || isAbortError(error)) return;
        this.#run = undefined;
        this.#fail(error);
      },
    );
  }

  #fail(error: unknown): void {
    this.versionsStatus = 'error';
    this.retryCountdown.start(error instanceof HttpError ? (error.retryAfter ?? 0) : 0);
    this.requestUpdate();
    this.dispatchEvent(DocsErrorEvent.from(error, {url: this.source.key, operation: 'versions'}));
  }

  protected get currentPageUrl(): string {
    return this.pageUrl ?? this.ownerDocument.location?.href ?? globalThis.location.href;
  }

  /** The slug of the version being read: attribute or meta tag, else the version whose root holds this page. */
  protected get currentVersion(): string | undefined {
    const explicit = this.resolvedVersion;
    if (explicit) return explicit;
    const page = this.currentPageUrl;
    const holders = (this.versionData?.versions ?? []).filter((version) => page.startsWith(version.url));
    return holders.sort((a, b) => b.url.length - a.url.length)[0]?.slug;
  }

  protected get currentEntry(): VersionEntry | undefined {
    const current = this.currentVersion;
    return this.versionData?.versions.find((version) => version.slug === current);
  }

  /** Where the page sits in its version (its path below the version's root, query and hash), to carry elsewhere. */
  protected place(): PagePlace | undefined {
    const filename = readPageContext(this.ownerDocument).resolverFilename;
    return pagePlace(this.currentPageUrl, this.currentEntry?.url, filename);
  }

  /** A click on a target link: plain clicks are taken over, anything else is left to the browser. */
  protected handleClick(event: MouseEvent, target: NavigationTarget): void {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    void this.go(target);
  }

  /** Checks the target, fires `docs-version-select`, and leaves unless the event was cancelled. */
  protected async go(target: NavigationTarget): Promise<void> {
    this.#check?.abort();
    const check = new AbortController();
    this.#check = check;
    let url = target.url;
    let fallback = false;
    if (!this.withoutPageCheck && pageOnly(url) !== pageOnly(target.root)) {
      this.pending = url;
      this.requestUpdate();
      const exists = await this.#exists(url, check.signal);
      if (check.signal.aborted) return;
      this.pending = undefined;
      this.requestUpdate();
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
    if (!this.dispatchEvent(event)) return;
    if (fallback) rememberFallback({path: decodePath(this.place()?.path ?? ''), version: target.name, to: url, at: Date.now()});
    this.navigate(url);
  }

  /** Leaves the page (a test's element stays). */
  protected navigate(url: string): void {
    this.ownerDocument.defaultView?.location.assign(url);
  }

  /** true: the page is there; false: the source says it is not; undefined: could not tell (no check, a timeout). */
  async #exists(url: string, signal: AbortSignal): Promise<boolean | undefined> {
    const source = this.source;
    if (!source.pageExists) return undefined;
    // anySignal: AbortSignal.any where the browser has it (Safari 17.4, Firefox 124, Chromium 116), else listeners.
    const either = anySignal([signal, AbortSignal.timeout(this.pageCheckTimeout)]);
    try {
      return await source.pageExists(pageOnly(url), {signal: either.signal});
    } catch {
      // An abort (ours or the timeout): no verdict.
      return undefined;
    } finally {
      either.release();
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
