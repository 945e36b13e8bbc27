/**
 * What every serializer needs: the request's origin (absolute URLs are built on it), the caller, the store and the
 * URL rules; plus the small formatting helpers of the wire format (server-behaviour.md §4).
 */

import type {UserRecord} from '../model.js';
import type {Permissions} from '../permissions.js';
import type {ReferenceStore} from '../store.js';
import type {DocsUrls} from '../urls.js';

export {sortKeysDeep} from '../sort-keys.js';

export interface SerializeContext {
  /** The API's and the dashboard's origin: `_links` and dashboard URLs are built on it. */
  origin: string;
  /** The origin asked for documentation URLs (`urls.documentation`, downloads); the URL rules map it to the docs origin. */
  docsOrigin: string;
  user: UserRecord | undefined;
  store: ReferenceStore;
  permissions: Permissions;
  urls: DocsUrls;
  business: boolean;
}

/** ISO 8601 in UTC with `Z`; fractional seconds (as microseconds, like Python) only when not zero. */
export function isoTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const millis = iso.slice(20, 23);
  return millis === '000' ? `${iso.slice(0, 19)}Z` : `${iso.slice(0, 19)}.${millis}000Z`;
}

export function apiV3(context: SerializeContext, path: string): string {
  return `${context.origin}/api/v3/${path}`;
}

export function projectApiPath(slug: string): string {
  return `projects/${encodeURIComponent(slug)}/`;
}

export function dashboard(context: SerializeContext, path: string): string {
  return `${context.origin}/${path}`;
}

