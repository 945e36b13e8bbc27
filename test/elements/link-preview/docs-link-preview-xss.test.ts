import {expect, html, waitUntil} from '@open-wc/testing';
import {render} from 'lit';
import '../../../src/link-preview.js';
import type {DocsLinkPreviewElement} from '../../../src/link-preview.js';
import {
  findViolations,
  installXssRecorder,
  loadXssPayloads,
  settle,
  violationsOf,
  type MustNotToken,
  type XssPayload,
} from '../../helpers/xss-check.js';
import {countingApi, DOCS} from './helpers.js';

// Every payload of the shared corpus served by the reference API as the embed `content` of a section, then shown
// by the element: nothing may execute, and none of the payload's `must_not` tokens may appear in what it renders.
const payloads: XssPayload[] = await loadXssPayloads();

/** Tokens that must never appear anywhere in the shadow root, our own markup included. */
const NEVER: MustNotToken[] = [
  'script', 'on_attr', 'js_url', 'style_el', 'css_url', 'base', 'meta_link', 'form', 'frame', 'svg_math',
  'custom_element', 'slot', 'template', 'offsite_resource', 'tabnabbing', 'raw_id_name',
];

/** Waits for the opening transition, so snapshots compare settled styles. */
async function transitionsDone(element: Element): Promise<void> {
  await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

function styleSnapshot(element: Element): string {
  const style = getComputedStyle(element);
  return ['display', 'position', 'visibility', 'color', 'background-image', 'opacity', 'font-family', 'z-index']
    .map((name) => `${name}:${style.getPropertyValue(name)}`)
    .join(';');
}

describe('<docs-link-preview> with hostile embed content', () => {
  let recorder: ReturnType<typeof installXssRecorder>;
  let el: DocsLinkPreviewElement;
  let link: HTMLAnchorElement;
  let sentinel: HTMLElement;
  let api: ReturnType<typeof countingApi>['api'];
  let pageBefore: {sheets: number; styles: number; sentinel: string};
  let popupStyleBefore: string;
  /** Payloads that reached the reader as content (the rest had nothing displayable left). */
  let rendered = 0;

  before(async () => {
    recorder = installXssRecorder();
    const setup = countingApi();
    api = setup.api;
    // Not `fixture()`: it is torn down after every test, and this page must live through all of them.
    const root = document.createElement('div');
    document.body.append(root);
    render(html`<div>
      <main id="content"><p id="sentinel">Page text <a class="reference internal" href="${DOCS}/guide/install.html#from-pypi">link</a></p></main>
      <docs-link-preview scope="#content" .fetch=${setup.fetch}></docs-link-preview>
    </div>`, root);
    el = root.querySelector('docs-link-preview')!;
    await el.updateComplete;
    link = root.querySelector('a')!;
    sentinel = root.querySelector('#sentinel')!;
    // The look of a benign preview, to compare each hostile one against.
    el.showPreview(link);
    await waitUntil(() => el.shadowRoot!.querySelector('.popup')!.getAttribute('data-state') === 'shown');
    await transitionsDone(el.shadowRoot!.querySelector('.popup')!);
    popupStyleBefore = styleSnapshot(el.shadowRoot!.querySelector('.popup')!);
    el.hidePreview();
    await el.updateComplete;
    pageBefore = {
      sheets: document.styleSheets.length,
      styles: document.querySelectorAll('style, link').length,
      sentinel: styleSnapshot(sentinel),
    };
  });

  after(() => {
    recorder.dispose();
    el.parentElement?.parentElement?.remove();
  });

  for (const [index, item] of payloads.entries()) {
    it(`#${index} ${item.category}: ${item.payload.slice(0, 70)}`, async () => {
      recorder.reset();
      const url = `${DOCS}/guide/install.html#payload-${index}`;
      link.href = url;
      api.faults.set('/api/v3/embed/', {
        status: 200,
        body: {url, fragment: `payload-${index}`, content: item.payload, external: false},
        times: 1,
      });
      el.showPreview(link);
      const popup = el.shadowRoot!.querySelector<HTMLElement>('.popup')!;
      await waitUntil(() => ['shown', 'error'].includes(popup.dataset['state'] ?? ''), 'the preview settles', {timeout: 5000});
      await settle();

      const docsOrigin = location.origin;
      const content = el.shadowRoot!.querySelector('.content');
      if (content) {
        rendered++;
        const found = violationsOf(item, content, {docsOrigin, path: 'embed', executed: recorder.calls});
        expect(found, JSON.stringify(found)).to.deep.equal([]);
      } else {
        // Nothing displayable survived sanitizing: "Preview unavailable", and certainly nothing executed.
        expect(popup.textContent).to.contain('Preview unavailable');
        expect(recorder.calls).to.deep.equal([]);
        expect(item.must_not).to.not.include('text_lost');
      }
      const anywhere = findViolations(el.shadowRoot!, {docsOrigin, path: 'embed'}).filter((v) => NEVER.includes(v.token));
      expect(anywhere, JSON.stringify(anywhere)).to.deep.equal([]);

      // No style escapes the shadow root, and none from the payload restyles our own box.
      expect(document.styleSheets.length).to.equal(pageBefore.sheets);
      expect(document.querySelectorAll('style, link').length).to.equal(pageBefore.styles);
      expect(styleSnapshot(sentinel)).to.equal(pageBefore.sentinel);
      expect(el.shadowRoot!.querySelectorAll('style, link').length).to.equal(0);
      if (popup.dataset['state'] === 'shown') {
        await transitionsDone(popup);
        expect(styleSnapshot(popup)).to.equal(popupStyleBefore);
      }

      el.hidePreview();
      await el.updateComplete;
    });
  }

  it('rendered most payloads as content, so the checks above had something to inspect', () => {
    // 46 of 79 keep displayable text; the rest (a bare <script>, an <iframe>…) end as "Preview unavailable".
    expect(rendered).to.be.at.least(40);
  });
});
