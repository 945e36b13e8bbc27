/**
 * The search part of the script-tag bundle, loaded on first use: registers `<docs-search>` and, in zero-config
 * mode, adds one to the page and opens it for the eager trigger.
 */
import '../../elements/search/define.js';
import {isEditableTarget} from '../../controllers/shortcut.js';
import type {DocsSearchElement} from '../../elements/search/docs-search.js';
import type {SearchStrings} from '../../elements/search/strings.js';
import type {OpenRequest, SearchTrigger} from '../eager/search-trigger.js';
import {closeThemeSearch} from './theme-search.js';
import type {SharedConfig} from '../widget.js';
import {configureElement} from './configure.js';
import type {SearchFallback} from './search-fallback.js';
import {adoptPageStyles} from './page-styles.js';

export interface SearchContext {
  config: SharedConfig;
  trigger: SearchTrigger;
  /** The configuration's replacements for the search's strings. */
  strings?: Partial<SearchStrings> | undefined;
}

/**
 * Debounce of the zero-config search on a static site: none. The element's default, 120 ms, spares a remote API; the
 * static worker needs no sparing. The next key's query cancels the last one within a slice of its work, and the
 * engine itself holds back a prefix that expands to thousands of terms (one or two letters) for the next key
 * (built-index-engine.ts, HeavyQueries).
 * Measured on the Python docs (static search bench): 50 ms here was 50 ms more before every result (p50 109–114 /
 * p95 162–189 ms from the last key); with none, 90–93 / 128–140 ms, and the first query still under 300 KB.
 */
const STATIC_DEBOUNCE_MS = 0;

/**
 * Results a static site shows before "Show more results": each result's text is a file of the site's index to fetch
 * (a server sends it with the answer), so a first page of five, as Pagefind's own UI shows, halves what a query fetches
 * for its text. Measured on the Python docs (Node, `asyncio` pasted on a fresh page, issue 28): ten results, 19 files
 * and 378 KB gzip in 4 rounds; five, 11 files and 261 KB in 3 rounds (Pagefind's first query: 13 and 277 KB).
 */
const STATIC_PAGE_SIZE = 5;

let element: DocsSearchElement | undefined;

/**
 * True when the failure cannot pass on this page (the static search worker refused by the page's CSP): read by shape
 * along the error's causes, so this chunk does not pull in the worker's modules.
 */
function isLasting(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; at = (at as {cause?: unknown}).cause, depth++) {
    if ((at as {lasting?: unknown}).lasting === true) return true;
  }
  return false;
}

function mount({config, trigger, strings}: SearchContext): DocsSearchElement {
  const search = configureElement(document.createElement('docs-search'), config);
  if (strings) search.strings = strings;
  // The eager trigger owns the hotkeys (it sees them before a theme's own "/" handler can), so the element's
  // own are off; the theme's input is bound by the trigger too, which can release it when our API fails.
  search.hotkeys = '';
  // A static site is searched in a worker on this machine: no server to spare, so results follow the keys closely.
  if (config.staticWorkerUrl) {
    search.debounce = STATIC_DEBOUNCE_MS;
    search.pageSize = STATIC_PAGE_SIZE;
  }
  adoptPageStyles();
  let fallback: SearchFallback | undefined;
  let handingOff = false;
  search.addEventListener('docs-error', (event) => {
    // Our API is failing: if the theme has a search of its own, hand the reader over to it, say so, and take the
    // reader back once the API answers again.
    if (handingOff || fallback?.notice || !trigger.themeSearch()) return;
    handingOff = true;
    const lasting = isLasting(event.detail.error);
    search.close();
    // The dialog closes in the update (a microtask, so no key lands in between): only then can the theme's box take
    // focus (the modal made the page inert), with every key typed in our field up to then ("despike" stays "despike").
    void search.updateComplete.then(() => {
      const query = search.shadowRoot?.querySelector('input')?.value ?? '';
      trigger.release(query);
      // The line that says so, and the checks of our API, are a chunk loaded only on a page whose API failed
      // (handOff releases the box again, which changes nothing).
      const notice = lasting ? search.text.themeSearchNoticeLasting : search.text.themeSearchNotice;
      return import('./search-fallback.js').then(({handOff}) => (fallback = handOff(trigger, query, config, notice, document, lasting)));
    }).catch(() => {}).finally(() => (handingOff = false));
  });
  // Keys typed in our field leave the shadow root retargeted to this element, which themes' global shortcuts
  // take for keys pressed on the page: mkdocs-material's "p"/"n" change page, Sphinx's arrow keys navigate.
  // They stop here; our own handlers inside the shadow root have already seen them.
  for (const type of ['keydown', 'keypress', 'keyup']) {
    search.addEventListener(type, (event) => {
      if (isEditableTarget(event)) event.stopPropagation();
    });
  }
  // Closing hands focus back to the theme's input, which makes mkdocs-material open its own search over the page.
  // Material reacts to that focus a task later, so this waits a little longer. Focus comes back when the dialog has
  // closed, which a reader's close does a frame after `open` goes (ModalDialogController).
  new MutationObserver(() => {
    if (search.open) return;
    const afterFocus = () => setTimeout(() => closeThemeSearch(document), 50);
    const dialog = search.shadowRoot?.querySelector('dialog');
    if (dialog?.open) dialog.addEventListener('close', afterFocus, {once: true});
    else afterFocus();
  }).observe(search, {attributes: true, attributeFilter: ['open']});
  document.body.append(search);
  return search;
}

/** Opens (or, for a hotkey while open, closes) the zero-config search. */
export async function openSearch(request: OpenRequest, context: SearchContext): Promise<void> {
  element ??= mount(context);
  if (request.toggle && element.open) {
    request.typed?.();
    element.close();
    return;
  }
  if (element.open) return;
  // Text typed after the hotkey goes in as typed, caret at its end; a query from the page (the selection, the
  // theme's field) is selected, so typing replaces it; no query keeps the last one, selected.
  // Keys typed into the theme's field while this part loaded stayed there (mkdocs-material's search icon on a phone
  // focuses its field at once): the field's text now, not as it was when focus came ("checkpoint" became "heckpoint",
  // issue 26).
  const inField = (request.field as HTMLInputElement | undefined)?.value ?? request.query;
  const typed = request.typed?.() || (inField !== request.query ? inField : '');
  if (typed) await element.show(typed, {select: false});
  else await element.show(request.query || undefined);
  // The theme's own overlay (mkdocs-material's, which also opens from `?q=`) gives way to ours.
  closeThemeSearch(document);
}
