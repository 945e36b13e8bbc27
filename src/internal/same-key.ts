/**
 * Whether a cache key (a list of the inputs something was built from) still matches: same length, each part `===`.
 * `previous` undefined (nothing built yet) never matches.
 */
export function sameKey(previous: readonly unknown[] | undefined, next: readonly unknown[]): boolean {
  return previous !== undefined && previous.length === next.length && next.every((part, i) => part === previous[i]);
}
