/**
 * Holds the keys a reader types between a hotkey and the moment our dialog's field takes focus (the dialog's chunk
 * may still be loading): without it the first letters are lost ("theme" became "heme") and land on the page, where
 * a theme's own shortcuts act on them (mkdocs-material's `n` goes to the next page). Character keys and Backspace
 * are kept, in order, and stopped before any page handler sees them; keys with Ctrl, ⌘ or Alt pass through.
 *
 * The buffering lasts until `listeners` is aborted, or `timeoutMs` at most (a dialog that never opens must not keep
 * the page's keys). Returns what was typed so far.
 */
export function holdKeys(target: EventTarget, listeners: AbortController, timeoutMs = 5_000): () => string {
  let text = '';
  const hold = (event: Event) => {
    const {key, ctrlKey, metaKey, altKey, isComposing} = event as KeyboardEvent;
    if (ctrlKey || metaKey || altKey || isComposing || (key.length !== 1 && key !== 'Backspace')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'keydown') text = key === 'Backspace' ? text.slice(0, -1) : text + key;
  };
  // Capture on the window: before the page's handlers, and before the browser acts on the key.
  for (const type of ['keydown', 'keypress', 'keyup']) target.addEventListener(type, hold, {capture: true, signal: listeners.signal});
  setTimeout(() => listeners.abort(), timeoutMs);
  return () => text;
}
