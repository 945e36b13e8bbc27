/**
 * Where zero-config mode puts the version switcher in known themes. Only the versions chunk needs it, so it is not in
 * themes.ts, which the eager part shares.
 */

/**
 * A home for the switcher: where the theme is recognised; how the switcher goes in there (the `Element` method);
 * `dropdown` for a header bar, where the list opens over the page instead of making the bar taller; `bareSlot` where
 * the theme dresses the slot as a select box of its own (a border and a caret around whatever it holds): once ours is
 * in, the slot is marked `data-docs-widgets-slot` and the page styles take that dress off, so the reader sees one
 * control, not ours inside a second box with a second caret. Tuples, not objects: the table ships in the chunk.
 */
type SwitcherPlace = [selector: string, insert: 'append' | 'prepend' | 'after', dropdown?: 1, bareSlot?: 1];

/** Known homes for a version switcher, inline in the theme's chrome. */
const SWITCHER_PLACES: SwitcherPlace[] = [
  ['.rst-versions', 'append'], // sphinx_rtd_theme with the hosting flyout container
  ['.wy-side-nav-search', 'append'], // sphinx_rtd_theme sidebar head
  ['.sidebar-search-container', 'after'], // furo
  ['.navbar-header-items__end', 'prepend', 1], // pydata-sphinx-theme 0.13+
  ['#navbar-end', 'prepend', 1], // pydata-sphinx-theme (older)
  ['.navbar-end', 'prepend', 1],
  ['.md-header__inner > .md-header__title', 'after', 1], // mkdocs-material
  // python-docs-theme (docs.python.org): the theme's own switcher slots, next to the "3.11 Documentation" label in the
  // top bar, or in the phone menu bar; not at the foot of a sidebar as long as the page (1,817 px down on pathlib.html).
  ['.related .version_switcher_placeholder', 'append', 1, 1],
  ['.mobile-nav .version_switcher_placeholder', 'append', 1, 1],
  ['.sphinxsidebar #searchbox', 'after'], // Sphinx's basic themes: right under the search box
  ['.sphinxsidebarwrapper', 'append'], // alabaster, Sphinx's basic themes
  ['.sphinxsidebar', 'append'], // Sphinx's own documentation theme (sphinx13)
];

/**
 * Finds the theme's place for the switcher and inserts `element` there; false when no known place exists. In a
 * header bar the element gets the `dropdown` attribute.
 */
export function placeInTheme(doc: Document, element: Element, containerSelector?: string): boolean {
  if (containerSelector) {
    const container = doc.querySelector(containerSelector);
    container?.append(element);
    return !!container;
  }
  // A place the theme hides at this width (a phone menu on a desktop, a top bar on a phone) is no place to be found.
  const found = SWITCHER_PLACES.flatMap((place) => {
    const target = doc.querySelector(place[0]);
    return target ? [{place, target}] : [];
  });
  const shown = found.find(({target}) => target.getClientRects().length > 0) ?? found[0];
  if (!shown) return false;
  const {place: [, insert, dropdown, bareSlot], target} = shown;
  if (dropdown) element.setAttribute('dropdown', '');
  if (bareSlot) target.setAttribute('data-docs-widgets-slot', '');
  target[insert](element);
  return true;
}
