/**
 * The one place untrusted HTML passes in this package (see security-and-performance.md §2).
 *
 * Nothing here returns an HTML string: highlights become `{text, hit}` segments that lit renders as text
 * (sanitize-highlight.ts, re-exported here: a tokenizer that yields text and never builds a node), embeds become a
 * `DocumentFragment` handed to a lit child binding. Skipping the serialize/re-parse round trip is what keeps
 * mutation-XSS out, and it means no Trusted Types string sink is ever used.
 *
 * Embeds go through one private DOMPurify instance (a host page's copy, its hooks and its `setConfig` never
 * reach us), with the whole configuration passed on every call. One instance, because each creates a Trusted Types
 * policy named `dompurify`: a page's `trusted-types` list without `'allow-duplicates'` refuses the second one, and
 * DOMPurify then falls back to string sinks the same policy blocks. A static site's pages go through that same
 * instance in sanitize-page.ts, the part of this module only the static source loads.
 */
import createDOMPurify, {type Config, type DOMPurify, type UponSanitizeAttributeHookEvent} from 'dompurify';

export {HIGHLIGHT_MAX_CHARS, highlightSegments, type HighlightSegment} from './sanitize-highlight.js';

/** Longest embed HTML we sanitize: 200 KB already costs a ~75 ms long task to sanitize and lay out. */
export const EMBED_MAX_CHARS = 200_000;
/**
 * Deepest element nesting we hand to the parser. Chromium's parser slows down sharply past its own depth
 * limit of 512 (20,000 unclosed spans: ~800 ms just to parse), and DOMPurify drops anything deeper than 255
 * anyway; documentation sections nest a few dozen levels at most.
 */
export const MAX_NESTING = 200;
/** DOMPurify's `SANITIZE_NAMED_PROPS` prefix, applied to every `id` and to in-section `#x` links. */
export const USER_CONTENT_PREFIX = 'user-content-';

export interface EmbedOptions {
  /**
   * URL of the documentation page the HTML came from; every relative `href`/`src` resolves against it, and images load
   * only from its origin (anything else is a tracking pixel).
   */
  baseUrl: string;
}

export const EMBED_CONFIG = {
  ALLOWED_TAGS: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'dfn', 'div', 'dl', 'dt', 'em',
    'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol',
    'p', 'pre', 'q', 's', 'samp', 'section', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'thead', 'tbody',
    'tfoot', 'tr', 'th', 'td', 'u', 'ul', 'var',
  ],
  ALLOWED_ATTR: [
    'href', 'src', 'alt', 'title', 'class', 'colspan', 'rowspan', 'width', 'height', 'lang', 'dir', 'start',
    'reversed', 'id',
  ],
  // A second layer: if an allow-list entry is ever added by mistake, these still never pass.
  FORBID_TAGS: [
    'style', 'script', 'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'label', 'fieldset',
    'legend', 'datalist', 'output', 'selectedcontent', 'isindex', 'dialog', 'slot', 'template', 'svg', 'math',
    'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe', 'base', 'link', 'meta',
    'noscript', 'noembed', 'noframes', 'xmp', 'plaintext',
  ],
  FORBID_ATTR: [
    'style', 'srcset', 'target', 'name', 'is', 'slot', 'part', 'exportparts', 'popover', 'popovertarget',
    'popovertargetaction', 'command', 'commandfor', 'action', 'formaction', 'background', 'poster',
  ],
  // data-* values are never URL-checked, so a data-href could smuggle anything into a later consumer.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  // DOMPurify tests every attribute outside its URI-safe list against ALLOWED_URI_REGEXP, so the strict
  // regexp above would silently strip these plain values.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'width', 'height', 'lang', 'dir', 'start', 'reversed'],
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

// Elements that never nest: void ones, and those the parser closes implicitly when the next one opens.
const NON_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'thead', 'tbody', 'tfoot',
]);
/** Whether the character code ends a tag name: whitespace, `/` or `>`. */
const endsTagName = (code: number) => code === 0x2f || code === 0x3e || code === 0x20 || (code >= 0x09 && code <= 0x0d);
const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

/**
 * Cuts `html` just before the tag that would open element number `maxDepth + 1` of a nesting chain.
 * A rough tokenizer is enough: it only decides where to cut, and whatever remains is still sanitized.
 * It is a single forward scan (no regular expression): hostile input such as `<div<div<div…` with no `>` must
 * cost linear time, which a `<tag[^>]*>` pattern does not (it rescans to the end from every `<`).
 */
