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

/**
 * Starts watching `scope` for the first intent; returns the function that stops watching (the first intent stops it
 * too). A function, not a class: the eager part pays for every byte, and there is no state beyond the closure.
 */
export function watchPreviewIntent({scope, selector = DEFAULT_SELECTOR, onIntent, dwellMs = 80}: PreviewIntentOptions): () => void {
  const listeners = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const disconnect = () => {
    clearTimeout(timer);
    listeners.abort();
  };
  /** The link an event happened on, when the preview will show it: the same rules as the element's. */
  const candidate = (event: Event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    return link && scope.contains(link) && link.matches(selector) && previewTarget(link, {pageUrl: location.href})
      ? link
      : undefined;
  };
  // Once: the listeners go with the first intent.
  const fire: PreviewIntentOptions['onIntent'] = (...intent) => {
    disconnect();
    onIntent(...intent);
  };
  const on = <K extends 'pointerover' | 'focusin'>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    scope.addEventListener(type, listener as EventListener, {signal: listeners.signal});
  on('pointerover', (event) => {
    // Touch has no hover: a tap follows the link.
    const link = event.pointerType !== 'touch' && candidate(event);
    if (!link) return;
    clearTimeout(timer);
    const pointer = {x: event.clientX, y: event.clientY};
    // A pointer that only passed over the link has left it by the end of the dwell.
    timer = setTimeout(() => link.matches(':hover') && fire(link, 'hover', pointer), dwellMs);
  });
  on('focusin', (event) => {
    const link = candidate(event);
    if (link?.matches(':focus-visible')) fire(link, 'focus');
  });
  return disconnect;
}
