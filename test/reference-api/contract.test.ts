/**
 * Contract: every endpoint's answer parses with the client's own schemas (src/api/schemas.ts), and the wire format
 * holds everywhere: v3 keys sorted at every level, absolute URLs on the request's origin, `…Z` timestamps, and no
 * environment variable value in any answer.
 */

import {expect} from '@open-wc/testing';
import {
  activeVersionsV2Schema,
  buildSchema,
  buildV2Schema,
  embedV2Schema,
  embedV3Schema,
  environmentVariableSchema,
  organizationSchema,
  pageOf,
  projectSchema,
  projectV2Schema,
  redirectSchema,
  remoteOrganizationSchema,
  remoteRepositorySchema,
  searchResponseV2Schema,
  searchResponseV3Schema,
  subprojectSchema,
  syncVersionsResponseSchema,
  triggerBuildResponseSchema,
  versionSchema,
  versionV2Schema,
} from '../../src/api/schemas.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {sortKeysDeep} from '../../src/reference-api/serializers/common.js';
import {call, dataset, ORIGIN, SECRET, type Answer} from './fixtures.js';

interface Schema {
  safeParse(value: unknown): {success: boolean; error?: {issues: unknown[]}};
}

const P = '/api/v3/projects';
const embedUrl = encodeURIComponent(`${ORIGIN}/docs/demo/en/latest/index.html#details`);

type Case = [method: string, path: string, status: number, schema: Schema, body?: unknown];

const CASES: Case[] = [
  ['GET', `${P}/`, 200, pageOf(projectSchema)],
  ['GET', `${P}/?expand=active_versions,permissions`, 200, pageOf(projectSchema)],
  ['GET', `${P}/demo/`, 200, projectSchema],
  ['GET', `${P}/demo/?expand=active_versions.last_build.config,permissions`, 200, projectSchema],
  ['GET', `${P}/child/`, 200, projectSchema],
  ['GET', `${P}/demo-es/`, 200, projectSchema],
  ['GET', `${P}/child/superproject/`, 200, projectSchema],
  ['GET', `${P}/demo/versions/`, 200, pageOf(versionSchema)],
  ['GET', `${P}/demo/versions/stable/?expand=last_build.config`, 200, versionSchema],
  ['GET', `${P}/demo/versions/v1.0/builds/`, 200, pageOf(buildSchema)],
  ['GET', `${P}/demo/builds/?expand=config`, 200, pageOf(buildSchema)],
  ['GET', `${P}/demo/builds/900/?expand=config`, 200, buildSchema],
  ['GET', `${P}/demo/subprojects/`, 200, pageOf(subprojectSchema)],
  ['GET', `${P}/demo/subprojects/kid/`, 200, subprojectSchema],
  ['GET', `${P}/demo/translations/`, 200, pageOf(projectSchema)],
  ['GET', `${P}/demo/redirects/`, 200, pageOf(redirectSchema)],
  ['GET', `${P}/demo/redirects/1/`, 200, redirectSchema],
  ['GET', `${P}/demo/environmentvariables/`, 200, pageOf(environmentVariableSchema)],
  ['GET', `${P}/demo/environmentvariables/1/`, 200, environmentVariableSchema],
  ['GET', '/api/v3/remote/organizations/', 200, pageOf(remoteOrganizationSchema)],
  ['GET', '/api/v3/remote/repositories/?expand=projects,remote_organization', 200, pageOf(remoteRepositorySchema)],
  ['GET', '/api/v3/search/?q=project:demo+subprojects:demo+falcon', 200, searchResponseV3Schema],
  ['GET', `/api/v3/embed/?url=${embedUrl}`, 200, embedV3Schema],
  ['GET', '/_/api/v3/search/?q=project:demo+falcon', 200, searchResponseV3Schema],
  ['GET', `/_/api/v3/embed/?url=${embedUrl}`, 200, embedV3Schema],
  ['GET', '/_/api/v2/search/?q=falcon&project=demo&version=latest', 200, searchResponseV2Schema],
  ['GET', '/api/v2/search/?q=falcon&project=demo&version=latest', 200, searchResponseV2Schema],
  ['GET', '/api/v2/embed/?project=demo&doc=index&version=latest&section=details', 200, embedV2Schema],
  ['GET', '/api/v2/project/?slug=demo', 200, pageOf(projectV2Schema)],
  ['GET', '/api/v2/project/1/', 200, projectV2Schema],
  ['GET', '/api/v2/project/1/active_versions/', 200, activeVersionsV2Schema],
  ['GET', '/api/v2/version/?project__slug=demo', 200, pageOf(versionV2Schema)],
  ['GET', '/api/v2/version/1/', 200, versionV2Schema],
  ['GET', '/api/v2/build/?project__slug=demo', 200, pageOf(buildV2Schema)],
  ['GET', '/api/v2/build/900/', 200, buildV2Schema],
  // Writes: each answer with a body parses too.
  ['POST', `${P}/`, 201, projectSchema, {name: 'Brand New', repository: {url: 'https://github.com/a/b'}, tags: ['b', 'a']}],
  ['POST', `${P}/demo/versions/latest/builds/`, 202, triggerBuildResponseSchema],
  ['POST', `${P}/demo/sync-versions/`, 202, syncVersionsResponseSchema],
  ['POST', `${P}/demo/subprojects/`, 201, subprojectSchema, {child: 'lonely', alias: 'alone'}],
  ['POST', `${P}/demo/redirects/`, 201, redirectSchema, {type: 'prefix', from_url: '/en/'}],
  ['PUT', `${P}/demo/redirects/1/`, 200, redirectSchema, {type: 'page', from_url: '/p.html', to_url: '/q.html'}],
  ['PATCH', `${P}/demo/redirects/2/`, 200, redirectSchema, {position: 0}],
  ['POST', `${P}/demo/environmentvariables/`, 201, environmentVariableSchema, {name: 'OTHER', value: 'v', public: true}],
];

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$/;

