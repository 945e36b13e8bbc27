/**
 * What the reference API does beyond single answers: pagination links, fields/omit/expand, filters and ordering,
 * builds moving through their states by the clock, version (de)activation reaching search and embed, redirect
 * positions, rate limits, latency with abort, fault injection, reset, and dataset validation.
 */

import {expect} from '@open-wc/testing';
import {createReferenceApi, DatasetError, parseDataset} from '../../src/reference-api/index.js';
import {BUILD_RUN_MS} from '../../src/reference-api/build-progress.js';
import {call, dataset, ORIGIN} from './fixtures.js';

const P = '/api/v3/projects';

function clock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let time = start;
  return {now: () => time, advance: (ms: number) => (time += ms)};
}

describe('reference API pagination', () => {
  it('builds absolute next/previous links with sorted, re-encoded parameters', async () => {
    const api = createReferenceApi({data: dataset()});
    const first = (await call(api, 'GET', `${P}/demo/versions/?limit=2&fields=slug,verbose_name`)).body;
    expect(first.count).to.equal(6);
    expect(first.results).to.have.length(2);
    expect(first.previous).to.equal(null);
    expect(first.next).to.equal(`${ORIGIN}${P}/demo/versions/?fields=slug%2Cverbose_name&limit=2&offset=2`);
    const second = (await call(api, 'GET', first.next.slice(ORIGIN.length))).body;
    expect(second.previous).to.equal(`${ORIGIN}${P}/demo/versions/?fields=slug%2Cverbose_name&limit=2`);
    const third = (await call(api, 'GET', second.next.slice(ORIGIN.length))).body;
    expect(third.previous).to.equal(`${ORIGIN}${P}/demo/versions/?fields=slug%2Cverbose_name&limit=2&offset=2`);
    expect(third.next).to.equal(null);
    const all = [...first.results, ...second.results, ...third.results].map((version: {slug: string}) => version.slug);
    expect(all).to.deep.equal(['v2.0', 'v1.0', 'stable', 'secret', 'old', 'latest']);
    const encoded = (await call(api, 'GET', `${P}/demo/versions/?limit=1&verbose_name=a b:*`)).body;
    expect(encoded.count).to.equal(0);
    const many = (await call(api, 'GET', `${P}/demo/versions/?limit=1&slug=e`)).body;
    expect(many.next).to.equal(`${ORIGIN}${P}/demo/versions/?limit=1&offset=1&slug=e`);
    const special = (await call(api, 'GET', `${P}/demo/versions/?limit=1&slug=${encodeURIComponent('l a:*')}&offset=0`)).body;
    expect(special.next ?? 'none').to.equal('none');
  });

  it('encodes next links like Python (`,` `*` `:` percent-encoded, space as +)', async () => {
    const api = createReferenceApi({data: dataset()});
    const page = (await call(api, 'GET', `${P}/demo/builds/?limit=1&x=${encodeURIComponent('a b,c*d:e')}`)).body;
    expect(page.count).to.be.greaterThan(1);
    expect(page.next).to.equal(`${ORIGIN}${P}/demo/builds/?limit=1&offset=1&x=a+b%2Cc%2Ad%3Ae`);
  });
});

