/**
 * "The same page in another version": where the reader is, relative to the root of the version being read, and
 * that place inside another version's root. Nothing here knows how the host lays out its URLs: the roots are the
 * versions' documentation URLs from the API, so `https://proj.readthedocs.io/en/latest/` and
 * `https://host/docs/parent/projects/child/es/2.0/` work alike.
 */

/** A place in a version's documentation: the path below the version root, the query and the fragment. */
export interface PagePlace {
  /** Path below the version root, without a leading slash (`guide/install.html`; `''` for the root). */
  path: string;
  /** `?…` or `''`. */
  search: string;
  /** `#…` or `''`. */
  hash: string;
}

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

function pathBelow(pathname: string, rootPathname: string): string | undefined {
  const root = withTrailingSlash(rootPathname);
  if (pathname === root || `${pathname}/` === root) return '';
  return pathname.startsWith(root) ? pathname.slice(root.length) : undefined;
}

/**
 * The reader's place relative to `versionRootUrl`, the documentation URL of the version being read (undefined when
 * it is not known, e.g. a version missing from the list).
 *
 * When the page is not below that URL on the same origin, the same path below it on another origin counts too (a
 * custom domain serving the paths the API names), and then the `readthedocs-resolver-filename` meta tag's
 * value, which is the page's path inside its version. Without any of these the place is unknown: `undefined`.
 */
export function pagePlace(
  pageUrl: string | URL,
  versionRootUrl: string | undefined,
  resolverFilename?: string,
): PagePlace | undefined {
  try {
    const page = new URL(pageUrl);
    const place = (path: string): PagePlace => ({path: path.replace(/^\/+/, ''), search: page.search, hash: page.hash});
    // The root is a version's documentation URL, already checked to be an http(s) URL where it was read.
    const below = versionRootUrl === undefined ? undefined : pathBelow(page.pathname, new URL(versionRootUrl, page).pathname);
    return below !== undefined ? place(below) : resolverFilename ? place(encodeURI(resolverFilename)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The URL of `place` inside the version whose root is `targetRootUrl`; the root itself when the place is unknown.
 * Only http(s) results: the path is always resolved as a relative path (`./…`), so a crafted page path such as
 * `javascript:…` or `//other.host` cannot change the scheme or the host.
 */
export function urlInVersion(place: PagePlace | undefined, targetRootUrl: string, base?: string | URL): string {
  const root = new URL(targetRootUrl, base);
  if (!/^https?:$/.test(root.protocol)) throw new TypeError(`not an http(s) documentation URL: ${targetRootUrl}`);
  if (!place) return root.href;
  const url = new URL(`./${place.path}`, new URL(withTrailingSlash(root.pathname), root));
  url.search = place.search;
  url.hash = place.hash;
  return url.href;
}

/** The page part of a URL: without the query and the fragment, which do not change which page it is. */
export function pageOnly(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
