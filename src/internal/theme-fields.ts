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
  replay?: (() => void) | undefined;
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
    for (const type of ['focusin', 'input', 'click', 'keydown', 'submit']) {
      doc.addEventListener(type, (event) => this.#handle(event), {capture: true, signal: this.#listeners.signal});
    }
  }

  disconnect(): void {
    this.#listeners.abort();
  }

  #handle(event: Event): void {
    const {selector, enabled, open} = this.#options;
    if (!enabled()) return;
    const target = event.composedPath()[0];
    let field: HTMLElement | null | undefined;
    try {
      field =
        event.type === 'submit'
          ? // The form's text input that is bound (the target of a submit is the form).
            [...(target as HTMLFormElement).elements].find(
              (element): element is HTMLInputElement => isTextField(element) && element.matches(selector),
            )
          : target instanceof Element
            ? target.closest<HTMLElement>(selector)
            : undefined;
    } catch {
      return; // An invalid selector binds nothing.
    }
    if (!field) return;
    if (!isTextField(field)) {
      // A theme button (pydata's "Search") would open the theme's own overlay: ours replaces it, and the click is
      // replayed for the theme if ours cannot open.
      if (event.type !== 'click') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      open({query: '', field, replay: () => field.click()});
      return;
    }
    const input = field;
    const {key, isComposing, relatedTarget} = event as KeyboardEvent & FocusEvent;
    if (event.type === 'submit' || event.type === 'keydown') {
      if (event.type === 'keydown' && (key !== 'Enter' || isComposing)) return;
      // The theme's form would otherwise submit to its own search page.
      event.preventDefault();
      open({query: input.value, field: input, replay: () => input.form?.requestSubmit()});
      return;
    }
    // Focus, typing, or a click in a field that already has focus (after our dialog closed) opens; focus handed back
    // by our dialog does not (click and input events have no related target).
    if (relatedTarget instanceof Element && relatedTarget.closest(OWN_HOSTS)) return;
    open({query: input.value, field: input});
  }
}
