/** The v3 renderer's key order, which http.ts gives every v3 body (server-behaviour.md §4). */

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Sorts object keys at every level in ASCII order, as the v3 renderer does. A plain object or array already in order
 * (search results are built so) is answered as it is, not copied: a search answer holds a thousand of them.
 */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const sorted = sortKeysDeep(item);
      if (sorted !== item) changed = true;
      return sorted;
    });
    return changed ? out : value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    let changed = !isPlainObject(record);
    for (let at = 1; at < keys.length && !changed; at++) if (keys[at - 1]! > keys[at]!) changed = true;
    const children = keys.map((key) => {
      const sorted = sortKeysDeep(record[key]);
      if (sorted !== record[key]) changed = true;
      return sorted;
    });
    if (!changed) return value;
    const order = keys.map((key, position) => [key, children[position]] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const out: Record<string, unknown> = {};
    for (const [key, child] of order) out[key] = child;
    return out;
  }
  return value;
}
