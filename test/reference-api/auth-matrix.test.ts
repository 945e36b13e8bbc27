/**
 * Who may call what (server-behaviour.md §6–§7): every endpoint as an anonymous caller, another user and the owner,
 * on the community deployment; then the business deployment's private projects and versions and organizations.
 * Each call runs against a fresh API, so one role's write cannot change another role's answer.
 */

import {expect} from '@open-wc/testing';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {call, dataset, type Role} from './fixtures.js';

type Row = [method: string, path: string, expected: [anonymous: number, other: number, owner: number], body?: (role: Role) => unknown];

const P = '/api/v3/projects';
const ROWS: Row[] = [
  ['GET', '/api/v3/', [200, 200, 200]],
  ['GET', `${P}/`, [401, 200, 200]],
  ['POST', `${P}/`, [401, 201, 201], (role) => ({name: `new ${role}`, repository: {url: 'https://github.com/x/y'}})],
  ['DELETE', `${P}/`, [401, 405, 405]],
  ['GET', `${P}/demo/`, [200, 200, 200]],
  ['GET', `${P}/nope/`, [404, 404, 404]],
  ['PATCH', `${P}/demo/`, [401, 403, 204], () => ({name: 'Renamed'})],
  ['PUT', `${P}/demo/`, [401, 403, 204], () => ({name: 'Demo', repository: {url: 'https://github.com/x/demo'}})],
  ['PATCH', `${P}/nope/`, [401, 404, 404], () => ({name: 'x'})],
  ['DELETE', `${P}/demo/`, [401, 403, 405]],
  ['GET', `${P}/child/superproject/`, [200, 200, 200]],
  ['GET', `${P}/demo/superproject/`, [404, 404, 404]],
  ['POST', `${P}/demo/sync-versions/`, [401, 403, 202]],
  ['GET', `${P}/demo/sync-versions/`, [401, 403, 405]],
  ['GET', `${P}/demo/versions/`, [200, 200, 200]],
  ['GET', `${P}/nope/versions/`, [200, 200, 200]],
  ['POST', `${P}/demo/versions/`, [401, 403, 405]],
  ['GET', `${P}/demo/versions/latest/`, [200, 200, 200]],
  ['GET', `${P}/demo/versions/nope/`, [404, 404, 404]],
  ['PATCH', `${P}/demo/versions/latest/`, [401, 403, 204], () => ({hidden: true})],
  ['PUT', `${P}/demo/versions/latest/`, [401, 403, 204], () => ({active: true})],
  ['GET', `${P}/demo/versions/latest/builds/`, [200, 200, 200]],
  ['POST', `${P}/demo/versions/latest/builds/`, [401, 403, 202]],
  ['POST', `${P}/demo/versions/nope/builds/`, [401, 403, 404]],
  ['GET', `${P}/demo/builds/`, [200, 200, 200]],
  ['GET', `${P}/nope/builds/`, [200, 200, 200]],
  ['GET', `${P}/demo/builds/900/`, [200, 200, 200]],
  ['GET', `${P}/demo/builds/abc/`, [404, 404, 404]],
  ['GET', `${P}/demo/versions/v1.0/builds/900/`, [200, 200, 200]],
  ['GET', `${P}/demo/subprojects/`, [200, 200, 200]],
  ['GET', `${P}/nope/subprojects/`, [404, 404, 404]],
  ['POST', `${P}/demo/subprojects/`, [401, 403, 201], () => ({child: 'lonely'})],
  ['GET', `${P}/demo/subprojects/kid/`, [200, 200, 200]],
  ['DELETE', `${P}/demo/subprojects/kid/`, [401, 403, 204]],
  ['GET', `${P}/demo/translations/`, [200, 200, 200]],
  ['GET', `${P}/demo/redirects/`, [401, 403, 200]],
  ['POST', `${P}/demo/redirects/`, [401, 403, 201], () => ({type: 'page', from_url: '/x.html', to_url: '/y.html'})],
  ['GET', `${P}/demo/redirects/1/`, [401, 403, 200]],
  ['PUT', `${P}/demo/redirects/1/`, [401, 403, 200], () => ({type: 'exact', from_url: '/x', to_url: '/y'})],
  ['PATCH', `${P}/demo/redirects/1/`, [401, 403, 200], () => ({enabled: false})],
  ['DELETE', `${P}/demo/redirects/1/`, [401, 403, 204]],
  ['GET', `${P}/demo/environmentvariables/`, [401, 403, 200]],
  ['POST', `${P}/demo/environmentvariables/`, [401, 403, 201], () => ({name: 'TOKEN', value: 'v'})],
  ['GET', `${P}/demo/environmentvariables/1/`, [401, 403, 200]],
  ['DELETE', `${P}/demo/environmentvariables/1/`, [401, 403, 204]],
  ['PUT', `${P}/demo/environmentvariables/1/`, [401, 403, 405]],
  ['GET', '/api/v3/organizations/', [404, 404, 404]],
  ['GET', '/api/v3/remote/organizations/', [401, 200, 200]],
  ['GET', '/api/v3/remote/repositories/', [401, 200, 200]],
  ['GET', '/api/v3/search/?q=project:demo+falcon', [200, 200, 200]],
  ['POST', '/api/v3/search/?q=project:demo+falcon', [405, 405, 405]],
  ['GET', `/api/v3/embed/?url=${encodeURIComponent('http://docs.test:8080/docs/demo/en/latest/index.html#details')}`, [200, 200, 200]],
  ['GET', '/api/v2/search/?q=falcon&project=demo&version=latest', [200, 200, 200]],
  ['GET', '/api/v2/embed/?project=demo&doc=index&version=latest', [200, 200, 200]],
  ['GET', '/api/v2/project/?slug=demo', [200, 200, 200]],
  ['GET', '/api/v2/project/1/', [200, 200, 200]],
  ['GET', '/api/v2/project/1/active_versions/', [200, 200, 200]],
  ['GET', '/api/v2/version/?project__slug=demo', [200, 200, 200]],
  ['GET', '/api/v2/version/1/', [200, 200, 200]],
  ['GET', '/api/v2/build/?project__slug=demo', [200, 200, 200]],
  ['GET', '/api/v2/build/900/', [200, 200, 200]],
  ['POST', '/api/v2/project/', [403, 403, 403]],
];

