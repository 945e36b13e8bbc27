import {css} from 'lit';
import {themeStyles} from '../../internal/theme.styles.js';

/*
 * Colours are the `--docs-*` tokens of the shared theme sheet; sizes specific to the preview are `--docs-preview-*`.
 * Nothing here is a bare class on the page: the preview lives in our shadow root and the top layer, so neither a
 * theme's `.tooltip` rule nor its z-index or overflow can reach it.
 */
export const styles = [
  themeStyles,
  css`
    :host {
      --_code-bg: var(--docs-color-code-background, light-dark(#f3f4f6, #0f1115));
      --_shadow: var(--docs-preview-shadow, 0 12px 32px -8px rgb(0 0 0 / 0.3), 0 0 0 1px rgb(0 0 0 / 0.03));
      display: contents;
    }

    .popup {
      /* Undo the UA's centred popover; Floating UI writes left/top. */
      position: fixed;
      inset: auto;
      margin: 0;
      padding: 0;
      box-sizing: border-box;
      inline-size: max-content;
      max-inline-size: min(var(--docs-preview-max-width, 34rem), var(--docs-floating-available-width, 92vw));
      max-block-size: min(var(--docs-preview-max-height, 24rem), var(--docs-floating-available-height, 80vh));
      min-inline-size: min(14rem, var(--docs-floating-available-width, 92vw));
      overflow: visible;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_bg);
      color: var(--_text);
      box-shadow: var(--_shadow);
      font-family: var(--_font);
      font-size: var(--docs-preview-font-size, 0.875rem);
      line-height: 1.5;
      text-align: start;
      flex-direction: column;
      transition:
        opacity 120ms ease-out,
        translate 120ms ease-out,
        display 120ms allow-discrete,
        overlay 120ms allow-discrete;
    }
    .popup:popover-open {
      display: flex;
    }
    @starting-style {
      .popup:popover-open {
        opacity: 0;
        translate: 0 4px;
      }
    }
    /* No top layer (before popover): a fixed box over the page, kept apart from the :popover-open rules, which
       such a browser drops as unknown. */
    .popup[data-no-popover] {
      z-index: 2147483647;
      display: none;
    }
    .popup[data-open] {
      display: flex;
    }
    @media (prefers-reduced-motion: reduce) {
      .popup {
        transition: none;
      }
    }

    /* A square with its top and left borders, turned so that corner points at the link. Physical sides, not logical:
       the corner must point the same way in a right-to-left page. */
    .arrow {
      position: absolute;
      inline-size: 10px;
      block-size: 10px;
      background: var(--_bg);
      border: solid var(--_border);
      border-width: 1px 0 0 1px;
      rotate: 45deg;
      pointer-events: none;
    }
    [data-placement^='bottom'] > .arrow {
      top: -6px;
    }
    [data-placement^='top'] > .arrow {
      bottom: -6px;
      rotate: 225deg;
    }
    [data-placement^='right'] > .arrow {
      left: -6px;
      rotate: -45deg;
    }
    [data-placement^='left'] > .arrow {
      right: -6px;
      rotate: 135deg;
    }

    .header {
      padding: 0.6rem 0.9rem 0.4rem;
      border-block-end: 1px solid var(--_border);
    }
    .title {
      font-weight: 600;
    }

    .body {
      flex: 1 1 auto;
      min-block-size: 0;
      overflow: auto;
      overscroll-behavior: contain;
      padding: 0.5rem 0.9rem;
      overflow-wrap: anywhere;
    }
    .body:focus-visible,
    .footer a:focus-visible {
      outline: 2px solid var(--_accent);
      outline-offset: -2px;
    }

    .footer {
      display: flex;
      justify-content: flex-end;
      padding: 0.35rem 0.9rem 0.5rem;
      border-block-start: 1px solid var(--_border);
    }
    .footer a {
      display: inline-flex;
      align-items: center;
      min-block-size: 24px;
      padding-inline: 0.25rem;
      color: var(--_accent);
      font-weight: 500;
      text-decoration: none;
      border-radius: 4px;
    }
    .footer a:hover {
      text-decoration: underline;
    }

    .status {
      margin: 0;
      padding: 0.75rem 0.9rem;
      color: var(--_muted);
    }
    .status.error {
      color: var(--_danger);
    }
    .spinner {
      --_spinner-size: 0.8em;
      margin-inline-end: 0.5em;
      vertical-align: -0.1em;
    }

    /* The embedded section: documentation prose, readable at preview size. Its opening heading is the title. */
    .content > :is(h1, h2, h3, h4, h5, h6):first-child,
    .content > :first-child > :is(h1, h2, h3, h4, h5, h6):first-child {
      margin-block-start: 0.15em;
      font-size: 1.08em;
    }
    .content :is(h1, h2, h3, h4, h5, h6) {
      margin: 0.6em 0 0.3em;
      font-size: 1em;
      line-height: 1.3;
    }
    .content :is(p, ul, ol, dl, blockquote, figure, table) {
      margin-block: 0.5em;
    }
    .content :is(ul, ol) {
      padding-inline-start: 1.4em;
    }
    .content a {
      color: var(--_accent);
    }
    .content a.headerlink {
      display: none;
    }
    /*
     * API signatures (Sphinx's dt.sig, mkdocstrings' .doc-signature) are code, whatever the prose font. Code reads left
     * to right on every page: on a right-to-left page its runs are not reordered (issue 27).
     */
    .content :is(code, kbd, samp, pre, dt.sig, .sig-object, .doc-signature) {
      font-family: var(--_mono);
      font-size: 0.9em;
      direction: ltr;
      unicode-bidi: isolate;
    }
    /* Prose lines take their direction from their own first letter (an English paragraph on a Hebrew page). */
    .content :is(p, li, dt, dd, th, td, figcaption, h1, h2, h3, h4, h5, h6) {
      unicode-bidi: plaintext;
    }
    .content :is(dt.sig, .sig-object) :is(em, .sig-param) {
      font-style: normal;
    }
    /*
     * A small syntax-highlighting palette over Pygments' classes (Sphinx, mkdocs-material, mkdocstrings all emit
     * them). Each colour meets 4.5:1 on the code background in both schemes; every one is a custom property.
     */
    .content .highlight :is(.k, .kd, .kn, .kp, .kr, .kt, .ow) {
      color: var(--docs-code-keyword, light-dark(#b3261e, #ff7b72));
    }
    .content .highlight :is(.s, .sa, .sb, .sc, .dl, .sd, .s1, .s2, .se, .sh, .si, .sx, .sr, .ss) {
      color: var(--docs-code-string, light-dark(#0a3069, #a5d6ff));
    }
    .content .highlight :is(.c, .ch, .cm, .c1, .cs, .cp, .cpf, .gp, .go) {
      color: var(--docs-code-comment, light-dark(#57606a, #9aa4af));
    }
    .content .highlight :is(.m, .mb, .mf, .mh, .mi, .mo, .il, .kc) {
      color: var(--docs-code-number, light-dark(#0550ae, #79c0ff));
    }
    .content .highlight :is(.nf, .fm, .nc, .nd, .ne) {
      color: var(--docs-code-name, light-dark(#6639ba, #d2a8ff));
    }
    .content .highlight :is(.nb, .bp, .vm) {
      color: var(--docs-code-builtin, light-dark(#953800, #ffa657));
    }
    .content :not(pre) > code {
      padding: 0.1em 0.3em;
      border-radius: 4px;
      background: var(--_code-bg);
    }
    .content pre {
      margin-block: 0.5em;
      padding: 0.5em 0.7em;
      border-radius: 6px;
      /*
       * A shadow at an edge with more line beyond it, so a line that runs on reads as scrollable, not cut off
       * (issue 13): the covers scroll with the text (local) and hide the fixed shadows (scroll) at either end.
       */
      background:
        linear-gradient(to right, var(--_code-bg) 40%, transparent) left / 1.5em 100% no-repeat local,
        linear-gradient(to left, var(--_code-bg) 40%, transparent) right / 1.5em 100% no-repeat local,
        radial-gradient(farthest-side at 0 50%, var(--_edge-shadow), transparent) left / 0.8em 100% no-repeat scroll,
        radial-gradient(farthest-side at 100% 50%, var(--_edge-shadow), transparent) right / 0.8em 100% no-repeat scroll,
        var(--_code-bg);
      --_edge-shadow: light-dark(rgb(0 0 0 / 0.4), rgb(0 0 0 / 0.8));
      /* Code keeps its lines: it scrolls sideways instead of wrapping or spilling out. */
      overflow-x: auto;
      white-space: pre;
      overflow-wrap: normal;
      tab-size: 4;
    }
    .content :is(.math, .arithmatex) {
      font-family: var(--_mono);
      overflow-x: auto;
      overflow-wrap: normal;
    }
    .content div.math {
      white-space: pre;
    }
    .content table {
      display: block;
      max-inline-size: 100%;
      overflow-x: auto;
      border-collapse: collapse;
    }
    .content :is(th, td) {
      padding: 0.25em 0.5em;
      border: 1px solid var(--_border);
    }
    .content img {
      max-inline-size: 100%;
      block-size: auto;
    }
    .content blockquote {
      margin-inline: 0;
      padding-inline-start: 0.8em;
      border-inline-start: 3px solid var(--_border);
      color: var(--_muted);
    }
    .content :is(.admonition, .note, .warning, .tip) {
      padding: 0.4em 0.7em;
      border-inline-start: 3px solid var(--_accent);
      background: var(--_surface);
      border-radius: 4px;
    }
    .content .admonition-title {
      margin: 0;
      font-weight: 600;
    }

    @media (forced-colors: active) {
      .popup,
      .arrow {
        border-color: CanvasText;
      }
    }
  `,
];
