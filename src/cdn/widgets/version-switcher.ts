/**
 * `<docs-version-switcher>` on the script tag: added when the browser is idle (on a static site, one with versions), in
 * the theme's own chrome when the theme is known, else pinned to a closeable corner.
 */
import {mayNameVersionsFile} from '../../sources/static/recognise.js';
import {whenIdle} from '../eager/loader.js';
import {defineWidget, type SharedConfig} from '../widget.js';

/**
 * Runs `mount` (which loads the versions chunk) when the browser is idle and the page may have versions to show: on a
 * static site only once the static part found its versions file (it asks once per page). The versions chunk (lit and
 * both elements) was otherwise loaded and evaluated on every static page, most of which have no versions: our longest
 * task at load, 76 to 147 ms at 4x CPU throttling, for nothing shown (issue 29). The static part, with the shared chunk
 * and the static source, is asked only where the page names a versions file: loaded to find there was none, their
 * evaluation was one task of 10-33 ms at idle on every page of a site without versions, which Lighthouse's simulation,
 * knowing no idle time, charged as 41-132 ms of blocking (docs/measuring.md).
 */
export const whenVersionsMayShow = (config: SharedConfig, doc: Document, mount: () => void): unknown =>
  whenIdle(() => {
    const version = config.staticWorkerUrl && (!mayNameVersionsFile(doc, config.versionsUrl) ? false
      : import('../lazy/static-part.js').then((part) => part.staticPageVersion(config, doc)));
    void Promise.resolve(version).then((found) => found !== false && mount(), () => {});
  });

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
    whenVersionsMayShow(config, doc, () => {
      load()
        .then((part) => part.mountVersionSwitcher(config, doc, options.container))
        .catch(() => {});
    });
  },
});
