import type {OptionModel, SearchBlock, SearchHit} from './result-model.js';

export interface DocsSearchSelectDetail {
  /** Absolute http(s) URL of the page, with `#id` of the block when a block was chosen. */
  url: string;
  /** The search result (page) the choice belongs to. */
  result: SearchHit;
  /** The section or domain block chosen; absent when the page itself was chosen. */
  block?: SearchBlock;
  /** True when the reader asked for a new tab (Ctrl/Cmd+Enter, Ctrl/Cmd+click, middle click). */
  newTab: boolean;
}

/**
 * Fired when the reader picks a result, before the element navigates. Cancel it (`preventDefault()`) to navigate
 * yourself, e.g. with a single-page app's router; the dialog stays open then.
 */
export class DocsSearchSelectEvent extends CustomEvent<DocsSearchSelectDetail> {
  static readonly eventName = 'docs-search-select';
  constructor(detail: DocsSearchSelectDetail) {
    super(DocsSearchSelectEvent.eventName, {detail, bubbles: true, composed: true, cancelable: true});
  }

  /** The event for the reader's choice of `option`. */
  static of(option: OptionModel, newTab: boolean): DocsSearchSelectEvent {
    const {url, result, block} = option;
    return new DocsSearchSelectEvent({url, result, ...(block ? {block} : {}), newTab});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'docs-search-select': DocsSearchSelectEvent;
  }
}
