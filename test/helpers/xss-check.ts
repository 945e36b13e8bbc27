/**
 * Checks rendered output against the `must_not` tokens of the XSS corpus (security-and-performance.md §7).
 *
 * The payloads are hostile to the checker too: `<form><input name=attributes>` replaces `form.attributes`,
 * `<img name=getElementById>` shadows document methods. So every DOM read goes through a getter or method
 * taken from the prototype once, at import time, never through a property of the node being checked.
 */

export type MustNotToken =
  | 'executed'
  | 'script'
  | 'on_attr'
  | 'js_url'
  | 'style_el'
  | 'style_attr'
  | 'css_url'
  | 'overlay'
  | 'base'
  | 'meta_link'
  | 'form'
  | 'frame'
  | 'svg_math'
  | 'raw_id_name'
  | 'custom_element'
  | 'slot'
  | 'template'
  | 'popover_cmd'
  | 'offsite_resource'
  | 'tabnabbing'
  | 'non_highlight_tag'
  | 'text_lost';

export interface XssPayload {
  category: string;
  payload: string;
  must_not: MustNotToken[];
  source?: string;
}

export interface Violation {
  token: MustNotToken;
  detail: string;
}

export type SanitizerPath = 'highlight' | 'embed';

export interface CheckOptions {
  /** Origin resources may load from (`offsite_resource`). */
  docsOrigin: string;
  /** Which path produced the output; `non_highlight_tag` only applies to `highlight`. */
  path: SanitizerPath;
  /** The payload, for `text_lost`. */
  payload?: string;
  /** Calls the `__xss` recorder saw, for `executed`. */
  executed?: readonly number[];
}

const getter = <T>(proto: object, name: string) =>
  Object.getOwnPropertyDescriptor(proto, name)!.get as (this: unknown) => T;

const firstChild = getter<Node | null>(Node.prototype, 'firstChild');
const nextSibling = getter<Node | null>(Node.prototype, 'nextSibling');
const nodeType = getter<number>(Node.prototype, 'nodeType');
const textContent = getter<string | null>(Node.prototype, 'textContent');
const localName = getter<string>(Element.prototype, 'localName');
const namespaceURI = getter<string | null>(Element.prototype, 'namespaceURI');
const shadowRoot = getter<ShadowRoot | null>(Element.prototype, 'shadowRoot');
const templateContent = getter<DocumentFragment>(HTMLTemplateElement.prototype, 'content');
const { getAttributeNames, getAttribute } = Element.prototype;
const isConnected = getter<boolean>(Node.prototype, 'isConnected');
const ownerDocument = getter<Document>(Node.prototype, 'ownerDocument');
const defaultView = getter<Window | null>(Document.prototype, 'defaultView');

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const FORM_TAGS = new Set([
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'isindex', 'fieldset', 'datalist',
  'output', 'keygen', 'selectedcontent',
]);
const FRAME_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe']);
/** Attributes a browser treats as URLs (navigation, resource or script), on any element. */
const URL_ATTRS = new Set([
  'href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'background', 'data', 'codebase', 'cite',
  'longdesc', 'lowsrc', 'dynsrc', 'usemap', 'manifest', 'ping', 'srcset', 'values', 'to', 'from', 'by',
]);
const RESOURCE_ATTRS = new Set(['src', 'srcset', 'poster', 'background', 'data']);
const POPOVER_ATTRS = new Set(['popover', 'popovertarget', 'popovertargetaction', 'commandfor', 'command']);

/** Strips what the URL parser and CSS ignore before a scheme: whitespace and C0 controls. */
function squash(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/** Decodes CSS escapes (`\0075` → `u`, `\(` → `(`) so escaped `url(` and `@import` are found. */
export function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ''),
  );
}

