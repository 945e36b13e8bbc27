/**
 * What search knows about a page: its title, its sections and its API objects, as the hosting service's indexer
 * (`GenericParser`) cuts them. Every `<dt id>` of a definition list with a following `<dd>` is a block of its own
 * (title from the `dt`, content from the `dd` without the nested entries, which are blocks of their own): an API object
 * (Sphinx `dl.py.function` and friends, a `domain` block) or a section (glossary terms, Sphinx `confval`s, MkDocs
 * `attr_list` definitions). The rest is cut at headings, keyed by the heading's anchor, without the text of those
 * entries. Reads any tree with the links of `tree.ts`: the browser's `Document`, or the light tree of `lite-html.ts`.
 */

import type {Doctype} from '../model.js';
import {
  TEXT_NODE,
  type TreeElement,
  type TreeNode,
  childElements,
  classesOf,
  documentRoot,
  findFirst,
  hasClass,
  idOf,
  isElement,
  parentElementOf,
  previousElementOf,
  textOf,
} from './tree.js';

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
  /** Heading sections in document order, then definition-list sections. */
  sections: PageSection[];
  domains: PageDomainObject[];
}

/** Elements whose text is chrome, not content: by tag, ARIA role or class. */
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'nav', 'header', 'footer']);
const SKIPPED_ROLES = new Set(['navigation', 'search']);
const SKIPPED_CLASSES = ['headerlink', 'linenos', 'lineno', 'toctree-wrapper'];

/**
 * Plain property checks rather than `Element.matches`: this runs for every element of every page, on trees that have
 * no selector engine.
 */
export function isChrome(element: TreeElement): boolean {
  if (SKIPPED_TAGS.has(element.localName)) return true;
  const role = element.getAttribute('role');
  if (role && SKIPPED_ROLES.has(role)) return true;
  return element.getAttribute('class') !== null && SKIPPED_CLASSES.some((name) => hasClass(element, name));
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
export function mainContent(doc: Document): Element;
export function mainContent(doc: TreeNode): TreeNode;
export function mainContent(doc: TreeNode): TreeNode {
  // One walk for the four selectors: the first match of the earliest selector in this list wins.
  const tests: Array<(element: TreeElement) => boolean> = [
    (element) => element.getAttribute('role') === 'main',
    (element) => element.localName === 'main',
    (element) => hasClass(element, 'body'),
    (element) => element.localName === 'article',
  ];
  const found: Array<TreeElement | undefined> = [];
  let h1: TreeElement | undefined;
  const root = documentRoot(doc);
  findFirst(root, (element) => {
    tests.forEach((test, index) => {
      if (!found[index] && test(element)) found[index] = element;
    });
    if (!h1 && element.localName === 'h1') h1 = element;
    return found[0] !== undefined;
  });
  const best = found.find(Boolean);
  if (best) return best;
  const parent = h1 && parentElementOf(h1);
  if (parent) return parent;
  return findFirst(root, (element) => element.localName === 'body') ?? root;
}

/** Text of an element without its chrome (permalink pilcrows, scripts). */
export function cleanText(element: TreeNode, skip?: ReadonlySet<TreeNode>): string {
  const parts: string[] = [];
  collectText(element, parts, skip);
  return collapse(parts.join(''));
}

function collectText(node: TreeNode, parts: string[], skip: ReadonlySet<TreeNode> | undefined): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) {
      parts.push(child.nodeValue ?? '');
    } else if (isElement(child)) {
      if (isChrome(child) || skip?.has(child)) continue;
      const block = !INLINE.has(child.localName);
      if (block) parts.push(' ');
      collectText(child, parts, skip);
      if (block) parts.push(' ');
    }
  }
}

export function pageTitle(doc: TreeNode, doctype: Doctype | undefined): string {
  const root = documentRoot(doc);
  const title = findFirst(root, (element) => element.localName === 'title');
  const raw = collapse(title ? textOf(title) : '');
  if (raw) {
    const suffix = doctype === 'mkdocs' ? MKDOCS_TITLE_SUFFIX : SPHINX_TITLE_SUFFIX;
    const stripped = raw.replace(suffix, '');
    return stripped || raw;
  }
  const h1 = findFirst(root, (element) => element.localName === 'h1');
  return h1 ? cleanText(h1) : '';
}

/** The anchor a heading is reached by: its section's id in Sphinx, else its own. */
export function headingAnchor(heading: TreeElement): string {
  const parent = parentElementOf(heading);
  if (parent && isSectionContainer(parent) && idOf(parent) && firstHeadingOf(parent) === heading) return idOf(parent);
  if (idOf(heading)) return idOf(heading);
  const previous = previousElementOf(heading);
  if (previous?.localName === 'span' && idOf(previous) && !textOf(previous)) return idOf(previous);
  const inner = findFirst(heading, (element) => idOf(element) !== '');
  return inner ? idOf(inner) : '';
}

