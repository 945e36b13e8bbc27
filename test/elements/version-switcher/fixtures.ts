/**
 * A reference API with a project shaped like a real one for the version widgets: 130 tags (more than one page of the
 * versions list), stable → 2.1, latest, a development branch, a hidden and an inactive version, a Spanish translation
 * and a subproject; plus a request log so tests can tell what was asked.
 */
import type {Dataset, DatasetPage, DatasetVersion} from '../../../src/reference-api/dataset.js';
import {createReferenceApi, type ReferenceApi} from '../../../src/reference-api/index.js';
import {clearVersionDataMemory} from '../../../src/versions/version-data.js';

export const API_BASE = 'http://docs.test';
export const DOCS = `${API_BASE}/docs`;

function page(path: string, title: string): DatasetPage {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return {
    path,
    title,
    html: `<html><head><title>${title}</title></head><body><main><section id="${id}"><h1>${title}</h1><p>About ${title}.</p></section></main></body></html>`,
  };
}

const fullSite = (name: string): DatasetPage[] => [
  page('index.html', `${name} home`),
  page('guide/install.html', `${name} install`),
];

/** 1.0.0 … 1.0.129: 130 tags, so the versions list takes two pages of 100. */
export const MANY_TAGS = Array.from({length: 130}, (_, i) => `1.0.${i}`);

export function pixelDataset({tags = MANY_TAGS, defaultVersion = 'stable'}: {tags?: string[]; defaultVersion?: string} = {}): Dataset {
  const versions: DatasetVersion[] = [
    {slug: 'latest', type: 'branch', pages: fullSite('latest'), downloads: ['pdf']},
    {slug: 'stable', type: 'tag', ref: '2.1', pages: fullSite('stable'), downloads: ['pdf', 'htmlzip', 'epub']},
    {slug: '2.1', type: 'tag', pages: fullSite('2.1'), downloads: ['pdf', 'htmlzip', 'epub']},
    {slug: '3.0rc1', type: 'tag', pages: fullSite('3.0rc1')},
    // 2.0 has no install page: switching there from the install page falls back to its start page.
    {slug: '2.0', type: 'tag', pages: [page('index.html', '2.0 home')]},
    {slug: 'feature-x', type: 'branch', pages: fullSite('feature-x')},
    {slug: 'secret-preview', type: 'tag', hidden: true, pages: fullSite('secret-preview')},
    {slug: '0.9', type: 'tag', active: false, built: false},
    ...tags.map((slug): DatasetVersion => ({slug, type: 'tag', pages: [page('index.html', `${slug} home`)]})),
  ];
  return {
    projects: [
      {slug: 'pixel', name: 'Pixel', language: 'en', default_version: defaultVersion, versions, subprojects: [{child: 'pixel-plugins', alias: 'plugins'}]},
      {
        slug: 'pixel-es',
        name: 'Pixel (es)',
        language: 'es',
        translation_of: 'pixel',
        default_version: 'stable',
        versions: [
          {slug: 'latest', type: 'branch', pages: fullSite('es latest')},
          {slug: 'stable', type: 'tag', ref: '2.1', pages: fullSite('es stable')},
          {slug: '2.1', type: 'tag', pages: fullSite('es 2.1')},
        ],
      },
      {
        slug: 'pixel-plugins',
        name: 'Pixel plugins',
        language: 'en',
        default_version: 'latest',
        versions: [
          {slug: 'latest', type: 'branch', pages: fullSite('plugins latest')},
          {slug: '1.0', type: 'tag', pages: [page('index.html', 'plugins 1.0 home')]},
        ],
      },
    ],
  };
}

export interface LoggedApi {
  api: ReferenceApi;
  /** Every request's path and query, in order. */
  log: string[];
  fetch: (request: Request) => Promise<Response>;
}

/** A fresh reference API, with the in-page and session caches of version data emptied. */
export function referenceApi(data: Dataset = pixelDataset()): LoggedApi {
  clearVersionDataMemory();
  forgetVersionKeys(sessionStorage);
  forgetVersionKeys(localStorage);
  const api = createReferenceApi({data});
  const log: string[] = [];
  return {
    api,
    log,
    fetch: (request) => {
      const url = new URL(request.url);
      log.push(`${url.pathname}${url.search}`);
      return api.fetch(request);
    },
  };
}

/** Removes only what the version widgets store (the origin's storage is shared with other test files). */
function forgetVersionKeys(storage: Storage): void {
  for (const key of Object.keys(storage)) {
    if (key.startsWith('docs-widgets:version')) storage.removeItem(key);
  }
}

/** Docs URL of a page on the reference server. */
export function docsUrl(project: string, lang: string, version: string, path = ''): string {
  return `${DOCS}/${project}/${lang}/${version}/${path}`;
}

/** The middle of an element, for `sendMouse`. */
export function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)];
}
