/**
 * `withOverrides` kept for one `strings` object at a time: a module apart from overrides.ts, since only the search
 * uses it, and overrides.ts is in the chunk every widget loads.
 */
import {withOverrides} from './overrides.js';

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
