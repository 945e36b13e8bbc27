import {render} from 'lit';
import {LruCache} from '../../internal/lru.js';
import type {GroupModel} from './result-model.js';
import type {SearchStrings} from './strings.js';
import {groupContent, type OptionEvents} from './templates.js';

/**
 * Groups kept rendered. An answer has at most `page-size` groups (10 by default), so this keeps the last dozen or so
 * answers' rows: the queries a reader goes back to with Backspace.
 */
const CAPACITY = 128;

interface Rendered {
  element: HTMLElement;
  /** What the rows were last rendered with: the group's active option (if it holds it) and the strings (none yet). */
  active: string | undefined;
  t: SearchStrings | undefined;
}

/** The groups an element keeps rendered, by group model (each element its own: the rows carry its handlers). */
export type RenderedGroups = LruCache<GroupModel, Rendered>;
export const renderedGroups = (): RenderedGroups => new LruCache(CAPACITY);

/**
 * The DOM of each result group (`role="group"` with its header and option rows), rendered once per group model and
 * reused. A query answered from the cache shows the very elements it showed before: the list swaps its groups in
 * rather than re-rendering every row (on a real page, re-creating the rows and their highlight fragments took
 * most of a frame's budget). A later render touches a group only when its active option changed.
 *
 * The elements of `groups`, in order, with `activeId` shown as the active option; `on` is the element's, for good.
 */
export function groupElements(
  rendered: RenderedGroups,
  doc: Document,
  groups: readonly GroupModel[],
  activeId: string | undefined,
  t: SearchStrings,
  on: OptionEvents,
): HTMLElement[] {
  return groups.map((group) => {
    const active = activeId !== undefined && group.options.some((option) => option.id === activeId) ? activeId : undefined;
    let kept = rendered.get(group);
    if (!kept) {
      const element = doc.createElement('div');
      element.setAttribute('role', 'group');
      element.setAttribute('part', 'group');
      element.setAttribute('aria-labelledby', `${group.id}-label`);
      rendered.set(group, (kept = {element, active, t: undefined}));
    }
    if (kept.active !== active || kept.t !== t) {
      render(groupContent(group, active, t, on), kept.element);
      kept.active = active;
      kept.t = t;
    }
    return kept.element;
  });
}
