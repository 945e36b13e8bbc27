/**
 * Orders version names the way readers expect: newest release first, whether the project tags with Semantic
 * Versioning (`v2.0.0-rc.1`), PEP 440 (`2.0rc1`, `1!1.0`, `1.0.post2`, `1.1.dev3`) or calendar versions
 * (`2024.05`). Names that are not versions at all (`main`, `feature-x`) sort after every version, by name.
 *
 * A parsed version is two lists compared item by item: the release (`[epoch, ...numbers]`, missing numbers counting
 * as 0, so 1.0 == 1.0.0) and a suffix key, where a missing item comes first and numbers before words (Semantic
 * Versioning §11). One generic comparison of lists replaces a comparator per field.
 */

type Key = Array<number | string>;

export interface ParsedVersion {
  /** The release numbers (`2.1` → `[2, 1]`). */
  release: number[];
  /** `[epoch, ...release]`. */
  numbers: number[];
  /**
   * Where the suffix puts the release among those with the same number: `[phase, ...]`, phase 0 for a bare dev
   * release, 1 for a pre-release (then its label's rank and its numbers), 2 for a final or post release; PEP 440
   * keys end with post (-1 when none) and dev (Infinity when none), so `1.0.dev1` < `1.0a1` < `1.0` < `1.0.post1`.
   */
  suffix: Key;
}

/**
 * A pre-release label's rank, as text so that it sorts among labels: dev < unknown labels (`-next`, `-canary`, by
 * name) < alpha < beta < rc.
 */
const RANKS: Record<string, string> = {dev: '0', alpha: '2', a: '2', beta: '3', b: '3', c: '4', rc: '4', pre: '4', preview: '4'};
const rank = (label: string): string => RANKS[label] ?? `1${label}`;

// A name may carry a prefix (`v1.2`, `release-1.2`, `version_1.2`) before the number. Only these words: with any
// word allowed, a branch like `feature-10` would pass for release 10. The longer words first, so `version1` loses
// the whole word and not just its `v`.
const PREFIX = /^(?:version|release|rel|v)[-_.]?/i;
const SEMVER = /^(\d+\.\d+\.\d+)(?:-([0-9a-z-]+(?:\.[0-9a-z-]+)*))?(?:\+[0-9a-z-]+(?:\.[0-9a-z-]+)*)?$/i;
// PEP 440 appendix B, with its spelling variants (alpha/beta/c/pre/preview, rev/r, implicit post `-1`).
const PEP440 =
  /^(?:(\d+)!)?(\d+(?:\.\d+)*)(?:[-_.]?(alpha|a|beta|b|preview|pre|c|rc)[-_.]?(\d+)?)?(?:-(\d+)|[-_.]?(?:post|rev|r)[-_.]?(\d*))?(?:[-_.]?dev[-_.]?(\d*))?(?:\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?$/i;
// Branch names like `2.x` or `1.4.*` name a release line: treat the wildcard as "newest of that line".
const RELEASE_LINE = /^(\d+(?:\.\d+)*)\.[x*]$/i;

const numbersOf = (text: string): number[] => text.split('.').map(Number);

/** Parses a version name; `undefined` when the name is not a version (a branch like `main`). */
export function parseVersion(name: string): ParsedVersion | undefined {
  const text = name.trim().replace(PREFIX, '');
  const parsed = (release: number[], suffix: Key, epoch = 0): ParsedVersion => ({release, numbers: [epoch, ...release], suffix});
  // Semantic Versioning first: there `1.0.0-1` is a pre-release, where PEP 440 would read a post-release.
  let match = SEMVER.exec(text);
  if (match) {
    const [, numbers, pre] = match;
    const release = numbersOf(numbers!);
    if (!pre) return parsed(release, [2, -1, Infinity]);
    // Identifiers: numbers as numbers, words lower-cased; `alpha1` (common in tags) is the label `alpha` and 1.
    const [first, ...rest] = pre.split('.') as [string, ...string[]];
    const [, label = first, number] = /^([a-z-]*?)(\d*)$/i.exec(first) ?? [];
    const parts = rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part.toLowerCase()));
    return parsed(release, [1, rank(label.toLowerCase()), ...(number ? [Number(number)] : []), ...parts]);
  }
  match = PEP440.exec(text);
  if (match) {
    const [, epoch, release, label, preNumber, implicitPost, post = implicitPost, dev] = match;
    const tail = [post === undefined ? -1 : Number(post), dev === undefined ? Infinity : Number(dev)];
    const suffix = label ? [1, rank(label.toLowerCase()), Number(preNumber ?? 0), ...tail] : [dev !== undefined && post === undefined ? 0 : 2, ...tail];
    return parsed(numbersOf(release!), suffix, Number(epoch ?? 0));
  }
  match = RELEASE_LINE.exec(text);
  return match ? parsed([...numbersOf(match[1]!), Number.MAX_SAFE_INTEGER], [2, -1, Infinity]) : undefined;
}

/** Item by item; a missing item is `pad` when given, else it comes first; numbers before words. */
function compareKeys(a: Key, b: Key, pad?: number): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? pad;
    const y = b[i] ?? pad;
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Ascending order of two parsed versions. */
export function compareParsedVersions(a: ParsedVersion, b: ParsedVersion): number {
  return compareKeys(a.numbers, b.numbers, 0) || compareKeys(a.suffix, b.suffix);
}

let collator: Intl.Collator | undefined;

/**
 * Names by name, numeric-aware and ignoring case (`feature-9` before `feature-10`): by an `Intl.Collator` made on first
 * need, and not at all for two names of lower-case letters only (`main`, `develop`), which it orders as `<` does. Its
 * construction loads the collation data, 35-80 ms at 4x CPU throttling: made as the versions chunk was evaluated, it
 * was most of that evaluation, our longest task as a docs domain's page loads (issue 29).
 */
export function compareNames(a: string, b: string): number {
  if (/^[a-z]*$/.test(a + b)) return a < b ? -1 : a > b ? 1 : 0;
  return (collator ??= new Intl.Collator('en', {numeric: true, sensitivity: 'base'})).compare(a, b);
}

/**
 * Newest first: versions in descending version order, then names that are not versions, by name (numeric-aware).
 * A comparator for `Array.prototype.sort`.
 */
export function compareVersionNamesDescending(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return (x && y ? compareParsedVersions(y, x) : x ? -1 : y ? 1 : 0) || compareNames(a, b);
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
  const pinned = [defaultVersion, 'stable', 'latest'].flatMap((slug) => versions.find((version) => version.slug === slug) ?? []);
  // Pinned ones by their place among the pinned, then (by version) tags before everything else.
  const group = (version: T): number => {
    const index = pinned.indexOf(version);
    return index < 0 ? (order === 'version' && version.type !== 'tag' ? 4 : 3) : index;
  };
  const byName = order === 'name' ? compareNames : compareVersionNamesDescending;
  return [...versions].sort((a, b) => group(a) - group(b) || byName(a.name, b.name));
}
