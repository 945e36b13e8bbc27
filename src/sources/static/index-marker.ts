/**
 * The mark `docs-widgets index` leaves in a site's pages: `<meta name="docs-widgets-index" content="_docs-widgets/">`,
 * the built index's folder relative to the site's root. A page without it has no built index, and search goes straight
 * to the site's own index: no request for a file that is not there (a console 404 on every site without the build
 * step). Read here, written by src/cli/index-marker.ts.
 */

export const INDEX_MARKER = 'docs-widgets-index';

/** The built index's folder URL the page names, resolved against the site's root; same origin only. */
export function markedIndex(doc: Document, root: string): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${INDEX_MARKER}"]`)?.content.trim();
  if (!content) return undefined;
  try {
    const url = new URL(content.endsWith('/') ? content : `${content}/`, root);
    return url.origin === new URL(root).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}
