// The client outside a browser: no page origin to default to, and Node's own Request/Response/AbortSignal.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {DocsApiClient} from '../../src/api/client.js';
import {NetworkError, TimeoutError, isAbortError} from '../../src/api/errors.js';

test('without a page, a missing apiBase is a clear TypeError', () => {
  assert.equal(globalThis.location, undefined);
  assert.throws(() => new DocsApiClient(), {name: 'TypeError', message: /no apiBase given/});
  assert.throws(() => new DocsApiClient({apiBase: '/_/'}), {name: 'TypeError', message: /is not a URL/});
});

test('works with Node fetch primitives: answer, timeout, abort, network failure', async () => {
  const answering = new DocsApiClient({
    apiBase: 'https://api.example/_',
    fetch: async (request) => {
      assert.equal(request.url, 'https://api.example/_/api/v3/embed/?url=https%3A%2F%2Fdocs.example%2Fa.html%23b');
      return Response.json({url: 'https://docs.example/a.html#b', fragment: 'b', content: '<p>b</p>', external: false});
    },
  });
  assert.equal((await answering.embedV3({url: 'https://docs.example/a.html#b'})).content, '<p>b</p>');

  const hanging = new DocsApiClient({apiBase: 'https://api.example/', fetch: () => new Promise(() => {}), timeoutMs: 20});
  await assert.rejects(hanging.getProject('p'), TimeoutError);

  const controller = new AbortController();
  const pending = hanging.getProject('p', {signal: controller.signal});
  controller.abort();
  await assert.rejects(pending, (error) => isAbortError(error));

  const offline = new DocsApiClient({apiBase: 'https://api.example/', fetch: () => Promise.reject(new TypeError('fetch failed'))});
  await assert.rejects(offline.getProject('p'), NetworkError);
});
