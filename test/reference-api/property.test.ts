/**
 * Model-based property test: random sequences of writes (valid and invalid, by the owner and by another user) go
 * through `fetch` and through a plain model of the rules; after every step the state the API shows equals the model's,
 * and no answer is a 500.
 */

import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {createReferenceApi, type ReferenceApi} from '../../src/reference-api/index.js';
import {call, dataset, type Role} from './fixtures.js';

const P = '/api/v3/projects/demo';
const CLEAN_URL = new Set(['sphinx_html', 'sphinx_htmldir', 'clean_url_to_html', 'html_to_clean_url']);
const TYPES = ['prefix', 'page', 'exact', 'sphinx_html', 'sphinx_htmldir', 'clean_url_to_html', 'html_to_clean_url'];

interface ModelRedirect {
  pk: number;
  type: string;
  from_url: string | null;
  to_url: string | null;
}

interface Model {
  name: string;
  tags: string[];
  language: string;
  single_version: boolean;
  versions: Record<string, {active: boolean; hidden: boolean; built: boolean}>;
  redirects: ModelRedirect[];
  nextRedirect: number;
  variables: Array<{pk: number; name: string; public: boolean}>;
  nextVariable: number;
  /** Slugs of projects other users created (taken for everyone). */
  createdByOthers: string[];
  subprojects: Array<{alias: string; child: string}>;
  /** Slugs of the projects ann maintains. */
  projects: string[];
  /** Builds of demo, and when each live one finishes (by version). */
  buildCount: number;
  pending: Array<{version: string; finishesAt: number}>;
  now: number;
}

function initialModel(): Model {
  return {
    name: 'Demo',
    tags: ['docs', 'widgets'],
    language: 'en',
    single_version: false,
    versions: {
      latest: {active: true, hidden: false, built: true},
      stable: {active: true, hidden: false, built: true},
      'v2.0': {active: true, hidden: false, built: true},
      'v1.0': {active: true, hidden: false, built: true},
      old: {active: false, hidden: false, built: false},
      secret: {active: true, hidden: false, built: true},
    },
    redirects: [
      {pk: 1, type: 'page', from_url: '/old.html', to_url: '/new.html'},
      {pk: 2, type: 'exact', from_url: '/a', to_url: '/b/'},
    ],
    nextRedirect: 3,
    variables: [{pk: 1, name: 'API_KEY', public: false}],
    nextVariable: 2,
    createdByOthers: [],
    subprojects: [{alias: 'kid', child: 'child'}],
    projects: ['child', 'demo', 'demo-es', 'lonely', 'private-docs', 'single'],
    buildCount: 5,
    pending: [],
    now: START,
  };
}

const START = Date.parse('2026-05-01T00:00:00Z');
const BUILD_MS = 5000;

type Command =
  | {kind: 'patchProject'; as: Role; body: Record<string, unknown>}
  | {kind: 'patchVersion'; as: Role; version: string; body: Record<string, unknown>}
  | {kind: 'createRedirect'; as: Role; body: Record<string, unknown>}
  | {kind: 'putRedirect'; as: Role; index: number; body: Record<string, unknown>}
  | {kind: 'deleteRedirect'; as: Role; index: number}
  | {kind: 'createVariable'; as: Role; body: Record<string, unknown>}
  | {kind: 'deleteVariable'; as: Role; index: number}
  | {kind: 'createSubproject'; as: Role; body: Record<string, unknown>}
  | {kind: 'deleteSubproject'; as: Role; alias: string}
  | {kind: 'trigger'; as: Role; version: string}
  | {kind: 'tick'; as: Role; ms: number}
  | {kind: 'createProject'; as: Role; body: Record<string, unknown>};

const role = fc.constantFrom<Role>('ann', 'ann', 'ann', 'bob');
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, {nil: undefined});
/** Drops keys whose generated value is `undefined` (field absent). */
const present = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
const url = fc.constantFrom('/a', 'b/', '/c*', '/d/$rest', '/e*/f', '', 'https://x.example/y', '/:splat', '/g/:splat', null);

