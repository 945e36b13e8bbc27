/**
 * Fault injection for tests of how the widgets cope with a misbehaving API.
 *
 * ```ts
 * const api = createReferenceApi();
 * api.faults.set('/api/v3/search/', {status: 503});                 // every search answers 503
 * api.faults.set(/\/embed\//, {hang: true}, );                     // embeds never answer until aborted
 * api.faults.set('/api/v3/projects/', {status: 429, retryAfter: 2, times: 1}); // once, then normal again
 * api.faults.clear();
 * ```
 *
 * A string pattern matches when the request's path starts with it; a RegExp is tested against path + query (so
 * `/q=guide/` works). The newest matching rule wins. Faults apply before anything else (authentication, latency).
 */

/** What a matching request gets instead of (or on top of) the normal answer. */
export type Fault = (
  | {/** Extra delay before the normal answer (abortable). */ latencyMs: number}
  | {/** This status with a JSON body (default `{"detail": "Injected fault."}`); 429 adds `Retry-After` when given. */ status: number; body?: unknown; retryAfter?: number}
  | {/** 200 with a body that is not valid JSON. */ malformedJson: true}
  | {/** The normal status with valid JSON of the wrong shape (types and keys the schemas reject). */ wrongShape: true}
  | {/** The normal answer with its body cut in half. */ truncate: true}
  | {/** Never answers; the returned promise rejects when the request's signal aborts. */ hang: true}
) & {
  /** How many requests the fault applies to; unlimited when omitted. */
  times?: number;
};

interface Rule {
  pattern: string | RegExp;
  fault: Fault;
  remaining: number;
}

export class Faults {
  private rules: Rule[] = [];

  /** Adds a fault for requests whose path matches `pattern`. Throws RangeError for a status no Response can carry. */
  set(pattern: string | RegExp, fault: Fault): void {
    if ('status' in fault && !(Number.isInteger(fault.status) && fault.status >= 200 && fault.status <= 599)) {
      throw new RangeError(`fault status must be an integer from 200 to 599, got ${String(fault.status)}`);
    }
    this.rules.push({pattern, fault, remaining: fault.times ?? Infinity});
  }

  /** Removes every fault. */
  clear(): void {
    this.rules = [];
  }

  /** The fault for this URL, counting one use of it. */
  take(url: URL): Fault | undefined {
    for (let index = this.rules.length - 1; index >= 0; index--) {
      const rule = this.rules[index]!;
      const matches =
        typeof rule.pattern === 'string'
          ? url.pathname.startsWith(rule.pattern)
          : rule.pattern.test(`${url.pathname}${url.search}`);
      if (!matches) continue;
      rule.remaining -= 1;
      if (rule.remaining <= 0) this.rules.splice(index, 1);
      return rule.fault;
    }
    return undefined;
  }
}

/** Statuses whose responses cannot have a body. */
export const NULL_BODY_STATUSES = new Set([204, 205, 304]);

export const WRONG_SHAPE = {
  count: 'many',
  next: 42,
  previous: 42,
  results: {not: 'a list'},
  slug: 7,
  name: ['not', 'a', 'string'],
  url: false,
  content: 13,
  fragment: [],
  external: 'perhaps',
  versions: 'none',
  projects: 'none',
  query: null,
  detail: 1,
};

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** A promise that never settles unless the signal aborts. */
export function hangUntilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(abortError(signal));
    signal.addEventListener('abort', () => reject(abortError(signal)), {once: true});
  });
}
