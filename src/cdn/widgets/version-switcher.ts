/**
 * `<docs-version-switcher>` on the script tag: added when the browser is idle, in the theme's own chrome when the
 * theme is known, else pinned to a closeable corner.
 */
import {whenIdle} from '../eager/loader.js';
import {defineWidget} from '../widget.js';

export interface VersionSwitcherConfig {
  /** CSS selector of the element to put the switcher in; the theme's known place when unset. */
  container: string | undefined;
}

export const versionSwitcher = defineWidget({
  name: 'versionSwitcher',
  tag: 'docs-version-switcher',
  chunk: () => import('../lazy/versions.js'),
  serviceFeature: 'flyout',
  options: {container: undefined} as VersionSwitcherConfig,
  attributes: {container: 'versionSwitcherContainer'},
  mount({doc, config, options, load}) {
    whenIdle(() => {
      load()
        .then((part) => part.mountVersionSwitcher(config, doc, options.container))
        .catch(() => {});
    });
  },
});
