import {expect} from '@open-wc/testing';
import {
  activeVersionsV2Schema,
  buildSchema,
  buildV2Schema,
  embedV2Schema,
  embedV3Schema,
  pageOf,
  projectSchema,
  projectV2Schema,
  redirectSchema,
  remoteOrganizationSchema,
  remoteRepositorySchema,
  searchResponseV2Schema,
  searchResponseV3Schema,
  sparseOf,
  versionSchema,
  versionV2Schema,
  type ResponseSchema,
} from '../../src/api/schemas.js';
import * as constructed from './fixtures/constructed.js';
import {fixture} from './helpers.js';
import {UPSTREAM_FIXTURES} from './upstream-fixtures.js';

function parse<T>(schema: ResponseSchema<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  return result.data;
}

function firstIssuePath(schema: ResponseSchema<unknown>, data: unknown): PropertyKey[] {
  const result = schema.safeParse(data);
  expect(result.success, 'expected the parse to fail').to.be.false;
  return result.success ? [] : (result.error.issues[0]?.path ?? []);
}

const clone = <T>(value: T): T => structuredClone(value);

describe('schemas: every upstream test response', () => {
  const skipped: Array<[string, string]> = [];
  for (const [name, entry] of Object.entries(UPSTREAM_FIXTURES)) {
    if ('skip' in entry) {
      skipped.push([name, entry.skip]);
      continue;
    }
    it(`parses ${name}`, async () => {
      parse(entry.schema, await fixture(name));
    });
  }

  // Files with no schema to parse them (each with its reason in upstream-fixtures.ts) are still read, so a file the
  // map names but the copy lacks, or one that is not JSON, is noticed.
  it(`has every file it parses no schema for, as JSON (${skipped.length}: notifications, server constants)`, async () => {
    expect(skipped.length).to.be.greaterThan(0);
    for (const [name, reason] of skipped) {
      expect(reason, name).to.be.a('string').and.not.equal('');
      expect(await fixture(name), name).to.not.equal(undefined);
    }
  });

  it('keeps upstream values the widgets read', async () => {
    const project = parse(projectSchema, await fixture('projects-detail.json'));
    expect(project.slug).to.equal('project');
    expect(project.active_versions?.map((version) => version.slug)).to.deep.equal(['v1.0']);
    expect(project.permissions).to.deep.equal({admin: true});
    expect(project.urls.documentation).to.equal('http://project.readthedocs.io/en/latest/');

    const historical = parse(projectSchema, await fixture('historical/projects-detail.pre-PR11730-with-last_build.json'));
    const lastBuild = historical.active_versions?.[0]?.last_build;
    expect(lastBuild?.state.code).to.equal('finished');
    // A stored dict in no known structure is kept as it was.
    expect(lastBuild?.config).to.deep.equal({property: 'test value'});

    const trigger = parse(
      (await import('../../src/api/schemas.js')).triggerBuildResponseSchema,
      await fixture('projects-versions-builds-list_POST.json'),
    );
    expect(trigger.build.success).to.equal(null);
    expect(trigger.build.finished).to.equal(null);
    expect(trigger.triggered).to.equal(true);
  });

  it('strips keys the schema does not name instead of failing on them', async () => {
    const version = parse(versionSchema, {...(await fixture<object>('projects-versions-detail.json')), brand_new: 1});
    expect(version).not.to.have.property('brand_new');
  });
});

