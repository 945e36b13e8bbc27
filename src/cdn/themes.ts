/**
 * Where the common documentation themes keep their main content and their search input, for the eager part. Ordered
 * most specific first; the generic fallbacks come last. Their spots for a version switcher: lazy/switcher-places.ts.
 * Each list is one string (no selector here has a comma of its own): shorter in the bundle than an array literal.
 */

/**
 * The main content, whose internal cross-references get previews: sphinx_rtd_theme, pydata-sphinx-theme (and its
 * older markup), furo, mkdocs-material, alabaster and Sphinx's basic themes, then the generic ones.
 */
export const MAIN_CONTENT_SELECTORS = (
  '.rst-content [itemprop=articleBody],article.bd-article,.bd-content .bd-article-container,article[role=main],' +
  'article.md-content__inner,div.body[role=main],[role=main],main,article'
).split(',');

/**
 * The theme's own search inputs and buttons, one selector list: mkdocs-material, furo, pydata-sphinx-theme (the
 * field, then the 0.13+ button), sphinx_rtd_theme, Sphinx basic and alabaster, MkDocs' own themes, then generic
 * ones. Focusing or typing in one opens our dialog; if our API fails they are released so the theme's own search
 * works.
 */
export const THEME_SEARCH_SELECTORS =
  '[data-md-component=search-query],input.sidebar-search,form.bd-search input,button.search-button,' +
  '.search-button__button,#rtd-search-form input[name=q],#searchbox input[name=q],form.search input[name=q],' +
  '#mkdocs-search-query,[role=search] input[type=search],[role=search] input[name=q]';

/** The element `selector` names, else the first of the themes' main contents the page has. */
export const findMainContent = (doc: Document, selector?: string): Element | null =>
  (selector ? [selector] : MAIN_CONTENT_SELECTORS).map((candidate) => doc.querySelector(candidate)).find(Boolean) ?? null;
