/**
 * The static source's failures as the client's typed errors, so widgets show the states they show for the hosting
 * API. Each lazily loaded part (search, section, versions) turns its own failures into these first; what is left
 * here is what every part shares.
 */

import {DocsApiError, HttpError, NetworkError, SchemaError, type DocsApiRequestInfo} from '../../api/errors.js';
import {SiteFileError} from './site-files.js';

export function toClientError(error: unknown, request: DocsApiRequestInfo): unknown {
  if (error instanceof DocsApiError || (error instanceof DOMException && error.name === 'AbortError')) return error;
  if (error instanceof SiteFileError) {
    const at = {url: error.url, operation: request.operation};
    return error.status ? new HttpError(at, error.status, error.message, null) : new NetworkError(at, error);
  }
  return new NetworkError(request, error);
}

interface Checker<T> {
  safeParse(data: unknown): {success: true; data: T} | {success: false; error: {issues: Array<{path: PropertyKey[]; message: string; code: string}>}};
}

/** `data` as `schema` reads it, or a `SchemaError` naming what is wrong. */
export function checked<T>(schema: Checker<T>, data: unknown, request: DocsApiRequestInfo): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new SchemaError(request, result.error.issues.map((issue) => ({path: issue.path, message: issue.message, code: issue.code})));
}
