/**
 * The few page-level rules the script tag needs, as a constructed stylesheet: allowed under `style-src 'self'`
 * (unlike a `<style>` element or a `style` attribute), and scoped to the elements the script tag added. Adopted after
 * the page's own sheets, so at equal specificity they win over the theme's rules.
 */
const RULES = /* css */ `
docs-search[data-docs-widgets]::part(trigger) { display: none; }
/* The switcher while its versions load (lazy/versions.ts): out of the layout and unseen, so that it moves nothing. */
[data-docs-widgets-staging] { position: absolute; inset-block-start: 0; inset-inline-start: 0; visibility: hidden; }
/* python-docs-theme's top bar: the version alone (the label kept for screen readers) on the bar's line height, after
   the breadcrumbs; the "Version" label and a taller pill made the line longer and taller, and the quick search went
   onto a second line (issue 29). */
.related li.nav-item-this > docs-version-switcher { margin-inline-start: .5em; }
/* 24px: the smallest target WCAG 2.2 allows (2.5.8). */
.related docs-version-switcher::part(button) { min-block-size: 24px; padding-block: 0; line-height: inherit; }
.related docs-version-switcher::part(button-label) {
  position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
/* pydata-sphinx-theme's navbar (0.7.2 in Debian: #navbar-end, right-aligned after the links' free space): on the line
   of the bar's links, as tall as that line, so the bar neither grows nor wraps; the theme's own end items stay beside
   it (a block switcher pushed them onto a second line and the bar grew, so every place in the theme moved its items
   and the switcher floated: issue 29). */
:is(#navbar-end, .navbar-end, .navbar-header-items__end) > docs-version-switcher {
  display: inline-block; vertical-align: middle; margin-inline-end: .5rem;
}
:is(#navbar-end, .navbar-end, .navbar-header-items__end) > docs-version-switcher::part(button) {
  min-block-size: 24px; padding-block: 0; line-height: inherit;
}
/* The version warning where its place at the top of the content would have moved the text (lazy/versions.ts): over
   the foot of the window, moving nothing; its dismiss button puts it away. */
docs-version-warning[data-docs-widgets-floating] {
  position: fixed; inset-inline: 1rem; inset-block-end: 1rem; z-index: 1000; max-inline-size: 44rem; margin-inline: auto;
  --docs-version-warning-gap: 0;
}
/* furo's sidebar: inset like the sidebar's search field and navigation (issue 26: it touched the drawer's edge). */
.sidebar-sticky > docs-version-switcher {
  margin: var(--sidebar-item-spacing-vertical, .5rem) var(--sidebar-item-spacing-horizontal, 1rem);
}
`;

let adopted = false;

export function adoptPageStyles(doc: Document = document): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RULES);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
