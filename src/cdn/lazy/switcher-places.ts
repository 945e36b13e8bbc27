/**
 * Where zero-config mode puts the version switcher in known themes. Only the versions chunk needs it, so it is not in
 * themes.ts, which the eager part shares.
 *
 * The switcher is placed after the page has painted, so a place is taken only if putting it there moves nothing the
 * reader already sees (issue 29: in python-docs-theme's top bar it pushed the quick-search box onto a second line and
 * the whole page down). Each place is tried in order and measured in the same task, before any frame: the theme's
 * search fields, the main content and every element beside the place or beside one of its ancestors must keep their
 * positions; else the switcher goes back and the next place is tried. A page where no place fits gets the switcher in
 * a corner of the window (fixed: it moves nothing either).
 */
import {THEME_SEARCH_SELECTORS, findMainContent} from '../themes.js';

/**
 * A home for the switcher: where the theme is recognised; how the switcher goes in there (the `Element` method);
 * `dropdown` for a header bar, where the list opens over the page instead of making the bar taller. Tuples, not
 * objects: the table ships in the chunk.
 */
type SwitcherPlace = [selector: string, insert: 'append' | 'prepend' | 'after', dropdown?: 1];

/** Known homes for a version switcher, inline in the theme's chrome. */
const SWITCHER_PLACES: SwitcherPlace[] = [
  ['.rst-versions', 'append'], // sphinx_rtd_theme with the hosting flyout container
  ['.wy-side-nav-search', 'append'], // sphinx_rtd_theme sidebar head
  ['.wy-side-scroll', 'append'], // sphinx_rtd_theme: under the navigation, when the head has no room that moves nothing
  // furo: the foot of the sidebar, whose scrolling tree gives up the room (under the search field, the tree moved down).
  ['.sidebar-sticky', 'append'],
  ['.navbar-header-items__end', 'prepend', 1], // pydata-sphinx-theme 0.13+
  ['#navbar-end', 'prepend', 1], // pydata-sphinx-theme (older)
  ['.navbar-end', 'prepend', 1],
  ['.md-header__inner > .md-header__title', 'after', 1], // mkdocs-material
  // python-docs-theme (docs.python.org): in the top bar, at the end of the breadcrumbs, where it moves nothing (in the
  // theme's own slot after "Python »" it moved every crumb after it, and the quick search wrapped: issue 29); else the
  // theme's slot in the phone menu bar; not at the foot of a sidebar as long as the page (1,817 px down on pathlib.html).
  ['.related li.nav-item-this', 'append', 1],
  // On a phone, the top of the menu drawer, beside the theme's language slot: the theme's slot in the menu bar took
  // the room of the quick-search field beside it, which moved.
  ['.mobile-nav .menu .language_switcher_placeholder', 'after'],
  ['.sphinxsidebar #searchbox', 'after'], // Sphinx's basic themes: right under the search box
  ['.sphinxsidebarwrapper', 'append'], // alabaster, Sphinx's basic themes
  ['.sphinxsidebar', 'append'], // Sphinx's own documentation theme (sphinx13)
];

/**
 * Where each element starts (layout shift counts starts), to tell whether a placement moved it; an element outside the
 * window (below the fold, in a closed drawer) is no shift the reader sees, as the Layout Instability API counts it.
 */
function positions(elements: Element[], view: Window): string[] {
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    const seen = box.width * box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
    return seen ? `${Math.round(box.left * 2)},${Math.round(box.top * 2)}` : '-';
  });
}

/**
 * Whether an element the reader saw has moved (or left the window). One that had no area before and has some now (an
 * empty slot of the theme that the switcher fills, pydata's `#navbar-end`) is no shift: the Layout Instability API
 * counts only what was drawn before.
 */
const moved = (before: string[], after: string[]): boolean => before.some((start, index) => start !== '-' && start !== after[index]);

/** What a switcher at `target` could move: the theme's search fields, the main content, and the place's neighbours. */
function witnesses(doc: Document, target: Element, element: Element): Element[] {
  const found = new Set<Element>([...doc.querySelectorAll(THEME_SEARCH_SELECTORS)]);
  const main = findMainContent(doc);
  if (main) found.add(main);
  for (let node: Element | null = target; node && node !== doc.documentElement; node = node.parentElement) {
    for (const child of node.children) found.add(child);
  }
  found.delete(element);
  return [...found];
}

/**
 * Finds the theme's place for the switcher and inserts `element` there; false when no known place takes it without
 * moving what the reader sees. In a header bar the element gets the `dropdown` attribute. Synchronous on purpose: no
 * frame is painted between a trial and its undoing. `element` should already show what it will show (its versions
 * loaded), so that its measured size is its size.
 */
export function placeInTheme(doc: Document, element: Element, containerSelector?: string): boolean {
  if (containerSelector) {
    const container = doc.querySelector(containerSelector);
    container?.append(element);
    return !!container;
  }
  const found = SWITCHER_PLACES.flatMap((place) => {
    const target = doc.querySelector(place[0]);
    return target ? [{place, target}] : [];
  });
  // A place the theme hides at this width (a phone menu on a desktop, a top bar on a phone) is no place to be found,
  // unless the theme shows none: then the first one, where the switcher shows when the theme shows it.
  const shown = found.filter(({target}) => target.getClientRects().length > 0);
  for (const {place: [, insert, dropdown], target} of shown.length ? shown : found.slice(0, 1)) {
    element.toggleAttribute('dropdown', !!dropdown);
    if (insertMovingNothing(doc, target, insert, element)) return true;
    element.removeAttribute('dropdown');
  }
  return false;
}

/**
 * Inserts `element` at `target` (the `Element` method `insert`) if that moves nothing the reader sees, else takes it
 * out again and returns false; measured in the same task, before any frame. Also the version warning's test of the
 * top of the main content (versions.ts).
 */
export function insertMovingNothing(doc: Document, target: Element, insert: 'append' | 'prepend' | 'after', element: Element): boolean {
  const view = doc.defaultView ?? window;
  const watched = witnesses(doc, target, element);
  const before = positions(watched, view);
  target[insert](element);
  if (!moved(before, positions(watched, view))) return true;
  element.remove();
  return false;
}
