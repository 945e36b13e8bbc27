import {css} from 'lit';
import {themeStyles} from '../../internal/theme.styles.js';

/*
 * The colour tokens, focus ring and icon buttons come from the shared theme sheet; the switcher's corners are a little
 * tighter than the search dialog's, as befits a small control in a sidebar.
 */
export const styles = [
  themeStyles,
  css`
    :host {
      --_radius: var(--docs-radius, 8px);
      display: block;
      position: relative;
      color: var(--_text);
      font-size: 0.9375rem;
      line-height: 1.4;
    }
    /* Our icons; a bare svg rule, because nothing but our own markup lives in this shadow root. */
    svg {
      inline-size: 1em;
      block-size: 1em;
      flex: none;
    }
    :host([floating]) {
      position: fixed;
      inset-block-end: var(--docs-version-switcher-offset, 1rem);
      inset-inline-end: var(--docs-version-switcher-offset, 1rem);
      z-index: 50;
    }
    /* On a narrow screen a floating box would sit on the text: it goes back into the page where it was placed. */
    @media (max-width: 40rem) {
      :host([floating]) {
        position: relative;
        inset: auto;
        z-index: auto;
      }
    }

    .base {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 0.5rem;
    }
    :host([floating]) .base {
      align-items: flex-end;
    }

    .toggle {
      display: inline-flex;
      align-items: center;
      gap: 0.4em;
      min-block-size: 36px;
      padding-block: 0.3em;
      padding-inline: 0.75em 0.55em;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_bg);
      color: var(--_text);
      font: inherit;
      cursor: pointer;
      transition: border-color 120ms, box-shadow 120ms;
    }
    .toggle:hover {
      border-color: var(--_accent);
    }
    /*
     * In a header bar the button belongs to the bar: its text colour, a see-through fill and a hairline of that colour,
     * whatever the bar's colour; the list it opens lies over the page and takes the page's scheme (see schemeSurface).
     */
    :host([dropdown]) {
      display: inline-block;
      vertical-align: middle;
      color: inherit;
    }
    :host([dropdown]) .toggle {
      min-block-size: 28px;
      padding-block: 0.1em;
      border-color: color-mix(in srgb, currentColor 45%, transparent);
      background: color-mix(in srgb, currentColor 10%, transparent);
      color: inherit;
    }
    :host([dropdown]) .toggle:hover {
      border-color: currentColor;
    }
    :host([dropdown]) :is(.toggle .button-label, .toggle .chevron) {
      color: inherit;
    }
    /* On a phone the bar is shared with the site's title: the button shows the version alone. */
    @media (max-width: 40rem) {
      :host([dropdown]) .toggle .button-label {
        display: none;
      }
      :host([dropdown]) .current-name {
        max-inline-size: 8ch;
      }
    }
    :host([floating]) .toggle {
      box-shadow: var(--docs-version-switcher-shadow, 0 6px 24px -6px rgb(0 0 0 / 0.3));
    }
    .button-label {
      color: var(--_muted);
    }
    .current-name {
      font-weight: 600;
      max-inline-size: 16ch;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .lang {
      padding-inline: 0.35em;
      border-radius: 4px;
      background: var(--_surface);
      color: var(--_muted);
      font-size: 0.8125em;
      text-transform: uppercase;
    }
    .chevron {
      color: var(--_muted);
      transition: transform 150ms;
    }
    .toggle[aria-expanded='true'] .chevron {
      transform: rotate(180deg);
    }

    .panel {
      position: relative;
      box-sizing: border-box;
      /*
       * Kept inside the window by panel-fit.ts (shifted sideways, capped to the room below, then scrolling: nothing
       * inside reaches past its padding, focus rings included, so the scroll box clips nothing when it is not capped).
       */
      translate: var(--_panel-shift, none);
      max-block-size: var(--_panel-max, none);
      overflow-y: auto;
      inline-size: var(--docs-version-switcher-width, 18rem);
      max-inline-size: 100%;
      padding: 0.75rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_bg);
      color: var(--_text);
    }
    .panel[hidden] {
      display: none;
    }
    /* Dropdown: in a header bar the list opens over the page, its end edge under the button's, and scrolls. */
    :host([dropdown]) .panel {
      position: absolute;
      inset-block-start: calc(100% + 0.35rem);
      inset-inline-end: 0;
      z-index: 1000;
      max-inline-size: calc(100vw - 1rem);
      max-block-size: var(--_panel-max, min(32rem, calc(100vh - 6rem)));
      overflow: auto;
      box-shadow: var(--docs-version-switcher-shadow, 0 16px 48px -12px rgb(0 0 0 / 0.35));
    }
    /* Floating: the panel opens above the button and scrolls within the window instead of running off it. */
    :host([floating]) .panel {
      order: -1;
      max-inline-size: calc(100vw - 2 * var(--docs-version-switcher-offset, 1rem));
      max-block-size: calc(100vh - 6rem);
      overflow: auto;
      box-shadow: var(--docs-version-switcher-shadow, 0 16px 48px -12px rgb(0 0 0 / 0.35));
    }
    @media (max-width: 40rem) {
      :host([floating]) .panel {
        order: 0;
        max-block-size: none;
        box-shadow: none;
      }
    }
    /* An icon button (the shared sheet) in the panel's corner. */
    .close {
      position: absolute;
      inset-block-start: 0.5rem;
      inset-inline-end: 0.5rem;
      color: var(--_muted);
    }
    .close:hover {
      border-color: var(--_border);
      color: var(--_text);
    }

    .group + .group {
      margin-block-start: 0.75rem;
      padding-block-start: 0.75rem;
      border-block-start: 1px solid var(--_border);
    }
    .heading {
      margin: 0 0 0.4rem;
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 600;
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    .filter {
      box-sizing: border-box;
      inline-size: 100%;
      min-block-size: 32px;
      margin-block-end: 0.5rem;
      padding: 0.3em 0.6em;
      border: 1px solid var(--_border);
      border-radius: 6px;
      background: var(--_bg);
      color: var(--_text);
      font: inherit;
    }
    .filter::placeholder {
      color: var(--_muted);
      opacity: 1;
    }
    .list {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .version-list {
      max-block-size: var(--docs-version-switcher-max-height, 20rem);
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    :host([floating]) .version-list {
      max-block-size: min(var(--docs-version-switcher-max-height, 20rem), calc(100vh - 14rem));
    }
    .list.inline {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.5rem;
    }
    .link {
      display: flex;
      align-items: center;
      gap: 0.45em;
      min-block-size: 28px;
      padding-block: 0.15em;
      padding-inline: calc(0.5em - 3px) 0.5em;
      border-inline-start: 3px solid transparent;
      border-radius: 6px;
      color: var(--_text);
      text-decoration: none;
    }
    .list.inline .link {
      color: var(--_accent);
      text-decoration: underline;
      text-underline-offset: 2px;
    }
    .link:hover {
      background: var(--_surface);
    }
    .link:focus-visible {
      outline-offset: -2px;
    }
    .link.current {
      color: var(--_accent);
      font-weight: 600;
      border-inline-start-color: var(--_accent);
    }
    .link[aria-busy='true'] {
      cursor: progress;
    }
    .name {
      overflow-wrap: anywhere;
    }
    /* A name (2.0-beta, a language's own name) and a line of text read in their own direction on any page. */
    :is(.name, .current-name, .status, .notice p) {
      unicode-bidi: plaintext;
    }
    .badge {
      padding: 0 0.4em;
      border: 1px solid var(--_border);
      border-radius: 999px;
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 400;
      white-space: nowrap;
    }
    .badge.code {
      margin-inline-start: auto;
      text-transform: uppercase;
    }
    .checking {
      margin-inline-start: auto;
      color: var(--_muted);
      font-size: 0.8125rem;
    }

    .status {
      margin: 0.5rem 0 0;
      color: var(--_muted);
    }
    .status p {
      margin: 0 0 0.5rem;
    }
    .status.error p {
      color: var(--_danger);
    }
    .retry {
      min-block-size: 32px;
      padding: 0.25em 0.9em;
      border: 1px solid var(--_accent);
      border-radius: 6px;
      background: var(--_accent);
      color: var(--_on-accent);
      font: inherit;
      cursor: pointer;
    }

    .notice {
      display: flex;
      align-items: flex-start;
      gap: 0.5rem;
      max-inline-size: var(--docs-version-switcher-width, 18rem);
      padding: 0.5rem 0.5rem 0.5rem 0.75rem;
      border: 1px solid var(--_accent);
      border-radius: var(--_radius);
      background: var(--_bg);
      color: var(--_text);
    }
    .notice p {
      margin: 0;
      flex: 1;
    }

    @media (prefers-reduced-motion: reduce) {
      .chevron,
      .toggle {
        transition: none;
      }
    }
  `,
];