/** Weighted so that activation, builds and the clock (the stateful parts) meet often in one sequence. */
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('patchProject' as const),
    as: role,
    body: fc
      .record({
        name: optional(fc.constantFrom('Renamed', '  Spaced  ', '', null, 7)),
        tags: optional(fc.constantFrom(['b', 'a', 'b'], [], 'x', [3])),
        language: optional(fc.constantFrom('en', 'es', 'zz')),
        single_version: optional(fc.constantFrom(true, false, 'maybe')),
      })
      .map(present),
  }),
  {arbitrary: fc.record({
    kind: fc.constant('patchVersion' as const),
    as: role,
    version: fc.constantFrom('latest', 'v1.0', 'old'),
    body: fc
      .record({active: fc.constantFrom(true, false, true, false, 'x', undefined), hidden: optional(fc.constantFrom(true, false, null))})
      .map(present),
  }), weight: 3},
  fc.record({
    kind: fc.constant('createRedirect' as const),
    as: role,
    body: fc
      .record({
        type: optional(fc.constantFrom(...TYPES, 'bogus')),
        from_url: optional(url),
        to_url: optional(url),
        position: optional(fc.integer({min: 0, max: 5})),
      })
      .map(present),
  }),
  fc.record({
    kind: fc.constant('putRedirect' as const),
    as: role,
    index: fc.nat(5),
    body: fc.record({type: optional(fc.constantFrom(...TYPES)), from_url: optional(url), to_url: optional(url)}).map(present),
  }),
  fc.record({kind: fc.constant('deleteRedirect' as const), as: role, index: fc.nat(5)}),
  fc.record({
    kind: fc.constant('createVariable' as const),
    as: role,
    body: fc
      .record({
        name: optional(fc.constantFrom('A', 'B_2', 'N'.repeat(129))),
        value: optional(fc.constantFrom('v', 'x'.repeat(48_001))),
        public: optional(fc.constantFrom(true, false, 'nope')),
      })
      .map(present),
  }),
  fc.record({kind: fc.constant('deleteVariable' as const), as: role, index: fc.nat(3)}),
  fc.record({
    kind: fc.constant('createSubproject' as const),
    as: role,
    body: fc
      .record({child: optional(fc.constantFrom('lonely', 'child', 'other', 'demo', 'single', 'nope')), alias: optional(fc.constantFrom('kid', 'k2', 'bad alias', 'a/b'))})
      .map(present),
  }),
  fc.record({kind: fc.constant('deleteSubproject' as const), as: role, alias: fc.constantFrom('kid', 'lonely', 'k2')}),
  {arbitrary: fc.record({kind: fc.constant('trigger' as const), as: role, version: fc.constantFrom('latest', 'v1.0', 'old')}), weight: 2},
  {arbitrary: fc.record({kind: fc.constant('tick' as const), as: fc.constant<Role>('ann'), ms: fc.integer({min: 0, max: 6000})}), weight: 3},
  fc.record({
    kind: fc.constant('createProject' as const),
    as: role,
    body: fc
      .record({
        name: optional(fc.constantFrom('New Docs', 'new_docs', 'Demo', '', '***', 'x'.repeat(64), 3)),
        repository: optional(fc.constantFrom({url: 'https://github.com/a/b'}, {url: 'ftp://x/y'}, 'https://github.com/a/b', {})),
      })
      .map(present),
  }),
);

// ------------------------------------------------------------------------------------------------- the model's rules

