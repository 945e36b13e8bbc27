/**
 * The reference API runs in Node as well as in browsers: the same fetch answers v3, v2, search and embed (the content
 * code parses HTML with linkedom here), dataset errors name their path, and aborting a slow request rejects it.
 */

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createReferenceApi, DatasetError, parseDataset} from '../../src/reference-api/index.js';
import {dataset, ORIGIN, SECRET} from '../reference-api/fixtures.js';

async function get(api: ReturnType<typeof createReferenceApi>, path: string, token?: string) {
  const response = await api.fetch(new Request(`${ORIGIN}${path}`, token ? {headers: {authorization: `Token ${token}`}} : {}));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely
  return {status: response.status, body: (await response.json()) as any};
}

describe('reference API in Node', () => {
  it('answers v3 and v2 reads with absolute URLs on the request origin', async () => {
    const api = createReferenceApi({data: dataset()});
    const project = await get(api, '/api/v3/projects/demo/?expand=active_versions');
    assert.equal(project.status, 200);
    assert.equal(project.body._links._self, `${ORIGIN}/api/v3/projects/demo/`);
    assert.deepEqual(Object.keys(project.body.active_versions).sort(), ['latest', 'stable', 'v1.0', 'v2.0']);
    const v2 = await get(api, '/api/v2/project/?slug=demo');
    assert.equal(v2.body.results[0].slug, 'demo');
    const variables = await api.fetch(new Request(`${ORIGIN}/api/v3/projects/demo/environmentvariables/`, {headers: {authorization: 'Token ann-token'}}));
    assert.equal(variables.status, 200);
    assert.ok(!(await variables.text()).includes(SECRET));
  });

  it('searches and embeds pages parsed with linkedom', async () => {
    const api = createReferenceApi({data: dataset()});
    const search = await get(api, '/api/v3/search/?q=project:demo+falcon');
    assert.equal(search.status, 200);
    assert.ok(search.body.count > 0);
    const url = encodeURIComponent(`${ORIGIN}/docs/demo/en/latest/index.html#details`);
    const embed = await get(api, `/api/v3/embed/?url=${url}`);
    assert.equal(embed.status, 200);
    assert.match(embed.body.content, /id="details"/);
  });

  it('deactivating a version takes it out of search', async () => {
    const api = createReferenceApi({data: dataset()});
    const response = await api.fetch(
      new Request(`${ORIGIN}/api/v3/projects/demo/versions/latest/`, {
        method: 'PATCH',
        headers: {authorization: 'Token ann-token', 'content-type': 'application/json'},
        body: JSON.stringify({active: false}),
      }),
    );
    assert.equal(response.status, 204);
    assert.equal((await get(api, '/api/v3/search/?q=project:demo/latest+falcon')).body.count, 0);
  });

  it('refuses a bad dataset naming the bad field', () => {
    assert.throws(() => parseDataset({projects: [{slug: 'a'}, {slug: 'b'}, {slug: 'c', versions: [{slug: 5}]}]}), (error: unknown) => {
      assert.ok(error instanceof DatasetError);
      assert.deepEqual(error.issues, ['projects[2].versions[0].slug: expected string']);
      return true;
    });
  });

  it('rejects with AbortError when a delayed request is aborted', async () => {
    const api = createReferenceApi({data: dataset(), latencyMs: 10_000});
    const controller = new AbortController();
    const pending = api.fetch(new Request(`${ORIGIN}/api/v3/projects/demo/`, {signal: controller.signal}));
    controller.abort();
    await assert.rejects(pending, (error: unknown) => (error as DOMException).name === 'AbortError');
  });
});
