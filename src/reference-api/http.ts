/**
 * Answers of the reference API: JSON bodies (v3 keys sorted at every level), the error bodies of
 * server-behaviour.md §6, and `ApiError`, which a handler throws to answer with an error from any depth.
 */

import {sortKeysDeep} from './sort-keys.js';

const JSON_TYPE = 'application/json';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': JSON_TYPE, ...headers}});
}

/** A v3 answer: keys sorted in ASCII order at every level, as the upstream renderer does. */
export function jsonV3(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return json(sortKeysDeep(body), status, headers);
}

export function noContent(): Response {
  return new Response(null, {status: 204});
}

/** An error answer thrown from inside a handler. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }

  toResponse(): Response {
    return json(this.body, this.status, this.headers);
  }
}

export const errors = {
  notAuthenticated: () =>
    new ApiError(401, {detail: 'Authentication credentials were not provided.'}, {'www-authenticate': 'Token'}),
  invalidToken: () => new ApiError(401, {detail: 'Invalid token.'}, {'www-authenticate': 'Token'}),
  forbidden: () => new ApiError(403, {detail: 'You do not have permission to perform this action.'}),
  notFound: (model?: string) => new ApiError(404, {detail: model ? `No ${model} matches the given query.` : 'Not found.'}),
  methodNotAllowed: (method: string, allow: string[]) =>
    new ApiError(405, {detail: `Method "${method}" not allowed.`}, {allow: allow.join(', ')}),
  throttled: (seconds: number) =>
    new ApiError(
      429,
      {detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`},
      {'retry-after': String(seconds)},
    ),
  /** Field validation: `{"field": ["message"]}` (or nested objects). */
  validation: (body: Record<string, unknown> | string[]) => new ApiError(400, body),
  tooLarge: (limit: number) => new ApiError(413, {detail: `Request body is too large: the limit is ${limit} bytes.`}),
  unsupportedMediaType: (type: string) => new ApiError(415, {detail: `Unsupported media type "${type}" in request.`}),
  /** The embed endpoints' own error shape, `{"error": "message"}` (server-behaviour.md §12). */
  embed: (message: string, status: number) => new ApiError(status, {error: message}),
};