function cssViolations(css: string, where: string, out: Violation[]): void {
  const decoded = squash(decodeCssEscapes(css));
  if (/url\(|@import|image-set\(|image\(/.test(decoded)) out.push({token: 'css_url', detail: `${where}: ${css.slice(0, 80)}`});
  if (/position:(fixed|absolute)/.test(decoded)) out.push({token: 'overlay', detail: `${where}: ${css.slice(0, 80)}`});
}

function isScriptUrl(value: string, tag: string, attr: string): boolean {
  const squashed = squash(value);
  if (squashed.startsWith('javascript:') || squashed.startsWith('vbscript:')) return true;
  if (squashed.startsWith('data:')) return !(tag === 'img' && attr === 'src' && squashed.startsWith('data:image/'));
  return false;
}

function urlsOf(attr: string, value: string): string[] {
  if (attr === 'srcset') return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean);
  return [value];
}

function checkElement(element: Element, options: CheckOptions, out: Violation[]): void {
  const tag = localName.call(element);
  const ns = namespaceURI.call(element);
  const label = `<${tag}>`;
  if (tag === 'script') out.push({token: 'script', detail: label});
  if (tag === 'style') {
    out.push({token: 'style_el', detail: label});
    cssViolations(textContent.call(element) ?? '', label, out);
  }
  if (tag === 'base') out.push({token: 'base', detail: label});
  if (tag === 'meta' || tag === 'link') out.push({token: 'meta_link', detail: label});
  if (FORM_TAGS.has(tag)) out.push({token: 'form', detail: label});
  if (FRAME_TAGS.has(tag)) out.push({token: 'frame', detail: label});
  if (ns !== HTML_NS || tag === 'svg' || tag === 'math') out.push({token: 'svg_math', detail: `${label} in ${ns}`});
  if (tag.includes('-')) out.push({token: 'custom_element', detail: label});
  if (tag === 'slot') out.push({token: 'slot', detail: label});
  if (tag === 'template') out.push({token: 'template', detail: label});
  if (tag === 'dialog') out.push({token: 'popover_cmd', detail: label});
  if (options.path === 'highlight' && tag !== 'mark' && tag !== 'span') {
    out.push({token: 'non_highlight_tag', detail: label});
  }
  // Only a rendered document has computed positions: an inert parse (DOMParser) has no window, where Chromium
  // returns empty styles at once and Firefox resolves each element's styles anew (minutes for deep nesting).
  if (isConnected.call(element) && ns === HTML_NS && defaultView.call(ownerDocument.call(element)) !== null) {
    const position = getComputedStyle(element).position;
    if (position === 'fixed' || position === 'absolute') out.push({token: 'overlay', detail: `${label} computed ${position}`});
  }

  let target: string | null = null;
  let rel: string | null = null;
  for (const name of getAttributeNames.call(element)) {
    const value = getAttribute.call(element, name) ?? '';
    const where = `${label}[${name}]`;
    if (name.startsWith('on')) out.push({token: 'on_attr', detail: `${where}=${value.slice(0, 60)}`});
    if (name === 'style') {
      out.push({token: 'style_attr', detail: `${where}=${value.slice(0, 60)}`});
      cssViolations(value, where, out);
    }
    if (name === 'action' || name === 'formaction') out.push({token: 'form', detail: where});
    if ((name === 'id' || name === 'name') && !value.startsWith('user-content-')) {
      out.push({token: 'raw_id_name', detail: `${where}=${value}`});
    }
    if (name === 'is') out.push({token: 'custom_element', detail: `${where}=${value}`});
    if (name === 'slot') out.push({token: 'slot', detail: where});
    if (name === 'shadowrootmode') out.push({token: 'template', detail: where});
    if (POPOVER_ATTRS.has(name)) out.push({token: 'popover_cmd', detail: where});
    if (name === 'target') target = value;
    if (name === 'rel') rel = value;
    if (URL_ATTRS.has(name) || (name === 'attributename' && /href/i.test(value))) {
      for (const url of urlsOf(name, value)) {
        if (isScriptUrl(url, tag, name)) out.push({token: 'js_url', detail: `${where}=${url.slice(0, 60)}`});
      }
    }
    if (RESOURCE_ATTRS.has(name)) {
      for (const url of urlsOf(name, value)) {
        if (squash(url).startsWith('data:')) continue;
        let origin: string;
        try {
          origin = new URL(url, options.docsOrigin).origin;
        } catch {
          continue;
        }
        if (origin !== options.docsOrigin) out.push({token: 'offsite_resource', detail: `${where}=${url.slice(0, 60)}`});
      }
    }
  }
  if (target !== null && target.toLowerCase() !== '_self') {
    const tokens = (rel ?? '').toLowerCase().split(/\s+/);
    if (!tokens.includes('noopener') && !tokens.includes('noreferrer')) {
      out.push({token: 'tabnabbing', detail: `${label} target=${target} rel=${rel}`});
    }
  }
}

function walk(node: Node, options: CheckOptions, out: Violation[]): void {
  for (let child = firstChild.call(node); child; child = nextSibling.call(child)) {
    if (nodeType.call(child) !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    checkElement(element, options, out);
    const tag = localName.call(element);
    if (tag === 'template' && namespaceURI.call(element) === HTML_NS) walk(templateContent.call(element), options, out);
    const root = shadowRoot.call(element);
    if (root) {
      out.push({token: 'template', detail: `<${tag}> has a shadow root`});
      walk(root, options, out);
    }
    walk(element, options, out);
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text a reader of the payload would see: its inert parse, whitespace collapsed. */
export function inertText(payload: string): string {
  const doc = new DOMParser().parseFromString(payload, 'text/html');
  return collapse(textContent.call(doc.body) ?? '');
}

/**
 * Every `must_not` violation found in `root` (walked with its template contents and nested shadow roots).
 * Returns all violations; compare with a payload's `must_not` via {@link violationsOf}.
 */
export function findViolations(root: Node, options: CheckOptions): Violation[] {
  const out: Violation[] = [];
  walk(root, options, out);
  if (options.executed?.length) out.push({token: 'executed', detail: `__xss(${options.executed.join(', ')})`});
  if (options.payload !== undefined) {
    const expected = inertText(options.payload);
    const actual = collapse(textContent.call(root) ?? '');
    if (expected && !actual.includes(expected)) {
      out.push({token: 'text_lost', detail: `expected "${expected.slice(0, 60)}" in "${actual.slice(0, 60)}"`});
    }
  }
  return out;
}

/** The violations of `payload`'s own `must_not` tokens (non_highlight_tag only on the highlight path). */
export function violationsOf(item: XssPayload, root: Node, options: CheckOptions): Violation[] {
  const tokens = new Set(item.must_not.filter((token) => token !== 'non_highlight_tag' || options.path === 'highlight'));
  return findViolations(root, {...options, payload: item.payload}).filter((violation) => tokens.has(violation.token));
}

/**
 * Installs `globalThis.__xss`, which executing payloads call (`parent.__xss` from frames).
 * Call `dispose()` after the run.
 */
export function installXssRecorder(): {calls: number[]; reset(): void; dispose(): void} {
  const calls: number[] = [];
  const scope = globalThis as unknown as {__xss?: (n: number) => void};
  const previous = scope.__xss;
  scope.__xss = (n: number) => {
    calls.push(n);
  };
  return {
    calls,
    reset: () => {
      calls.length = 0;
    },
    dispose: () => {
      scope.__xss = previous;
    },
  };
}

/** Load, error, toggle and focus handlers fire asynchronously: give them time before judging. */
export function settle(ms = 100): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The corpus, served by the test server from test/fixtures/xss/. */
export async function loadXssPayloads(): Promise<XssPayload[]> {
  const response = await fetch(new URL('../fixtures/xss/xss-payloads.json', import.meta.url));
  return (await response.json()) as XssPayload[];
}
