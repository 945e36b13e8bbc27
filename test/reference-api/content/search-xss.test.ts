import {expect} from '@open-wc/testing';
import {createReferenceApi} from '../../../src/reference-api/index.js';
import {XSS_PAYLOADS} from './fixtures/xss-payloads.js';
import {searchV3} from './helpers.js';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Only `<span>` and `</span>` may remain once the escaped text is taken away. */
function tagsIn(fragment: string): string[] {
  return fragment.match(/<[^>]*>/g)?.filter((tag) => tag !== '<span>' && tag !== '</span>') ?? [];
}

describe('search highlights over the XSS corpus', () => {
  it('escapes every payload in section titles and text: the only tags are the highlight spans', async () => {
    const pages = XSS_PAYLOADS.map((payload, index) => ({
      path: `p${index}.html`,
      html: `<html><head><title>Page ${index}</title></head><body><main><section id="s${index}">` +
        `<h2>walrus ${escapeText(payload)}</h2><p>walrus ${escapeText(payload)} walrus</p></section></main></body></html>`,
    }));
    const api = createReferenceApi({data: {projects: [{slug: 'x', versions: [{slug: 'latest', pages}]}]}});
    let checked = 0;
    for (let page = 1; page <= Math.ceil(pages.length / 100); page++) {
      const {status, body} = await searchV3(api, 'project:x walrus', `&page_size=100&page=${page}`);
      expect(status).to.equal(200);
      for (const result of body.results) {
        const index = Number(/p(\d+)\.html$/.exec(result.path)?.[1]);
        const payload = XSS_PAYLOADS[index] ?? '';
        for (const block of result.blocks) {
          const fragments = [...block.highlights.title, ...block.highlights.content];
          expect(fragments.length, payload).to.be.greaterThan(0);
          for (const fragment of fragments) {
            expect(tagsIn(fragment), payload).to.deep.equal([]);
            const probe = new DOMParser().parseFromString(`<body>${fragment}`, 'text/html').body;
            expect([...probe.querySelectorAll('*')].every((element) => element.localName === 'span'), payload).to.equal(true);
          }
          expect(block.content, payload).to.contain('walrus');
          checked++;
        }
      }
    }
    expect(checked).to.equal(XSS_PAYLOADS.length);
  });
});
