/**
 * `withOverrides` kept for one `strings` object at a time: a module apart from overrides.ts, since only the search
 * uses it, and overrides.ts is in the chunk every widget loads.
 */
import {withOverrides} from './overrides.js';

/**
 * `withOverrides` kept for as long as the defaults (English, or the page language's catalogue once loaded) and the
 * override object are the same ones, so that a render depending on the merged strings (kept result rows) sees the
 * same object and has nothing to redo.
 */
export class MergedStrings<T extends object> {
  #defaults: T | undefined;
  #overrides: Partial<T> | undefined;
  #merged: T | undefined;

  with(defaults: T, overrides: Partial<T> | undefined): T {
    if (!this.#merged || defaults !== this.#defaults || overrides !== this.#overrides) {
      this.#defaults = defaults;
      this.#overrides = overrides;
      this.#merged = withOverrides(defaults, overrides);
    }
    return this.#merged;
  }
}
