import {expect, fixture, fixtureCleanup, html, waitUntil} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import {LitElement} from 'lit';
import {HoverIntentController, inSafeTriangle, type IntentSource} from '../../src/controllers/hover-intent.js';

type Call = {kind: 'prefetch' | 'show' | 'end'; id: string; detail?: IntentSource; at: number};

/** A bare host: a surface in its shadow root, links in a scope container outside it. */
class IntentHost extends LitElement {
  scopeElement: HTMLElement | undefined;
  calls: Call[] = [];
  delay = 80;
  hideDelay = 120;
  touch: 'follow' | 'preview' = 'follow';
  prefetchDelay = 20;
  readonly intent = new HoverIntentController(this, {
    scope: () => this.scopeElement,
    match: (target) => target.closest<HTMLElement>('a.x'),
    surface: () => this.renderRoot.querySelector<HTMLElement>('.surface'),
    onPrefetch: (trigger) => this.calls.push({kind: 'prefetch', id: trigger.id, at: performance.now()}),
    onShow: (trigger, source) => this.calls.push({kind: 'show', id: trigger.id, detail: source, at: performance.now()}),
    onEnd: (trigger) => this.calls.push({kind: 'end', id: trigger.id, at: performance.now()}),
  });
  override render() {
    return html`<div class="surface" @pointerenter=${this.intent.surfaceEvent} @pointerleave=${this.intent.surfaceEvent} style="position: fixed; left: 300px; top: 20px; width: 200px; height: 150px; background: #eee">surface</div>`;
  }
}
customElements.define('intent-host', IntentHost);

// The links point at no element: following a link to itself, WebKit focuses it as the fragment's target.
async function setup(links = 3): Promise<{host: IntentHost; scope: HTMLElement; link: (i: number) => HTMLElement}> {
  const root = await fixture<HTMLElement>(html`<div>
    <button id="before">before</button>
    <div id="scope" style="display: flex; flex-direction: column; align-items: flex-start; gap: 30px; padding: 20px; width: 200px">
      ${Array.from({length: links}, (_, i) => html`<a class="x" id="l${i}" href="#to-l${i}" style="display: inline-block; width: 120px; height: 24px">link ${i}</a>`)}
    </div>
    <intent-host></intent-host>
  </div>`);
  const host = root.querySelector<IntentHost>('intent-host')!;
  const scope = root.querySelector<HTMLElement>('#scope')!;
  host.scopeElement = scope;
  host.intent.rebind();
  await host.updateComplete;
  return {host, scope, link: (i) => root.querySelector<HTMLElement>(`#l${i}`)!};
}

async function pointAt(element: Element, dx = 0, dy = 0): Promise<void> {
  const rect = element.getBoundingClientRect();
  await sendMouse({type: 'move', position: [Math.round(rect.left + rect.width / 2 + dx), Math.round(rect.top + rect.height / 2 + dy)]});
}

const kinds = (host: IntentHost) => host.calls.map((call) => `${call.kind}:${call.id}${call.detail ? `:${call.detail}` : ''}`);

