/**
 * When a reader should be told that the version they read is not the one to read, and which one to send them to.
 *
 * - No warning on the project's default version, on `stable`, or on the release `stable` stands for: those are what
 *   readers should read. (When `latest` is the default version, reading `latest` is therefore fine: readthedocs/addons
 *   #717 is about warning there.)
 * - Otherwise the recommended version is `stable` when the project has it, else the default version; without either
 *   in the list there is nothing to recommend, so no warning.
 * - The kind: `development` for `latest` and other branches; `older` or `prerelease` for a tag, by comparing its
 *   version number with the recommended release (`older` when either is not a version number); `unknown` for a
 *   version missing from the active list or of unknown type.
 * - Where the maintainer chose (`data.warnings`, the hosting service's notifications settings): no warning on
 *   `latest` without `onLatest`, none on other versions without `onNonStable`.
 */
import type {VersionData, VersionEntry} from '../../versions/version-data.js';
import {compareParsedVersions, parseVersion} from '../../versions/version-order.js';
import type {WarningKind} from './strings.js';

export interface VersionWarning {
  kind: WarningKind;
  /** The version being read, as listed (a bare slug when it is not in the list). */
  current: Pick<VersionEntry, 'slug' | 'name'>;
  /** The version recommended instead. */
  target: VersionEntry;
  /** The name to show for the target: `2.1` rather than `stable` when stable stands for 2.1. */
  targetName: string;
}

export function versionWarning(data: VersionData, currentSlug: string): VersionWarning | undefined {
  if (currentSlug === data.defaultVersion || currentSlug === 'stable') return undefined;
  if (data.warnings && !(currentSlug === 'latest' ? data.warnings.onLatest : data.warnings.onNonStable)) return undefined;
  const stable = data.versions.find((version) => version.slug === 'stable');
  const release = stable && stableRelease(data, stable);
  if (stable && (stable.aliases.includes(currentSlug) || currentSlug === release?.slug)) return undefined;
  const target = stable ?? data.versions.find((version) => version.slug === data.defaultVersion);
  if (!target || target.slug === currentSlug) return undefined;
  // The release stable stands for exists only when the target is stable.
  const targetName = release?.name ?? target.aliases[0] ?? target.name;
  const entry = data.versions.find((version) => version.slug === currentSlug);
  const current = entry ?? {slug: currentSlug, name: currentSlug};
  return {kind: kindOf(entry, currentSlug, targetName), current, target, targetName};
}

/** The release `stable` stands for: the version named by its alias. */
function stableRelease(data: VersionData, stable: VersionEntry): VersionEntry | undefined {
  const alias = stable.aliases[0];
  if (!alias) return undefined;
  return data.versions.find((version) => version !== stable && (version.name === alias || version.slug === alias));
}

function kindOf(entry: VersionEntry | undefined, slug: string, targetName: string): WarningKind {
  if (slug === 'latest' || entry?.type === 'branch') return 'development';
  if (!entry || entry.type !== 'tag') return 'unknown';
  const read = parseVersion(entry.name);
  const recommended = parseVersion(targetName);
  if (read && recommended && compareParsedVersions(read, recommended) > 0) return 'prerelease';
  return 'older';
}
