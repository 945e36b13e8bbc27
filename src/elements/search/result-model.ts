import type {SearchBlock, SearchResultV3} from '../../api/schemas.js';
import type {WidgetSearchAnswer} from '../../api/widget-schemas/shapes.js';
import {highlightSegments, type HighlightSegment} from '../../internal/sanitize-highlight.js';
import {capText} from '../../internal/cap-text.js';

/*
 * The view model the element renders from search answers: groups per page, one option per page, section and domain block, with safe URLs and
 * highlight segments already cut to length.
 */

export type {SearchBlock, SearchDomainBlock, SearchSectionBlock} from '../../api/schemas.js';
/** One page of results. */
export type SearchHit = SearchResultV3;
/** One answer of the search endpoint, v2 answers already normalized to this shape by the client. */
export type SearchAnswer = WidgetSearchAnswer;

export type Segment = HighlightSegment;

export interface OptionModel {
  id: string;
  kind: 'page' | 'section' | 'domain';
  url: string;
  title: Segment[];
  excerpt: Segment[];
  /** The role of a domain block, e.g. `py:function`. */
  role?: string;
  result: SearchHit;
  block?: SearchBlock;
}

export interface GroupModel {
  id: string;
  /** The page title, highlighted. */
  title: Segment[];
  /** Where the page sits, e.g. `api › client`, from its path inside the version; the page option shows it. */
  crumbs: string;
  /** Alias or slug of the result's project when it is not the project being searched. */
  project?: string;
  options: OptionModel[];
}

/** Longest excerpt shown per option, counted in visible characters. */
export const EXCERPT_MAX_CHARS = 180;
/** Longest title shown, counted in visible characters. */
export const TITLE_MAX_CHARS = 120;
/** Longest path breadcrumb, project badge and domain role shown. */
export const LABEL_MAX_CHARS = 80;

/**
 * The URL of a result: `path` resolved against `domain`, plus `#id`. Only http(s) URLs come out; anything else
 * (a `javascript:` domain, an unparsable path, a path that leaves the domain) gives undefined and the option is left
 * out.
 */
export function resultUrl(domain: string, path: string, id?: string): string | undefined {
  let url: URL;
  let base: URL;
  try {
    base = new URL(domain);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
    url = new URL(path, base);
  } catch {
    return undefined;
  }
  // `path` is a path: one that names another origin ("//evil.example/", "https://…") is not trusted.
  if (url.origin !== base.origin) return undefined;
  if (id) url.hash = id;
  return url.href;
}

/** Cuts segments after `max` visible characters, at a word boundary when one is near, and adds an ellipsis. */
export function truncateSegments(segments: readonly Segment[], max: number): Segment[] {
  const out: Segment[] = [];
  let used = 0;
  for (const segment of segments) {
    const room = max - used;
    if (segment.text.length <= room) {
      out.push(segment);
      used += segment.text.length;
      continue;
    }
    let cut = segment.text.slice(0, room);
    const space = cut.lastIndexOf(' ');
    if (space > room - 20 && space > 0) cut = cut.slice(0, space);
    out.push({text: `${cut.trimEnd()}…`, hit: segment.hit});
    return out;
  }
  return out;
}

