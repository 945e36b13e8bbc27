import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {LitElement, html as litHtml} from 'lit';
import {RetryCountdownController} from '../../src/controllers/retry-countdown.js';

/** Renders the countdown as a retry button would. */
class CountdownTestHost extends LitElement {
  readonly countdown = new RetryCountdownController(this);
  override render() {
    return litHtml`<button>${this.countdown.waiting ? `Try again in ${this.countdown.seconds} s` : 'Try again'}</button>`;
  }
}
customElements.define('retry-countdown-test-host', CountdownTestHost);

const label = (host: CountdownTestHost) => host.shadowRoot!.querySelector('button')!.textContent;

describe('RetryCountdownController', () => {
  it('counts whole seconds down on the host, then lets a retry through', async () => {
    const host = await fixture<CountdownTestHost>(html`<retry-countdown-test-host></retry-countdown-test-host>`);
    host.countdown.start(1.2);
    await host.updateComplete;
    expect(label(host)).to.equal('Try again in 2 s');
    await waitUntil(() => label(host) === 'Try again in 1 s', 'one second later', {timeout: 1500});
    await waitUntil(() => label(host) === 'Try again', 'the wait is over', {timeout: 1500});
    expect(host.countdown.waiting).to.equal(false);
  });

  it('ignores a wait of 0 or less, and a restart replaces the running wait', async () => {
    const host = await fixture<CountdownTestHost>(html`<retry-countdown-test-host></retry-countdown-test-host>`);
    host.countdown.start(0);
    expect(host.countdown.waiting).to.equal(false);
    host.countdown.start(30);
    host.countdown.start(5);
    await host.updateComplete;
    expect(label(host)).to.equal('Try again in 5 s');
    host.countdown.stop();
    await host.updateComplete;
    expect(label(host)).to.equal('Try again');
  });

  it('stops its timer when the host leaves the page', async () => {
    const host = await fixture<CountdownTestHost>(html`<retry-countdown-test-host></retry-countdown-test-host>`);
    host.countdown.start(10);
    host.remove();
    expect(host.countdown.waiting).to.equal(false);
  });
});
