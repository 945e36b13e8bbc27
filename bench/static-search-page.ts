/**
 * Driving the zero-config search on a static site in Chromium, for the static search bench
 * (static-search.bench.ts) and its trace (static-search-trace.ts): the same typing, the same watch on the worker,
 * the same test of "on screen", so the trace explains the figures the bench prints.
 */

import type {Page} from 'playwright-core';

export const TYPING_DELAY_MS = 90;

/**
 * Watches, from the page (installed before any script runs), the search worker's requests and answers and the last
 * key, so a measurement knows when the last key went down, when the complete query was sent, when its answer arrived
 * and which page it puts first. Each is also a `performance.mark` (`dw:key`, `dw:sent`, `dw:answer`), which a trace
 * shows on the page's main thread beside what the browser did.
 */
export const WATCH_WORKER = `(() => {
  const Original = globalThis.Worker;
  globalThis.__answers = [];
  globalThis.__sent = [];
  globalThis.lastKey = 0;
  addEventListener('keydown', () => {
    globalThis.lastKey = performance.now();
    performance.mark('dw:key');
  }, {capture: true});
  globalThis.Worker = class extends Original {
    postMessage(message, ...rest) {
      if (message && message.type === 'search') {
        globalThis.__sent.push({query: message.query, at: performance.now()});
        performance.mark('dw:sent ' + message.query);
      }
      return super.postMessage(message, ...rest);
    }
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const answer = event.data && event.data.answer;
        if (!answer) return;
        globalThis.__answers.push({query: answer.query, at: performance.now(),
          path: answer.results[0] ? answer.results[0].path : ''});
        performance.mark('dw:answer ' + answer.query);
      });
    }
  };
})();`;

/** Ms from the last key (each measured in the page, on its clock). */
export interface QueryTimes {
  /** To the end of the first frame that shows the answer to the complete query (its first page among the options). */
  total: number;
  /** Sending the query to the worker to its answer arriving (the worker's part, its waits for a core included). */
  worker: number;
  /** The last key to the query sent (the debounce, and whatever ran on the main thread before it). */
  sent: number;
  /** The answer arriving to its options in the DOM (the main thread: checking, modelling, rendering). */
  toDom: number;
  /** The options in the DOM to the end of the frame that shows them (style, layout, paint, waiting for the frame). */
  toFrame: number;
  /**
   * The bench's former measure, kept for comparison: a check polled each animation frame, started only once
   * Playwright's typing returned (which waits out the last key's 90 ms delay before its key-up) and the check's
   * own `evaluate` reached the page, and stopped at the start of the frame, not its end.
   */
  polled: number;
}

/**
 * Types `query` into the open search and times it (QueryTimes). "On screen" is observed, not polled: a
 * MutationObserver on the element's shadow root sees the answer's first page appear among the options, then a
 * `requestAnimationFrame` followed by a message on a MessageChannel marks the end of the frame that renders them
 * (`dw:dom`, `dw:frame`).
 */
export async function timeQuery(page: Page, query: string, keyMs = TYPING_DELAY_MS): Promise<QueryTimes> {
  const input = page.locator('docs-search [part~=input]');
  await input.fill('');
  await page.waitForTimeout(300);
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.evaluate(`(() => {
    const typed = ${JSON.stringify(query)};
    globalThis.__answers.length = 0;
    globalThis.__sent.length = 0;
    globalThis.__shown = new Promise((resolve) => {
      const root = document.querySelector('docs-search').shadowRoot;
      const answerShown = () => {
        const answer = globalThis.__answers.find((entry) => entry.query === typed && entry.at >= globalThis.lastKey);
        return answer && [...root.querySelectorAll('[part~=option]')]
          .some((option) => (option.getAttribute('href') ?? '').includes(answer.path)) ? answer : undefined;
      };
      const observer = new MutationObserver(() => {
        const answer = answerShown();
        if (!answer) return;
        observer.disconnect();
        const dom = performance.now();
        performance.mark('dw:dom');
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            performance.mark('dw:frame');
            resolve({answer, dom, frame: performance.now()});
          };
          channel.port2.postMessage(0);
        });
      });
      observer.observe(root, {childList: true, subtree: true, attributes: true, characterData: true});
    });
  })()`);
  await page.keyboard.type(query, {delay: keyMs});
  return page.evaluate(`(async () => {
    const typed = ${JSON.stringify(query)};
    const started = performance.now();
    const polled = await new Promise((resolve, reject) => {
      const check = () => {
        const answer = globalThis.__answers.find((entry) => entry.query === typed && entry.at >= globalThis.lastKey);
        const root = document.querySelector('docs-search')?.shadowRoot;
        const shown = answer && [...(root?.querySelectorAll('[part~=option]') ?? [])]
          .some((option) => (option.getAttribute('href') ?? '').includes(answer.path));
        if (shown) resolve(performance.now() - globalThis.lastKey);
        else if (performance.now() - started > 15000) reject(new Error('no results for ' + typed));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const {answer, dom, frame} = await globalThis.__shown;
    const key = globalThis.lastKey;
    const sent = globalThis.__sent.filter((entry) => entry.query === typed && entry.at <= answer.at).pop();
    return {total: frame - key, worker: sent ? answer.at - sent.at : NaN, sent: sent ? sent.at - key : NaN,
      toDom: dom - answer.at, toFrame: frame - dom, polled};
  })()`) as Promise<QueryTimes>;
}
