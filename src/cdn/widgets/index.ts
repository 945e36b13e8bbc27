/**
 * Every widget of the script tag, in the order zero-config mode mounts them. A new widget is one more descriptor
 * here (see docs/architecture.md, "Adding a widget").
 */
import {linkPreview} from './link-preview.js';
import {search} from './search.js';
import {versionSwitcher} from './version-switcher.js';
import {versionWarning} from './version-warning.js';

export const WIDGETS = [search, linkPreview, versionSwitcher, versionWarning] as const;

export type Widget = (typeof WIDGETS)[number];
