/**
 * `GET /_/addons/`: the addons payload a docs domain serves to its pages (production-topology.md §4; upstream
 * `readthedocs/proxito/views/hosting.py`), in the v1 shape, from the store: the project and its translations, the
 * version being read and the active, built, not hidden versions (sorted by the maintainer's scheme), the version's
 * last successful build, the page's file name when asked by `url=`, and the maintainer's addons settings.
 *
 * Checks in upstream's order: without `url`, both slugs are required (400); an unknown project is 404; then
 * `api-version` is required (400), must parse (400) and have major 1 or 2 (400); v2 answers its placeholder.
 */

import type {Hono} from 'hono';
import {makeScope, type ApiCore, type AppEnv, type Scope} from '../core.js';
import {ApiError, errors, json} from '../http.js';
import type {ProjectRecord, VersionRecord} from '../model.js';
import {serializeBuild} from '../serializers/build.js';
import {serializeProject} from '../serializers/project.js';
import {NO_EXPANSIONS, serializeVersion} from '../serializers/version.js';
import {compareParsedVersions, parseVersion, type ParsedVersion} from '../../versions/version-order.js';
import {addonsSettings, type AddonsSettings, type AddonsSettingsInput} from './settings.js';

export type AddonsSettingsSource = AddonsSettingsInput | ((project: string) => AddonsSettingsInput);

function without(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out = {...object};
  for (const key of keys) delete out[key];
  return out;
}

function badRequest(error: string): ApiError {
  return new ApiError(400, {error});
}

/** The major of an `api-version` such as `1`, `1.0`, `2.0.1` (PEP 440's release part), or undefined. */
function majorOf(value: string): number | undefined {
  const match = /^\s*v?(\d+)(\.\d+)*\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
}

/**
 * Upstream's `comparable_version` (readthedocs/projects/version_handling.py): a name that parses as a version is that
 * version (`1.x` reads as `1.999999`, so it comes first among the 1s); else the repository's fallback branch
 * (`master` for git), `latest` and `stable` beat every version, in that order; any other name sorts as version `0.01`.
 */
function comparableVersion(name: string): ParsedVersion {
  const parsed = parseVersion(name); // reads `1.x` as 1 followed by the highest number already
  if (parsed) return parsed;
  const highest = ['master', 'latest', 'stable'].indexOf(name);
  return parseVersion(highest === -1 ? '0.01' : String(999_999 - highest))!;
}

/**
 * Versions in the flyout order the maintainer chose: `alphabetically` is by slug, descending; SemVer (the default
 * since upstream's migration `0127_default_to_semver`) sorts by `comparableVersion` of the verbose name, descending,
 * over the by-slug order (Python's sort is stable, so equal names keep it).
 */
function sortVersions(versions: VersionRecord[], sorting: AddonsSettings['flyoutSorting']): VersionRecord[] {
  const bySlug = [...versions].sort((a, b) => (a.slug < b.slug ? 1 : a.slug > b.slug ? -1 : 0));
  if (sorting === 'alphabetically') return bySlug;
  const keys = new Map(bySlug.map((version) => [version, comparableVersion(version.verbose_name)]));
  return bySlug.sort((a, b) => compareParsedVersions(keys.get(b)!, keys.get(a)!));
}

interface Resolved {
  project: ProjectRecord;
  version: VersionRecord | undefined;
  filename: string | null;
}

function resolve(scope: Scope): Resolved {
  const {store, urls} = scope.core;
  const params = scope.url.searchParams;
  const url = params.get('url');
  if (url) {
    const found = urls.resolveDocsUrl(scope.origin, url);
    const project = found && store.project(found.project);
    if (!project) throw new ApiError(404, {detail: "There is no project with the 'project-slug' requested"});
    return {project, version: store.version(project.slug, found.version), filename: `/${found.path}`};
  }
  const project = store.project(params.get('project-slug') ?? '');
  if (!project) throw errors.notFound('Project');
  return {project, version: store.version(project.slug, params.get('version-slug') ?? ''), filename: null};
}

