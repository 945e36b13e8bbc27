/**
 * The versions part of the script-tag bundle, loaded when the browser is idle: registers
 * `<docs-version-switcher>` and `<docs-version-warning>` and, in zero-config mode, adds them: the switcher in
 * the theme's own chrome when the theme is known (else pinned to a closeable corner), the warning at the top
 * of the main content.
 */
import '../../elements/version-switcher/define.js';
import '../../elements/version-warning/define.js';
import type {WidgetsConfig} from '../config.js';
import {findMainContent, placeInTheme} from '../themes.js';
import {configureElement} from './configure.js';

export interface VersionsMount {
  config: WidgetsConfig;
  doc: Document;
}

let mounted = false;

export function mountVersions({config, doc}: VersionsMount): void {
  if (mounted) return;
  mounted = true;
  if (config.versionSwitcher) {
    const switcher = configureElement(doc.createElement('docs-version-switcher'), config);
    if (!placeInTheme(doc, switcher, config.versionSwitcher.container)) {
      // No known place: a corner of the window, with a close button (and inline on narrow screens).
      switcher.floating = true;
      doc.body.append(switcher);
    }
  }
  if (config.versionWarning) {
    const main = findMainContent(doc, config.linkPreview ? config.linkPreview.scope : undefined);
    if (main) main.prepend(configureElement(doc.createElement('docs-version-warning'), config));
  }
}