describe('reference API fields, omit and expand', () => {
  const api = createReferenceApi({data: dataset()});
  const get = async (path: string) => (await call(api, 'GET', path, {as: 'ann'})).body;

  it('keeps or drops top-level keys', async () => {
    expect(Object.keys(await get(`${P}/demo/?fields=slug,name`))).to.deep.equal(['name', 'slug']);
    expect(await get(`${P}/demo/?fields=`)).to.deep.equal({});
    const omitted = await get(`${P}/demo/?omit=_links,id`);
    expect(omitted).to.not.have.any.keys('_links', 'id');
    expect(omitted).to.have.property('slug');
    expect(Object.keys(await get(`${P}/demo/?fields=slug&fields=id`))).to.deep.equal(['id', 'slug']);
  });

  it('reaches into expanded objects only', async () => {
    expect(Object.keys((await get(`${P}/demo/?fields=_links._self`))._links)).to.have.length(10);
    expect(Object.keys((await get(`${P}/demo/?omit=_links._self`))._links)).to.include('_self');
    const expanded = await get(`${P}/demo/?expand=active_versions&fields=slug,active_versions.slug`);
    expect(expanded).to.deep.equal({
      active_versions: {latest: {slug: 'latest'}, stable: {slug: 'stable'}, 'v1.0': {slug: 'v1.0'}, 'v2.0': {slug: 'v2.0'}},
      slug: 'demo',
    });
    const nested = await get(`${P}/demo/?expand=active_versions.last_build&omit=active_versions.urls`);
    expect(nested.active_versions['v1.0'].last_build.id).to.equal(900);
    expect(nested.active_versions['v1.0'].last_build).to.not.have.property('config');
    expect(nested.active_versions['v1.0']).to.not.have.property('urls');
    const config = await get(`${P}/demo/?expand=active_versions.last_build.config`);
    expect(config.active_versions.latest.last_build.config).to.have.property('formats');
  });

  it('expands only what is permitted, all with * or ~all, nothing that fields excludes', async () => {
    expect(await get(`${P}/demo/?fields=slug&expand=active_versions`)).to.deep.equal({slug: 'demo'});
    expect(await get(`${P}/demo/?expand=*`)).to.include.keys('active_versions', 'permissions');
    expect(await get(`${P}/demo/?expand=~all`)).to.not.have.property('organization');
    expect(await get(`${P}/demo/?expand=bogus`)).to.not.have.property('bogus');
    const list = await get(`${P}/?expand=active_versions.last_build`);
    expect(list.results[0].active_versions.latest).to.not.have.property('last_build');
    expect((await get(`${P}/demo/versions/?expand=last_build`)).results[0]).to.not.have.property('last_build');
    expect(await get(`${P}/demo/versions/latest/?expand=last_build`)).to.have.property('last_build');
    expect((await get(`${P}/demo/translations/?expand=active_versions`)).results[0]).to.not.have.property('active_versions');
    expect((await get(`${P}/demo/builds/?expand=config`)).results[0]).to.have.property('config');
    const repositories = await get('/api/v3/remote/repositories/?expand=remote_organization');
    const [loose, demo] = repositories.results;
    expect(loose.full_name).to.equal('ann/loose');
    expect(loose).to.not.have.property('remote_organization');
    expect(demo.remote_organization.slug).to.equal('ann-org');
    expect(demo).to.not.have.property('projects');
    const business = createReferenceApi({data: dataset(), business: true});
    const organization = (await call(business, 'GET', `${P}/demo/?expand=organization,teams`, {as: 'ann'})).body;
    expect(organization.organization.slug).to.equal('acme');
    expect(organization.teams).to.deep.equal([{name: 'readers', slug: 'readers'}]);
  });
});