const ROLES: Role[] = ['anonymous', 'bob', 'ann'];

describe('reference API auth matrix (community deployment)', () => {
  // Reads share one API; each write gets a fresh one so no role's write changes another's answer.
  const shared = createReferenceApi({data: dataset()});
  for (const [method, path, expected, body] of ROWS) {
    it(`${method} ${path} → ${expected.join('/')}`, async () => {
      const got: number[] = [];
      for (const role of ROLES) {
        const api = method === 'GET' ? shared : createReferenceApi({data: dataset()});
        const answer = await call(api, method, path, {as: role, ...(body ? {body: body(role)} : {})});
        got.push(answer.status);
        if (answer.status === 401) {
          expect(answer.body).to.deep.equal({detail: 'Authentication credentials were not provided.'});
          expect(answer.headers.get('www-authenticate')).to.equal('Token');
        }
        if (answer.status === 403 && path.startsWith('/api/v3/')) {
          expect(answer.body).to.deep.equal({detail: 'You do not have permission to perform this action.'});
        }
        if (answer.status === 405) {
          expect(answer.body).to.deep.equal({detail: `Method "${method}" not allowed.`});
          expect(answer.headers.get('allow')).to.be.a('string').and.not.include(method);
        }
      }
      expect(got).to.deep.equal(expected);
    });
  }

  it('an invalid token is 401 "Invalid token." everywhere in v3, the scheme word in any case', async () => {
    const api = createReferenceApi({data: dataset()});
    for (const path of ['/api/v3/projects/demo/', '/api/v3/search/?q=project:demo+x', '/api/v3/remote/organizations/']) {
      const response = await api.fetch(new Request(`http://x${path}`, {headers: {authorization: 'TOKEN wrong'}}));
      expect(response.status, path).to.equal(401);
      expect(await response.json()).to.deep.equal({detail: 'Invalid token.'});
    }
    const lower = await api.fetch(new Request('http://x/api/v3/projects/', {headers: {authorization: 'token ann-token'}}));
    expect(lower.status).to.equal(200);
    const bearer = await api.fetch(new Request('http://x/api/v3/projects/', {headers: {authorization: 'Bearer ann-token'}}));
    expect(bearer.status, 'another scheme is anonymous').to.equal(401);
    expect(await bearer.json()).to.deep.equal({detail: 'Authentication credentials were not provided.'});
    const v2 = await api.fetch(new Request('http://x/api/v2/project/1/', {headers: {authorization: 'Token wrong'}}));
    expect(v2.status, 'v2 knows no tokens').to.equal(200);
  });
});

