/**
 * Where documentation lives on the reference server, in one place: the serializers build `urls.documentation` and
 * downloads from it, the embed endpoint and the docs server resolve URLs back with it. The docs are served by the same
 * origin as the API:
 *
 * - `{origin}/docs/{project}/{lang}/{version}/` (single version: `{origin}/docs/{project}/`)
 * - a translation: `{origin}/docs/{main project}/{translation lang}/{version}/`
 * - a subproject: `{origin}/docs/{parent}/projects/{alias}/{lang}/{version}/`
 * - downloads: `{origin}/docs/{project}/_/downloads/{lang}/{version}/{format}/`
 */

import type {ResolvedDocsUrl} from './content-deps.js';

/** What URL building needs to know about a project. */
export interface DocsUrlProject {
  slug: string;
  language: string;
  single_version: boolean;
  translation_of: string | null;
  default_version: string;
}

/** The store's answers the URL logic needs. */
export interface DocsUrlLookup {
  findProject(slug: string): DocsUrlProject | undefined;
  /** `{parent, alias}` when the project is a subproject. */
  superprojectOf(slug: string): {parent: string; alias: string} | undefined;
  /** The child project mounted under `parent` as `alias`. */
  subprojectByAlias(parent: string, alias: string): string | undefined;
  /** The translation of `main` into `language`. */
  translationOf(main: string, language: string): string | undefined;
}

export const DOCS_PREFIX = '/docs/';

export interface DocsUrls {
  docsUrl(origin: string, project: string, version: string): string;
  downloadUrl(origin: string, project: string, version: string, format: string): string;
  resolveDocsUrl(origin: string, url: string): ResolvedDocsUrl | undefined;
}

export function createDocsUrls(lookup: DocsUrlLookup): DocsUrls {
  /** The URL of the project's root (before the language segment). */
  function projectRoot(origin: string, project: DocsUrlProject): string {
    const main = project.translation_of ? lookup.findProject(project.translation_of) : undefined;
    const host = main ?? project;
    const parent = lookup.superprojectOf(host.slug);
    if (parent) return `${origin}${DOCS_PREFIX}${enc(parent.parent)}/projects/${enc(parent.alias)}/`;
    return `${origin}${DOCS_PREFIX}${enc(host.slug)}/`;
  }

  function docsUrl(origin: string, slug: string, version: string): string {
    const project = lookup.findProject(slug);
    if (!project) return `${origin}${DOCS_PREFIX}${enc(slug)}/`;
    const root = projectRoot(origin, project);
    if (project.single_version) return root;
    return `${root}${enc(project.language)}/${enc(version)}/`;
  }

  function downloadUrl(origin: string, slug: string, version: string, format: string): string {
    const language = lookup.findProject(slug)?.language ?? 'en';
    return `${origin}${DOCS_PREFIX}${enc(slug)}/_/downloads/${enc(language)}/${enc(version)}/${enc(format)}/`;
  }

  function resolveDocsUrl(origin: string, url: string): ResolvedDocsUrl | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url, origin);
    } catch {
      return undefined;
    }
    if (parsed.origin !== new URL(origin).origin || !parsed.pathname.startsWith(DOCS_PREFIX)) return undefined;
    const segments = parsed.pathname.slice(DOCS_PREFIX.length).split('/').map(safeDecode);
    if (segments.some((segment) => segment === undefined)) return undefined;
    const parts = segments as string[];
    const first = parts[0];
    if (!first) return undefined;
    let project = lookup.findProject(first);
    if (!project) return undefined;
    let rest = parts.slice(1);
    let alias: string | undefined;
    if (rest[0] === '_') return undefined;
    if (rest[0] === 'projects' && rest[1]) {
      const child = lookup.subprojectByAlias(project.slug, rest[1]);
      const childProject = child ? lookup.findProject(child) : undefined;
      if (!childProject) return undefined;
      alias = rest[1];
      project = childProject;
      rest = rest.slice(2);
    }
    const withAlias = (resolved: ResolvedDocsUrl): ResolvedDocsUrl => (alias ? {...resolved, alias} : resolved);
    if (project.single_version) {
      return withAlias({project: project.slug, version: project.default_version, path: rest.join('/')});
    }
    const [language, version, ...path] = rest;
    if (!language || !version) return undefined;
    let target = project.slug;
    if (language !== project.language) {
      const translation = lookup.translationOf(project.slug, language);
      if (!translation) return undefined;
      target = translation;
    }
    return withAlias({project: target, version, path: path.join('/'), language});
  }

  return {docsUrl, downloadUrl, resolveDocsUrl};
}

function enc(segment: string): string {
  return encodeURIComponent(segment);
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
