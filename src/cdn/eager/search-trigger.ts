/**
 * The eager half of zero-config search: the hotkeys and the binding of the theme's own search input. Neither
 * needs lit; the dialog itself loads on the first use.
 *
 * Fallback: when our part cannot load or our API fails, the binding is released and the theme's own search
 * takes over (the hotkeys then focus the theme's input, as Sphinx's own `/` does).
 */
import {parseHotkeys, pressedHotkey} from '../../controllers/shortcut.js';
import {ThemeFieldBinding} from '../../internal/theme-fields.js';
import {THEME_SEARCH_SELECTORS} from '../themes.js';
import {KeyBuffer} from './key-buffer.js';

/** The search section of the script tag's configuration (its defaults: widgets/search.ts). */
export interface SearchConfig {
  /** Space-separated hotkeys, e.g. `/ mod+k`; empty switches hotkeys off. */
  hotkeys: string;
  /** Bind the theme's own search input/button so using it opens our dialog. */
  bindThemeSearch: boolean;
  /** CSS selector of extra theme inputs or buttons to bind, tried before the built-in list. */
  themeSearchSelector: string | undefined;
}

export interface OpenRequest {
  query: string;
  /** Where focus returns when the dialog closes. */
  trigger: HTMLElement | undefined;
  /** A hotkey: closes the dialog when it is already open. */
  toggle?: boolean;
  /**
   * Text typed after the hotkey while the dialog was loading; reading it ends the buffering, so call it just before
   * the dialog's field takes focus. It replaces `query` when not empty (the reader typed over it).
   */
  typed?: () => string;
}

export interface SearchTriggerOptions {
  config: SearchConfig;
  /** Opens our dialog; rejects when our part could not load. */
  open: (request: OpenRequest) => Promise<void>;
  doc?: Document;
}

const isTextInput = (element: Element): element is HTMLInputElement => element.localName === 'input';

export class SearchTrigger {
  readonly #doc: Document;
  readonly #options: SearchTriggerOptions;
  readonly #selector: string;
  readonly #listeners = new AbortController();
  readonly #fields: ThemeFieldBinding | undefined;
  #buffer: KeyBuffer | undefined;
  #released = false;

  constructor(options: SearchTriggerOptions) {
    this.#options = options;
    this.#doc = options.doc ?? document;
    this.#selector = [options.config.themeSearchSelector, ...THEME_SEARCH_SELECTORS].filter(Boolean).join(', ');
    const win = this.#doc.defaultView ?? window;
    // Capture on the window, so a theme's own handler for the same key (Sphinx's and Material's "/") does not
    // also run.
    win.addEventListener('keydown', (event) => this.#onKeyDown(event), {capture: true, signal: this.#listeners.signal});
    if (options.config.bindThemeSearch) {
      this.#fields = new ThemeFieldBinding(this.#doc, {
        selector: this.#selector,
        enabled: () => !this.#released,
        open: ({query, field, replay}) => this.#open({query, trigger: field}, replay),
      });
    }
  }

  /** The theme's first visible search input or button, if any. */
  themeSearch(): HTMLElement | undefined {
    if (!this.#options.config.bindThemeSearch) return undefined;
    for (const element of this.#doc.querySelectorAll<HTMLElement>(this.#selector)) {
      if (element.getClientRects().length > 0) return element;
    }
    return undefined;
  }

  /** Our search is unavailable: from now on the theme's own search handles everything. */
  release(query = ''): void {
    if (this.#released) return;
    this.#released = true;
    const theme = this.themeSearch();
    if (theme && isTextInput(theme)) {
      if (query) theme.value = query;
      theme.focus();
    }
  }

  /** Our search works again (the API answers): the hotkeys and the theme's field open ours once more. */
  restore(): void {
    this.#released = false;
  }

  get released(): boolean {
    return this.#released;
  }

  disconnect(): void {
    this.#listeners.abort();
    this.#fields?.disconnect();
    this.#buffer?.stop();
  }

  #open(request: OpenRequest, replay?: () => void): void {
    this.#options.open(request).then(
      // Opened (or closed, for a hotkey while open): nothing more to hold.
      () => request.typed?.(),
      () => {
        const typed = request.typed?.() ?? '';
        this.release(typed || request.query);
        replay?.();
      },
    );
  }

  #onKeyDown(event: KeyboardEvent): void {
    // While keys are being held for a loading dialog, a second "/" is text, not a hotkey.
    if (this.#buffer?.active) return;
    const hotkey = pressedHotkey(event, parseHotkeys(this.#options.config.hotkeys));
    if (!hotkey) return;
    if (this.#released) {
      // Behave like the theme's own shortcut: put the reader in its search box.
      const theme = this.themeSearch();
      if (!theme) return;
      event.preventDefault();
      theme.focus();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const selection = this.#doc.getSelection()?.toString().trim() ?? '';
    // Keys typed before the dialog's field has focus would land on the page (and its shortcuts): hold them.
    const buffer = new KeyBuffer(this.#doc.defaultView ?? window);
    this.#buffer = buffer;
    const typed = () => {
      buffer.stop();
      return buffer.text;
    };
    this.#open({query: selection.length <= 512 ? selection : '', trigger: undefined, toggle: true, typed});
  }
}
