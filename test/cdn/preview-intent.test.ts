import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import {watchPreviewIntent} from '../../src/cdn/eager/preview-intent.js';

async function center(element: Element): Promise<[number, number]> {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('watchPreviewIntent (when the preview part is worth loading)', () => {
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    await resetMouse();
  });

  const page = () =>
    fixture(html`<main>
      <p><a id="xref" class="reference internal" href="/elsewhere.html#section">a cross-reference</a></p>
      <p><a id="external" class="reference internal" href="https://example.org/">outside</a></p>
      <p><a id="plain" href="/elsewhere.html">not a reference</a></p>
      <p style="margin-top: 40px">nothing here</p>
    </main>`);

  it('fires once, after a hover dwell on a cross-reference', async () => {
    const main = await page();
    const seen: string[] = [];
    stop = watchPreviewIntent({scope: main, selector: undefined, dwellMs: 30, onIntent: (link, how) => seen.push(`${link.id}:${how}`)});
    await sendMouse({type: 'move', position: await center(main.querySelector('#xref')!)});
    await waitUntil(() => seen.length === 1, 'intent on the cross-reference');
    await sendMouse({type: 'move', position: await center(main.querySelector('#plain')!)});
    await sendMouse({type: 'move', position: await center(main.querySelector('#xref')!)});
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(seen).to.deep.equal(['xref:hover']);
  });

  it('ignores a pointer passing over, and links the preview cannot serve', async () => {
    const main = await page();
    const seen: string[] = [];
    stop = watchPreviewIntent({scope: main, selector: undefined, dwellMs: 150, onIntent: (link) => seen.push(link.id)});
    await sendMouse({type: 'move', position: await center(main.querySelector('#xref')!)});
    await sendMouse({type: 'move', position: await center(main.querySelector('p:last-child')!)});
    await sendMouse({type: 'move', position: await center(main.querySelector('#external')!)});
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(seen).to.deep.equal([]);
  });

  it('fires at once on keyboard focus', async () => {
    const main = await page();
    const seen: string[] = [];
    stop = watchPreviewIntent({scope: main, selector: undefined, onIntent: (link, how) => seen.push(`${link.id}:${how}`)});
    await sendKeys({press: 'Tab'});
    expect(seen).to.deep.equal(['xref:focus']);
  });
});
