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

/**
 * `withOverrides` kept for as long as the override object is the same one, so that a render depending on the merged
 * strings (kept result rows) sees the same object and has nothing to redo.
 */
export class MergedStrings<T extends object> {
  #overrides: Partial<T> | undefined;
  #merged: T;

  constructor(private readonly defaults: T) {
    this.#merged = defaults;
  }

  with(overrides: Partial<T> | undefined): T {
    if (overrides !== this.#overrides) {
      this.#overrides = overrides;
      this.#merged = withOverrides(this.defaults, overrides);
    }
    return this.#merged;
  }
}
