/**
 * Pages that place our elements themselves: each element's part loads as soon as one is in the page, or when
 * one is added later (a theme rendering its header on the client).
 */
import {load, type Part} from './loader.js';

const PART_OF_TAG: Record<string, Part> = {
  'docs-search': 'search',
  'docs-link-preview': 'linkPreview',
  'docs-version-switcher': 'versions',
  'docs-version-warning': 'versions',
};

export const ELEMENT_TAGS = Object.keys(PART_OF_TAG);
const TAG_SELECTOR = ELEMENT_TAGS.join(', ');

export function hasOwnElements(doc: Document): boolean {
  return doc.querySelector(TAG_SELECTOR) !== null;
}

/** Loads the part of every element tag found in `root` (an element itself or its descendants). */
function loadPartsIn(root: ParentNode & Node, requested: Set<Part>): void {
  const found: Element[] = [...root.querySelectorAll(TAG_SELECTOR)];
  if (root instanceof Element && root.localName in PART_OF_TAG) found.push(root);
  for (const element of found) {
    const part = PART_OF_TAG[element.localName];
    if (!part || requested.has(part)) continue;
    requested.add(part);
    // A failure is reported by the loader; the page keeps working without the element.
    load(part).catch(() => {});
  }
}

/** Loads parts for elements present now and watches for new ones until every part is loaded. */
export function watchOwnElements(doc: Document): void {
  const requested = new Set<Part>();
  loadPartsIn(doc, requested);
  const allParts = new Set(Object.values(PART_OF_TAG));
  if (requested.size === allParts.size) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) loadPartsIn(node, requested);
      }
    }
    if (requested.size === allParts.size) observer.disconnect();
  });
  observer.observe(doc.documentElement, {childList: true, subtree: true});
}