/** `/en/latest/api/client.html` → `api › client`: the path after the version slug, without `.html` or `index`. */
export function breadcrumbs(path: string, version: string): string {
  // Only the start of a path can be shown; splitting a megabyte-long one would stall the page.
  let segments = path.slice(0, 2_000).split('/').filter(Boolean);
  const at = segments.lastIndexOf(version);
  if (at >= 0) segments = segments.slice(at + 1);
  segments = segments.map((segment) => safeDecode(segment).replace(/\.html?$/, '')).filter((segment) => segment !== 'index');
  return capText(segments.join(' › '), LABEL_MAX_CHARS);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const normalize = (text: string) => squash(text).toLocaleLowerCase();

const plain = (text: string): Segment[] => (text ? [{text, hit: false}] : []);

/**
 * Highlight fragments as segments (joined with an ellipsis), or the plain text when nothing was highlighted. A
 * fragment of an excerpt taken from inside `fallback` (the full text) says so: it opens with an ellipsis unless it starts where
 * the text does, and it ends with one unless it ends the text or a sentence.
 */
function segmentsOf(highlights: readonly string[] | undefined, fallback: string, max: number, excerpt = false): Segment[] {
  const fragments = (highlights ?? []).filter((fragment) => fragment.trim() !== '');
  if (fragments.length === 0) return truncateSegments(plain(squash(fallback.slice(0, max * 4))), max);
  const whole = squash(fallback);
  const segments: Segment[] = [];
  fragments.forEach((fragment, index) => {
    const parts = highlightSegments(fragment);
    const text = squash(parts.map((part) => part.text).join(''));
    const opens = excerpt && index === 0 && text !== '' && !whole.startsWith(text.slice(0, 40));
    if (index > 0 || opens) segments.push({text: index > 0 ? ' … ' : '… ', hit: false});
    segments.push(...parts);
    const last = index === fragments.length - 1;
    if (excerpt && last && text !== '' && !/[.!?:;]$/.test(text) && !whole.endsWith(text.slice(-40))) {
      segments.push({text: ' …', hit: false});
    }
  });
  return truncateSegments(segments, max);
}

/** Pages shown: the results of the answers loaded so far (each answer is one page of results). */
export function shownPages(answers: readonly SearchAnswer[]): number {
  return answers.reduce((sum, answer) => sum + answer.results.length, 0);
}

/**
 * The option Enter opens before any arrow key: the first page's first section or object whose title matched (the
 * `gaussian_blur` function rather than the top of the page that documents it), else the page itself. Index into the
 * flat list of options; -1 when there are none.
 */
export function bestOptionIndex(groups: readonly GroupModel[]): number {
  const first = groups[0];
  if (!first) return -1;
  const titled = first.options.findIndex((option) => option.kind !== 'page' && option.title.some((part) => part.hit));
  return titled >= 0 ? titled : 0;
}

/**
 * Turns answer pages into the grouped view model; option ids stay stable when later pages are appended. `firstIndex`
 * numbers the groups of an answer that follows others.
 */
export function buildGroups(
  pages: readonly SearchAnswer[],
  searchedProject: string | undefined,
  firstIndex = 0,
): GroupModel[] {
  const groups: GroupModel[] = [];
  for (const page of pages) {
    for (const result of page.results) {
      const groupIndex = firstIndex + groups.length;
      const pageUrl = resultUrl(result.domain, result.path);
      if (pageUrl === undefined) continue;
      const title = segmentsOf(result.highlights?.title, result.title, TITLE_MAX_CHARS);
      const crumbs = breadcrumbs(result.path, result.version.slug) || capText(result.title, LABEL_MAX_CHARS);
      // The group header names the page; its own option says what the page opens with (its lead), and only without
      // one where the page is, rather than repeat the header's name.
      const pageOption: OptionModel = {
        id: `option-${groupIndex}-0`,
        kind: 'page',
        url: pageUrl,
        title: [],
        excerpt: [],
        result,
      };
      const options: OptionModel[] = [pageOption];
      const pageTitle = normalize(result.title);
      for (const block of result.blocks ?? []) {
        // The page's own heading section (its h1) is the page itself: its text becomes the page option's excerpt.
        if (block.type === 'section' && normalize(block.title) === pageTitle && pageOption.excerpt.length === 0) {
          pageOption.excerpt = segmentsOf(block.highlights?.content, block.content, EXCERPT_MAX_CHARS, true);
          continue;
        }
        const section = block.type === 'section';
        // Unknown block types are skipped: the server may add kinds this version does not know.
        if (!section && block.type !== 'domain') continue;
        const url = resultUrl(result.domain, result.path, block.id);
        if (url === undefined) continue;
        options.push({
          id: `option-${groupIndex}-${options.length}`,
          kind: block.type,
          url,
          title: section
            ? segmentsOf(block.highlights?.title, block.title, TITLE_MAX_CHARS)
            : segmentsOf(block.highlights?.name, block.name, TITLE_MAX_CHARS),
          excerpt: segmentsOf(block.highlights?.content, block.content, EXCERPT_MAX_CHARS, true),
          ...(section ? {} : {role: capText(block.role, LABEL_MAX_CHARS)}),
          result,
          block,
        });
      }
      if (pageOption.excerpt.length === 0) pageOption.excerpt = plain(crumbs);
      const foreign = searchedProject !== undefined && result.project.slug !== searchedProject;
      groups.push({
        id: `group-${groupIndex}`,
        title,
        crumbs,
        ...(foreign ? {project: capText(result.project.alias || result.project.slug, LABEL_MAX_CHARS)} : {}),
        options,
      });
    }
  }
  return groups;
}

/** Each answer's groups, with the group index they start at and the project they were built for. */
const built = new WeakMap<SearchAnswer, {start: number; project: string | undefined; groups: GroupModel[]}>();

/**
 * The groups of `pages`, each answer's built once (highlights go through the sanitizer) and reused on every later
 * render: arrow keys, announcements and cache hits only re-render. Group models are plain data, so every element
 * may share them (each keeps its own rendered rows, group-elements.ts).
 */
export function answerGroups(pages: readonly SearchAnswer[], project: string | undefined): GroupModel[] {
  const groups: GroupModel[] = [];
  for (const answer of pages) {
    const start = groups.length;
    let views = built.get(answer);
    if (!views || views.start !== start || views.project !== project) {
      views = {start, project, groups: buildGroups([answer], project, start)};
      built.set(answer, views);
    }
    groups.push(...views.groups);
  }
  return groups;
}

/** The id of the recent search at `index` as an option of the listbox. */
export const recentId = (index: number): string => `recent-${index}`;
