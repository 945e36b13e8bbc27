/**
 * The client's parse path for the answers the version widgets read (test/api/parse.property.test.ts covers search,
 * embed, getVersion and listVersions): any body, and real answers of the reference API with one field replaced by
 * any JSON value, either parse or fail with a typed error naming the field. Never a TypeError or a hang.
 */
import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {DocsApiClient} from '../../src/api/client.js';
import {DocsApiError, PaginationError, SchemaError} from '../../src/api/errors.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {pixelDataset} from '../elements/version-switcher/fixtures.js';

type Call = (client: DocsApiClient) => Promise<unknown>;

const calls: Record<string, {call: Call; path: string}> = {
  getProject: {call: (client) => client.getProject('pixel'), path: '/api/v3/projects/pixel/'},
  getProjectExpanded: {
    call: (client) => client.getProject('pixel', {expand: ['active_versions']}),
    path: '/api/v3/projects/pixel/?expand=active_versions',
  },
  listTranslations: {
    call: (client) => client.listTranslations('pixel', {expand: ['active_versions']}),
    path: '/api/v3/projects/pixel/translations/?expand=active_versions',
  },
  getProjectV2BySlug: {call: (client) => client.getProjectV2BySlug('pixel'), path: '/api/v2/project/?slug=pixel'},
  getActiveVersionsV2: {call: (client) => client.getActiveVersionsV2(1), path: '/api/v2/project/1/active_versions/'},
};

const RUNS = 120;
const BASE = 'http://docs.test/';

async function outcome(call: Call, body: string): Promise<unknown> {
  const client = new DocsApiClient({
    apiBase: BASE,
    fetch: async () => new Response(body, {headers: {'content-type': 'application/json'}}),
  });
  try {
    await call(client);
    return undefined;
  } catch (error) {
    return error;
  }
}

function expectTyped(error: unknown): void {
  expect(error instanceof SchemaError || error instanceof PaginationError, String(error)).to.equal(true);
  expect(error).to.be.instanceOf(DocsApiError);
}

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

describe('client schemas of the version widgets: fuzzing', () => {
  const api = createReferenceApi({data: pixelDataset({tags: ['1.0.0']})});
  const validAnswer = async (path: string) => {
    // v2 ids are the store's; ask for the project first so the path's id is the real one.
    let resolved = path;
    if (path.includes('/api/v2/project/1/')) {
      const project = (await (await api.fetch(new Request(`${BASE}api/v2/project/?slug=pixel`))).json()) as {results: {id: number}[]};
      resolved = path.replace('/1/', `/${project.results[0]!.id}/`);
    }
    const response = await api.fetch(new Request(new URL(resolved, BASE)));
    expect(response.status, resolved).to.equal(200);
    return (await response.json()) as unknown;
  };

  for (const [name, {call, path}] of Object.entries(calls)) {
    it(`${name}: any JSON value or text body parses or is a typed error`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue().map((value) => JSON.stringify(value)), fc.string({unit: 'binary', maxLength: 200})), async (body) => {
          const error = await outcome(call, body);
          if (error !== undefined) expectTyped(error);
        }),
        {numRuns: RUNS},
      );
    });

    it(`${name}: the reference API's answer with any one field replaced parses, or names the field`, async () => {
      const body = await validAnswer(path);
      expect(await outcome(call, JSON.stringify(body)), 'the untouched answer parses').to.equal(undefined);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...pathsOf(body)), fc.jsonValue(), async (at, replacement) => {
          const error = await outcome(call, JSON.stringify(replaceAt(body, at, replacement)));
          if (error === undefined) return;
          expectTyped(error);
          if (error instanceof SchemaError && !(error.name === 'InvalidJsonError')) {
            // The message names where the answer went wrong.
            expect((error as Error).message, String(error)).to.match(/: /);
          }
        }),
        {numRuns: RUNS},
      );
    });
  }
});
