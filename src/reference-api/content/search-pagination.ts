/**
 * Search pagination (server-behaviour.md §8, spec default 50): `page` must be a positive integer, `page_size` falls
 * back to the default when invalid and is capped, and no page may reach past the 1000th result. Links are the request
 * URL with `page` replaced and every parameter re-encoded sorted by name, as Django's `replace_query_param` does.
 */

export const SEARCH_PAGE_SIZE_DEFAULT = 50;
export const SEARCH_PAGE_SIZE_MAX = 100;
export const SEARCH_RESULT_WINDOW = 1000;

export type PageRequest =
  | {ok: true; page: number; pageSize: number}
  | {ok: false; body: string[]};

export function readPageRequest(url: URL): PageRequest {
  const rawPage = url.searchParams.get('page');
  let page = 1;
  if (rawPage !== null) {
    if (!/^\d+$/.test(rawPage) || Number(rawPage) < 1) return {ok: false, body: ['Invalid page']};
    page = Number(rawPage);
  }
  const rawSize = url.searchParams.get('page_size');
  let pageSize = SEARCH_PAGE_SIZE_DEFAULT;
  if (rawSize !== null && /^\d+$/.test(rawSize) && Number(rawSize) > 0) {
    pageSize = Math.min(Number(rawSize), SEARCH_PAGE_SIZE_MAX);
  }
  if (page * pageSize > SEARCH_RESULT_WINDOW) return {ok: false, body: ['Page number is too high.']};
  return {ok: true, page, pageSize};
}

/** Python's `urlencode` (quote_plus): only letters, digits and `_.-~` stay as they are; space is `+`. */
function quotePlus(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

export function pageLink(url: URL, page: number | undefined): string {
  const entries = [...url.searchParams.entries()].filter(([name]) => name !== 'page');
  if (page !== undefined) entries.push(['page', String(page)]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = entries.map(([name, value]) => `${quotePlus(name)}=${quotePlus(value)}`).join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

export interface PageSlice<T> {
  items: T[];
  next: string | null;
  previous: string | null;
}

/** The requested page of `all`; past the end it is empty, with the links the last page would have. */
export function slicePage<T>(all: T[], url: URL, page: number, pageSize: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const items = all.slice((page - 1) * pageSize, page * pageSize);
  const linkPage = Math.min(page, pageCount);
  const next = linkPage < pageCount ? pageLink(url, linkPage + 1) : null;
  const previous = linkPage > 1 ? pageLink(url, linkPage - 1 === 1 ? undefined : linkPage - 1) : null;
  return {items, next, previous};
}
