import {expect} from '@open-wc/testing';
import {DocsApiClient} from '../../src/api/client.js';
import {DocsApiError, HttpError, InvalidJsonError, NetworkError, SchemaError, TimeoutError, isAbortError} from '../../src/api/errors.js';
import type {Version} from '../../src/api/schemas.js';
import * as constructed from './fixtures/constructed.js';
import {fixture, hangingFetch, json, recordingFetch, rejectionOf, watchUnhandledRejections} from './helpers.js';

const BASE = 'https://api.example/';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compile-time check: `npm run typecheck` fails when the type is not `true`. */
function assertType<_Check extends true>(value: _Check): void {
  expect(value).to.equal(true);
}

// Every test of this file: no request, failed or aborted, leaves an unhandled rejection behind.
let watcher: ReturnType<typeof watchUnhandledRejections>;
beforeEach(() => (watcher = watchUnhandledRejections()));
afterEach(async () => {
  // Rejections are reported after a task; give them a few before checking.
  await new Promise((resolve) => setTimeout(resolve, 20));
  watcher.stop();
  expect(watcher.reasons, 'unhandled rejections').to.deep.equal([]);
});

function clientAnswering(body: unknown, options: {token?: string; apiBase?: string; init?: ResponseInit} = {}) {
  const recorder = recordingFetch(() => json(body, options.init));
  const client = new DocsApiClient({apiBase: options.apiBase ?? BASE, fetch: recorder.fetch, token: options.token});
  return {client, requests: recorder.requests};
}

function params(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

describe('DocsApiClient: query building', () => {
  it('builds the v3 search q from project and version, terms last', async () => {
    const {client, requests} = clientAnswering(constructed.searchV3);
    await client.searchV3({query: '  install  guide ', project: 'demo', version: 'latest'});
    await client.searchV3({query: 'install', project: 'demo'});
    await client.searchV3({query: 'install', project: 'demo', version: '1.0', subprojects: true});
    expect(requests.map((request) => params(request)['q'])).to.deep.equal([
      'project:demo/latest install guide',
      'project:demo install',
      'subprojects:demo/1.0 install',
    ]);
    expect(new URL(requests[0]!.url).pathname).to.equal('/api/v3/search/');
  });

  it('escapes search arguments the reader typed, so they cannot widen the search', async () => {
    const {client, requests} = clientAnswering(constructed.searchV3);
    await client.searchV3({query: 'project:other user:@me key:value', project: 'demo', version: 'latest'});
    expect(params(requests[0]!)['q']).to.equal('project:demo/latest project\\:other user\\:@me key:value');
  });

  it('sends page and a page_size of at most 30', async () => {
    const {client, requests} = clientAnswering(constructed.searchV3);
    await client.searchV3({query: 'x', project: 'demo', version: 'latest', page: 2, pageSize: 50});
    await client.searchV3({query: 'x', project: 'demo', version: 'latest'});
    expect(params(requests[0]!)).to.include({page: '2', page_size: '30'});
    expect(params(requests[1]!)).not.to.have.property('page_size');
  });

  it('sends v2 search parameters separately', async () => {
    const {client, requests} = clientAnswering(constructed.searchV2);
    await client.searchV2({query: ' install ', project: 'demo', version: 'latest', page: 3, pageSize: 10});
    expect(new URL(requests[0]!.url).pathname).to.equal('/api/v2/search/');
    expect(params(requests[0]!)).to.deep.equal({q: 'install', project: 'demo', version: 'latest', page: '3', page_size: '10'});
  });

  it('sends the token on v3 resources only, never on search, embed or v2', async () => {
    const recorder = recordingFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.includes('/search/')) return json(path.includes('v3') ? constructed.searchV3 : constructed.searchV2);
      if (path.includes('/embed/')) return json(constructed.embedV3);
      if (path.startsWith('/api/v2/')) return json(constructed.projectV2);
      return fixture('projects-detail.json').then((body) => json(body));
    });
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch, token: 'secret'});
    await client.getProject('project');
    await client.searchV3({query: 'x', project: 'p'});
    await client.searchV2({query: 'x', project: 'p', version: 'v'});
    await client.embedV3({url: 'https://docs.example/a.html'});
    await client.getProjectV2(7);
    expect(recorder.requests.map((request) => request.headers.get('Authorization'))).to.deep.equal([
      'Token secret',
      null,
      null,
      null,
      null,
    ]);
  });

  it('appends api/v3 to apiBase with or without a trailing slash, keeping a path prefix', async () => {
    const cases: [string, string][] = [
      ['https://host.example', 'https://host.example/api/v3/embed/'],
      ['https://host.example/', 'https://host.example/api/v3/embed/'],
      ['https://host.example/_/', 'https://host.example/_/api/v3/embed/'],
      ['https://host.example/_', 'https://host.example/_/api/v3/embed/'],
      ['https://host.example/a/b//', 'https://host.example/a/b//api/v3/embed/'],
    ];
    for (const [apiBase, expected] of cases) {
      const {client, requests} = clientAnswering(constructed.embedV3, {apiBase});
      await client.embedV3({url: 'https://docs.example/x.html'});
      expect(requests[0]!.url.split('?')[0], apiBase).to.equal(expected);
    }
  });

  it('defaults apiBase to the page origin and resolves a relative one against the page', () => {
    expect(new DocsApiClient().apiBase).to.equal(`${location.origin}/`);
    expect(new DocsApiClient({apiBase: '/_/'}).apiBase).to.equal(`${location.origin}/_/`);
    expect(() => new DocsApiClient({apiBase: 'ftp://host.example/'})).to.throw(TypeError, /http\(s\)/);
  });

  it('percent-encodes odd slugs as single path segments and refuses dot segments', async () => {
    const {client, requests} = clientAnswering(await fixture('projects-versions-detail.json'));
    await client.getVersion('a b/c?d#e', 'v1.0+ü');
    expect(new URL(requests[0]!.url).pathname).to.equal('/api/v3/projects/a%20b%2Fc%3Fd%23e/versions/v1.0%2B%C3%BC/');
    expect(await rejectionOf(client.getProject('..'))).to.be.instanceOf(TypeError);
    expect(await rejectionOf(client.getProject(''))).to.be.instanceOf(TypeError);
    expect(requests).to.have.length(1);
  });

  it('sends expand, fields and omit comma separated and filters as given; fields make the answer sparse', async () => {
    const {client, requests} = clientAnswering({count: 1, next: null, previous: null, results: [{slug: 'v1.0', active: true}]});
    const page = await client.listVersionsPage('project', {
      active: true,
      built: false,
      type: 'tag',
      fields: ['slug', 'active'],
      expand: ['last_build', 'last_build.config'],
      limit: 5,
      offset: 10,
    });
    expect(params(requests[0]!)).to.deep.equal({
      active: 'true',
      built: 'false',
      type: 'tag',
      fields: 'slug,active',
      expand: 'last_build,last_build.config',
      limit: '5',
      offset: '10',
    });
    expect(page.results[0]).to.deep.equal({slug: 'v1.0', active: true});
    // With `fields`, every key is optional in the type as well.
    assertType<Equal<typeof page.results, Partial<Version>[]>>(true);
    type FullPage = Awaited<ReturnType<typeof client.listVersionsPage<{active: true}>>>;
    assertType<Equal<FullPage['results'], Version[]>>(true);
  });
});

