/**
 * `docs-widgets`: the element classes, their event classes, the API client and the types. Side-effect free:
 * importing it registers nothing (`docs-widgets/define` does, or one of `docs-widgets/search`, `/link-preview`,
 * `/version-switcher`).
 */
export * from './api/index.js';
export {DocsErrorEvent, type DocsErrorDetail} from './internal/docs-error-event.js';
export {MissingProjectError} from './internal/missing-project-error.js';
/** @deprecated The same shape as `DocsApiRequestInfo`; use that name. */
export type {DocsApiRequestInfo as FailedRequest} from './api/errors.js';
export {readPageContext, type PageContext} from './internal/page-context.js';

export {DocsSearchElement} from './elements/search/docs-search.js';
export {DocsSearchSelectEvent, type DocsSearchSelectDetail} from './elements/search/events.js';

export {DocsLinkPreviewElement} from './elements/link-preview/docs-link-preview.js';
export {DocsPreviewShowEvent, type DocsPreviewShowDetail} from './elements/link-preview/events.js';
export type {LinkPreviewStrings} from './elements/link-preview/strings.js';

export {DocsVersionSwitcherElement} from './elements/version-switcher/docs-version-switcher.js';
export {DocsVersionWarningElement} from './elements/version-warning/docs-version-warning.js';
export {DocsVersionSelectEvent, type DocsVersionSelectDetail} from './elements/version-switcher/events.js';
export type {VersionSwitcherStrings} from './elements/version-switcher/strings.js';
export type {VersionWarningStrings} from './elements/version-warning/strings.js';

export type {SearchStrings} from './elements/search/strings.js';
