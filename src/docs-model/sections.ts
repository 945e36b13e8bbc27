/**
 * The one rule that takes from a page what a reader should see for a link (issue 13): the section a fragment names,
 * or the page's lead for a link without one. Shared by the link preview (on the sanitized embed answer), the
 * static source (on a fetched page, through section-of-page.ts, which applies it after the embed lookup of
 * `embed-lookup.ts`) and the reference API.
 *
 * Two shapes of markup need it:
 * - flat sections (MkDocs, mkdocs-material, most Markdown tools): a heading followed by its siblings, with no element
 *   wrapping them, so the embed answer for `#from-source` is the `<h2>` alone. The section runs from the heading to
 *   the next heading of the same or a higher level.
 * - a whole page (a link without a fragment): the answer is the page's main content, navigation included. The reader
 *   wants its lead: the title and the first paragraphs.
 *
 * Standard DOM only (no `innerText`, no layout), so it runs on the browser's DOM and on linkedom in Node. Every
 * function returns copies; the source tree is never changed.
 */

const HEADING = /^h([1-6])$/;
/** Elements that are never part of what a reader reads: chrome around the text, not the text. */
const CHROME = new Set(['nav', 'aside', 'header', 'footer', 'form', 'script', 'style', 'template', 'noscript', 'button', 'input', 'label', 'dialog']);
/** A lead stops after this much text (characters), at the end of the block that reaches it. */
export const LEAD_TEXT_CHARS = 600;
/** ...or after this many blocks after the title. */
export const LEAD_BLOCKS = 4;

/** The level of a heading element (1 to 6), or 0 for any other element. */
export function headingLevel(element: Element): number {
  const match = HEADING.exec(element.localName);
  return match ? Number(match[1]) : 0;
}

function highestHeadingIn(element: Element): number {
  let highest = 7;
  for (const heading of Array.from(element.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    highest = Math.min(highest, headingLevel(heading));
  }
  return highest;
}

function isChrome(element: Element): boolean {
  return CHROME.has(element.localName) || element.getAttribute('role') === 'navigation' ||
    element.getAttribute('aria-hidden') === 'true';
}

function documentOf(node: Node): Document {
  return node.nodeType === 9 ? (node as Document) : (node.ownerDocument as Document);
}

function elementChildren(root: ParentNode): Element[] {
  return Array.from(root.children);
}

/**
 * The element an answer consists of, when that is all it holds: the root itself, or the only element of a fragment
 * with no text around it.
 */
function loneElement(answer: ParentNode): Element | undefined {
  const root = answer as Node;
  if (root.nodeType === 1) return root as Element;
  const elements = elementChildren(answer);
  if (elements.length !== 1) return undefined;
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === 3 && node.nodeValue?.trim()) return undefined;
  }
  return elements[0];
}

/** The heading an answer consists of, when that is all it holds (a flat section's upstream answer). */
export function loneHeading(answer: ParentNode): Element | undefined {
  const only = loneElement(answer);
  return only && headingLevel(only) ? only : undefined;
}

/** Whether `element` names a production of a Sphinx grammar: `<strong id="grammar-token-…">` directly in a `<pre>`. */
export function isProductionName(element: Element): boolean {
  return element.localName === 'strong' && element.parentElement?.localName === 'pre' && element.id.includes('grammar-token-');
}

/**
 * The production name an answer consists of, when that is all it holds: a grammar token link's upstream answer is
 * the `<strong>` naming the rule, without the rule (issue 13: the preview showed the name twice and nothing else).
 */
export function loneProductionName(answer: ParentNode): Element | undefined {
  const only = loneElement(answer);
  return only?.localName === 'strong' && only.id.includes('grammar-token-') ? only : undefined;
}

/**
 * A grammar production (Sphinx's `productionlist`: one `<pre>` holding every rule, each opened by its name in a
 * `<strong id>`): a `<pre>` with the rule `name` opens, up to the next rule's name, continuation lines included.
 */
export function productionFrom(name: Element): DocumentFragment {
  const doc = documentOf(name);
  const section = doc.createDocumentFragment();
  const pre = doc.createElement('pre');
  for (let node: Node | null = name; node; node = node.nextSibling) {
    if (node !== name && node.nodeType === 1 && isProductionName(node as Element)) break;
    pre.appendChild(node.cloneNode(true));
  }
  const last = pre.lastChild;
  if (last?.nodeType === 3) last.nodeValue = last.nodeValue!.replace(/\s+$/, '');
  section.appendChild(pre);
  return section;
}

/** The element whose `id` is exactly `id` (any character allowed), searching `root` itself too. */
export function elementById(root: ParentNode, id: string): Element | undefined {
  if ((root as Node).nodeType === 1 && (root as Element).id === id) return root as Element;
  return Array.from(root.querySelectorAll('[id]')).find((element) => element.id === id);
}

/**
 * A flat section: a copy of `heading` and the siblings after it, up to the next heading of the same or a higher
 * level (or an element holding one). A heading that is the only element of its wrapper (a theme's `<div>` around
 * it) is read from the wrapper's place.
 */