describe('reference API filters and ordering', () => {
  const api = createReferenceApi({data: dataset()});
  const slugs = async (path: string, key = 'slug') =>
    ((await call(api, 'GET', path, {as: 'ann'})).body.results as Array<Record<string, unknown>>).map((item) => item[key]);

  it('filters projects, versions, builds and remote resources', async () => {
    expect(await slugs(`${P}/?limit=50`)).to.deep.equal(['child', 'demo', 'demo-es', 'lonely', 'private-docs', 'single']);
    expect(await slugs(`${P}/?name=DEMO`)).to.deep.equal(['demo', 'demo-es']);
    expect(await slugs(`${P}/?language=es`)).to.deep.equal(['demo-es']);
    expect(await slugs(`${P}/?programming_language=py`)).to.deep.equal(['demo']);
    expect(await slugs(`${P}/demo/versions/?active=false`)).to.deep.equal(['old']);
    expect(await slugs(`${P}/demo/versions/?built=TRUE&type=branch`)).to.deep.equal(['latest']);
    expect(await slugs(`${P}/demo/versions/?privacy_level=private`)).to.deep.equal(['secret']);
    expect(await slugs(`${P}/demo/versions/?verbose_name=v&limit=20`)).to.deep.equal(['v2.0', 'v1.0']);
    expect(await slugs(`${P}/demo/builds/?commit=abc123`, 'id')).to.deep.equal([900]);
    expect(await slugs(`${P}/demo/builds/?running=1`, 'id')).to.deep.equal([]);
    expect(await slugs('/api/v3/remote/repositories/?vcs_provider=gitlab', 'full_name')).to.deep.equal(['ann/loose']);
    expect(await slugs('/api/v3/remote/repositories/?organization=ann-org', 'full_name')).to.deep.equal(['ann-org/demo']);
    expect(await slugs('/api/v3/remote/organizations/?name=ann')).to.deep.equal(['ann-org']);
    expect(await slugs('/api/v3/remote/organizations/?vcs_provider=gitlab')).to.deep.equal([]);
  });

  it('refuses unfiltered v2 lists with 410', async () => {
    for (const path of ['/api/v2/project/', '/api/v2/version/', '/api/v2/build/']) {
      const answer = await call(api, 'GET', path);
      expect(answer.status, path).to.equal(410);
      expect(answer.body.error).to.equal('disabled');
    }
    expect((await call(api, 'GET', '/api/v2/build/?commit=abc123')).body.count).to.equal(1);
    expect((await call(api, 'GET', '/api/v2/version/?project__slug=demo&active=false')).body.count).to.equal(1);
  });
});

