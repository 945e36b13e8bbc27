/**
 * Binding a theme's own search field (or search button) to our search: focusing, clicking or typing in the field,
 * pressing Enter in it or submitting its form opens our dialog with the field's text; a click on a theme's search
 * button opens it empty. Used by `<docs-search input-selector>` and by the drop-in script's eager trigger, which must
 * not load lit, so this is a plain class.
 *
 * The listeners sit on the document in the capture phase, so fields the theme adds later (or re-renders) are covered
 * and the theme's own handlers (which would open its own search overlay or submit to its search page) do not run.
 */

export interface ThemeFieldRequest {
  /** The text of the field, or '' for a search button. */
  query: string;
  /** The field or button the reader used; where focus returns when our dialog closes. */
  field: HTMLElement;
  /** Gives the event back to the theme (replays a button click or a form submission) when ours cannot open. */
  replay?: () => void;
}

export interface ThemeFieldOptions {
  /** The field and button selector; an invalid one binds nothing. */
  selector: string;
  /** False while our dialog is open or closing (the field's focus is then ours handing it back, not the reader's). */
  enabled: () => boolean;
  open: (request: ThemeFieldRequest) => void;
}

/** Our own dialog hosts: focus coming back from one of them is not the reader asking to search again. */
const OWN_HOSTS = 'docs-search';

const isTextField = (element: Element): element is HTMLInputElement => element.localName === 'input';

export class ThemeFieldBinding {
  readonly #listeners = new AbortController();
  readonly #options: ThemeFieldOptions;

  constructor(doc: Document, options: ThemeFieldOptions) {
    this.#options = options;
    const signal = this.#listeners.signal;
    const on = <K extends keyof DocumentEventMap>(type: K, handler: (event: DocumentEventMap[K]) => void) =>
      doc.addEventListener(type, handler, {capture: true, signal});
    on('focusin', (event) => this.#onFocusIn(event));
    on('input', (event) => this.#withField(event, (field) => isTextField(field) && this.#open(field.value, field)));
    on('click', (event) => this.#onClick(event));
    on('keydown', (event) => this.#onKeyDown(event));
    on('submit', (event) => this.#onSubmit(event));
  }

  disconnect(): void {
    this.#listeners.abort();
  }

  /** The bound field or button the event happened in (seen through shadow roots), if any. */
  #fieldOf(event: Event): HTMLElement | undefined {
    if (!this.#options.enabled()) return undefined;
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return undefined;
    try {
      return target.closest<HTMLElement>(this.#options.selector) ?? undefined;
    } catch {
      return undefined; // An invalid selector binds nothing.
    }
  }

  #withField(event: Event, handle: (field: HTMLElement) => void): void {
    const field = this.#fieldOf(event);
    if (field) handle(field);
  }

  #open(query: string, field: HTMLElement, replay?: () => void): void {
    this.#options.open({query, field, ...(replay ? {replay} : {})});
  }

  #onFocusIn(event: FocusEvent): void {
    this.#withField(event, (field) => {
      if (!isTextField(field)) return;
      const from = event.relatedTarget;
      if (from instanceof Element && from.closest(OWN_HOSTS)) return;
      this.#open(field.value, field);
    });
  }

  #onClick(event: MouseEvent): void {
    this.#withField(event, (field) => {
      if (isTextField(field)) {
        // A click in a field that already has focus (after our dialog closed) opens again.
        this.#open(field.value, field);
        return;
      }
      // A theme button (pydata's "Search") would open the theme's own overlay: ours replaces it, and the click is
      // replayed for the theme if ours cannot open.
      event.preventDefault();
      event.stopImmediatePropagation();
      this.#open('', field, () => field.click());
    });
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    this.#withField(event, (field) => {
      if (!isTextField(field)) return;
      // The theme's form would otherwise submit to its own search page.
      event.preventDefault();
      this.#open(field.value, field, () => field.form?.requestSubmit());
    });
  }

  #onSubmit(event: SubmitEvent): void {
    const form = event.target;
    if (!this.#options.enabled() || !(form instanceof HTMLFormElement)) return;
    let input: HTMLInputElement | undefined;
    try {
      input = [...form.elements].find(
        (element): element is HTMLInputElement => isTextField(element) && element.matches(this.#options.selector),
      );
    } catch {
      return;
    }
    if (!input) return;
    event.preventDefault();
    this.#open(input.value, input, () => form.requestSubmit());
  }
}
