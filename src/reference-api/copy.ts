/** The store's copy-on-read, and the dataset load's copy of what it keeps. */

/**
 * Deep copy of plain record data (objects, arrays, primitives). Much faster than `structuredClone`, which matters
 * because every read copies.
 */
export function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}
