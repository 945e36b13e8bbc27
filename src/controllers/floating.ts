import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {arrow, autoUpdate, computePosition, flip, offset, shift, size, type Placement, type VirtualElement} from '@floating-ui/dom';

/** What the controller reads from its host as it positions (the link preview's attribute of the same name). */
export interface FloatingHost extends ReactiveControllerHost {
  /** Preferred side; flipped when there is no room. Default `bottom-start`. */
  placement: Placement | null | undefined;
}

/** The gap between reference and surface, and the least gap to the viewport's edges, in px. */
const GAP = 8;

const AVAILABLE_WIDTH = '--docs-floating-available-width';
const AVAILABLE_HEIGHT = '--docs-floating-available-height';

/**
 * Registers the two properties as not inherited, once per page. An inherited custom property that changes restyles
 * every element under the surface: positioning lifts and then sets both, so a preview of a long section (170
 * elements on the Python docs) was restyled twice more in the frame that shows it, in the forced style passes of
 * `computePosition`'s reads. Not inherited, only the surface restyles. `syntax: '*'` keeps the `var()` fallbacks
 * working while unset; where `CSS.registerProperty` is missing, or another copy of this code registered them first,
 * the properties work as before.
 */
function registerAvailableSpace(): void {
  for (const name of [AVAILABLE_WIDTH, AVAILABLE_HEIGHT]) {
    try {
      CSS.registerProperty?.({name, syntax: '*', inherits: false});
    } catch {
      // Already registered on this page (InvalidModificationError): the first registration holds.
    }
  }
}

/**
 * What floating-ui measures for `reference`: the element itself, or, for an inline element wrapped over lines (a long
 * link), the one line box nearest `point` (where the pointer rested), or its first line (keyboard focus): the arrow
 * then points at the words read, not between the lines at the wrapped box's middle (issue 26).
 */
function lineOf(reference: Element, point: {x: number; y: number} | undefined): Element | VirtualElement {
  const lines = [...reference.getClientRects()];
  if (lines.length < 2) return reference;
  const distance = (box: DOMRect) =>
    point ? Math.max(box.top - point.y, point.y - box.bottom, 0) * 1e3 + Math.max(box.left - point.x, point.x - box.right, 0) : 0;
  const line = lines.indexOf(lines.reduce((best, box) => (distance(box) < distance(best) ? box : best)));
  // Measured again on every update: the page scrolls and reflows under an open surface.
  return {contextElement: reference, getBoundingClientRect: () => reference.getClientRects()[line] ?? reference.getBoundingClientRect()};
}

/**
 * Keeps a floating surface next to its reference with @floating-ui/dom. The middleware order matters: `offset`
 * first (the gap is part of every later measure), `flip` before `shift` (pick the side with room, then slide along
 * it), `size` after both (the space left on the chosen side), `arrow` last (pointing at the final position).
 *
 * `autoUpdate` (scroll, resize, layout shifts) runs only while the host's `sync()` names a reference and is cleaned
 * up on close and on disconnect: an idle page pays nothing. The host calls `sync()` in its `updated()`, once the
 * surface is shown (a hidden popover measures as a zero-size box). Positions are written through CSSOM (`style.left`…), which a
 * `style-src 'self'` policy allows, unlike a style attribute in a template. The space left is published as
 * `--docs-floating-available-width/height` for the surface's `max-*` sizes; the placement as `data-placement`.
 */
export class FloatingController implements ReactiveController {
  readonly #host: FloatingHost;
  #arrow: HTMLElement | null | undefined;
  #cleanup: (() => void) | undefined;
  #reference: Element | undefined;
  #floating: HTMLElement | undefined;
  #updates = 0;
  #lastUpdate: Promise<void> = Promise.resolve();
  #frame: number | undefined;
  #settle: (() => void) | undefined;

  constructor(host: FloatingHost) {
    this.#host = host;
    registerAvailableSpace();
    host.addController(this);
  }

  /** Whether `autoUpdate` is running. */
  get running(): boolean {
    return this.#cleanup !== undefined;
  }

  /** How many positions were computed (for tests and benchmarks). */
  get updates(): number {
    return this.#updates;
  }

