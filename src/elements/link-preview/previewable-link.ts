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
export function previewTarget(link: Element, options: PreviewTargetOptions): URL | undefined {
  if (link.localName !== 'a' && link.localName !== 'area') return undefined;
  const href = link.getAttribute('href');
  if (!href || link.hasAttribute('download')) return undefined;
  let url: URL;
  let page: URL;
  let docs: URL;
  try {
    page = new URL(options.pageUrl);
    url = new URL(href, link.ownerDocument.baseURI);
    docs = new URL(options.docsUrl ?? page.origin, page);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.origin !== docs.origin || !url.pathname.startsWith(docsPrefix(docs))) return undefined;
  if (NOT_A_PAGE.test(url.pathname)) return undefined;
  const samePage = url.pathname === page.pathname && url.search === page.search;
  if (samePage && !options.samePage) return undefined;
  if (samePage && !url.hash) return undefined;
  return url;
}

/** `/docs/p/` for `https://h/docs/p/` and `https://h/docs/p/index.html`; `/` for an origin. */
function docsPrefix(docs: URL): string {
  const path = docs.pathname;
  return path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
}
