/**
 * `/_/addons/` of the reference API: the v1 payload a docs domain serves (production-topology.md §4), built from the
 * store, with upstream's checks in upstream's order, and `docsOrigin` for the two-origin `serve`.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createReferenceApi, type Dataset} from '../../src/reference-api/index.js';

const ORIGIN = 'http://docs.test';

const page = (title: string) => ({path: 'index.html', html: `<main><h1 id="top">${title}</h1><p>${title}</p></main>`});

const data: Dataset = {
  projects: [
    {
      slug: 'pix',
      name: 'Pix',
      default_version: 'stable',
      versions: [
        {slug: 'latest', type: 'branch', pages: [page('latest')]},
        {slug: 'stable', type: 'tag', ref: '10.0', pages: [page('stable')]},
        {slug: '10.0', type: 'tag', pages: [page('10.0')], downloads: ['pdf']},
        {slug: '9.1', type: 'tag', pages: [page('9.1')]},
        {slug: '2.0', type: 'tag', pages: [page('2.0')]},
        {slug: 'secret', type: 'tag', hidden: true, pages: [page('secret')]},
        {slug: 'old', type: 'tag', active: false, built: false},
      ],
    },
    {
      slug: 'pix-es',
      name: 'Pix (es)',
      language: 'es',
      translation_of: 'pix',
      default_version: 'stable',
      versions: [
        {slug: 'stable', type: 'tag', pages: [page('es stable')]},
        {slug: 'latest', type: 'branch', pages: [page('es latest')]},
      ],
    },
  ],
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read loosely

async function get(api: ReturnType<typeof createReferenceApi>, query: string): Promise<{status: number; body: Json}> {
  const response = await api.fetch(new Request(`${ORIGIN}/_/addons/?${query}`));
  return {status: response.status, body: (await response.json()) as Json};
}

describe('/_/addons/ (reference API)', () => {
  it('the v1 payload: project without _links/users/tags, translations at the version read, active versions only', async () => {
    const api = createReferenceApi({data});
    const {status, body} = await get(api, 'api-version=1&project-slug=pix&version-slug=latest&client-version=t');
    assert.equal(status, 200);
    assert.equal(body.api_version, '1');
    assert.equal(body.projects.current.slug, 'pix');
    for (const key of ['_links', 'users', 'tags']) assert.equal(key in body.projects.current, false, key);
    assert.deepEqual(body.projects.translations.map((project: Json) => [project.slug, project.urls.documentation]), [
      ['pix-es', `${ORIGIN}/docs/pix/es/latest/`],
    ]);
    assert.equal(body.versions.current.slug, 'latest');
    assert.equal('_links' in body.versions.current, false);
    // SemVer-aware with latest and stable first: the service's default since its migration 0127_default_to_semver.
    // Hidden and inactive versions are left out.
    assert.deepEqual(body.versions.active.map((version: Json) => version.slug), ['latest', 'stable', '10.0', '9.1', '2.0']);
    // Notifications are not shown on pull-request builds by default upstream.
    assert.deepEqual(body.addons.notifications, {enabled: true, show_on_latest: true, show_on_non_stable: true, show_on_external: false});
    assert.deepEqual(body.versions.active.find((version: Json) => version.slug === 'stable').aliases.map((alias: Json) => alias.slug), ['10.0']);
    assert.equal(body.readthedocs.resolver.filename, null);
    assert.equal(body.addons.search.default_filter, 'project:pix/latest');
    assert.equal(body.addons.flyout.enabled, true);
    assert.equal(body.addons.linkpreviews.enabled, false);
  });

  it('the maintainer’s settings, per project; alphabetical sorting', async () => {
    const api = createReferenceApi({
      data,
      addons: (project) => (project === 'pix' ? {search: false, flyoutSorting: 'alphabetically', notifications: {show_on_latest: false}} : {}),
    });
    const {body} = await get(api, 'api-version=1&project-slug=pix&version-slug=stable');
    assert.deepEqual(body.versions.active.map((version: Json) => version.slug), ['stable', 'latest', '9.1', '2.0', '10.0']);
    assert.equal(body.addons.search.enabled, false);
    assert.deepEqual(body.addons.notifications, {enabled: true, show_on_latest: false, show_on_non_stable: true, show_on_external: false});
    const translation = await get(api, 'api-version=1&project-slug=pix-es&version-slug=stable');
    assert.equal(translation.body.addons.search.enabled, true);
    // Reading the translation, the main project is a translation too.
    assert.deepEqual(translation.body.projects.translations.map((project: Json) => project.slug), ['pix']);
  });

  it('url= gives the page’s file name; docsOrigin moves documentation URLs to the docs origin', async () => {
    const api = createReferenceApi({data, docsOrigin: 'http://docs.example'});
    const url = encodeURIComponent('http://docs.example/docs/pix/en/9.1/guide/a.html');
    const {status, body} = await get(api, `api-version=1&url=${url}`);
    assert.equal(status, 200);
    assert.equal(body.versions.current.slug, '9.1');
    assert.equal(body.readthedocs.resolver.filename, '/guide/a.html');
    assert.equal(body.versions.current.urls.documentation, 'http://docs.example/docs/pix/en/9.1/');
  });

  it('SemVer order as upstream’s comparable_version: master, latest, stable, versions newest first, other names last', async () => {
    const names = ['1.x', 'v2.0.0', 'stable', 'feature-b', '2.0rc1', 'master', 'latest', '10.0.1', 'feature-a', '0.9'];
    const api = createReferenceApi({data: {projects: [{slug: 'sv', default_version: 'latest',
      versions: names.map((name) => ({slug: name.replace(/\./g, '-'), verbose_name: name, pages: [page(name)]}))}]}});
    const {body} = await get(api, 'api-version=1&project-slug=sv&version-slug=latest');
    assert.deepEqual(body.versions.active.map((version: Json) => version.verbose_name),
      ['master', 'latest', 'stable', '10.0.1', 'v2.0.0', '2.0rc1', '1.x', '0.9', 'feature-b', 'feature-a']);
  });

  it('dashboardOrigin: the payload’s dashboard URLs on the dashboard, its documentation URLs on the docs origin', async () => {
    const api = createReferenceApi({data, dashboardOrigin: (asked) => asked.replace('docs.test', 'dashboard.test')});
    const {body} = await get(api, 'api-version=1&project-slug=pix&version-slug=10.0');
    assert.equal(body.projects.current.urls.home, 'http://dashboard.test/projects/pix/');
    assert.equal(body.projects.current.urls.builds, 'http://dashboard.test/projects/pix/builds/');
    assert.equal(body.projects.current.urls.documentation, `${ORIGIN}/docs/pix/en/10.0/`); // at the version read
    assert.equal(body.versions.current.urls.dashboard.edit, 'http://dashboard.test/dashboard/pix/version/10.0/edit/');
    assert.equal(body.versions.current.urls.documentation, `${ORIGIN}/docs/pix/en/10.0/`);
    assert.match(body.versions.current.downloads.pdf, /^http:\/\/docs\.test\/docs\/pix\/_\/downloads\//);
    assert.equal(body.builds.current.urls.build.startsWith('http://dashboard.test/projects/pix/builds/'), true);
    assert.equal(body.domains.dashboard, 'dashboard.test');
  });

  it('upstream’s checks, in upstream’s order', async () => {
    const api = createReferenceApi({data});
    assert.deepEqual(await get(api, 'api-version=1&project-slug=pix'), {
      status: 400,
      body: {error: "'project-slug' and 'version-slug' GET attributes are required when not sending 'url'"},
    });
    // An unknown project before a missing api-version.
    assert.deepEqual(await get(api, 'project-slug=nope&version-slug=latest'), {status: 404, body: {detail: 'No Project matches the given query.'}});
    assert.deepEqual(await get(api, 'project-slug=pix&version-slug=latest'), {status: 400, body: {error: "'api-version' GET attribute is required"}});
    assert.deepEqual(await get(api, 'api-version=one&project-slug=pix&version-slug=latest'), {
      status: 400,
      body: {error: "The version specified in 'api-version' is invalid"},
    });
    assert.deepEqual(await get(api, 'api-version=3&project-slug=pix&version-slug=latest'), {
      status: 400,
      body: {error: "The version specified in 'api-version' is currently not supported"},
    });
    assert.deepEqual(await get(api, 'api-version=2.0&project-slug=pix&version-slug=latest'), {
      status: 200,
      body: {api_version: '2', comment: 'Undefined yet. Use v1 for now'},
    });
    const unknownVersion = await get(api, 'api-version=1&project-slug=pix&version-slug=nope');
    assert.equal(unknownVersion.status, 200);
    assert.equal(unknownVersion.body.versions.current, null);
    const post = await api.fetch(new Request(`${ORIGIN}/_/addons/?api-version=1&project-slug=pix&version-slug=latest`, {method: 'POST'}));
    assert.equal(post.status, 405);
  });
});
