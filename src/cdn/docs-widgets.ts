/**
 * The script-tag bundle: `<script type="module" src=".../docs-widgets.js">`.
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
import {parseHotkeys, pressedHotkey} from '../controllers/shortcut.js';
import {readPageField} from '../internal/page-context.js';
import {isStaticSitePage} from '../sources/static/recognise.js';
import {findOwnScript, readConfig, type WidgetsConfig} from './config.js';
import {watchOwnElements} from './eager/explicit-elements.js';
import {load, loadWithEveryWidget} from './eager/loader.js';
import {serviceSwitches, serviceSwitchesNow, standDownMessage, type ServiceFeature, type ServiceSwitches} from './eager/service-addons.js';
import type {WidgetDescriptor} from './widget.js';
import {WIDGETS} from './widgets/index.js';

const STARTED = Symbol.for('docs-widgets');

/**
 * Starts the zero-config widgets. True when search's hotkeys are bound when it returns: the first widget mounts in this
 * task when the service's switches are known at once (no service client on the page, the usual case), the others each
 * in a task of its own.
 */
function startZeroConfig(doc: Document, config: WidgetsConfig): boolean {
  const sections = config as unknown as Record<string, unknown>;
  let searchBound = false;
  // Where the hosting service's client runs its own search, flyout, notifications or previews, ours stand down.
  const mountAll = async (service: ServiceSwitches | undefined) => {
    const stoodDown: ServiceFeature[] = [];
    let mounted = 0;
    for (const widget of WIDGETS as readonly WidgetDescriptor[]) {
      const options = sections[widget.name];
      if (options === false) continue;
      if (service?.(widget.serviceFeature)) {
        stoodDown.push(widget.serviceFeature);
        continue;
      }
      // Each widget's set-up in a task of its own (the theme's fields, the main content's links are looked up), so
      // that the page's input and paint come between them; the first (search: its hotkeys catch the reader's first
      // keys, the theme's own "/" otherwise) at once. A plain task, not lazy/next-task.ts's scheduler.yield(): the
      // bytes of this part are paid on every page view.
      if (mounted++ > 0) await new Promise((resolve) => setTimeout(resolve));
      // The list holds widgets of different option types; each one's section was read with its own defaults.
      widget.mount({doc, config, options: options as never, sections, load: () => load(widget)});
      searchBound ||= widget.name === 'search';
    }
    if (stoodDown.length > 0) console.info(standDownMessage(stoodDown));
  };
  const known = serviceSwitchesNow(doc);
  void (known ? mountAll(known[0]) : serviceSwitches(doc).then(mountAll));
  return searchBound;
}

function start(doc: Document): void {
  const marks = doc as unknown as Record<symbol, string>;
  if (marks[STARTED]) return;
  marks[STARTED] = import.meta.url;

  const config = readConfig((globalThis as {docsWidgetsConfig?: unknown}).docsWidgetsConfig, findOwnScript(import.meta.url, doc));
  const early = new AbortController();
  /** Sets everything up, once; true when search's hotkeys are bound by then. */
  const run = (): boolean => {
    if (early.signal.aborted) return false;
    early.abort();
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
    return !watchOwnElements(doc, WIDGETS) && (staticSite || project) ? startZeroConfig(doc, config) : false;
  };
  // The set-up runs in a task of its own after the page's: a module script runs in the task that ends parsing, with
  // the page's DOMContentLoaded handlers (mkdocs-material's: 28-74 ms), and Lighthouse's simulation multiplies that
  // whole task by 4 as blocking time (issue 29, docs/measuring.md). Input runs before timers, though: a hotkey pressed
  // before it sets everything up there and then, and goes to our search as if it had been bound all along.
  const later = () => setTimeout(run);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', later, {once: true});
  else later();
  const {search} = config;
  if (search && search.hotkeys) {
    addEventListener('keydown', (event) => {
      // Not while the page is still parsing (an element of ours further down would not be found yet): as before.
      if (doc.readyState === 'loading' || !pressedHotkey(event, parseHotkeys(search.hotkeys)) || !run()) return;
      // Our listeners, added during this event's dispatch, do not see it: they get a copy, and the theme (whose own "/"
      // would act too) neither.
      event.preventDefault();
      event.stopImmediatePropagation();
      dispatchEvent(new KeyboardEvent('keydown', event));
    }, {capture: true, signal: early.signal});
  }
}

start(document);
