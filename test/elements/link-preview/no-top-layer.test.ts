import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {resetMouse, sendKeys} from '@web/test-runner-commands';
import '../../../src/link-preview.js';
import type {DocsLinkPreviewElement} from '../../../src/link-preview.js';
import {countingApi, DOCS, hover, moveAway, openingFadeOver} from './helpers.js';

// A browser without `popover` (Chromium before 114, Firefox before 125, Safari before 17) has no top layer: the
// preview must still open over the page, placed by the link, and close. Every engine here has popover, so the
// test takes it away: without showPopover, the element falls back to a fixed box with the highest z-index.
const popoverMethods = ['showPopover', 'hidePopover', 'togglePopover'] as const;

describe('<docs-link-preview> without the top layer', () => {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeEach(() => {
    for (const name of popoverMethods) {
      saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
  afterEach(async () => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    await resetMouse();
  });

  async function setup() {
    const {fetch} = countingApi();
    const root = await fixture<HTMLElement>(html`<div>
      <button id="before">before</button>
      <main id="content" style="display: flex; flex-direction: column; align-items: flex-start; gap: 28px; padding: 40px 10px">
        <a class="reference internal" id="pypi" href="${DOCS}/guide/install.html#from-pypi">PyPI</a>
        <!-- A page box with a z-index of its own, where the preview opens: it must not cover the preview. -->
        <div style="position: relative; z-index: 1000; inline-size: 600px; block-size: 200px; background: #eee">a theme's sidebar</div>
      </main>
      <docs-link-preview scope="#content" delay="60" hide-delay="80" placement="right" .fetch=${fetch}></docs-link-preview>
    </div>`);
    const el = root.querySelector<DocsLinkPreviewElement>('docs-link-preview')!;
    await el.updateComplete;
    return {el, link: root.querySelector<HTMLAnchorElement>('#pypi')!};
  }

  const popupOf = (el: DocsLinkPreviewElement) => el.shadowRoot!.querySelector<HTMLElement>('.popup')!;
  const visible = (el: DocsLinkPreviewElement) => getComputedStyle(popupOf(el)).display !== 'none';

  it('is hidden until asked for, opens over the page next to the link, and closes', async () => {
    const {el, link} = await setup();
    expect(popupOf(el).hasAttribute('data-no-popover')).to.equal(true);
    expect(visible(el), 'hidden before hover').to.equal(false);

    await hover(link);
    await waitUntil(() => popupOf(el).dataset['state'] === 'shown', 'the section is shown');
    await openingFadeOver(el);
    expect(visible(el)).to.equal(true);
    const popup = popupOf(el).getBoundingClientRect();
    const linkRect = link.getBoundingClientRect();
    expect(popup.left).to.be.greaterThan(linkRect.right);
    expect(popup.left - linkRect.right).to.be.below(20);
    // What the reader sees at the preview's centre is the preview, not the page box under it.
    const x = Math.round(popup.left + popup.width / 2);
    const y = Math.round(popup.top + Math.min(popup.height / 2, 60));
    expect(popupOf(el).contains(el.shadowRoot!.elementFromPoint(x, y)), 'the preview is on top').to.equal(true);
    await expect(el).to.be.accessible();

    await moveAway();
    await waitUntil(() => !visible(el), 'hides when the pointer leaves');
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('opens on keyboard focus and Escape closes it, focus staying on the link', async () => {
    const {el, link} = await setup();
    el.setAttribute('delay', '5000');
    (el.ownerDocument.querySelector('#before') as HTMLElement).focus();
    await sendKeys({press: 'Tab'});
    await waitUntil(() => popupOf(el).dataset['state'] === 'shown' && visible(el), 'opens on focus');
    await sendKeys({press: 'Escape'});
    await waitUntil(() => !visible(el), 'Escape hides it');
    expect(document.activeElement === link, 'focus stays on the link').to.equal(true);
  });
});
