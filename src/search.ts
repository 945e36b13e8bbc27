// Entry `docs-widgets/search`: registers `<docs-search>` and exports its classes.
import './elements/search/define.js';

export {DocsSearchElement} from './elements/search/docs-search.js';
export {DocsSearchSelectEvent, type DocsSearchSelectDetail} from './elements/search/events.js';
export {defineDocsSearch} from './elements/search/define.js';
