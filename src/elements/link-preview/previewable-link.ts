/**
 * Default links to preview: Sphinx cross-references, mkdocstrings cross-references, and links in the main
 * content of MkDocs themes (Material's `.md-content`, the default theme's `[role=main]`). `previewTarget`
 * then keeps only pages the embed endpoint can serve.
 */
export const DEFAULT_SELECTOR = [
  'a.reference.internal',
  'a.autorefs-internal',
  '.md-content a[href]:not(.headerlink)',
  '[role="main"] a[href]:not(.headerlink):not(.reference)',
].join(', ');

/** Downloads and assets: the embed endpoint only answers for HTML pages. */
const NOT_A_PAGE = /\.(?:pdf|zip|epub|tar|gz|bz2|xz|whl|png|jpe?g|gif|svg|webp|avif|ico|txt|json|xml|css|js|mp4|webm)$/i;

export interface PreviewTargetOptions {
  /** URL of the page being read: links to itself are skipped unless `samePage`. */
  pageUrl: string;
  /**
   * Where previewable documentation lives: a URL prefix (`https://host/docs/project/`) or an origin. Defaults to
   * the origin of `pageUrl`.
   */
  docsUrl?: string | undefined;
  /** Also preview links to sections of the page being read. */
  samePage?: boolean;
}

/**
 * The absolute URL to preview for `link`, or undefined when it is not a documentation page the API can serve:
 * not http(s), outside the documentation, a download, a link that opens elsewhere by design, or (by default)
 * an anchor on the current page.
 */
export function previewTarget(link: Element, {pageUrl, docsUrl, samePage}: PreviewTargetOptions): URL | undefined {
  if (!/^a(rea)?$/.test(link.localName) || link.hasAttribute('download')) return undefined;
  try {
    const page = new URL(pageUrl);
    // Resolved against the document's base URL; a link without href has '', and an invalid one is left as written:
    // both throw here.
    const url = new URL((link as HTMLAnchorElement).href);
    const docs = new URL(docsUrl ?? page.origin, page);
    const here = url.pathname === page.pathname && url.search === page.search;
    return /^https?:$/.test(url.protocol) &&
      url.origin === docs.origin &&
      // Under `/docs/p/` for `https://h/docs/p/` and `https://h/docs/p/index.html`; anywhere for an origin.
      url.pathname.startsWith(docs.pathname.replace(/[^/]*$/, '')) &&
      !NOT_A_PAGE.test(url.pathname) &&
      !(here && (!samePage || !url.hash))
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}
