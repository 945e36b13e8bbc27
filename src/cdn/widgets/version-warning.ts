/**
 * `<docs-version-warning>` on the script tag: added when the browser is idle, at the top of the main content. It
 * has no options, only on and off.
 */
import {whenIdle} from '../eager/loader.js';
import {defineWidget} from '../widget.js';
import type {LinkPreviewConfig} from './link-preview.js';

export const versionWarning = defineWidget({
  name: 'versionWarning',
  tag: 'docs-version-warning',
  chunk: () => import('../lazy/versions.js'),
  options: undefined,
  mount({doc, config, sections, load}) {
    // A reader who named the main content for the previews (`linkPreview.scope`) named it for the warning too.
    const previews = sections.linkPreview as LinkPreviewConfig | false | undefined;
    const scope = previews ? previews.scope : undefined;
    whenIdle(() => {
      load()
        .then((part) => part.mountVersionWarning({config, doc, scope}))
        .catch(() => {});
    });
  },
});
