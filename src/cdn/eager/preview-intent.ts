/**
 * The eager half of zero-config link previews: one delegated listener pair on the main content that waits
 * for the reader's first intent on an internal cross-reference (a short hover dwell, or keyboard focus), then
 * loads the preview part and hands it that link.
 */
import {DEFAULT_SELECTOR, previewTarget} from '../../elements/link-preview/previewable-link.js';

export interface PreviewIntentOptions {
  scope: Element;
  /** Links to preview; `<docs-link-preview>`'s default (Sphinx and MkDocs cross-references) when unset. */
  selector: string | undefined;
  /** Called once, with the link the reader showed intent on. */
  onIntent: (link: HTMLAnchorElement, how: 'hover' | 'focus', pointer?: {x: number; y: number}) => void;
  /** Hover dwell before we count it as intent: long enough to skip a pointer passing over, short enough to be ready. */
  dwellMs?: number;
}

export class PreviewIntent {
  readonly #options: PreviewIntentOptions;
  readonly #listeners = new AbortController();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #fired = false;

  constructor(options: PreviewIntentOptions) {
    this.#options = options;
    const signal = this.#listeners.signal;
    options.scope.addEventListener('pointerover', (event) => this.#onPointerOver(event as PointerEvent), {signal});
    options.scope.addEventListener('pointerout', (event) => this.#onPointerOut(event as PointerEvent), {signal});
    options.scope.addEventListener('focusin', (event) => this.#onFocusIn(event as FocusEvent), {signal});
  }

  disconnect(): void {
    clearTimeout(this.#timer);
    this.#listeners.abort();
  }

  #candidate(event: Event): HTMLAnchorElement | undefined {
    const target = event.target;
    if (!(target instanceof Element)) return undefined;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (!link || !this.#options.scope.contains(link)) return undefined;
    // The same rules as the element's, so the part loads only for links it will actually preview.
    if (!link.matches(this.#options.selector ?? DEFAULT_SELECTOR)) return undefined;
    return previewTarget(link, {pageUrl: link.ownerDocument.location.href}) ? link : undefined;
  }

  #fire(link: HTMLAnchorElement, how: 'hover' | 'focus', pointer?: {x: number; y: number}): void {
    if (this.#fired) return;
    this.#fired = true;
    this.disconnect();
    this.#options.onIntent(link, how, pointer);
  }

  #onPointerOver(event: PointerEvent): void {
    // Touch has no hover: a tap follows the link.
    if (event.pointerType === 'touch') return;
    const link = this.#candidate(event);
    if (!link) return;
    clearTimeout(this.#timer);
    const pointer = {x: event.clientX, y: event.clientY};
    this.#timer = setTimeout(() => this.#fire(link, 'hover', pointer), this.#options.dwellMs ?? 80);
  }

  #onPointerOut(event: PointerEvent): void {
    const link = this.#candidate(event);
    if (link && !(event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) {
      clearTimeout(this.#timer);
    }
  }

  #onFocusIn(event: FocusEvent): void {
    const link = this.#candidate(event);
    if (link && link.matches(':focus-visible')) this.#fire(link, 'focus');
  }
}
