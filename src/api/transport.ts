/**
 * The one place of the package that calls `fetch`: sends a call as a `Request` through the configured `fetch`,
 * with a timeout and the caller's signal (the token, only `DocsReadClient` sends: read-client.ts), and turns the answer into
 * validated data or a typed error (errors.ts):
 *
 * - non-2xx → `HttpError` with the parsed error body (or its text) and `retryAfter`;
 * - 2xx whose body is empty, HTML, or cut-short JSON → `InvalidJsonError` (a `SchemaError` with an empty `path`);
 * - 2xx JSON of the wrong shape → `SchemaError` naming the bad field;
 * - `fetch` rejecting → `NetworkError`; the timeout running out → `TimeoutError`;
 * - the caller's signal aborting → rejects with the signal's reason, **not** wrapped (`isAbortError` recognizes it).
 *   Once the caller aborts, the call never resolves, even if the answer had already arrived.
 *
 * What to ask (URLs, query parameters, schemas) is the clients' job (read-client.ts, client.ts).
 */
import {
  DocsApiError,
  HttpError,
  InvalidJsonError,
  NetworkError,
  SchemaError,
  TimeoutError,
  abortReasonOf,
  type DocsApiRequestInfo,
  type SchemaIssue,
} from './errors.js';
import type {ResponseSchema} from './schemas.js';

/** What the client calls to send a request: the browser's `fetch`, or a reference API's `fetch`. */
export type FetchLike = (request: Request) => Promise<Response>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request, as the clients describe it. */
export interface Call<T> {
  operation: string;
  url: URL;
  /** Send the token (v3 resources only): `DocsReadClient` adds it to `init` (read-client.ts); the widgets hold none. */
  auth: boolean;
  /** What `DocsReadClient`'s writes and authenticated reads add to the GET with `Accept: application/json`. */
  init?: {method?: Method; body?: string; headers?: Record<string, string>};
  /** null: the answer's body is ignored (204 endpoints). */
  schema: ResponseSchema<T> | null;
  /** A 2xx without a body resolves with undefined instead of failing (replies the spec leaves "not shown"). */
  bodyOptional?: boolean;
  signal: AbortSignal | undefined;
}

export interface TransportOptions {
  /** Defaults to the global `fetch`, looked up at each call (so a page or test that swaps it is heard). */
  fetch: FetchLike | undefined;
  /** Milliseconds before a call fails with `TimeoutError`; 0: no timeout. */
  timeoutMs: number;
}

/** How much of an error body or a non-JSON body is kept. */
const MAX_KEPT_BODY = 10_000;

/**
 * The platform's `fetch`: the package's one call of it. The transport sends through it, and so do the static source's
 * reads of a site's own files (src/sources/static/site-files.ts), which are text, not API answers.
 */
export const platformFetch: FetchLike = (request) => globalThis.fetch(request);

/** The one place a request is sent and its answer turned into data or a typed error. */
export async function send<T>(call: Call<T>, options: TransportOptions): Promise<T> {
  const request: DocsApiRequestInfo = {url: call.url.href, operation: call.operation};
  const callerSignal = call.signal;
  if (callerSignal?.aborted) throw abortReasonOf(callerSignal);
  // One controller aborts the request: on the caller's abort or when the timeout runs out. A cleared timer rather than
  // AbortSignal.timeout: nothing lingers after the answer, and in Node the pending timer keeps the process alive until
  // the request settles. The listener on the caller's signal goes with the request (finally), so a long-lived signal
  // does not collect one per request.
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = options.timeoutMs > 0 ? setTimeout(abort, options.timeoutMs) : undefined;
  callerSignal?.addEventListener('abort', abort);
  const {signal} = controller;
  try {
    const response = await untilAborted(
      (options.fetch ?? platformFetch)(
        new Request(call.url, {...call.init, headers: {Accept: 'application/json', ...call.init?.headers}, signal}),
      ),
      signal,
    );
    const text = await untilAborted(response.text(), signal);
    if (callerSignal?.aborted) throw abortReasonOf(callerSignal);
    if (!response.ok) {
      throw new HttpError(
        request,
        response.status,
        response.statusText,
        parseErrorBody(text),
        parseRetryAfter(response.headers.get('Retry-After')),
      );
    }
    if (call.schema === null) return undefined as T;
    // Only where the spec leaves the reply open may it be empty; elsewhere an empty 2xx (even a 204) is malformed.
    if (call.bodyOptional && (response.status === 204 || text.trim() === '')) return undefined as T;
    return parseBody(request, text, response.headers.get('Content-Type') ?? '', call.schema);
  } catch (error) {
    if (callerSignal?.aborted) throw abortReasonOf(callerSignal);
    if (error instanceof DocsApiError) throw error;
    // Aborted, and not by the caller: the timeout ran out.
    if (signal.aborted) throw new TimeoutError(request, options.timeoutMs);
    throw new NetworkError(request, error);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abort);
  }
}

/**
 * Settles like `promise`, or rejects as soon as `signal` aborts, even when whoever made `promise` ignores the signal
 * (an injected fetch might). The abandoned promise's own rejection is swallowed so it is never unhandled.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, {once: true});
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function parseBody<T>(request: DocsApiRequestInfo, text: string, contentType: string, schema: ResponseSchema<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const problem =
      text.trim() === ''
        ? 'the body is empty'
        : /^\s*</.test(text)
          ? `got HTML or XML instead of JSON (Content-Type: ${contentType || 'none'})`
          : `the body is not valid JSON, perhaps cut short (${(error as Error).message})`;
    throw new InvalidJsonError(request, problem, contentType, text.slice(0, 200));
  }
  const result = schema.safeParse(data, {reportInput: true});
  if (result.success) return result.data;
  throw new SchemaError(request, result.error.issues.map(toSchemaIssue));
}

/** zod's issue → ours: a readable message naming what was expected and what arrived (zod/mini has no locale). */
function toSchemaIssue(issue: {code: string; path: PropertyKey[]; message: string; expected?: unknown; input?: unknown}): SchemaIssue {
  let message = issue.message;
  if (issue.code === 'invalid_type') {
    const received = issue.input === undefined ? 'nothing (missing)' : issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input;
    message = `expected ${String(issue.expected)}, got ${received}`;
  } else if (issue.code === 'invalid_value' || issue.code === 'invalid_union') {
    message = `unexpected value${typeof issue.input === 'string' ? ` ${JSON.stringify(issue.input.slice(0, 50))}` : ''}`;
  } else if (message === 'Invalid input' || message === '') {
    message = `invalid (${issue.code})`;
  }
  return {path: issue.path, message, code: issue.code};
}

function parseErrorBody(text: string): unknown {
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, MAX_KEPT_BODY);
  }
}

/** `Retry-After` as seconds from now: delta seconds, or an HTTP-date (past dates give 0). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
