/** Where the switcher's list opens and how it is reached (issue 13): inside the window, type-ahead, header bars. */

import {expect, fixture, html} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse, setViewport} from '@web/test-runner-commands';
import '../../../src/version-switcher.js';
import type {DocsVersionSwitcherElement} from '../../../src/elements/version-switcher/docs-version-switcher.js';
import {API_BASE, centre, docsUrl, pixelDataset, referenceApi} from './fixtures.js';
import {phoneWidth} from '../../helpers/phone-viewport.js';

const INSTALL = docsUrl('pixel', 'en', 'latest', 'guide/install.html');

async function settle(el: DocsVersionSwitcherElement, tags: string[] = ['1.0.0', '1.1.0', '2.0.0']): Promise<void> {
  el.fetch = referenceApi(pixelDataset({tags})).fetch;
  await el.versionsSettled;
  await el.updateComplete;
}

const toggleOf = (el: DocsVersionSwitcherElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('.toggle')!;
const panelOf = (el: DocsVersionSwitcherElement) => el.shadowRoot!.querySelector<HTMLElement>('.panel')!;
const focused = (el: DocsVersionSwitcherElement) => el.shadowRoot!.activeElement as HTMLElement | null;

async function open(el: DocsVersionSwitcherElement): Promise<void> {
  await sendMouse({type: 'click', position: centre(toggleOf(el))});
  await el.updateComplete;
}

function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

describe('<docs-version-switcher> placement and keys', () => {
  afterEach(async () => {
    await resetMouse();
    await setViewport({width: 800, height: 600});
  });

  it('type-ahead: a typed digit moves to the next version it starts, again to the one after', async () => {
    const el = await fixture<DocsVersionSwitcherElement>(html`<docs-version-switcher api-base=${API_BASE} project="pixel" version="latest" page-url=${INSTALL}></docs-version-switcher>`);
    await settle(el);
    toggleOf(el).focus();
    await sendKeys({press: 'ArrowDown'});
    await el.updateComplete;
    expect(el.open).to.equal(true);
    await sendKeys({press: '1'});
    const first = focused(el)?.dataset['name'];
    expect(first, 'focus on a 1.x version').to.match(/^1\./);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await sendKeys({press: '1'});
    const second = focused(el)?.dataset['name'];
    expect(second).to.match(/^1\./);
    expect(second).to.not.equal(first);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await sendKeys({press: '2'});
    expect(focused(el)?.dataset['name']).to.match(/^2/);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await sendKeys({press: 'l'});
    expect(focused(el)?.dataset['version']).to.equal('latest');
    await expect(el).to.be.accessible();
  });

  it('keeps its list inside the window at the foot of a fixed sidebar: it scrolls, the downloads within reach', async () => {
    await setViewport({width: 1000, height: 600});
    const aside = await fixture<HTMLElement>(html`<aside style="position: fixed; inset-inline-start: 0; inset-block-end: 0; inline-size: 260px; padding: 8px">
      <docs-version-switcher api-base=${API_BASE} project="pixel" version="latest" page-url=${INSTALL}></docs-version-switcher>
    </aside>`);
    aside.style.insetBlockStart = '420px';
    const el = aside.querySelector('docs-version-switcher')!;
    await settle(el, Array.from({length: 20}, (_, i) => `1.${i}.0`));
    await open(el);
    const panel = panelOf(el);
    expect(panel.getBoundingClientRect().bottom).to.be.at.most(600);
    expect(panel.scrollHeight).to.be.greaterThan(panel.clientHeight);
    const download = panel.querySelector<HTMLElement>('[data-format]')!;
    download.scrollIntoView({block: 'nearest'});
    const box = download.getBoundingClientRect();
    expect(box.bottom).to.be.at.most(600);
    expect(box.top).to.be.at.least(0);
    await expect(el).to.be.accessible();
  });

  it('in a header bar on a phone: its list stays inside the window, over the page in the page\'s scheme; the button in the bar\'s', async () => {
    const width = phoneWidth(390);
    await setViewport({width, height: 844});
    const page = await fixture<HTMLElement>(html`<div style="background: #fff; color: #111">
      <header style="display: flex; align-items: center; gap: 8px; block-size: 48px; padding: 0 8px; background: #3f51b5; color: #fff">
        <span style="inline-size: 48px; flex: none"></span>
        <span style="flex: 1 1 auto; min-inline-size: 0; overflow: hidden; white-space: nowrap; font-size: 18px">Material for MkDocs</span>
        <docs-version-switcher dropdown api-base=${API_BASE} project="pixel" version="latest" page-url=${INSTALL}></docs-version-switcher>
        <span style="inline-size: 48px; flex: none"></span>
      </header>
      <main><p>Page text</p></main>
    </div>`);
    const el = page.querySelector('docs-version-switcher')!;
    await settle(el);
    const title = page.querySelectorAll('header span')[1]!;
    // The bar is shared: the button shows the version alone, leaving the title most of the room, and never covers it.
    expect(title.getBoundingClientRect().width, 'room left for the site title').to.be.at.least(110);
    expect(el.getBoundingClientRect().left, 'the switcher starts after the title').to.be.at.least(title.getBoundingClientRect().right);
    const button = getComputedStyle(toggleOf(el));
    expect(button.color).to.equal('rgb(255, 255, 255)');
    expect(luminance(button.backgroundColor) > 0.5 && !/, 0\)$/.test(button.backgroundColor), `button ${button.backgroundColor}`).to.equal(false);
    await open(el);
    const panel = panelOf(el).getBoundingClientRect();
    expect(panel.left).to.be.at.least(0);
    expect(panel.right).to.be.at.most(width);
    expect(luminance(getComputedStyle(panelOf(el)).backgroundColor), 'a light list over a light page').to.be.greaterThan(0.8);
    await expect(el).to.be.accessible();
  });
});