function isSectionContainer(element: TreeElement): boolean {
  return element.localName === 'section' || (element.localName === 'div' && hasClass(element, 'section'));
}

function firstHeadingOf(element: TreeElement): TreeElement | undefined {
  for (const child of childElements(element)) if (HEADING.test(child.localName)) return child;
  return undefined;
}

/** `py:function` for `<dl class="py function">`; undefined for a dl that is not an API object. */
export function domainRole(dl: TreeElement): string | undefined {
  const classes = classesOf(dl);
  if (classes.some((name) => NOT_OBJECTS.has(name))) return undefined;
  const [domain, objectType] = classes;
  if (!domain || !objectType || !DOMAINS.has(domain)) return undefined;
  return `${domain}:${objectType}`;
}

/** A `<dt id>` and the `<dd>` that defines it (several `dt`s in a row share the next `dd`). */
interface DefinitionEntry {
  dt: TreeElement;
  dd: TreeElement;
  /** The API object role when the list describes API objects. */
  role: string | undefined;
}

function definitionEntries(dl: TreeElement): DefinitionEntry[] {
  const role = domainRole(dl);
  const entries: DefinitionEntry[] = [];
  const waiting: TreeElement[] = [];
  for (const child of childElements(dl)) {
    if (child.localName === 'dt') {
      if (idOf(child)) waiting.push(child);
    } else if (child.localName === 'dd') {
      for (const dt of waiting.splice(0)) entries.push({dt, dd: child, role});
    }
  }
  return entries;
}

/** Every definition entry of the main content (outside chrome), outer lists before the lists nested in them. */
function collectEntries(node: TreeNode, entries: DefinitionEntry[]): void {
  for (const child of childElements(node)) {
    if (isChrome(child)) continue;
    if (child.localName === 'dl') entries.push(...definitionEntries(child));
    collectEntries(child, entries);
  }
}

function objectName(dt: TreeElement): string {
  const name = findFirst(dt, (element) => hasClass(element, 'sig-name') || hasClass(element, 'descname'));
  if (!name) return cleanText(dt);
  const prename = findFirst(dt, (element) => hasClass(element, 'sig-prename') || hasClass(element, 'descclassname'));
  return collapse(`${prename ? textOf(prename) : ''}${textOf(name)}`);
}

/** Cuts a page into heading sections, definition-list sections and API objects. */
export function extractPage(doc: TreeNode, doctype?: Doctype, title?: string): PageModel {
  const pageTitleText = title ?? pageTitle(doc, doctype);
  const main = mainContent(doc);
  const entries: DefinitionEntry[] = [];
  collectEntries(main, entries);
  // Indexed terms and definitions are their own blocks: the text around them, and their enclosing definitions, leave
  // them out, as the hosting service's indexer removes them from the tree.
  const indexed = new Set<TreeNode>();
  for (const {dt, dd} of entries) {
    indexed.add(dt);
    indexed.add(dd);
  }
  const domains: PageDomainObject[] = [];
  const definitions: PageSection[] = [];
  const contents = new Map<TreeNode, string>();
  for (const {dt, dd, role} of entries) {
    let content = contents.get(dd);
    if (content === undefined) {
      content = cleanText(dd, indexed);
      contents.set(dd, content);
    }
    const id = idOf(dt);
    if (role) domains.push({role, name: objectName(dt), id, content});
    else definitions.push({id, title: cleanText(dt), content});
  }

  const sections: PageSection[] = [];
  let current: PageSection & {parts: string[]} = {id: '', title: pageTitleText, content: '', parts: []};
  const finish = () => {
    const content = collapse(current.parts.join(''));
    if (content || current.id) sections.push({id: current.id, title: current.title, content});
  };
  const walk = (node: TreeNode) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        current.parts.push(child.nodeValue ?? '');
        continue;
      }
      if (!isElement(child) || isChrome(child) || indexed.has(child)) continue;
      if (HEADING.test(child.localName)) {
        const id = headingAnchor(child);
        if (id) {
          finish();
          current = {id, title: cleanText(child), content: '', parts: []};
          continue;
        }
      }
      const block = !INLINE.has(child.localName);
      if (block) current.parts.push(' ');
      walk(child);
      if (block) current.parts.push(' ');
    }
  };
  walk(main);
  finish();
  return {title: pageTitleText, sections: [...sections, ...definitions], domains};
}
