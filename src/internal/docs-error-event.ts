import type {DocsApiRequestInfo} from '../api/errors.js';

export type {DocsApiRequestInfo};

export interface DocsErrorDetail {
  error: Error;
  /** What the widget was doing (`search`, `embed`, `versions`) and the URL that failed. No secret (no token). */
  request: DocsApiRequestInfo;
}

/**
 * Fired by every widget when a request fails in a way the reader sees (an error state, a missing preview).
 * Aborted requests never fire it.
 */
export class DocsErrorEvent extends CustomEvent<DocsErrorDetail> {
  static readonly eventName = 'docs-error';

  /**
   * The one way a widget turns a failure into the event: anything thrown becomes an `Error`, and the URL is the one
   * the API client reports on its error (`DocsApiError.request`) when there is one, else `request.url`. The operation
   * is always the widget's own; the client's finer one stays on the error.
   */
  static from(error: unknown, request: DocsApiRequestInfo): DocsErrorEvent {
    // Read by shape, not `instanceof DocsApiError`: the script tag's eager part fires this event too, and must not
    // pull in the API client.
    const failedUrl = (error as {request?: {url?: unknown}} | null)?.request?.url;
    return new DocsErrorEvent({
      error: error instanceof Error ? error : new Error(String(error)),
      request: {url: typeof failedUrl === 'string' ? failedUrl : request.url, operation: request.operation},
    });
  }

  constructor(detail: DocsErrorDetail) {
    super(DocsErrorEvent.eventName, {detail, bubbles: true, composed: true});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'docs-error': DocsErrorEvent;
  }
}
