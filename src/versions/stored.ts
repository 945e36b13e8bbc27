/**
 * The one way the version widgets touch Web Storage: read a key (no `value`), write it (a string) or remove it
 * (`null`). Storage may be unusable (sandboxed frames throw on access, a full quota throws on write): then nothing is
 * read or kept, which is always the safe side (a note or a dismissal not remembered).
 */
export function stored(area: 'localStorage' | 'sessionStorage', key: string, value?: string | null): string | null {
  try {
    const storage = globalThis[area];
    if (value === undefined) return storage.getItem(key);
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Unusable storage: nothing read, nothing kept.
  }
  return null;
}
