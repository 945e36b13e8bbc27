/**
 * `serve`'s compression (src/cli/compression.ts) on its own: which encoding an Accept-Encoding header gets, and which
 * answers are left alone. The end-to-end side (real requests, bodies round-tripped) is in serve-as-service.test.ts.
 */

import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {CompressedCache, compressBytes, compressResponse, isCompressible, MIN_BYTES, negotiateEncoding} from '../../src/cli/compression.js';

const TEXT = 'The configuration file sets the options of every widget. '.repeat(60);

function answer(headers: Record<string, string>, body: string | null = TEXT, status = 200): Response {
  return new Response(body, {status, headers});
}

const ask = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://127.0.0.1:8080/page.html', {method, headers});

describe('serve compression', () => {
  test('Accept-Encoding: brotli when taken at least as much as gzip, q=0 refuses, * counts, unknown ones do not', () => {
    const cases: Array<[string | null, string | undefined]> = [
      ['gzip, deflate, br', 'br'], ['br', 'br'], ['gzip', 'gzip'], ['x-gzip', 'gzip'], ['deflate', undefined],
      ['identity', undefined], [null, undefined], ['', undefined], ['*', 'br'], ['br;q=0, *', 'gzip'],
      ['gzip;q=1.0, br;q=0.5', 'gzip'], ['gzip;q=0.5, br;q=0.5', 'br'], ['br;q=0, gzip;q=0', undefined],
      ['BR ; Q=0.9, GZIP', 'gzip'], ['br;q=junk', undefined],
    ];
    for (const [header, expected] of cases) assert.equal(negotiateEncoding(header), expected, String(header));
  });

  test('text types only', () => {
    for (const type of ['text/html; charset=utf-8', 'text/css', 'text/javascript; charset=utf-8', 'application/json',
      'image/svg+xml', 'application/xml', 'application/vnd.api+json']) assert.ok(isCompressible(type), type);
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', 'application/pdf']) assert.ok(!isCompressible(type), type);
    assert.ok(!isCompressible(null));
  });

  test('an ETag per encoding; Content-Length of the bytes sent; Vary added to what was there', async () => {
    const cache = new CompressedCache();
    const sent = await compressResponse(ask({'accept-encoding': 'br'}),
      answer({'content-type': 'text/html', etag: '"v1"', vary: 'Origin'}), cache);
    assert.equal(sent.headers.get('content-encoding'), 'br');
    assert.equal(sent.headers.get('etag'), '"v1-br"');
    assert.equal(sent.headers.get('vary'), 'Origin, Accept-Encoding');
    const bytes = Buffer.from(await sent.arrayBuffer());
    assert.equal(Number(sent.headers.get('content-length')), bytes.length);
    assert.equal(brotliDecompressSync(bytes).toString(), TEXT);
    const weak = await compressResponse(ask({'accept-encoding': 'gzip'}), answer({'content-type': 'text/css', etag: 'W/"x"'}), cache);
    assert.equal(weak.headers.get('etag'), 'W/"x-gzip"');
    assert.equal(gunzipSync(Buffer.from(await weak.arrayBuffer())).toString(), TEXT);
    const identity = await compressResponse(ask(), answer({'content-type': 'text/html', etag: '"v1"'}), cache);
    assert.equal(identity.headers.get('etag'), '"v1"');
    assert.equal(identity.headers.get('vary'), 'Accept-Encoding');
  });

  test('left alone: binary types, encoded or no-transform answers, small bodies, 204 and 304, other methods', async () => {
    const cache = new CompressedCache();
    const br = {'accept-encoding': 'br'};
    const png = await compressResponse(ask(br), answer({'content-type': 'image/png'}), cache);
    assert.equal(png.headers.get('content-encoding'), null);
    assert.equal(png.headers.get('vary'), null);
    const encoded = await compressResponse(ask(br), answer({'content-type': 'text/html', 'content-encoding': 'gzip'}), cache);
    assert.equal(encoded.headers.get('content-encoding'), 'gzip');
    const noTransform = await compressResponse(ask(br), answer({'content-type': 'text/html', 'cache-control': 'no-transform'}), cache);
    assert.equal(noTransform.headers.get('content-encoding'), null);
    const small = await compressResponse(ask(br), answer({'content-type': 'application/json'}, 'x'.repeat(MIN_BYTES - 1)), cache);
    assert.equal(small.headers.get('content-encoding'), null);
    assert.equal(small.headers.get('vary'), 'Accept-Encoding');
    for (const status of [204, 304]) {
      const empty = await compressResponse(ask(br), answer({'content-type': 'text/html'}, null, status), cache);
      assert.equal(empty.headers.get('content-encoding'), null, String(status));
    }
    const post = await compressResponse(ask(br, 'POST'), answer({'content-type': 'application/json'}), cache);
    assert.equal(post.headers.get('content-encoding'), null);
  });

  test('the cache keeps compressed bytes by content, and drops the least recently used past its limit', async () => {
    const body = new TextEncoder().encode(TEXT);
    // Room for the first two entries and not a third.
    const cache = new CompressedCache((await compressBytes(body, 'gzip')).length + (await compressBytes(body, 'br')).length);
    const first = await cache.get(body, 'gzip');
    assert.equal(await cache.get(body, 'gzip'), first, 'the same bytes, not compressed again');
    assert.notEqual(await cache.get(body, 'br'), first);
    const other = new TextEncoder().encode(`${TEXT} and more. `.repeat(3));
    await cache.get(other, 'gzip');
    assert.notEqual(await cache.get(body, 'gzip'), first, 'dropped past the limit, compressed again');
  });
});
