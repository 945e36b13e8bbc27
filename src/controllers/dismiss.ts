import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** Why a dismissable surface was asked to close. */
export type DismissReason = 'escape' | 'outside-pointer' | 'focus-out';

/** The host: whether its surface is open now (its own public `open`). Listeners exist only while it is. */
export type DismissHost = ReactiveControllerHost & Element & {readonly open: boolean};

export interface DismissOptions {
  /**
   * The elements that count as "inside": a pointer press or focus move within any of them does not dismiss.
   * Defaults to the host, which covers everything in its shadow root too.
   */
  inside?: () => Iterable<EventTarget | null | undefined>;
  /** Called once per dismissing event; the host closes itself (and decides where focus goes). */
  onDismiss: (reason: DismissReason, event: Event) => void;
  /** Whether focus moving out dismisses too (default true); Escape and a press outside always do. */
  focusOut?: boolean;
}

/** Escapes that one of our own inner handlers used (to clear a filter box, say): they close nothing. */
const claimedEscapes = new WeakSet<Event>();

/**
 * For an inner handler that uses Escape itself: marks the event so no surface closes on it, and prevents its default.
 * `defaultPrevented` alone cannot say who used the key: a page's document handler may prevent every Escape, even one
 * pressed on our own button (Sphinx 5's `doctools.js` does).
 */
export function claimEscape(event: KeyboardEvent): void {
  claimedEscapes.add(event);
  event.preventDefault();
}

/**
 * Closes a disclosure, popup or tooltip the ways readers expect: Escape, pressing outside it, or moving focus out
 * of it. Listeners live on the host's document only while the surface is open, all under one AbortController, so
 * an idle or disconnected host holds none.
 *
 * Focus leaving is detected with `focusin` on the document rather than the host's `focusout`: `focusout` also
 * fires when the whole window loses focus (switching tabs), which must not close anything.
 *
 * Escape is ignored when one of our own inner handlers took it (`claimEscape`, e.g. a filter box clearing its text)
 * or while an IME composition is running. A page's handler that prevents the default of every Escape (Sphinx 5's
 * `doctools.js` does, to hide search highlights) does not stop a dismissal, wherever focus is, or the surface could
 * not be dismissed at all (WCAG 1.4.13). When it does dismiss, the event is `preventDefault`ed so outer layers (a
 * dialog around us) do not close too.
 */
export class DismissController implements ReactiveController {
  readonly #host: DismissHost;
  readonly #options: DismissOptions;
  #listeners: AbortController | undefined;

  constructor(host: DismissHost, options: DismissOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Whether document listeners are attached right now (for tests and teardown checks). */
  get listening(): boolean {
    return this.#listeners !== undefined;
  }

  hostConnected(): void {
    this.sync();
  }

  hostUpdated(): void {
    this.sync();
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** Attaches or removes the listeners to match the host's `open`; call it when that changes outside a render. */
  sync(): void {
    if (this.#host.isConnected && this.#host.open) this.#start();
    else this.#stop();
  }

  #start(): void {
    if (this.#listeners) return;
    const controller = new AbortController();
    this.#listeners = controller;
    const {signal} = controller;
    const doc = this.#host.ownerDocument;
    doc.addEventListener('keydown', this.#onKeydown, {signal});
    // Capture, so a page handler that stops propagation cannot keep us open.
    doc.addEventListener('pointerdown', this.#onPointerdown, {signal, capture: true});
    if (this.#options.focusOut !== false) doc.addEventListener('focusin', this.#onFocusin, {signal});
  }

  #stop(): void {
    this.#listeners?.abort();
    this.#listeners = undefined;
  }

  #isInside(event: Event): boolean {
    const path = event.composedPath();
    const inside = this.#options.inside?.() ?? [this.#host];
    for (const element of inside) {
      if (element && path.includes(element)) return true;
    }
    return false;
  }

  #dismiss(reason: DismissReason, event: Event): void {
    if (!this.#host.open) return;
    this.#options.onDismiss(reason, event);
  }

  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.isComposing) return;
    if (claimedEscapes.has(event)) return;
    event.preventDefault();
    this.#dismiss('escape', event);
  };

  readonly #onPointerdown = (event: PointerEvent): void => {
    if (!this.#isInside(event)) this.#dismiss('outside-pointer', event);
  };

  readonly #onFocusin = (event: FocusEvent): void => {
    if (!this.#isInside(event)) this.#dismiss('focus-out', event);
  };
}
