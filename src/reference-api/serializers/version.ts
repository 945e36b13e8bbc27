/** Version (v3): server-behaviour.md §5, expansion `last_build[.config]`. */

import {allowed, applyFieldsAndOmit, expansionsToMake, nestedOptions, type AllowedExpansions, type FlexOptions} from '../flex.js';
import type {VersionRecord} from '../model.js';
import {serializeBuild} from './build.js';
import {apiV3, dashboard, projectApiPath, type SerializeContext} from './common.js';

export const VERSION_DETAIL_EXPANSIONS: AllowedExpansions = allowed(['last_build.config']);
export const NO_EXPANSIONS: AllowedExpansions = new Map();

export function versionApiUrl(context: SerializeContext, project: string, version: string): string {
  return apiV3(context, `${projectApiPath(project)}versions/${encodeURIComponent(version)}/`);
}

/** Where a branch or tag lives in the repository's web UI. */
function vcsUrl(repository: string, name: string): string {
  return `${repository.replace(/\.git$/, '').replace(/\/$/, '')}/tree/${name}/`;
}

export function serializeVersion(
  context: SerializeContext,
  version: VersionRecord,
  options: FlexOptions = {},
  permitted: AllowedExpansions = VERSION_DETAIL_EXPANSIONS,
  withAliases = true,
): Record<string, unknown> {
  const project = context.store.project(version.project);
  const self = versionApiUrl(context, version.project, version.slug);
  const downloads: Record<string, string> = {};
  for (const format of version.downloads) {
    downloads[format] = context.urls.downloadUrl(context.docsOrigin, version.project, version.slug, format);
  }
  let aliases: unknown[] = [];
  if (withAliases && version.slug === 'stable' && version.ref && version.active) {
    const original = context.store.version(version.project, version.ref);
    if (original) aliases = [serializeVersion(context, original, {}, NO_EXPANSIONS, false)];
  }
  const branch = version.slug === 'latest' ? (project?.default_branch ?? 'master') : version.verbose_name;
  const out: Record<string, unknown> = {
    _links: {
      _self: self,
      builds: `${self}builds/`,
      project: apiV3(context, projectApiPath(version.project)),
    },
    active: version.active,
    aliases,
    built: version.built,
    downloads,
    hidden: version.hidden,
    id: version.id,
    identifier: version.identifier,
    privacy_level: version.privacy_level,
    ref: version.ref,
    slug: version.slug,
    type: version.type,
    urls: {
      dashboard: {
        edit: dashboard(
          context,
          `dashboard/${encodeURIComponent(version.project)}/version/${encodeURIComponent(version.slug)}/edit/`,
        ),
      },
      documentation: context.urls.docsUrl(context.docsOrigin, version.project, version.slug),
      vcs: vcsUrl(project?.repository.url ?? '', branch),
    },
    verbose_name: version.verbose_name,
  };
  for (const [name, inside] of expansionsToMake(options, permitted)) {
    if (name !== 'last_build') continue;
    const build = context.store.lastBuild(version.project, version.slug);
    out.last_build = build ? serializeBuild(context, build, nestedOptions(options, name, inside), inside) : null;
  }
  return applyFieldsAndOmit(out, options);
}