describe('schemas: forms where the spec and the real server differ', () => {
  it('accepts active_versions as an object keyed by slug (spec) and outputs an array', async () => {
    const detail = await fixture<{active_versions: {slug: string}[]}>('projects-detail.json');
    const [version] = detail.active_versions;
    const project = parse(projectSchema, {...detail, active_versions: {'v1.0': version}});
    expect(project.active_versions?.map((v) => v.slug)).to.deep.equal(['v1.0']);
  });

  it('accepts downloads {} and v2 `html`, version type unknown', async () => {
    const detail = await fixture<object>('projects-versions-detail.json');
    expect(parse(versionSchema, {...detail, downloads: {}, type: 'unknown'}).type).to.equal('unknown');
    expect(parse(versionV2Schema, constructed.versionV2).downloads.html).to.equal('//docs.example/_/downloads/en/stable/htmlzip/');
  });

  it('accepts a running build: null success/finished/duration/commit, any state code, error ""', async () => {
    const build = await fixture<object>('projects-builds-detail.json');
    const running = parse(buildSchema, {
      ...build,
      success: null,
      finished: null,
      duration: null,
      commit: null,
      error: '',
      state: {code: 'uploading', name: 'Uploading'},
    });
    expect(running.state.code).to.equal('uploading');
    expect(running.success).to.equal(null);
  });

  it('accepts build config as {}, a list, or the spec structure', async () => {
    const build = await fixture<object>('projects-builds-detail.json');
    expect(parse(buildSchema, {...build, config: {}}).config).to.deep.equal({});
    expect(parse(buildSchema, {...build, config: [{a: 1}]}).config).to.deep.equal([{a: 1}]);
    const structured = {
      version: '2',
      formats: ['pdf', 'epub'],
      python: {version: 3.12, install: [{requirements: 'docs/requirements.txt'}]},
      conda: null,
      build: {image: 'latest'},
      doctype: 'sphinx',
      sphinx: {builder: 'html', configuration: 'docs/conf.py', fail_on_warning: true},
      mkdocs: {configuration: null, fail_on_warning: false},
      submodules: {include: 'all', exclude: [], recursive: true},
    };
    expect(parse(buildSchema, {...build, config: structured}).config).to.deep.equal(structured);
  });

  it('accepts the new redirect types, githubapp, and remote repositories with or without projects', async () => {
    const redirect = await fixture<object>('projects-redirects-detail.json');
    expect(parse(redirectSchema, {...redirect, type: 'clean_url_to_html', from_url: null}).type).to.equal('clean_url_to_html');
    const organizations = await fixture<{results: object[]}>('remoteorganizations-list.json');
    const organization = {...organizations.results[0], vcs_provider: 'githubapp'};
    expect(parse(remoteOrganizationSchema, organization).vcs_provider).to.equal('githubapp');
    const repositories = await fixture<{results: Record<string, unknown>[]}>('remoterepositories-list.json');
    const bare = {...repositories.results[0]!};
    delete bare['projects'];
    delete bare['remote_organization'];
    expect(parse(remoteRepositorySchema, bare).projects).to.equal(undefined);
    expect(parse(pageOf(remoteRepositorySchema), repositories).results[0]?.projects?.[0]?.slug).to.equal('project');
  });

  it('accepts embed v3 with and without a fragment, and embed v2', () => {
    expect(parse(embedV3Schema, constructed.embedV3).fragment).to.equal('install');
    expect(parse(embedV3Schema, constructed.embedV3NoFragment).fragment).to.equal(null);
    expect(parse(embedV2Schema, constructed.embedV2).content).to.have.length(2);
  });

  it('parses the v2 resources', () => {
    expect(parse(projectV2Schema, constructed.projectV2).slug).to.equal('demo');
    expect(parse(pageOf(projectV2Schema), constructed.projectV2List).results).to.have.length(1);
    expect(parse(activeVersionsV2Schema, constructed.activeVersionsV2).versions.map((v) => v.slug)).to.deep.equal(['stable', 'latest']);
    expect(parse(pageOf(versionV2Schema), constructed.versionV2List).results[0]?.project.slug).to.equal('demo');
    expect(parse(buildV2Schema, constructed.buildV2).commands?.[0]?.exit_code).to.equal(0);
    expect(parse(pageOf(buildV2Schema), constructed.buildV2List).count).to.equal(1);
    expect(parse(buildV2Schema, constructed.buildV2Upstream).state).to.equal('uploading');
  });
});