  /** Resolves when the latest position has been written. */
  get positioned(): Promise<void> {
    return this.#lastUpdate;
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /**
   * Keeps `floating` (a `position: fixed` surface: a top-layer popover is) and its optional `arrow` next to
   * `reference` (e.g. the hovered link): starts, restarts (a new reference) or, with no reference (closed), stops
   * `autoUpdate`. `point`: where the pointer rested on the reference, which picks the line of a wrapped one.
   */
  sync(
    reference: Element | undefined,
    floating: HTMLElement | null | undefined,
    arrow?: HTMLElement | null,
    point?: {x: number; y: number},
  ): void {
    this.#arrow = arrow;
    if (!reference || !floating || !reference.isConnected) {
      this.#stop();
      return;
    }
    if (this.#cleanup && reference === this.#reference && floating === this.#floating) return;
    this.#stop();
    this.#reference = reference;
    this.#floating = floating;
    const measured = lineOf(reference, point);
    this.#cleanup = autoUpdate(measured, floating, () => this.#schedule(reference, floating, measured));
  }

  /**
   * Positions in the next animation frame, once per frame. `autoUpdate` calls back from inside its ResizeObserver
   * when the surface resizes, and positioning resizes the surface (it lifts, then sets, the height cap): done there,
   * Firefox reports "ResizeObserver loop completed with undelivered notifications" on the page. A frame callback
   * still runs before that frame's paint, so the surface never shows where it was.
   */
  #schedule(reference: Element, floating: HTMLElement, measured: Element | VirtualElement): void {
    if (this.#frame !== undefined) return;
    this.#lastUpdate = new Promise<void>((resolve) => {
      this.#settle = resolve;
      this.#frame = requestAnimationFrame(() => {
        this.#frame = undefined;
        this.#settle = undefined;
        this.#position(reference, floating, measured).then(resolve, resolve);
      });
    });
  }

  #stop(): void {
    if (this.#frame !== undefined) cancelAnimationFrame(this.#frame);
    this.#frame = undefined;
    this.#settle?.();
    this.#settle = undefined;
    this.#cleanup?.();
    this.#cleanup = undefined;
    this.#reference = undefined;
    this.#floating = undefined;
  }

  async #position(reference: Element, floating: HTMLElement, measured: Element | VirtualElement): Promise<void> {
    const arrowElement = this.#arrow;
    const middleware = [
      offset(GAP),
      flip({padding: GAP}),
      shift({padding: GAP}),
      size({
        padding: GAP,
        apply({availableWidth, availableHeight, elements}) {
          elements.floating.style.setProperty(AVAILABLE_WIDTH, `${Math.max(0, availableWidth)}px`);
          elements.floating.style.setProperty(AVAILABLE_HEIGHT, `${Math.max(0, availableHeight)}px`);
        },
      }),
    ];
    if (arrowElement) middleware.push(arrow({element: arrowElement, padding: 6}));
    // The sides are judged on the surface's own size, not on the one the last placement's room allowed: a preview
    // first measured while loading (small, fits below) and then capped to the room below would never flip, however
    // much room there is above (issue 13: the first preview on a phone opened 105 px tall below its link).
    floating.style.removeProperty(AVAILABLE_WIDTH);
    floating.style.removeProperty(AVAILABLE_HEIGHT);
    const {x, y, placement, middlewareData} = await computePosition(measured, floating, {
      strategy: 'fixed',
      // Null once the attribute is removed.
      placement: this.#host.placement ?? 'bottom-start',
      middleware,
    });
    // A newer reference may have taken over while this computation ran.
    if (this.#reference !== reference) return;
    this.#updates++;
    floating.style.left = `${x}px`;
    floating.style.top = `${y}px`;
    floating.dataset['placement'] = placement;
    // The arrow's side is the surface's `data-placement` (its styles key on that).
    if (arrowElement) {
      const {x: ax, y: ay} = middlewareData.arrow ?? {};
      arrowElement.style.left = ax === undefined ? '' : `${ax}px`;
      arrowElement.style.top = ay === undefined ? '' : `${ay}px`;
    }
  }
}