const normalizeFrom = (value: string) => {
  if (!value) return value;
  const path = value.startsWith('/') ? value : `/${value}`;
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
};
const normalizeTo = (value: string) => (!value || /^https?:\/\//.test(value) ? value : value.startsWith('/') ? value : `/${value}`);

/** Applies a redirect write to the model; false when the API must refuse it. */
function redirectWrite(model: Model, body: Record<string, unknown>, current?: ModelRedirect): boolean {
  const type = (body.type as string | undefined) ?? (current ? undefined : undefined);
  if (type === undefined || !TYPES.includes(type)) return false;
  const pick = (key: 'from_url' | 'to_url') =>
    key in body ? ((body[key] as string | null) ?? '') : (current?.[key] ?? '');
  const from = normalizeFrom(pick('from_url'));
  const to = normalizeTo(pick('to_url'));
  if (['page', 'exact', 'prefix'].includes(type) && !from) return false;
  if (['page', 'exact'].includes(type) && !to) return false;
  if (['page', 'exact'].includes(type)) {
    if (from.endsWith('$rest')) return false;
    if (from.includes('*') && from.indexOf('*') !== from.length - 1) return false;
    if (to.includes(':splat') && !from.endsWith('*')) return false;
  }
  const others = model.redirects.filter((redirect) => redirect.pk !== current?.pk);
  if (CLEAN_URL.has(type) && others.some((redirect) => CLEAN_URL.has(redirect.type))) return false;
  const record = {pk: current?.pk ?? model.nextRedirect, type, from_url: from || null, to_url: to || null};
  if (current) {
    Object.assign(current, record);
  } else {
    model.nextRedirect += 1;
    const at = Math.min((body.position as number | undefined) ?? 0, model.redirects.length);
    model.redirects.splice(at, 0, record);
  }
  return true;
}

const ANN_PROJECTS = new Set(['demo', 'child', 'demo-es', 'lonely', 'private-docs', 'single']);

/** Applies a command to the model; returns whether the API must accept it. */
function applyToModel(model: Model, command: Command): boolean {
  if (command.kind === 'tick') {
    model.now += command.ms;
    model.pending = model.pending.filter((build) => {
      if (build.finishesAt > model.now) return true;
      const version = model.versions[build.version]!;
      if (version.active) version.built = true;
      return false;
    });
    return true;
  }
  if (command.kind === 'createProject') {
    // Any signed-in user may create a project; bob's projects are not in ann's list.
    const {name, repository} = command.body;
    const text = typeof name === 'number' ? String(name) : typeof name === 'string' ? name.trim() : undefined;
    const slug = text === undefined ? '' : text.toLowerCase().replace(/[^\w\s-]/g, '').replace(/_/g, '-').replace(/[-\s]+/g, '-').replace(/^-+|-+$/g, '');
    const taken = model.projects.includes(slug) || ['other', ...model.createdByOthers].includes(slug);
    const repositoryOk = typeof repository === 'object' && repository !== null && (repository as {url?: string}).url === 'https://github.com/a/b';
    if (!text || text.length > 63 || !slug || taken || !repositoryOk) return false;
    if (command.as === 'ann') model.projects = [...model.projects, slug].sort();
    else model.createdByOthers.push(slug);
    return true;
  }
  if (command.as !== 'ann') return false;
  switch (command.kind) {
    case 'patchProject': {
      const {name, tags, language, single_version: single} = command.body;
      const nameOk = name === undefined || (typeof name === 'number' || (typeof name === 'string' && name.trim() !== ''));
      const tagsOk = tags === undefined || (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string' || typeof tag === 'number'));
      const languageOk = language === undefined || language !== 'zz';
      const singleOk = single === undefined || typeof single === 'boolean';
      if (!nameOk || !tagsOk || !languageOk || !singleOk) return false;
      if (name !== undefined) model.name = String(name).trim();
      if (tags !== undefined) model.tags = [...new Set((tags as unknown[]).map(String))].sort();
      if (language !== undefined) model.language = language as string;
      if (single !== undefined) model.single_version = single as boolean;
      return true;
    }
    case 'patchVersion': {
      const {active, hidden} = command.body;
      if ((active !== undefined && typeof active !== 'boolean') || (hidden !== undefined && typeof hidden !== 'boolean')) return false;
      const version = model.versions[command.version]!;
      if (hidden !== undefined) version.hidden = hidden as boolean;
      if (active === false && version.active) Object.assign(version, {active: false, built: false});
      if (active === true && !version.active) {
        version.active = true;
        model.buildCount += 1;
        model.pending.push({version: command.version, finishesAt: model.now + BUILD_MS});
      }
      return true;
    }
    case 'createRedirect':
      return redirectWrite(model, command.body);
    case 'putRedirect': {
      const current = model.redirects[command.index];
      return current ? redirectWrite(model, command.body, current) : false;
    }
    case 'deleteRedirect': {
      if (!model.redirects[command.index]) return false;
      model.redirects.splice(command.index, 1);
      return true;
    }
    case 'createVariable': {
      const {name, value, public: isPublic} = command.body;
      if (typeof name !== 'string' || name.length > 128 || typeof value !== 'string' || value.length > 48_000) return false;
      if (isPublic !== undefined && typeof isPublic !== 'boolean') return false;
      model.variables.push({pk: model.nextVariable++, name, public: (isPublic as boolean | undefined) ?? false});
      return true;
    }
    case 'deleteVariable': {
      if (!model.variables[command.index]) return false;
      model.variables.splice(command.index, 1);
      return true;
    }
    case 'createSubproject': {
      const child = command.body.child as string | undefined;
      if (child === undefined) return false;
      const isSubproject = model.subprojects.some((relation) => relation.child === child);
      const childValid = ANN_PROJECTS.has(child) && child !== 'demo' && !isSubproject;
      const alias = (command.body.alias as string | undefined) ?? child;
      if (!childValid || alias === 'bad alias' || alias.includes('/')) return false;
      if (model.subprojects.some((relation) => relation.alias === alias)) return false;
      model.subprojects.push({alias, child});
      return true;
    }
    case 'deleteSubproject': {
      const index = model.subprojects.findIndex((relation) => relation.alias === command.alias);
      if (index < 0) return false;
      model.subprojects.splice(index, 1);
      return true;
    }
    case 'trigger': {
      if (!model.versions[command.version]!.active) return false;
      model.buildCount += 1;
      model.pending.push({version: command.version, finishesAt: model.now + BUILD_MS});
      return true;
    }
  }
}

// --------------------------------------------------------------------------------------------- running on the API

async function send(api: ReferenceApi, model: Model, command: Command, clock: {now: number}): Promise<number> {
  const as = command.as;
  switch (command.kind) {
    case 'tick':
      clock.now += command.ms;
      return 200;
    case 'trigger':
      return (await call(api, 'POST', `${P}/versions/${command.version}/builds/`, {as})).status;
    case 'createProject':
      return (await call(api, 'POST', '/api/v3/projects/', {as, body: command.body})).status;
    case 'patchProject':
      return (await call(api, 'PATCH', `${P}/`, {as, body: command.body})).status;
    case 'patchVersion':
      return (await call(api, 'PATCH', `${P}/versions/${command.version}/`, {as, body: command.body})).status;
    case 'createRedirect':
      return (await call(api, 'POST', `${P}/redirects/`, {as, body: command.body})).status;
    case 'putRedirect':
      return (await call(api, 'PUT', `${P}/redirects/${model.redirects[command.index]?.pk ?? 999}/`, {as, body: command.body})).status;
    case 'deleteRedirect':
      return (await call(api, 'DELETE', `${P}/redirects/${model.redirects[command.index]?.pk ?? 999}/`, {as})).status;
    case 'createVariable':
      return (await call(api, 'POST', `${P}/environmentvariables/`, {as, body: command.body})).status;
    case 'deleteVariable':
      return (await call(api, 'DELETE', `${P}/environmentvariables/${model.variables[command.index]?.pk ?? 999}/`, {as})).status;
    case 'createSubproject':
      return (await call(api, 'POST', `${P}/subprojects/`, {as, body: command.body})).status;
    case 'deleteSubproject':
      return (await call(api, 'DELETE', `${P}/subprojects/${command.alias}/`, {as})).status;
  }
}

/** The model as the API shows it. */
type View = Omit<Model, 'nextRedirect' | 'nextVariable' | 'pending' | 'now' | 'createdByOthers'>;

async function observe(api: ReferenceApi): Promise<View> {
  const get = async (path: string) => (await call(api, 'GET', path, {as: 'ann'})).body;
  const project = await get(`${P}/`);
  const versions = (await get(`${P}/versions/?limit=100`)).results as Array<{slug: string; active: boolean; hidden: boolean; built: boolean}>;
  const redirects = (await get(`${P}/redirects/?limit=200`)).results as Array<ModelRedirect & {position: number}>;
  const variables = (await get(`${P}/environmentvariables/?limit=200`)).results as Array<{pk: number; name: string; public: boolean}>;
  const subprojects = (await get(`${P}/subprojects/?limit=200`)).results as Array<{alias: string; child: {slug: string}}>;
  redirects.forEach((redirect, index) => expect(redirect.position, 'positions are contiguous').to.equal(index));
  const projects = (await get('/api/v3/projects/?limit=100')).results as Array<{slug: string}>;
  const builds = await get(`${P}/builds/?limit=1`);
  return {
    name: project.name,
    tags: project.tags,
    language: project.language.code,
    single_version: project.single_version,
    versions: Object.fromEntries(versions.map(({slug, active, hidden, built}) => [slug, {active, hidden, built}])),
    redirects: redirects.map(({pk, type, from_url, to_url}) => ({pk, type, from_url, to_url})),
    variables: variables.map(({pk, name, public: isPublic}) => ({pk, name, public: isPublic})),
    subprojects: subprojects.map((relation) => ({alias: relation.alias, child: relation.child.slug})),
    projects: projects.map((item) => item.slug),
    buildCount: builds.count,
  };
}

function modelView(model: Model): View {
  const view: Partial<Model> = structuredClone(model);
  for (const key of ['nextRedirect', 'nextVariable', 'pending', 'now', 'createdByOthers'] as const) delete view[key];
  return view as View;
}

const activate = (version: string, active: boolean): Command => ({kind: 'patchVersion', as: 'ann', version, body: {active}});
const tick = (ms: number): Command => ({kind: 'tick', as: 'ann', ms});
const trigger = (version: string): Command => ({kind: 'trigger', as: 'ann', version});

describe('reference API against a model of it', () => {
  it('random write sequences leave the API equal to the model, with no 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, {minLength: 4, maxLength: 20}), async (commands) => {
        const clock = {now: START};
        const api = createReferenceApi({data: dataset(), now: () => clock.now});
        const model = initialModel();
        expect(await observe(api)).to.deep.equal(modelView(model));
        for (const step of commands) {
          const before = api.store.snapshot();
          const status = await send(api, model, step, clock);
          const accepted = applyToModel(model, step);
          expect(status, JSON.stringify(step)).to.be.below(500);
          expect(status >= 200 && status < 300, `${JSON.stringify(step)} answered ${status}`).to.equal(accepted);
          // A refused write must leave every record as it was; an accepted one must match the model.
          if (!accepted) expect(api.store.snapshot(), 'a refused write changes nothing').to.deep.equal(before);
          else expect(await observe(api), JSON.stringify(step)).to.deep.equal(modelView(model));
        }
      }),
      {
        numRuns: 30,
        // The clock's edges, always tried besides the random sequences.
        examples: [
          [[activate('old', true), tick(BUILD_MS - 1), tick(1)]],
          [[activate('latest', false), activate('latest', true), tick(BUILD_MS)]],
          [[trigger('v1.0'), activate('v1.0', false), tick(BUILD_MS)]],
          [[trigger('latest'), tick(2000), activate('latest', false), activate('latest', true), tick(3000)]],
        ],
      },
    );
  });
});

