import {css} from 'lit';

/*
 * What every widget's shadow root starts from, so the four look like one family and a site themes them all with the
 * same `--docs-*` tokens. Each colour has a light-dark() default whose text contrast is at least 4.5:1 in both
 * schemes; the `theme` attribute pins one scheme. A widget's own sheet comes after this one and may override a token
 * (the switcher's smaller radius, say).
 */
export const themeStyles = css`
  :host {
    color-scheme: light dark;
    --_bg: var(--docs-color-background, light-dark(#ffffff, #16181d));
    --_surface: var(--docs-color-surface, light-dark(#f5f6f8, #1e2128));
    --_text: var(--docs-color-text, light-dark(#1b1f24, #e6e8eb));
    --_muted: var(--docs-color-muted, light-dark(#57606a, #a3abb5));
    --_border: var(--docs-color-border, light-dark(#d0d7de, #373d47));
    --_accent: var(--docs-color-accent, light-dark(#0b5cd5, #7cb4ff));
    --_on-accent: var(--docs-color-on-accent, light-dark(#ffffff, #0d1117));
    --_danger: var(--docs-color-danger, light-dark(#b42318, #ff8a80));
    --_radius: var(--docs-radius, 10px);
    --_font: var(--docs-font-family, system-ui, sans-serif);
    --_mono: var(--docs-font-family-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    font-family: var(--_font);
  }
  /* theme="auto": the scheme the page shows (PageSchemeController); with none, prefers-color-scheme. */
  :host(:state(page-light)) {
    color-scheme: light;
  }
  :host(:state(page-dark)) {
    color-scheme: dark;
  }
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }

  /* Read by screen readers, not shown: live regions and labels whose meaning the layout already gives. */
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  /* A retry button counting down to the server's Retry-After: focusable and announced, but not yet usable. */
  button[aria-disabled='true'] {
    border-color: var(--_border);
    background: var(--_surface);
    color: var(--_muted);
    cursor: not-allowed;
  }

  /* A square button holding one icon (close, dismiss): 28px, over the 24px target size of WCAG 2.5.8. */
  .icon-button {
    display: inline-grid;
    place-items: center;
    flex: none;
    min-inline-size: 28px;
    min-block-size: 28px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .icon-button:hover {
    border-color: currentColor;
  }

  /* Loading: a ring whose accent arc turns; a widget sizes it with --_spinner-size. Still when motion is reduced. */
  .spinner {
    display: inline-block;
    flex: none;
    box-sizing: border-box;
    inline-size: var(--_spinner-size, 1em);
    block-size: var(--_spinner-size, 1em);
    border: 2px solid var(--_border);
    border-block-start-color: var(--_accent);
    border-radius: 50%;
    animation: docs-spin 700ms linear infinite;
  }
  @keyframes docs-spin {
    to {
      rotate: 360deg;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
  @media (forced-colors: active) {
    .spinner {
      border-color: CanvasText;
      border-block-start-color: Highlight;
    }
  }
`;
