/**
 * The HTML the embed endpoints return (server-behaviour.md §12): the element `docs-model/embed-lookup.ts` finds (the
 * upstream answer, a lone heading for a flat MkDocs section included), its relative links made absolute against the
 * page URL. The HTML is returned as the docs author wrote it: sanitizing is the client's job (`src/internal/sanitize.ts`).
 */

import {mainContent} from '../../docs-model/embed-lookup.js';
import {cleanText, headingAnchor} from './page-model.js';

export {findEmbedContent, type EmbedLookup, type EmbedQuery} from '../../docs-model/embed-lookup.js';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Relative `href`/`src` resolved the way the hosting service does it: `#x` → `{page}#x`, `a.html` → `{page dir}/a.html`
 * (a `..` stays in the URL), absolute and `/`-rooted URLs untouched.
 */
export function absolutizeLinks(root: Element, pageUrl: string): void {
  const page = pageUrl.replace(/[#?].*$/s, '');
  const dir = page.slice(0, page.lastIndexOf('/'));
  const elements = [root, ...Array.from(root.querySelectorAll('[href], [src]'))];
  for (const element of elements) {
    for (const attribute of ['href', 'src']) {
      const value = element.getAttribute(attribute);
      if (value === null || value === '' || ABSOLUTE.test(value) || value.startsWith('/')) continue;
      element.setAttribute(attribute, value.startsWith('#') ? `${page}${value}` : `${dir}/${value}`);
    }
  }
}

/** `[{"Heading text": "#anchor"}]` for every heading of the main content (embed v2 `headers`). */
export function pageHeaders(doc: Document): Array<Record<string, string>> {
  const main = mainContent(doc, null) ?? doc.body;
  if (!main) return [];
  const headers: Array<Record<string, string>> = [];
  for (const heading of Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const anchor = headingAnchor(heading);
    if (anchor) headers.push({[cleanText(heading)]: `#${anchor}`});
  }
  return headers;
}
