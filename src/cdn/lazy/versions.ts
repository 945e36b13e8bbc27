/**
 * The versions chunk of the script-tag bundle, loaded when the browser is idle: registers
 * `<docs-version-switcher>` and `<docs-version-warning>` and, in zero-config mode, adds them: the switcher in
 * the theme's own chrome when the theme is known (else pinned to a closeable corner), the warning at the top
 * of the main content. One chunk for both: they share the version data.
 */
import '../../elements/version-switcher/define.js';
import '../../elements/version-warning/define.js';
import {findMainContent, placeInTheme} from '../themes.js';
import type {SharedConfig} from '../widget.js';
import {configureElement} from './configure.js';

export interface VersionsMount {
  config: SharedConfig;
  doc: Document;
}

let switcherMounted = false;
let warningMounted = false;

export function mountVersionSwitcher({config, doc, container}: VersionsMount & {container: string | undefined}): void {
  if (switcherMounted) return;
  switcherMounted = true;
  const switcher = configureElement(doc.createElement('docs-version-switcher'), config);
  if (!placeInTheme(doc, switcher, container)) {
    // No known place: a corner of the window, with a close button (and inline on narrow screens).
    switcher.floating = true;
    doc.body.append(switcher);
  }
}

/** `scope`: the main content's selector when the reader named it, else the theme's own. */
export function mountVersionWarning({config, doc, scope}: VersionsMount & {scope: string | undefined}): void {
  if (warningMounted) return;
  warningMounted = true;
  const main = findMainContent(doc, scope);
  if (main) main.prepend(configureElement(doc.createElement('docs-version-warning'), config));
}
