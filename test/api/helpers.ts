/** An injected `fetch` for client tests: records every request and answers from a handler. */
import type {FetchLike} from '../../src/api/read-client.js';

export interface RecordingFetch {
  fetch: FetchLike;
  requests: Request[];
}

export function recordingFetch(handler: (request: Request) => Response | Promise<Response>): RecordingFetch {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(request);
      return handler(request);
    },
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: {'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined)},
  });
}

/** Resolves with what `promise` rejected with; fails when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the promise resolved');
}

/** A fetch that never answers unless its request's signal aborts (then it rejects like the browser's). */
export const hangingFetch: FetchLike = (request) =>
  new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), {once: true});
  });

/** Collects `unhandledrejection` events while a test runs. */
export function watchUnhandledRejections(): {reasons: unknown[]; stop: () => void} {
  const reasons: unknown[] = [];
  const listener = (event: PromiseRejectionEvent) => {
    reasons.push(event.reason);
    event.preventDefault();
  };
  window.addEventListener('unhandledrejection', listener);
  return {reasons, stop: () => window.removeEventListener('unhandledrejection', listener)};
}

export async function fixture<T = unknown>(name: string): Promise<T> {
  const response = await fetch(new URL(`./fixtures/upstream/${name}`, import.meta.url));
  if (!response.ok) throw new Error(`fixture ${name}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