describe('reference API under random requests', () => {
  const segment = fc.constantFrom(
    'projects', 'demo', 'child', 'nope', 'versions', 'latest', 'old', 'builds', '900', 'abc', 'subprojects', 'kid',
    'redirects', '1', 'environmentvariables', 'translations', 'superproject', 'sync-versions', 'remote', 'organizations',
    'repositories', 'search', 'embed', 'project', 'version', 'build', 'active_versions', '..', '%2F', '%ZZ', 'd%C3%A9mo', '',
  );
  const query = fc.constantFrom('', '?limit=-1', '?offset=x', '?expand=*', '?fields=a.b.a', '?q=project:demo+falcon',
    '?url=http%3A%2F%2Fdocs.test%3A8080%2Fdocs%2Fdemo%2Fen%2Flatest%2F', '?slug=demo', '?project__slug=demo', '?type=zz');
  const request = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
    version: fc.constantFrom('v3', 'v2', 'v1'),
    segments: fc.array(segment, {maxLength: 6}),
    query,
    as: fc.constantFrom<Role>('anonymous', 'ann', 'bob'),
    body: fc.option(fc.jsonValue({maxDepth: 4}), {nil: undefined}),
  });

  it('never answers 500, and every answer with a body is JSON', async () => {
    const api = createReferenceApi({data: dataset(), now: () => Date.parse('2026-05-01T00:00:00Z')});
    await fc.assert(
      fc.asyncProperty(request, async ({method, version, segments, query: search, as, body}) => {
        const path = `/api/${version}/${segments.map((part) => `${part}/`).join('')}${search}`;
        const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
        const answer = await call(api, method, path, {as, ...(withBody ? {body} : {})});
        expect(answer.status, `${method} ${path}`).to.be.below(500);
        if (answer.text) expect(answer.body, `${method} ${path} answers JSON`).to.not.equal(undefined);
      }),
      {numRuns: 400},
    );
  });
});

describe('reference API pagination property', () => {
  it('from any limit and offset, next links visit every later item once, in order; previous is null only at 0', async () => {
    const api = createReferenceApi({data: dataset()});
    const all = ((await call(api, 'GET', `${P}/versions/?limit=100`)).body.results as Array<{slug: string}>).map((item) => item.slug);
    await fc.assert(
      fc.asyncProperty(fc.integer({min: 1, max: 8}), fc.integer({min: 0, max: 8}), async (limit, offset) => {
        const seen: string[] = [];
        let url: string | null = `${P}/versions/?limit=${limit}&offset=${offset}`;
        let first: {previous: string | null} | undefined;
        while (url) {
          const page: {count: number; results: Array<{slug: string}>; next: string | null; previous: string | null} = (
            await call(api, 'GET', url.replace(/^http:\/\/docs\.test:8080/, ''))
          ).body;
          first ??= page;
          expect(page.count).to.equal(all.length);
          seen.push(...page.results.map((item) => item.slug));
          url = page.next;
        }
        expect(seen).to.deep.equal(all.slice(offset));
        expect(first?.previous === null).to.equal(offset === 0);
      }),
      {numRuns: 40},
    );
  });
});
