/**
 * The script tag in one HTML page, for `docs-widgets add`: put before `</head>` with the path from this page to the
 * copied bundle, once. A page that has our tag already keeps one (its path brought up to date, `async` added, its
 * other attributes kept, duplicates dropped); a page without `</head>`, or with the widgets' script from elsewhere (a
 * CDN, a theme template), is left as it is and reported: two copies of the script would define the elements twice.
 */

/** What became of one page. */
export type TagOutcome = 'tagged' | 'updated' | 'unchanged' | 'no-head' | 'other-tag';

/**
 * The tag `add` writes (and `serve` puts in the pages it serves), for a bundle at `src`. `async`: the page's
 * `DOMContentLoaded` neither waits for the file nor runs the page's own handlers before its first render, as it did
 * behind a deferred module, where Lighthouse found those handlers' forced layout in one long task with ours (Python
 * docs static functions.html, mobile: 3 loads of 8 at +110 ms of blocking; with `async`, none; docs/measuring.md).
 */
export function scriptTag(src: string): string {
  return `<script type="module" async src="${src}"></script>`;
}

/**
 * Our tags in a page: a module script whose `src` ends in `<bundleFolder>/docs-widgets.js` (any path before it, any
 * other attributes), with its closing tag.
 */
function ourTags(bundleFolder: string): RegExp {
  const folder = bundleFolder.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(
    `[ \\t]*<script\\b[^>]*\\bsrc=(["'])((?:[^"'>]*/)?${folder}/docs-widgets\\.js)\\1[^>]*>\\s*</script>[ \\t]*\\r?\\n?`,
    'gi',
  );
}

/**
 * `html` with our tag pointing at `src` (the bundle's entry relative to the page), and what was done. The text is
 * read and written as latin1 by the caller, so bytes outside the tag are kept whatever the page's encoding.
 */
export function tagPage(html: string, src: string, bundleFolder: string): {html: string; outcome: TagOutcome} {
  const pattern = ourTags(bundleFolder);
  const found = [...html.matchAll(pattern)];
  const first = found[0];
  if (first) {
    // Keep the first tag where it is (a site author may have moved it or added data-* attributes), with the new path;
    // drop any other copy.
    let kept = false;
    const next = html.replace(pattern, (match: string, quote: string, oldSrc: string) => {
      if (kept) return '';
      kept = true;
      const moved = match.replace(`${quote}${oldSrc}${quote}`, `${quote}${src}${quote}`);
      // A tag an earlier `add` wrote without `async` gets it (see `scriptTag`).
      return /^[^>]*\basync\b/i.test(moved) ? moved : moved.replace(/<script\b/i, '<script async');
    });
    return {html: next, outcome: next === html ? 'unchanged' : 'updated'};
  }
  if (/<script\b[^>]*\bsrc=["'][^"'>]*docs-widgets(?:\.min)?\.js["'][^>]*>/i.test(html)) return {html, outcome: 'other-tag'};
  const head = /<\/head\s*>/i.exec(html);
  if (!head) return {html, outcome: 'no-head'};
  return {html: `${html.slice(0, head.index)}${scriptTag(src)}\n${html.slice(head.index)}`, outcome: 'tagged'};
}
