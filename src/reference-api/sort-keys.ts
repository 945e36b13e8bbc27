/** The v3 renderer's key order, which http.ts gives every v3 body (server-behaviour.md §4). */

/** Sorts object keys at every level in ASCII order, as the v3 renderer does. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
