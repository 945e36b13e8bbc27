/**
 * The widgets' narrow read schemas (src/api/widget-schemas/): a widget's client validates what that widget reads and
 * nothing else. A server that leaves out a field nothing reads (the hosting service's addons payload has no `_links`,
 * `users` or `tags`) still gets its versions listed; a field the widget does read, of the wrong shape, is still a
 * `SchemaError` naming it. The full client keeps rejecting the same answers.
 */
import {expect} from '@open-wc/testing';
import {DocsApiClient} from '../../src/api/client.js';
import {SchemaError} from '../../src/api/errors.js';
import {ReadClient} from '../../src/api/read-client.js';
import {embedReads} from '../../src/api/widget-schemas/embed.js';
import {searchReads} from '../../src/api/widget-schemas/search.js';
import type {WidgetReadShapes} from '../../src/api/widget-schemas/shapes.js';
import {versionReads} from '../../src/api/widget-schemas/versions.js';

const BASE = 'https://docs.example/';
const answer = (body: unknown) => async () => new Response(JSON.stringify(body), {headers: {'content-type': 'application/json'}});

/** A project as the addons payload has it: only what a reader of the page needs. */
const project = {
  slug: 'pixel',
  language: {code: 'en', name: 'English'},
  default_version: 'latest',
  translation_of: null,
  urls: {documentation: 'https://docs.example/en/latest/'},
};
const version = (slug: string) => ({
  slug,
  verbose_name: slug,
  type: 'branch',
  urls: {documentation: `https://docs.example/en/${slug}/`},
});

async function failure(promise: Promise<unknown>): Promise<SchemaError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(SchemaError);
    return error as SchemaError;
  }
  throw new Error('expected a SchemaError');
}

describe('widget read schemas', () => {
  it('list versions and read a project that leave out every field the widgets do not read', async () => {
    const versions = new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer({count: 2, next: null, previous: null, results: [version('latest'), version('2.0')]})}, versionReads);
    const listed = await versions.listVersions('pixel', {active: true});
    expect(listed.map((item) => item.slug)).to.deep.equal(['latest', '2.0']);
    expect(listed[0]!.downloads, 'a missing downloads object stays absent (version-entry.ts reads it as no download)').to.equal(undefined);

    const read = await new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer(project)}, versionReads).getProject('pixel');
    expect(read.slug).to.equal('pixel');

    // The full client still wants the whole resource.
    await failure(new DocsApiClient({apiBase: BASE, fetch: answer(project)}).getProject('pixel'));
  });

  it('still reject a field the widget reads when its shape is wrong, naming it', async () => {
    const bad = {...version('latest'), urls: {documentation: 42}};
    const client = new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer({count: 1, next: null, previous: null, results: [bad]})}, versionReads);
    const error = await failure(client.listVersions('pixel'));
    expect(error.path).to.deep.equal(['results', 0, 'urls', 'documentation']);

    const noLanguage = new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer({...project, language: 'en'})}, versionReads);
    expect((await failure(noLanguage.getProject('pixel'))).path).to.deep.equal(['language']);
  });

  it('search: an answer without previous, projects or query is shown; a result of the wrong shape is not', async () => {
    const result = {
      type: 'page', title: 'Install', domain: 'https://docs.example', path: '/en/latest/install.html',
      project: {slug: 'pixel', alias: null}, version: {slug: 'latest'}, highlights: {title: []}, blocks: [],
    };
    const client = new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer({count: 1, next: null, results: [result]})}, searchReads);
    const found = await client.search({query: 'install', project: 'pixel', version: 'latest', apiVersion: 3});
    expect(found.results.map((item) => item.title)).to.deep.equal(['Install']);

    const broken = new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer({count: 1, next: null, results: [{...result, path: null}]})}, searchReads);
    expect((await failure(broken.search({query: 'install', apiVersion: 3}))).path).to.deep.equal(['results', 0, 'path']);
  });

  it('a widget client makes only its own reads', async () => {
    const client = new ReadClient<WidgetReadShapes>({apiBase: BASE, fetch: answer({})}, embedReads);
    let thrown: unknown;
    try {
      await client.listVersions('pixel');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(TypeError);
    expect(String(thrown)).to.contain('does not read version');
  });
});
