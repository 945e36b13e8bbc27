/**
 * The page test/node/leaks-widgets.test.ts drives (bundled with esbuild, loaded in Chromium with --expose-gc):
 * the widgets over the reference API, and the loops whose heap growth and leftover listeners are measured.
 */
import '../../src/search.js';
import '../../src/link-preview.js';
import type {DocsSearchElement} from '../../src/elements/search/docs-search.js';
import type {DocsLinkPreviewElement} from '../../src/elements/link-preview/docs-link-preview.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import type {Dataset} from '../../src/reference-api/dataset.js';

/** Sections the previews cycle through: more than the preview cache keeps (50), so entries are evicted too. */
export const SECTION_COUNT = 60;

const sections = Array.from({length: SECTION_COUNT}, (_, index) =>
  `<section id="s${index}"><h2>Section ${index}</h2><p>Configuration text number ${index}, with <a href="#s0">a link</a>.</p></section>`,
).join('');

const data: Dataset = {
  projects: [
    {
      slug: 'demo',
      versions: [
        {
          slug: 'latest',
          doctype: 'sphinx',
          pages: [
            {
              path: 'guide.html',
              title: 'Guide',
              html: `<html><head><title>Guide</title></head><body><div role="main">${sections}</div></body></html>`,
            },
          ],
        },
      ],
    },
  ],
};

const api = createReferenceApi({data});
const docs = `${location.origin}/docs/demo/en/latest`;

function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) resolve();
      else if (performance.now() - start > timeoutMs) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(poll, 2);
    };
    poll();
  });
}

const stage = () => document.querySelector<HTMLElement>('#stage')!;

let search: DocsSearchElement | undefined;
let preview: DocsLinkPreviewElement | undefined;

async function mountSearch(): Promise<void> {
  search = document.createElement('docs-search') as DocsSearchElement;
  search.setAttribute('project', 'demo');
  search.setAttribute('version', 'latest');
  search.setAttribute('without-history', '');
  search.setAttribute('query-param', '');
  search.fetch = api.fetch;
  stage().append(search);
  await search.updateComplete;
}

const QUERIES = ['configuration', 'section', 'text number', 'link'];

/** Opens the search with a query, waits for its results, closes it; `times` over. */
async function cycleSearch(times: number): Promise<void> {
  const element = search!;
  for (let index = 0; index < times; index++) {
    await element.show(QUERIES[index % QUERIES.length]);
    await until(() => (element.shadowRoot?.querySelectorAll('[role="option"]').length ?? 0) > 0, 'search results');
    element.close();
    await element.updateComplete;
    await until(() => !element.shadowRoot!.querySelector('dialog')!.open, 'dialog closed');
  }
}

async function mountPreview(): Promise<void> {
  const main = document.createElement('main');
  main.id = 'links';
  for (let index = 0; index < SECTION_COUNT; index++) {
    const link = document.createElement('a');
    link.href = `${docs}/guide.html#s${index}`;
    link.textContent = `link ${index}`;
    main.append(link, ' ');
  }
  preview = document.createElement('docs-link-preview') as DocsLinkPreviewElement;
  preview.setAttribute('scope', '#links');
  preview.fetch = api.fetch;
  stage().append(main, preview);
  await preview.updateComplete;
}

/** Shows `times` previews, cycling over the sections, each until its content is in, then hides it. */
async function cyclePreviews(times: number): Promise<void> {
  const element = preview!;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('#links a')];
  const state = () => element.shadowRoot!.querySelector<HTMLElement>('.popup')?.dataset['state'];
  for (let index = 0; index < times; index++) {
    element.showPreview(links[index % links.length]!);
    await until(() => state() === 'shown' || state() === 'error', 'preview settled');
    if (state() !== 'shown') throw new Error(`preview ${index} failed`);
    element.hidePreview();
    await element.updateComplete;
  }
}

/** Removes every element the page added; afterwards nothing of ours should hold a listener. */
function clearStage(): void {
  stage().replaceChildren();
  search = undefined;
  preview = undefined;
}

const leakPage = {mountSearch, cycleSearch, mountPreview, cyclePreviews, clearStage};

declare global {
  interface Window {
    leakPage: typeof leakPage;
  }
}

window.leakPage = leakPage;
document.body.dataset['ready'] = 'true';