describe('reference API builds and version activation', () => {
  it('moves a triggered build through its states by the clock and marks the version built', async () => {
    const time = clock();
    const api = createReferenceApi({data: dataset(), now: time.now});
    const trigger = await call(api, 'POST', `${P}/demo/versions/v1.0/builds/`, {as: 'ann'});
    const id = trigger.body.build.id;
    const seen: string[] = [];
    for (let step = 0; step <= BUILD_RUN_MS; step += 500) {
      const build = (await call(api, 'GET', `${P}/demo/builds/${id}/`)).body;
      if (seen.at(-1) !== build.state.code) seen.push(build.state.code);
      time.advance(500);
    }
    expect(seen).to.deep.equal(['triggered', 'cloning', 'installing', 'building', 'finished']);
    const finished = (await call(api, 'GET', `${P}/demo/builds/${id}/`)).body;
    expect(finished).to.include({success: true, error: '', duration: 5});
    expect(finished.commit).to.be.a('string');
    expect((await call(api, 'GET', `${P}/demo/builds/?running=true`)).body.count).to.equal(0);
  });

  it('deactivating a version removes it from search and embed; activating rebuilds and publishes it again', async () => {
    const time = clock();
    const api = createReferenceApi({data: dataset(), now: time.now});
    const search = async () => (await call(api, 'GET', '/api/v3/search/?q=project:demo/v2.0+falcon')).body.count;
    const embed = async () =>
      (await call(api, 'GET', `/api/v3/embed/?url=${encodeURIComponent(`${ORIGIN}/docs/demo/en/v2.0/index.html`)}`)).status;
    expect(await search()).to.be.greaterThan(0);
    expect(await embed()).to.equal(200);

    expect((await call(api, 'PATCH', `${P}/demo/versions/v2.0/`, {as: 'ann', body: {active: false}})).status).to.equal(204);
    const inactive = (await call(api, 'GET', `${P}/demo/versions/v2.0/`)).body;
    expect(inactive).to.include({active: false, built: false});
    expect(await search()).to.equal(0);
    expect(await embed()).to.equal(404);

    expect((await call(api, 'PATCH', `${P}/demo/versions/v2.0/`, {as: 'ann', body: {active: true}})).status).to.equal(204);
    const running = (await call(api, 'GET', `${P}/demo/versions/v2.0/?expand=last_build`)).body;
    expect(running.active).to.equal(true);
    expect(running.built).to.equal(false);
    expect(running.last_build.state.code).to.equal('triggered');
    expect(await search()).to.equal(0);
    time.advance(BUILD_RUN_MS);
    expect((await call(api, 'GET', `${P}/demo/versions/v2.0/`)).body.built).to.equal(true);
    expect(await search()).to.be.greaterThan(0);
    expect(await embed()).to.equal(200);
  });

  it('creates a project with a latest version and a queued first build', async () => {
    const time = clock();
    const api = createReferenceApi({data: dataset(), now: time.now});
    const created = await call(api, 'POST', `${P}/`, {as: 'bob', body: {name: 'My Great_Docs!', repository: {url: 'https://gitlab.com/b/c'}, language: 'fr'}});
    expect(created.status).to.equal(201);
    expect(created.body).to.include({slug: 'my-great-docs', name: 'My Great_Docs!', default_version: 'latest'});
    expect(created.body.users).to.deep.equal([{username: 'bob'}]);
    const builds = (await call(api, 'GET', `${P}/my-great-docs/builds/`)).body;
    expect(builds.count).to.equal(1);
    expect(builds.results[0].state.code).to.equal('triggered');
    expect((await call(api, 'GET', `${P}/`, {as: 'bob'})).body.results.map((project: {slug: string}) => project.slug)).to.deep.equal(['my-great-docs', 'other']);
  });

  it('updates projects: PATCH partially, PUT fully, tags replaced, slug fixed, single_version and scheme kept consistent', async () => {
    const api = createReferenceApi({data: dataset()});
    expect((await call(api, 'PATCH', `${P}/demo/`, {as: 'ann', body: {tags: ['z', 'a'], slug: 'ignored', single_version: true}})).status).to.equal(204);
    const patched = (await call(api, 'GET', `${P}/demo/`)).body;
    expect(patched).to.include({slug: 'demo', name: 'Demo', single_version: true, versioning_scheme: 'single_version_without_translations'});
    expect(patched.tags).to.deep.equal(['a', 'z']);
    expect(patched.urls.documentation).to.equal(`${ORIGIN}/docs/demo/`);
    await call(api, 'PUT', `${P}/demo/`, {as: 'ann', body: {name: 'Put', repository: {url: 'https://github.com/n/m'}, versioning_scheme: 'multiple_versions_with_translations'}});
    const put = (await call(api, 'GET', `${P}/demo/`)).body;
    expect(put).to.include({name: 'Put', single_version: false});
    expect(put.repository).to.deep.equal({url: 'https://github.com/n/m', type: 'git'});
    expect(put.tags).to.deep.equal(['a', 'z']);
  });

  it('keeps redirect positions contiguous when inserting, moving and deleting', async () => {
    const api = createReferenceApi({data: dataset()});
    const order = async () =>
      ((await call(api, 'GET', `${P}/demo/redirects/`, {as: 'ann'})).body.results as Array<{pk: number; position: number}>).map(
        (redirect) => [redirect.pk, redirect.position],
      );
    expect(await order()).to.deep.equal([[1, 0], [2, 1]]);
    const top = (await call(api, 'POST', `${P}/demo/redirects/`, {as: 'ann', body: {type: 'page', from_url: '/c', to_url: 'd'}})).body;
    expect(top.to_url).to.equal('/d');
    const end = (await call(api, 'POST', `${P}/demo/redirects/`, {as: 'ann', body: {type: 'exact', from_url: '/e/', to_url: 'https://x.example/f', position: 99}})).body;
    expect(end).to.include({from_url: '/e', to_url: 'https://x.example/f', position: 3});
    expect(await order()).to.deep.equal([[top.pk, 0], [1, 1], [2, 2], [end.pk, 3]]);
    await call(api, 'PATCH', `${P}/demo/redirects/${end.pk}/`, {as: 'ann', body: {position: 1}});
    expect(await order()).to.deep.equal([[top.pk, 0], [end.pk, 1], [1, 2], [2, 3]]);
    await call(api, 'DELETE', `${P}/demo/redirects/1/`, {as: 'ann'});
    expect(await order()).to.deep.equal([[top.pk, 0], [end.pk, 1], [2, 2]]);
  });
});

