import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {DocsApiClient} from '../../src/api/client.js';
import {PaginationError, SchemaError} from '../../src/api/errors.js';
import * as constructed from './fixtures/constructed.js';
import {fixture} from './helpers.js';

type Call = (client: DocsApiClient) => Promise<unknown>;

const calls: Record<string, Call> = {
  searchV3: (client) => client.searchV3({query: 'x', project: 'demo', version: 'latest'}),
  searchV2: (client) => client.search({apiVersion: 2, query: 'x', project: 'demo', version: 'latest'}),
  embedV3: (client) => client.embedV3({url: 'https://docs.example/a.html#b'}),
  embedV2: (client) => client.embed({apiVersion: 2, url: 'https://docs.example/a.html#b'}),
  getVersion: (client) => client.getVersion('demo', 'latest'),
  listVersions: (client) => client.listVersions('demo'),
};

/**
 * What a malformed answer may legitimately be rejected with: a SchemaError, or for the all-pages list a
 * PaginationError (a `next` of `""` or `"a"` resolves to a page already fetched).
 */
function expectTypedFailure(error: unknown, call: Call): void {
  if (call === calls['listVersions'] && error instanceof PaginationError) return;
  expect(error, String(error)).to.be.instanceOf(SchemaError);
}

/** Sends `body` as the answer to `call`; resolves with what the call rejected with, or undefined when it resolved. */
async function outcome(call: Call, body: string): Promise<unknown> {
  const client = new DocsApiClient({
    apiBase: 'https://api.example/',
    fetch: async () => new Response(body, {headers: {'Content-Type': 'application/json'}}),
  });
  try {
    await call(client);
    return undefined;
  } catch (error) {
    return error;
  }
}

/** Every path into a JSON value, e.g. `['results', 0, 'blocks']`. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

const RUNS = 150;

describe('client parse path: property tests', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: any JSON value resolves or rejects with a SchemaError`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const error = await outcome(call, JSON.stringify(value));
          if (error !== undefined) expectTypedFailure(error, call);
        }),
        {numRuns: RUNS},
      );
    });

    it(`${name}: any text body resolves or rejects with a SchemaError`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({unit: 'binary', maxLength: 200}), async (text) => {
          const error = await outcome(call, text);
          if (error !== undefined) expectTypedFailure(error, call);
        }),
        {numRuns: RUNS},
      );
    });
  }

  it('valid answers with one field replaced by any JSON value: resolve, or a SchemaError with a path into the answer', async () => {
    const version = await fixture<Record<string, unknown>>('projects-versions-detail.json');
    const valid: [Call, unknown][] = [
      [calls['searchV3']!, constructed.searchV3],
      [calls['searchV2']!, constructed.searchV2],
      [calls['embedV3']!, constructed.embedV3],
      [calls['embedV2']!, constructed.embedV2],
      [calls['getVersion']!, version],
      [calls['listVersions']!, {count: 1, next: null, previous: null, results: [version]}],
    ];
    for (const [call, body] of valid) {
      // The untouched answer parses.
      expect(await outcome(call, JSON.stringify(body))).to.equal(undefined);
      const paths = pathsOf(body);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, replacement) => {
          const error = await outcome(call, JSON.stringify(replaceAt(body, path, replacement)));
          if (error === undefined) return;
          expectTypedFailure(error, call);
          expect((error as Error).message).to.match(/: /);
        }),
        {numRuns: RUNS},
      );
    }
  });
});
