export interface DocsVersionSelectDetail {
  /** Slug of the version (or, for a language, of the version in that language) being gone to. */
  version: string;
  /** Absolute http(s) URL the reader is about to be taken to. */
  url: string;
  /**
   * True when the page being read does not exist in that version, so `url` is the version's start page instead of
   * the same page there.
   */
  fallback: boolean;
  /** Language code of the target, when the reader chose another language. */
  language?: string;
}

/**
 * Fired on a plain click (or Enter) on a version or language link, once the target is known, just before the element
 * navigates. Cancel it (`preventDefault()`) to navigate yourself, e.g. with a single-page app's router. Clicks with a
 * modifier key or the middle button are left to the browser and fire nothing.
 */
export class DocsVersionSelectEvent extends CustomEvent<DocsVersionSelectDetail> {
  static readonly eventName = 'docs-version-select';
  constructor(detail: DocsVersionSelectDetail) {
    super(DocsVersionSelectEvent.eventName, {detail, bubbles: true, composed: true, cancelable: true});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'docs-version-select': DocsVersionSelectEvent;
  }
}
