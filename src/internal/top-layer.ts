/**
 * The top layer where the browser has it (`popover`: Chromium 114, Firefox 125, Safari 17), and a fixed box over
 * the page where it does not, so a widget that cannot use the top layer still opens. Without it, `popover` is an
 * inert attribute and `:popover-open` an unknown selector: the styles key the fallback on `data-no-popover` and
 * `data-open` instead.
 */
export function topLayerSupported(): boolean {
  return typeof HTMLElement.prototype.showPopover === 'function';
}

/** Shows `element` on top of the page, or hides it; nothing when it already is as asked. */
export function setOnTop(element: HTMLElement, show: boolean): void {
  if (!topLayerSupported()) element.toggleAttribute('data-open', show);
  else if (element.matches(':popover-open') !== show) element.togglePopover(show);
}
