/**
 * Where the common documentation themes keep their main content, their search input and a good spot for a
 * version switcher. Ordered most specific first; the generic fallbacks come last.
 */

/** The main content, whose internal cross-references get previews. */
export const MAIN_CONTENT_SELECTORS = [
  '.rst-content [itemprop=articleBody]', // sphinx_rtd_theme
  'article.bd-article', // pydata-sphinx-theme
  '.bd-content .bd-article-container', // pydata-sphinx-theme (older)
  'article[role=main]', // furo
  'article.md-content__inner', // mkdocs-material
  'div.body[role=main]', // alabaster and Sphinx's basic themes
  '[role=main]',
  'main',
  'article',
];

/**
 * The theme's own search inputs and buttons. Focusing or typing in one opens our dialog; if our API fails
 * they are released so the theme's own search works.
 */
export const THEME_SEARCH_SELECTORS = [
  '[data-md-component=search-query]', // mkdocs-material
  'input.sidebar-search', // furo
  'form.bd-search input', // pydata-sphinx-theme
  'button.search-button', // pydata-sphinx-theme (0.13+)
  '.search-button__button',
  '#rtd-search-form input[name=q]', // sphinx_rtd_theme
  '#searchbox input[name=q]', // Sphinx basic, alabaster
  'form.search input[name=q]',
  '#mkdocs-search-query', // MkDocs' own themes
  '[role=search] input[type=search]',
  '[role=search] input[name=q]',
];

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

export function findMainContent(doc: Document, selector?: string): Element | null {
  if (selector) return doc.querySelector(selector);
  for (const candidate of MAIN_CONTENT_SELECTORS) {
    const found = doc.querySelector(candidate);
    if (found) return found;
  }
  return null;
}

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

/**
 * Some themes open their own search UI when their input gets focus: mkdocs-material checks a hidden toggle that
 * lays an overlay over the page, and focus coming back to its input from our dialog opens it again. Once our
 * dialog has taken over, or has closed, that state is closed again so nothing of the theme's search covers the page.
 */
export function closeThemeSearch(doc: Document): void {
  const materialToggle = doc.querySelector<HTMLInputElement>('input[data-md-toggle=search]');
  if (!materialToggle) return;
  const input = doc.querySelector<HTMLInputElement>('[data-md-component=search-query]');
  if (input && doc.activeElement === input) input.blur();
  if (materialToggle.checked) {
    materialToggle.checked = false;
    materialToggle.dispatchEvent(new Event('change'));
  }
}
