/** The rows the switcher lists: versions in order with their links and badges, and the languages of this version. */

import {isModifiedClick} from '../../internal/modified-click.js';
import {urlInVersion, type PagePlace} from '../../versions/page-path.js';
import type {LanguageEntry, VersionData, VersionEntry} from '../../versions/version-data.js';
import {orderVersions, type VersionOrder} from '../../versions/version-order.js';
import type {VersionSwitcherStrings} from './strings.js';
import type {NavigationTarget} from '../../versions/version-element.js';

/** A version as the switcher shows it: the API's entry, where its link leads, and its badges. */
export interface VersionRow {
  entry: VersionEntry;
  href: string;
  current: boolean;
  badges: string[];
}

/**
 * A language as the switcher lists it: where its link leads, as the target a click goes to (`name` is the language's
 * own name for itself, `español`, so readers of it find it), and whether it is the page being read.
 */
export interface LanguageRow extends NavigationTarget {
  language: string;
  current: boolean;
}

/** What the rows depend on besides the data: the element's settings and where the reader is. */
export interface RowContext {
  currentVersion: string | undefined;
  currentPageUrl: string;
  place: PagePlace | undefined;
  showHidden: boolean;
  /** Unset: the maintainer's order where the source knows it, else `version`. */
  order: VersionOrder | undefined;
  sort: ((a: VersionEntry, b: VersionEntry) => number) | undefined;
  strings: VersionSwitcherStrings;
}

export function versionRows(data: VersionData | undefined, context: RowContext): VersionRow[] {
  const current = context.currentVersion;
  const place = context.place;
  const entries = (data?.versions ?? []).filter(
    (version) => !version.hidden || context.showHidden || version.slug === current,
  );
  if (current && !entries.some((version) => version.slug === current)) {
    // Not among the active versions (inactive, or the list failed): still the version being read.
    entries.unshift({slug: current, name: current, type: 'unknown', hidden: false, url: context.currentPageUrl, aliases: [], downloads: []});
  }
  const ordered = context.sort
    ? [...entries].sort(context.sort)
    : orderVersions(entries, {defaultVersion: data?.defaultVersion, order: context.order ?? (data?.maintainerOrder ? 'api' : 'version')});
  // `stable` names the version it stands for; that version names `stable` back.
  const standsFor = new Map<string, string[]>();
  for (const entry of ordered) {
    for (const alias of entry.aliases) standsFor.set(alias, [...(standsFor.get(alias) ?? []), entry.name]);
  }
  const strings = context.strings;
  return ordered.map((entry) => {
    const isCurrent = entry.slug === current;
    const badges = [
      ...entry.aliases.map((alias) => strings.aliasBadge(alias)),
      ...(standsFor.get(entry.name) ?? []).map((alias) => strings.aliasBadge(alias)),
    ];
    if (entry.hidden) badges.push(strings.hiddenBadge);
    return {entry, current: isCurrent, badges, href: isCurrent ? context.currentPageUrl : urlInVersion(place, entry.url)};
  });
}

export function languageRows(data: VersionData | undefined, context: RowContext): LanguageRow[] {
  if (!data?.languages.length) return [];
  const {currentVersion: current, currentPageUrl: here} = context;
  const rows: LanguageRow[] = [];
  if (data.language) {
    const {code, name} = data.language;
    rows.push({version: current ?? '', name: endonym(code, name), url: here, root: here, language: code, current: true});
  }
  for (const language of data.languages) {
    const own = current && language.versions[current];
    const root = own || language.url;
    rows.push({
      version: own ? current : defaultSlugOf(language),
      name: endonym(language.code, language.name),
      url: urlInVersion(context.place, root),
      root,
      language: language.code,
      current: false,
    });
  }
  return rows;
}

/**
 * The most version links rendered at once. Projects with thousands of versions exist; the filter reaches every one of
 * them, and the DOM stays small enough to open at once. The version being read is always among them.
 */
export const MAX_VERSION_ROWS = 200;

export function capRows(rows: VersionRow[]): VersionRow[] {
  if (rows.length <= MAX_VERSION_ROWS) return rows;
  const shown = rows.slice(0, MAX_VERSION_ROWS);
  const current = rows.find((row) => row.current);
  if (current && !shown.includes(current)) shown[MAX_VERSION_ROWS - 1] = current;
  return shown;
}

export function matches(row: VersionRow, needle: string): boolean {
  return [row.entry.name, row.entry.slug, ...row.entry.aliases].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The language's name in that language (`español`), or the API's name when the browser does not know it. */
function endonym(code: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([code], {type: 'language'}).of(code);
    return name && name !== code ? name : fallback;
  } catch {
    return fallback;
  }
}

/** The slug of a language's default version, read off its version map by its root URL. */
function defaultSlugOf(language: LanguageEntry): string {
  return Object.entries(language.versions).find(([, url]) => url === language.url)?.[0] ?? '';
}

/** A plain left click, which the switcher may handle itself; modifier and middle clicks are the browser's. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && !isModifiedClick(event);
}
