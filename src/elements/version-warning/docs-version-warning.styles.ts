import {css} from 'lit';
import {themeStyles} from '../../internal/theme.styles.js';

/*
 * Banner colours: amber for "older / unknown", blue for "development / pre-release". Text on each background has a
 * contrast of at least 7:1 in both schemes; the link uses the text colour with an underline, so it needs no colour of
 * its own to be seen.
 */
export const styles = [
  themeStyles,
  css`
    :host {
      --_radius: var(--docs-radius, 8px);
      display: block;
      --_warn-bg: var(--docs-version-warning-background, light-dark(#fff4d6, #3a2c05));
      --_warn-text: var(--docs-version-warning-color, light-dark(#3d2c00, #ffe7a8));
      --_warn-border: var(--docs-version-warning-border, light-dark(#e8b82e, #8a6a12));
      --_dev-bg: var(--docs-version-warning-development-background, light-dark(#e6f0ff, #0f2748));
      --_dev-text: var(--docs-version-warning-color, light-dark(#0b2a5c, #d6e6ff));
      --_dev-border: var(--docs-version-warning-border, light-dark(#7aa7ea, #2d5591));
      font-size: 0.9375rem;
      line-height: 1.45;
    }

    /* Our icons; a bare svg rule, because nothing but our own markup lives in this shadow root. */
    svg {
      inline-size: 1em;
      block-size: 1em;
      flex: none;
    }
    .live:empty {
      display: none;
    }
    /*
     * Room before the page's heading, whatever the theme's h1 margin (margins collapse through the host: the larger
     * wins); nothing shown, no room taken.
     */
    .live {
      display: grid;
      gap: 0.5rem;
      margin-block-end: var(--docs-version-warning-gap, 1.5rem);
    }
    .banner,
    .notice {
      display: flex;
      align-items: flex-start;
      gap: 0.6rem;
      padding: 0.65rem 0.65rem 0.65rem 0.9rem;
      border: 1px solid var(--_warn-border);
      border-inline-start-width: 4px;
      border-radius: var(--_radius);
      background: var(--_warn-bg);
      color: var(--_warn-text);
    }
    .banner.development,
    .banner.prerelease {
      border-color: var(--_dev-border);
      background: var(--_dev-bg);
      color: var(--_dev-text);
    }
    .notice {
      border-color: var(--_accent);
      background: var(--_bg);
      color: var(--_text);
    }
    .icon {
      display: inline-grid;
      place-items: center;
      block-size: 1.45em;
      font-size: 1.1em;
    }
    .message {
      flex: 1;
      margin: 0;
      padding-block: 0.05em;
    }
    /* No margin of its own: the space before it is text, so a line that starts with the link starts flush. */
    .link {
      color: inherit;
      font-weight: 600;
      text-decoration: underline;
      text-underline-offset: 2px;
      white-space: nowrap;
    }
    .link[aria-busy='true'] {
      cursor: progress;
    }
    @media (max-width: 40rem) {
      .link {
        white-space: normal;
      }
    }
  `,
];
