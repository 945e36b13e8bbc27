/**
 * What the preview shows on real themes (issue 13): MkDocs' flat sections and whole pages, the title once, signatures
 * and code as code, long lines that scroll; and where the first preview opens on a phone.
 */

import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {resetMouse, sendKeys, setViewport} from '@web/test-runner-commands';
import '../../../src/link-preview.js';
import type {DocsLinkPreviewElement} from '../../../src/link-preview.js';
import {createReferenceApi} from '../../../src/reference-api/index.js';
import type {Dataset} from '../../../src/reference-api/dataset.js';
import {DOCS, dataset as sphinxDataset, hover, nextFrame, openingFadeOver} from './helpers.js';
import {phoneWidth} from '../../helpers/phone-viewport.js';

const MKDOCS = `${location.origin}/docs/gizmo/en/latest`;

const API_HTML = `<!doctype html><html><body><div role="main">
<section id="api"><span id="id7"></span><h1>API<a class="headerlink" href="#api">¶</a></h1>
<dl class="py function">
<dt class="sig sig-object py" id="gizmo.assemble"><span class="sig-prename descclassname"><span class="pre">gizmo.</span></span><span class="sig-name descname"><span class="pre">assemble</span></span><span class="sig-paren">(</span><em class="sig-param"><span class="n"><span class="pre">name</span></span></em><span class="sig-paren">)</span><a class="headerlink" href="#gizmo.assemble" title="Link to this definition">¶</a></dt>
<dd><p>Assembles one widget.</p>
<div class="highlight-python3 notranslate"><div class="highlight"><pre><span></span><span class="kn">import</span> <span class="nn">gizmo</span>
<span class="n">gizmo</span><span class="o">.</span><span class="n">assemble</span><span class="p">(</span><span class="s2">"widget"</span><span class="p">)</span>  <span class="c1"># one</span>
</pre></div></div></dd></dl>
<section id="atoms"><span id="id2"></span><h2>Atoms<a class="headerlink" href="#atoms">¶</a></h2>
<p>The syntax for atoms is:</p>
<pre>
<strong id="grammar-token-atom">atom     </strong> ::=  <a class="reference internal" href="#grammar-token-identifier"><code class="xref docutils literal notranslate"><span class="pre">identifier</span></code></a> | <a class="reference internal" href="#grammar-token-literal"><code class="xref docutils literal notranslate"><span class="pre">literal</span></code></a> | <a class="reference internal" href="#grammar-token-enclosure"><code class="xref docutils literal notranslate"><span class="pre">enclosure</span></code></a> | <a class="reference internal" href="#grammar-token-last"><code class="xref docutils literal notranslate"><span class="pre">last_alternative</span></code></a>
<strong id="grammar-token-enclosure">enclosure</strong> ::=  parenth_form | list_display
                 | dict_display
</pre>
</section></section></div></body></html>`;

async function mkdocsDataset(): Promise<Dataset> {
  const page = await (await fetch('/test/fixtures/pages/mkdocs-material-install.html')).text();
  return {
    projects: [
      ...(sphinxDataset.projects ?? []).map((project) => ({
        ...project,
        versions: (project.versions ?? []).map((version) => ({...version, pages: [...(version.pages ?? []), {path: 'api.html', html: API_HTML}]})),
      })),
      {slug: 'gizmo', name: 'Gizmo', language: 'en', versions: [{slug: 'latest', doctype: 'mkdocs', pages: [{path: 'install.html', html: page}]}]},
    ],
  } as Dataset;
}

async function setup(links: Array<[string, string]>, style = ''): Promise<{el: DocsLinkPreviewElement; link: (id: string) => HTMLElement; embeds: string[]}> {
  const api = createReferenceApi({data: await mkdocsDataset()});
  const embeds: string[] = [];
  const fetchVia = (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/embed/')) embeds.push(url.searchParams.get('url') ?? '');
    return api.fetch(request);
  };
  const root = await fixture<HTMLElement>(html`<div>
    <main id="content" style=${style || 'display: flex; flex-direction: column; align-items: flex-start; gap: 28px; padding: 20px 10px'}>
      ${links.map(([id, href]) => html`<a class="reference internal" id=${id} href=${href}>${id}</a>`)}
    </main>
    <docs-link-preview scope="#content" delay="40" hide-delay="60" selector="a" .fetch=${fetchVia}></docs-link-preview>
  </div>`);
  const el = root.querySelector('docs-link-preview')!;
  await el.updateComplete;
  return {el, link: (id) => root.querySelector<HTMLElement>(`#${id}`)!, embeds};
}

