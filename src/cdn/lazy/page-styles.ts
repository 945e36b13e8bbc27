/**
 * The few page-level rules the script tag needs, as a constructed stylesheet: allowed under `style-src 'self'`
 * (unlike a `<style>` element or a `style` attribute), and scoped to the elements the script tag added or marked
 * (a theme's switcher slot it took over: see `bareSlot` in ../themes.ts). Adopted after the page's own sheets, so
 * at equal specificity they win over the theme's rule for the same slot.
 */
const RULES = /* css */ `
docs-search[data-docs-widgets]::part(trigger) { display: none; }
[data-docs-widgets-slot] { border: 0; padding: 0; block-size: auto; background: none; }
[data-docs-widgets-slot]::after { content: none; }
/* python-docs-theme's top bar: the switchers' inline-flex row takes its baseline from the empty language slot (its
   bottom edge), which set our pill above the bar's text; centred on the text instead. */
.related .switchers:has(> [data-docs-widgets-slot]) { vertical-align: middle; }
`;

let adopted = false;

export function adoptPageStyles(doc: Document = document): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RULES);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