describe('reference API business project creation and methods', () => {
  it('needs an organization the caller may create projects in; projects start private', async () => {
    const api = createReferenceApi({data: dataset(), business: true});
    const body = {name: 'Corp Docs', repository: {url: 'https://github.com/acme/corp'}};
    expect((await call(api, 'POST', `${P}/`, {as: 'carol', body})).body).to.deep.equal({organization: ['This field is required.']});
    expect((await call(api, 'POST', `${P}/`, {as: 'bob', body: {...body, organization: 'acme'}})).body).to.deep.equal({
      organization: ['You do not have permission to create projects in this organization.'],
    });
    expect((await call(api, 'POST', `${P}/`, {as: 'ann', body: {...body, organization: 'acme'}})).body).to.deep.equal({
      organization: ['Object with slug=acme does not exist.'],
    });
    const created = await call(api, 'POST', `${P}/`, {as: 'carol', body: {...body, organization: 'acme', teams: 'docs-admins'}});
    expect(created.status).to.equal(201);
    expect(created.body.privacy_level).to.equal('private');
    expect((await call(api, 'GET', `${P}/corp-docs/`, {as: 'dave'})).status, 'the admin team maintains it').to.equal(200);
    expect((await call(api, 'GET', `${P}/corp-docs/`, {as: 'bob'})).status).to.equal(404);
  });

  it('answers HEAD like GET without a body and OPTIONS with the allowed methods', async () => {
    const api = createReferenceApi({data: dataset()});
    const head = await call(api, 'HEAD', `${P}/demo/`);
    expect(head.status).to.equal(200);
    expect(head.text).to.equal('');
    expect((await call(api, 'OPTIONS', `${P}/demo/redirects/1/`)).status, 'checked like a read').to.equal(401);
    const options = await call(api, 'OPTIONS', `${P}/demo/redirects/1/`, {as: 'ann'});
    expect(options.status).to.equal(200);
    expect(options.headers.get('allow')).to.equal('GET, PUT, PATCH, DELETE, HEAD, OPTIONS');
  });
});