describe('DocsApiClient: every endpoint', () => {
  async function upstream(name: string) {
    return fixture(name);
  }

  it('calls each v3 endpoint with the right method and path and parses the answer', async () => {
    const calls: [string, (client: DocsApiClient) => Promise<unknown>, string, string, unknown][] = [
      ['getProject', (c) => c.getProject('p', {expand: ['active_versions']}), 'GET', '/api/v3/projects/p/?expand=active_versions', await upstream('projects-detail.json')],
      ['listProjects', (c) => c.listProjects({name: 'x', language: 'en'}), 'GET', '/api/v3/projects/?name=x&language=en', await upstream('projects-list.json')],
      ['createProject', (c) => c.createProject({name: 'x', repository: {url: 'https://g/x'}}), 'POST', '/api/v3/projects/', await upstream('projects-list_POST.json')],
      ['getVersion', (c) => c.getVersion('p', 'v1.0', {expand: ['last_build']}), 'GET', '/api/v3/projects/p/versions/v1.0/?expand=last_build', await upstream('projects-versions-detail.json')],
      ['listBuilds', (c) => c.listBuilds('p', {running: true, commit: 'abc'}), 'GET', '/api/v3/projects/p/builds/?running=true&commit=abc', await upstream('projects-builds-list.json')],
      ['getBuild', (c) => c.getBuild('p', 1, {expand: ['config']}), 'GET', '/api/v3/projects/p/builds/1/?expand=config', await upstream('projects-builds-detail.json')],
      ['triggerBuild', (c) => c.triggerBuild('p', 'v1.0'), 'POST', '/api/v3/projects/p/versions/v1.0/builds/', await upstream('projects-versions-builds-list_POST.json')],
      ['listSubprojects', (c) => c.listSubprojects('p'), 'GET', '/api/v3/projects/p/subprojects/?limit=100', await upstream('projects-subprojects-list.json')],
      ['getSubproject', (c) => c.getSubproject('p', 'sub'), 'GET', '/api/v3/projects/p/subprojects/sub/', await upstream('projects-subprojects-detail.json')],
      ['createSubproject', (c) => c.createSubproject('p', {child: 'c', alias: 'a'}), 'POST', '/api/v3/projects/p/subprojects/', await upstream('projects-subprojects-list_POST.json')],
      ['getSuperproject', (c) => c.getSuperproject('sub'), 'GET', '/api/v3/projects/sub/superproject/', await upstream('projects-superproject.json')],
      ['listTranslations', (c) => c.listTranslations('p'), 'GET', '/api/v3/projects/p/translations/?limit=100', await upstream('projects-list.json')],
      ['listRedirects', (c) => c.listRedirects('p'), 'GET', '/api/v3/projects/p/redirects/', await upstream('projects-redirects-list.json')],
      ['getRedirect', (c) => c.getRedirect('p', 1), 'GET', '/api/v3/projects/p/redirects/1/', await upstream('projects-redirects-detail.json')],
      ['createRedirect', (c) => c.createRedirect('p', {type: 'page', from_url: '/a', to_url: '/b'}), 'POST', '/api/v3/projects/p/redirects/', await upstream('projects-redirects-list_POST.json')],
      ['updateRedirect', (c) => c.updateRedirect('p', 1, {type: 'page', from_url: '/c', to_url: '/d'}), 'PUT', '/api/v3/projects/p/redirects/1/', await upstream('projects-redirects-detail_PUT.json')],
      ['listEnvironmentVariables', (c) => c.listEnvironmentVariables('p'), 'GET', '/api/v3/projects/p/environmentvariables/', await upstream('projects-environmentvariables-list.json')],
      ['getEnvironmentVariable', (c) => c.getEnvironmentVariable('p', 1), 'GET', '/api/v3/projects/p/environmentvariables/1/', await upstream('projects-environmentvariables-detail.json')],
      ['createEnvironmentVariable', (c) => c.createEnvironmentVariable('p', {name: 'N', value: 'v', public: true}), 'POST', '/api/v3/projects/p/environmentvariables/', await upstream('projects-environmentvariables-list_POST.json')],
      ['syncVersions', (c) => c.syncVersions('p'), 'POST', '/api/v3/projects/p/sync-versions/', await upstream('projects-sync-versions.json')],
      ['listOrganizations', (c) => c.listOrganizations(), 'GET', '/api/v3/organizations/', {count: 1, next: null, previous: null, results: [{slug: 'o', name: 'O', created: 'c', modified: 'm', description: '', disabled: false, email: 'a@b', owners: [{username: 'u'}], url: 'https://o', _links: {_self: 'x', projects: 'y'}}]}],
      ['getOrganization', (c) => c.getOrganization('o'), 'GET', '/api/v3/organizations/o/', {slug: 'o', name: 'O', created: 'c', modified: 'm'}],
      ['listOrganizationProjects', (c) => c.listOrganizationProjects('o'), 'GET', '/api/v3/organizations/o/projects/', await upstream('projects-list.json')],
      ['listRemoteOrganizations', (c) => c.listRemoteOrganizations({name: 'read', vcs_provider: 'github'}), 'GET', '/api/v3/remote/organizations/?name=read&vcs_provider=github', await upstream('remoteorganizations-list.json')],
      ['listRemoteRepositories', (c) => c.listRemoteRepositories({full_name: 'rtd/', organization: 'readthedocs', expand: ['projects', 'remote_organization']}), 'GET', '/api/v3/remote/repositories/?full_name=rtd%2F&organization=readthedocs&expand=projects%2Cremote_organization', await upstream('remoterepositories-list.json')],
    ];
    for (const [name, call, method, path, body] of calls) {
      const {client, requests} = clientAnswering(body, {token: 't'});
      const result = await call(client);
      expect(result, name).to.not.equal(undefined);
      const url = new URL(requests[0]!.url);
      expect(`${requests[0]!.method} ${url.pathname}${url.search}`, name).to.equal(`${method} ${path}`);
      expect(requests[0]!.headers.get('Authorization'), name).to.equal('Token t');
    }
  });

  it('sends write bodies as JSON and resolves 204 answers with undefined', async () => {
    const recorder = recordingFetch(() => new Response(null, {status: 204}));
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch, token: 't'});
    const writes: [Promise<unknown>, string, string, unknown][] = [
      [client.updateProject('p', {tags: ['a'], default_version: 'stable'}), 'PATCH', '/api/v3/projects/p/', {tags: ['a'], default_version: 'stable'}],
      [client.replaceProject('p', {name: 'P', repository: {url: 'https://g/p'}}), 'PUT', '/api/v3/projects/p/', {name: 'P', repository: {url: 'https://g/p'}}],
      [client.updateVersion('p', 'v1', {active: false, hidden: true}), 'PATCH', '/api/v3/projects/p/versions/v1/', {active: false, hidden: true}],
      [client.deleteSubproject('p', 'sub'), 'DELETE', '/api/v3/projects/p/subprojects/sub/', undefined],
      [client.deleteRedirect('p', 3), 'DELETE', '/api/v3/projects/p/redirects/3/', undefined],
      [client.deleteEnvironmentVariable('p', 4), 'DELETE', '/api/v3/projects/p/environmentvariables/4/', undefined],
    ];
    for (const [index, [promise, method, path, body]] of writes.entries()) {
      expect(await promise).to.equal(undefined);
      const request = recorder.requests[index]!;
      expect(`${request.method} ${new URL(request.url).pathname}`).to.equal(`${method} ${path}`);
      const text = await request.text();
      expect(text === '' ? undefined : JSON.parse(text)).to.deep.equal(body);
      if (body !== undefined) expect(request.headers.get('Content-Type')).to.equal('application/json');
    }
  });

  it('resolves a create whose 201 has no body with undefined (the spec does not show one)', async () => {
    const recorder = recordingFetch(() => new Response('', {status: 201}));
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch});
    expect(await client.createSubproject('p', {child: 'c'})).to.equal(undefined);
  });

  it('calls the v2 endpoints', async () => {
    const answers: Record<string, unknown> = {
      '/api/v2/project/': constructed.projectV2List,
      '/api/v2/project/7/': constructed.projectV2,
      '/api/v2/project/7/active_versions/': constructed.activeVersionsV2,
      '/api/v2/version/': constructed.versionV2List,
      '/api/v2/version/21/': constructed.versionV2,
      '/api/v2/build/': constructed.buildV2List,
      '/api/v2/build/99/': constructed.buildV2,
    };
    const recorder = recordingFetch((request) => json(answers[new URL(request.url).pathname] ?? {}, {}));
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch, token: 't'});
    expect((await client.getProjectV2BySlug('demo'))?.id).to.equal(7);
    expect((await client.getProjectV2(7)).slug).to.equal('demo');
    expect((await client.getActiveVersionsV2(7)).versions).to.have.length(2);
    expect((await client.listVersionsV2({projectSlug: 'demo', active: true})).results).to.have.length(1);
    expect((await client.getVersionV2(21)).slug).to.equal('stable');
    expect((await client.listBuildsV2({projectSlug: 'demo', commit: 'a1b2c3'})).results[0]?.id).to.equal(99);
    expect((await client.getBuildV2(99)).length).to.equal(42);
    expect(recorder.requests.map((request) => request.url.replace(BASE, '/'))).to.deep.equal([
      '/api/v2/project/?slug=demo',
      '/api/v2/project/7/',
      '/api/v2/project/7/active_versions/',
      '/api/v2/version/?project__slug=demo&active=true',
      '/api/v2/version/21/',
      '/api/v2/build/?project__slug=demo&commit=a1b2c3',
      '/api/v2/build/99/',
    ]);
    expect(recorder.requests.every((request) => !request.headers.has('Authorization'))).to.be.true;
  });

  it('answers undefined for a v2 slug no project has', async () => {
    const {client} = clientAnswering({count: 0, next: null, previous: null, results: []});
    expect(await client.getProjectV2BySlug('nope')).to.equal(undefined);
  });
});

