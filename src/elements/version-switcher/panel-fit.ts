/**
 * The panel's geometry and keys. Keeps an open panel inside the window: shifted sideways when its anchored edge
 * would put it off screen (a dropdown under a button near the window's start on a phone), and no taller than the room
 * below its top, scrolling within (in the demo the list ran past the window's bottom and cut off the downloads).
 * Written through CSSOM (a `style-src 'self'` policy allows it) as custom properties on the host.
 */

/** The gap kept to the window's edges, in px. */
export const VIEWPORT_MARGIN = 8;
/** A panel is never squeezed below this height; a page this short scrolls instead. */
const MIN_HEIGHT = 80;

export function fitPanelInViewport(panel: HTMLElement, host: HTMLElement): void {
  const view = panel.ownerDocument.defaultView;
  if (!view) return;
  // On the host, as custom properties the panel's rules read: no style attribute inside our shadow root.
  for (const name of ['--_panel-shift', '--_panel-max']) host.style.removeProperty(name);
  const rect = panel.getBoundingClientRect();
  const width = view.document.documentElement.clientWidth || view.innerWidth;
  let shift = 0;
  if (rect.left < VIEWPORT_MARGIN) shift = VIEWPORT_MARGIN - rect.left;
  else if (rect.right > width - VIEWPORT_MARGIN) shift = Math.max(VIEWPORT_MARGIN - rect.left, width - VIEWPORT_MARGIN - rect.right);
  if (shift) host.style.setProperty('--_panel-shift', `${Math.round(shift)}px 0px`);
  const room = view.innerHeight - VIEWPORT_MARGIN - Math.max(rect.top, 0);
  if (rect.height > room) host.style.setProperty('--_panel-max', `${Math.max(MIN_HEIGHT, Math.floor(room))}px`);
}

/** Keys typed within this many ms form one type-ahead word. */
const TYPE_AHEAD_MS = 700;

/** The item a printable key moves to, or undefined (any other key, or no match). */
export type TypeAhead = (event: KeyboardEvent, items: readonly HTMLElement[], active: Element | null | undefined) => HTMLElement | undefined;

/**
 * Type-ahead over a list of links (WAI-ARIA menu practice): typed keys form a word, and the item it names is the next
 * one after the focused item whose text starts with it; the same key again cycles through the items it starts.
 */
export function typeAhead(): TypeAhead {
  let typed = '';
  let typedAt = -Infinity;
  return (event, items, active) => {
    if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return undefined;
    typed = event.timeStamp - typedAt < TYPE_AHEAD_MS ? typed + event.key : event.key;
    typedAt = event.timeStamp;
    const word = typed.toLocaleLowerCase();
    // One key (or the same key again): the next item it starts. A word: the focused item still counts if it matches.
    const cycle = /^(.)\1*$/.test(word);
    const prefix = cycle ? word[0]! : word;
    const start = Math.max(items.indexOf(active as HTMLElement) + (cycle ? 1 : 0), 0);
    for (let step = 0; step < items.length; step++) {
      const item = items[(start + step) % items.length]!;
      if ((item.dataset['name'] ?? item.textContent ?? '').trim().toLocaleLowerCase().startsWith(prefix)) return item;
    }
    return undefined;
  };
}

/**
 * Moves focus for a key pressed in the panel: the arrows wrap through `items`, Home and End go to the ends, a
 * printable key moves by type-ahead among `links`. In the filter box, Home, End and printable keys stay the box's own.
 */
export function movePanelFocus(
  event: KeyboardEvent,
  items: HTMLElement[],
  links: () => HTMLElement[],
  typeAhead: TypeAhead,
  active: HTMLElement | null,
): void {
  if (event.isComposing) return;
  const index = active ? items.indexOf(active) : -1;
  const key = event.key;
  let next: HTMLElement | undefined;
  if (key === 'ArrowDown') next = items[(index + 1) % items.length];
  else if (key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
  else if (active?.classList.contains('filter')) return;
  else if (key === 'Home') next = items[0];
  else if (key === 'End') next = items.at(-1);
  else if (!(next = typeAhead(event, links(), active))) return;
  event.preventDefault();
  next?.focus();
}
