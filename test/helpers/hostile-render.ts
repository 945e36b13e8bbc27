/**
 * Checks of a widget rendered from hostile answers, beside test/helpers/xss-check.ts (whose `findViolations` does
 * the walking): what our own chrome legitimately contains is told apart from what content put there, styles must not
 * leak into the light DOM, none of our elements may be created from content, and long tasks are measured.
 */
import {findViolations, type MustNotToken, type Violation} from './xss-check.js';

/** Tokens our own templates produce on purpose (dialog, form field, icons, popover, a positioned popup). */
const CHROME_TOKENS = new Set<MustNotToken>(['form', 'svg_math', 'popover_cmd', 'overlay']);

export interface RootCheckOptions {
  docsOrigin: string;
  /** Our own ids (generated, never from content); any other raw id is a violation. */
  ownIds: RegExp;
  executed?: readonly number[];
  /** Further tokens our chrome produces (e.g. `style_attr`: Floating UI positions a popup through its style). */
  chromeTokens?: readonly MustNotToken[];
}

/**
 * Violations anywhere in `root` that our chrome does not explain: content containers are checked separately and
 * strictly with {@link contentViolations}; here the attribute-borne tokens (on*, URLs, style, ids, …) are checked
 * on every element, and tags that only content could bring (script, style, frames, custom elements…).
 */
export function rootViolations(root: Node, options: RootCheckOptions): Violation[] {
  const found = findViolations(root, {docsOrigin: options.docsOrigin, path: 'embed', executed: options.executed ?? []});
  return found.filter((violation) => {
    if (CHROME_TOKENS.has(violation.token) || options.chromeTokens?.includes(violation.token)) return false;
    if (violation.token === 'raw_id_name') {
      const value = violation.detail.slice(violation.detail.indexOf('=') + 1);
      return !options.ownIds.test(value);
    }
    return true;
  });
}

/**
 * Every violation inside the given content containers (the nodes that hold API text), strictly: a highlight
 * container may hold only text and `<mark>`/`<span>`, an embed container only the sanitizer's output.
 */
export function contentViolations(
  containers: Iterable<Element>,
  options: {docsOrigin: string; path: 'highlight' | 'embed'},
): Violation[] {
  const out: Violation[] = [];
  for (const container of containers) {
    // findViolations walks the children of the node it is given; the container itself is ours.
    out.push(...findViolations(container, {docsOrigin: options.docsOrigin, path: options.path}).filter((v) => v.token !== 'text_lost'));
  }
  return out;
}

const PROBE_PROPERTIES = [
  'color', 'background-color', 'display', 'visibility', 'position', 'font-size', 'font-family', 'opacity',
  'transform', 'filter', 'content',
] as const;

/**
 * A light-DOM element whose computed style is read before and after rendering: a `<style>` or `style` attribute
 * that escaped the shadow root (or an overlay covering it) would change what it shows.
 */
export function lightDomProbe(): {changes(): string[]; remove(): void} {
  const probe = document.createElement('p');
  probe.className = 'docs-hostile-probe';
  probe.id = 'docs-hostile-probe';
  probe.textContent = 'light DOM probe';
  document.body.append(probe);
  const read = () => {
    const style = getComputedStyle(probe);
    const bodyStyle = getComputedStyle(document.body);
    return [
      ...PROBE_PROPERTIES.map((name) => `${name}: ${style.getPropertyValue(name)}`),
      `body background: ${bodyStyle.backgroundColor}`,
      `body display: ${bodyStyle.display}`,
    ];
  };
  const before = read();
  return {
    changes: () => {
      const after = read();
      return after.filter((line, index) => line !== before[index]).map((line, index) => `${before[index]} → ${line}`);
    },
    remove: () => probe.remove(),
  };
}

/** Every element named `docs-*` in the document, shadow roots included. */
export function ourElementsIn(root: Document | ShadowRoot | Element = document): Element[] {
  const out: Element[] = [];
  const visit = (node: Document | ShadowRoot | Element) => {
    for (const element of node.querySelectorAll('*')) {
      if (element.localName.startsWith('docs-')) out.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return out;
}

/**
 * Runs `work` and reports the longest task the browser saw meanwhile (PerformanceObserver `longtask`, tasks over
 * 50 ms; 0 when none), and the wall time of `work`.
 */
/**
 * The longest task allowed while rendering a huge answer. The machine running the tests is shared (load averages
 * of 10+ on 2 cores were seen), so the budget is relative to the same steps over a small answer, with a floor of
 * 500 ms: a frozen page takes seconds.
 */
export function longTaskBudget(baselineMs: number): number {
  return Math.max(500, 3 * baselineMs);
}

export async function measureLongestTask(work: () => Promise<void>): Promise<{longestTaskMs: number; wallMs: number}> {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({type: 'longtask', buffered: false});
  const start = performance.now();
  await work();
  const wallMs = performance.now() - start;
  // Long task entries are delivered after the task ends.
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const entry of observer.takeRecords()) longest = Math.max(longest, entry.duration);
  observer.disconnect();
  return {longestTaskMs: Math.round(longest), wallMs: Math.round(wallMs)};
}

/** Replaces string values in a JSON answer's object tree: `edit(key, value, path)` returns the new value or undefined to keep. */
export function rewriteStrings(value: unknown, edit: (key: string, current: string, path: string) => string | undefined, path = ''): unknown {
  if (Array.isArray(value)) return value.map((item, index) => rewriteStrings(item, edit, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      out[key] = typeof item === 'string' ? (edit(key, item, where) ?? item) : rewriteStrings(item, edit, where);
    }
    return out;
  }
  return value;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
