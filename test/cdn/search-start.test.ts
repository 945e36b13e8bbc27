import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {search} from '../../src/cdn/widgets/search.js';

/**
 * The script tag's search starts without reading the page's layout: whether the theme shows a search field of its own
 * (`getClientRects`) is asked after the page's next frame. Asked in the start-up itself, on a page the browser had not
 * laid out yet, it forced the page's first style and layout into our task (issue 29: 150 ms on the Python docs'
 * functions.html, unthrottled).
 */
describe('the script tag search’s start-up', () => {
  const options = {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined, strings: {}};
  const mount = () => search.mount({doc: document, config: {} as never, options, sections: {},
    load: () => new Promise<never>(() => {})});

  async function layoutReads(run: () => void): Promise<{during: number; after: () => number}> {
    const original = Element.prototype.getClientRects;
    let reads = 0;
    Element.prototype.getClientRects = function (this: Element) {
      reads++;
      return original.call(this);
    };
    try {
      run();
      const during = reads;
      // What the start-up leaves for later runs after the next frame, in a task.
      for (let frame = 0; frame < 2; frame++) {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      }
      return {during, after: () => reads};
    } finally {
      Element.prototype.getClientRects = original;
    }
  }

  it('reads no layout while starting, then finds the theme’s field and adds no button of ours', async () => {
    await fixture(html`<div role="search"><input type="search" aria-label="Search the docs"></div>`);
    const {during, after} = await layoutReads(mount);
    expect(during, 'layout reads in the start-up').to.equal(0);
    expect(after(), 'the theme’s field looked for after a frame').to.be.at.least(1);
    // Time for the button's chunk, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('[data-docs-widgets=search-button]')).to.equal(null);
  });

  it('on a page without a field of the theme’s, adds its button once the page has painted', async () => {
    await fixture(html`<div class="sphinxsidebar"><p>No search field here.</p></div>`);
    const {during} = await layoutReads(mount);
    expect(during, 'layout reads in the start-up').to.equal(0);
    await waitUntil(() => document.querySelector('[data-docs-widgets=search-button]'), 'our button', {timeout: 5_000});
    document.querySelector('[data-docs-widgets=search-button]')?.remove();
  });
});
