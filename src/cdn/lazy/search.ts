/**
 * The search part of the script-tag bundle, loaded on first use: registers `<docs-search>` and, in zero-config
 * mode, adds one to the page and opens it for the eager trigger.
 */
import '../../elements/search/define.js';
import type {DocsSearchElement} from '../../elements/search/docs-search.js';
import type {WidgetsConfig} from '../config.js';
import type {OpenRequest, SearchTrigger} from '../eager/search-trigger.js';
import {configureElement} from './configure.js';
import {adoptPageStyles} from './page-styles.js';

export interface SearchContext {
  config: WidgetsConfig;
  trigger: SearchTrigger;
}

let element: DocsSearchElement | undefined;

function mount({config, trigger}: SearchContext): DocsSearchElement {
  const search = configureElement(document.createElement('docs-search'), config);
  // The eager trigger owns the hotkeys (it sees them before a theme's own "/" handler can), so the element's
  // own are off; the theme's input is bound by the trigger too, which can release it when our API fails.
  search.hotkeys = '';
  adoptPageStyles();
  search.addEventListener('docs-error', (event) => {
    // Our API is failing: if the theme has a search of its own, hand the reader over to it.
    if (!trigger.themeSearch()) return;
    const query = search.shadowRoot?.querySelector('input')?.value ?? '';
    search.close();
    trigger.release(query);
  });
  document.body.append(search);
  return search;
}

/** Opens (or, for a hotkey while open, closes) the zero-config search. */
export async function openSearch(request: OpenRequest & {toggle?: boolean}, context: SearchContext): Promise<void> {
  element ??= mount(context);
  if (request.toggle && element.open) {
    element.close();
    return;
  }
  if (element.open) return;
  await element.show(request.query);
}
