/**
 * `serve` compresses its answers as the hosting service and every static host do (issue 29): brotli or gzip by the
 * request's `Accept-Encoding` (brotli where the reader takes both), `Vary: Accept-Encoding` on every answer that could
 * have been compressed, and only where it pays: text types (HTML, CSS, JavaScript, JSON, SVG, XML) of at least
 * `MIN_BYTES`. Without it a page measured on `serve` measures our server (Lighthouse: 593 KiB of text compression
 * missed on the Python docs), not the widgets.
 *
 * Not compressed: a request with `Range` (a byte range of a compressed body is not a range of the file; `serve`
 * answers ranges with the whole identity body, which stays correct), answers that are already encoded or say
 * `Cache-Control: no-transform`, 204/206/304 and bodiless answers. A HEAD gets the headers its GET would get
 * (`Content-Encoding`, the compressed `Content-Length`) and no body. An `ETag` is given per encoding (`"x"` becomes
 * `"x-br"`), as a strong validator must name the bytes sent.
 *
 * Compressed bytes are kept by the SHA-1 of the body and the encoding (at most `CACHE_BYTES`), so the files and pages
 * of a site are compressed once, however often they are asked for.
 */

import {createHash} from 'node:crypto';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than a packet (nginx's and CDNs' thresholds are of this order). */
export const MIN_BYTES = 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|x-javascript|ecmascript|xml|xhtml\+xml|manifest\+json)|application\/[\w.-]+\+(?:json|xml))/i;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType.trim());
}

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3: q-values, `*`, `q=0` refuses):
 * brotli when it is accepted at least as much as gzip, else gzip, else none.
 */
export function negotiateEncoding(header: string | null): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    // A malformed weight (`q=junk`) counts as a refusal rather than as full acceptance.
    const q = params.map((param) => /^\s*q\s*=\s*(.*?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q) ? Number(q) : 0;
    weights.set(name.trim(), weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), weightOf('x-gzip'));
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at quality 5 and gzip at level 6: what CDNs use for compressing on the fly, most of the gain of the highest
 * levels at a small part of their time (quality 11 takes about a second on a 400 KB page).
 */
export async function compressBytes(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
  const compressed = encoding === 'br'
    ? await brotli(body, {params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    }})
    : await gzipAsync(body, {level: 6});
  return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
}

/** Compressed bodies by encoding and content hash, least recently used dropped past `limit` bytes. */
export class CompressedCache {
  #entries = new Map<string, Uint8Array>();
  #bytes = 0;

  constructor(readonly limit = CACHE_BYTES) {}

  async get(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64url')}`;
    const kept = this.#entries.get(key);
    if (kept) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const compressed = await compressBytes(body, encoding);
    if (compressed.byteLength > this.limit) return compressed;
    this.#entries.set(key, compressed);
    this.#bytes += compressed.byteLength;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.limit) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.byteLength;
    }
    return compressed;
  }
}

function withVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/** `"abc"` -> `"abc-br"`, `W/"abc"` -> `W/"abc-br"`: one validator per representation. */
function encodedEtag(etag: string, encoding: ContentEncoding): string {
  return etag.replace(/"$/, `-${encoding}"`);
}

/** `response`, compressed for `request` where that is right (see the module comment). */
export async function compressResponse(request: Request, response: Response, cache: CompressedCache): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  const {status} = response;
  if (!response.body || status === 204 || status === 206 || status === 304 || status < 200) return response;
  if (!isCompressible(response.headers.get('content-type')) || response.headers.has('content-encoding')) return response;
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return response;
  const headers = new Headers(response.headers);
  withVary(headers);
  const body = new Uint8Array(await response.arrayBuffer());
  const encoding = request.headers.has('range') ? undefined : negotiateEncoding(request.headers.get('accept-encoding'));
  const compressed = encoding && body.byteLength >= MIN_BYTES ? await cache.get(body, encoding) : undefined;
  const init = (sent: Uint8Array) => {
    headers.set('content-length', String(sent.byteLength));
    return {status, statusText: response.statusText, headers};
  };
  if (!encoding || !compressed || compressed.byteLength >= body.byteLength) {
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), init(body));
  }
  headers.set('content-encoding', encoding);
  const etag = headers.get('etag');
  if (etag) headers.set('etag', encodedEtag(etag, encoding));
  return new Response(request.method === 'HEAD' ? null : (compressed as Uint8Array<ArrayBuffer>), init(compressed));
}

/**
 * A handler whose answers are compressed (one cache for all its answers). A HEAD is answered as its GET and then
 * stripped of the body: the API's router answers HEAD without one, and the headers must be the GET's.
 */
export function withCompression(handler: (request: Request) => Promise<Response>, cache = new CompressedCache()): (request: Request) => Promise<Response> {
  return async (request) => {
    const asked = request.method === 'HEAD' ? new Request(request, {method: 'GET'}) : request;
    return compressResponse(request, await handler(asked), cache);
  };
}