describe('reference API auth matrix (business deployment)', () => {
  const sharedBusiness = createReferenceApi({data: dataset(), business: true});
  const business = (method = 'GET') => (method === 'GET' ? sharedBusiness : createReferenceApi({data: dataset(), business: true}));
  type BusinessRow = [method: string, path: string, expected: Partial<Record<Role, number>>, body?: unknown];
  const rows: BusinessRow[] = [
    ['GET', `${P}/private-docs/`, {anonymous: 404, bob: 404, ann: 200, carol: 200, dave: 200}],
    ['GET', `${P}/private-docs/versions/latest/`, {anonymous: 404, bob: 404, ann: 200, carol: 200, dave: 200}],
    ['GET', `${P}/private-docs/builds/`, {anonymous: 200, bob: 200, ann: 200}],
    ['PATCH', `${P}/private-docs/`, {anonymous: 401, bob: 403, ann: 204, carol: 204, dave: 204}, {name: 'P'}],
    ['PATCH', `${P}/demo/`, {anonymous: 401, bob: 403, ann: 204, carol: 204, dave: 403}, {name: 'P'}],
    ['GET', `${P}/private-docs/subprojects/`, {anonymous: 404, bob: 404, ann: 200}],
    ['GET', `${P}/demo/redirects/`, {anonymous: 401, bob: 403, ann: 200, carol: 200, dave: 403}],
    ['POST', `${P}/private-docs/environmentvariables/`, {anonymous: 401, bob: 403, ann: 201, carol: 201, dave: 201}, {name: 'N', value: 'v'}],
    ['POST', `${P}/demo/subprojects/`, {ann: 400, carol: 400}, {child: 'demo-es'}],
    ['POST', `${P}/demo/subprojects/`, {ann: 201, carol: 201, dave: 403}, {child: 'lonely'}],
    ['GET', `${P}/demo/versions/secret/`, {anonymous: 404, bob: 404, ann: 200, carol: 200}],
    ['GET', '/api/v3/organizations/', {anonymous: 401, bob: 200, ann: 200, carol: 200}],
    ['GET', '/api/v3/organizations/acme/', {anonymous: 401, bob: 200, ann: 404, carol: 200, dave: 200}],
    ['GET', '/api/v3/organizations/acme/projects/', {anonymous: 401, bob: 200, ann: 404, carol: 200}],
    ['GET', '/api/v3/organizations/nope/', {anonymous: 401, bob: 404, carol: 404}],
    ['GET', `/api/v3/embed/?url=${encodeURIComponent('http://docs.test:8080/docs/private-docs/en/latest/index.html')}`, {anonymous: 403, bob: 403, ann: 200}],
    ['GET', '/api/v2/project/5/', {anonymous: 404, ann: 404}],
    ['GET', '/api/v2/search/?q=falcon&project=demo&version=secret', {anonymous: 403}],
  ];
  for (const [method, path, expected, body] of rows) {
    it(`${method} ${path} → ${JSON.stringify(expected)}`, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of Object.keys(expected) as Role[]) {
        got[role] = (await call(business(method), method, path, {as: role, ...(body ? {body} : {})})).status;
      }
      expect(got).to.deep.equal(expected);
    });
  }

  it('lists leave out what the caller may not see', async () => {
    const api = business();
    const slugs = async (role: Role, path: string) =>
      ((await call(api, 'GET', path, {as: role})).body.results as Array<{slug: string}>).map((item) => item.slug);
    expect(await slugs('bob', `${P}/demo/versions/?limit=50`)).to.not.include('secret');
    expect(await slugs('ann', `${P}/demo/versions/?limit=50`)).to.include('secret');
    expect(await slugs('carol', '/api/v3/organizations/acme/projects/?limit=50')).to.include('private-docs');
    expect(await slugs('bob', '/api/v3/organizations/acme/projects/?limit=50')).to.not.include('private-docs');
    expect(await slugs('bob', '/api/v3/organizations/')).to.deep.equal(['acme']);
    expect(await slugs('ann', '/api/v3/organizations/')).to.deep.equal([]);
  });

  it('search finds private versions only for their maintainers', async () => {
    const api = business();
    const count = async (role: Role) => (await call(api, 'GET', '/api/v3/search/?q=project:private-docs+falcon', {as: role})).body.count;
    expect(await count('bob')).to.equal(0);
    expect(await count('anonymous')).to.equal(0);
    expect(await count('ann')).to.be.greaterThan(0);
  });
});
