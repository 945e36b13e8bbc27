/**
 * `docs-widgets`: the element classes, their event classes, the API client and the types. Side-effect free:
 * importing it registers nothing (`docs-widgets/define` does, or one of `docs-widgets/search`, `/link-preview`,
 * `/version-switcher`).
 */
export * from './api/index.js';
export {DocsErrorEvent, type DocsErrorDetail, type FailedRequest} from './internal/docs-error-event.js';
export {readPageContext, type PageContext} from './internal/page-context.js';

export {DocsSearchElement} from './elements/search/docs-search.js';
export {DocsSearchSelectEvent, type DocsSearchSelectDetail} from './elements/search/events.js';
