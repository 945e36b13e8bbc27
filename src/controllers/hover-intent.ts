import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {isModifiedClick} from '../internal/modified-click.js';

/** How the reader asked for the surface: resting the pointer, keyboard focus, or a tap (touch opt-in). */
export type IntentSource = 'pointer' | 'focus' | 'touch';

/** The timing the controller reads from its host on each use (the link preview's attributes of the same names). */
export interface IntentTiming {
  /** Milliseconds of hover before showing (the pointer must also have come to rest). */
  delay: number;
  /** Milliseconds of grace after the pointer leaves the trigger or the surface before hiding. */
  hideDelay: number;
  /** Milliseconds of hover before `onPrefetch` (a request can start before showing). */
  prefetchDelay: number;
  /** `follow`: a tap follows the link. `preview`: a first tap shows, a second one follows. */
  touch: 'follow' | 'preview';
}

export interface HoverIntentOptions {
  /** Where the delegated listeners live: a container or the document. Read on connect and on `rebind()`. */
  scope: () => Document | Element | ShadowRoot | null | undefined;
  /** The trigger for an event target (e.g. the link it is inside), or null when it is not one. */
  match: (target: Element) => HTMLElement | null;
  /**
   * The floating surface. The pointer inside it, or focus inside it, keeps it open. A scope element may not contain
   * it, so the host passes its `pointerenter`, `pointerleave` and `focusout` events to `surfaceEvent`.
   */
  surface: () => HTMLElement | null | undefined;
  /** The pointer rested on a trigger long enough to be worth fetching for. */
  onPrefetch?: (trigger: HTMLElement) => void;
  /** Show the surface for `trigger`. */
  onShow: (trigger: HTMLElement, source: IntentSource) => void;
  /**
   * Let `trigger` go: hide its surface if shown, abort its work if only intended. Whatever the cause (the pointer
   * left, focus left, Escape, another trigger took over), the host does the same. Not called as the host
   * disconnects: it cleans up its own work then.
   */
  onEnd: (trigger: HTMLElement) => void;
  /** A key pressed on the trigger whose surface is shown (e.g. to move focus into the surface). */
  onActiveKeyDown?: (event: KeyboardEvent, trigger: HTMLElement) => void;
}

/** Movement under this many CSS pixels still counts as resting. */
const REST_TOLERANCE_PX = 5;
/** The pointer must be still this long (or the whole delay, if shorter) before the surface shows. */
const REST_MS = 100;
/** With a surface already open, moving to the next trigger shows it this fast (a delay group). */
const GROUP_DELAY_MS = 80;

type Point = {x: number; y: number};

/**
 * Hover and focus intent over many triggers with a constant number of listeners: seven on the scope
 * (`pointerover`, `pointerout`, `pointerdown`, `click`, `focusin`, `focusout`, `keydown`) and the surface's own
 * events from the host's template (`surfaceEvent`), however many links the page has. A `pointermove` listener exists only on the trigger being hovered (rest
 * detection) and on the document during a hide grace (the safe triangle).
 *
 * Timing follows what readers know from Wikipedia and the hosting service's own previews: prefetch after a short
 * dwell, show after `delay` once the pointer rests, show at once on keyboard focus (`:focus-visible` only, so a
 * mouse click does not pop a preview), keep open while the pointer travels to the surface (a grace of
 * `hideDelay`, extended while it moves inside the triangle between where it left and the surface), and never
 * time out while the pointer or focus is on the trigger or surface (WCAG 1.4.13). Touch input never opens on
 * hover; a tap follows the link unless `touch` says `preview`.
 */
