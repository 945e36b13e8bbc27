import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {LitElement} from 'lit';
import {AnnouncerController} from '../../src/controllers/announcer.js';

class AnnouncerHost extends LitElement {
  readonly announcer = new AnnouncerController(this, {injectDelay: 20});
  override render() {
    return this.announcer.render();
  }
}
customElements.define('announcer-host', AnnouncerHost);

const region = (host: AnnouncerHost, role: 'status' | 'alert') =>
  host.shadowRoot!.querySelector(`[role="${role}"]`) as HTMLElement;

describe('AnnouncerController', () => {
  it('renders a polite status region and an assertive alert region', async () => {
    const host = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    expect(region(host, 'status').getAttribute('aria-live')).to.equal('polite');
    expect(region(host, 'alert').getAttribute('aria-live')).to.equal('assertive');
    await expect(host).to.be.accessible();
  });

  it('empties the region first and fills it after a pause, so a repeated message is read again', async () => {
    const host = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    host.announcer.announce('3 results');
    await waitUntil(() => region(host, 'status').textContent === '3 results', 'first message shown');
    host.announcer.announce('3 results');
    await host.updateComplete;
    expect(region(host, 'status').textContent).to.equal('');
    await waitUntil(() => region(host, 'status').textContent === '3 results', 'repeat shown again');
  });

  it('keeps the two regions apart and lets a newer message replace a waiting one', async () => {
    const host = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    host.announcer.announce('1 result');
    host.announcer.announce('2 results');
    host.announcer.announce('Search failed', 'assertive');
    await waitUntil(() => region(host, 'alert').textContent === 'Search failed', 'alert shown');
    await waitUntil(() => region(host, 'status').textContent === '2 results', 'newest status shown');
  });

  it('clear() empties both regions and drops waiting messages', async () => {
    const host = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    host.announcer.announce('4 results');
    host.announcer.clear();
    await new Promise((resolve) => setTimeout(resolve, 40)); // longer than injectDelay: nothing may arrive
    await host.updateComplete;
    expect(region(host, 'status').textContent).to.equal('');
  });
});
