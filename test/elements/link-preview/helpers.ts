import {createReferenceApi, type ReferenceApi} from '../../../src/reference-api/index.js';
import type {Dataset} from '../../../src/reference-api/dataset.js';
import {waitUntil} from '@open-wc/testing';
import {sendMouse} from '@web/test-runner-commands';

/** Where the reference API serves the demo project's pages: the test page's own origin. */
export const DOCS = `${location.origin}/docs/demo/en/latest`;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div role="main" class="document">${body}</div></body></html>`;

export const INSTALL_HTML = page(
  'Installation',
  `<section id="installation"><h1>Installation<a class="headerlink" href="#installation" title="Link to this heading">¶</a></h1>
   <p>Install the package with pip.</p>
   <section id="from-pypi"><h2>From PyPI<a class="headerlink" href="#from-pypi">¶</a></h2>
     <p>Run <code>pip install demo</code>, then read the <a class="reference internal" href="usage.html#first-steps">first steps</a>.</p>
     <pre><code>pip install demo==1.0  # a long line of code that must scroll sideways rather than wrap around the preview box</code></pre>
     <img src="../_images/diagram.png" alt="Architecture diagram" width="40" height="20">
     <div class="math notranslate nohighlight">\\[ e^{i\\pi} + 1 = 0 \\]</div>
   </section>
   <section id="from-source"><h2>From source<a class="headerlink" href="#from-source">¶</a></h2>
     <p>Clone the repository.</p>
   </section>
  </section>`,
);

export const USAGE_HTML = page(
  'Usage',
  `<section id="usage"><h1>Usage</h1>
   <section id="first-steps"><h2>First steps</h2><p>Import the module and call <code>run()</code>.</p></section>
  </section>`,
);

export const dataset: Dataset = {
  projects: [
    {
      slug: 'demo',
      name: 'Demo',
      language: 'en',
      versions: [
        {
          slug: 'latest',
          doctype: 'sphinx',
          pages: [
            {path: 'guide/install.html', html: INSTALL_HTML},
            {path: 'guide/usage.html', html: USAGE_HTML},
            {path: 'index.html', html: page('Home', '<section id="home"><h1>Home</h1><p>Welcome.</p></section>')},
          ],
        },
      ],
    },
  ],
};

/** A reference API over the demo project whose `fetch` counts the embed requests it receives. */
export function countingApi(options: {latencyMs?: number} = {}): {
  api: ReferenceApi;
  fetch: (request: Request) => Promise<Response>;
  embeds: string[];
} {
  const api = createReferenceApi({data: dataset, ...options});
  const embeds: string[] = [];
  return {
    api,
    embeds,
    fetch: (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/embed/')) embeds.push(url.searchParams.get('url') ?? '');
      return api.fetch(request);
    },
  };
}

/** Moves the real mouse to the middle of `element`. */
export async function hover(element: Element): Promise<void> {
  const rect = element.getBoundingClientRect();
  await sendMouse({type: 'move', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)]});
}

/** Moves the real mouse to a point away from every link. */
export async function moveAway(x = 5, y = 5): Promise<void> {
  await sendMouse({type: 'move', position: [x, y]});
}

/** Resolves on the next animation frame after the next one: what has been rendered by then has been painted. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves once the preview's opening fade is over. Axe judges contrast from the box's computed opacity, so a preview
 * audited mid-fade fails it (a WebKit run under load read 4.01:1 for body text). Waiting for the animations'
 * `finished` is not enough on its own: a frame may pass before the fade starts. So wait for what axe will read, an
 * opacity of 1 with no animation left on the box.
 */
export async function openingFadeOver(el: HTMLElement): Promise<void> {
  const popup = () => el.shadowRoot!.querySelector<HTMLElement>('.popup')!;
  await nextFrame();
  await waitUntil(
    () => getComputedStyle(popup()).opacity === '1' && popup().getAnimations().length === 0,
    'the opening fade is over',
    {timeout: 5000},
  );
}
