/**
 * One parsed hotkey, e.g. `mod+k` or `/`. `mod` is ⌘ on Apple platforms and Ctrl elsewhere.
 * A hotkey without ctrl/meta/alt is a character key shortcut (WCAG 2.1.4): it never fires while the user edits text.
 */
export interface Hotkey {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export function isApplePlatform(nav: Navigator | undefined = globalThis.navigator): boolean {
  const platform =
    (nav as Navigator & {userAgentData?: {platform?: string}} | undefined)?.userAgentData?.platform ?? nav?.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Parses `"/ mod+k"` into hotkeys; unknown modifiers make a token invalid, so it is skipped. */
export function parseHotkeys(spec: string | null | undefined, apple = isApplePlatform()): Hotkey[] {
  const hotkeys: Hotkey[] = [];
  for (const token of (spec ?? '').trim().split(/\s+/)) {
    if (!token) continue;
    // "+" alone or "ctrl++" means the plus key; split on "+" only between parts.
    const parts = token.length > 1 ? token.split(/\+(?!$)/) : [token];
    const key = parts.pop()!.toLowerCase();
    const hotkey: Hotkey = {key, ctrl: false, meta: false, alt: false, shift: false};
    let valid = key.length > 0;
    for (const modifier of parts.map((part) => part.toLowerCase())) {
      if (modifier === 'mod') hotkey[apple ? 'meta' : 'ctrl'] = true;
      else if (modifier === 'ctrl' || modifier === 'control') hotkey.ctrl = true;
      else if (modifier === 'meta' || modifier === 'cmd') hotkey.meta = true;
      else if (modifier === 'alt' || modifier === 'option') hotkey.alt = true;
      else if (modifier === 'shift') hotkey.shift = true;
      else valid = false;
    }
    if (valid) hotkeys.push(hotkey);
  }
  return hotkeys;
}

const isCharacterKey = (hotkey: Hotkey) => !hotkey.ctrl && !hotkey.meta && !hotkey.alt;

/** A single ASCII letter or digit, whose physical key we can name by `event.code` on any layout. */
const codeFor = (key: string): string | undefined =>
  /^[a-z]$/.test(key) ? `Key${key.toUpperCase()}` : /^[0-9]$/.test(key) ? `Digit${key}` : undefined;

export function matchesHotkey(event: KeyboardEvent, hotkey: Hotkey): boolean {
  if (event.ctrlKey !== hotkey.ctrl || event.metaKey !== hotkey.meta || event.altKey !== hotkey.alt) return false;
  const key = event.key.toLowerCase();
  const letterOrDigit = codeFor(hotkey.key) !== undefined;
  // Symbols such as "/" need Shift on some layouts, so Shift is ignored for them; for letters it must match.
  if (letterOrDigit && event.shiftKey !== hotkey.shift) return false;
  if (key === hotkey.key) return true;
  // Non-Latin layouts report the local letter in `key` (Cyrillic "л" for K); the physical key is still KeyK.
  const code = codeFor(hotkey.key);
  return code !== undefined && event.code === code && !/^[a-z0-9]$/.test(key);
}

/** True when the event's real target (seen through shadow roots) is somewhere the user types. */
export function isEditableTarget(event: Event): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.localName === 'textarea' || target.localName === 'select') return true;
  if (target.localName === 'input') return !NON_TEXT_INPUTS.has((target as HTMLInputElement).type);
  return EDITABLE_ROLES.has(target.getAttribute('role') ?? '');
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'reset', 'submit', 'image', 'file', 'color', 'range']);
const EDITABLE_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** `aria-keyshortcuts` value, e.g. `/ Control+K`. */
export function ariaKeyShortcuts(hotkeys: Hotkey[]): string {
  return hotkeys
    .map((hotkey) => {
      const parts: string[] = [];
      if (hotkey.ctrl) parts.push('Control');
      if (hotkey.meta) parts.push('Meta');
      if (hotkey.alt) parts.push('Alt');
      if (hotkey.shift) parts.push('Shift');
      parts.push(hotkey.key.length === 1 ? hotkey.key.toUpperCase() : hotkey.key);
      return parts.join('+');
    })
    .join(' ');
}

/** Short label for a button, e.g. `⌘K` on Apple platforms and `Ctrl K` elsewhere. */
export function hotkeyLabel(hotkey: Hotkey, apple = isApplePlatform()): string {
  const key = hotkey.key.length === 1 ? hotkey.key.toUpperCase() : hotkey.key;
  if (apple) {
    return `${hotkey.ctrl ? '⌃' : ''}${hotkey.alt ? '⌥' : ''}${hotkey.shift ? '⇧' : ''}${hotkey.meta ? '⌘' : ''}${key}`;
  }
  return [hotkey.ctrl && 'Ctrl', hotkey.alt && 'Alt', hotkey.shift && 'Shift', hotkey.meta && 'Meta', key]
    .filter(Boolean)
    .join(' ');
}

/**
 * The hotkey `event` presses, if any, after the guards every hotkey listener needs: events another handler already
 * handled, key repeats, IME composition (`isComposing`, keyCode 229) and, for character keys, anything typed into an
 * editable element (WCAG 2.1.4). Shared by `ShortcutController` (shortcut-controller.ts) and the drop-in script's eager trigger.
 */
export function pressedHotkey(event: KeyboardEvent, hotkeys: readonly Hotkey[]): Hotkey | undefined {
  if (event.defaultPrevented || event.repeat) return undefined;
  if (event.isComposing || event.keyCode === 229) return undefined;
  const hotkey = hotkeys.find((candidate) => matchesHotkey(event, candidate));
  if (!hotkey) return undefined;
  if (isCharacterKey(hotkey) && isEditableTarget(event)) return undefined;
  return hotkey;
}
