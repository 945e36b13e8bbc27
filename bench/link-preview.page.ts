/**
 * In-browser half of bench/link-preview.bench.ts: a documentation page of `?links=N` cross-references served by the
 * reference API in memory, and one `<docs-link-preview>` over them. Exposes `window.linkPreviewBench`.
 */
import '../src/link-preview.js';
import type {DocsLinkPreviewElement} from '../src/link-preview.js';
import {createReferenceApi} from '../src/reference-api/index.js';
import type {DatasetPage} from '../src/reference-api/dataset.js';

const params = new URLSearchParams(location.search);
const LINKS = Number(params.get('links') ?? 2000);
const PAGES = 20;
const SECTIONS = 5;

/** A Sphinx-like page whose sections hold about 2 KB of prose, code and a table each (a typical preview). */
function pageHtml(page: number): string {
  const sections = Array.from({length: SECTIONS}, (_, s) => `
    <section id="section-${s}"><h2>Section ${page}.${s}<a class="headerlink" href="#section-${s}">¶</a></h2>
      <p>This section explains option <code>opt_${page}_${s}</code> in detail. ${'It interacts with the builder, the theme and the extensions configured in conf.py. '.repeat(6)}</p>
      <pre><code>setup(app)  # register opt_${page}_${s}\napp.add_config_value("opt_${page}_${s}", None, "env")</code></pre>
      <table><tr><th>Name</th><th>Default</th></tr><tr><td>opt_${page}_${s}</td><td>None</td></tr></table>
      <p>See <a class="reference internal" href="page-${(page + 1) % PAGES}.html#section-${s}">the next page</a>.</p>
    </section>`).join('');
  return `<!doctype html><html><head><title>Page ${page}</title></head><body><div role="main">${sections}</div></body></html>`;
}

const pages: DatasetPage[] = Array.from({length: PAGES}, (_, page) => ({path: `page-${page}.html`, html: pageHtml(page)}));
const api = createReferenceApi({
  data: {projects: [{slug: 'bench', language: 'en', versions: [{slug: 'latest', doctype: 'sphinx', pages}]}]},
});

const main = document.createElement('main');
main.id = 'content';
main.style.cssText = 'display: grid; grid-template-columns: repeat(10, 9rem); gap: 6px 10px; padding: 12px';
const docs = `${location.origin}/docs/bench/en/latest`;
const fragment = document.createDocumentFragment();
for (let i = 0; i < LINKS; i++) {
  const link = document.createElement('a');
  link.className = 'reference internal';
  link.href = `${docs}/page-${i % PAGES}.html#section-${Math.floor(i / PAGES) % SECTIONS}`;
  link.textContent = `reference ${i}`;
  fragment.append(link);
}
main.append(fragment);
document.body.append(main);

const element = document.createElement('docs-link-preview') as DocsLinkPreviewElement;
element.setAttribute('scope', '#content');
element.setAttribute('delay', params.get('delay') ?? '300');
element.fetch = api.fetch;
document.body.append(element);

/**
 * Times from `docs-preview-show` (fired at the end of the hover delay), ms: `rendered` when the preview's DOM is
 * committed (our work), `frame` at the start of the frame that paints it, `ms` once that frame has been painted;
 * `frames`, how many frames started from the end of the delay up to and including that one (1: the very next frame).
 */
const measures: Array<{url: string; ms: number; rendered: number; frame: number; frames: number}> = [];
element.addEventListener('docs-preview-show', (event) => {
  const start = performance.now();
  const popup = element.shadowRoot!.querySelector<HTMLElement>('.popup')!;
  // Counts frame starts from now on. Callbacks of one frame run in the order they were asked for, so the counter's
  // callback for a frame always runs before the measuring one below.
  let framesStarted = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    framesStarted++;
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  const done = () => {
    const rendered = performance.now() - start;
    // The DOM is committed: the next frame to start paints it. After that frame and a task, it is on screen.
    requestAnimationFrame(() => {
      const frame = performance.now() - start;
      const frames = framesStarted;
      counting = false;
      setTimeout(() => {
        measures.push({url: event.detail.url, ms: performance.now() - start, rendered, frame, frames});
      });
    });
  };
  const check = async () => {
    await element.updateComplete;
    if (popup.dataset['state'] === 'shown' || popup.dataset['state'] === 'error') done();
    else setTimeout(check, 0);
  };
  void check();
});

Object.assign(window, {
  linkPreviewBench: {
    element,
    measures: () => measures.slice(),
    isHidden: () => !element.shadowRoot!.querySelector('.popup')!.matches(':popover-open'),
    linkRect: (index: number) => {
      const rect = main.children[index]!.getBoundingClientRect();
      return {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
    },
  },
});
