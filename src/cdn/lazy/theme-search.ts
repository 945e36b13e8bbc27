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
