// Entry `docs-widgets/version-switcher`: registers `<docs-version-switcher>` and `<docs-version-warning>` and exports
// their classes.
import './elements/version-switcher/define.js';
import './elements/version-warning/define.js';

export {DocsVersionSwitcherElement} from './elements/version-switcher/docs-version-switcher.js';
export {DocsVersionWarningElement} from './elements/version-warning/docs-version-warning.js';
export {DocsVersionSelectEvent, type DocsVersionSelectDetail} from './elements/version-switcher/events.js';
export {defineDocsVersionSwitcher} from './elements/version-switcher/define.js';
export {defineDocsVersionWarning} from './elements/version-warning/define.js';
export type {VersionSwitcherStrings} from './elements/version-switcher/strings.js';
export type {VersionWarningStrings} from './elements/version-warning/strings.js';
