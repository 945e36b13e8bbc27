/**
 * How `serve` pairs its docs origin and its dashboard origin from the origin a request came to (src/cli/topology.ts),
 * and where the dashboard pages named in answers lead. End to end: serve-as-service.test.ts.
 */

import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {dashboardPageResource, servedOrigins} from '../../src/cli/topology.js';

describe('serve origins', () => {
  const listen = {docs: 'http://127.0.0.1:8080', dashboard: 'http://127.0.0.1:8081'};

  test('the docs origin is the one asked; the dashboard is its pair on the other port', () => {
    const {docsOrigin, dashboardOrigin} = servedOrigins(listen, false);
    for (const host of ['127.0.0.1', 'localhost', '[::1]', 'my-laptop.local']) {
      assert.equal(docsOrigin(`http://${host}:8080`), `http://${host}:8080`, host);
      assert.equal(dashboardOrigin(`http://${host}:8080`), `http://${host}:8081`, host);
      assert.equal(docsOrigin(`http://${host}:8081`), `http://${host}:8080`, host);
      assert.equal(dashboardOrigin(`http://${host}:8081`), `http://${host}:8081`, host);
    }
    // A forwarded docs host keeps its origin for documentation; its dashboard is the reachable listen origin.
    assert.equal(docsOrigin('https://docs.example.test'), 'https://docs.example.test');
    assert.equal(dashboardOrigin('https://docs.example.test'), 'http://127.0.0.1:8081');
  });

  test('one origin: both are the origin asked; before listening, nothing is moved', () => {
    const one = servedOrigins(listen, true);
    assert.equal(one.docsOrigin('http://localhost:8081'), 'http://localhost:8081');
    assert.equal(one.dashboardOrigin('http://localhost:8080'), 'http://localhost:8080');
    const early = servedOrigins({}, false);
    assert.equal(early.docsOrigin('http://localhost:8081'), 'http://localhost:8081');
    assert.equal(early.dashboardOrigin('http://localhost:8080'), 'http://localhost:8080');
  });

  test('dashboard pages lead to their API resources; other paths are not dashboard pages', () => {
    const cases: Array<[string, string | undefined]> = [
      ['/projects/pix/', '/api/v3/projects/pix/'],
      ['/projects/pix/builds/', '/api/v3/projects/pix/builds/'],
      ['/projects/pix/builds/12/', '/api/v3/projects/pix/builds/12/'],
      ['/projects/pix/versions/', '/api/v3/projects/pix/versions/'],
      ['/dashboard/pix/version/1.0/edit/', '/api/v3/projects/pix/versions/1.0/'],
      ['/projects/pix/versions/3/', undefined],
      ['/projects/pix/settings/', undefined],
      ['/docs/pix/en/latest/', undefined],
      ['/projects/', undefined],
    ];
    for (const [path, expected] of cases) assert.equal(dashboardPageResource(path), expected, path);
  });
});
