/**
 * The eager half of zero-config search: the hotkeys and the binding of the theme's own search input. Neither
 * needs lit; the dialog itself loads on the first use.
 *
 * Fallback: when our part cannot load or our API fails, the binding is released and the theme's own search
 * takes over (the hotkeys then focus the theme's input, as Sphinx's own `/` does).
 */
import {isEditableTarget, matchesHotkey, parseHotkeys} from '../../controllers/shortcut.js';
import {THEME_SEARCH_SELECTORS} from '../themes.js';

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
}

export interface SearchTriggerOptions {
  config: SearchConfig;
  /** Opens our dialog; rejects when our part could not load. */
  open: (request: OpenRequest) => Promise<void>;
  doc?: Document;
}

const OWN_DIALOG_HOSTS = 'docs-search';

const isTextInput = (element: Element): element is HTMLInputElement => element.localName === 'input';

export class SearchTrigger {
  readonly #doc: Document;
  readonly #options: SearchTriggerOptions;
  readonly #selector: string;
  readonly #listeners = new AbortController();
  #released = false;

  constructor(options: SearchTriggerOptions) {
    this.#options = options;
    this.#doc = options.doc ?? document;
    this.#selector = [options.config.themeSearchSelector, ...THEME_SEARCH_SELECTORS].filter(Boolean).join(', ');
    const signal = this.#listeners.signal;
    const win = this.#doc.defaultView ?? window;
    // Capture on the window, so a theme's own handler for the same key (Sphinx's and Material's "/") does not
    // also run.
    win.addEventListener('keydown', (event) => this.#onKeyDown(event), {capture: true, signal});
    if (options.config.bindThemeSearch) {
      this.#doc.addEventListener('focusin', (event) => this.#onFocusIn(event), {capture: true, signal});
      this.#doc.addEventListener('input', (event) => this.#onInput(event), {capture: true, signal});
      this.#doc.addEventListener('click', (event) => this.#onClick(event), {capture: true, signal});
      this.#doc.addEventListener('submit', (event) => this.#onSubmit(event), {capture: true, signal});
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

  get released(): boolean {
    return this.#released;
  }

  disconnect(): void {
    this.#listeners.abort();
  }

  #boundTarget(event: Event): HTMLElement | undefined {
    if (this.#released) return undefined;
    const target = event.target;
    if (!(target instanceof Element)) return undefined;
    const bound = target.closest<HTMLElement>(this.#selector);
    return bound ?? undefined;
  }

  #open(query: string, trigger: HTMLElement | undefined, replay?: () => void, toggle = false): void {
    this.#options.open({query, trigger, toggle}).catch(() => {
      this.release(query);
      replay?.();
    });
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.repeat || event.isComposing || event.keyCode === 229) return;
    const hotkey = parseHotkeys(this.#options.config.hotkeys).find((candidate) => matchesHotkey(event, candidate));
    if (!hotkey) return;
    const characterKey = !hotkey.ctrl && !hotkey.meta && !hotkey.alt;
    if (characterKey && isEditableTarget(event)) return;
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
    this.#open(selection.length <= 512 ? selection : '', undefined, undefined, true);
  }

  #onFocusIn(event: FocusEvent): void {
    const bound = this.#boundTarget(event);
    if (!bound || !isTextInput(bound)) return;
    // Focus coming back from our own dialog as it closes is not the reader asking to search again.
    const from = event.relatedTarget;
    if (from instanceof Element && from.closest(OWN_DIALOG_HOSTS)) return;
    this.#open(bound.value, bound);
  }

  #onInput(event: Event): void {
    const bound = this.#boundTarget(event);
    if (!bound || !isTextInput(bound)) return;
    this.#open(bound.value, bound);
  }

  #onClick(event: MouseEvent): void {
    const bound = this.#boundTarget(event);
    if (!bound || isTextInput(bound)) return;
    // A theme button (pydata's "Search" button) would open the theme's own overlay: ours replaces it. If ours
    // cannot load, the click is replayed for the theme once the binding is released.
    event.preventDefault();
    event.stopImmediatePropagation();
    this.#open('', bound, () => bound.click());
  }

  #onSubmit(event: SubmitEvent): void {
    const form = event.target;
    if (this.#released || !(form instanceof HTMLFormElement)) return;
    const input = [...form.elements].find(
      (element): element is HTMLInputElement => isTextInput(element) && element.matches(this.#selector),
    );
    if (!input) return;
    event.preventDefault();
    this.#open(input.value, input, () => form.requestSubmit());
  }
}
