/**
 * Turns embed answers into what the preview shows: sanitized once, then narrowed by the shared section rule
 * (`docs-model/sections.ts`) when the answer is a lone heading (a flat MkDocs section: the page is asked for and the
 * section taken from it), a lone grammar production name (its rule, likewise) or a whole page (a link without a fragment: the page's lead), and the title found once.
 */

import {HttpError} from '../../api/errors.js';
import {loneHeading, loneProductionName, pageLead, takeSection} from '../../docs-model/sections.js';
import {sanitizeEmbed, USER_CONTENT_PREFIX} from '../../internal/sanitize.js';

/** A loaded section, sanitized once; each showing gets a deep clone of `content` (no re-parse). */
export interface Section {
  url: string;
  /** The section's title text (permalink glyph excluded): its heading, or the signature it opens with. */
  title: string | undefined;
  /** Whether the content opens with that title, which then serves as the visible title (no header bar). */
  leadingHeading: boolean;
  content: DocumentFragment;
}

/** What an embed request answers (the v3 shape, which the client normalizes v2 to). */
export interface EmbedAnswer {
  content: string;
  external: boolean;
}

/** Asks the embed endpoint for one URL (the element binds its client, doctool and API version). */
export type AskEmbed = (url: string, signal: AbortSignal) => Promise<EmbedAnswer>;

/** The section answered with nothing to show. */
export class EmptySectionError extends Error {
  override name = 'EmptySectionError';
  constructor(readonly url: string) {
    super(`embed: the section is empty (${url})`);
  }
}

function fragmentOf(url: string): string | null {
  const hash = new URL(url).hash.slice(1);
  if (!hash) return null;
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * Loads the section for `url`. The base of every relative link is the URL we asked for (a documentation page we chose
 * to trust), not the URL the API echoes: a compromised API must not move links or the image allow-list elsewhere.
 */
export async function loadSection(url: string, ask: AskEmbed, signal: AbortSignal): Promise<Section> {
  const answer = await ask(url, signal);
  let content = sanitizeEmbed(answer.content, {baseUrl: url});
  const fragment = fragmentOf(url);
  if (fragment === null) {
    content = pageLead(content) ?? content;
  } else if (loneHeading(content) || loneProductionName(content)) {
    content = (await flatSection(url, fragment, ask, signal)) ?? content;
  }
  if (!content.textContent?.trim() && !content.querySelector('img')) throw new EmptySectionError(url);
  return {url, content, ...findTitle(content)};
}

/**
 * The flat section a lone heading starts (or the grammar rule a lone production name opens), taken from the whole
 * page; undefined if the page cannot be had.
 */
async function flatSection(url: string, fragment: string, ask: AskEmbed, signal: AbortSignal): Promise<DocumentFragment | undefined> {
  const pageUrl = url.replace(/#.*$/s, '');
  let page: EmbedAnswer;
  try {
    page = await ask(pageUrl, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    // The heading alone is still worth showing.
    return undefined;
  }
  const content = sanitizeEmbed(page.content, {baseUrl: pageUrl});
  return takeSection(content, {fragment, idPrefix: USER_CONTENT_PREFIX});
}

/**
 * How long a failed section stays failed before a hover asks again: a throttled answer's `Retry-After`; a
 * missing section (404, 410) for five minutes; anything that may be transient (network, timeout, 5xx, a bad
 * answer) for fifteen seconds.
 */
export function failureTtl(error: unknown): number {
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) return error.retryAfter * 1000;
    if (error.status === 404 || error.status === 410) return 5 * 60_000;
  }
  if (error instanceof EmptySectionError) return 5 * 60_000;
  return 15_000;
}

/** A title's text: no permalink glyph (`¶`), no "Link to this definition" anchors, spaces collapsed. */
function titleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const permalink of copy.querySelectorAll('a.headerlink')) permalink.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * The section's title and whether it opens the content: its first heading or, for an API object (a Sphinx `dl` whose
 * `dt` is the signature), that signature, or a grammar rule's name. An opening title stays in place as the visible one; the header bar is only
 * drawn for sections without one, so the title shows once.
 */
function findTitle(content: DocumentFragment): Pick<Section, 'title' | 'leadingHeading'> {
  const heading = content.querySelector('h1, h2, h3, h4, h5, h6');
  const signature = content.querySelector('dt');
  // A grammar rule opens with its name (a Sphinx productionlist's `<strong id>`), which names the preview.
  const production = content.querySelector('pre > strong[id*="grammar-token-"]');
  for (const candidate of [heading, signature, production]) {
    if (!candidate) continue;
    const title = titleText(candidate);
    if (title && isFirstContent(content, candidate)) return {title, leadingHeading: true};
  }
  return {title: (heading && titleText(heading)) || undefined, leadingHeading: false};
}

/**
 * Whether nothing a reader sees precedes `element` in `root`: whitespace, wrappers and empty elements (Sphinx's
 * `<span id="id2"></span>` target before a section's heading) do not count. What precedes it is a range from the
 * start of `root` to the element; its copy holds the text and images before, ancestors included.
 */
function isFirstContent(root: DocumentFragment, element: Element): boolean {
  const range = root.ownerDocument.createRange();
  range.setStart(root, 0);
  range.setEndBefore(element);
  const before = range.cloneContents();
  return !before.textContent?.trim() && !before.querySelector('img');
}
