import type {ReactiveController, ReactiveControllerHost} from 'lit';

export interface ListboxOptions {
  /** The ids of the options, in order; read on every key so the list can change under the controller. */
  ids: () => readonly string[];
  /** True while an IME composition runs in the field: its keys are the composition's. */
  composing: () => boolean;
  /** Where the options live (the host's shadow root), to keep the active one scrolled into view. */
  root: () => {getElementById(id: string): Element | null} | null | undefined;
  /** Enter: the reader accepts the option at `index` (the active one, else the first). */
  onAccept: (index: number, event: KeyboardEvent) => void;
}

/**
 * The keyboard model of a combobox's listbox, in the manner of @github/combobox-nav: focus stays in the text field,
 * and `activeId` (for `aria-activedescendant`) names the option the arrow keys moved to.
 *
 * - ↓/↑ move (wrapping); Home/End jump, but only once the arrows were used (otherwise they move the caret).
 * - Enter accepts the active option, or the first when none is.
 * - `activate(index)` sets the active option from outside: the host marks the best match as results arrive, as
 *   DocSearch does, so Enter opens it; `clear()` when the text changes.
 * - A pointer moving over an option makes it active (`onPointerMove` on the list).
 *
 * Keys during an IME composition are left alone. Escape is the dialog's, not the list's.
 */
export class ListboxController implements ReactiveController {
  /** Index of the active option; -1 when none is. */
  #active = -1;
  #scrollPending = false;
  /** The reader moved with the arrows: Home and End now move through the list rather than the caret. */
  #navigating = false;

  readonly #host: ReactiveControllerHost;
  readonly #options: ListboxOptions;

  constructor(host: ReactiveControllerHost, options: ListboxOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The id of the active option, for `aria-activedescendant`; none when no option (or one past the list) is. */
  get activeId(): string | undefined {
    return this.#options.ids()[this.#active];
  }

  /**
   * Makes the option at `index` active (-1: none). Home and End keep moving the caret until the reader uses an
   * arrow key: a best match marked as results arrive must not take the field's editing keys. `scroll`: keep it in view.
   */
  activate(index: number, scroll = true): void {
    this.#navigating = false;
    this.#move(index, scroll);
  }

  #move(index: number, scroll: boolean): void {
    if (index === this.#active) return;
    this.#active = index;
    this.#scrollPending = scroll && index >= 0;
    this.#host.requestUpdate();
  }

  /** No option active: the text field is where the reader is. */
  clear(): void {
    this.activate(-1);
  }

  hostUpdated(): void {
    if (!this.#scrollPending) return;
    this.#scrollPending = false;
    const id = this.activeId;
    if (id) this.#options.root()?.getElementById(id)?.scrollIntoView({block: 'nearest'});
  }

  /** The text field's keydown handler; returns true when the key was the list's. */
  onKeyDown(event: KeyboardEvent): boolean {
    if (event.isComposing || event.keyCode === 229 || this.#options.composing()) return false;
    const {key} = event;
    const count = this.#options.ids().length;
    // An index past the list (it got shorter) is no active option.
    const active = this.#active < count ? this.#active : -1;
    if (key === 'Enter') {
      event.preventDefault();
      if (count) this.#options.onAccept(active >= 0 ? active : 0, event);
      return true;
    }
    let next: number;
    if (!count) return false;
    if (key === 'ArrowDown') next = (active + 1) % count;
    else if (key === 'ArrowUp') next = active <= 0 ? count - 1 : active - 1;
    else if ((key === 'Home' || key === 'End') && this.#navigating && active >= 0) next = key === 'Home' ? 0 : count - 1;
    else return false;
    this.#navigating = true;
    this.#move(next, true);
    event.preventDefault();
    return true;
  }

  /** The list's pointermove handler: the option under the pointer becomes active (without scrolling). */
  readonly onPointerMove = (event: PointerEvent): void => {
    const option = (event.target as Element).closest?.('[role="option"]');
    if (!option) return;
    const index = this.#options.ids().indexOf(option.id);
    if (index >= 0) this.#move(index, false);
  };
}
