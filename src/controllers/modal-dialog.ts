import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** An element with an `open` state that its dialog follows. */
export interface ModalDialogHost extends ReactiveControllerHost {
  /** Whether the host wants the dialog open. */
  readonly open: boolean;
  /** Sets `open` to false (Escape, the backdrop, a `close` event). */
  close(): void;
}

export interface ModalDialogOptions {
  /** The `<dialog>` element (in the host's shadow root). */
  dialog: () => HTMLDialogElement | null | undefined;
  /** Runs once the dialog is shown: focus its field. */
  onShown: () => void;
  /** Runs once the dialog has closed, after the browser handed focus back. */
  onClosed: () => void;
  /** True while an IME composition runs in the dialog: its Escape cancels the composition, not the dialog. */
  composing?: () => boolean;
  /** Where focus goes when the browser hands it back to nothing (WCAG 2.4.3). */
  fallbackFocus: () => HTMLElement | null | undefined;
}

/**
 * A native modal `<dialog>` kept in step with the host's `open` state: shown with `showModal()` (focus trap, top
 * layer, inert page), closed by one Escape from anywhere in it or a click on the backdrop, focus returned.
 *
 * Escape is handled on the dialog's own keydown rather than left to the browser's `cancel`: a page handler that
 * prevents the default of every Escape (Sphinx 5's `doctools.js`) would otherwise stop it whenever focus is on a
 * button of ours, and the first Escape must close, not clear the field (the query is kept for the next opening).
 *
 * A close the reader makes (Escape, the backdrop, `dismiss()`) hides the dialog at once (`data-closing`, which the
 * host's styles make transparent, with its backdrop) and calls `close()` after the frame that shows it hidden: on a
 * long page `close()` restyles the whole document, whose inertness it lifts (149-175 ms on the Python docs'
 * `library/os.html` at 4x CPU throttling, docs/measuring.md), and done in the key's own task it held the key's next
 * paint 160-304 ms. The page stays inert until then, as it was. Any other close (the host's `open` set false by code)
 * closes in the update, as a caller that moves focus to the page next needs.
 *
 * Bind `onKeyDown`, `onClick`, `onCancel` and `onClose` on the `<dialog>`.
 */
export class ModalDialogController implements ReactiveController {
  /** From the moment the dialog starts closing until its `close` event, while the browser hands focus back. */
  closing = false;

  readonly #host: ModalDialogHost;
  readonly #options: ModalDialogOptions;

  constructor(host: ModalDialogHost, options: ModalDialogOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Cancels the `close()` that waits for the frame showing the dialog hidden, while one does. */
  #cancelPendingClose: (() => void) | undefined;
  /** The next close is the reader's: it waits for the frame that shows the dialog hidden. */
  #closeAfterPaint = false;

  /** Closes as the reader does (a key, a click): the dialog is hidden in this frame and closed a task after it. */
  readonly dismiss = (): void => {
    this.#closeAfterPaint = true;
    this.#host.close();
  };

  hostUpdated(): void {
    const dialog = this.#options.dialog();
    const readerClose = this.#closeAfterPaint;
    this.#closeAfterPaint = false;
    if (!dialog?.isConnected) return;
    if (this.#host.open && this.#cancelPendingClose) {
      // Reopened before the hidden dialog was closed: it is still modal, so it only needs showing again.
      this.#stopPendingClose(dialog);
      this.closing = false;
      this.#options.onShown();
    } else if (this.#host.open && !dialog.open) {
      this.closing = false;
      dialog.showModal();
      this.#options.onShown();
    } else if (!this.#host.open && dialog.open && readerClose) {
      if (this.#cancelPendingClose) return;
      this.closing = true;
      dialog.toggleAttribute('data-closing', true);
      this.#cancelPendingClose = afterNextPaint(() => {
        this.#stopPendingClose(dialog);
        dialog.close();
      });
    } else if (!this.#host.open && dialog.open) {
      // Closed by code (a caller that moves focus to the page next), or while a reader's close waits: at once.
      this.#stopPendingClose(dialog);
      this.closing = true;
      dialog.close();
    }
  }

  hostDisconnected(): void {
    const dialog = this.#options.dialog();
    if (dialog) this.#stopPendingClose(dialog);
    dialog?.close();
  }

  #stopPendingClose(dialog: HTMLDialogElement): void {
    this.#cancelPendingClose?.();
    this.#cancelPendingClose = undefined;
    dialog.removeAttribute('data-closing');
  }

  readonly onKeyDown = (event: KeyboardEvent): void => {
    // Hidden and about to close, the field keeps focus for a frame: a key typed then must not change a query unseen.
    if (this.#cancelPendingClose) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Escape' || event.isComposing || this.#options.composing?.()) return;
    event.preventDefault();
    event.stopPropagation();
    this.dismiss();
  };

  readonly onClick = (event: MouseEvent): void => {
    // A click on the backdrop targets the dialog itself; clicks inside land on its content.
    if (event.target === this.#options.dialog()) this.dismiss();
  };

  readonly onCancel = (): void => {
    this.closing = true;
  };

  readonly onClose = (): void => {
    this.closing = false;
    // The close event lands a task after `close()`: a reader who reopened in between (a "/" right after Escape)
    // has an open dialog again, and this late event of the earlier closing must not close it.
    if (this.#options.dialog()?.open) return;
    this.#host.close();
    this.#options.onClosed();
    const dialog = this.#options.dialog();
    const active = deepActiveElement(dialog?.ownerDocument ?? document);
    if (!active || active === dialog?.ownerDocument.body) this.#options.fallbackFocus()?.focus();
  };
}

function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Runs `run` once, in the first task after the next frame is drawn (a `setTimeout` queued from `requestAnimationFrame`
 * runs after that frame's paint), or after `FRAMELESS_MS` if no frame comes (a hidden page draws none). Returns its
 * cancel.
 */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(run);
  });
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    run();
  }, FRAMELESS_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/** How long a closing dialog waits for a frame before it closes without one. */
const FRAMELESS_MS = 250;
