/**
 * The client against the package's reference API (its `fetch` passed straight in): the answers a real server double
 * gives parse, `next` links are followed to the end, the token reaches v3, and errors arrive typed.
 */
import {expect} from '@open-wc/testing';
import {DocsApiClient} from '../../src/api/client.js';
import {HttpError, isAbortError} from '../../src/api/errors.js';
import type {Dataset} from '../../src/reference-api/dataset.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {rejectionOf} from './helpers.js';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div role="main">${body}</div></body></html>`;

const dataset: Dataset = {
  users: [{username: 'owner', tokens: ['owner-token']}],
  projects: [
    {
      slug: 'demo',
      name: 'Demo',
      users: ['owner'],
      language: 'en',
      default_version: 'latest',
      versions: [
        {
          slug: 'latest',
          pages: [
            {
              path: 'install.html',
              title: 'Installation',
              html: page('Installation', '<section id="install"><h1>Installation</h1><p>Install with pip.</p></section>'),
            },
          ],
        },
        ...Array.from({length: 23}, (_, i) => ({slug: `v${i + 1}.0`, pages: []})),
      ],
    },
  ],
};

describe('DocsApiClient against the reference API', () => {
  const api = createReferenceApi({data: dataset});
  const client = new DocsApiClient({apiBase: location.origin, fetch: api.fetch, token: 'owner-token'});

  it('reads the project and every version across pages of 5', async () => {
    const project = await client.getProject('demo', {expand: ['active_versions']});
    expect(project.slug).to.equal('demo');
    expect(project.active_versions?.length).to.be.greaterThan(0);
    const versions = await client.listVersions('demo', {limit: 5});
    expect(versions).to.have.length(24);
    expect(new Set(versions.map((version) => version.slug)).size).to.equal(24);
  });

  it('searches and embeds, v3 and v2 answered in one shape', async () => {
    const v3 = await client.search({apiVersion: 3, query: 'install', project: 'demo', version: 'latest'});
    const v2 = await client.search({apiVersion: 2, query: 'install', project: 'demo', version: 'latest'});
    expect(v3.results[0]?.title).to.equal('Installation');
    // A search argument the reader typed stays text: escaped by the client, unescaped by the server.
    const typed = await client.searchV3({query: 'project:elsewhere install', project: 'demo', version: 'latest'});
    expect(typed.query).to.equal('project:elsewhere install');
    expect(typed.projects.map((project) => project.slug)).to.deep.equal(['demo']);
    expect(v2.results.map((result) => [result.project.slug, result.path])).to.deep.equal(
      v3.results.map((result) => [result.project.slug, result.path]),
    );
    const project = await client.getProject('demo');
    const url = new URL('install.html#install', project.urls.documentation).href;
    const embed = await client.embed({apiVersion: 3, url});
    expect(embed.fragment).to.equal('install');
    expect(embed.content).to.contain('Install with pip.');
    const embedFromV2 = await client.embed({apiVersion: 2, url});
    expect(embedFromV2.content).to.contain('Install with pip.');
  });

  it('writes with the token, and a missing project is a 404 HttpError', async () => {
    await client.updateVersion('demo', 'v1.0', {hidden: true});
    expect((await client.getVersion('demo', 'v1.0')).hidden).to.equal(true);
    const anonymous = new DocsApiClient({apiBase: location.origin, fetch: api.fetch});
    const denied = (await rejectionOf(anonymous.updateVersion('demo', 'v1.0', {hidden: false}))) as HttpError;
    expect(denied).to.be.instanceOf(HttpError);
    expect(denied.status).to.equal(401);
    const missing = (await rejectionOf(client.getProject('no-such-project'))) as HttpError;
    expect(missing.status).to.equal(404);
  });

  it('an abort through the reference API is an abort', async () => {
    const slow = createReferenceApi({data: dataset, latencyMs: 5_000});
    const slowClient = new DocsApiClient({apiBase: location.origin, fetch: slow.fetch});
    const controller = new AbortController();
    const pending = slowClient.searchV3({query: 'install', project: 'demo', signal: controller.signal});
    controller.abort();
    expect(isAbortError(await rejectionOf(pending))).to.be.true;
  });
});
