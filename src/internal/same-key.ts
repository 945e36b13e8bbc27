/**
 * Whether a cache key (a list of the inputs something was built from) still matches: same length, each part `===`.
 * `previous` undefined (nothing built yet) never matches.
 */
export function sameKey(previous: readonly unknown[] | undefined, next: readonly unknown[]): boolean {
  return previous !== undefined && previous.length === next.length && next.every((part, i) => part === previous[i]);
}

/** Remembers the last value computed, returned again while every part of its key is the same. */
export function lastValue<T>(): (key: readonly unknown[], compute: () => T) => T {
  let last: {key: readonly unknown[]; value: T} | undefined;
  return (key, compute) => {
    if (last && sameKey(last.key, key)) return last.value;
    last = {key, value: compute()};
    return last.value;
  };
}
