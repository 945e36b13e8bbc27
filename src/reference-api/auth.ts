/**
 * Token authentication of API v3 (server-behaviour.md §6): `Authorization: Token <key>`, the scheme word in any case.
 * Another scheme (`Bearer`, `Basic`) is not ours and leaves the request anonymous; a `Token` header with an unknown or
 * malformed key is refused with 401 `Invalid token.`.
 */

import type {UserRecord} from './model.js';
import type {ReferenceStore} from './store.js';

export type AuthResult = {kind: 'anonymous'} | {kind: 'user'; user: UserRecord} | {kind: 'invalid'};

export function authenticate(request: Request, store: ReferenceStore): AuthResult {
  const header = request.headers.get('authorization');
  if (!header) return {kind: 'anonymous'};
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'token') return {kind: 'anonymous'};
  // DRF: "Token" alone, or with spaces in the key, is an invalid header.
  if (parts.length !== 2 || !parts[1]) return {kind: 'invalid'};
  const user = store.userByToken(parts[1]);
  return user ? {kind: 'user', user} : {kind: 'invalid'};
}
