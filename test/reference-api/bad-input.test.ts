/**
 * Bad input everywhere: malformed and oversized bodies, wrong types, rule violations, odd slugs and query values.
 * Every answer is a clear 4xx JSON error (never a 500), and a rejected write changes nothing: the store is compared
 * before and after.
 */

import {expect} from '@open-wc/testing';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {call, dataset} from './fixtures.js';

const P = '/api/v3/projects';
const NOW = Date.parse('2026-01-01T00:00:00Z');
const fresh = (business = false) => createReferenceApi({data: dataset(), now: () => NOW, business});

type BadWrite = [method: string, path: string, body: unknown, status: number, expectedBody?: unknown];

const BAD_WRITES: BadWrite[] = [
  // Project create.
  ['POST', `${P}/`, {}, 400, {name: ['This field is required.'], repository: ['This field is required.']}],
  ['POST', `${P}/`, {name: '', repository: {url: 'https://github.com/a/b'}}, 400, {name: ['This field may not be blank.']}],
  ['POST', `${P}/`, {name: '***', repository: {url: 'https://github.com/a/b'}}, 400, {name: ['Invalid project name "***": no slug generated.']}],
  ['POST', `${P}/`, {name: 'DEMO', repository: {url: 'https://github.com/a/b'}}, 400, {name: ['Project with slug "demo" already exists.']}],
  ['POST', `${P}/`, {name: 'x'.repeat(64), repository: {url: 'https://github.com/a/b'}}, 400, {name: ['Ensure this field has no more than 63 characters.']}],
  ['POST', `${P}/`, {name: 'Fine', repository: 'https://github.com/a/b'}, 400, {repository: {non_field_errors: ['Invalid data. Expected a dictionary, but got str.']}}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'ftp://example.com/x'}}, 400, {repository: {url: ['Invalid scheme for URL']}}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'git@github.com:a/b.git'}}, 400, {repository: {url: ['Manual cloning via SSH is not supported']}}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b && rm -rf /'}}, 400, {repository: {url: ['Invalid character in the URL']}}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b', type: 'svn'}}, 400, {repository: {type: ['"svn" is not a valid choice.']}}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b'}, language: 'xx'}, 400, {language: ['"xx" is not a valid choice.']}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b'}, programming_language: 5}, 400, {programming_language: ['"5" is not a valid choice.']}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b'}, tags: 'a,b'}, 400, {tags: ['Expected a list of items but got type "str".']}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b'}, tags: [{}]}, 400, {tags: ['Not a valid string.']}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b'}, homepage: 'not a url'}, 400, {homepage: ['Enter a valid URL.']}],
  ['POST', `${P}/`, {name: 'Fine', repository: {url: 'https://github.com/a/b'}, privacy_level: 'secret'}, 400, {privacy_level: ['"secret" is not a valid choice.']}],
  ['POST', `${P}/`, {name: ['Fine'], repository: {url: 'https://github.com/a/b'}}, 400, {name: ['Not a valid string.']}],
  // Project update.
  ['PATCH', `${P}/demo/`, {name: null}, 400, {name: ['This field may not be null.']}],
  ['PATCH', `${P}/demo/`, {tags: 'x'}, 400],
  ['PATCH', `${P}/demo/`, {language: 'zz', single_version: 'maybe'}, 400, {language: ['"zz" is not a valid choice.'], single_version: ['Must be a valid boolean.']}],
  ['PATCH', `${P}/demo/`, {repository: {url: 'nope'}}, 400, {repository: {url: ['Invalid scheme for URL']}}],
  ['PATCH', `${P}/demo/`, {name: 'Good', homepage: 'javascript:alert(1)'}, 400, {homepage: ['Enter a valid URL.']}],
  ['PUT', `${P}/demo/`, {}, 400, {name: ['This field is required.'], repository: ['This field is required.']}],
  ['PUT', `${P}/demo/`, {name: 'Only name'}, 400, {repository: ['This field is required.']}],
  // Version update and builds.
  ['PATCH', `${P}/demo/versions/latest/`, {active: 'yes please'}, 400, {active: ['Must be a valid boolean.']}],
  ['PATCH', `${P}/demo/versions/latest/`, {hidden: null, privacy_level: 'x'}, 400, {hidden: ['This field may not be null.'], privacy_level: ['"x" is not a valid choice.']}],
  ['POST', `${P}/demo/versions/old/builds/`, undefined, 400],
  // Subprojects.
  ['POST', `${P}/demo/subprojects/`, {}, 400, {child: ['This field is required.']}],
  ['POST', `${P}/demo/subprojects/`, {child: 'nope'}, 400, {child: ['Project with slug=nope is not valid as subproject']}],
  ['POST', `${P}/demo/subprojects/`, {child: 'demo'}, 400, {child: ['Project with slug=demo is not valid as subproject']}],
  ['POST', `${P}/demo/subprojects/`, {child: 'other'}, 400, {child: ['Project with slug=other is not valid as subproject']}],
  ['POST', `${P}/demo/subprojects/`, {child: 'child'}, 400, {child: ['Project with slug=child is not valid as subproject']}],
  ['POST', `${P}/demo/subprojects/`, {child: 'lonely', alias: 'a b'}, 400, {alias: ['Aliases can contain letters, numbers, underscores, and hyphens.']}],
  ['POST', `${P}/demo/subprojects/`, {child: 'lonely', alias: 'a/b'}, 400, {non_field_errors: ["Aliases can't contain slashes."]}],
  ['POST', `${P}/demo/subprojects/`, {child: 'lonely', alias: 'kid'}, 400, {alias: ['A subproject with this alias already exists']}],
  ['POST', `${P}/child/subprojects/`, {child: 'lonely'}, 400, {non_field_errors: ['Subproject nesting is not supported']}],
  ['POST', `${P}/demo/subprojects/`, {child: {slug: 'lonely'}}, 400, {child: ['Not a valid string.']}],
  ['DELETE', `${P}/demo/subprojects/nope/`, undefined, 404, {detail: 'No ProjectRelationship matches the given query.'}],
  // Redirects.
  ['POST', `${P}/demo/redirects/`, {}, 400, {type: ['This field is required.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'bogus', from_url: '/a'}, 400, {type: ['"bogus" is not a valid choice.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'page', from_url: '/a'}, 400, {to_url: ['This field is required.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'exact'}, 400, {from_url: ['This field is required.'], to_url: ['This field is required.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'prefix'}, 400, {from_url: ['This field is required.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'page', from_url: '/a/$rest', to_url: '/b'}, 400, ['The $rest wildcard has been removed in favor of *.']],
  ['POST', `${P}/demo/redirects/`, {type: 'page', from_url: '/a*/b', to_url: '/c'}, 400, ['The * wildcard must be at the end of the path.']],
  ['POST', `${P}/demo/redirects/`, {type: 'exact', from_url: '/a', to_url: '/:splat'}, 400, ['The * wildcard must be at the end of from_url to use the :splat placeholder in to_url.']],
  ['POST', `${P}/demo/redirects/`, {type: 'page', from_url: '/a', to_url: '/b', http_status: 307}, 400, {http_status: ['"307" is not a valid choice.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'page', from_url: '/a', to_url: '/b', position: -1}, 400, {position: ['Ensure this value is greater than or equal to 0.']}],
  ['POST', `${P}/demo/redirects/`, {type: 'page', from_url: '/a', to_url: '/b', enabled: 'x'}, 400, {enabled: ['Must be a valid boolean.']}],
  ['PUT', `${P}/demo/redirects/1/`, {}, 400, {type: ['This field is required.']}],
  ['PUT', `${P}/demo/redirects/1/`, {type: 'page', from_url: null, to_url: null}, 400, {from_url: ['This field is required.'], to_url: ['This field is required.']}],
  ['PATCH', `${P}/demo/redirects/1/`, {from_url: '/x*/y'}, 400, ['The * wildcard must be at the end of the path.']],
  ['PUT', `${P}/demo/redirects/999/`, {type: 'page', from_url: '/a', to_url: '/b'}, 404, {detail: 'No Redirect matches the given query.'}],
  ['DELETE', `${P}/demo/redirects/abc/`, undefined, 404, {detail: 'Not found.'}],
  // Environment variables.
  ['POST', `${P}/demo/environmentvariables/`, {}, 400, {name: ['This field is required.'], value: ['This field is required.']}],
  ['POST', `${P}/demo/environmentvariables/`, {name: 'N'.repeat(129), value: 'v'}, 400, {name: ['Ensure this field has no more than 128 characters.']}],
  ['POST', `${P}/demo/environmentvariables/`, {name: 'BIG', value: 'v'.repeat(48_001)}, 400, {value: ['Ensure this field has no more than 48000 characters.']}],
  ['POST', `${P}/demo/environmentvariables/`, {name: 'X', value: 'v', public: 'sometimes'}, 400, {public: ['Must be a valid boolean.']}],
  ['DELETE', `${P}/demo/environmentvariables/77/`, undefined, 404, {detail: 'No EnvironmentVariable matches the given query.'}],
];

/** Bodies that are wrong before any field is read, sent to every write endpoint. */
const WRITE_ENDPOINTS: Array<[string, string]> = [
  ['POST', `${P}/`],
  ['PATCH', `${P}/demo/`],
  ['PUT', `${P}/demo/`],
  ['PATCH', `${P}/demo/versions/latest/`],
  ['PUT', `${P}/demo/versions/latest/`],
  ['POST', `${P}/demo/subprojects/`],
  ['POST', `${P}/demo/redirects/`],
  ['PUT', `${P}/demo/redirects/1/`],
  ['PATCH', `${P}/demo/redirects/1/`],
  ['POST', `${P}/demo/environmentvariables/`],
];

const RAW_BODIES: Array<[label: string, body: string, status: number, headers?: Record<string, string>]> = [
  ['malformed JSON', '{"name": ', 400],
  ['a JSON list', '[1, 2]', 400],
  ['a JSON string', '"name"', 400],
  ['JSON null', 'null', 400],
  ['plain text', 'name=x', 415, {'content-type': 'text/plain'}],
  ['a body over 1 MB', `{"name": "${'x'.repeat(1_100_000)}"}`, 413],
  ['deeply nested values', `{"name": ${'['.repeat(20_000)}${']'.repeat(20_000)}, "type": ${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}, "language": ${'['.repeat(20_000)}${']'.repeat(20_000)}, "active": ${'['.repeat(20_000)}${']'.repeat(20_000)}, "child": ${'['.repeat(20_000)}${']'.repeat(20_000)}, "http_status": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`, 400],
  ['deeply nested JSON', `${'['.repeat(300_000)}${']'.repeat(300_000)}`, 400],
];

describe('reference API bad input', () => {
  for (const [method, path, body, status, expectedBody] of BAD_WRITES) {
    it(`${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} → ${status}, nothing changed`, async () => {
      const api = fresh();
      const before = api.store.snapshot();
      const answer = await call(api, method, path, {as: 'ann', ...(body !== undefined ? {body} : {})});
      expect(answer.status, answer.text).to.equal(status);
      expect(answer.headers.get('content-type')).to.match(/^application\/json/);
      if (expectedBody !== undefined) expect(answer.body).to.deep.equal(expectedBody);
      expect(api.store.snapshot()).to.deep.equal(before);
    });
  }

  for (const [method, path] of WRITE_ENDPOINTS) {
    it(`${method} ${path} refuses malformed, non-object, non-JSON and oversized bodies`, async () => {
      const api = fresh();
      const before = api.store.snapshot();
      for (const [label, raw, status, headers] of RAW_BODIES) {
        const answer = await call(api, method, path, {
          as: 'ann',
          rawBody: raw,
          headers: headers ?? {'content-type': 'application/json'},
        });
        expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).to.equal(status);
        expect(answer.body, `${label} answers a JSON object`).to.be.an('object');
        expect(api.store.snapshot(), label).to.deep.equal(before);
      }
    });
  }

  it('keeps error messages short whatever was sent', async () => {
    const api = fresh();
    const huge = await call(api, 'PATCH', `${P}/demo/`, {as: 'ann', body: {language: 'x'.repeat(500_000), tags: 'y'.repeat(500_000)}});
    expect(huge.status).to.equal(400);
    expect(huge.text.length).to.be.below(1000);
    const child = await call(api, 'POST', `${P}/demo/subprojects/`, {as: 'ann', body: {child: 'z'.repeat(500_000)}});
    expect(child.body).to.deep.equal({child: ['Ensure this field has no more than 255 characters.']});
    const filter = await call(api, 'GET', `${P}/demo/versions/?type=${'q'.repeat(50_000)}`);
    expect(filter.status).to.equal(400);
    expect(filter.text.length).to.be.below(1000);
  });

  it('words parse errors and non-object bodies as DRF does', async () => {
    const api = fresh();
    const malformed = await call(api, 'PATCH', `${P}/demo/`, {as: 'ann', rawBody: '{bad', headers: {'content-type': 'application/json'}});
    expect(malformed.body.detail).to.match(/^JSON parse error - /);
    const list = await call(api, 'PATCH', `${P}/demo/`, {as: 'ann', rawBody: '[]', headers: {'content-type': 'application/json'}});
    expect(list.body).to.deep.equal({non_field_errors: ['Invalid data. Expected a dictionary, but got list.']});
    const big = await call(api, 'POST', `${P}/`, {as: 'ann', rawBody: 'x'.repeat(1_100_000), headers: {'content-type': 'application/json'}});
    expect(big.status).to.equal(413);
    expect(big.body.detail).to.include('1048576');
  });

  it('limits environment variables to 256 KB per project, leaving the store as it was', async () => {
    const api = fresh();
    for (let index = 0; index < 5; index++) {
      const answer = await call(api, 'POST', `${P}/demo/environmentvariables/`, {as: 'ann', body: {name: `V${index}`, value: 'v'.repeat(48_000)}});
      expect(answer.status).to.equal(201);
    }
    const before = api.store.snapshot();
    const over = await call(api, 'POST', `${P}/demo/environmentvariables/`, {as: 'ann', body: {name: 'LAST', value: 'v'.repeat(48_000)}});
    expect(over.status).to.equal(400);
    expect(over.body).to.deep.equal(['The total size of all environment variables in the project cannot exceed 256 KB.']);
    expect(api.store.snapshot()).to.deep.equal(before);
  });

  it('allows one clean-URL redirect per project', async () => {
    const api = fresh();
    expect((await call(api, 'POST', `${P}/demo/redirects/`, {as: 'ann', body: {type: 'clean_url_to_html'}})).status).to.equal(201);
    const before = api.store.snapshot();
    const second = await call(api, 'POST', `${P}/demo/redirects/`, {as: 'ann', body: {type: 'sphinx_htmldir'}});
    expect(second.status).to.equal(400);
    expect(second.body).to.be.an('array').with.length(1);
    expect(api.store.snapshot()).to.deep.equal(before);
  });

  const ODD_SLUGS = ['..', '%2e%2e', 'a%2Fb', '%2F', 'd%C3%A9mo', '%F0%9F%90%8D', 'x'.repeat(5000), '%00', '%ZZ', "'%20OR%201=1", '%3Cscript%3E'];
  const TEMPLATES = [
    `${P}/{}/`,
    `${P}/{}/versions/`,
    `${P}/{}/versions/{}/`,
    `${P}/demo/versions/{}/builds/`,
    `${P}/{}/builds/`,
    `${P}/demo/builds/{}/`,
    `${P}/{}/subprojects/`,
    `${P}/demo/subprojects/{}/`,
    `${P}/{}/translations/`,
    `${P}/{}/superproject/`,
    `${P}/demo/redirects/{}/`,
    `${P}/demo/environmentvariables/{}/`,
    '/api/v2/project/{}/',
    '/api/v2/version/{}/',
    '/api/v2/build/{}/',
    '/api/v2/project/?slug={}',
    '/api/v3/search/?q=project:{}+falcon',
    '/api/v3/embed/?url={}',
    '/api/v2/search/?q=falcon&project={}&version={}',
    '/api/v2/embed/?project={}&doc={}',
  ];

  it('answers odd slugs and ids with a 2xx or 4xx JSON answer, never a 500', async () => {
    const api = fresh();
    for (const template of TEMPLATES) {
      for (const slug of ODD_SLUGS) {
        const path = template.replaceAll('{}', slug);
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const answer = await call(api, method, path, {as: 'ann', ...(method === 'PATCH' ? {body: {}} : {})});
          expect(answer.status, `${method} ${path.slice(0, 120)}`).to.be.within(200, 499);
          if (answer.status !== 204) expect(answer.body, `${method} ${path.slice(0, 120)} is JSON`).to.not.equal(undefined);
        }
      }
    }
  });

  it('answers bad query values as upstream: ignored, defaulted or 400', async () => {
    const api = fresh();
    const get = (path: string) => call(api, 'GET', path, {as: 'ann'});
    expect((await get(`${P}/demo/versions/?limit=-1&offset=abc`)).body.results).to.have.length(6);
    expect((await get(`${P}/demo/versions/?limit=abc`)).status).to.equal(200);
    expect((await get(`${P}/demo/versions/?offset=1e99`)).status).to.equal(200);
    expect((await get(`${P}/demo/versions/?offset=999`)).body).to.include({count: 6, next: null});
    expect((await get(`${P}/demo/versions/?active=maybe`)).body.count).to.equal(6);
    expect((await get(`${P}/demo/versions/?type=foo`)).body).to.deep.equal({type: ['Select a valid choice. foo is not one of the available choices.']});
    expect((await get(`${P}/demo/versions/?privacy_level=hidden`)).status).to.equal(400);
    expect((await get('/api/v3/remote/repositories/?vcs_provider=svn')).status).to.equal(400);
    expect((await get(`${P}/demo/?expand=active_versions.slug.active_versions`)).body).to.deep.equal(['Recursive expansion found']);
    expect((await get(`${P}/demo/?fields=slug.x.slug`)).status).to.equal(400);
    expect((await get(`${P}/demo/?expand=nonsense&fields=`)).body).to.deep.equal({});
    expect((await get('/api/v3/search/?q=project:demo+falcon&page=0')).status).to.equal(400);
    expect((await get('/api/v3/search/?q=')).status).to.equal(400);
    expect((await get(`${P}/demo/builds/?running=perhaps&commit=`)).status).to.equal(200);
  });
});
