/**
 * The preview's arrow on a link wrapped over two lines (issue 26): it points at the line the pointer rested on, or at
 * the first line for keyboard focus, not between the lines at the wrapped box's middle.
 */
import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {resetMouse, sendMouse} from '@web/test-runner-commands';
import '../../../src/link-preview.js';
import type {DocsLinkPreviewElement} from '../../../src/link-preview.js';
import {countingApi, DOCS, openingFadeOver} from './helpers.js';

async function setup(): Promise<{el: DocsLinkPreviewElement; link: HTMLAnchorElement}> {
  const {fetch} = countingApi();
  // 16 px monospace text in a 320 px column: the link starts near the right end of line 1 and ends at the start of
  // line 2, so its bounding box spans the column and its middle is on neither part.
  const root = await fixture<HTMLElement>(html`<div>
    <p id="content" style="inline-size: 20ch; font: 16px/2 monospace; margin: 60px 20px">xxxxxxxxxxxxxxx <a
      class="reference internal" id="wrapped" href="${DOCS}/guide/install.html#from-pypi">from pypi</a> xxxxxxxxxxx</p>
    <docs-link-preview scope="#content" delay="40" placement="bottom" .fetch=${fetch}></docs-link-preview>
  </div>`);
  const el = root.querySelector('docs-link-preview')!;
  await el.updateComplete;
  return {el, link: root.querySelector<HTMLAnchorElement>('#wrapped')!};
}

const arrowX = (el: DocsLinkPreviewElement) => {
  const box = el.shadowRoot!.querySelector('.arrow')!.getBoundingClientRect();
  return box.left + box.width / 2;
};

async function shown(el: DocsLinkPreviewElement): Promise<void> {
  await waitUntil(() => el.shadowRoot!.querySelector('.popup')?.getAttribute('data-state') === 'shown', 'shown', {timeout: 5000});
  // Positioned and faded in: the arrow is read, and axe judges contrast, on the settled box.
  await openingFadeOver(el);
}

describe('<docs-link-preview> on a wrapped link', () => {
  afterEach(() => resetMouse());

  it('points at the line the pointer rests on', async () => {
    const {el, link} = await setup();
    const [first, second] = [...link.getClientRects()];
    expect(second, 'the link wraps').to.exist;
    const middle = link.getBoundingClientRect().left + link.getBoundingClientRect().width / 2;
    expect(middle < first!.left || middle > first!.right, 'the box middle is off the first line').to.equal(true);
    await sendMouse({type: 'move', position: [Math.round(second!.left + 8), Math.round(second!.top + second!.height / 2)]});
    await shown(el);
    const x = arrowX(el);
    expect(x, 'on the second line').to.be.within(second!.left - 1, second!.right + 1);
    await expect(el).to.be.accessible();
  });

  it('points at the first line for keyboard focus', async () => {
    const {el, link} = await setup();
    const [first] = [...link.getClientRects()];
    el.showPreview(link);
    await shown(el);
    expect(arrowX(el), 'on the first line').to.be.within(first!.left - 1, first!.right + 1);
  });
});
