import {expect} from '@open-wc/testing';
import {createReferenceApi} from '../../../src/reference-api/index.js';
import {DEMO_USERS, demoDataset} from '../../../src/reference-api/demo-data/index.js';
import {ORIGIN, getJson, searchV3, seedApi} from './helpers.js';

describe('search v3 over the upstream search fixtures', () => {
  const api = seedApi();

  it('requires q', async () => {
    for (const query of ['', '?q=']) {
      const answer = await getJson(api, `/api/v3/search/${query}`);
      expect(answer.status).to.equal(400);
      expect(answer.body).to.deep.equal({q: ['This query parameter is required']});
    }
  });

  it('searches nothing without a project: argument', async () => {
    const answer = await searchV3(api, 'support');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({count: 0, next: null, previous: null, projects: [], query: 'support', results: []});
  });

  it('answers with the page, its best sections, escaped highlights, and keys in ASCII order', async () => {
    const {status, body, text} = await searchV3(api, 'project:docs/latest support');
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.deep.equal(['count', 'next', 'previous', 'projects', 'query', 'results']);
    expect(body.projects).to.deep.equal([{slug: 'docs', versions: [{slug: 'latest'}]}]);
    expect(body.query).to.equal('support');
    const [result] = body.results;
    expect(Object.keys(result)).to.deep.equal(['blocks', 'domain', 'highlights', 'path', 'project', 'title', 'type', 'version']);
    expect(result).to.deep.include({
      domain: ORIGIN,
      path: '/docs/docs/en/latest/support.html',
      project: {alias: null, slug: 'docs'},
      title: 'Support',
      type: 'page',
      version: {slug: 'latest'},
      highlights: {title: ['<span>Support</span>']},
    });
    expect(result.blocks.length).to.be.within(1, 3);
    const block = result.blocks[0];
    expect(Object.keys(block)).to.deep.equal(['content', 'highlights', 'id', 'title', 'type']);
    expect(block.type).to.equal('section');
    expect(['community-support', 'commercial-support']).to.include(block.id);
    expect(text).not.to.contain('Sidebar link text');
  });

  it('escapes raw HTML in highlights but returns plain content as written', async () => {
    const {body} = await searchV3(api, 'project:docs commercial');
    const block = body.results[0].blocks.find((candidate: {id: string}) => candidate.id === 'commercial-support');
    expect(block.content).to.contain('<h3>XSS exploit</h3>');
    const [fragment] = block.highlights.content;
    expect(fragment).to.contain('<span>commercial</span>');
    expect(fragment).to.contain('&lt;h3&gt;XSS exploit&lt;&#x2F;h3&gt;');
    expect(fragment.replace(/<\/?span>/g, '')).not.to.match(/[<>]/);
    expect(block.highlights.title).to.deep.equal(['<span>Commercial</span> Support']);
  });

  it('uses the default version when none is named, and one version per project (the last named)', async () => {
    const defaulted = await searchV3(api, 'project:kuma docker');
    expect(defaulted.body.projects).to.deep.equal([{slug: 'kuma', versions: [{slug: 'latest'}]}]);
    const twice = await searchV3(api, 'project:docs/latest project:kuma project:docs/stable support');
    expect(twice.body.projects).to.deep.equal([
      {slug: 'docs', versions: [{slug: 'stable'}]},
      {slug: 'kuma', versions: [{slug: 'latest'}]},
    ]);
    expect(twice.body.results.map((result: {path: string}) => result.path)).to.include('/docs/docs/en/stable/support.html');
  });

  it('skips projects and versions that do not resolve, answering count 0', async () => {
    const answer = await searchV3(api, 'project:nope project:docs/nope support');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.include({count: 0, projects: [], results: []});
  });

  it('finds typos, prefixes and phrases; excludes -terms', async () => {
    const typo = await searchV3(api, 'project:docs suport');
    expect(typo.body.results[0].path).to.equal('/docs/docs/en/latest/support.html');
    const prefix = await searchV3(api, 'project:pipeline install*');
    expect(prefix.body.results[0].path).to.equal('/docs/pipeline/en/latest/installation.html');
    const phrase = await searchV3(api, 'project:docs "commercial hosting"');
    expect(phrase.body.count).to.equal(1);
    expect(phrase.body.results[0].blocks.map((block: {id: string}) => block.id)).to.deep.equal(['commercial-support']);
    const excluded = await searchV3(api, 'project:docs support -exploit');
    const blocks = excluded.body.results.flatMap((result: {blocks: Array<{id: string}>}) => result.blocks.map((b) => b.id));
    expect(blocks).not.to.include('commercial-support');
    expect(blocks).to.include('community-support');
  });

  it('ranks pages matching all terms before pages matching any', async () => {
    const {body} = await searchV3(api, 'project:kuma docker image');
    expect(body.results[0].path).to.equal('/docs/kuma/en/latest/docker.html');
    expect(body.results[0].blocks[0].highlights.content.join(' ')).to.match(/<span>[Dd]ocker<\/span>.*<span>images?<\/span>|<span>images?<\/span>.*<span>[Dd]ocker<\/span>/s);
  });

  it('paginates with page and page_size, linking like the upstream server', async () => {
    const q = 'project:kuma project:pipeline install*';
    const first = await searchV3(api, q, '&page_size=1');
    expect(first.body.count).to.equal(3);
    expect(first.body.results).to.have.length(1);
    expect(first.body.previous).to.equal(null);
    expect(first.body.next).to.equal(
      `${ORIGIN}/api/v3/search/?page=2&page_size=1&q=project%3Akuma+project%3Apipeline+install%2A`,
    );
    const second = await getJson(api, first.body.next.slice(ORIGIN.length));
    expect(second.body.previous).to.equal(`${ORIGIN}/api/v3/search/?page_size=1&q=project%3Akuma+project%3Apipeline+install%2A`);
    expect(second.body.results[0].path).not.to.equal(first.body.results[0].path);
    const past = await searchV3(api, q, '&page_size=1&page=9');
    expect(past.body.results).to.deep.equal([]);
    expect(past.body.next).to.equal(null);
    expect(past.body.previous).to.contain('page=2');
  });

  it('refuses invalid pages and pages past the 1000-result window (page_size capped at 100)', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const answer = await searchV3(api, 'project:docs support', `&page=${page}`);
      expect(answer.status, page).to.equal(400);
      expect(answer.body).to.deep.equal(['Invalid page']);
    }
    expect((await searchV3(api, 'project:docs support', '&page=10&page_size=1000')).status).to.equal(200);
    const tooHigh = await searchV3(api, 'project:docs support', '&page=11&page_size=1000');
    expect(tooHigh.status).to.equal(400);
    expect(tooHigh.body).to.deep.equal(['Page number is too high.']);
  });

  it('searches the maintainer\'s projects with user:@me', async () => {
    const anonymous = await searchV3(api, 'user:@me support');
    expect(anonymous.body.projects).to.deep.equal([]);
    const owner = await searchV3(api, 'user:@me support', '', {authorization: 'Token owner-token'});
    expect(owner.body.projects.map((project: {slug: string}) => project.slug)).to.deep.equal(['docs', 'kuma', 'pipeline']);
  });
});

