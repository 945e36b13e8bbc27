/**
 * How an element's `strings` property (a partial override of its defaults, kept in the element's own
 * `strings.ts`) is applied: one rule for every widget.
 */

/** The defaults of one section with a partial override applied; undefined entries keep the default. */
export function withOverrides<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return defaults;
  const merged = {...defaults};
  for (const key of Object.keys(overrides) as Array<keyof T>) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as T[keyof T];
  }
  return merged;
}
