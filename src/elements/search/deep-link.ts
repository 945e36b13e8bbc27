/**
 * The `?q=` deep link: a URL that opens the search with a query, and the URL kept in step with the query the reader
 * settled on. The address is written with `history.replaceState` (never a new history entry), and only once the
 * typing has paused (or the reader picks a result or closes), not on every keystroke: a same-document navigation
 * costs the page a few milliseconds each time (and Chromium fetches the favicon again: on Sphinx's docs an SVG image
 * document, ~40 ms), which is most of a frame or more on a large page.
 */

/** Longest query taken from a URL; the field holds no more. */
const MAX_QUERY = 256;

/** The query a URL asks to open the search with, if any. */
export function readDeepLink(href: string, param: string): string | undefined {
  if (!param) return undefined;
  let value: string | undefined;
  try {
    value = new URL(href).searchParams.get(param)?.trim();
  } catch {
    return undefined;
  }
  return value ? value.slice(0, MAX_QUERY) : undefined;
}
