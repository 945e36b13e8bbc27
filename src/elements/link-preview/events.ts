import type {IntentSource} from '../../controllers/hover-intent.js';

export interface DocsPreviewShowDetail {
  /** The link being previewed. */
  link: HTMLElement;
  /** Absolute URL of the linked section (with its `#fragment`). */
  url: string;
  /** How the reader asked: resting the pointer, keyboard focus, or a tap. */
  source: IntentSource;
}

/**
 * Fired when a preview is about to open, at the end of the hover delay or on keyboard focus. Cancel it
 * (`preventDefault()`) to keep this preview closed, e.g. for links a site handles itself.
 */
export class DocsPreviewShowEvent extends CustomEvent<DocsPreviewShowDetail> {
  static readonly eventName = 'docs-preview-show';
  constructor(detail: DocsPreviewShowDetail) {
    super(DocsPreviewShowEvent.eventName, {detail, bubbles: true, composed: true, cancelable: true});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'docs-preview-show': DocsPreviewShowEvent;
  }
}
