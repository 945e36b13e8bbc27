/**
 * What search knows about a page: its title, its sections (text between headings, keyed by the heading's anchor) and
 * its API objects (Sphinx `dl.py.function` and friends). Works on any standard `Document`, so the browser's parser and
 * linkedom give the same answers.
 */

import type {Doctype} from '../model.js';

export interface PageSection {
  /** Anchor of the section (`""` for text before the first heading). */
  id: string;
  title: string;
  /** Plain text, whitespace collapsed. */
  content: string;
}

export interface PageDomainObject {
  /** Domain and object type, e.g. `py:function`, `std:confval`. */
  role: string;
  name: string;
  id: string;
  content: string;
}

export interface PageModel {
  title: string;
  sections: PageSection[];
  domains: PageDomainObject[];
}

/** Elements whose text is chrome, not content: by tag, ARIA role or class. */
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'nav', 'header', 'footer']);
const SKIPPED_ROLES = new Set(['navigation', 'search']);
const SKIPPED_CLASSES = ['headerlink', 'linenos', 'toctree-wrapper'];

/**
 * Plain property checks rather than `Element.matches`: linkedom evaluates selectors slowly, and this runs for every
 * element of every page.
 */
export function isChrome(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.localName)) return true;
  const role = element.getAttribute('role');
  if (role && SKIPPED_ROLES.has(role)) return true;
  const className = element.getAttribute('class');
  return Boolean(className && SKIPPED_CLASSES.some((name) => className.split(/\s+/).includes(name)));
}

/** Elements whose boundaries do not separate words. */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small',
  'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'del', 'ins',
]);

const HEADING = /^h[1-6]$/;
/** Sphinx domains whose `dl` blocks describe API objects. */
const DOMAINS = new Set(['py', 'c', 'cpp', 'js', 'rst', 'std', 'http', 'cmake', 'php', 'rb', 'go', 'java']);
const NOT_OBJECTS = new Set(['glossary', 'simple', 'field-list', 'footnote', 'citation', 'option-list', 'docutils']);

const SPHINX_TITLE_SUFFIX = /\s+\u2014\s+[^\u2014]*$/;
const MKDOCS_TITLE_SUFFIX = /\s+-\s+[^-]*$/;

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The element holding the page's own content, by the selectors documentation themes use. */
export function mainContent(doc: Document): Element {
  for (const selector of ['[role=main]', 'main', '.body', 'article']) {
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  const h1 = doc.querySelector('h1');
  if (h1?.parentElement) return h1.parentElement;
  return doc.body ?? doc.documentElement;
}

/** Text of an element without its chrome (permalink pilcrows, scripts). */
export function cleanText(element: Element): string {
  const parts: string[] = [];
  collectText(element, parts);
  return collapse(parts.join(''));
}

function collectText(node: Node, parts: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      parts.push(child.nodeValue ?? '');
    } else if (child.nodeType === 1) {
      const element = child as Element;
      if (isChrome(element)) continue;
      const block = !INLINE.has(element.localName);
      if (block) parts.push(' ');
      collectText(element, parts);
      if (block) parts.push(' ');
    }
  }
}

export function pageTitle(doc: Document, doctype: Doctype | undefined): string {
  const raw = collapse(doc.querySelector('title')?.textContent ?? '');
  if (raw) {
    const suffix = doctype === 'mkdocs' ? MKDOCS_TITLE_SUFFIX : SPHINX_TITLE_SUFFIX;
    const stripped = raw.replace(suffix, '');
    return stripped || raw;
  }
  const h1 = doc.querySelector('h1');
  return h1 ? cleanText(h1) : '';
}

/** The anchor a heading is reached by: its section's id in Sphinx, else its own. */
export function headingAnchor(heading: Element): string {
  const parent = heading.parentElement;
  if (parent && isSectionContainer(parent) && parent.id && firstHeadingOf(parent) === heading) return parent.id;
  if (heading.id) return heading.id;
  const previous = heading.previousElementSibling;
  if (previous?.localName === 'span' && previous.id && !previous.textContent) return previous.id;
  const inner = heading.querySelector('[id]');
  return inner?.id ?? '';
}

function isSectionContainer(element: Element): boolean {
  return element.localName === 'section' || (element.localName === 'div' && element.classList.contains('section'));
}

function firstHeadingOf(element: Element): Element | undefined {
  for (const child of Array.from(element.children)) if (HEADING.test(child.localName)) return child;
  return undefined;
}

/** `py:function` for `<dl class="py function">`; undefined for a dl that is not an API object. */
export function domainRole(dl: Element): string | undefined {
  const classes = Array.from(dl.classList);
  if (classes.some((name) => NOT_OBJECTS.has(name))) return undefined;
  const [domain, objectType] = classes;
  if (!domain || !objectType || !DOMAINS.has(domain)) return undefined;
  return `${domain}:${objectType}`;
}

function domainObjects(dl: Element, role: string): PageDomainObject[] {
  const objects: PageDomainObject[] = [];
  const children = Array.from(dl.children);
  children.forEach((dt, index) => {
    if (dt.localName !== 'dt' || !dt.id) return;
    const dd = children.slice(index + 1).find((sibling) => sibling.localName === 'dd');
    const prename = dt.querySelector('.sig-prename, .descclassname');
    const name = dt.querySelector('.sig-name, .descname');
    const fullName = name ? collapse(`${prename?.textContent ?? ''}${name.textContent ?? ''}`) : cleanText(dt);
    objects.push({role, name: fullName, id: dt.id, content: dd ? cleanText(dd) : ''});
  });
  return objects;
}

/** Splits the main content into sections at its headings and picks out the API objects. */
export function extractPage(doc: Document, doctype?: Doctype, title?: string): PageModel {
  const pageTitleText = title ?? pageTitle(doc, doctype);
  const sections: PageSection[] = [];
  const domains: PageDomainObject[] = [];
  let current: PageSection & {parts: string[]} = {id: '', title: pageTitleText, content: '', parts: []};
  const finish = () => {
    const content = collapse(current.parts.join(''));
    if (content || current.id) sections.push({id: current.id, title: current.title, content});
  };

  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        current.parts.push(child.nodeValue ?? '');
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (isChrome(element)) continue;
      if (HEADING.test(element.localName)) {
        const id = headingAnchor(element);
        if (id) {
          finish();
          current = {id, title: cleanText(element), content: '', parts: []};
          continue;
        }
      }
      if (element.localName === 'dl') {
        const role = domainRole(element);
        if (role) domains.push(...domainObjects(element, role));
      }
      const block = !INLINE.has(element.localName);
      if (block) current.parts.push(' ');
      walk(element);
      if (block) current.parts.push(' ');
    }
  };
  walk(mainContent(doc));
  finish();
  return {title: pageTitleText, sections, domains};
}
