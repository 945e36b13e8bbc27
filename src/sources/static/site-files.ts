/**
 * Reading a static site's own files (search indexes, versions files, pages), in the page and in the search worker.
 * Every answer is text, capped in size; a failure is a `SiteFileError` (with the HTTP status when there was one),
 * which the static source turns into the client's typed errors, so widgets show the states they show for the API.
 * Kept free of the API client (and its schemas) so the worker stays small; the one `fetch` call is the transport's.
 */

import {platformFetch, type FetchLike} from '../../api/transport.js';

export type {FetchLike};

/** The largest file we read: Sphinx's searchindex.js of a big project is a few MB. */
export const MAX_SITE_FILE_BYTES = 32 * 1024 * 1024;

export class SiteFileError extends Error {
  override name = 'SiteFileError';
  constructor(message: string, readonly url: string, readonly status?: number, options?: {cause?: unknown}) {
    super(message, options);
  }
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** The `fetch` to use (tests, an in-page server); the platform's by default. */
  fetch?: FetchLike;
  maxBytes?: number;
}

export async function readSiteText(url: string, options: ReadOptions = {}): Promise<string> {
  const send = options.fetch ?? platformFetch;
  let response: Response;
  try {
    response = await send(new Request(url, {signal: options.signal}));
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new SiteFileError(`${url} could not be read (${error instanceof Error ? error.message : String(error)})`, url,
      undefined, {cause: error});
  }
  if (!response.ok) throw new SiteFileError(`${url} answered ${response.status}`, url, response.status);
  const max = options.maxBytes ?? MAX_SITE_FILE_BYTES;
  if (Number(response.headers.get('Content-Length') ?? 0) > max) throw new SiteFileError(`${url} is larger than ${max} bytes`, url);
  const text = await response.text();
  if (text.length > max) throw new SiteFileError(`${url} is larger than ${max} bytes`, url);
  return text;
}
