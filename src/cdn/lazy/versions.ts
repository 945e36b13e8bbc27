/**
 * The versions chunk of the script-tag bundle, loaded when the browser is idle: registers
 * `<docs-version-switcher>` and `<docs-version-warning>` and, in zero-config mode, adds them: the switcher in
 * the theme's own chrome when the theme is known (else pinned to a closeable corner), the warning at the top
 * of the main content. One chunk for both: they share the version data.
 */
import '../../elements/version-switcher/define.js';
import '../../elements/version-warning/define.js';
import {findMainContent} from '../themes.js';
import {insertMovingNothing, placeInTheme} from './switcher-places.js';
import {themeSwitcherStandsIn} from './theme-switchers.js';
import type {DocsVersionElement} from '../../versions/version-element.js';
import type {SharedConfig} from '../widget.js';
import {configureElement} from './configure.js';
import {nextTask} from './next-task.js';
import {whenNotSearching} from './not-searching.js';
import {adoptPageStyles} from './page-styles.js';

let switcherMounted = false;
let warningMounted = false;

/**
 * On a static site the switcher and the warning appear only when the site has a versions file: `false` when it has
 * none (or it cannot be read), else the version this page is, as the file tells it. The static part is loaded already
 * on a static page (eager/loader.ts): this import only hands over its module.
 */
let staticVersion: Promise<string | undefined | false> | undefined;

/**
 * Runs `mount` a task later, or on a static site once its versions file has loaded, with the page's version set; in
 * both cases once the reader is not searching (not-searching.ts).
 */
function whenVersioned(config: SharedConfig, doc: Document, mount: (config: SharedConfig) => void): void {
  // Never in the task that evaluated this chunk (its caller is the import's promise reaction): mounting an element
  // renders it, and the two together were one task past 50 ms on a slow phone (issue 29).
  const version = config.staticWorkerUrl
    ? staticVersion ??= import('./static-part.js').then((part) => part.staticPageVersion(config, doc))
    : undefined;
  void Promise.resolve(version).then(async (found) => {
    await nextTask();
    await whenNotSearching(doc);
    if (found !== false) mount({...config, version: config.version ?? found});
  });
}

/** `container`: the selector of the switcher's place when the reader named it, else the theme's own. */
export function mountVersionSwitcher(config: SharedConfig, doc: Document, container: string | undefined): void {
  if (switcherMounted) return;
  switcherMounted = true;
  whenVersioned(config, doc, (versioned) => void placeSwitcher(doc, versioned, container));
}

/** An element of ours as lit's hook for the timing of its updates (`scheduleUpdate`, which an update awaits) sees it. */
type TimedUpdates = {scheduleUpdate?: () => unknown};

/**
 * Adds `element` to the page off its flow (hidden, out of the layout: `data-docs-widgets-staging`) until it shows its
 * versions, and takes it out of staging in a task of its own: its size is then the size it keeps, which the caller
 * measures to place it. Placed at once and filled in later, an element grew in its place and moved the page (issue 29).
 */
async function stageOffPage(doc: Document, element: DocsVersionElement): Promise<void> {
  adoptPageStyles(doc);
  element.toggleAttribute('data-docs-widgets-staging', true);
  // Adopting the page's rules (the first time), connecting the element and its first render in tasks of their own:
  // connecting (its styles, its controllers reading the page's colours just after those rules invalidated every
  // style) and rendering (lit preparing its templates) were one task of 65-67 ms at 4x CPU throttling on a quiet
  // machine. The first render is held by lit's hook, on this instance and for its first update only.
  await nextTask();
  const timed = element as unknown as TimedUpdates;
  timed.scheduleUpdate = async () => {
    delete timed.scheduleUpdate;
    await nextTask();
    return timed.scheduleUpdate!();
  };
  doc.body.append(element);
  // Its first render starts the versions' load.
  await element.updateComplete;
  await element.versionsSettled;
  await element.updateComplete;
  // The versions' rendering and the placement's measuring (a layout of the page) in tasks of their own.
  await nextTask();
  element.removeAttribute('data-docs-widgets-staging');
}

async function placeSwitcher(doc: Document, config: SharedConfig, container: string | undefined): Promise<void> {
  // A maintainer who named the place wants ours there; else the theme's own switcher, if it has one, is the one.
  if (!container && themeSwitcherStandsIn(doc)) return;
  const switcher = configureElement(doc.createElement('docs-version-switcher'), config);
  await stageOffPage(doc, switcher);
  if (!placeInTheme(doc, switcher, container)) {
    // No place that moves nothing: a corner of the window, with a close button (and at the end of the page on narrow
    // screens).
    switcher.floating = true;
    doc.body.append(switcher);
  }
}

/** `scope`: the main content's selector when the reader named it, else the theme's own. */
export function mountVersionWarning(config: SharedConfig, doc: Document, scope: string | undefined): void {
  if (warningMounted) return;
  warningMounted = true;
  whenVersioned(config, doc, (versioned) => void placeWarning(doc, versioned, scope));
}

/**
 * The warning at the top of the main content when it goes in there without moving what the reader sees (it shows
 * nothing: a current version; or that part of the page is not on screen), else over the foot of the window. It is known
 * only once the versions are in, after the page has painted: prepended then, an outdated version's banner pushed the
 * whole text down (issue 29). Staged off the page's flow like the switcher until then (stageOffPage).
 */
async function placeWarning(doc: Document, config: SharedConfig, scope: string | undefined): Promise<void> {
  const main = findMainContent(doc, scope);
  if (!main) return;
  const warning = configureElement(doc.createElement('docs-version-warning'), config);
  await stageOffPage(doc, warning);
  if (!insertMovingNothing(doc, main, 'prepend', warning)) {
    warning.toggleAttribute('data-docs-widgets-floating', true);
    doc.body.append(warning);
  }
}
