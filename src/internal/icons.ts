import {html} from 'lit';

/**
 * The close (×) icon of every widget's close and dismiss buttons, in one place so they stay alike. Decorative: the
 * button carries the name.
 */
export const closeIcon = html`<svg viewBox="0 0 16 16" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" d="m4 4 8 8m0-8-8 8"/></svg>`;
