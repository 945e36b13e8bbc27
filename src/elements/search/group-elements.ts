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
 * Option rows rendered anew in one update at most; the groups after them follow in later tasks. Rendering a first page
 * of 37 rows on the Python docs took 100 to 130 ms of one task at 4x CPU throttling, and the next key waited for it
 * (issue 29); a dozen rows fill the dialog's first screen.
 */
export const ROWS_PER_TASK = 12;

/** The elements whose further rows are due in a later task (by their rendered groups). */
const restDue = new WeakSet<RenderedGroups>();

/**
 * The groups of each element's list as last rendered, kept whatever the cache drops: an answer of more groups than
 * CAPACITY (a page of 158 in the hostile-answer test) would otherwise lose its first groups to its last ones on every
 * render, re-render them on the next, and never finish rendering a dozen rows at a time.
 */
const lastList = new WeakMap<RenderedGroups, Map<GroupModel, Rendered>>();

/**
 * The DOM of each result group (`role="group"` with its header and option rows), rendered once per group model and
 * reused. A query answered from the cache shows the very elements it showed before: the list swaps its groups in
 * rather than re-rendering every row (on a real page, re-creating the rows and their highlight fragments took
 * most of a frame's budget). A later render touches a group only when its active option changed.
 *
 * The elements of `groups`, in order, with `activeId` shown as the active option; `on` is the element's, for good.
 * Once ROWS_PER_TASK rows were rendered anew, the list ends before the next group that needs rendering (never before
 * the active option's) and `host` updates again in a task of its own, until every group is there: what the list
 * shows once settled is the same, and a key typed meanwhile waits for a dozen rows at most.
 */
export function groupElements(
  rendered: RenderedGroups,
  doc: Document,
  groups: readonly GroupModel[],
  activeId: string | undefined,
  t: SearchStrings,
  on: OptionEvents,
  host: {requestUpdate(): void},
): HTMLElement[] {
  const activeGroup = groups.findIndex((group) => group.options.some((option) => option.id === activeId));
  const elements: HTMLElement[] = [];
  const previous = lastList.get(rendered);
  const listed = new Map<GroupModel, Rendered>();
  lastList.set(rendered, listed);
  let rows = 0;
  for (const [index, group] of groups.entries()) {
    const active = index === activeGroup ? activeId : undefined;
    let kept = rendered.get(group) ?? previous?.get(group);
    const due = !kept || kept.active !== active || kept.t !== t;
    if (due && rows >= ROWS_PER_TASK && index > activeGroup) {
      if (!restDue.has(rendered)) {
        restDue.add(rendered);
        setTimeout(() => {
          restDue.delete(rendered);
          host.requestUpdate();
        });
      }
      break;
    }
    if (!kept) {
      const element = doc.createElement('div');
      element.setAttribute('role', 'group');
      element.setAttribute('part', 'group');
      element.setAttribute('aria-labelledby', `${group.id}-label`);
      rendered.set(group, (kept = {element, active, t: undefined}));
    }
    if (due) {
      render(groupContent(group, active, t, on), kept.element);
      kept.active = active;
      kept.t = t;
      rows += group.options.length;
    }
    listed.set(group, kept);
    elements.push(kept.element);
  }
  return elements;
}
