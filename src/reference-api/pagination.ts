/**
 * Limit/offset pagination of v3 and v2 lists (server-behaviour.md §8): default limit 10, no maximum, bad values fall
 * back to the defaults, and `next`/`previous` are absolute URLs: the request URL with `limit`/`offset` replaced and
 * every parameter re-encoded, sorted by name, as Django's `replace_query_param` does.
 */

export const DEFAULT_LIMIT = 10;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function positiveInt(value: string | null, strict: boolean): number | undefined {
  if (value === null || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0 || (strict && number === 0)) return undefined;
  return number;
}

/** Python's `quote_plus`: only letters, digits and `_.-~` stay as they are. */
function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function withParams(base: string, params: URLSearchParams, changes: Record<string, string | undefined>): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (key in changes) continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) grouped.set(key, [value]);
  const query = [...grouped.keys()]
    .sort()
    .flatMap((key) => grouped.get(key)!.map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&');
  return query ? `${base}?${query}` : base;
}

/** One page of `items` for the request at `url`; `base` is the absolute URL without its query. */
export function paginate<T, R>(items: T[], url: URL, base: string, serialize: (item: T) => R): Page<R> {
  const params = url.searchParams;
  const limit = positiveInt(params.get('limit'), true) ?? DEFAULT_LIMIT;
  const offset = positiveInt(params.get('offset'), false) ?? 0;
  const count = items.length;
  const next = offset + limit < count ? withParams(base, params, {limit: String(limit), offset: String(offset + limit)}) : null;
  let previous: string | null = null;
  if (offset > 0) {
    const back = offset - limit;
    previous =
      back <= 0
        ? withParams(base, params, {limit: String(limit), offset: undefined})
        : withParams(base, params, {limit: String(limit), offset: String(back)});
  }
  return {count, next, previous, results: items.slice(offset, offset + limit).map(serialize)};
}
