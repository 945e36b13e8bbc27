/**
 * The few page-level rules the script tag needs, as a constructed stylesheet: allowed under `style-src 'self'`
 * (unlike a `<style>` element or a `style` attribute), and scoped to the elements the script tag added.
 */
const RULES = /* css */ `
docs-search[data-docs-widgets]::part(trigger) { display: none; }
`;

let adopted = false;

export function adoptPageStyles(doc: Document = document): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RULES);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
