import type {PropertyDeclarations} from 'lit';
import {DocsApiElement} from '../elements/api-element.js';
import {readPageContext} from '../internal/page-context.js';
import {pagePlace, type PagePlace} from './page-path.js';
import type {VersionEntry} from './version-data.js';
import type {FallbackNotice} from '../elements/version-switcher/fallback-notice.js';
import {VersionDataController} from './version-data-controller.js';
import {VersionNavigationController} from './version-navigation.js';

/**
 * What the switcher and the warning share: the session's version list, the page being read and its place in its
 * version, and navigation to the same page in another version (checked first, with a fallback notice after).
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

  protected readonly versions = new VersionDataController(this, {
    source: () => this.source,
    project: () => this.resolvedProject,
    version: () => this.resolvedVersion,
    pageUrl: () => this.currentPageUrl,
    extraKey: () => this.fetch,
  });

  protected readonly navigation = new VersionNavigationController(this, {
    source: () => this.source,
    checkPages: () => !this.withoutPageCheck,
    checkTimeout: () => this.pageCheckTimeout,
    place: () => this.place(),
  });

  /** Resolves when the version list has loaded or failed (tests, and code waiting for the lists). */
  get versionsSettled(): Promise<void> {
    return this.versions.settled;
  }

  protected get currentPageUrl(): string {
    return this.pageUrl ?? this.ownerDocument.location?.href ?? globalThis.location.href;
  }

  /** The slug of the version being read: attribute or meta tag, else the version whose root holds this page. */
  protected get currentVersion(): string | undefined {
    const explicit = this.resolvedVersion;
    if (explicit) return explicit;
    const page = this.currentPageUrl;
    const holders = (this.versions.data?.versions ?? []).filter((version) => page.startsWith(version.url));
    return holders.sort((a, b) => b.url.length - a.url.length)[0]?.slug;
  }

  protected get currentEntry(): VersionEntry | undefined {
    const current = this.currentVersion;
    return this.versions.data?.versions.find((version) => version.slug === current);
  }

  /** Where the page sits in its version (its path below the version's root, query and hash), to carry elsewhere. */
  protected place(): PagePlace | undefined {
    const filename = readPageContext(this.ownerDocument).resolverFilename;
    return pagePlace(this.currentPageUrl, this.currentEntry?.url, filename);
  }
}
