/**
 * The version data of API v2 (legacy), for version-data.ts: a module of its own, loaded only when a page asks API v2,
 * beside that page's first request (the project, which version-data.ts asks for and hands in here).
 *
 * API v2 has no documentation URL per version, only the project's `canonical_url` (the default version's root). The
 * one assumption made here: the default version's slug is a path segment of that URL, and the other versions live
 * where that segment names them. Without such a segment (single-version projects), every version gets that URL.
 */
import {DocsApiError} from '../api/errors.js';
import type {WidgetReadClient} from '../api/widget-schemas/shapes.js';
import type {WidgetProjectV2 as ProjectV2, WidgetVersionV2 as VersionV2} from '../api/widget-schemas/versions.js';
import {httpUrl, versionEntry, type VersionData, type VersionEntry} from './version-entry.js';

export interface VersionDataV2Request {
  client: WidgetReadClient;
  project: string;
  /** Base for the scheme-relative URLs of API v2 (the page's URL). */
  pageUrl: string;
  signal?: AbortSignal | undefined;
}

/** `project`: what `getProjectV2BySlug` answered for the request's project. */
export async function loadFromV2(
  {client, project: slug, pageUrl, signal}: VersionDataV2Request,
  project: ProjectV2 | undefined,
): Promise<VersionData> {
  if (!project) {
    throw new DocsApiError(`getProjectV2BySlug: no project "${slug}"`, {
      url: `api/v2/project/?slug=${encodeURIComponent(slug)}`,
      operation: 'getProjectV2BySlug',
    });
  }
  const {versions} = await client.getActiveVersionsV2(project.id, {signal});
  const root = httpUrl(project.canonical_url ?? '', pageUrl);
  return {
    defaultVersion: project.default_version,
    language: project.language ? {code: project.language, name: languageName(project.language)} : undefined,
    versions: root
      ? withAliasesByCommit(
          versions,
          // The one entry builder of every source, with the URL this version's root is assumed to have.
          versions.flatMap((version) =>
            versionEntry({...version, urls: {documentation: swapVersionSegment(root, project.default_version, version.slug)}}, pageUrl),
          ),
        )
      : [],
    languages: [],
  };
}

/**
 * API v2 has no `aliases`: `stable` and `latest` name the release they stand for only through a shared commit
 * (`identifier`). Without this, a reader of 2.1 would be told that 2.1 is "not the current release".
 */
function withAliasesByCommit(raw: VersionV2[], entries: VersionEntry[]): VersionEntry[] {
  return entries.map((entry, index) => {
    const commit = raw[index]?.identifier;
    if ((entry.slug !== 'stable' && entry.slug !== 'latest') || !commit) return entry;
    const original = entries.find(
      (other, otherIndex) => other !== entry && other.slug !== 'stable' && other.slug !== 'latest' && raw[otherIndex]?.identifier === commit,
    );
    return original ? {...entry, aliases: [original.name]} : entry;
  });
}

function swapVersionSegment(root: string, from: string, to: string): string {
  const url = new URL(root);
  const segments = url.pathname.split('/');
  const index = segments.lastIndexOf(encodeURIComponent(from));
  if (index < 0) return root;
  segments[index] = encodeURIComponent(to);
  url.pathname = segments.join('/');
  return url.href;
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], {type: 'language'}).of(code) ?? code;
  } catch {
    return code;
  }
}
