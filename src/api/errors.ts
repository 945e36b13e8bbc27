/**
 * The errors `DocsApiClient` throws. Every failure of a request is a `DocsApiError` subclass that names the request
 * (`request.url`, `request.operation`; never the token), so a widget can show a state and dispatch `docs-error`
 * without inspecting strings. An abort by the caller's own signal is *not* one of these: see `isAbortError`.
 */

/** The request that failed, safe to show and log: no token, no headers. */
export interface DocsApiRequestInfo {
  /** The URL that was requested. */
  url: string;
  /** What the client was doing, e.g. `searchV3`, `getProject`, `listVersions`. */
  operation: string;
}

/** Base class of every error the client throws. */
export class DocsApiError extends Error {
  override name = 'DocsApiError';
  readonly request: DocsApiRequestInfo;

  constructor(message: string, request: DocsApiRequestInfo, options?: {cause?: unknown}) {
    super(message, options);
    this.request = request;
  }
}

/** The server answered with a status outside 2xx. */
export class HttpError extends DocsApiError {
  override name = 'HttpError';
  /** HTTP status code, e.g. 404, 429, 500. */
  readonly status: number;
  /** The error body: parsed JSON when it was JSON (`{"detail": …}`, `{"field": ["…"]}`, `["…"]`), else the text. */
  readonly body: unknown;
  /** Seconds to wait before retrying, from `Retry-After` (delta seconds or HTTP-date); undefined without one. */
  readonly retryAfter: number | undefined;

  constructor(request: DocsApiRequestInfo, status: number, statusText: string, body: unknown, retryAfter?: number) {
    const detail = describeErrorBody(body);
    super(`${request.operation}: HTTP ${status}${statusText ? ` ${statusText}` : ''}${detail ? `: ${detail}` : ''} (${request.url})`, request);
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** One problem found in a response body; `path` locates the bad field, e.g. `['results', 0, 'title']`. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
}

/**
 * A 2xx response whose body does not have the shape the API promises: a field the widgets rely on is missing or of the
 * wrong type. `path` is the first bad field, `issues` all of them.
 */
export class SchemaError extends DocsApiError {
  override name = 'SchemaError';
  readonly path: readonly PropertyKey[];
  readonly issues: readonly SchemaIssue[];

  constructor(request: DocsApiRequestInfo, issues: readonly SchemaIssue[], summary?: string) {
    const first = issues[0];
    const shown = issues
      .slice(0, 3)
      .map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
      .join('; ');
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
    super(`${request.operation}: ${summary ?? 'unexpected response'}: ${shown}${more} (${request.url})`, request);
    this.path = first?.path ?? [];
    this.issues = issues;
  }
}

/**
 * A 2xx response whose body is not JSON at all: empty, HTML (a login page, a proxy's error page), or cut short. It is a
 * `SchemaError` with an empty `path` (the whole body is wrong), so code that handles malformed answers handles it too.
 */
export class InvalidJsonError extends SchemaError {
  override name = 'InvalidJsonError';
  /** The response's `Content-Type`, or `''`. */
  readonly contentType: string;
  /** The first characters of the body, for diagnosis. */
  readonly bodyExcerpt: string;

  constructor(request: DocsApiRequestInfo, problem: string, contentType: string, bodyExcerpt: string) {
    super(request, [{path: [], message: problem, code: 'invalid_json'}], 'response is not JSON');
    this.contentType = contentType;
    this.bodyExcerpt = bodyExcerpt;
  }
}

/** The request never got an answer: offline, DNS, CORS, connection reset (`fetch` rejected). */
export class NetworkError extends DocsApiError {
  override name = 'NetworkError';
  constructor(request: DocsApiRequestInfo, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${request.operation}: network error: ${reason} (${request.url})`, request, {cause});
  }
}

/** The client's own `timeoutMs` ran out before the answer was complete. */
export class TimeoutError extends DocsApiError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(request: DocsApiRequestInfo, timeoutMs: number) {
    super(`${request.operation}: no complete answer within ${timeoutMs} ms (${request.url})`, request);
    this.timeoutMs = timeoutMs;
  }
}

/** A paginated list whose `next` links loop or never end. */
export class PaginationError extends DocsApiError {
  override name = 'PaginationError';
}

const callerAbortReasons = new WeakSet<object>();

/**
 * The value a request rejects with when the caller's signal aborted it: the signal's reason itself when it is an
 * object (identity kept), else an `AbortError` `DOMException`. Either way `isAbortError` recognizes it.
 * @internal
 */
export function abortReasonOf(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (typeof reason === 'object' && reason !== null) {
    callerAbortReasons.add(reason);
    return reason;
  }
  return new DOMException(reason === undefined ? 'The operation was aborted.' : String(reason), 'AbortError');
}

/**
 * True when `error` means "the caller cancelled this request": an `AbortError`, or whatever reason the caller's signal
 * carried. Widgets ignore these: a superseded search or a preview the pointer left is not a failure.
 */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return callerAbortReasons.has(error) || (error as {name?: unknown}).name === 'AbortError';
}

/** `['results', 0, 'title']` → `results[0].title`; the empty path is the whole body. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** A one-line summary of a DRF-style error body, capped so a huge HTML page does not flood the message. */
function describeErrorBody(body: unknown): string {
  const record = body as Record<string, unknown> | null | undefined;
  const direct = record?.['detail'] ?? record?.['error'] ?? record?.['msg'];
  let text = typeof body === 'string' ? body.slice(0, 2000) : typeof direct === 'string' ? direct : fieldMessages(body, '', 0).join('; ');
  // A proxy's or server's HTML error page: its text says more than its markup.
  if (typeof body === 'string' && /^\s*</.test(text)) text = text.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * DRF validation errors, nested ones included: `{"repository": {"url": ["…"]}}` → `repository.url: …`; a list of
 * strings (`["…"]`) at the top is its strings.
 */
function fieldMessages(value: unknown, field: string, depth: number): string[] {
  if (typeof value === 'string') return [field ? `${field}: ${value}` : value];
  if (Array.isArray(value)) {
    const messages = value.filter((item): item is string => typeof item === 'string').join(' ');
    return messages ? [field ? `${field}: ${messages}` : messages] : [];
  }
  if (typeof value !== 'object' || value === null || depth > 4) return field ? [field] : [];
  return Object.entries(value).flatMap(([key, item]) => fieldMessages(item, field ? `${field}.${key}` : key, depth + 1));
}