export function addonsRoutes(app: Hono<AppEnv>, core: ApiCore, settingsOf: AddonsSettingsSource = {}): void {
  app.all('/_/addons/', (c) => {
    const scope = makeScope(core, c);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw errors.methodNotAllowed(c.req.method, ['GET', 'HEAD']);
    const params = scope.url.searchParams;
    if (!params.get('url') && (!params.get('project-slug') || !params.get('version-slug'))) {
      throw badRequest("'project-slug' and 'version-slug' GET attributes are required when not sending 'url'");
    }
    const {project, version, filename} = resolve(scope);
    const {permissions} = core;
    if (!permissions.canSeeProject(scope.user, project) || (version && !permissions.canSeeVersion(scope.user, version))) {
      throw errors.notFound('Project');
    }
    const requested = params.get('api-version');
    if (!requested) throw badRequest("'api-version' GET attribute is required");
    const major = majorOf(requested);
    if (major === undefined) throw badRequest("The version specified in 'api-version' is invalid");
    if (major !== 1 && major !== 2) throw badRequest("The version specified in 'api-version' is currently not supported");
    if (major === 2) return json({api_version: '2', comment: 'Undefined yet. Use v1 for now'});
    const settings = addonsSettings(typeof settingsOf === 'function' ? settingsOf(project.slug) : settingsOf);
    return json(payloadV1(scope, project, version, filename, settings));
  });
}

function payloadV1(
  scope: Scope,
  project: ProjectRecord,
  version: VersionRecord | undefined,
  filename: string | null,
  settings: AddonsSettings,
): Record<string, unknown> {
  const {store, permissions, urls} = scope.core;
  // Served on the docs origin, but the dashboard's URLs (urls.home, urls.builds, version edit, build pages) and
  // domains.dashboard name where the dashboard lives, as upstream's do (readthedocs.org, never the docs domain).
  const dashboardOrigin = scope.core.dashboardOrigin(scope.origin);
  const context = {...scope.serialize, origin: dashboardOrigin, docsOrigin: scope.origin};
  const serializeV = (record: VersionRecord) => without(serializeVersion(context, record, {}, NO_EXPANSIONS), ['_links']);
  const projectAt = (record: ProjectRecord) => {
    const out = without(serializeProject(context, record, {}, NO_EXPANSIONS), ['_links', 'users', 'tags']);
    for (const key of ['subproject_of', 'translation_of']) {
      const related = out[key];
      if (related && typeof related === 'object') out[key] = without(related as Record<string, unknown>, ['_links']);
    }
    // Upstream resolves each project's documentation URL for the version being read, where that version exists.
    const same = version && store.version(record.slug, version.slug);
    if (same?.active && same.built) out.urls = {...(out.urls as object), documentation: urls.docsUrl(context.docsOrigin, record.slug, same.slug)};
    return out;
  };
  const listed = store
    .versionsOf(project.slug)
    .filter((record) => record.active && record.built && !record.hidden && permissions.canSeeVersion(scope.user, record));
  const active = project.single_version
    ? listed.filter((record) => record.slug === project.default_version)
    : sortVersions(listed, settings.flyoutSorting);
  const main = project.translation_of ? store.project(project.translation_of) : project;
  const translations = main
    ? [...(main === project ? [] : [main]), ...store.translationsOf(main.slug)]
        .filter((record) => record.slug !== project.slug && permissions.canSeeProject(scope.user, record))
        .sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0))
    : [];
  const build = version && store.lastBuild(project.slug, version.slug);
  return {
    api_version: '1',
    projects: {current: projectAt(project), translations: translations.map(projectAt)},
    versions: {current: version ? serializeV(version) : null, active: active.map(serializeV)},
    builds: {current: build?.success ? without(serializeBuild(context, build), ['_links']) : null},
    domains: {dashboard: new URL(dashboardOrigin).host},
    readthedocs: {analytics: {code: null}, resolver: {filename}},
    addons: {
      options: {load_when_embedded: false, root_selector: null},
      analytics: {enabled: false, code: null},
      notifications: settings.notifications,
      flyout: {enabled: settings.flyout, position: null},
      customscript: {enabled: false, src: null},
      search: {
        enabled: settings.search,
        filters: [],
        default_filter: version ? `project:${project.slug}/${version.slug}` : `project:${project.slug}`,
      },
      linkpreviews: settings.linkpreviews,
      hotkeys: {
        enabled: settings.hotkeys,
        doc_diff: {enabled: true, trigger: 'KeyD'},
        search: {enabled: true, trigger: 'Slash'},
      },
      filetreediff: {enabled: false},
    },
  };
}
