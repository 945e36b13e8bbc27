/**
 * Orders version names the way readers expect: newest release first, whether the project tags with Semantic
 * Versioning (`v2.0.0-rc.1`), PEP 440 (`2.0rc1`, `1!1.0`, `1.0.post2`, `1.1.dev3`) or calendar versions
 * (`2024.05`). Names that are not versions at all (`main`, `feature-x`) sort after every version, by name.
 */

/** A pre-release label, ranked so that dev < alpha < beta < rc, with unknown labels between dev and alpha. */
interface PreRelease {
  rank: number;
  label: string;
  /** Dot-separated identifiers after the label (`rc.1` → `[1]`), compared the Semantic Versioning way. */
  parts: Array<number | string>;
}

export interface ParsedVersion {
  epoch: number;
  release: number[];
  pre: PreRelease | undefined;
  post: number | undefined;
  dev: number | undefined;
}

const PRE_RANKS: Record<string, number> = {
  dev: 0,
  alpha: 2,
  a: 2,
  beta: 3,
  b: 3,
  c: 4,
  rc: 4,
  pre: 4,
  preview: 4,
};
/** Unknown Semantic Versioning labels (`-next.1`, `-canary`) sit after dev and before alpha. */
const UNKNOWN_PRE_RANK = 1;

// A name may carry a prefix (`v1.2`, `release-1.2`, `version_1.2`) before the number. Only these words: with any
// word allowed, a branch like `feature-10` would pass for release 10.
const PREFIX = String.raw`(?:(?:v|version|release|rel)[-_.]?)?`;
const SEMVER = new RegExp(
  String.raw`^${PREFIX}(\d+)\.(\d+)\.(\d+)(?:-([0-9a-z-]+(?:\.[0-9a-z-]+)*))?(?:\+[0-9a-z-]+(?:\.[0-9a-z-]+)*)?$`,
  'i',
);
// PEP 440 appendix B, with its spelling variants (alpha/beta/c/pre/preview, rev/r, implicit post `-1`).
const PEP440 = new RegExp(
  String.raw`^${PREFIX}(?:(\d+)!)?(\d+(?:\.\d+)*)` +
    String.raw`(?:[-_.]?(alpha|a|beta|b|preview|pre|c|rc)[-_.]?(\d+)?)?` +
    String.raw`(?:-(\d+)|[-_.]?(post|rev|r)[-_.]?(\d+)?)?` +
    String.raw`(?:[-_.]?(dev)[-_.]?(\d+)?)?` +
    String.raw`(?:\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?$`,
  'i',
);
// Branch names like `2.x` or `1.4.*` name a release line: treat the wildcard as "newest of that line".
const RELEASE_LINE = new RegExp(String.raw`^${PREFIX}(\d+(?:\.\d+)*)\.(?:x|\*)$`, 'i');

function toInt(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number.parseInt(value, 10);
}

function semverParts(text: string): Array<number | string> {
  return text.split('.').map((part) => (/^\d+$/.test(part) ? Number.parseInt(part, 10) : part.toLowerCase()));
}

/** Parses a version name; `undefined` when the name is not a version (a branch like `main`). */
export function parseVersion(name: string): ParsedVersion | undefined {
  const text = name.trim();
  // Semantic Versioning first: there `1.0.0-1` is a pre-release, where PEP 440 would read a post-release.
  const semver = SEMVER.exec(text);
  if (semver) {
    const [, major, minor, patch, prerelease] = semver;
    let pre: PreRelease | undefined;
    if (prerelease) {
      const [first, ...rest] = semverParts(prerelease);
      if (typeof first === 'string') {
        // `alpha1` is common in tags: split a trailing number off the label.
        const match = /^([a-z-]*?)(\d+)?$/.exec(first);
        const label = match?.[1] || first;
        const extra = match?.[2] !== undefined ? [Number.parseInt(match[2], 10)] : [];
        pre = {rank: PRE_RANKS[label] ?? UNKNOWN_PRE_RANK, label, parts: [...extra, ...rest]};
      } else {
        pre = {rank: UNKNOWN_PRE_RANK, label: '', parts: [first as number, ...rest]};
      }
    }
    return {epoch: 0, release: [Number(major), Number(minor), Number(patch)], pre, post: undefined, dev: undefined};
  }
  const pep = PEP440.exec(text);
  if (pep) {
    const [, epoch, release, preLabel, preNumber, implicitPost, postLabel, postNumber, devLabel, devNumber] = pep;
    const hasPost = implicitPost !== undefined || postLabel !== undefined;
    const label = preLabel?.toLowerCase();
    return {
      epoch: toInt(epoch) ?? 0,
      release: (release as string).split('.').map((part) => Number.parseInt(part, 10)),
      pre: label ? {rank: PRE_RANKS[label] ?? UNKNOWN_PRE_RANK, label: normalLabel(label), parts: [toInt(preNumber) ?? 0]} : undefined,
      post: hasPost ? (toInt(implicitPost) ?? toInt(postNumber) ?? 0) : undefined,
      dev: devLabel ? (toInt(devNumber) ?? 0) : undefined,
    };
  }
  const line = RELEASE_LINE.exec(text);
  if (line) {
    const release = (line[1] as string).split('.').map((part) => Number.parseInt(part, 10));
    return {epoch: 0, release: [...release, Number.MAX_SAFE_INTEGER], pre: undefined, post: undefined, dev: undefined};
  }
  return undefined;
}

