/** Whether a click is one the browser should handle itself: new tab or window, download, or not the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
