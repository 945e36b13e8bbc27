/**
 * Driving Pagefind's default UI in Chromium for the static-vs-Pagefind bench, the way static-search-page.ts drives
 * ours: real keys at `TYPING_DELAY_MS`, time from the last key to the end of the frame that paints the results.
 */

import type {Page} from 'playwright-core';
import {TYPING_DELAY_MS} from './static-search-page.js';

/**
 * The default UI as a maintainer adds it (Pagefind's docs), with its debounce or none (`debounceTimeoutMs`). Its box
 * goes first in the body (where the bench types), or last (`place: 'append'`: the page-cost bench, where a box put
 * above the page after its first paint would be a layout shift of the harness's making, not Pagefind's).
 */
export function pagefindHead(bundle: string, debounceMs?: number, place: 'prepend' | 'append' = 'prepend'): string {
  const options = debounceMs === undefined ? '' : `, debounceTimeoutMs: ${debounceMs}`;
  return `<link href="${bundle}pagefind-ui.css" rel="stylesheet"><script src="${bundle}pagefind-ui.js"></script>` +
    `<script>addEventListener('DOMContentLoaded', () => { const box = document.createElement('div'); box.id = 'pf-search';` +
    ` document.body.${place}(box); new PagefindUI({element: '#pf-search', showSubResults: true${options}}); });</script>`;
}

/** Installed before any script: when the last key went down. */
export const WATCH_KEYS = `addEventListener('keydown', () => { globalThis.lastKey = performance.now(); }, {capture: true});`;

/**
 * Types `query` into Pagefind's input (cleared first) and returns ms from the last key to the end of the frame in
 * which the message names the whole query and the first result's link is in the DOM.
 */
export async function timePagefindQuery(page: Page, query: string, keyMs = TYPING_DELAY_MS): Promise<number> {
  const input = page.locator('.pagefind-ui__search-input');
  await input.fill('');
  await page.waitForTimeout(400);
  await input.focus();
  await page.evaluate(`(() => {
    const typed = ${JSON.stringify(query)};
    globalThis.__painted = new Promise((resolve) => {
      const shown = () => {
        const message = document.querySelector('.pagefind-ui__message')?.textContent ?? '';
        return message.includes(typed) && document.querySelector('.pagefind-ui__result-link');
      };
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    });
  })()`);
  await page.keyboard.type(query, {delay: keyMs});
  return page.evaluate(`Promise.race([globalThis.__painted,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no Pagefind results for ' + ${JSON.stringify(query)})), 15000))])
    .then((at) => at - globalThis.lastKey)`) as Promise<number>;
}

/** Pagefind's own ranking (its JS API, as its UI calls it): the first ten result URLs, relative to `root`. */
export async function pagefindTopTen(page: Page, bundle: string, root: string, query: string): Promise<string[]> {
  return page.evaluate(`(async () => {
    globalThis.__pf ??= await import(${JSON.stringify(`${bundle}pagefind.js`)});
    await globalThis.__pf.init();
    const search = await globalThis.__pf.search(${JSON.stringify(query)});
    const data = await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
    return data.map((entry) => entry.url.replace(${JSON.stringify(root)}, '').replace(/#.*$/, ''));
  })()`) as Promise<string[]>;
}
