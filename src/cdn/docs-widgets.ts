/**
 * The script-tag bundle: `<script type="module" async src=".../docs-widgets.js">`. `async`: the page's
 * `DOMContentLoaded` does not wait for this file, nor do the page's own handlers of it run before the page's first
 * render, as they did behind a deferred module (docs/measuring.md); this part waits for the parse itself.
 *
 * This eager part is small on purpose (no lit, no DOMPurify): it reads the configuration, registers our
 * elements' parts when the page uses them, and in zero-config mode listens for the reader's first intent:
 * a hotkey or the theme's search input (search), a hover or focus on a cross-reference (previews), idle time
 * (the version switcher and warning). The heavy parts load then, from chunks beside this file. Each widget is
 * one descriptor in `widgets/`; this module only loops over them.
 *
 * It defines no global: the only trace it leaves is a `Symbol.for('docs-widgets')` key on the document, so a
 * second copy of the bundle (another URL, another origin) finds the first one and stands down.
 */
import {readPageField} from '../internal/page-context.js';
import {isStaticSitePage} from '../sources/static/recognise.js';
import {findOwnScript, readConfig, type WidgetsConfig} from './config.js';
import {watchOwnElements} from './eager/explicit-elements.js';
import {load, loadWithEveryWidget} from './eager/loader.js';
import {serviceSwitches, standDownMessage, type ServiceFeature} from './eager/service-addons.js';
import type {WidgetDescriptor} from './widget.js';
import {WIDGETS} from './widgets/index.js';

const STARTED = Symbol.for('docs-widgets');

async function startZeroConfig(doc: Document, config: WidgetsConfig): Promise<void> {
  const sections = config as unknown as Record<string, unknown>;
  // Where the hosting service's client runs its own search, flyout, notifications or previews, ours stand down.
  const service = await serviceSwitches(doc);
  const stoodDown: ServiceFeature[] = [];
  let mounted = 0;
  for (const widget of WIDGETS as readonly WidgetDescriptor[]) {
    const options = sections[widget.name];
    if (options === false) continue;
    if (service?.(widget.serviceFeature)) {
      stoodDown.push(widget.serviceFeature);
      continue;
    }
    // Each widget's set-up in a task of its own (the theme's fields, the main content's links are looked up), so that
    // the page's input and paint come between them; the first (search: its hotkeys catch the reader's first keys, the
    // theme's own "/" otherwise) at once, as before. A plain task, not lazy/next-task.ts's scheduler.yield(): the bytes
    // of this part are paid on every page view.
    if (mounted++ > 0) await new Promise((resolve) => setTimeout(resolve));
    // The list holds widgets of different option types; each one's section was read with its own defaults.
    widget.mount({doc, config, options: options as never, sections, load: () => load(widget)});
  }
  if (stoodDown.length > 0) console.info(standDownMessage(stoodDown));
}

function start(doc: Document): void {
  const marks = doc as unknown as Record<symbol, string>;
  if (marks[STARTED]) return;
  marks[STARTED] = import.meta.url;

  const run = () => {
    // Read once the page is parsed, wherever the tag is: with `async` (as docs/adding.md recommends) this module may
    // run before a `docsWidgetsConfig` script further down the page.
    const global = (globalThis as {docsWidgetsConfig?: unknown}).docsWidgetsConfig;
    const config = readConfig(global, findOwnScript(import.meta.url, doc));
    const project = config.project ?? readPageField(doc, 'project');
    // A page Sphinx or MkDocs built, with no hosting service and no API named: the static source serves it, and its
    // search worker is the file beside this one. Only its markers are read here; where the site's files are is found
    // with the widgets' chunks (static-part), which a hosted page never loads.
    const staticSite = !config.apiBase && !project && isStaticSitePage(doc);
    // A copy the page names (relative to the page, see worker-url.ts) wins over the file beside this one, which may be
    // on a CDN.
    config.workerUrl ??= new URL('./search-worker.js', import.meta.url).href;
    if (staticSite) config.staticWorkerUrl = config.workerUrl;
    // The static source's registration is a chunk of its own too: loaded with the widgets where it may serve them.
    if (staticSite || doc.querySelector('[docs-source="static"]')) {
      loadWithEveryWidget(() => import('./lazy/static-part.js').then((part) => part.configureStaticSource(config)));
    }
    // A page with an element of ours placed in it gets no zero-config widgets.
    if (!watchOwnElements(doc, WIDGETS) && (staticSite || project)) void startZeroConfig(doc, config);
  };
  // After DOMContentLoaded, not as soon as the parse ends: with `async`, this module may run while the document is
  // already "interactive" but before the page's deferred scripts (a `docsWidgetsConfig` among them) have.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loaded = navigation ? navigation.domContentLoadedEventEnd > 0 : doc.readyState !== 'loading';
  if (loaded || doc.readyState === 'complete') run();
  else doc.addEventListener('DOMContentLoaded', run, {once: true});
}

start(document);