describe('reference API rate limits, latency, faults and reset', () => {
  it('throttles only when asked: anonymous 5/minute with Retry-After, users 60/minute', async () => {
    const time = clock();
    const api = createReferenceApi({data: dataset(), throttle: true, now: time.now});
    for (let index = 0; index < 5; index++) expect((await call(api, 'GET', `${P}/demo/`)).status).to.equal(200);
    time.advance(10_000);
    const throttled = await call(api, 'GET', `${P}/demo/`);
    expect(throttled.status).to.equal(429);
    expect(throttled.headers.get('retry-after')).to.equal('50');
    expect(throttled.body).to.deep.equal({detail: 'Request was throttled. Expected available in 50 seconds.'});
    expect((await call(api, 'GET', `${P}/demo/`, {as: 'ann'})).status, 'users have their own bucket').to.equal(200);
    expect((await call(api, 'GET', '/api/v2/project/1/')).status, 'v2 is not throttled').to.equal(200);
    time.advance(50_000);
    expect((await call(api, 'GET', `${P}/demo/`)).status).to.equal(200);
    const open = createReferenceApi({data: dataset()});
    for (let index = 0; index < 20; index++) expect((await call(open, 'GET', `${P}/demo/`)).status).to.equal(200);
  });

  it('throttles search v3 at 100/minute and leaves v2 search and embed alone', async () => {
    const time = clock();
    const api = createReferenceApi({data: dataset(), throttle: true, now: time.now});
    for (let index = 0; index < 100; index++) {
      expect((await call(api, 'GET', '/api/v3/search/?q=project:demo+x')).status).to.equal(200);
    }
    const throttled = await call(api, 'GET', '/api/v3/search/?q=project:demo+x');
    expect(throttled.status).to.equal(429);
    expect(throttled.headers.get('retry-after')).to.equal('60');
    expect((await call(api, 'GET', '/api/v2/search/?q=x&project=demo&version=latest')).status).to.equal(200);
    const url = encodeURIComponent(`${ORIGIN}/docs/demo/en/latest/index.html`);
    for (let index = 0; index < 10; index++) expect((await call(api, 'GET', `/api/v3/embed/?url=${url}`)).status).to.equal(200);
  });

  it('answers search and embed through the same pipeline as every endpoint (HEAD, OPTIONS, 405, /_/api/, throttle)', async () => {
    const time = clock();
    const api = createReferenceApi({data: dataset(), throttle: true, now: time.now});
    const url = encodeURIComponent(`${ORIGIN}/docs/demo/en/latest/index.html`);
    for (const path of ['/api/v3/search/?q=project:demo+x', '/api/v2/search/?q=x&project=demo&version=latest', `/api/v3/embed/?url=${url}`]) {
      const head = await call(api, 'HEAD', path);
      expect(head.status, `HEAD ${path}`).to.equal(200);
      expect(head.text, `HEAD ${path} has no body`).to.equal('');
      const options = await call(api, 'OPTIONS', path);
      expect(options.status, `OPTIONS ${path}`).to.equal(200);
      expect(options.headers.get('allow'), `OPTIONS ${path}`).to.equal('GET, HEAD, OPTIONS');
      const post = await call(api, 'POST', path);
      expect(post.status, `POST ${path}`).to.equal(405);
      expect(post.headers.get('allow'), `POST ${path}`).to.equal('GET, HEAD, OPTIONS');
      expect(post.body).to.deep.equal({detail: 'Method "POST" not allowed.'});
    }
    // The docs domain's /_/api/ search shares the caller's search rate (the three calls above counted too).
    for (let index = 0; index < 97; index++) {
      expect((await call(api, 'GET', '/_/api/v3/search/?q=project:demo+x')).status).to.equal(200);
    }
    const throttled = await call(api, 'GET', '/_/api/v3/search/?q=project:demo+x');
    expect(throttled.status).to.equal(429);
    expect(throttled.body).to.deep.equal({detail: 'Request was throttled. Expected available in 60 seconds.'});
  });

  it('delays answers by latencyMs and stops waiting when the request is aborted', async () => {
    const api = createReferenceApi({data: dataset(), latencyMs: 150});
    const started = performance.now();
    expect((await call(api, 'GET', `${P}/demo/`)).status).to.equal(200);
    expect(performance.now() - started).to.be.at.least(140);
    const controller = new AbortController();
    const pending = call(api, 'GET', `${P}/demo/`, {signal: controller.signal});
    setTimeout(() => controller.abort(), 20);
    const abortedAt = performance.now();
    const error = await pending.then(() => undefined, (reason: unknown) => reason);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(performance.now() - abortedAt).to.be.below(140);
  });

  it('injects faults by path prefix or RegExp, for a number of times', async () => {
    const api = createReferenceApi({data: dataset()});
    api.faults.set('/api/v3/projects/demo/', {status: 503, times: 1});
    expect((await call(api, 'GET', `${P}/demo/`)).status).to.equal(503);
    expect((await call(api, 'GET', `${P}/demo/`)).status).to.equal(200);
    api.faults.set(/q=.*falcon/, {status: 429, retryAfter: 7});
    const limited = await call(api, 'GET', '/api/v3/search/?q=project:demo+falcon');
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('retry-after')).to.equal('7');
    api.faults.clear();
    api.faults.set(`${P}/demo/versions/`, {malformedJson: true});
    const malformed = await call(api, 'GET', `${P}/demo/versions/`);
    expect(malformed.status).to.equal(200);
    expect(() => JSON.parse(malformed.text)).to.throw();
    api.faults.set(`${P}/demo/builds/`, {wrongShape: true});
    const wrong = await call(api, 'GET', `${P}/demo/builds/`);
    expect(wrong.body.results).to.not.be.an('array');
    api.faults.set(`${P}/demo/subprojects/`, {truncate: true});
    const truncated = await call(api, 'GET', `${P}/demo/subprojects/`);
    expect(() => JSON.parse(truncated.text)).to.throw();
    api.faults.set(`${P}/child/`, {latencyMs: 100});
    const started = performance.now();
    expect((await call(api, 'GET', `${P}/child/`)).status).to.equal(200);
    expect(performance.now() - started).to.be.at.least(90);
    api.faults.set('/api/v3/embed/', {hang: true});
    const controller = new AbortController();
    const hanging = call(api, 'GET', '/api/v3/embed/?url=x', {signal: controller.signal});
    let settled = false;
    void hanging.then(() => (settled = true), () => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled, 'a hanging request waits').to.equal(false);
    controller.abort();
    const error = await hanging.then(() => undefined, (reason: unknown) => reason);
    expect((error as DOMException).name).to.equal('AbortError');
  });

  it('injects bodiless statuses and refuses statuses no response can carry', async () => {
    const api = createReferenceApi({data: dataset()});
    api.faults.set('/api/v3/projects/demo/', {status: 204});
    const empty = await call(api, 'GET', `${P}/demo/`);
    expect(empty.status).to.equal(204);
    expect(empty.text).to.equal('');
    api.faults.clear();
    api.faults.set(`${P}/demo/redirects/1/`, {truncate: true});
    expect((await call(api, 'DELETE', `${P}/demo/redirects/1/`, {as: 'ann'})).status).to.equal(204);
    expect(() => api.faults.set('/', {status: 99})).to.throw(RangeError);
    expect(() => api.faults.set('/', {status: 600})).to.throw(RangeError);
  });

  it('reset() forgets every write', async () => {
    const api = createReferenceApi({data: dataset()});
    const before = api.store.snapshot();
    await call(api, 'PATCH', `${P}/demo/`, {as: 'ann', body: {name: 'Changed'}});
    await call(api, 'POST', `${P}/demo/environmentvariables/`, {as: 'ann', body: {name: 'N', value: 'v'}});
    expect(api.store.snapshot()).to.not.deep.equal(before);
    api.reset();
    expect(api.store.snapshot()).to.deep.equal(before);
    expect((await call(api, 'GET', `${P}/demo/`)).body.name).to.equal('Demo');
  });
});

