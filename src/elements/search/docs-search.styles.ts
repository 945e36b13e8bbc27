import {css} from 'lit';
import {themeStyles} from '../../internal/theme.styles.js';

/*
 * The colour tokens, focus ring and theme attribute come from the shared theme sheet; here are the tokens only search
 * has (the active row, the highlight) and its layout. Layout values that sites ask to change are tokens too.
 */
export const styles = [
  themeStyles,
  css`
    :host {
      --_mark-bg: var(--docs-search-mark-background, light-dark(#fff0a8, #5b4a00));
      display: inline-block;
    }

    /* Trigger */
    .trigger {
      display: inline-flex;
      align-items: center;
      gap: 0.5em;
      min-block-size: 36px;
      min-inline-size: 36px;
      padding-block: 0.35em;
      padding-inline: 0.7em 0.45em;
      border: 1px solid var(--_border);
      border-radius: var(--docs-search-trigger-radius, 8px);
      background: var(--_bg);
      color: var(--_muted);
      font: inherit;
      font-size: 0.9375rem;
      cursor: pointer;
      transition: border-color 120ms, color 120ms;
    }
    .trigger:hover {
      border-color: var(--_accent);
      color: var(--_text);
    }
    .label {
      min-inline-size: 6ch;
      text-align: start;
    }
    kbd {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-inline-size: 1.6em;
      padding: 0.1em 0.4em;
      border: 1px solid var(--_border);
      border-block-end-width: 2px;
      border-radius: 5px;
      background: var(--_surface);
      color: var(--_muted);
      font: 500 0.75rem/1.4 var(--_font);
      white-space: nowrap;
    }
    /* In rem, like the text beside them: a theme's small body font (mkdocs-material's 0.5rem) must not shrink them. */
    svg {
      flex: none;
      inline-size: 1.1rem;
      block-size: 1.1rem;
    }

    /* Dialog */
    dialog {
      box-sizing: border-box;
      inline-size: min(var(--docs-search-width, 680px), calc(100vw - 2rem));
      max-inline-size: none;
      max-block-size: min(var(--docs-search-max-height, 640px), calc(100dvh - 12vh));
      margin: 10vh auto auto;
      padding: 0;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_bg);
      color: var(--_text);
      box-shadow: var(--docs-search-shadow, 0 24px 64px -12px rgb(0 0 0 / 0.35), 0 0 0 1px rgb(0 0 0 / 0.04));
      font-family: var(--_font);
      overflow: hidden;
    }
    dialog[open] {
      display: flex;
      flex-direction: column;
      animation: docs-search-in 140ms ease-out;
    }
    /* With a query the panel keeps one height whatever its results, strictly contained: then an answer lays out the
       panel alone. A panel sized by its results made every key lay out the whole page under it (25,869 layout objects
       on the Python docs' longest page, where 42 to 355 are laid out now; issue 29, docs/measuring.md). */
    dialog.has-query {
      block-size: min(var(--docs-search-max-height, 640px), calc(100dvh - 12vh));
      contain: strict;
    }
    /* Dimmed, not blurred: a blur of the page under the backdrop is redone for every frame the dialog changes, each key
       typed; with software compositing at 4x CPU throttling it held each key's next paint 300 to 1,100 ms on the Python
       docs' longest page, 30 to 150 ms without it (issue 29). */
    dialog::backdrop {
      background: var(--docs-search-backdrop, rgb(15 20 30 / 0.45));
    }
    /* Closing: hidden in the key's own frame, closed a task later (ModalDialogController). */
    dialog[data-closing],
    dialog[data-closing]::backdrop {
      opacity: 0;
      pointer-events: none;
    }
    /* Movement only: fading the panel would leave its text below contrast minimums for the first frames. */
    @keyframes docs-search-in {
      from {
        transform: translateY(-8px) scale(0.985);
      }
    }

    .form {
      display: flex;
      align-items: center;
      gap: 0.6rem;
      margin: 0;
      padding: 0.75rem 0.75rem 0.75rem 1rem;
      border-block-end: 1px solid var(--_border);
    }
    .form > svg {
      color: var(--_accent);
      inline-size: 1.25rem;
      block-size: 1.25rem;
    }
    input {
      flex: 1;
      min-inline-size: 0;
      min-block-size: 2.25rem;
      border: 0;
      background: transparent;
      color: var(--_text);
      /* 16px or more, or iOS zooms the page on focus. */
      font: 400 max(16px, 1.125rem) / 1.4 var(--_font);
    }
    input::placeholder {
      color: var(--_muted);
      opacity: 1;
    }
    .spinner {
      --_spinner-size: 1.1rem;
    }
    .close {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-block-size: 28px;
      min-inline-size: 36px;
      padding: 0 0.45rem;
      border: 1px solid var(--_border);
      border-radius: 6px;
      background: var(--_surface);
      color: var(--_muted);
      font: 500 0.75rem var(--_font);
      cursor: pointer;
    }
    .close:hover {
      color: var(--_text);
    }

    .scroller {
      /* auto, not 0%: WebKit sizes the fit-content dialog from a 0% basis, collapsing the list to its padding. */
      flex: 1 1 auto;
      min-block-size: 0;
      overflow-y: auto;
      overscroll-behavior: contain;
      padding: 0.25rem 0.5rem 0.75rem;
      scroll-padding-block: 2.75rem 0.5rem;
    }
    .meta {
      margin: 0;
      padding: 0.6rem 0.5rem 0.2rem;
      color: var(--_muted);
      font-size: 0.8125rem;
    }
    .loading {
      font-style: italic;
    }

    [role=listbox]:not([hidden]) {
      display: flex;
      flex-direction: column;
      gap: 0.35rem;
    }
    .group-header {
      position: sticky;
      inset-block-start: 0;
      z-index: 1;
      display: flex;
      align-items: baseline;
      gap: 0.5rem;
      padding: 0.55rem 0.5rem 0.3rem;
      background: var(--_bg);
      color: var(--_accent);
      font-size: 0.8125rem;
      font-weight: 650;
      letter-spacing: 0.01em;
    }
    .badge {
      padding: 0.05rem 0.45rem;
      border: 1px solid var(--_border);
      border-radius: 999px;
      color: var(--_muted);
      font-size: 0.6875rem;
      font-weight: 500;
    }
    [role=option] {
      display: flex;
      align-items: flex-start;
      gap: 0.7rem;
      min-block-size: 44px;
      box-sizing: border-box;
      margin-block: 2px;
      padding: 0.55rem 0.75rem;
      border: 1px solid transparent;
      border-radius: 8px;
      background: var(--_surface);
      color: var(--_text);
      text-decoration: none;
      cursor: pointer;
      /* Keeps the active option clear of the sticky group header (WCAG 2.4.11). */
      scroll-margin-block: 2.75rem 0.5rem;
    }
    [role=option][aria-selected=true] {
      border-color: var(--_accent);
      background: var(--docs-search-active-background, light-dark(#e8f0fe, #23324a));
    }
    .icon {
      display: inline-flex;
      margin-block-start: 0.1rem;
      color: var(--_muted);
    }
    [aria-selected=true] :is(.icon, .enter) {
      color: var(--_accent);
    }
    .text {
      display: flex;
      flex: 1;
      flex-direction: column;
      gap: 0.15rem;
      min-inline-size: 0;
    }
    .title {
      font-size: 0.9375rem;
      font-weight: 600;
      line-height: 1.35;
      overflow-wrap: anywhere;
    }
    .excerpt {
      color: var(--_muted);
      font-size: 0.8125rem;
      line-height: 1.45;
      overflow-wrap: anywhere;
    }
    .role {
      font-family: var(--_mono);
      font-size: 0.6875rem;
      color: var(--_muted);
    }
    /*
     * Right-to-left pages: each line of text takes its direction from its own first letter, so an English title or
     * count on an Arabic page keeps its order ("9 pages", not "pages 9"); names of code are left to right, isolated
     * from the sentence around them; the Enter icons (↵) point the way the line reads.
     */
    .meta,
    .title,
    .excerpt,
    .group-header > span,
    .state :is(h2, p, li),
    #recent-title {
      unicode-bidi: plaintext;
    }
    .role,
    [data-kind='domain'] .title {
      direction: ltr;
      unicode-bidi: isolate;
    }
    :host(:dir(rtl)) :is(.enter, .mirror) {
      transform: scaleX(-1);
    }
    .mirror {
      display: inline-block;
    }
    .enter {
      display: inline-flex;
      flex: none;
      align-self: center;
      inline-size: 1.1rem;
      block-size: 1.1rem;
    }
    /* Only the active option shows its Enter key: the others' icons are neither laid out nor painted (the box keeps
       its room, so the text does not move as the active option changes). */
    [aria-selected=false] .enter > svg {
      display: none;
    }
    mark {
      border-radius: 2px;
      background: var(--_mark-bg);
      /* Highlighted terms take the main text colour: muted text on the mark background is below 4.5:1 in dark mode. */
      color: var(--docs-search-mark-color, var(--_text));
      box-shadow: 0 0 0 1px var(--_mark-bg);
    }

    .state {
      padding: 1.75rem 1rem;
      color: var(--_muted);
      text-align: center;
      font-size: 0.9375rem;
    }
    .state h2 {
      margin: 0 0 0.5rem;
      color: var(--_text);
      font-size: 1rem;
      font-weight: 600;
    }
    .state ul {
      display: inline-block;
      margin: 0.25rem 0 0;
      padding: 0;
      list-style: none;
      text-align: start;
    }
    .state li {
      margin-block: 0.2rem;
    }
    .state li::before {
      content: '→ ';
      color: var(--_accent);
    }
    .error h2 {
      color: var(--_danger);
    }
    .error p {
      margin: 0 0 1rem;
    }
    .recent-header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      padding: 0.5rem 0.5rem 0.2rem;
      color: var(--_muted);
      font-size: 0.8125rem;
      font-weight: 600;
    }
    .text-button,
    .button {
      min-block-size: 28px;
      padding: 0.25rem 0.6rem;
      border: 1px solid transparent;
      border-radius: 6px;
      background: transparent;
      color: var(--_accent);
      font: 500 0.8125rem var(--_font);
      cursor: pointer;
    }
    .text-button:hover {
      text-decoration: underline;
    }
    .button {
      min-block-size: 36px;
      padding: 0.4rem 1rem;
      border-color: var(--_accent);
      background: var(--_accent);
      color: var(--_on-accent);
      font-size: 0.875rem;
    }
    .more {
      display: flex;
      justify-content: center;
      padding-block: 0.75rem 0.25rem;
    }
    .more .button {
      border-color: var(--_border);
      background: var(--_bg);
      color: var(--_accent);
    }

    .footer {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 1.1rem;
      padding: 0.55rem 1rem;
      border-block-start: 1px solid var(--_border);
      background: var(--_surface);
      color: var(--_muted);
      font-size: 0.75rem;
    }
    .footer span {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
    }

    /* Phones: the whole screen, no animation that shifts the input under the thumb. */
    @media (max-width: 640px) {
      dialog,
      dialog.has-query {
        inline-size: 100vw;
        max-inline-size: 100vw;
        block-size: 100dvh;
        max-block-size: 100dvh;
        margin: 0;
        border: 0;
        border-radius: 0;
      }
    }

    /* A hotkey means nothing without a keyboard (touch screens), nor beside a phone's full-screen dialog: no hints. */
    @media (max-width: 640px), (hover: none) and (pointer: coarse) {
      .trigger kbd,
      .footer {
        display: none;
      }
    }

    @media (prefers-reduced-motion: reduce) {
      dialog[open] {
        animation: none;
      }
      .trigger {
        transition: none;
      }
    }

    @media (forced-colors: active) {
      [role=option][aria-selected=true] {
        outline: 3px solid Highlight;
        outline-offset: -3px;
      }
      mark {
        background: Mark;
        color: MarkText;
        forced-color-adjust: none;
      }
      dialog {
        border: 1px solid CanvasText;
      }
    }
  `,
];
