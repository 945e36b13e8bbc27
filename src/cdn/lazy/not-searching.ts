/**
 * Waiting for the reader to stop searching. The version widgets are placed into the theme when the browser is idle,
 * seconds after load: on the docs domain, 3-4 s after a `/` pressed at load, while the reader typed. Placing them (a
 * layout of the page) and reading the page's colours forced a style recalculation of 1,066-1,079 elements, 175 and
 * 466 ms at 4x CPU throttling, and the key being typed waited for it (issue 29, docs/measuring.md). Nothing they show
 * is needed while our search dialog covers the page.
 */

/** Resolves once no search dialog of ours is open in `doc`: at once when none is. */
export function whenNotSearching(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    // `open` is reflected on `<docs-search>` (and on any `<details>`, which the check ignores).
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (doc.querySelector('docs-search[open]')) return;
      observer.disconnect();
      resolve();
    };
    observer.observe(doc.documentElement, {attributes: true, attributeFilter: ['open'], subtree: true});
    check();
  });
}
