/**
 * Finding the HTML the embed endpoints return (server-behaviour.md §12): the element a fragment names (with Sphinx's
 * special cases when `doctool=sphinx`), or the page's main content; then its relative links made absolute against the
 * page URL. The HTML is returned as the docs author wrote it: sanitizing is the client's job (`src/internal/sanitize.ts`).
 */

import {cleanText, headingAnchor} from './page-model.js';

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

function byId(doc: Document, id: string): Element | null {
  // A walk rather than a selector: ids may hold any character, and getElementById exists on every DOM we meet.
  return doc.getElementById(id);
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

function mainNode(doc: Document, selector: string | null): Element | null {
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
    const element = byId(doc, query.fragment);
    if (!element) return {reason: 'not-found'};
    return query.sphinx ? sphinxTarget(element) : {found: element};
  }
  const main = mainNode(doc, query.maincontent);
  return main ? {found: main} : {reason: 'not-found'};
}

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
  const main = mainNode(doc, null) ?? doc.body;
  if (!main) return [];
  const headers: Array<Record<string, string>> = [];
  for (const heading of Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const anchor = headingAnchor(heading);
    if (anchor) headers.push({[cleanText(heading)]: `#${anchor}`});
  }
  return headers;
}
