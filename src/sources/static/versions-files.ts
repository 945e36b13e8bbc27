/**
 * Versions with no server: mike's `versions.json` (`[{version, title, aliases}]`, at the root above the versions) and
 * pydata-sphinx-theme's `switcher.json` (`[{version, url, name?, preferred?}]`, wherever its configuration says), read
 * as data and turned into the `VersionData` the switcher and the warning render. Every URL is kept only when http(s);
 * names are capped like the API's.
 */

import {capName, httpUrl, type VersionData, type VersionEntry} from '../../versions/version-entry.js';
import {parseVersion} from '../../versions/version-order.js';

/**
 * mike's aliases (`latest` → `2.0`): names that point at a version, the reverse of `VersionEntry.aliases` (what a
 * version stands for), so they are kept aside, for finding the version of a page read through an alias's folder.
 */
const mikeAliases = new WeakMap<VersionData, Map<string, string>>();

/** A version that reads as a release number is a tag: the warning then says "older" or "pre-release". */
const typeOf = (slug: string) => (parseVersion(slug) ? 'tag' : 'unknown');

/** Versions we read at most: a switcher with more is not a list anyone reads. */
const MAX_VERSIONS = 500;

export type VersionsFileKind = 'mike' | 'pydata';

/** A versions file whose content is not what its tool writes. */
export class VersionsFileError extends Error {
  override name = 'VersionsFileError';
}

function list(data: unknown, file: string): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new VersionsFileError(`${file} is not a JSON list of versions`);
  return data.slice(0, MAX_VERSIONS).filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object');
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** mike: each version lives in `<root>/<version>/`; `latest`-style aliases point at one of them. */
export function mikeVersions(data: unknown, fileUrl: string): VersionData {
  const aliases = new Map<string, string>();
  const versions: VersionEntry[] = list(data, 'versions.json').flatMap((item) => {
    const slug = text(item.version);
    // A slug is one path segment: anything else would leave the site's root.
    if (!slug || slug.includes('/') || slug === '.' || slug === '..') return [];
    const url = httpUrl(`${encodeURIComponent(slug)}/`, fileUrl);
    if (!url) return [];
    const names = Array.isArray(item.aliases) ? item.aliases.flatMap((alias) => (text(alias) ? [text(alias) as string] : [])) : [];
    for (const alias of names) if (!aliases.has(alias)) aliases.set(alias, slug);
    return [{slug, name: capName(text(item.title) ?? slug), type: typeOf(slug), hidden: false, url, aliases: [], downloads: []}];
  });
  if (versions.length === 0) throw new VersionsFileError('versions.json lists no version');
  const latest = aliases.get('latest');
  const preferred = versions.find((version) => version.slug === latest) ?? versions[0] as VersionEntry;
  const answer: VersionData = {defaultVersion: preferred.slug, language: undefined, versions, languages: []};
  mikeAliases.set(answer, aliases);
  return answer;
}

/** pydata-sphinx-theme: each entry carries its own URL; `preferred` marks the one to recommend. */
export function pydataVersions(data: unknown, fileUrl: string): VersionData {
  let preferred: VersionEntry | undefined;
  const seen = new Set<string>();
  const versions: VersionEntry[] = list(data, 'switcher.json').flatMap((item) => {
    const slug = text(item.version);
    const url = text(item.url) && httpUrl(text(item.url) as string, fileUrl);
    if (!slug || !url || seen.has(slug)) return [];
    seen.add(slug);
    const entry: VersionEntry = {slug, name: capName(text(item.name) ?? slug), type: typeOf(slug), hidden: false,
      url: url.endsWith('/') ? url : `${url}/`, aliases: [], downloads: []};
    if (item.preferred === true && !preferred) preferred = entry;
    return [entry];
  });
  if (versions.length === 0) throw new VersionsFileError('switcher.json lists no version');
  const chosen = preferred ?? versions[0] as VersionEntry;
  return {defaultVersion: chosen.slug, language: undefined, versions, languages: []};
}

export function readVersionsFile(kind: VersionsFileKind, jsonText: string, fileUrl: string): VersionData {
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch {
    throw new VersionsFileError(`${kind === 'mike' ? 'versions.json' : 'switcher.json'} is not JSON`);
  }
  return kind === 'mike' ? mikeVersions(data, fileUrl) : pydataVersions(data, fileUrl);
}

/**
 * The version a page belongs to, from the file: pydata's configured match first, else the version whose root holds
 * the page (the longest root winning), else for mike the alias whose folder holds it (`/latest/` served as a copy).
 */
export function currentVersion(data: VersionData, pageUrl: string, fileUrl: string, configured?: string): string | undefined {
  if (configured && data.versions.some((version) => version.slug === configured)) return configured;
  const holders = data.versions.filter((version) => pageUrl.startsWith(version.url));
  const found = holders.sort((a, b) => b.url.length - a.url.length)[0];
  if (found) return found.slug;
  for (const [alias, slug] of mikeAliases.get(data) ?? []) {
    const aliasRoot = httpUrl(`${encodeURIComponent(alias)}/`, fileUrl);
    if (aliasRoot !== undefined && pageUrl.startsWith(aliasRoot)) return slug;
  }
  return undefined;
}
