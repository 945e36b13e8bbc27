/**
 * What the version widgets render (`VersionData`), and how one version of any source becomes a `VersionEntry`: the
 * API's v3 versions and the addons payload's versions share these fields, so both go through `versionEntry`.
 */
import {capText} from '../internal/cap-text.js';

export const DOWNLOAD_FORMATS = ['pdf', 'htmlzip', 'epub'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export interface DownloadLink {
  format: DownloadFormat;
  url: string;
}

/** One active version of the project. */
export interface VersionEntry {
  slug: string;
  /** The displayed name (`verbose_name`). */
  name: string;
  /** `tag`, `branch` or `unknown`. */
  type: string;
  hidden: boolean;
  /** The version's documentation root (absolute http(s) URL). */
  url: string;
  /** Names of the versions this one stands for (`stable` → `2.1`). */
  aliases: string[];
  downloads: DownloadLink[];
}

/** Another language of the same documentation. */
export interface LanguageEntry {
  code: string;
  name: string;
  /** Documentation root of the language's default version. */
  url: string;
  /** Documentation root of each of its active versions, by slug. */
  versions: Record<string, string>;
}

export interface VersionData {
  defaultVersion: string;
  /** Language of the project being read (absent with API v2 when the code is unknown). */
  language: {code: string; name: string} | undefined;
  /** Active versions in the order the API gave, hidden ones included (the elements decide what to show). */
  versions: VersionEntry[];
  /** The other languages: the main project and its translations, without the project being read. */
  languages: LanguageEntry[];
  /**
   * true when `versions` is already in the maintainer's chosen order (the hosting service's addons payload sorts by
   * the project's scheme): a switcher keeps it unless told to sort itself.
   */
  maintainerOrder?: boolean;
  /**
   * Where the maintainer wants the outdated-version warning (the service's notifications settings): on `latest`, and
   * on versions other than the stable one. Absent: everywhere our rules warn.
   */
  warnings?: {onLatest: boolean; onNonStable: boolean};
}

/** The fields of a version `versionEntry` reads: a v3 version and an addons payload version both have them. */
export interface VersionFields {
  slug: string;
  verbose_name: string;
  type?: string | undefined;
  hidden?: boolean | null | undefined;
  ref?: string | null | undefined;
  aliases?: unknown[] | undefined;
  downloads?: DownloadFields | null | undefined;
  urls: {documentation: string};
}

export type DownloadFields = Partial<Record<DownloadFormat | 'html', string | null | undefined>>;

export function versionEntry(version: VersionFields, pageUrl: string): VersionEntry[] {
  const url = httpUrl(version.urls.documentation, pageUrl);
  if (!url) return [];
  const aliases = (version.aliases ?? []).flatMap((alias) => {
    const name = aliasName(alias);
    return name && name !== version.verbose_name ? [capName(name)] : [];
  });
  if (version.ref && aliases.length === 0 && version.ref !== version.slug) aliases.push(capName(version.ref));
  return [
    {
      slug: version.slug,
      name: capName(version.verbose_name),
      type: version.type ?? 'unknown',
      hidden: version.hidden ?? false,
      url,
      aliases,
      downloads: downloadLinks(version.downloads, pageUrl),
    },
  ];
}

/** `aliases` items are version objects upstream; tolerate bare slugs too. */
function aliasName(alias: unknown): string | undefined {
  if (typeof alias === 'string') return alias;
  if (alias && typeof alias === 'object') {
    const {verbose_name: name, slug} = alias as {verbose_name?: unknown; slug?: unknown};
    if (typeof name === 'string') return name;
    if (typeof slug === 'string') return slug;
  }
  return undefined;
}

function downloadLinks(downloads: DownloadFields | null | undefined, pageUrl: string): DownloadLink[] {
  return DOWNLOAD_FORMATS.flatMap((format) => {
    // API v2 names the HTML zip `html`.
    const raw = downloads?.[format] ?? (format === 'htmlzip' ? downloads?.html : undefined);
    const url = raw ? httpUrl(raw, pageUrl) : undefined;
    return url ? [{format, url}] : [];
  });
}

/**
 * Names (versions, aliases, languages) are shown as text; a hostile 1 MB name must not blow up the layout or stall
 * the page (security-and-performance.md §2).
 */
const MAX_NAME_LENGTH = 100;

export function capName(name: string): string {
  return capText(name, MAX_NAME_LENGTH);
}

/** An absolute http(s) URL, or undefined: API strings are untrusted, and `javascript:` must never become a link. */
export function httpUrl(value: string, base: string): string | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

