/**
 * The script-tag bundle: `<script type="module" src=".../docs-widgets.js">`.
 *
 * This eager part is small on purpose (no lit, no DOMPurify): it reads the configuration, registers our
 * elements' parts when the page uses them, and in zero-config mode listens for the reader's first intent:
 * a hotkey or the theme's search input (search), a hover or focus on a cross-reference (previews), idle time
 * (the version switcher and warning). The heavy parts load then, from chunks beside this file.
 *
 * It defines no global: the only trace it leaves is a `Symbol.for('docs-widgets')` key on the document, so a
 * second copy of the bundle (another URL, another origin) finds the first one and stands down.
 */
import {readDeepLink} from '../elements/search/deep-link.js';
import {readPageContext} from '../internal/page-context.js';
import {findOwnScript, GLOBAL_CONFIG_NAME, readConfig, type WidgetsConfig} from './config.js';
import {hasOwnElements, watchOwnElements} from './eager/explicit-elements.js';
import {load, whenIdle} from './eager/loader.js';
import {PreviewIntent} from './eager/preview-intent.js';
import {createSearchButton} from './eager/search-button.js';
import {SearchTrigger, type OpenRequest} from './eager/search-trigger.js';
import {findMainContent} from './themes.js';

const STARTED = Symbol.for('docs-widgets');

function startZeroConfig(doc: Document, config: WidgetsConfig): void {
  if (config.search) {
    const open = (request: OpenRequest) => load('search').then((part) => part.openSearch(request, {config, trigger}));
    const trigger: SearchTrigger = new SearchTrigger({config: config.search, doc, open});
    // Without a search field of the theme's own, the reader gets a button of ours.
    if (!trigger.themeSearch()) {
      createSearchButton(doc, config.search.hotkeys, (button) => {
        open({query: '', trigger: button}).catch(() => {});
      });
    }
    // A `?q=` link (or a reload of a page the search wrote it to) reopens the search with its query.
    const deepLinked = readDeepLink(doc.defaultView?.location.href ?? '', 'q');
    if (deepLinked) open({query: deepLinked, trigger: undefined}).catch(() => trigger.release(deepLinked));
  }

  if (config.linkPreview) {
    const scope = findMainContent(doc, config.linkPreview.scope);
    const {selector} = config.linkPreview;
    if (scope) {
      new PreviewIntent({
        scope,
        selector,
        onIntent: (link, how, pointer) => {
          load('linkPreview')
            .then((part) => part.mountLinkPreview({config, scope, selector, link, how, pointer}))
            .catch(() => {});
        },
      });
    }
  }

  if (config.versionSwitcher || config.versionWarning) {
    whenIdle(() => {
      load('versions')
        .then((part) => part.mountVersions({config, doc}))
        .catch(() => {});
    });
  }
}

function start(doc: Document): void {
  const marks = doc as unknown as Record<symbol, unknown>;
  if (marks[STARTED]) return;
  Object.defineProperty(doc, STARTED, {value: import.meta.url});

  const global = (globalThis as unknown as Record<string, unknown>)[GLOBAL_CONFIG_NAME];
  const config = readConfig(global, findOwnScript(import.meta.url, doc));
  const run = () => {
    const zeroConfig = !hasOwnElements(doc) && Boolean(config.project ?? readPageContext(doc).project);
    watchOwnElements(doc);
    if (zeroConfig) startZeroConfig(doc, config);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, {once: true});
  else run();
}

start(document);
