/**
 * A visible way into zero-config search on pages whose theme has no search field of its own: a plain button (no
 * lit) in its own shadow root, styled by a constructed stylesheet (allowed under `style-src 'self'`). Clicking
 * it loads and opens the dialog; the dialog then hands focus back to it. A chunk of its own, loaded as the page
 * starts when the theme has no field (widgets/search.ts): the eager part stays free of its markup and styles.
 */
import {ariaKeyShortcuts, hotkeyLabel, parseHotkeys} from '../../controllers/shortcut.js';
import {loadPart} from '../../i18n/load-part.js';
import {catalogueTag, isEnglish, languageOf} from '../../i18n/page-language.js';

const STYLES = /* css */ `
:host { display: block; margin: .25rem 0 .75rem; }
:host([data-corner]) { position: fixed; inset-block-start: .75rem; inset-inline-end: .75rem; z-index: 2147483000; }
button {
  display: inline-flex; align-items: center; gap: .5rem; min-block-size: 2.25rem; min-inline-size: 8rem;
  padding: .25rem .6rem; border: 1px solid var(--docs-color-border, light-dark(#d0d7de, #373d47));
  border-radius: 8px; background: var(--docs-color-background, light-dark(#fff, #16181d));
  color: var(--docs-color-muted, light-dark(#57606a, #a3abb5)); font: inherit; font-size: .9375rem; cursor: pointer;
  color-scheme: light dark;
}
button:hover { border-color: var(--docs-color-accent, light-dark(#0b5cd5, #7cb4ff)); }
button:focus-visible { outline: 2px solid var(--docs-color-accent, light-dark(#0b5cd5, #7cb4ff)); outline-offset: 2px; }
svg { inline-size: 1rem; block-size: 1rem; flex: none; }
path { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
span { flex: 1; text-align: start; }
kbd { font: inherit; font-size: .75rem; padding: 0 .3rem; border: 1px solid currentColor; border-radius: 4px;
  white-space: nowrap; }
/* A hotkey means nothing without a keyboard: touch screens get no hint. */
@media (hover: none) and (pointer: coarse) { kbd { display: none; } }
@media (forced-colors: active) { button { border-color: ButtonText; } }
`;

/** Theme chrome where a search button fits, most specific first; none found means a corner of the window. */
const PLACES: Array<[selector: string, position: 'prepend' | 'append']> = [
  ['.sphinxsidebarwrapper', 'prepend'],
  ['.sphinxsidebar', 'prepend'],
  ['.wy-side-nav-search', 'append'],
  ['body > header, header[role=banner], .site-header', 'append'],
];

/**
 * The button, placed in the theme's chrome. Its label is `label` when the site gave one (the search's `strings.trigger`
 * in the script tag's configuration), else the search's `trigger` string in the language of the place it lands in
 * (English at once; another language's once its catalogue has loaded).
 */
export function createSearchButton(doc: Document, hotkeys: string, onClick: () => void, label?: string): HTMLElement {
  const host = doc.createElement('div');
  host.dataset.docsWidgets = 'search-button';
  const root = host.attachShadow({mode: 'open'});
  // One button a page: its sheet is made with it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLES);
  root.adoptedStyleSheets = [sheet];

  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-haspopup', 'dialog');
  const parsed = parseHotkeys(hotkeys);
  if (parsed.length) button.setAttribute('aria-keyshortcuts', ariaKeyShortcuts(parsed));

  // The magnifier; its stroke is styled by the sheet (`path`).
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L18 18');
  svg.append(path);

  const text = doc.createElement('span');
  // The search's English `trigger` string (its strings module is not loaded for a button).
  text.textContent = label ?? 'Search';
  button.append(svg, text);
  const shortcut = parsed.find((hotkey) => hotkey.ctrl || hotkey.meta) ?? parsed[0];
  if (shortcut) {
    const kbd = doc.createElement('kbd');
    kbd.setAttribute('aria-hidden', 'true');
    kbd.textContent = hotkeyLabel(shortcut);
    button.append(kbd);
  }
  button.addEventListener('click', onClick);
  root.append(button);

  place(doc, host);
  const language = languageOf(host);
  const tag = label === undefined && !isEnglish(language) ? catalogueTag(language) : undefined;
  // A catalogue that fails to load leaves the English label.
  if (tag) void loadPart(tag, 'search').then((part) => (text.textContent = part.search({}).trigger), () => {});
  return host;
}

function place(doc: Document, host: HTMLElement): void {
  for (const [selector, position] of PLACES) {
    const target = doc.querySelector(selector);
    if (!target) continue;
    target[position](host);
    return;
  }
  host.toggleAttribute('data-corner', true);
  doc.body.append(host);
}