describe('DocsApiClient: normalized search and embed', () => {
  it('answers a v2 search in the v3 shape', async () => {
    const {client, requests} = clientAnswering(constructed.searchV2);
    const response = await client.search({apiVersion: 2, query: 'install', project: 'demo', version: 'latest'});
    expect(new URL(requests[0]!.url).pathname).to.equal('/api/v2/search/');
    expect(response.results.map((result) => result.project)).to.deep.equal([
      {slug: 'demo', alias: null},
      {slug: 'plugin', alias: 'plug'},
    ]);
    expect(response.results[0]?.version).to.deep.equal({slug: 'latest'});
    expect(response.query).to.equal('install');
    expect(response.projects.map((project) => project.slug)).to.deep.equal(['demo', 'plugin']);
  });

  it('passes a v3 search through, and refuses a v2 search without a version', async () => {
    const {client, requests} = clientAnswering(constructed.searchV3);
    const response = await client.search({apiVersion: 3, query: 'install', project: 'demo', version: 'latest'});
    expect(response.results).to.have.length(2);
    expect(new URL(requests[0]!.url).pathname).to.equal('/api/v3/search/');
    expect(await rejectionOf(client.search({apiVersion: 2, query: 'x', project: 'demo'}))).to.be.instanceOf(TypeError);
  });

  it('joins v2 embed content and takes the fragment from the URL', async () => {
    const {client, requests} = clientAnswering(constructed.embedV2);
    const url = 'https://docs.example/en/latest/install.html#install';
    const embed = await client.embed({apiVersion: 2, url});
    expect(params(requests[0]!)).to.deep.equal({url});
    expect(embed).to.deep.equal({
      url,
      fragment: 'install',
      content: '<div class="section" id="install"><h2>Install</h2></div>',
      external: false,
    });
  });

  it('falls back to embed v3 when v2 answers 410 Gone, but not on other errors', async () => {
    const recorder = recordingFetch((request) =>
      new URL(request.url).pathname.startsWith('/api/v2/')
        ? json({error: 'Embed API v2 has been deprecated'}, {status: 410})
        : json(constructed.embedV3),
    );
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch});
    const embed = await client.embed({apiVersion: 2, url: constructed.embedV3.url, doctool: 'sphinx'});
    expect(embed).to.deep.equal(constructed.embedV3);
    expect(recorder.requests.map((request) => new URL(request.url).pathname)).to.deep.equal(['/api/v2/embed/', '/api/v3/embed/']);
    expect(params(recorder.requests[1]!)).to.deep.equal({url: constructed.embedV3.url, doctool: 'sphinx'});

    const {client: missing} = clientAnswering({error: "Can't find content"}, {init: {status: 404}});
    const error = await rejectionOf(missing.embed({apiVersion: 2, url: 'https://docs.example/a.html'}));
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(404);
  });
});

