/**
 * The element the embed endpoint answers with (server-behaviour.md §12): the element a fragment names (with Sphinx's
 * special cases when `doctool=sphinx`), or the page's main content. This is the upstream answer, kept verbatim by the
 * reference API; `sections.ts` turns an answer that is a lone heading or a whole page into what a reader should see.
 * Standard DOM only, so it runs on the browser's DOM and on linkedom alike.
 */

export type EmbedLookup =
  | {found: Element}
  | {found?: undefined; reason: 'not-found' | 'bad-definition-list'};

export interface EmbedQuery {
  /** The URL's fragment without `#`, or null. */
  fragment: string | null;
  /** CSS selector of the main content (used only without a fragment). */
  maincontent: string | null;
  /** Apply Sphinx's rules for targets, glossary terms and definition lists. */
  sphinx: boolean;
}

function isSection(element: Element | null): element is Element {
  if (!element) return false;
  if (element.localName === 'section') return element.hasAttribute('id');
  return element.localName === 'div' && element.classList.contains('section');
}

/** A copy of the `dl` holding only this `dt` and its definition (the first `dd` after it). */
function singleEntry(dl: Element, dt: Element): Element {
  const copy = dl.cloneNode(false) as Element;
  copy.appendChild(dt.cloneNode(true));
  let sibling = dt.nextElementSibling;
  while (sibling && sibling.localName !== 'dd') sibling = sibling.nextElementSibling;
  if (sibling) copy.appendChild(sibling.cloneNode(true));
  return copy;
}

function sphinxTarget(element: Element): EmbedLookup {
  if (element.localName === 'span' && !element.textContent?.trim() && isSection(element.parentElement)) {
    return {found: element.parentElement};
  }
  if (element.localName === 'dt') {
    const dl = element.parentElement;
    const classes = dl?.getAttribute('class');
    if (!dl || !classes) return {reason: 'bad-definition-list'};
    if (dl.classList.contains('glossary') || dl.classList.contains('citation')) return {found: singleEntry(dl, element)};
    return {found: dl};
  }
  return {found: element};
}

/** The page's main content as the hosting service finds it: the selector, `[role=main]`, `main`, the first h1's parent. */
export function mainContent(doc: Document, selector: string | null): Element | null {
  if (selector) {
    try {
      return doc.querySelector(selector);
    } catch {
      return null;
    }
  }
  return doc.querySelector('[role=main]') ?? doc.querySelector('main') ?? doc.body?.querySelector('h1')?.parentElement ??
    null;
}

export function findEmbedContent(doc: Document, query: EmbedQuery): EmbedLookup {
  if (query.fragment) {
    const element = doc.getElementById(query.fragment);
    if (!element) return {reason: 'not-found'};
    return query.sphinx ? sphinxTarget(element) : {found: element};
  }
  const main = mainContent(doc, query.maincontent);
  return main ? {found: main} : {reason: 'not-found'};
}
