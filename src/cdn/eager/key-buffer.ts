/**
 * Holds the keys a reader types between a hotkey and the moment our dialog's field takes focus (the dialog's chunk
 * may still be loading): without it the first letters are lost ("theme" became "heme") and land on the page, where
 * a theme's own shortcuts act on them (mkdocs-material's `n` goes to the next page). Character keys and Backspace
 * are kept, in order, and stopped before any page handler sees them; keys with Ctrl, ⌘ or Alt pass through.
 */
export class KeyBuffer {
  #text = '';
  readonly #listeners = new AbortController();
  #active = true;

  constructor(target: EventTarget, timeoutMs = 5_000) {
    const signal = this.#listeners.signal;
    // Capture on the window: before the page's handlers, and before the browser acts on the key.
    target.addEventListener('keydown', (event) => this.#onKeyDown(event as KeyboardEvent), {capture: true, signal});
    for (const type of ['keypress', 'keyup']) {
      target.addEventListener(type, (event) => this.#swallow(event as KeyboardEvent), {capture: true, signal});
    }
    // A dialog that never opens must not keep the page's keys.
    const timer = setTimeout(() => this.stop(), timeoutMs);
    signal.addEventListener('abort', () => clearTimeout(timer), {once: true});
  }

  /** True until `stop()`. */
  get active(): boolean {
    return this.#active;
  }

  /** What was typed so far. */
  get text(): string {
    return this.#text;
  }

  /** Ends the buffering; later keys go wherever focus is. */
  stop(): void {
    this.#active = false;
    this.#listeners.abort();
  }

  #held(event: KeyboardEvent): boolean {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
    return event.key.length === 1 || event.key === 'Backspace';
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (!this.#held(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.#text = event.key === 'Backspace' ? this.#text.slice(0, -1) : this.#text + event.key;
  }

  #swallow(event: KeyboardEvent): void {
    if (!this.#held(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}