export class HoverIntentController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element & IntentTiming;
  readonly #options: HoverIntentOptions;
  #listeners: AbortController | undefined;

  /** The trigger the pointer is on, before its surface shows; its timer and its `pointermove` listener. */
  #pending: HTMLElement | undefined;
  #pendingTimer: ReturnType<typeof setTimeout> | undefined;
  #pendingMoves: AbortController | undefined;
  /** The trigger whose surface is shown. */
  #active: HTMLElement | undefined;
  #activeSource: IntentSource | undefined;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  #graceMoves: AbortController | undefined;
  /** A trigger dismissed with Escape stays closed until the pointer leaves it or focus moves. */
  #suppressed: HTMLElement | undefined;
  #lastPointerType = 'mouse';

  constructor(host: ReactiveControllerHost & Element & IntentTiming, options: HoverIntentOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The trigger whose surface is shown, if any. */
  get activeTrigger(): HTMLElement | undefined {
    return this.#active;
  }

  /** Where the pointer rested when it last showed a surface (viewport coordinates). */
  restPoint: Point | undefined;

  hostConnected(): void {
    this.rebind();
  }

  hostDisconnected(): void {
    this.#listeners?.abort();
    this.#listeners = undefined;
    // No onEnd: a host going away lets go of its own work (the preview aborts and closes in disconnectedCallback).
    this.#reset();
  }

  /** Moves the delegated listeners to the current `scope()`. Idempotent. */
  rebind(): void {
    this.#listeners?.abort();
    this.#listeners = undefined;
    const scope = this.#options.scope();
    if (!scope || !this.#host.isConnected) return;
    const controller = new AbortController();
    this.#listeners = controller;
    const options = {signal: controller.signal};
    scope.addEventListener('pointerover', this.#onPointerOver as EventListener, options);
    scope.addEventListener('pointerout', this.#onPointerOut as EventListener, options);
    // Capture: the pointer type must be known before any click handler of the page runs.
    scope.addEventListener('pointerdown', this.#onPointerDown as EventListener, {...options, capture: true});
    scope.addEventListener('click', this.#onClick as EventListener, options);
    scope.addEventListener('focusin', this.#onFocusIn as EventListener, options);
    scope.addEventListener('focusout', this.#onFocusOut as EventListener, options);
    scope.addEventListener('keydown', this.#onKeyDown as EventListener, options);
  }

  /**
   * Forgets the shown trigger without calling `onEnd` (the host already closed, e.g. on Escape or an outside
   * press) and keeps it from reopening until the pointer leaves it or focus moves elsewhere.
   */
  dismiss(): void {
    const trigger = this.#active ?? this.#pending;
    this.#reset();
    this.#suppressed = trigger;
  }

  /** Records that the host showed `trigger` by other means (e.g. a method call), so leaving it hides it. */
  adopt(trigger: HTMLElement, source: IntentSource): void {
    this.#reset();
    this.#active = trigger;
    this.#activeSource = source;
  }

  /**
   * The surface's `pointerenter` (it keeps the surface open), `pointerleave` (the grace starts) and `focusout` (focus
   * leaving it lets go): the host binds them in its template, since the surface lives in its shadow root, outside any
   * scope element. An arrow function, so a template can bind it as it is.
   */
  readonly surfaceEvent = (event: Event): void => {
    const {type, relatedTarget} = event as PointerEvent;
    if (type === 'pointerenter') this.#clearHide();
    else if (this.#active && !this.#isInside(relatedTarget)) {
      if (type === 'focusout') {
        if (this.#activeSource !== 'pointer') this.#endActive();
      } else if (this.#activeSource !== 'focus' && (event as PointerEvent).pointerType !== 'touch') this.#startGrace(undefined);
    }
  };

  #triggerOf(target: EventTarget | null): HTMLElement | null {
    return target instanceof Element ? this.#options.match(target) : null;
  }

  /**
   * Whether `node` is in the shown trigger, the surface or the element hosting the surface (focus on its own shadow
   * content is reported as the host from outside).
   */
  #isInside(node: EventTarget | null): boolean {
    return node instanceof Node && !!(this.#active?.contains(node) || this.#options.surface()?.contains(node) || this.#host.contains(node));
  }

  readonly #onPointerDown = (event: PointerEvent): void => {
    this.#lastPointerType = event.pointerType || 'mouse';
  };

  readonly #onPointerOver = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    const trigger = this.#triggerOf(event.target);
    if (!trigger) return;
    if (trigger === this.#active) this.#clearHide();
    else if (trigger !== this.#pending && trigger !== this.#suppressed) this.#startPending(trigger, {x: event.clientX, y: event.clientY});
  };

  readonly #onPointerOut = (event: PointerEvent): void => {
    const trigger = this.#triggerOf(event.target);
    const related = event.relatedTarget;
    if (event.pointerType === 'touch' || !trigger || (related instanceof Node && trigger.contains(related))) return;
    if (trigger === this.#suppressed) this.#suppressed = undefined;
    if (trigger === this.#pending) {
      this.#cancelPending();
      this.#options.onEnd(trigger);
    } else if (trigger === this.#active && this.#activeSource !== 'focus' && !this.#isInside(related)) {
      this.#startGrace({x: event.clientX, y: event.clientY});
    }
  };

  readonly #onClick = (event: MouseEvent): void => {
    if (this.#lastPointerType !== 'touch' || this.#host.touch !== 'preview') return;
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const trigger = this.#triggerOf(event.target);
    if (!trigger || trigger === this.#active) return;
    // First tap shows; the second tap on the same link follows it.
    event.preventDefault();
    this.#show(trigger, 'touch');
  };

  readonly #onFocusIn = (event: FocusEvent): void => {
    const trigger = this.#triggerOf(event.target);
    if (!trigger || trigger === this.#suppressed) return;
    // Only keyboard focus: a mouse click focuses the link too, and must not pop a preview over it.
    const keyboard = (event.target as Element).matches(':focus-visible');
    if (trigger !== this.#active) {
      if (keyboard) this.#show(trigger, 'focus');
      return;
    }
    // Focus arriving on a hovered link: from now on the pointer leaving must not hide it.
    if (keyboard) this.#activeSource = 'focus';
    this.#clearHide();
  };

  readonly #onFocusOut = (event: FocusEvent): void => {
    const trigger = this.#triggerOf(event.target);
    if (trigger && trigger === this.#suppressed) this.#suppressed = undefined;
    if (trigger && trigger === this.#active) this.surfaceEvent(event);
  };

  readonly #onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing) return;
    if (event.key !== 'Escape') {
      const trigger = this.#triggerOf(event.target);
      if (trigger && trigger === this.#active) this.#options.onActiveKeyDown?.(event, trigger);
      return;
    }
    const pending = this.#pending;
    if (pending && !this.#active) {
      // Escape before the surface appeared: the reader does not want it.
      this.#cancelPending();
      this.#suppressed = pending;
      this.#options.onEnd(pending);
    }
  };

  /**
   * Prefetches after `prefetchDelay`, then shows at `delay` once the pointer has been still for the rest time (none
   * when moving on from a shown surface, a delay group).
   */
  #startPending(trigger: HTMLElement, at: Point): void {
    const previous = this.#pending;
    this.#cancelPending();
    if (previous) this.#options.onEnd(previous);
    this.#pending = trigger;
    const moves = new AbortController();
    this.#pendingMoves = moves;
    let anchor = at;
    let lastMove = performance.now();
    trigger.addEventListener(
      'pointermove',
      (event: PointerEvent) => {
        if (Math.hypot(event.clientX - anchor.x, event.clientY - anchor.y) > REST_TOLERANCE_PX) {
          anchor = {x: event.clientX, y: event.clientY};
          lastMove = performance.now();
        }
      },
      {signal: moves.signal},
    );

    const grouped = this.#active !== undefined;
    const delay = grouped ? Math.min(GROUP_DELAY_MS, this.#host.delay) : Math.max(0, this.#host.delay);
    const rest = grouped ? 0 : Math.min(REST_MS, delay);
    const prefetchDelay = Math.max(0, Math.min(this.#host.prefetchDelay, delay));
    const check = () => {
      const still = performance.now() - lastMove;
      if (still >= rest) {
        this.restPoint = anchor;
        this.#show(trigger, 'pointer');
      }
      else this.#pendingTimer = setTimeout(check, rest - still);
    };
    this.#pendingTimer = setTimeout(() => {
      this.#options.onPrefetch?.(trigger);
      if (this.#pending === trigger) this.#pendingTimer = setTimeout(check, delay - prefetchDelay);
    }, prefetchDelay);
  }

  #cancelPending(): void {
    clearTimeout(this.#pendingTimer);
    this.#pendingMoves?.abort();
    this.#pending = undefined;
  }

  /** Forgets the pending and the shown trigger, without telling anyone. */
  #reset(): void {
    this.#cancelPending();
    this.#clearHide();
    this.#active = undefined;
    this.#activeSource = undefined;
  }

  #show(trigger: HTMLElement, source: IntentSource): void {
    const previous = this.#active;
    this.#reset();
    this.#suppressed = undefined;
    this.#active = trigger;
    this.#activeSource = source;
    if (previous && previous !== trigger) this.#options.onEnd(previous);
    this.#options.onShow(trigger, source);
  }

  #endActive(): void {
    const active = this.#active;
    this.#clearHide();
    this.#active = undefined;
    this.#activeSource = undefined;
    if (active) this.#options.onEnd(active);
  }

  /**
   * Hides after `hideDelay` unless the pointer reaches the surface or returns to the trigger. While the pointer
   * moves inside the triangle from where it left towards the surface, the grace restarts, so a slow, deliberate
   * trip to a distant preview is not cut short.
   */
  #startGrace(exit: Point | undefined): void {
    this.#clearHide();
    const restart = () => {
      clearTimeout(this.#hideTimer);
      this.#hideTimer = setTimeout(() => this.#endActive(), this.#host.hideDelay);
    };
    restart();
    const rect = this.#options.surface()?.getBoundingClientRect();
    if (!exit || !rect || (rect.width === 0 && rect.height === 0)) return;
    const moves = new AbortController();
    this.#graceMoves = moves;
    this.#host.ownerDocument.addEventListener(
      'pointermove',
      (event: PointerEvent) => {
        if (inSafeTriangle(exit, rect, {x: event.clientX, y: event.clientY})) restart();
      },
      {signal: moves.signal, passive: true},
    );
  }

  #clearHide(): void {
    clearTimeout(this.#hideTimer);
    this.#graceMoves?.abort();
  }
}

/**
 * Whether `point` lies in the triangle between `exit` and the side of `rect` facing it (a few pixels of slack),
 * i.e. the pointer is heading for the surface.
 */
export function inSafeTriangle(exit: Point, rect: DOMRectReadOnly, point: Point, slack = 4): boolean {
  const {top, bottom, left, right} = rect;
  const y = exit.y <= top ? top : bottom;
  const x = exit.x <= left ? left : right;
  // The side facing the exit point (above, below, then left or right of the surface), `slack` longer at both ends.
  const [a, b] =
    exit.y <= top || exit.y >= bottom
      ? [{x: left - slack, y}, {x: right + slack, y}]
      : [{x, y: top - slack}, {x, y: bottom + slack}];
  const sign = (q: Point, r: Point) => (point.x - r.x) * (q.y - r.y) - (q.x - r.x) * (point.y - r.y);
  const sides = [sign(exit, a), sign(a, b), sign(b, exit)];
  // Inside (or on an edge) when the point is on the same side of all three edges.
  return sides.every((value) => value >= 0) || sides.every((value) => value <= 0);
}