describe('reference API dataset validation', () => {
  const problem = (data: unknown) => {
    try {
      parseDataset(data);
    } catch (error) {
      expect(error).to.be.instanceOf(DatasetError);
      return (error as DatasetError).issues;
    }
    return [];
  };

  it('names the path of a bad field', () => {
    expect(problem({projects: [{slug: 'a'}, {slug: 'b'}, {slug: 'c', versions: [{slug: 5}]}]})).to.deep.equal([
      'projects[2].versions[0].slug: expected string',
    ]);
    expect(problem({projects: [{slug: 'a', privacy_level: 'secret'}]})[0]).to.match(/^projects\[0\]\.privacy_level: expected one of "public", "private"/);
    expect(problem({users: 'ann'})).to.deep.equal(['users: expected array']);
    expect(problem('{not json')[0]).to.match(/^\(root\): not valid JSON/);
  });

  it('checks references between records', () => {
    expect(problem({projects: [{slug: 'a'}, {slug: 'a'}]})).to.deep.equal(['projects[1].slug: duplicate "a"']);
    expect(problem({projects: [{slug: 'a', subprojects: [{child: 'zz'}]}]})).to.deep.equal(['projects[0].subprojects[0].child: unknown project "zz"']);
    expect(problem({projects: [{slug: 'a', translation_of: 'zz'}]})).to.deep.equal(['projects[0].translation_of: unknown project "zz"']);
    expect(problem({projects: [{slug: 'a', versions: [{slug: 'stable', ref: 'v9'}]}]})).to.deep.equal(['projects[0].versions[0].ref: unknown version "v9"']);
  });

  it('createReferenceApi refuses a bad dataset and accepts JSON text and unknown extra fields', () => {
    expect(() => createReferenceApi({data: {projects: [{slug: ''}]} as never})).to.throw(DatasetError, /projects\[0\]\.slug/);
    const parsed = parseDataset(JSON.stringify({projects: [{slug: 'a', future_field: 1}]}));
    expect(parsed.projects?.[0]).to.deep.include({slug: 'a', future_field: 1});
  });
});
