/** What the preview does to the section it shows, once it is in the shadow root. */

import {USER_CONTENT_PREFIX} from '../../internal/sanitize.js';

/**
 * Code blocks, tables and display math that scroll sideways must be reachable by keyboard (WCAG 2.1.1; axe
 * `scrollable-region-focusable`), and only those: a tab stop on every block would make the preview a chore.
 */
export function makeScrollersFocusable(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.content :is(pre, table, div.math)')) {
    if (block.scrollWidth > block.clientWidth || block.scrollHeight > block.clientHeight) block.tabIndex = 0;
  }
}

/** In-section links point at prefixed ids inside the preview: scroll there instead of changing the page's hash. */
export function followInSectionLink(event: MouseEvent, root: ParentNode): void {
  const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  const href = anchor?.getAttribute('href');
  if (!href?.startsWith(`#${USER_CONTENT_PREFIX}`)) return;
  event.preventDefault();
  const id = decodeURIComponent(href.slice(1));
  const target = [...root.querySelectorAll<HTMLElement>('.content [id]')].find((element) => element.id === id);
  target?.scrollIntoView({block: 'nearest'});
}
