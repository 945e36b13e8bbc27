import {expect} from '@open-wc/testing';
import {previewTarget} from '../../../src/elements/link-preview/previewable-link.js';

const PAGE = 'https://docs.example/docs/demo/en/latest/guide/install.html';

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  return a;
}

const target = (a: Element, options: {docsUrl?: string; samePage?: boolean} = {}) =>
  previewTarget(a, {pageUrl: PAGE, ...options})?.href;

describe('previewTarget', () => {
  it('keeps documentation pages of the same origin, fragment included', () => {
    expect(target(link('https://docs.example/docs/demo/en/latest/usage.html#first-steps'))).to.equal(
      'https://docs.example/docs/demo/en/latest/usage.html#first-steps',
    );
    expect(target(link('https://docs.example/docs/demo/en/latest/api/'))).to.equal('https://docs.example/docs/demo/en/latest/api/');
  });

  it('skips other origins, other schemes, downloads and assets', () => {
    expect(target(link('https://evil.example/docs/page.html'))).to.equal(undefined);
    expect(target(link('javascript:alert(1)'))).to.equal(undefined);
    expect(target(link('mailto:a@b.c'))).to.equal(undefined);
    expect(target(link('https://docs.example/docs/demo/en/latest/manual.pdf'))).to.equal(undefined);
    expect(target(link('https://docs.example/docs/demo/en/latest/_images/a.png'))).to.equal(undefined);
    expect(target(link('https://docs.example/docs/demo/en/latest/usage.html', {download: ''}))).to.equal(undefined);
    expect(target(document.createElement('span'))).to.equal(undefined);
  });

  it('skips the current page unless same-page previews are on, and never the page itself without a fragment', () => {
    const local = link(`${PAGE}#from-source`);
    expect(target(local)).to.equal(undefined);
    expect(target(local, {samePage: true})).to.equal(`${PAGE}#from-source`);
    expect(target(link(PAGE), {samePage: true})).to.equal(undefined);
  });

  it('limits previews to the documentation URL prefix when given', () => {
    const options = {docsUrl: 'https://docs.example/docs/demo/'};
    expect(target(link('https://docs.example/docs/demo/en/latest/usage.html'), options)).to.not.equal(undefined);
    expect(target(link('https://docs.example/docs/other/en/latest/usage.html'), options)).to.equal(undefined);
    expect(target(link('https://docs.example/blog/post.html'), options)).to.equal(undefined);
  });
});