describe('schemas: search', () => {
  it('parses v3 results, keeping section and domain blocks and dropping unknown block types', () => {
    const response = parse(searchResponseV3Schema, constructed.searchV3);
    expect(response.results[0]?.blocks.map((block) => block.type)).to.deep.equal(['section', 'domain']);
    expect(response.results[1]?.project.alias).to.equal('plugin');
  });

  it('parses v2 results', () => {
    const response = parse(searchResponseV2Schema, constructed.searchV2);
    expect(response.results[1]?.project_alias).to.equal('plug');
  });

  it('fails a known block with a wrong field at that field, with the original block index', () => {
    const bad = clone(constructed.searchV3);
    (bad.results[0]!.blocks[2] as Record<string, unknown>)['content'] = 42;
    expect(firstIssuePath(searchResponseV3Schema, bad)).to.deep.equal(['results', 0, 'blocks', 2, 'content']);
  });

  it('fails a block that is not even an object with a type', () => {
    const bad = clone(constructed.searchV3);
    (bad.results[0]!.blocks as unknown[])[1] = 'image';
    expect(firstIssuePath(searchResponseV3Schema, bad)).to.deep.equal(['results', 0, 'blocks', 1]);
    (bad.results[0]!.blocks as unknown[])[1] = {title: 'no type'};
    expect(firstIssuePath(searchResponseV3Schema, bad)).to.deep.equal(['results', 0, 'blocks', 1, 'type']);
  });

  it('fails wrong types on the fields the search widget renders', () => {
    const cases: [string, (response: typeof constructed.searchV3) => void, PropertyKey[]][] = [
      ['title', (r) => ((r.results[0] as Record<string, unknown>)['title'] = null), ['results', 0, 'title']],
      ['path', (r) => delete (r.results[0] as Record<string, unknown>)['path'], ['results', 0, 'path']],
      ['highlights', (r) => (r.results[0]!.highlights.title = 'x' as never), ['results', 0, 'highlights', 'title']],
      ['project slug', (r) => (r.results[0]!.project.slug = 1 as never), ['results', 0, 'project', 'slug']],
      ['count', (r) => (r.count = '2' as never), ['count']],
    ];
    for (const [what, mutate, path] of cases) {
      const bad = clone(constructed.searchV3);
      mutate(bad);
      expect(firstIssuePath(searchResponseV3Schema, bad), what).to.deep.equal(path);
    }
  });
});

describe('schemas: failing where it matters', () => {
  it('fails wrong types on project and version fields the widgets use, naming the field', async () => {
    const project = await fixture<Record<string, unknown>>('projects-detail.json');
    expect(firstIssuePath(projectSchema, {...project, slug: 5})).to.deep.equal(['slug']);
    expect(firstIssuePath(projectSchema, {...project, language: 'en'})).to.deep.equal(['language']);
    expect(firstIssuePath(projectSchema, {...project, urls: {}})).to.deep.equal(['urls', 'documentation']);
    const version = await fixture<Record<string, unknown>>('projects-versions-detail.json');
    expect(firstIssuePath(versionSchema, {...version, active: 'yes'})).to.deep.equal(['active']);
    expect(firstIssuePath(projectSchema, {...project, active_versions: [{...version, slug: null}]})).to.deep.equal([
      'active_versions',
      0,
      'slug',
    ]);
    expect(firstIssuePath(embedV3Schema, {...constructed.embedV3, content: ['<p>']})).to.deep.equal(['content']);
    expect(firstIssuePath(embedV2Schema, {...constructed.embedV2, content: '<p>'})).to.deep.equal(['content']);
  });

  it('sparse schemas (fields/omit) make keys optional but still check types', async () => {
    const sparse = sparseOf(projectSchema);
    expect(parse(sparse, {slug: 'project'})).to.deep.equal({slug: 'project'});
    expect(firstIssuePath(sparse, {slug: 1})).to.deep.equal(['slug']);
  });
});
