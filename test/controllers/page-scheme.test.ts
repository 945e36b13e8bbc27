import {expect, fixture, html as staticHtml} from '@open-wc/testing';
import {LitElement, html} from 'lit';
import {PageSchemeController} from '../../src/controllers/page-scheme.js';
import type {Scheme} from '../../src/internal/page-scheme.js';

class SchemeHost extends LitElement {
  static override properties = {follow: {type: Boolean}};
  follow = true;
  changes: Array<Scheme | undefined> = [];
  // The scheme as the host is told it: the last onChange.
  readonly scheme = new PageSchemeController(this, {follow: () => this.follow, onChange: (scheme) => this.changes.push(scheme)});
  protected override render() {
    return html`<slot></slot>`;
  }
}
customElements.define('page-scheme-host', SchemeHost);

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('PageSchemeController', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    // A theme's dark-mode switch as furo and pydata-sphinx-theme have it: an attribute on <body> or <html>.
    style = document.createElement('style');
    style.textContent = `body[data-theme='dark'] { background: #131416; } html[data-theme='light'] body { background: #fff; }`;
    document.head.append(style);
  });
  afterEach(() => {
    style.remove();
    document.body.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-theme');
  });

  it('reads the page on connect and follows a theme switch on <body> or <html>', async () => {
    const host = await fixture<SchemeHost>(staticHtml`<page-scheme-host></page-scheme-host>`);
    expect(host.changes.at(-1)).to.equal(undefined);
    document.body.dataset.theme = 'dark';
    await frame();
    expect(host.changes.at(-1)).to.equal('dark');
    document.body.removeAttribute('data-theme');
    document.documentElement.dataset.theme = 'light';
    await frame();
    expect(host.changes.at(-1)).to.equal('light');
    expect(host.changes).to.deep.equal(['dark', 'light']);
  });

  it('many changes in one frame are one read', async () => {
    const host = await fixture<SchemeHost>(staticHtml`<page-scheme-host></page-scheme-host>`);
    for (let index = 0; index < 20; index++) document.body.dataset.theme = index % 2 ? 'dark' : 'light';
    await frame();
    expect(host.changes).to.deep.equal(['dark']);
  });

  it('stops following when the host no longer wants to, and forgets the scheme', async () => {
    document.body.dataset.theme = 'dark';
    const host = await fixture<SchemeHost>(staticHtml`<page-scheme-host></page-scheme-host>`);
    expect(host.changes.at(-1)).to.equal('dark');
    host.follow = false;
    await host.updateComplete;
    expect(host.changes.at(-1)).to.equal(undefined);
    document.body.removeAttribute('data-theme');
    document.body.dataset.theme = 'dark';
    await frame();
    expect(host.changes).to.deep.equal(['dark', undefined]);
  });

  it('watches nothing once the host is removed', async () => {
    const host = await fixture<SchemeHost>(staticHtml`<page-scheme-host></page-scheme-host>`);
    host.remove();
    document.body.dataset.theme = 'dark';
    await frame();
    expect(host.changes).to.deep.equal([]);
  });
});