function normalLabel(label: string): string {
  if (label === 'alpha') return 'a';
  if (label === 'beta') return 'b';
  if (label === 'c' || label === 'pre' || label === 'preview') return 'rc';
  return label;
}

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareRelease(a: number[], b: number[]): number {
  // Trailing zeros do not count: 1.0 == 1.0.0.
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareNumbers(a[i] ?? 0, b[i] ?? 0);
    if (order) return order;
  }
  return 0;
}

/** Semantic Versioning §11: numbers numerically, numbers before words, words in ASCII order, shorter first. */
function compareIdentifiers(a: Array<number | string>, b: Array<number | string>): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') {
      const order = compareNumbers(x, y);
      if (order) return order;
    } else if (typeof x === 'number') {
      return -1;
    } else if (typeof y === 'number') {
      return 1;
    } else if (x !== y) {
      return x < y ? -1 : 1;
    }
  }
  return 0;
}

/**
 * Where a release's own suffix puts it among releases with the same number (PEP 440): `1.0.dev1` < `1.0a1` <
 * `1.0` < `1.0.post1`. A dev release with no pre or post part comes before every pre-release.
 */
function phase(version: ParsedVersion): number {
  if (version.pre) return 1;
  if (version.dev !== undefined && version.post === undefined) return 0;
  return 2;
}

/** Ascending order of two parsed versions. */
export function compareParsedVersions(a: ParsedVersion, b: ParsedVersion): number {
  return (
    compareNumbers(a.epoch, b.epoch) ||
    compareRelease(a.release, b.release) ||
    compareNumbers(phase(a), phase(b)) ||
    comparePre(a.pre, b.pre) ||
    compareNumbers(a.post ?? -1, b.post ?? -1) ||
    compareNumbers(a.dev ?? Number.POSITIVE_INFINITY, b.dev ?? Number.POSITIVE_INFINITY)
  );
}

function comparePre(a: PreRelease | undefined, b: PreRelease | undefined): number {
  if (!a || !b) return 0;
  return (
    compareNumbers(a.rank, b.rank) ||
    (a.label === b.label ? 0 : a.label < b.label ? -1 : 1) ||
    compareIdentifiers(a.parts, b.parts)
  );
}

const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});

/**
 * Newest first: versions in descending version order, then names that are not versions, by name (numeric-aware).
 * A comparator for `Array.prototype.sort`.
 */
export function compareVersionNamesDescending(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (x && y) return compareParsedVersions(y, x) || collator.compare(a, b);
  if (x) return -1;
  if (y) return 1;
  return collator.compare(a, b);
}

/** What the ordering needs to know of a version. */
export interface OrderableVersion {
  slug: string;
  /** The displayed name (`verbose_name`), which carries the version number. */
  name: string;
  type: 'branch' | 'tag' | 'unknown' | string;
}

/** How versions are ordered: `version` (pinned, tags newest first, branches), `name`, or `api` (as received). */
export type VersionOrder = 'version' | 'name' | 'api';

/**
 * The reading order of a version list. The project's default version, `stable` and `latest` come first (in that
 * order), then tags newest first, then branches and versions of unknown type. `name` keeps the pinned versions
 * first and sorts the rest by name; `api` keeps the order the API gave.
 */
export function orderVersions<T extends OrderableVersion>(
  versions: readonly T[],
  {defaultVersion, order = 'version'}: {defaultVersion?: string | undefined; order?: VersionOrder} = {},
): T[] {
  if (order === 'api') return [...versions];
  const pinnedSlugs = [defaultVersion, 'stable', 'latest'].filter((slug): slug is string => Boolean(slug));
  const pinned: T[] = [];
  for (const slug of pinnedSlugs) {
    const version = versions.find((candidate) => candidate.slug === slug);
    if (version && !pinned.includes(version)) pinned.push(version);
  }
  const rest = versions.filter((version) => !pinned.includes(version));
  const byName = (a: T, b: T) => compareVersionNamesDescending(a.name, b.name);
  if (order === 'name') return [...pinned, ...rest.sort((a, b) => collator.compare(a.name, b.name))];
  const tags = rest.filter((version) => version.type === 'tag').sort(byName);
  const others = rest.filter((version) => version.type !== 'tag').sort(byName);
  return [...pinned, ...tags, ...others];
}