describe('DocsApiClient: malformed answers', () => {
  async function failureOf(
    response: () => Response,
    call: (client: DocsApiClient) => Promise<unknown> = (client) => client.searchV3({query: "x", project: "demo"}),
  ) {
    const client = new DocsApiClient({apiBase: BASE, fetch: async () => response()});
    return rejectionOf(call(client));
  }

  it('404 with a JSON detail: HttpError with the parsed body, the detail in the message', async () => {
    const error = await failureOf(
      () => json({detail: 'No Project matches the given query.'}, {status: 404, statusText: 'Not Found'}),
      (client) => client.getProject('nope'),
    );
    expect(error).to.be.instanceOf(HttpError);
    const http = error as HttpError;
    expect(http.status).to.equal(404);
    expect(http.body).to.deep.equal({detail: 'No Project matches the given query.'});
    expect(http.message).to.contain('404').and.contain('No Project matches').and.contain('getProject');
    expect(http.request).to.deep.equal({url: `${BASE}api/v3/projects/nope/`, operation: 'getProject'});
  });

  it('400 validation errors: the fields and messages in the message', async () => {
    const error = (await failureOf(
      () => json({q: ['This query parameter is required']}, {status: 400}),
    )) as HttpError;
    expect(error.message).to.contain('q: This query parameter is required');
    const nested = (await failureOf(
      () => json({repository: {url: ['Invalid scheme for URL']}, name: ['This field is required.']}, {status: 400}),
      (client) => client.createProject({name: '', repository: {url: 'ssh://x'}}),
    )) as HttpError;
    expect(nested.message).to.contain('repository.url: Invalid scheme for URL; name: This field is required.');
    const bare = (await failureOf(() => json(['Invalid page'], {status: 400}))) as HttpError;
    expect(bare.message).to.contain('HTTP 400: Invalid page');
  });

  it('429: retryAfter from delta seconds or an HTTP-date', async () => {
    const seconds = (await failureOf(() => json({detail: 'Request was throttled.'}, {status: 429, headers: {'Retry-After': '7'}}))) as HttpError;
    expect(seconds.retryAfter).to.equal(7);
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const date = (await failureOf(() => json({}, {status: 429, headers: {'Retry-After': inTwoMinutes}}))) as HttpError;
    expect(date.retryAfter).to.be.within(118, 121);
    const none = (await failureOf(() => json({}, {status: 503}))) as HttpError;
    expect(none.retryAfter).to.equal(undefined);
  });

  it('500 with a non-JSON body: HttpError carrying the text', async () => {
    const error = (await failureOf(
      () => new Response('<html><body>Bad Gateway</body></html>', {status: 500, headers: {'Content-Type': 'text/html'}}),
    )) as HttpError;
    expect(error).to.be.instanceOf(HttpError);
    expect(error.status).to.equal(500);
    expect(error.body).to.equal('<html><body>Bad Gateway</body></html>');
    expect(error.message).to.match(/HTTP 500: Bad Gateway \(/);
  });

  it('200 with HTML instead of JSON: InvalidJsonError, a SchemaError of the whole body', async () => {
    const error = await failureOf(() => new Response('<!doctype html><title>Log in</title>', {headers: {'Content-Type': 'text/html'}}));
    expect(error).to.be.instanceOf(InvalidJsonError).and.instanceOf(SchemaError);
    expect((error as InvalidJsonError).path).to.deep.equal([]);
    expect((error as Error).message).to.contain('HTML').and.contain('text/html');
    expect((error as InvalidJsonError).bodyExcerpt).to.contain('Log in');
  });

  it('200 with an empty body: InvalidJsonError saying so', async () => {
    const error = await failureOf(() => new Response('', {headers: {'Content-Type': 'application/json'}}));
    expect(error).to.be.instanceOf(InvalidJsonError);
    expect((error as Error).message).to.contain('empty');
  });

  it('204 where a body is promised: InvalidJsonError, not undefined typed as data', async () => {
    const error = await failureOf(() => new Response(null, {status: 204}), (client) => client.getProject('p'));
    expect(error).to.be.instanceOf(InvalidJsonError);
  });

  it('200 with JSON cut short: InvalidJsonError', async () => {
    const text = JSON.stringify(constructed.searchV3);
    const error = await failureOf(() => new Response(text.slice(0, text.length / 2), {headers: {'Content-Type': 'application/json'}}));
    expect(error).to.be.instanceOf(InvalidJsonError);
    expect((error as Error).message).to.contain('not valid JSON');
  });

  it('200 with a wrong type: SchemaError with the path and a message naming the field', async () => {
    const bad = structuredClone(constructed.searchV3) as {results: Record<string, unknown>[]};
    bad.results[1]!['title'] = 12;
    const error = (await failureOf(() => json(bad))) as SchemaError;
    expect(error).to.be.instanceOf(SchemaError);
    expect(error).not.to.be.instanceOf(InvalidJsonError);
    expect(error.path).to.deep.equal(['results', 1, 'title']);
    expect(error.message).to.contain('results[1].title: expected string, got number');
    expect(error.issues).to.have.length(1);
  });

  it('200 with a wrong type inside a search block: the block keeps its index and the message says what arrived', async () => {
    const bad = structuredClone(constructed.searchV3) as {results: {blocks: Record<string, unknown>[]}[]};
    bad.results[0]!.blocks[2]!['content'] = 42;
    const error = (await failureOf(() => json(bad))) as SchemaError;
    expect(error.path).to.deep.equal(['results', 0, 'blocks', 2, 'content']);
    expect(error.message).to.contain('results[0].blocks[2].content: expected string, got number');
  });

  it('200 with a missing field: SchemaError saying it is missing', async () => {
    const {embedV3} = constructed;
    const withoutContent: Partial<typeof embedV3> = {...embedV3};
    delete withoutContent.content;
    const error = (await failureOf(() => json(withoutContent), (client) => client.embedV3({url: embedV3.url}))) as SchemaError;
    expect(error.path).to.deep.equal(['content']);
    expect(error.message).to.contain('content: expected string, got nothing (missing)');
  });

  it('a fetch that rejects (offline, CORS): NetworkError with the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const client = new DocsApiClient({apiBase: BASE, fetch: () => Promise.reject(cause)});
    const error = (await rejectionOf(client.getProject('p'))) as NetworkError;
    expect(error).to.be.instanceOf(NetworkError).and.instanceOf(DocsApiError);
    expect(error.cause).to.equal(cause);
    expect(error.message).to.contain('Failed to fetch');
    expect(isAbortError(error)).to.be.false;
  });

  it('a real network failure through the browser fetch: NetworkError', async () => {
    // Port 9 (discard) on the loopback refuses connections: the browser's own fetch rejects with a TypeError.
    const client = new DocsApiClient({apiBase: 'http://127.0.0.1:9/'});
    expect(await rejectionOf(client.getProject('p'))).to.be.instanceOf(NetworkError);
  });

  it('no answer within timeoutMs: TimeoutError, whether or not the fetch honours the signal', async () => {
    for (const fetch of [hangingFetch, () => new Promise<Response>(() => {})]) {
      const client = new DocsApiClient({apiBase: BASE, fetch, timeoutMs: 30});
      const error = (await rejectionOf(client.getProject('p'))) as TimeoutError;
      expect(error).to.be.instanceOf(TimeoutError);
      expect(error.timeoutMs).to.equal(30);
      expect(isAbortError(error)).to.be.false;
    }
  });

  it('a body that stalls past timeoutMs: TimeoutError', async () => {
    const stalled = new ReadableStream({start: (controller) => controller.enqueue(new TextEncoder().encode('{"count":'))});
    const client = new DocsApiClient({apiBase: BASE, fetch: async () => new Response(stalled), timeoutMs: 30});
    expect(await rejectionOf(client.searchV3({query: 'x'}))).to.be.instanceOf(TimeoutError);
  });
});

