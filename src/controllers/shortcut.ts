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
  for (const token of (spec ?? '').split(/\s+/)) {
    // "+" alone or "ctrl++" means the plus key; split on "+" only between parts.
    const parts = token.toLowerCase().split(/\+(?!$)/);
    const key = parts.pop()!;
    const hotkey: Hotkey = {key, ctrl: false, meta: false, alt: false, shift: false};
    // The other names of the four modifiers (an inherited "constructor" is no flag name either).
    const aliases: Record<string, string> = {mod: apple ? 'meta' : 'ctrl', control: 'ctrl', cmd: 'meta', option: 'alt'};
    const flags = parts.map((part) => aliases[part] ?? part);
    if (!key || !flags.every((flag) => /^(ctrl|meta|alt|shift)$/.test(flag))) continue;
    for (const flag of flags) hotkey[flag as 'ctrl'] = true;
    hotkeys.push(hotkey);
  }
  return hotkeys;
}

/** A single ASCII letter or digit, whose physical key we can name by `event.code` on any layout. */
const codeFor = (key: string): string | undefined =>
  /^[a-z]$/.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : undefined;

export function matchesHotkey(event: KeyboardEvent, hotkey: Hotkey): boolean {
  const key = event.key.toLowerCase();
  const code = codeFor(hotkey.key);
  return (
    event.ctrlKey === hotkey.ctrl &&
    event.metaKey === hotkey.meta &&
    event.altKey === hotkey.alt &&
    // Symbols such as "/" need Shift on some layouts, so Shift is ignored for them; for letters it must match.
    (!code || event.shiftKey === hotkey.shift) &&
    // Non-Latin layouts report the local letter in `key` (Cyrillic "л" for K); the physical key is still KeyK.
    (key === hotkey.key || (!!code && event.code === code && !codeFor(key)))
  );
}

/**
 * True when the event's real target (seen through shadow roots) is somewhere the user types: what the browser counts
 * as editable (`:read-write`: text-like inputs, textareas, contenteditable), a select, or a widget with a text role.
 */
export function isEditableTarget(event: Event): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof Element &&
    (target.matches(':read-write,select') || /^(textbox|searchbox|combobox|spinbutton)$/.test(target.getAttribute('role') ?? ''))
  );
}

/** The hotkey's modifiers by the given names (Ctrl, Alt, Shift, Meta in that order), then its key. */
const describe = ({ctrl, alt, shift, meta, key}: Hotkey, names: string[], separator: string): string =>
  [ctrl && names[0], alt && names[1], shift && names[2], meta && names[3], key.length === 1 ? key.toUpperCase() : key]
    .filter(Boolean)
    .join(separator);

/** `aria-keyshortcuts` value, e.g. `/ Control+K`. */
export const ariaKeyShortcuts = (hotkeys: Hotkey[]): string =>
  hotkeys.map((hotkey) => describe(hotkey, ['Control', 'Alt', 'Shift', 'Meta'], '+')).join(' ');

/** Short label for a button, e.g. `⌘K` on Apple platforms and `Ctrl K` elsewhere. */
export const hotkeyLabel = (hotkey: Hotkey, apple = isApplePlatform()): string =>
  apple ? describe(hotkey, [...'⌃⌥⇧⌘'], '') : describe(hotkey, ['Ctrl', 'Alt', 'Shift', 'Meta'], ' ');

/**
 * The hotkey `event` presses, if any, after the guards every hotkey listener needs: events another handler already
 * handled, key repeats, IME composition (`isComposing`, keyCode 229) and, for character keys, anything typed into an
 * editable element (WCAG 2.1.4). Shared by `ShortcutController` (shortcut-controller.ts) and the drop-in script's eager trigger.
 */
export function pressedHotkey(event: KeyboardEvent, hotkeys: readonly Hotkey[]): Hotkey | undefined {
  if (event.defaultPrevented || event.repeat || event.isComposing || event.keyCode === 229) return undefined;
  const hotkey = hotkeys.find((candidate) => matchesHotkey(event, candidate));
  return hotkey && (hotkey.ctrl || hotkey.meta || hotkey.alt || !isEditableTarget(event)) ? hotkey : undefined;
}