/** Walks an answer and checks URLs and timestamps wherever they appear. */
function checkWire(value: unknown, path: string, v3: boolean): void {
  if (Array.isArray(value)) return value.forEach((item, index) => checkWire(item, `${path}[${index}]`, v3));
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (['created', 'modified', 'finished', 'date'].includes(key) && inner !== null) {
      expect(inner, at).to.match(TIMESTAMP);
    }
    if (key === '_links' || (v3 && key === 'urls')) {
      for (const [name, url] of Object.entries(inner as object)) {
        if (typeof url === 'string') expect(url, `${at}.${name}`).to.satisfy((text: string) => text.startsWith(`${ORIGIN}/`) || text.startsWith('https://github.com/'));
        else if (url && typeof url === 'object') checkWire(url, `${at}.${name}`, v3);
      }
    }
    checkWire(inner, at, v3);
  }
}

describe('reference API contract', () => {
  for (const [method, path, status, schema, body] of CASES) {
    it(`${method} ${path} answers ${status} in the client's schema`, async () => {
      const api = createReferenceApi({data: dataset()});
      const answer: Answer = await call(api, method, path, {as: 'ann', ...(body !== undefined ? {body} : {})});
      expect(answer.status, answer.text).to.equal(status);
      expect(answer.headers.get('content-type')).to.match(/^application\/json/);
      const parsed = schema.safeParse(answer.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).to.equal(true);
      const v3 = /^(\/_)?\/api\/v3\//.test(path) && !path.includes('/v3/embed/');
      if (v3) expect(answer.text, 'keys sorted at every level').to.equal(JSON.stringify(sortKeysDeep(answer.body)));
      checkWire(answer.body, '$', v3);
      expect(answer.text).to.not.include(SECRET);
    });
  }

  it('uses the origin the request was made to', async () => {
    const api = createReferenceApi({data: dataset()});
    const response = await api.fetch(new Request('http://127.0.0.1:4567/api/v3/projects/demo/'));
    const project = await response.json();
    expect(project._links._self).to.equal('http://127.0.0.1:4567/api/v3/projects/demo/');
    expect(project.urls.documentation).to.equal('http://127.0.0.1:4567/docs/demo/en/latest/');
  });

  it('builds documentation URLs for versions, translations, subprojects, single-version projects and downloads', async () => {
    const api = createReferenceApi({data: dataset()});
    const get = async (path: string) => (await call(api, 'GET', path)).body;
    expect((await get(`${P}/demo/versions/v2.0/`)).urls.documentation).to.equal(`${ORIGIN}/docs/demo/en/v2.0/`);
    expect((await get(`${P}/demo-es/`)).urls.documentation).to.equal(`${ORIGIN}/docs/demo/es/latest/`);
    expect((await get(`${P}/child/`)).urls.documentation).to.equal(`${ORIGIN}/docs/demo/projects/kid/en/latest/`);
    expect((await get(`${P}/single/`)).urls.documentation).to.equal(`${ORIGIN}/docs/single/`);
    expect((await get(`${P}/demo/versions/latest/`)).downloads).to.deep.equal({
      htmlzip: `${ORIGIN}/docs/demo/_/downloads/en/latest/htmlzip/`,
      pdf: `${ORIGIN}/docs/demo/_/downloads/en/latest/pdf/`,
    });
    const v2 = await get('/api/v2/version/1/');
    expect(v2.downloads.pdf).to.equal('//docs.test:8080/docs/demo/_/downloads/en/latest/pdf/');
    const resolve = (url: string) => api.deps.resolveDocsUrl(ORIGIN, url);
    expect(resolve(`${ORIGIN}/docs/demo/en/v2.0/guide/index.html#x`)).to.deep.equal({project: 'demo', version: 'v2.0', path: 'guide/index.html', language: 'en'});
    expect(resolve(`${ORIGIN}/docs/demo/es/latest/`)).to.deep.equal({project: 'demo-es', version: 'latest', path: '', language: 'es'});
    expect(resolve(`${ORIGIN}/docs/demo/projects/kid/en/latest/a.html`)).to.deep.equal({project: 'child', version: 'latest', path: 'a.html', language: 'en', alias: 'kid'});
    expect(resolve(`${ORIGIN}/docs/single/page.html`)).to.deep.equal({project: 'single', version: 'latest', path: 'page.html'});
    expect(resolve('https://elsewhere.example/docs/demo/en/latest/')).to.equal(undefined);
    expect(resolve(`${ORIGIN}/docs/demo/fr/latest/`)).to.equal(undefined);
    expect(resolve(`${ORIGIN}/docs/demo/_/downloads/en/latest/pdf/`)).to.equal(undefined);
    expect(resolve(`${ORIGIN}/docs/%E0%A4%A/en/latest/`)).to.equal(undefined);
  });

  it('answers the upstream shapes: project keys, build timing, redirect nulls, subproject links, trigger flag', async () => {
    const api = createReferenceApi({data: dataset()});
    const project = (await call(api, 'GET', `${P}/demo/?expand=active_versions,permissions`, {as: 'ann'})).body;
    expect(Object.keys(project)).to.deep.equal([
      '_links', 'active_versions', 'created', 'default_branch', 'default_version', 'external_builds_privacy_level',
      'homepage', 'id', 'language', 'modified', 'name', 'permissions', 'privacy_level', 'programming_language',
      'readthedocs_yaml_path', 'repository', 'single_version', 'slug', 'subproject_of', 'tags', 'translation_of', 'urls',
      'users', 'versioning_scheme',
    ]);
    expect(project.created).to.equal('2024-01-02T03:04:05Z');
    expect(project.language).to.deep.equal({code: 'en', name: 'English'});
    expect(project.programming_language).to.deep.equal({code: 'py', name: 'Python'});
    expect(project.tags).to.deep.equal(['docs', 'widgets']);
    expect(project.permissions).to.deep.equal({admin: true});
    expect(Object.keys(project.active_versions)).to.have.members(['latest', 'stable', 'v2.0', 'v1.0']);
    const stable = (await call(api, 'GET', `${P}/demo/versions/stable/`)).body;
    expect(stable.ref).to.equal('v2.0');
    expect(stable.aliases.map((alias: {slug: string}) => alias.slug)).to.deep.equal(['v2.0']);
    const failed = (await call(api, 'GET', `${P}/demo/builds/900/`)).body;
    expect(failed).to.include({success: false, error: 'Sphinx failed', duration: 30, finished: '2024-02-01T00:00:30Z', commit: 'abc123'});
    expect(failed.state).to.deep.equal({code: 'finished', name: 'Finished'});
    const child = (await call(api, 'GET', `${P}/child/`)).body;
    expect(child.subproject_of).to.deep.equal({_links: (await call(api, 'GET', `${P}/demo/`)).body._links, slug: 'demo'});
    const translation = (await call(api, 'GET', `${P}/demo-es/`)).body;
    expect(translation.translation_of.slug).to.equal('demo');
    expect(translation.subproject_of).to.equal(null);
    const relation = (await call(api, 'GET', `${P}/demo/subprojects/kid/`)).body;
    expect(relation._links).to.deep.equal({_self: `${ORIGIN}${P}/demo/subprojects/kid/`, parent: `${ORIGIN}${P}/demo/`});
    const prefix = (await call(api, 'POST', `${P}/demo/redirects/`, {as: 'ann', body: {type: 'prefix', from_url: 'en/'}})).body;
    expect(prefix).to.include({from_url: '/en', to_url: null, http_status: 302, enabled: true, force: false, position: 0, description: ''});
    const trigger = (await call(api, 'POST', `${P}/demo/versions/latest/builds/`, {as: 'ann'})).body;
    expect(trigger.triggered).to.equal(true);
    expect(trigger.build).to.include({success: null, finished: null, duration: null, commit: null});
    const organizations = await call(createReferenceApi({data: dataset(), business: true}), 'GET', '/api/v3/organizations/acme/', {as: 'carol'});
    expect(organizationSchema.safeParse(organizations.body).success).to.equal(true);
    expect(Object.keys(organizations.body._links)).to.deep.equal(['_self', 'notifications', 'projects']);
  });

  it('never returns an environment variable value, whatever the fields asked for', async () => {
    const api = createReferenceApi({data: dataset()});
    for (const path of [
      `${P}/demo/environmentvariables/?fields=value`,
      `${P}/demo/environmentvariables/1/?fields=value,name`,
      `${P}/demo/environmentvariables/?expand=*`,
    ]) {
      const answer = await call(api, 'GET', path, {as: 'ann'});
      expect(answer.text, path).to.not.include(SECRET);
    }
    const created = await call(api, 'POST', `${P}/demo/environmentvariables/`, {as: 'ann', body: {name: 'NEW', value: 'other-secret-xyz'}});
    expect(created.status).to.equal(201);
    expect(created.text).to.not.include('other-secret-xyz');
    expect(created.body).to.not.have.property('value');
  });
});