describe('DocsApiClient: caller abort is never an error', () => {

  it('rejects with the signal reason itself while the request is in flight', async () => {
    const client = new DocsApiClient({apiBase: BASE, fetch: hangingFetch});
    const controller = new AbortController();
    const pending = client.searchV3({query: 'x', project: 'demo', signal: controller.signal});
    const reason = new DOMException('superseded', 'AbortError');
    controller.abort(reason);
    const error = await rejectionOf(pending);
    expect(error).to.equal(reason);
    expect(isAbortError(error)).to.be.true;
    expect(error).not.to.be.instanceOf(DocsApiError);
  });

  it('never sends a request whose signal is already aborted', async () => {
    const recorder = recordingFetch(() => json(constructed.searchV3));
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch});
    const error = await rejectionOf(client.searchV3({query: 'x'}, {signal: AbortSignal.abort()}));
    expect(isAbortError(error)).to.be.true;
    expect(recorder.requests).to.have.length(0);
  });

  it('recognizes any reason object, and turns a primitive reason into an AbortError', async () => {
    const client = new DocsApiClient({apiBase: BASE, fetch: hangingFetch});
    const custom = new Error('closed by the reader');
    const first = new AbortController();
    const pendingFirst = client.getProject('p', {signal: first.signal});
    first.abort(custom);
    const firstError = await rejectionOf(pendingFirst);
    expect(firstError).to.equal(custom);
    expect(isAbortError(firstError)).to.be.true;

    const second = new AbortController();
    const pendingSecond = client.getProject('p', {}, {signal: second.signal});
    second.abort('left the link');
    const secondError = await rejectionOf(pendingSecond);
    expect(secondError).to.be.instanceOf(DOMException);
    expect((secondError as DOMException).name).to.equal('AbortError');
    expect(isAbortError(secondError)).to.be.true;
  });

  it('aborts even when the injected fetch ignores the signal, and drops an answer that arrives later', async () => {
    let answer!: (response: Response) => void;
    const client = new DocsApiClient({apiBase: BASE, fetch: () => new Promise((resolve) => (answer = resolve))});
    const controller = new AbortController();
    const pending = client.embedV3({url: 'https://docs.example/a.html', signal: controller.signal});
    controller.abort();
    answer(json(constructed.embedV3));
    expect(isAbortError(await rejectionOf(pending))).to.be.true;
  });

  it('an abort while the body is being read is an abort, not a network error', async () => {
    const stalled = new ReadableStream({start: (controller) => controller.enqueue(new TextEncoder().encode('{'))});
    const client = new DocsApiClient({apiBase: BASE, fetch: async () => new Response(stalled)});
    const controller = new AbortController();
    const pending = client.searchV3({query: 'x', signal: controller.signal});
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect(isAbortError(await rejectionOf(pending))).to.be.true;
  });

  it('tells abort from timeout in browsers without AbortSignal.any', async () => {
    const signalClass = AbortSignal as unknown as {any: unknown};
    const original = signalClass.any;
    signalClass.any = undefined;
    try {
      const client = new DocsApiClient({apiBase: BASE, fetch: hangingFetch, timeoutMs: 30});
      const controller = new AbortController();
      expect(await rejectionOf(client.getProject('p', {signal: controller.signal}))).to.be.instanceOf(TimeoutError);
      const pending = client.getProject('p', {signal: controller.signal});
      controller.abort();
      expect(isAbortError(await rejectionOf(pending))).to.be.true;
    } finally {
      signalClass.any = original;
    }
  });

  it('an abort racing an error answer still rejects with the abort', async () => {
    const controller = new AbortController();
    const client = new DocsApiClient({
      apiBase: BASE,
      fetch: async () => {
        controller.abort();
        return json({detail: 'boom'}, {status: 500});
      },
    });
    expect(isAbortError(await rejectionOf(client.getProject('p', {signal: controller.signal})))).to.be.true;
  });
});