const popupOf = (el: DocsLinkPreviewElement) => el.shadowRoot!.querySelector<HTMLElement>('.popup')!;
const stateOf = (el: DocsLinkPreviewElement) => popupOf(el).dataset['state'];
const blocks = (el: DocsLinkPreviewElement) =>
  [...el.shadowRoot!.querySelector('.content')!.children].map((child) => child.textContent!.replace(/\s+/g, ' ').trim());
const visibleText = (el: DocsLinkPreviewElement) => popupOf(el).innerText;

/** Resolves once `element`'s box has stayed put for `frames` animation frames in a row. */
async function stillFor(element: HTMLElement, frames: number): Promise<void> {
  let last = '';
  let unchanged = 0;
  await waitUntil(
    async () => {
      await nextFrame();
      const box = JSON.stringify(element.getBoundingClientRect());
      unchanged = box === last ? unchanged + 1 : 0;
      last = box;
      return unchanged >= frames;
    },
    'the preview holds still',
    {timeout: 10_000},
  );
}

async function open(el: DocsLinkPreviewElement, link: HTMLElement): Promise<void> {
  await hover(link);
  await waitUntil(() => stateOf(el) === 'shown', 'shown', {timeout: 5000});
  // The opening fade must be over before anything (axe's contrast above all) judges colours.
  await openingFadeOver(el);
}

