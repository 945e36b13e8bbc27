import {HttpError, NetworkError, TimeoutError} from '../../api/errors.js';
import {MissingProjectError} from '../../internal/missing-project-error.js';
import type {SearchStrings} from './strings.js';


/** What the reader is told about a failed search: the cause in plain words, never the raw error. */
export function errorMessage(error: unknown, t: SearchStrings): string {
  if (error instanceof MissingProjectError) return t.errorNoProject;
  if (error instanceof HttpError) {
    if (error.status === 429) return t.errorThrottled(error.retryAfter);
    if (error.status === 404) return t.errorNotFound;
    if (error.status >= 500) return t.errorServer;
    return t.errorUnexpected;
  }
  if (error instanceof TimeoutError) return t.errorTimeout;
  if (error instanceof NetworkError) return t.errorOffline;
  // A SchemaError (an answer we cannot read) and anything else.
  return t.errorUnexpected;
}

/** Whether retrying can help: a page that names no project fails the same way every time. */
export const isRetryable = (error: unknown): boolean => !(error instanceof MissingProjectError);