export function capNesting(html: string, maxDepth = MAX_NESTING): string {
  let depth = 0;
  for (let index = html.indexOf('<'); index !== -1; ) {
    let cursor = index + 1;
    const closing = html.charCodeAt(cursor) === 0x2f;
    if (closing) cursor++;
    if (!isAsciiLetter(html.charCodeAt(cursor))) {
      index = html.indexOf('<', index + 1);
      continue;
    }
    const nameStart = cursor;
    while (cursor < html.length && !endsTagName(html.charCodeAt(cursor))) cursor++;
    const end = html.indexOf('>', cursor);
    // No `>` anywhere after: the parser drops an unfinished tag at the end, so nothing further can nest.
    if (end === -1) return html;
    const name = html.slice(nameStart, cursor).toLowerCase();
    // `<span/>` still opens a span in HTML, so a trailing slash changes nothing here.
    if (!NON_NESTING.has(name)) {
      if (closing) depth = Math.max(0, depth - 1);
      else if (++depth > maxDepth) return html.slice(0, index);
    }
    index = html.indexOf('<', end + 1);
  }
  return html;
}

let purifier: DOMPurify | undefined;
/** The base URL of the embed call in progress; the hooks read it. `sanitize` is synchronous, so one call at a time. */
let embedBase: URL | undefined;

function onAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const base = embedBase;
  if (!base) return;
  const name = event.attrName;
  if (name !== 'href' && name !== 'src') return;
  const value = event.attrValue;
  if (name === 'href' && node.localName === 'a' && /^#[^\s]*$/.test(value)) {
    // In-section links stay fragments; afterSanitizeAttributes prefixes them like the ids they point at.
    return;
  }
  let url: URL | undefined;
  try {
    // The URL parser strips tabs, newlines and leading control characters exactly as navigation would,
    // so `jav&#x09;ascript:` and ` \x0e javascript:` are seen for what they are.
    url = new URL(value, base);
  } catch {
    // Not a URL: dropped below.
  }
  // Links: http(s) and mailto; images: http(s) from the docs page's origin only (anything else is a tracking pixel).
  // DOMPurify's ALLOWED_URI_REGEXP then tests the absolute URL written here once more.
  if (url && (name === 'href' ? /^(?:https?|mailto):$/.test(url.protocol) : /^https?:$/.test(url.protocol) && url.origin === base.origin)) {
    event.attrValue = url.href;
  } else {
    event.keepAttr = false;
  }
}

function afterAttributes(node: Element): void {
  if (!embedBase) return;
  if (node.localName === 'a') {
    const href = node.getAttribute('href');
    if (href === null) return;
    if (href.startsWith('#')) {
      const target = href.slice(1);
      if (target && !target.startsWith(USER_CONTENT_PREFIX)) node.setAttribute('href', `#${USER_CONTENT_PREFIX}${target}`);
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.localName === 'img') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    node.setAttribute('referrerpolicy', 'no-referrer');
  }
}

/** The one private DOMPurify instance, with our hooks (they act only inside {@link sanitizeEmbed}). */
export function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    // Registered once; the per-call base URL travels in `embedBase`. Hooks never call sanitize()
    // (not re-entrant) and never touch allowedTags/allowedAttributes.
    purifier.addHook('uponSanitizeAttribute', onAttribute);
    purifier.addHook('afterSanitizeAttributes', afterAttributes);
  }
  return purifier;
}

/**
 * Sanitizes a documentation section for display in the page: an allow-list of prose tags and attributes,
 * every `href`/`src` made absolute against `baseUrl` (so neither a `<base>` nor the host page can redirect
 * it), images only from its origin, ids prefixed with `user-content-`, outbound links opened with
 * `noopener noreferrer`. Returns a fragment of inert nodes for a lit child binding; never serialize it.
 */
export function sanitizeEmbed(html: string, options: EmbedOptions): DocumentFragment {
  const base = new URL(options.baseUrl);
  const input = capNesting(String(html ?? '').slice(0, EMBED_MAX_CHARS));
  const embedPurifier = getPurifier();
  embedBase = base;
  try {
    return embedPurifier.sanitize(input, EMBED_CONFIG);
  } finally {
    embedBase = undefined;
  }
}
