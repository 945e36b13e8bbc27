/**
 * The top layer where the browser has it (`popover`: Chromium 114, Firefox 125, Safari 17), and a fixed box over
 * the page where it does not, so a widget that cannot use the top layer still opens. Without it, `popover` is an
 * inert attribute and `:popover-open` an unknown selector: the styles key the fallback on `data-no-popover` and
 * `data-open` instead.
 */
export function topLayerSupported(): boolean {
  return typeof HTMLElement.prototype.showPopover === 'function';
}

export function isOnTop(element: HTMLElement): boolean {
  return topLayerSupported() ? element.matches(':popover-open') : element.hasAttribute('data-open');
}

export function showOnTop(element: HTMLElement): void {
  if (topLayerSupported()) element.showPopover();
  else element.toggleAttribute('data-open', true);
}

export function hideFromTop(element: HTMLElement): void {
  if (topLayerSupported()) element.hidePopover();
  else element.toggleAttribute('data-open', false);
}
