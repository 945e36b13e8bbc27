/**
 * The search element's global hotkeys, as a Lit controller. A module of its own, apart from the parsing and matching in
 * shortcut.ts, which the script tag's eager part shares: that part stays free of what only the element runs.
 */
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {pressedHotkey, type Hotkey} from './shortcut.js';

// What an element needs with the controller, from one import.
export {isApplePlatform, parseHotkeys, type Hotkey} from './shortcut.js';

export interface ShortcutOptions {
  /** The hotkeys in force, read on every key press so attribute changes apply at once. */
  hotkeys: () => Hotkey[];
  /** Called with the matching event; the controller has already called `preventDefault()`. */
  onTrigger: (event: KeyboardEvent, hotkey: Hotkey) => void;
}

/** Global hotkeys for a host, listening on the document; the guards are `pressedHotkey`'s. */
export class ShortcutController implements ReactiveController {
  readonly #options: ShortcutOptions;

  constructor(host: ReactiveControllerHost, options: ShortcutOptions) {
    this.#options = options;
    host.addController(this);
  }

  // One listener function, so connecting twice still listens once (the document keeps a listener only once).
  hostConnected(): void {
    document.addEventListener('keydown', this.#onKeyDown);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.#onKeyDown);
  }

  readonly #onKeyDown = (event: KeyboardEvent): void => {
    const hotkey = pressedHotkey(event, this.#options.hotkeys());
    if (!hotkey) return;
    event.preventDefault();
    this.#options.onTrigger(event, hotkey);
  };
}
