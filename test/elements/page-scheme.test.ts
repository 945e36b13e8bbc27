import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {emulateMedia} from '@web/test-runner-commands';
import '../../src/define.js';
import type {DocsApiElement} from '../../src/elements/api-element.js';
import {createTestApi, searchFixture} from './search/helpers.js';
import {API_BASE, docsUrl, referenceApi} from './version-switcher/fixtures.js';

// Readers switch furo, pydata-sphinx-theme or mkdocs-material to dark with the theme's own toggle, whatever their
// system says; widgets on "auto" must follow the page, not only prefers-color-scheme.

const DARK_PAGE = 'rgb(19, 20, 22)';
const background = (element: DocsApiElement, selector: string) =>
  getComputedStyle(element.shadowRoot!.querySelector(selector)!).backgroundColor;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/** The trigger and the toggle fade their colours for 120 ms. */
const transitionsDone = (element: DocsApiElement) =>
  Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished));

describe('theme="auto" follows the page around the widget', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = `body[data-theme='dark'] { background: ${DARK_PAGE}; color: #eee; }
      body[data-theme='light'] { background: #fff; }`;
    document.head.append(style);
  });
  afterEach(async () => {
    style.remove();
    document.body.removeAttribute('data-theme');
    await emulateMedia({colorScheme: 'light'});
  });

  async function mountAll() {
    const search = await searchFixture(createTestApi());
    const logged = referenceApi();
    const pageUrl = docsUrl('pixel', 'en', '1.0.3', 'guide/install.html');
    const versions = await fixture<HTMLElement>(html`<div>
      <docs-version-switcher api-base=${API_BASE} project="pixel" version="1.0.3" page-url=${pageUrl} .fetch=${logged.fetch}></docs-version-switcher>
      <docs-version-warning api-base=${API_BASE} project="pixel" version="1.0.3" page-url=${pageUrl} .fetch=${logged.fetch}></docs-version-warning>
      <docs-link-preview></docs-link-preview>
    </div>`);
    const [switcher, warning, preview] = [...versions.children] as DocsApiElement[];
    await waitUntil(() => warning!.shadowRoot!.querySelector('.banner'), 'the banner shows');
    return {search, switcher: switcher!, warning: warning!, preview: preview!};
  }

  it("a theme's dark switch turns every widget dark, and back; each state passes axe", async () => {
    const widgets = await mountAll();
    expect(background(widgets.search, '.trigger')).to.equal('rgb(255, 255, 255)');

    document.body.dataset.theme = 'dark';
    await frame();
    for (const widget of Object.values(widgets)) expect(getComputedStyle(widget).colorScheme, widget.localName).to.equal('dark');
    await transitionsDone(widgets.search);
    await transitionsDone(widgets.switcher);
    expect(background(widgets.search, '.trigger')).to.equal('rgb(22, 24, 29)');
    expect(background(widgets.switcher, '.toggle')).to.equal('rgb(22, 24, 29)');
    await expect(widgets.search).to.be.accessible();
    await expect(widgets.switcher).to.be.accessible();
    await expect(widgets.warning).to.be.accessible();

    document.body.dataset.theme = 'light';
    await frame();
    await transitionsDone(widgets.search);
    for (const widget of Object.values(widgets)) expect(getComputedStyle(widget).colorScheme, widget.localName).to.equal('light');
    expect(background(widgets.search, '.trigger')).to.equal('rgb(255, 255, 255)');
  });

  it('a page with a light background of its own keeps the widgets light on a dark system', async () => {
    document.body.dataset.theme = 'light';
    await emulateMedia({colorScheme: 'dark'});
    const widgets = await mountAll();
    for (const widget of Object.values(widgets)) expect(getComputedStyle(widget).colorScheme, widget.localName).to.equal('light');
  });

  it('a page without a background of its own leaves it to prefers-color-scheme', async () => {
    await emulateMedia({colorScheme: 'dark'});
    const search = await searchFixture(createTestApi());
    await transitionsDone(search);
    expect(background(search, '.trigger')).to.equal('rgb(22, 24, 29)');
  });

  it('the theme attribute wins over the page', async () => {
    document.body.dataset.theme = 'dark';
    const search = await searchFixture(createTestApi(), {theme: 'light'});
    await frame();
    expect(getComputedStyle(search).colorScheme).to.equal('light');
    search.theme = 'auto';
    await search.updateComplete;
    await frame();
    expect(getComputedStyle(search).colorScheme).to.equal('dark');
  });
});
