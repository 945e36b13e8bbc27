/** Describes the request that failed, without anything secret (no token). */
export interface FailedRequest {
  /** The URL that was requested. */
  url: string;
  /** What the widget was doing, e.g. `search`, `embed`, `versions`. */
  operation: string;
}

export interface DocsErrorDetail {
  error: Error;
  request: FailedRequest;
}

/**
 * Fired by every widget when a request fails in a way the reader sees (an error state, a missing preview).
 * Aborted requests never fire it.
 */
export class DocsErrorEvent extends CustomEvent<DocsErrorDetail> {
  static readonly eventName = 'docs-error';
  constructor(detail: DocsErrorDetail) {
    super(DocsErrorEvent.eventName, {detail, bubbles: true, composed: true});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'docs-error': DocsErrorEvent;
  }
}
