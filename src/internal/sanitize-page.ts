/**
 * A static site's pages, parsed inert for the section rule and the page model, through the sanitizer's one DOMPurify
 * instance (sanitize.ts). A module of its own because only the static source needs it: the link preview's first use,
 * which gets the embed endpoint's answer, then carries neither this nor its configuration.
 */
import type {Config} from 'dompurify';
import {capNesting, EMBED_CONFIG, getPurifier} from './sanitize.js';

/** Longest page we parse for a static site's preview or snippet (the largest Python docs page is about 1.5 MB). */
export const PAGE_MAX_CHARS = 4_000_000;

/**
 * A static site's page, parsed inert for the section rule and the page model: the embed path's forbidden tags and
 * attributes, but the page's structure kept (headings, sections, `main`, `nav`, ids, classes, roles), so the section
 * a fragment names can be found. Its output is a parsed document that is never inserted: the section taken from it
 * goes through `sanitizeEmbed` before anything is shown. DOMPurify parses through its own Trusted Types policy,
 * so this works where `DOMParser` with a string is refused.
 */
export function sanitizePage(html: string): Document {
  const input = capNesting(String(html ?? '').slice(0, PAGE_MAX_CHARS));
  const root = getPurifier().sanitize(input, PAGE_CONFIG) as HTMLElement;
  return root.ownerDocument;
}

/**
 * The HTML of a section taken from a {@link sanitizePage} document, for the v3 embed shape a static source answers
 * with. Only nodes that came out of the sanitizer; the widget sanitizes the string again before showing it.
 */
export function sanitizedHtml(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  // Reading, not writing: this serializes sanitizer output; nothing enters the page here.
  // eslint-disable-next-line no-restricted-properties
  return holder.innerHTML;
}

const PAGE_CONFIG = {
  ALLOWED_TAGS: [...EMBED_CONFIG.ALLOWED_TAGS, 'html', 'head', 'title', 'body', 'main', 'article', 'nav', 'header',
    'footer', 'aside'],
  ALLOWED_ATTR: [...EMBED_CONFIG.ALLOWED_ATTR, 'role', 'aria-hidden'],
  FORBID_TAGS: EMBED_CONFIG.FORBID_TAGS,
  FORBID_ATTR: EMBED_CONFIG.FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Ids stay as the page has them: fragments are looked up here, and the section is sanitized again to be shown.
  SANITIZE_NAMED_PROPS: false,
  KEEP_CONTENT: true,
  ALLOWED_URI_REGEXP: EMBED_CONFIG.ALLOWED_URI_REGEXP,
  ADD_URI_SAFE_ATTR: EMBED_CONFIG.ADD_URI_SAFE_ATTR,
  WHOLE_DOCUMENT: true,
  RETURN_DOM: true,
} satisfies Config;
