import {expect, fixture, html} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import {LitElement, html as litHtml} from 'lit';
import {DismissController, claimEscape, type DismissReason} from '../../src/controllers/dismiss.js';

/** A minimal disclosure that closes through the controller and records why. */
class DismissTestHost extends LitElement {
  static override properties = {open: {type: Boolean}};
  open = false;
  reasons: DismissReason[] = [];
  extraInside: Element | null = null;
  readonly dismiss = new DismissController(this, {
    inside: () => [this, this.extraInside],
    onDismiss: (reason) => {
      this.reasons.push(reason);
      this.open = false;
    },
  });
  override render() {
    return litHtml`<button id="toggle">toggle</button>
      <div ?hidden=${!this.open}><input id="inner" aria-label="inner" /><button id="second">second</button></div>`;
  }
}
customElements.define('dismiss-test-host', DismissTestHost);

function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)];
}

async function setup() {
  const root = await fixture<HTMLDivElement>(html`<div>
    <button id="before">before</button>
    <dismiss-test-host></dismiss-test-host>
    <button id="after">after</button>
    <p id="outside" style="padding: 20px">outside text</p>
  </div>`);
  const host = root.querySelector('dismiss-test-host') as DismissTestHost;
  host.open = true;
  await host.updateComplete;
  return {root, host, shadow: host.shadowRoot as ShadowRoot};
}

describe('DismissController', () => {
  afterEach(() => resetMouse());

  it('listens only while open and releases everything when closed or disconnected', async () => {
    const {host} = await setup();
    expect(host.dismiss.listening).to.be.true;
    host.open = false;
    await host.updateComplete;
    expect(host.dismiss.listening).to.be.false;
    host.open = true;
    await host.updateComplete;
    expect(host.dismiss.listening).to.be.true;
    host.remove();
    expect(host.dismiss.listening).to.be.false;
  });

  it('closes on Escape pressed inside and marks the key handled', async () => {
    const {host, shadow} = await setup();
    (shadow.getElementById('inner') as HTMLInputElement).focus();
    let prevented: boolean | undefined;
    document.addEventListener('keydown', (event) => (prevented = event.defaultPrevented), {once: true});
    await sendKeys({press: 'Escape'});
    expect(host.reasons).to.deep.equal(['escape']);
    expect(host.open).to.be.false;
    expect(prevented).to.be.true;
  });

  it('leaves Escape alone when an inner handler of ours claimed it', async () => {
    const {host, shadow} = await setup();
    const inner = shadow.getElementById('inner') as HTMLInputElement;
    inner.addEventListener('keydown', (event) => event.key === 'Escape' && claimEscape(event));
    inner.focus();
    await sendKeys({press: 'Escape'});
    expect(host.open).to.be.true;
    expect(host.reasons).to.deep.equal([]);
  });

  it("closes on Escape even when the page's own handler prevents every Escape first (Sphinx 5 doctools)", async () => {
    const {host} = await setup();
    const pageHandler = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
    // Registered on the document before ours, as a theme script loaded with the page is.
    document.addEventListener('keydown', pageHandler, {capture: true});
    try {
      // Focus stays on the page, as when the surface was opened by hovering.
      (document.activeElement as HTMLElement | null)?.blur();
      await sendKeys({press: 'Escape'});
      expect(host.reasons).to.deep.equal(['escape']);
      expect(host.open).to.be.false;
    } finally {
      document.removeEventListener('keydown', pageHandler, {capture: true});
    }
  });

  it("closes on Escape pressed on our own button even when the page's handler prevents it first", async () => {
    const {host, shadow} = await setup();
    const pageHandler = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
    document.addEventListener('keydown', pageHandler, {capture: true});
    try {
      // Focus on the toggle, as after opening with a click: the event comes from inside, prevented by the page.
      (shadow.getElementById('toggle') as HTMLButtonElement).focus();
      await sendKeys({press: 'Escape'});
      expect(host.reasons).to.deep.equal(['escape']);
      expect(host.open).to.be.false;
    } finally {
      document.removeEventListener('keydown', pageHandler, {capture: true});
    }
  });

  it('closes on a pointer press outside, not inside', async () => {
    const {root, host, shadow} = await setup();
    await sendMouse({type: 'click', position: centre(shadow.getElementById('second') as Element)});
    expect(host.open).to.be.true;
    await sendMouse({type: 'click', position: centre(root.querySelector('#outside') as Element)});
    expect(host.reasons).to.deep.equal(['outside-pointer']);
    expect(host.open).to.be.false;
  });

  it('counts the extra elements of `inside` as inside', async () => {
    const {root, host} = await setup();
    host.extraInside = root.querySelector('#outside');
    await sendMouse({type: 'click', position: centre(root.querySelector('#outside') as Element)});
    expect(host.open).to.be.true;
  });

  it('closes when Tab moves focus out, not while focus moves within', async () => {
    const {host, shadow} = await setup();
    (shadow.getElementById('toggle') as HTMLButtonElement).focus();
    await sendKeys({press: 'Tab'});
    expect(shadow.activeElement?.id).to.equal('inner');
    await sendKeys({press: 'Tab'});
    expect(shadow.activeElement?.id).to.equal('second');
    expect(host.open).to.be.true;
    await sendKeys({press: 'Tab'});
    expect(document.activeElement?.id).to.equal('after');
    expect(host.reasons).to.deep.equal(['focus-out']);
    expect(host.open).to.be.false;
  });

  it('closes when Shift+Tab moves focus out backwards', async () => {
    const {host, shadow} = await setup();
    (shadow.getElementById('toggle') as HTMLButtonElement).focus();
    await sendKeys({down: 'Shift'});
    await sendKeys({press: 'Tab'});
    await sendKeys({up: 'Shift'});
    expect(document.activeElement?.id).to.equal('before');
    expect(host.reasons).to.deep.equal(['focus-out']);
  });

  it('does nothing once closed, even with a stale event in flight', async () => {
    const {host, shadow} = await setup();
    host.open = false;
    await host.updateComplete;
    (shadow.getElementById('toggle') as HTMLButtonElement).focus();
    await sendKeys({press: 'Escape'});
    expect(host.reasons).to.deep.equal([]);
  });
});
