/**
 * Where zero-config mode puts the version switcher in known themes. Only the versions chunk needs it, so it is not in
 * themes.ts, which the eager part shares.
 */

interface SwitcherPlace {
  /** Where the theme is recognised. */
  selector: string;
  /** How the switcher sits there. */
  position: 'append' | 'prepend' | 'after';
  /** A header bar: the list opens over the page instead of making the bar taller. */
  dropdown?: boolean;
  /**
   * The theme dresses this slot as a select box of its own (a border and a caret around whatever it holds): once
   * ours is in, the slot is marked `data-docs-widgets-slot` and the page styles take that dress off, so the reader
   * sees one control, not ours inside a second box with a second caret.
   */
  bareSlot?: boolean;
}

/** Known homes for a version switcher, inline in the theme's chrome. */
export const SWITCHER_PLACES: SwitcherPlace[] = [
  {selector: '.rst-versions', position: 'append'}, // sphinx_rtd_theme with the hosting flyout container
  {selector: '.wy-side-nav-search', position: 'append'}, // sphinx_rtd_theme sidebar head
  {selector: '.sidebar-search-container', position: 'after'}, // furo
  {selector: '.navbar-header-items__end', position: 'prepend', dropdown: true}, // pydata-sphinx-theme 0.13+
  {selector: '#navbar-end', position: 'prepend', dropdown: true}, // pydata-sphinx-theme (older)
  {selector: '.navbar-end', position: 'prepend', dropdown: true},
  {selector: '.md-header__inner > .md-header__title', position: 'after', dropdown: true}, // mkdocs-material
  // python-docs-theme (docs.python.org): the theme's own switcher slots, next to the "3.11 Documentation" label in the
  // top bar, or in the phone menu bar; not at the foot of a sidebar as long as the page (1,817 px down on pathlib.html).
  {selector: '.related .version_switcher_placeholder', position: 'append', dropdown: true, bareSlot: true},
  {selector: '.mobile-nav .version_switcher_placeholder', position: 'append', dropdown: true, bareSlot: true},
  {selector: '.sphinxsidebar #searchbox', position: 'after'}, // Sphinx's basic themes: right under the search box
  {selector: '.sphinxsidebarwrapper', position: 'append'}, // alabaster, Sphinx's basic themes
  {selector: '.sphinxsidebar', position: 'append'}, // Sphinx's own documentation theme (sphinx13)
];

/**
 * Finds the theme's place for the switcher and inserts `element` there; false when no known place exists. In a
 * header bar the element gets the `dropdown` attribute.
 */
export function placeInTheme(doc: Document, element: Element, containerSelector?: string): boolean {
  if (containerSelector) {
    const container = doc.querySelector(containerSelector);
    if (!container) return false;
    container.append(element);
    return true;
  }
  // A place the theme hides at this width (a phone menu on a desktop, a top bar on a phone) is no place to be found.
  const found = SWITCHER_PLACES.flatMap((place) => {
    const target = doc.querySelector(place.selector);
    return target ? [{place, target}] : [];
  });
  const shown = found.find(({target}) => target.getClientRects().length > 0) ?? found[0];
  if (shown) {
    const {place, target} = shown;
    if (place.dropdown) element.setAttribute('dropdown', '');
    if (place.bareSlot) target.setAttribute('data-docs-widgets-slot', '');
    if (place.position === 'append') target.append(element);
    else if (place.position === 'prepend') target.prepend(element);
    else target.after(element);
    return true;
  }
  return false;
}

