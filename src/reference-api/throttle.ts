/**
 * Rate limits of server-behaviour.md §14 (sliding window per minute, as DRF's SimpleRateThrottle): v3 anonymous 5 per
 * client, authenticated 60 per user, search v3 100. Off unless `createReferenceApi({throttle: true})`, so demos and
 * tests are not slowed by them.
 */

export const RATES = {anonymous: 5, user: 60, search: 100} as const;
const WINDOW_MS = 60_000;

export class Throttle {
  private readonly history = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Records a request for `key`; returns the seconds to wait when the limit is exceeded, else undefined. */
  hit(key: string, limit: number): number | undefined {
    const now = this.now();
    const recent = (this.history.get(key) ?? []).filter((time) => time > now - WINDOW_MS);
    if (recent.length >= limit) {
      this.history.set(key, recent);
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
    }
    recent.push(now);
    this.history.set(key, recent);
    return undefined;
  }
}