export function sectionFromHeading(heading: Element): DocumentFragment {
  const level = headingLevel(heading) || 6;
  const section = documentOf(heading).createDocumentFragment();
  section.appendChild(heading.cloneNode(true));
  let start: Element = heading;
  while (!start.nextElementSibling && start.parentElement && start.parentElement.children.length === 1) {
    start = start.parentElement;
  }
  for (let sibling = start.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
    const own = headingLevel(sibling);
    if (own && own <= level) break;
    if (!own && highestHeadingIn(sibling) <= level) break;
    if (isChrome(sibling)) continue;
    section.appendChild(sibling.cloneNode(true));
  }
  return section;
}

/** The text of a node; a fragment's is read from its children, as linkedom's `DocumentFragment.textContent` is null. */
export function textOf(node: Node): string {
  if (node.nodeType !== 11) return node.textContent ?? '';
  return Array.from(node.childNodes, (child) => child.textContent ?? '').join('');
}

function textLength(element: Element): number {
  return textOf(element).replace(/\s+/g, ' ').trim().length;
}

/** The title a page's lead opens with: its first `h1` outside navigation, else its first heading. */
function leadTitle(root: ParentNode): Element | undefined {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const outside = headings.filter((heading) => !hasChromeAncestor(heading, root));
  return outside.find((heading) => heading.localName === 'h1') ?? outside[0];
}

function hasChromeAncestor(element: Element, root: ParentNode): boolean {
  for (let node = element.parentElement; node && (node as Node) !== (root as Node); node = node.parentElement) {
    if (isChrome(node)) return true;
  }
  return false;
}

/** Blocks after `start` in reading order: siblings, then its ancestors' later siblings, up to `root`. */
function* blocksAfter(start: Element, root: ParentNode): Generator<Element> {
  for (let node: Element | null = start; node && (node as Node) !== (root as Node); node = node.parentElement) {
    for (let sibling = node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) yield* blocksOf(sibling);
  }
}

/** A wrapper holding headings (a Sphinx `<section>`, a theme's `<div>`) is opened; anything else is one block. */
function* blocksOf(element: Element): Generator<Element> {
  if (isChrome(element)) return;
  if (!headingLevel(element) && highestHeadingIn(element) < 7) {
    for (const child of elementChildren(element)) yield* blocksOf(child);
    return;
  }
  yield element;
}

/**
 * A page's lead: copies of its title and the first blocks after it (paragraphs, lists, code), no navigation, up to
 * {@link LEAD_TEXT_CHARS} of text or {@link LEAD_BLOCKS} blocks; a subheading is kept only when text follows it.
 * Undefined when the page has no text at all.
 */
export function pageLead(root: ParentNode): DocumentFragment | undefined {
  const lead = documentOf(root as Node).createDocumentFragment();
  const title = leadTitle(root);
  let chars = 0;
  let blocks = 0;
  let pendingHeading: Element | undefined;
  const add = (block: Element) => {
    if (pendingHeading) lead.appendChild(pendingHeading.cloneNode(true));
    pendingHeading = undefined;
    lead.appendChild(block.cloneNode(true));
    chars += textLength(block);
    blocks += 1;
  };
  const source = title ? blocksAfter(title, root) : Array.from(elementChildren(root)).flatMap((child) => [...blocksOf(child)]);
  if (title) lead.appendChild(title.cloneNode(true));
  for (const block of source) {
    if (chars >= LEAD_TEXT_CHARS || blocks >= LEAD_BLOCKS) break;
    if (headingLevel(block)) {
      pendingHeading = block;
      continue;
    }
    if (!textLength(block) && !block.querySelector('img')) continue;
    add(block);
  }
  return textOf(lead).trim() ? lead : undefined;
}

export interface SectionQuery {
  /** The fragment of the link (without `#`), or null for a whole page. */
  fragment: string | null;
  /** A prefix every id carries in `root` (the sanitizer's `user-content-`), so `fragment` is found. */
  idPrefix?: string;
}

/**
 * What a reader should see for a link, from markup that holds the target: with a fragment, the element it names,
 * widened to its flat section when that element is a heading; without one, the page's lead. Undefined when the
 * fragment is not there or there is nothing to read.
 */
export function takeSection(root: ParentNode, query: SectionQuery): DocumentFragment | undefined {
  if (query.fragment === null) return pageLead(root);
  const target = elementById(root, `${query.idPrefix ?? ''}${query.fragment}`);
  if (!target) return undefined;
  if (headingLevel(target)) return sectionFromHeading(target);
  if (isProductionName(target)) return productionFrom(target);
  const section = documentOf(target).createDocumentFragment();
  section.appendChild(target.cloneNode(true));
  return section;
}

/**
 * Whether an embed answer needs {@link takeSection} to be worth showing: a lone heading (a flat section), a lone
 * grammar production name, or a whole page for a link without a fragment.
 */
export function needsSection(answer: ParentNode, fragment: string | null): boolean {
  return fragment === null || loneHeading(answer) !== undefined || loneProductionName(answer) !== undefined;
}
