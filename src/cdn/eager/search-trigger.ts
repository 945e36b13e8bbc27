/**
 * The eager half of zero-config search: the hotkeys and the binding of the theme's own search input. Neither
 * needs lit; the dialog itself loads on the first use.
 *
 * Fallback: when our part cannot load or our API fails, the binding is released and the theme's own search
 * takes over (the hotkeys then focus the theme's input, as Sphinx's own `/` does).
 *
 * Between a hotkey and the moment our dialog's field takes focus (the dialog's chunk may still be loading), the keys
 * the reader types are held: without that the first letters are lost ("theme" became "heme") and land on the page,
 * where a theme's own shortcuts act on them (mkdocs-material's `n` goes to the next page). Character keys and
 * Backspace are kept, in order, and stopped before any page handler sees them; keys with Ctrl, ⌘ or Alt pass through.
 */
import {parseHotkeys, pressedHotkey} from '../../controllers/shortcut.js';
import {ThemeFieldBinding} from '../../internal/theme-fields.js';
import {THEME_SEARCH_SELECTORS} from '../themes.js';
import type {SearchStrings} from '../../elements/search/strings.js';

/** The search section of the script tag's configuration (its defaults: widgets/search.ts). */
export interface SearchConfig {
  /** Space-separated hotkeys, e.g. `/ mod+k`; empty switches hotkeys off. */
  hotkeys: string;
  /** Bind the theme's own search input/button so using it opens our dialog. */
  bindThemeSearch: boolean;
  /** CSS selector of extra theme inputs or buttons to bind, tried before the built-in list. */
  themeSearchSelector: string | undefined;
  /**
   * Replacements for the search's strings (a partial `SearchStrings`, `window.docsWidgetsConfig.search.strings`),
   * over the defaults in the page's language: the dialog's, the label of the button added to a page whose theme
   * has no search field (`trigger`) and the line shown beside the theme's search while ours is unavailable
   * (`themeSearchNotice`).
   */
  strings?: Partial<SearchStrings> | undefined;
}

export interface OpenRequest {
  query: string;
  /** A hotkey: closes the dialog when it is already open. */
  toggle?: boolean;
  /**
   * Text typed after the hotkey while the dialog was loading; reading it ends the buffering, so call it just before
   * the dialog's field takes focus. It replaces `query` when not empty (the reader typed over it).
   */
  typed?: () => string;
  /**
   * The theme's field the request came from: what the reader typed into it while our dialog loaded is read from it as
   * the dialog opens (the lazy part does it, to keep this part small).
   */
  field?: HTMLElement;
}

export interface SearchTriggerOptions {
  config: SearchConfig;
  /** Opens our dialog; rejects when our part could not load. */
  open: (request: OpenRequest) => Promise<void>;
}

/** The hotkeys and theme search of the page the script tag runs in (`document`, `window`). */
export interface SearchTrigger {
  /** The theme's first visible search input or button, if any. */
  themeSearch(): HTMLElement | undefined;
  /** Our search is unavailable: from now on the theme's own search handles everything. */
  release(query?: string): void;
  /** Our search works again (the API answers): the hotkeys and the theme's field open ours once more. */
  restore(): void;
  readonly released: boolean;
  disconnect(): void;
}

/**
 * Binds the hotkeys and the theme's search. A closure rather than a class: its state is a few local variables, which
 * the minifier names with a letter each, where a class's private fields stay `this.#x` at every use.
 */
export function searchTrigger({config, open}: SearchTriggerOptions): SearchTrigger {
  const selector = [config.themeSearchSelector, THEME_SEARCH_SELECTORS].filter(Boolean).join();
  const listeners = new AbortController();
  /** Keys are being held for a loading dialog (see above), and what they typed. */
  let holding = false;
  let held = '';
  let released = false;

  const trigger: SearchTrigger = {
    themeSearch: () =>
      config.bindThemeSearch
        ? [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.getClientRects().length)
        : undefined,
    release(query = '') {
      if (released) return;
      released = true;
      const theme = trigger.themeSearch();
      if (theme?.localName !== 'input') return;
      if (query) (theme as HTMLInputElement).value = query;
      theme.focus();
    },
    restore: () => void (released = false),
    get released() {
      return released;
    },
    disconnect() {
      listeners.abort();
      fields?.disconnect();
    },
  };

  const openDialog = (request: OpenRequest, replay?: () => void): void =>
    void open(request).then(
      // Opened (or closed, for a hotkey while open): nothing more to hold.
      () => request.typed?.(),
      () => {
        trigger.release(request.typed?.() || request.query);
        replay?.();
      },
    );

  const onKey = (event: KeyboardEvent): void => {
    const {key, type} = event;
    if (holding) {
      // A second "/" is text, not a hotkey.
      const kept = !(event.ctrlKey || event.metaKey || event.altKey || event.isComposing);
      if (!kept || (key.length !== 1 && key !== 'Backspace')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (type === 'keydown') held = key === 'Backspace' ? held.slice(0, -1) : held + key;
      return;
    }
    if (type !== 'keydown' || !pressedHotkey(event, parseHotkeys(config.hotkeys))) return;
    // Released: behave like the theme's own shortcut and put the reader in its search box (none: leave the key be).
    const theme = released && trigger.themeSearch();
    if (theme === undefined) return;
    event.preventDefault();
    if (theme) {
      theme.focus();
      return;
    }
    event.stopImmediatePropagation();
    const selection = getSelection()?.toString().trim() ?? '';
    holding = true;
    held = '';
    // A dialog that never opens must not keep the page's keys.
    const timer = setTimeout(() => (holding = false), 5_000);
    const typed = () => {
      clearTimeout(timer);
      holding = false;
      return held;
    };
    openDialog({query: selection.length <= 512 ? selection : '', toggle: true, typed});
  };

  // Capture on the window, so a theme's own handler for the same key (Sphinx's and Material's "/") does not
  // also run, and held keys reach neither the page's handlers nor the browser.
  for (const type of ['keydown', 'keypress', 'keyup']) {
    addEventListener(type, (event) => onKey(event as KeyboardEvent), {capture: true, signal: listeners.signal});
  }
  const fields = config.bindThemeSearch
    ? new ThemeFieldBinding(document, {
        selector,
        enabled: () => !released,
        open: ({query, field, replay}) => openDialog({query, field}, replay),
      })
    : undefined;
  return trigger;
}
