import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {LitElement} from 'lit';
import {property} from 'lit/decorators.js';
import {FloatingController} from '../../src/controllers/floating.js';

/** A reference button and a top-layer popover, positioned by the controller while `open`. */
class FloatingHost extends LitElement {
  @property({type: Boolean}) open = false;
  readonly placement = 'bottom';
  readonly floating = new FloatingController(this);
  override updated(): void {
    const pop = this.renderRoot.querySelector<HTMLElement>('.pop')!;
    if (this.open && !pop.matches(':popover-open')) pop.showPopover();
    if (!this.open && pop.matches(':popover-open')) pop.hidePopover();
    const ref = this.renderRoot.querySelector('.ref') ?? undefined;
    this.floating.sync(this.open ? ref : undefined, pop, this.renderRoot.querySelector<HTMLElement>('.arrow'));
  }
  override render() {
    return html`<button class="ref" style="margin: 100px 0 0 200px">reference</button>
      <div class="pop" popover="manual" style="position: fixed; inset: auto; margin: 0; width: 150px; height: 60px">
        <div class="arrow" style="position: absolute; width: 8px; height: 8px"></div>
      </div>`;
  }
}
customElements.define('floating-host', FloatingHost);

describe('FloatingController', () => {
  it('runs autoUpdate only while open, placing the surface under its reference', async () => {
    const host = await fixture<FloatingHost>(html`<floating-host></floating-host>`);
    expect(host.floating.running).to.equal(false);
    host.open = true;
    await host.updateComplete;
    expect(host.floating.running).to.equal(true);
    await waitUntil(() => host.floating.updates > 0);
    await host.floating.positioned;
    const ref = host.renderRoot.querySelector('.ref')!.getBoundingClientRect();
    const pop = host.renderRoot.querySelector<HTMLElement>('.pop')!;
    const rect = pop.getBoundingClientRect();
    expect(rect.top - ref.bottom).to.be.closeTo(8, 1);
    expect(rect.left + rect.width / 2).to.be.closeTo(ref.left + ref.width / 2, 1);
    expect(pop.dataset['placement']).to.equal('bottom');
    expect(pop.style.getPropertyValue('--docs-floating-available-height')).to.match(/px$/);
    const arrow = host.renderRoot.querySelector<HTMLElement>('.arrow')!;
    const arrowRect = arrow.getBoundingClientRect();
    // The arrow points at the reference's middle.
    expect(arrowRect.left + arrowRect.width / 2).to.be.closeTo(ref.left + ref.width / 2, 2);

    host.open = false;
    await host.updateComplete;
    expect(host.floating.running).to.equal(false);
  });

  it('publishes the space left on the surface alone: its content does not inherit it (no restyle of the content)', async () => {
    const host = await fixture<FloatingHost>(html`<floating-host open></floating-host>`);
    await waitUntil(() => host.floating.updates > 0);
    await host.floating.positioned;
    const pop = host.renderRoot.querySelector<HTMLElement>('.pop')!;
    const arrow = host.renderRoot.querySelector<HTMLElement>('.arrow')!;
    expect(getComputedStyle(pop).getPropertyValue('--docs-floating-available-width')).to.match(/^\s*\d+(\.\d+)?px$/);
    expect(getComputedStyle(arrow).getPropertyValue('--docs-floating-available-width').trim()).to.equal('');
    expect(getComputedStyle(arrow).getPropertyValue('--docs-floating-available-height').trim()).to.equal('');
  });

  it('follows the reference when the layout moves it', async () => {
    const host = await fixture<FloatingHost>(html`<floating-host open></floating-host>`);
    await waitUntil(() => host.floating.updates > 0);
    await host.floating.positioned;
    const pop = host.renderRoot.querySelector<HTMLElement>('.pop')!;
    const before = pop.getBoundingClientRect().left;
    const ref = host.renderRoot.querySelector<HTMLElement>('.ref')!;
    ref.style.marginLeft = '300px';
    await waitUntil(() => Math.abs(pop.getBoundingClientRect().left - before - 100) < 1, 'moved with its reference');
  });

  it('flips above when there is no room below', async () => {
    const host = await fixture<FloatingHost>(html`<floating-host></floating-host>`);
    const ref = host.renderRoot.querySelector<HTMLElement>('.ref')!;
    ref.style.marginTop = `${window.innerHeight - 40}px`;
    host.open = true;
    await host.updateComplete;
    await waitUntil(() => host.floating.updates > 0);
    await host.floating.positioned;
    const pop = host.renderRoot.querySelector<HTMLElement>('.pop')!;
    expect(pop.dataset['placement']).to.equal('top');
    expect(pop.getBoundingClientRect().bottom).to.be.at.most(ref.getBoundingClientRect().top);
  });

  it('stops on disconnect', async () => {
    const host = await fixture<FloatingHost>(html`<floating-host open></floating-host>`);
    expect(host.floating.running).to.equal(true);
    host.remove();
    expect(host.floating.running).to.equal(false);
  });
});