describe('search over the demo dataset', () => {
  const api = createReferenceApi({data: demoDataset()});

  it('includes subprojects only with subprojects:, with their alias and URL under the parent', async () => {
    const without = await searchV3(api, 'project:pixelkit registry codec');
    expect(without.body.results.every((result: {project: {slug: string}}) => result.project.slug === 'pixelkit')).to.equal(true);
    const withSub = await searchV3(api, 'subprojects:pixelkit registry');
    expect(withSub.body.projects).to.deep.equal([
      {slug: 'pixelkit', versions: [{slug: 'stable'}]},
      {slug: 'pixelkit-plugins', versions: [{slug: 'stable'}]},
    ]);
    const plugin = withSub.body.results.find((result: {project: {slug: string}}) => result.project.slug === 'pixelkit-plugins');
    expect(plugin.project).to.deep.equal({alias: 'plugins', slug: 'pixelkit-plugins'});
    expect(plugin.path).to.match(/^\/docs\/pixelkit\/projects\/plugins\/en\/stable\//);
  });

  it('uses the same version slug for subprojects when they have it, else their default', async () => {
    const latest = await searchV3(api, 'subprojects:pixelkit/latest registry');
    expect(latest.body.projects[1]).to.deep.equal({slug: 'pixelkit-plugins', versions: [{slug: 'latest'}]});
    const old = await searchV3(api, 'subprojects:pixelkit/1.0.0 registry');
    expect(old.body.projects[1]).to.deep.equal({slug: 'pixelkit-plugins', versions: [{slug: 'stable'}]});
  });

  it('allows a hidden version by name but never an inactive one', async () => {
    expect((await searchV3(api, 'project:pixelkit/2.1.0rc1 blur')).body.count).to.be.greaterThan(0);
    expect((await searchV3(api, 'project:pixelkit/0.9.0 blur')).body).to.deep.include({count: 0, projects: []});
  });

  it('returns API objects as domain blocks', async () => {
    const {body} = await searchV3(api, 'project:pixelkit/latest gaussian_blur');
    const api_page = body.results.find((result: {path: string}) => result.path.endsWith('/api.html'));
    const domain = api_page.blocks.find((block: {type: string}) => block.type === 'domain');
    expect(Object.keys(domain)).to.deep.equal(['content', 'highlights', 'id', 'name', 'role', 'type']);
    expect(domain).to.deep.include({id: 'pixelkit.filters.gaussian_blur', name: 'pixelkit.filters.gaussian_blur', role: 'py:function'});
    expect(domain.highlights.name).to.deep.equal(['pixelkit.filters.<span>gaussian</span>_<span>blur</span>']);
  });

  it('finds pages that exist only in newer versions only there', async () => {
    expect((await searchV3(api, 'project:pixelkit/latest set_device')).body.count).to.be.greaterThan(0);
    expect((await searchV3(api, 'project:pixelkit/2.1.0 set_device')).body.count).to.equal(0);
  });

  it('hides private projects from others on the business deployment', async () => {
    const business = createReferenceApi({data: demoDataset(), business: true});
    expect((await searchV3(business, 'project:pixelkit-internal release')).body.count).to.equal(0);
    const owner = await searchV3(business, 'project:pixelkit-internal release', '', {authorization: `Token ${DEMO_USERS.alice}`});
    expect(owner.body.results[0].title).to.equal('Release runbook');
  });
});

describe('search v2', () => {
  const api = createReferenceApi({data: demoDataset()});

  it('resolves the project, then the version (404s), before requiring q (400)', async () => {
    const noProject = await getJson(api, '/api/v2/search/?project=nope&version=latest');
    expect(noProject.status).to.equal(404);
    expect(noProject.body).to.deep.equal({detail: 'No Project matches the given query.'});
    const noVersion = await getJson(api, '/api/v2/search/?project=pixelkit&version=nope');
    expect(noVersion.status).to.equal(404);
    expect(noVersion.body).to.deep.equal({detail: 'No Version matches the given query.'});
    const noQuery = await getJson(api, '/api/v2/search/?project=pixelkit&version=latest');
    expect(noQuery.status).to.equal(400);
    expect(noQuery.body).to.deep.equal({q: ['This query param is required']});
  });

  it('answers in declaration order with slugs and project_alias, subprojects always included', async () => {
    const {status, body} = await getJson(api, '/api/v2/search/?q=registry&project=pixelkit&version=stable');
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.deep.equal(['count', 'next', 'previous', 'results']);
    const plugin = body.results.find((result: {project: string}) => result.project === 'pixelkit-plugins');
    expect(Object.keys(plugin)).to.deep.equal(['type', 'project', 'project_alias', 'version', 'title', 'path', 'domain', 'highlights', 'blocks']);
    expect(plugin).to.deep.include({project_alias: 'plugins', version: 'stable', domain: ORIGIN});
    // The API page matches through its objects only (their text is theirs, not the heading section's); the guide page
    // through its sections.
    const blocks = body.results
      .filter((result: {project: string}) => result.project === 'pixelkit-plugins')
      .flatMap((result: {blocks: unknown[]}) => result.blocks);
    const section = blocks.find((block: {type: string}) => block.type === 'section');
    const domain = blocks.find((block: {type: string}) => block.type === 'domain');
    expect(Object.keys(section)).to.deep.equal(['type', 'id', 'title', 'content', 'highlights']);
    expect(Object.keys(domain)).to.deep.equal(['type', 'role', 'name', 'id', 'content', 'highlights']);
  });
});
