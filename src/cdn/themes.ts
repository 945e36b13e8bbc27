/**
 * Where the common documentation themes keep their main content and their search input, for the eager part. Ordered
 * most specific first; the generic fallbacks come last. Their spots for a version switcher: lazy/switcher-places.ts.
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

export function findMainContent(doc: Document, selector?: string): Element | null {
  if (selector) return doc.querySelector(selector);
  for (const candidate of MAIN_CONTENT_SELECTORS) {
    const found = doc.querySelector(candidate);
    if (found) return found;
  }
  return null;
}

