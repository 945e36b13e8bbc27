/** Shared set-up of the content tests: a reference API seeded with the upstream search test pages, and JSON calls. */

import type {Dataset, DatasetPage} from '../../../src/reference-api/dataset.js';
import {type ReferenceApi, createReferenceApi} from '../../../src/reference-api/index.js';
import {SEARCH_SEED, type SeedPage} from './fixtures/search-seed.js';

export const ORIGIN = 'http://docs.test';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A seed page as Sphinx would have written it: one `<section id>` per section, the first one the page's h1. */
export function seedPageHtml(page: SeedPage, project: string): string {
  const sections = page.sections
    .map((section, index) => {
      const level = index === 0 ? 1 : 2;
      return `<section id="${section.id}"><h${level}>${esc(section.title)}<a class="headerlink" href="#${section.id}">¶</a></h${level}><p>${esc(section.content)}</p></section>`;
    })
    .join('\n');
  return `<!DOCTYPE html><html><head><title>${esc(page.title)} — ${project} documentation</title></head><body>
<div class="sphinxsidebar" role="navigation"><a href="index.html">Sidebar link text</a></div>
<div class="body" role="main">${sections}</div></body></html>`;
}

function seedPages(project: keyof typeof SEARCH_SEED): DatasetPage[] {
  return SEARCH_SEED[project].map((page) => ({path: `${page.path}.html`, html: seedPageHtml(page, project)}));
}

/** The upstream search fixtures: projects docs, kuma, pipeline, each with `latest` and `stable`. */
export function seedDataset(): Dataset {
  return {
    users: [{username: 'owner', tokens: ['owner-token']}],
    projects: (['docs', 'kuma', 'pipeline'] as const).map((slug) => ({
      slug,
      users: ['owner'],
      default_version: 'latest',
      versions: [
        {slug: 'latest', type: 'branch', pages: seedPages(slug)},
        {slug: 'stable', type: 'tag', ref: 'latest', pages: seedPages(slug)},
      ],
    })),
  };
}

export function seedApi(): ReferenceApi {
  return createReferenceApi({data: seedDataset()});
}

export interface JsonAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk arbitrary JSON; the assertions check its shape
  body: any;
  text: string;
}

export async function getJson(api: ReferenceApi, pathAndQuery: string, headers: Record<string, string> = {}):
  Promise<JsonAnswer> {
  const response = await api.fetch(new Request(`${ORIGIN}${pathAndQuery}`, {headers}));
  const text = await response.text();
  return {status: response.status, body: text ? JSON.parse(text) : undefined, text};
}

/** `/api/v3/search/?q=...` with the query encoded. */
export function searchV3(api: ReferenceApi, q: string, extra = '', headers: Record<string, string> = {}) {
  return getJson(api, `/api/v3/search/?q=${encodeURIComponent(q)}${extra}`, headers);
}
