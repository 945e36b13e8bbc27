/**
 * `<docs-version-warning>` on the script tag: added when the browser is idle (on a static site, one with versions), at
 * the top of the main content. It has no options, only on and off.
 */
import {defineWidget} from '../widget.js';
import type {LinkPreviewConfig} from './link-preview.js';
import {versionSwitcher, whenVersionsMayShow} from './version-switcher.js';

export const versionWarning = defineWidget({
  name: 'versionWarning',
  tag: 'docs-version-warning',
  // The switcher's chunk: both elements are in it.
  chunk: versionSwitcher.chunk,
  serviceFeature: 'notifications',
  options: undefined,
  mount({doc, config, sections, load}) {
    // A reader who named the main content for the previews (`linkPreview.scope`) named it for the warning too
    // (a switched-off section is `false`, whose `scope` is undefined).
    const scope = (sections.linkPreview as Partial<LinkPreviewConfig>).scope;
    whenVersionsMayShow(config, doc, () => {
      load()
        .then((part) => part.mountVersionWarning(config, doc, scope))
        .catch(() => {});
    });
  },
});
