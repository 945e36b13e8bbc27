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
import {holdKeys} from './key-buffer.js';

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
  /** Where focus returns when the dialog closes (none: where it was). */
  trigger?: HTMLElement | undefined;
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
}

/** The hotkeys and theme search of the page the script tag runs in (`document`, `window`). */
export class SearchTrigger {
  readonly #config: SearchConfig;
  readonly #openDialog: SearchTriggerOptions['open'];
  readonly #selector: string;
  readonly #listeners = new AbortController();
  readonly #fields: ThemeFieldBinding | undefined;
  /** The key buffering of the last hotkey, while a dialog loads. */
  #buffer: AbortController | undefined;
  #released = false;

  constructor({config, open}: SearchTriggerOptions) {
    this.#config = config;
    this.#openDialog = open;
    this.#selector = [config.themeSearchSelector, THEME_SEARCH_SELECTORS].filter(Boolean).join();
    // Capture on the window, so a theme's own handler for the same key (Sphinx's and Material's "/") does not
    // also run.
    addEventListener('keydown', (event) => this.#onKeyDown(event), {capture: true, signal: this.#listeners.signal});
    if (config.bindThemeSearch) {
      this.#fields = new ThemeFieldBinding(document, {
        selector: this.#selector,
        enabled: () => !this.#released,
        open: ({query, field, replay}) => this.#open({query, trigger: field}, replay),
      });
    }
  }

  /** The theme's first visible search input or button, if any. */
  themeSearch(): HTMLElement | undefined {
    if (!this.#config.bindThemeSearch) return undefined;
    return [...document.querySelectorAll<HTMLElement>(this.#selector)].find((element) => element.getClientRects().length);
  }

  /** Our search is unavailable: from now on the theme's own search handles everything. */
  release(query = ''): void {
    if (this.#released) return;
    this.#released = true;
    const theme = this.themeSearch();
    if (theme?.localName !== 'input') return;
    if (query) (theme as HTMLInputElement).value = query;
    theme.focus();
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
    this.#buffer?.abort();
  }

  #open(request: OpenRequest, replay?: () => void): void {
    this.#openDialog(request).then(
      // Opened (or closed, for a hotkey while open): nothing more to hold.
      () => request.typed?.(),
      () => {
        this.release(request.typed?.() || request.query);
        replay?.();
      },
    );
  }

  #onKeyDown(event: KeyboardEvent): void {
    // While keys are being held for a loading dialog, a second "/" is text, not a hotkey.
    if (this.#buffer?.signal.aborted === false || !pressedHotkey(event, parseHotkeys(this.#config.hotkeys))) return;
    // Released: behave like the theme's own shortcut and put the reader in its search box (none: leave the key be).
    const theme = this.#released && this.themeSearch();
    if (theme === undefined) return;
    event.preventDefault();
    if (theme) {
      theme.focus();
      return;
    }
    event.stopImmediatePropagation();
    const selection = getSelection()?.toString().trim() ?? '';
    // Keys typed before the dialog's field has focus would land on the page (and its shortcuts): hold them.
    const buffer = (this.#buffer = new AbortController());
    const held = holdKeys(window, buffer);
    const typed = () => {
      buffer.abort();
      return held();
    };
    this.#open({query: selection.length <= 512 ? selection : '', toggle: true, typed});
  }
}
