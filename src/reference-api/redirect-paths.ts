/**
 * How the API stores a redirect's URLs, below both the input validation (input/redirect.ts) and the dataset load
 * (dataset-load.ts), which store them the same way.
 */

/** `/docs/` → `/docs`, with a leading `/`. */
export function normalizeFrom(url: string): string {
  if (!url) return url;
  let path = url.startsWith('/') ? url : `/${url}`;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return path;
}

/** A leading `/` unless the target is an absolute http(s) URL. */
export function normalizeTo(url: string): string {
  if (!url || /^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}
