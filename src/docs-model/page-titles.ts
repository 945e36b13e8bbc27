/**
 * The one rule for a page's title in search results: without the site's title that documentation themes add to every
 * page's `<title>` ("Configuration - Tidepool 2.0 documentation" with furo, " — " with Sphinx's basic theme, " | " or
 * " · " elsewhere). Which ending is the site's title is read from the pages themselves, not from a list of themes or
 * separators: the ending most of a version's titles share, starting at a separator (spaces around anything that is
 * not a letter or a digit). The built index (`docs-widgets index`) and `serve` apply it per version
 * (reference-api/content/search-index.ts).
 */

/** A separator between a page's own title and the site's: spaces around a run of anything but letters and digits. */
const SEPARATOR = /\s+[^\p{L}\p{N}\s]+\s+/gu;

/**
 * The site-title suffix (separator included) that most of `titles` end with, the longest when several tie; undefined
 * when fewer than two titles, or not more than half of them, share one.
 */
export function sharedTitleSuffix(titles: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const title of titles) {
    const endings = new Set<string>();
    for (const match of title.matchAll(SEPARATOR)) if (match.index > 0) endings.add(title.slice(match.index));
    for (const ending of endings) counts.set(ending, (counts.get(ending) ?? 0) + 1);
  }
  let best: string | undefined;
  let bestCount = 0;
  for (const [ending, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && ending.length > best.length)) {
      best = ending;
      bestCount = count;
    }
  }
  return bestCount >= 2 && bestCount * 2 > titles.length ? best : undefined;
}

/** `title` without the site's `suffix`; a title that is nothing but the suffix's site title stays as it is. */
export function withoutTitleSuffix(title: string, suffix: string | undefined): string {
  if (!suffix || !title.endsWith(suffix) || title.length === suffix.length) return title;
  return title.slice(0, -suffix.length).trim() || title;
}