describe('<docs-link-preview> content on real themes', () => {
  afterEach(async () => {
    await resetMouse();
    await setViewport({width: 800, height: 600});
  });

  it('shows a flat MkDocs section (the upstream answer is the lone heading) up to the next heading of its level', async () => {
    const {el, link, embeds} = await setup([['source', `${MKDOCS}/install.html#from-source`]]);
    await open(el, link('source'));
    expect(blocks(el)[0]).to.equal('From source');
    const text = blocks(el).join(' ');
    expect(text).to.contain('Clone the repository and build the wheel yourself.');
    expect(text).to.contain('You need a C compiler');
    expect(text).to.contain('Run make wheel in the checkout.');
    expect(text).not.to.contain('Read the user guide.');
    // The heading alone, then the page it belongs to.
    expect(embeds).to.deep.equal([`${MKDOCS}/install.html#from-source`, `${MKDOCS}/install.html`]);
    await expect(el).to.be.accessible();
  });

  it('shows a page\'s lead (title and first paragraphs, no navigation) for a link without a fragment', async () => {
    const {el, link} = await setup([['page', `${MKDOCS}/install.html`]]);
    await open(el, link('page'));
    const text = blocks(el);
    expect(text[0]).to.equal('Installation');
    expect(text[1]).to.equal('Gizmo ships as a Python package and as source.');
    expect(visibleText(el)).not.to.match(/Table of contents|Skip to content/);
    expect(visibleText(el).match(/Installation/g)).to.have.length(1);
  });

  it('shows the title once when a Sphinx target span precedes the heading', async () => {
    const {el, link} = await setup([['atoms', `${DOCS}/api.html#atoms`]]);
    await open(el, link('atoms'));
    expect(el.shadowRoot!.querySelector('.header') === null, 'no title bar').to.equal(true);
    expect(visibleText(el).match(/Atoms/g)).to.have.length(1);
  });

  it('shows the title once for an API object (its signature)', async () => {
    const {el, link} = await setup([['fn', `${DOCS}/api.html#gizmo.assemble`]]);
    await open(el, link('fn'));
    expect(el.shadowRoot!.querySelector('.header') === null, 'no title bar').to.equal(true);
    expect(popupOf(el).getAttribute('aria-label')).to.equal('gizmo.assemble(name)');
    expect(visibleText(el).match(/assemble\(name\)/g)).to.have.length(1);
  });

  it('sets signatures in the monospace font and keeps a themeable syntax-highlighting palette', async () => {
    const {el, link} = await setup([['fn', `${DOCS}/api.html#gizmo.assemble`]]);
    el.doctool = 'sphinx';
    el.style.setProperty('--docs-font-family-mono', 'Courier New');
    el.style.setProperty('--docs-code-keyword', 'rgb(1, 2, 3)');
    el.style.setProperty('--docs-code-string', 'rgb(4, 5, 6)');
    el.style.setProperty('--docs-code-comment', 'rgb(7, 8, 9)');
    await open(el, link('fn'));
    const find = (selector: string) => el.shadowRoot!.querySelector<HTMLElement>(`.content ${selector}`)!;
    expect(getComputedStyle(find('dt.sig')).fontFamily).to.contain('Courier New');
    expect(getComputedStyle(find('.highlight .kn')).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(find('.highlight .s2')).color).to.equal('rgb(4, 5, 6)');
    expect(getComputedStyle(find('.highlight .c1')).color).to.equal('rgb(7, 8, 9)');
    el.style.removeProperty('--docs-code-keyword');
    // The default palette colours keywords too (not the text colour).
    expect(getComputedStyle(find('.highlight .kn')).color).not.to.equal(getComputedStyle(find('p')).color);
    await expect(el).to.be.accessible();
  });

  it('scrolls a long grammar line instead of clipping it: by keyboard, to its end (issue 13)', async () => {
    const width = phoneWidth(390);
    await setViewport({width, height: 844});
    const {el, link} = await setup([['atoms', `${DOCS}/api.html#atoms`]]);
    await open(el, link('atoms'));
    const pre = el.shadowRoot!.querySelector<HTMLElement>('.content pre')!;
    const popup = popupOf(el).getBoundingClientRect();
    expect(popup.right).to.be.at.most(width);
    expect(pre.scrollWidth, 'the line is wider than the preview').to.be.greaterThan(pre.clientWidth);
    const last = () => [...pre.querySelectorAll('a')].at(-1)!.getBoundingClientRect();
    expect(last().right, 'the line\'s end is out of sight before scrolling').to.be.greaterThan(pre.getBoundingClientRect().right);
    // A focusable scroll region (axe: scrollable-region-focusable) that the arrow keys scroll.
    expect(pre.tabIndex).to.equal(0);
    pre.focus();
    for (let press = 0; press < 40 && pre.scrollLeft + pre.clientWidth < pre.scrollWidth - 1; press++) {
      await sendKeys({press: 'ArrowRight'});
      await nextFrame();
    }
    expect(pre.scrollLeft + pre.clientWidth, 'scrolled to the end').to.be.at.least(pre.scrollWidth - 1);
    expect(last().right).to.be.at.most(pre.getBoundingClientRect().right + 1);
    expect(last().left).to.be.at.least(pre.getBoundingClientRect().left);
    await expect(el).to.be.accessible();
  });

  it('shows the rule a grammar token link names, up to the next rule, not the rule\'s name alone (issue 13)', async () => {
    const {el, link, embeds} = await setup([['token', `${DOCS}/api.html#grammar-token-atom`]]);
    await open(el, link('token'));
    const text = el.shadowRoot!.querySelector('.content')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(text).to.equal('atom ::= identifier | literal | enclosure | last_alternative');
    // The rule's name is its title, shown once: no header bar above it repeating the name (or the link's text).
    expect(el.shadowRoot!.querySelector('[part~=header]')?.textContent?.trim() ?? 'none', 'a header bar').to.equal('none');
    expect(visibleText(el).match(/\batom\b/g), visibleText(el)).to.have.length(1);
    const pre = el.shadowRoot!.querySelector<HTMLElement>('.content pre')!;
    expect(getComputedStyle(pre).whiteSpace, 'a rule keeps its lines').to.equal('pre');
    expect(embeds).to.deep.equal([`${DOCS}/api.html#grammar-token-atom`, `${DOCS}/api.html`]);
    await expect(el).to.be.accessible();
  });

  it('opens the first preview on a phone on the side with room, as tall as later ones', async () => {
    await setViewport({width: phoneWidth(390), height: 844});
    const {el, link} = await setup(
      [['pypi', `${DOCS}/guide/install.html#from-pypi`], ['again', `${DOCS}/guide/install.html#from-source`]],
      'display: flex; flex-direction: column; align-items: flex-start; gap: 10px; padding: 700px 10px 0',
    );
    window.scrollTo(0, 0);
    const target = link('pypi');
    expect(844 - target.getBoundingClientRect().bottom).to.be.below(130);
    await open(el, target);
    await waitUntil(() => popupOf(el).dataset['placement']?.startsWith('top'), `placed ${popupOf(el).dataset['placement']}`);
    // Each size change repositions in the next frame; on a loaded machine (WebKit's first run here) that chain can
    // outlast any fixed wait, so wait until the box holds still instead.
    await stillFor(popupOf(el), 3);
    const first = popupOf(el).getBoundingClientRect();
    expect(first.bottom).to.be.at.most(target.getBoundingClientRect().top);
    expect(first.height, 'taller than the room below the link').to.be.greaterThan(130);
    const body = el.shadowRoot!.querySelector<HTMLElement>('.body')!;
    expect(body.scrollHeight - body.clientHeight, 'nothing cut').to.be.at.most(1);
  });
});
