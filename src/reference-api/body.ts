/**
 * Reading a JSON request body safely: capped in size (413 past the cap, without reading further), parse errors as
 * DRF words them (`JSON parse error - …`), and a non-object body refused the way DRF refuses it.
 */

import {ApiError, errors} from './http.js';

export const MAX_BODY_BYTES = 1024 * 1024;

async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge(limit);
  if (request.body === undefined) {
    // Firefox has no Request.body stream (null is "no body"): read the body whole, then apply the cap.
    const whole = new Uint8Array(await request.arrayBuffer());
    if (whole.byteLength > limit) throw errors.tooLarge(limit);
    return new TextDecoder('utf-8', {fatal: false}).decode(whole);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw errors.tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', {fatal: false}).decode(bytes);
}

/** The body as a JSON object; an empty body is `{}`. */
export async function readJsonObject(request: Request, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const text = await readCapped(request, limit);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!text.trim()) return {};
  if (type && type !== 'application/json' && !type.endsWith('+json')) throw errors.unsupportedMediaType(type);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, {detail: `JSON parse error - ${(error as Error).message}`});
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const got = Array.isArray(value) ? 'list' : value === null ? 'NoneType' : typeof value === 'string' ? 'str' : typeof value === 'number' ? (Number.isInteger(value) ? 'int' : 'float') : 'bool';
    throw errors.validation({non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`]});
  }
  return value as Record<string, unknown>;
}