describe('HoverIntentController', () => {
  afterEach(() => resetMouse());

  it('attaches the same number of listeners for 3 links and for 2,000', async () => {
    const counts: number[] = [];
    for (const links of [3, 2000]) {
      const {host, scope} = await setup(links);
      let added = 0;
      const original = scope.addEventListener;
      scope.addEventListener = function (this: HTMLElement, ...args: Parameters<HTMLElement['addEventListener']>) {
        added++;
        return original.apply(this, args);
      } as HTMLElement['addEventListener'];
      host.intent.rebind();
      counts.push(added);
      scope.addEventListener = original;
    }
    expect(counts).to.deep.equal([7, 7]);
  });

  it('prefetches, then shows after the delay once the pointer rests', async () => {
    const {host, link} = await setup();
    const start = performance.now();
    await pointAt(link(0));
    await waitUntil(() => host.calls.some((call) => call.kind === 'show'));
    expect(kinds(host)).to.deep.equal(['prefetch:l0', 'show:l0:pointer']);
    expect(host.calls[1]!.at - start).to.be.at.least(host.delay - 5);
    expect(host.intent.activeTrigger?.id).to.equal('l0');
  });

  it('waits while the pointer keeps moving over the link', async () => {
    // The controller shows once the delay has passed and the pointer has been still for the lesser of the delay and
    // 100 ms (here 150 and 100). Each move is a round trip through the driver, at the driver's and the machine's
    // pace (30-110 ms apart seen here), so each run is judged on the moves as they came: when it shows, the pointer
    // has been still for the rest time; and a move within the rest time before the delay ended made it wait past
    // the delay. A run with no move there (the driver paused longer than the rest time) proves nothing about
    // waiting, so it is repeated, up to five times.
    const REST_MS = 100;
    const TIMER_SLACK_MS = 5;
    for (let attempt = 1; ; attempt++) {
      // Each attempt on a fresh fixture where the first was: stacked below the last ones, a fourth attempt's link was
      // out of a WebKit window's bounds ("move target out of bounds").
      if (attempt > 1) {
        fixtureCleanup();
        await resetMouse();
      }
      const {host, link} = await setup();
      host.delay = 150;
      const moves: number[] = [];
      link(0).addEventListener('pointermove', () => moves.push(performance.now()));
      for (let step = 0; step < 8; step++) {
        await pointAt(link(0), -50 + step * 14, 0);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await waitUntil(() => host.calls.some((call) => call.kind === 'show'), 'shown once the pointer rests', {timeout: 5000});
      const shownAt = host.calls.find((call) => call.kind === 'show')!.at;
      const hoveredAt = moves[0]!;
      const timeline = `moves at ${moves.map((at) => Math.round(at - hoveredAt)).join(', ')} ms, shown at ${Math.round(shownAt - hoveredAt)} ms`;
      const lastMoveBefore = Math.max(...moves.filter((at) => at <= shownAt));
      expect(shownAt - lastMoveBefore, `never while the pointer moves: ${timeline}`).to.be.at.least(REST_MS - TIMER_SLACK_MS);
      expect(shownAt - hoveredAt, `not before the delay: ${timeline}`).to.be.at.least(host.delay - TIMER_SLACK_MS);
      const movedLate = moves.some((at) => at > hoveredAt + host.delay - REST_MS && at <= hoveredAt + host.delay);
      if (!movedLate && attempt < 5) continue;
      expect(movedLate, `a move within the rest time before the delay ended, in 5 runs: ${timeline}`).to.equal(true);
      // Not when the delay passed, since the pointer was still moving then.
      expect(shownAt - hoveredAt, timeline).to.be.greaterThan(host.delay + TIMER_SLACK_MS);
      break;
    }
  });

  it('lets go of a link the pointer leaves before the delay, without showing', async () => {
    const {host, link} = await setup();
    host.delay = 300;
    await pointAt(link(0));
    await waitUntil(() => host.calls.length === 1, 'prefetched');
    await sendMouse({type: 'move', position: [600, 500]});
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(kinds(host)).to.deep.equal(['prefetch:l0', 'end:l0']);
  });

  it('keeps the surface while the pointer travels to it, then hides after the grace when it leaves', async () => {
    const {host, link} = await setup();
    // A grace the two moves below fit in on a loaded machine: Firefox's BiDi took over 120 ms between them once in CI.
    host.hideDelay = 600;
    await pointAt(link(0));
    await waitUntil(() => host.intent.activeTrigger !== undefined);
    const surface = host.renderRoot.querySelector('.surface')!;
    // Through the gap between link and surface, then in.
    const rect = link(0).getBoundingClientRect();
    await sendMouse({type: 'move', position: [Math.round(rect.right + 40), Math.round(rect.top + 10)]});
    await pointAt(surface);
    await new Promise((resolve) => setTimeout(resolve, host.hideDelay + 100));
    expect(kinds(host)).to.deep.equal(['prefetch:l0', 'show:l0:pointer']);
    await sendMouse({type: 'move', position: [700, 550]});
    await waitUntil(() => host.calls.length === 3);
    expect(kinds(host)[2]).to.equal('end:l0');
  });

  it('shows at once on keyboard focus and lets go on blur, but not on a mouse click', async () => {
    const {host, link} = await setup();
    host.delay = 5000;
    (host.parentElement!.querySelector('#before') as HTMLElement).focus();
    await sendKeys({press: 'Tab'});
    expect(kinds(host)).to.deep.equal(['show:l0:focus']);
    await sendKeys({press: 'Tab'});
    expect(kinds(host)).to.deep.equal(['show:l0:focus', 'end:l0', 'show:l1:focus']);
    // Close l1 first: while a preview is open, pointing at another link shows it after the short group delay,
    // which a slower driver (Firefox's BiDi) lets pass before the click.
    (host.parentElement!.querySelector('#before') as HTMLElement).focus();
    host.calls = [];
    await pointAt(link(2));
    await sendMouse({type: 'down'});
    await sendMouse({type: 'up'});
    expect(kinds(host).filter((call) => call.startsWith('show'))).to.deep.equal([]);
  });

  it('Escape before the surface shows cancels it, and the link stays quiet until the pointer leaves', async () => {
    const {host, link} = await setup();
    // Firefox reports pointerover on a new link that appears under a resting pointer (the previous test's pointer
    // is still over where l2 is), so l0's prefetch may come after an 'end:l2': wait for l0's own prefetch.
    // A long delay, so Escape surely comes before the show however slow the driver is under load.
    host.delay = 5000;
    await pointAt(link(0));
    await waitUntil(() => kinds(host).includes('prefetch:l0'));
    expect(kinds(host).filter((call) => call.startsWith('show'))).to.deep.equal([]);
    link(0).focus({focusVisible: false} as FocusOptions);
    host.calls = [];
    link(0).dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
    // Still over the link (entering a child of it reports pointerover again): with a short delay now, a link that
    // was not kept quiet would show within the wait.
    host.delay = 50;
    link(0).dispatchEvent(new PointerEvent('pointerover', {pointerType: 'mouse', bubbles: true, composed: true}));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kinds(host)).to.deep.equal(['end:l0']);
  });

  it('with touch="preview", a first tap shows and a second tap follows the link', async () => {
    const {host, link} = await setup();
    host.touch = 'preview';
    const tap = () => {
      link(1).dispatchEvent(new PointerEvent('pointerdown', {pointerType: 'touch', bubbles: true, composed: true}));
      const click = new MouseEvent('click', {bubbles: true, cancelable: true, composed: true});
      link(1).dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap(), 'first tap is kept').to.equal(true);
    expect(kinds(host)).to.deep.equal(['show:l1:touch']);
    expect(tap(), 'second tap follows').to.equal(false);
  });

  it('by default lets a tap follow the link', async () => {
    const {host, link} = await setup();
    link(1).dispatchEvent(new PointerEvent('pointerdown', {pointerType: 'touch', bubbles: true, composed: true}));
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, composed: true});
    link(1).dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(false);
    expect(host.calls, JSON.stringify(host.calls)).to.deep.equal([]);
  });

  it('stops listening when the host disconnects', async () => {
    const {host, link} = await setup();
    await pointAt(link(0));
    await waitUntil(() => host.intent.activeTrigger !== undefined);
    const before = kinds(host);
    host.remove();
    // The host lets go of its own work as it disconnects: no onEnd then.
    expect(kinds(host)).to.deep.equal(before);
    host.calls = [];
    await pointAt(link(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(host.calls).to.deep.equal([]);
  });
});

describe('inSafeTriangle', () => {
  const rect = new DOMRect(100, 100, 200, 100);
  it('accepts points between the exit point and the facing side, and rejects others', () => {
    const exit = {x: 50, y: 150};
    expect(inSafeTriangle(exit, rect, {x: 80, y: 150})).to.equal(true);
    expect(inSafeTriangle(exit, rect, {x: 95, y: 110})).to.equal(true);
    expect(inSafeTriangle(exit, rect, {x: 60, y: 60})).to.equal(false);
    expect(inSafeTriangle(exit, rect, {x: 40, y: 150})).to.equal(false);
    const above = {x: 200, y: 40};
    expect(inSafeTriangle(above, rect, {x: 200, y: 80})).to.equal(true);
    expect(inSafeTriangle(above, rect, {x: 20, y: 80})).to.equal(false);
  });
});