describe('DocsApiClient: pagination', () => {
  const version = async (slug: string) => ({...(await fixture<object>('projects-versions-detail.json')), slug});

  it('follows next links verbatim through every page and stops on next: null', async () => {
    // Odd but valid links: another parameter order, a cursor, a path prefix; they must be requested exactly as given.
    const pages: Record<string, unknown> = {
      [`${BASE}api/v3/projects/demo/versions/?active=true&limit=100`]: {
        count: 5,
        next: `${BASE}api/v3/projects/demo/versions/?offset=2&active=true&limit=2&cursor=a%2Cb`,
        previous: null,
        results: [await version('a'), await version('b')],
      },
      [`${BASE}api/v3/projects/demo/versions/?offset=2&active=true&limit=2&cursor=a%2Cb`]: {
        count: 5,
        next: `${BASE}_/api/v3/projects/demo/versions/?limit=2&offset=4`,
        previous: `${BASE}api/v3/projects/demo/versions/?limit=2`,
        results: [await version('c'), await version('d')],
      },
      [`${BASE}_/api/v3/projects/demo/versions/?limit=2&offset=4`]: {
        count: 5,
        next: null,
        previous: `${BASE}api/v3/projects/demo/versions/?limit=2&offset=2`,
        results: [await version('e')],
      },
    };
    const recorder = recordingFetch((request) => (request.url in pages ? json(pages[request.url]) : json({detail: 'no'}, {status: 404})));
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch, token: 't'});
    const versions = await client.listVersions('demo', {active: true});
    expect(versions.map((v) => v.slug)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(recorder.requests.map((request) => request.url)).to.deep.equal(Object.keys(pages));
    expect(recorder.requests.every((request) => request.headers.get('Authorization') === 'Token t')).to.be.true;
  });

  it('guards against a next link that loops back', async () => {
    const first = `${BASE}api/v3/projects/demo/versions/?limit=100`;
    const second = `${BASE}api/v3/projects/demo/versions/?limit=100&offset=100`;
    const recorder = recordingFetch(async (request) =>
      json({count: 300, next: request.url === first ? second : first, previous: null, results: [await version(request.url)]}),
    );
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch});
    const error = (await rejectionOf(client.listVersions('demo'))) as DocsApiError;
    expect(error.name).to.equal('PaginationError');
    expect(error).to.be.instanceOf(DocsApiError);
    expect(error.message).to.contain('repeats').and.contain(first);
    expect(recorder.requests).to.have.length(2);
  });

  it('does not send the token to a next link on another origin, and refuses a non-http next', async () => {
    const recorder = recordingFetch(async (request) =>
      json({
        count: 2,
        next: request.url.startsWith(BASE) ? 'https://elsewhere.example/page2' : null,
        previous: null,
        results: [await version('x')],
      }),
    );
    const client = new DocsApiClient({apiBase: BASE, fetch: recorder.fetch, token: 't'});
    await client.listVersions('demo');
    expect(recorder.requests.map((request) => request.headers.get('Authorization'))).to.deep.equal(['Token t', null]);

    const {client: sneaky} = clientAnswering({count: 2, next: 'javascript:alert(1)', previous: null, results: []});
    expect(((await rejectionOf(sneaky.listVersions('demo'))) as Error).name).to.equal('PaginationError');
  });

  it('listVersionsPage answers one page, envelope included', async () => {
    const body = {count: 30, next: `${BASE}api/v3/projects/demo/versions/?limit=10&offset=10`, previous: null, results: [await version('a')]};
    const {client, requests} = clientAnswering(body);
    const page = await client.listVersionsPage('demo', {limit: 10});
    expect(page.count).to.equal(30);
    expect(page.next).to.equal(body.next);
    expect(requests).to.have.length(1);
  });
});
