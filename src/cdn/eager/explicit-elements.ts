/**
 * Pages that place our elements themselves: each element's chunk loads as soon as one is in the page, or when
 * one is added later (a theme rendering its header on the client).
 */
import type {WidgetDescriptor} from '../widget.js';
import {load} from './loader.js';

type Tagged = Pick<WidgetDescriptor, 'name' | 'tag' | 'chunk'>;

const selectorOf = (widgets: readonly Tagged[]) => widgets.map((widget) => widget.tag).join(', ');

export function hasOwnElements(doc: Document, widgets: readonly Tagged[]): boolean {
  return doc.querySelector(selectorOf(widgets)) !== null;
}

/** Loads the chunk of every widget whose tag is found in `root` (an element itself or its descendants). */
function loadChunksIn(root: ParentNode & Node, widgets: readonly Tagged[], requested: Set<Tagged>): void {
  const found: Element[] = [...root.querySelectorAll(selectorOf(widgets))];
  if (root instanceof Element) found.push(root);
  for (const element of found) {
    const widget = widgets.find((candidate) => candidate.tag === element.localName);
    if (!widget || requested.has(widget)) continue;
    requested.add(widget);
    // A failure is reported by the loader; the page keeps working without the element.
    load(widget).catch(() => {});
  }
}

/** Loads chunks for elements present now and watches for new ones until every widget's chunk is loaded. */
export function watchOwnElements(doc: Document, widgets: readonly Tagged[]): void {
  const requested = new Set<Tagged>();
  loadChunksIn(doc, widgets, requested);
  if (requested.size === widgets.length) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) loadChunksIn(node, widgets, requested);
      }
    }
    if (requested.size === widgets.length) observer.disconnect();
  });
  observer.observe(doc.documentElement, {childList: true, subtree: true});
}
