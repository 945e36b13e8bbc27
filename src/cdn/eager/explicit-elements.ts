/**
 * Pages that place our elements themselves: each element's chunk loads as soon as one is in the page, or when
 * one is added later (a theme rendering its header on the client).
 */
import type {WidgetDescriptor} from '../widget.js';
import {load} from './loader.js';

type Tagged = Pick<WidgetDescriptor, 'name' | 'tag' | 'chunk'>;

/**
 * Loads the chunk of every widget whose element is in the page now, and of those added later until every widget's
 * chunk is loading. True when the page had one of our elements at the start (it then gets no zero-config widgets).
 */
export function watchOwnElements(doc: Document, widgets: readonly Tagged[]): boolean {
  const selector = widgets.map((widget) => widget.tag).join();
  const requested = new Set<Tagged>();
  /** `root` itself and its descendants. */
  const loadChunksIn = (root: Element) => {
    for (const element of [root, ...root.querySelectorAll(selector)]) {
      const widget = widgets.find((candidate) => candidate.tag === element.localName);
      // The loader loads a chunk once, and reports a failure; the page keeps working without the element.
      if (!widget) continue;
      requested.add(widget);
      load(widget).catch(() => {});
    }
  };
  loadChunksIn(doc.documentElement);
  const found = requested.size > 0;
  if (requested.size < widgets.length) {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) loadChunksIn(node);
      }
      if (requested.size === widgets.length) observer.disconnect();
    });
    observer.observe(doc.documentElement, {childList: true, subtree: true});
  }
  return found;
}
