/** API v2 shapes (hosting-api.md §2.13): keys in declaration order, downloads scheme-relative, ids instead of slugs. */

import {isFinal} from '../build-progress.js';
import type {BuildRecord, ProjectRecord, VersionRecord} from '../model.js';
import {isoTime, type SerializeContext} from './common.js';

function schemeRelative(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:/i, '');
}

export function serializeProjectV2(context: SerializeContext, project: ProjectRecord): Record<string, unknown> {
  const defaultVersion = context.store.version(project.slug, project.default_version);
  return {
    id: project.id,
    name: project.name,
    slug: project.slug,
    programming_language: project.programming_language,
    default_version: project.default_version,
    default_branch: project.default_branch ?? 'master',
    repo_type: project.repository.type,
    repo: project.repository.url,
    description: '',
    language: project.language,
    documentation_type: defaultVersion?.doctype ?? 'sphinx',
    canonical_url: context.urls.docsUrl(context.docsOrigin, project.slug, project.default_version),
    users: project.users.map((username) => context.store.user(username)?.id).filter((id) => id !== undefined),
    custom_prefix: null,
  };
}

export function serializeVersionV2(context: SerializeContext, version: VersionRecord): Record<string, unknown> {
  const project = context.store.project(version.project);
  const downloads: Record<string, string> = {};
  for (const format of version.downloads) {
    downloads[format] = schemeRelative(context.urls.downloadUrl(context.docsOrigin, version.project, version.slug, format));
  }
  return {
    id: version.id,
    slug: version.slug,
    verbose_name: version.verbose_name,
    built: version.built,
    active: version.active,
    type: version.type,
    identifier: version.identifier,
    privacy_level: version.privacy_level,
    downloads,
    project: project ? serializeProjectV2(context, project) : null,
    has_pdf: version.downloads.includes('pdf'),
    has_epub: version.downloads.includes('epub'),
    has_htmlzip: version.downloads.includes('htmlzip'),
    documentation_type: version.doctype,
  };
}

export function serializeBuildV2(context: SerializeContext, build: BuildRecord): Record<string, unknown> {
  const project = context.store.project(build.project);
  const version = context.store.version(build.project, build.version);
  const final = isFinal(build.state);
  return {
    id: build.id,
    date: isoTime(build.created),
    length: final ? build.duration : null,
    type: 'html',
    state: build.state,
    success: final ? build.success : null,
    error: build.error,
    commit: build.commit,
    docs_url: context.urls.docsUrl(context.docsOrigin, build.project, build.version),
    project: project?.id ?? null,
    project_slug: build.project,
    version: version?.id ?? null,
    version_slug: build.version,
    commands: [],
    state_display: build.state.charAt(0).toUpperCase() + build.state.slice(1),
    status: final ? (build.success ? 'success' : 'failure') : 'running',
    commit_url: build.commit && project ? `${project.repository.url.replace(/\.git$/, '')}/commit/${build.commit}` : null,
  };
}
