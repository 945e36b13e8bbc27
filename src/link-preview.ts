// Entry `docs-widgets/link-preview`: registers `<docs-link-preview>` and exports its classes.
import './elements/link-preview/define.js';

export {DocsLinkPreviewElement} from './elements/link-preview/docs-link-preview.js';
export {DocsPreviewShowEvent, type DocsPreviewShowDetail} from './elements/link-preview/events.js';
export {defineDocsLinkPreview} from './elements/link-preview/define.js';
export type {LinkPreviewStrings} from './elements/link-preview/strings.js';
