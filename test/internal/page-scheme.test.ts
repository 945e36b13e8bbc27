import {expect, fixture, html} from '@open-wc/testing';
import {luminance, pageScheme, parseColor, singleScheme} from '../../src/internal/page-scheme.js';

describe('pageScheme: the colour scheme a page shows around an element', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
  });

  it('reads computed colours in rgb(), rgba() and the forms only a canvas converts (oklch, color())', () => {
    expect(parseColor('rgb(22, 24, 29)')).to.deep.equal([22, 24, 29, 1]);
    expect(parseColor('rgba(255, 255, 255, 0.25)')).to.deep.equal([255, 255, 255, 0.25]);
    expect(parseColor('rgba(0, 0, 0, 0)')).to.deep.equal([0, 0, 0, 0]);
    expect(parseColor('transparent')?.[3]).to.equal(0);
    const [red, green, blue, alpha] = parseColor('oklch(0.2 0.01 260)')!;
    expect(Math.max(red, green, blue)).to.be.below(40);
    expect(alpha).to.equal(1);
    expect(parseColor('color(srgb 1 1 1)')?.slice(0, 3)).to.deep.equal([255, 255, 255]);
  });

  it('a single declared scheme counts; "normal" and "light dark" leave it to the reader', () => {
    expect(singleScheme('dark')).to.equal('dark');
    expect(singleScheme('only light')).to.equal('light');
    expect(singleScheme('light dark')).to.equal(undefined);
    expect(singleScheme('normal')).to.equal(undefined);
    expect(singleScheme('')).to.equal(undefined);
  });

  it('splits backgrounds at the WCAG luminance where white text wins over black', () => {
    expect(luminance([255, 255, 255])).to.be.closeTo(1, 1e-9);
    expect(luminance([0, 0, 0])).to.equal(0);
    expect(luminance([0x13, 0x14, 0x16])).to.be.below(0.179);
    expect(luminance([0xf8, 0xf9, 0xfb])).to.be.above(0.179);
  });

  it('nothing on the page: undefined, so prefers-color-scheme decides', async () => {
    const element = await fixture(html`<div><span></span></div>`);
    expect(pageScheme(element.firstElementChild!)).to.equal(undefined);
  });

  it('a page that declares one scheme (mkdocs-material slate, pydata dark) is that scheme', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const element = await fixture(html`<div><span></span></div>`);
    expect(pageScheme(element.firstElementChild!)).to.equal('dark');
  });

  it('otherwise the nearest opaque background behind the element decides, light or dark', async () => {
    document.body.style.background = 'rgb(19, 20, 22)';
    const element = await fixture(html`<div>
      <nav style="background: rgb(250, 250, 250)"><span id="in-light-sidebar"></span></nav>
      <main style="background: rgba(255, 255, 255, 0.1)"><span id="in-main"></span></main>
    </div>`);
    expect(pageScheme(element.querySelector('#in-light-sidebar')!)).to.equal('light');
    // A mostly transparent background shows the page behind it.
    expect(pageScheme(element.querySelector('#in-main')!)).to.equal('dark');
  });

  it("looks through shadow roots to the host's surroundings", async () => {
    const host = await fixture(html`<div style="background: oklch(0.22 0.02 250)"></div>`);
    const inner = host.attachShadow({mode: 'open'}).appendChild(document.createElement('span'));
    expect(pageScheme(inner)).to.equal('dark');
  });
});
