/**
 * Every method of the package's own client (src/api) against the reference API, as the widgets and the demo use it:
 * each answer must pass the client's validation, writes must show up in later reads, and errors arrive typed.
 */

import {expect} from '@open-wc/testing';
import {DocsApiClient} from '../../src/api/client.js';
import {HttpError} from '../../src/api/errors.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {dataset, ORIGIN, TOKENS} from './fixtures.js';

function clients(business = false) {
  const api = createReferenceApi({data: dataset(), business});
  const owner = new DocsApiClient({apiBase: ORIGIN, fetch: api.fetch, token: TOKENS.ann});
  const anonymous = new DocsApiClient({apiBase: ORIGIN, fetch: api.fetch});
  return {api, owner, anonymous};
}

describe('the client against the reference API', () => {
  it('reads projects, versions, builds, subprojects, translations and the superproject', async () => {
    const {owner} = clients();
    expect((await owner.getProject('demo', {expand: ['active_versions', 'permissions']})).permissions).to.deep.equal({admin: true});
    expect((await owner.listProjects()).results.map((project) => project.slug)).to.include('demo');
    expect((await owner.listVersions('demo')).map((version) => version.slug)).to.have.members(['latest', 'stable', 'v2.0', 'v1.0', 'old', 'secret']);
    expect((await owner.getVersion('demo', 'stable', {expand: ['last_build']})).slug).to.equal('stable');
    const builds = await owner.listBuilds('demo');
    expect(builds.count).to.be.greaterThan(0);
    expect((await owner.getBuild('demo', 900, {expand: ['config']})).id).to.equal(900);
    expect((await owner.listSubprojects('demo')).map((relation) => relation.alias)).to.deep.equal(['kid']);
    expect((await owner.getSubproject('demo', 'kid')).child.slug).to.equal('child');
    expect((await owner.listTranslations('demo')).map((project) => project.slug)).to.deep.equal(['demo-es']);
    expect((await owner.getSuperproject('child')).slug).to.equal('demo');
  });

  it('writes and reads back: project, version, build, subproject, redirect, environment variable, sync', async () => {
    const {owner} = clients();
    const created = await owner.createProject({name: 'Client Made', repository: {url: 'https://github.com/c/m'}});
    expect(created?.slug).to.equal('client-made');
    await owner.updateProject('client-made', {tags: ['x']});
    expect((await owner.getProject('client-made')).tags).to.deep.equal(['x']);
    await owner.replaceProject('client-made', {name: 'Client Made 2', repository: {url: 'https://github.com/c/n'}});
    expect((await owner.getProject('client-made')).name).to.equal('Client Made 2');
    await owner.updateVersion('demo', 'v1.0', {hidden: true});
    expect((await owner.getVersion('demo', 'v1.0')).hidden).to.equal(true);
    const trigger = await owner.triggerBuild('demo', 'latest');
    expect(trigger.build.state.code).to.equal('triggered');
    expect((await owner.syncVersions('demo'))?.triggered).to.equal(true);
    expect((await owner.createSubproject('demo', {child: 'lonely'}))?.alias).to.equal('lonely');
    await owner.deleteSubproject('demo', 'lonely');
    const redirect = await owner.createRedirect('demo', {type: 'page', from_url: '/x.html', to_url: '/y.html'});
    expect(redirect?.position).to.equal(0);
    expect((await owner.updateRedirect('demo', redirect!.pk, {type: 'exact', from_url: '/x', to_url: '/z'}))?.to_url).to.equal('/z');
    expect((await owner.getRedirect('demo', redirect!.pk)).type).to.equal('exact');
    await owner.deleteRedirect('demo', redirect!.pk);
    expect((await owner.listRedirects('demo')).count).to.equal(2);
    const variable = await owner.createEnvironmentVariable('demo', {name: 'K', value: 'v'});
    expect((await owner.getEnvironmentVariable('demo', variable.pk)).name).to.equal('K');
    await owner.deleteEnvironmentVariable('demo', variable.pk);
    expect((await owner.listEnvironmentVariables('demo')).count).to.equal(1);
  });

  it('reads remote resources, organizations (business) and v2', async () => {
    const {owner, anonymous} = clients();
    expect((await owner.listRemoteOrganizations()).results[0]?.slug).to.equal('ann-org');
    expect((await owner.listRemoteRepositories({expand: ['projects']})).count).to.equal(2);
    const v2 = await anonymous.getProjectV2BySlug('demo');
    expect(v2?.slug).to.equal('demo');
    expect((await anonymous.getProjectV2(v2!.id)).slug).to.equal('demo');
    expect((await anonymous.getActiveVersionsV2(v2!.id)).versions.length).to.be.greaterThan(0);
    const versions = await anonymous.listVersionsV2({projectSlug: 'demo'});
    expect((await anonymous.getVersionV2(versions.results[0]!.id)).id).to.equal(versions.results[0]!.id);
    const builds = await anonymous.listBuildsV2({projectSlug: 'demo'});
    expect((await anonymous.getBuildV2(builds.results[0]!.id)).id).to.equal(builds.results[0]!.id);
    const business = clients(true);
    const carol = new DocsApiClient({apiBase: ORIGIN, fetch: business.api.fetch, token: TOKENS.carol});
    expect((await carol.listOrganizations()).results.map((organization) => organization.slug)).to.deep.equal(['acme']);
    expect((await carol.getOrganization('acme')).name).to.equal('Acme');
    expect((await carol.listOrganizationProjects('acme')).results.map((project) => project.slug)).to.include('private-docs');
  });

  it('searches and embeds through v3 and v2', async () => {
    const {anonymous} = clients();
    expect((await anonymous.searchV3({query: 'falcon', project: 'demo', version: 'latest'})).count).to.be.greaterThan(0);
    expect((await anonymous.searchV2({query: 'falcon', project: 'demo', version: 'latest'})).count).to.be.greaterThan(0);
    const embed = await anonymous.embedV3({url: `${ORIGIN}/docs/demo/en/latest/index.html#details`});
    expect(embed.fragment).to.equal('details');
    const legacy = await anonymous.embedV2({project: 'demo', doc: 'index', version: 'latest', section: 'details'});
    expect(legacy.content.length).to.be.greaterThan(0);
  });

  it('gets typed errors for refused calls', async () => {
    const {anonymous, owner} = clients();
    const denied = await anonymous.updateProject('demo', {name: 'x'}).then(() => undefined, (error: unknown) => error);
    expect(denied).to.be.instanceOf(HttpError);
    expect((denied as HttpError).status).to.equal(401);
    const invalid = await owner.createRedirect('demo', {type: 'page', from_url: '/a'}).then(() => undefined, (error: unknown) => error);
    expect((invalid as HttpError).status).to.equal(400);
    expect((invalid as HttpError).body).to.deep.equal({to_url: ['This field is required.']});
  });
});
