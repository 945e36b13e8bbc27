import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, sendMouse, resetMouse} from '@web/test-runner-commands';
import {LitElement, html as litHtml, nothing} from 'lit';
import {ListboxController} from '../../src/controllers/listbox.js';

/** A minimal combobox: a field and a listbox of five options, the controller owning the keyboard model. */
class ListboxTestHost extends LitElement {
  items = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
  accepted: Array<[number, boolean]> = [];
  composing = false;
  readonly listbox = new ListboxController(this, {
    ids: () => this.items,
    composing: () => this.composing,
    root: () => this.shadowRoot,
    onAccept: (index, event) => this.accepted.push([index, event.ctrlKey]),
  });
  override render() {
    const active = this.listbox.activeId;
    return litHtml`<input
        role="combobox"
        aria-label="Find"
        aria-controls="list"
        aria-expanded="true"
        aria-activedescendant=${active ?? nothing}
        @keydown=${(event: KeyboardEvent) => this.listbox.onKeyDown(event)}
      />
      <div id="list" role="listbox" aria-label="Things" style="max-block-size: 60px; overflow: auto" tabindex="0"
        @pointermove=${this.listbox.onPointerMove}>
        ${this.items.map(
          (id) => litHtml`<div id=${id} role="option" aria-selected=${id === active ? 'true' : 'false'} style="block-size: 24px">${id}</div>`,
        )}
      </div>`;
  }
}
customElements.define('listbox-test-host', ListboxTestHost);

const activeText = (host: ListboxTestHost) =>
  host.shadowRoot!.querySelector('[aria-selected="true"]')?.textContent ?? null;

describe('ListboxController', () => {
  let host: ListboxTestHost;
  beforeEach(async () => {
    host = await fixture<ListboxTestHost>(html`<listbox-test-host></listbox-test-host>`);
    host.shadowRoot!.querySelector('input')!.focus();
  });
  afterEach(() => resetMouse());

  it('moves with the arrows (wrapping) while focus stays in the field, and scrolls the active option into view', async () => {
    expect(activeText(host)).to.equal(null);
    await sendKeys({press: 'ArrowDown'});
    expect(activeText(host)).to.equal('alpha');
    await sendKeys({press: 'ArrowUp'});
    expect(activeText(host)).to.equal('epsilon');
    const list = host.shadowRoot!.getElementById('list')!;
    const option = host.shadowRoot!.getElementById('epsilon')!;
    const listBox = list.getBoundingClientRect();
    const optionBox = option.getBoundingClientRect();
    expect(optionBox.bottom).to.be.at.most(listBox.bottom + 1);
    expect(host.shadowRoot!.activeElement).to.equal(host.shadowRoot!.querySelector('input'));
    await expect(host).to.be.accessible();
  });

  it('Home and End jump only once the arrows were used; otherwise they are the caret\'s', async () => {
    await sendKeys({press: 'End'});
    expect(activeText(host)).to.equal(null);
    host.listbox.activate(1);
    await host.updateComplete;
    await sendKeys({press: 'End'});
    expect(activeText(host), 'an option marked from outside leaves End to the caret').to.equal('beta');
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'End'});
    expect(activeText(host)).to.equal('epsilon');
    await sendKeys({press: 'Home'});
    expect(activeText(host)).to.equal('alpha');
  });

  it('Enter accepts the active option, or the first when none is active', async () => {
    await sendKeys({press: 'Enter'});
    host.listbox.activate(2);
    await host.updateComplete;
    expect(activeText(host)).to.equal('gamma');
    await sendKeys({down: 'Control'});
    await sendKeys({press: 'Enter'});
    await sendKeys({up: 'Control'});
    expect(host.accepted).to.deep.equal([
      [0, false],
      [2, true],
    ]);
  });

  it('leaves the keys alone during an IME composition', async () => {
    host.composing = true;
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Enter'});
    expect(activeText(host)).to.equal(null);
    expect(host.accepted).to.deep.equal([]);
  });

  it('follows the pointer, and clear() returns to the field', async () => {
    const beta = host.shadowRoot!.getElementById('beta')!.getBoundingClientRect();
    await sendMouse({type: 'move', position: [Math.round(beta.x + 5), Math.round(beta.y + beta.height / 2)]});
    expect(activeText(host)).to.equal('beta');
    host.listbox.clear();
    await host.updateComplete;
    expect(activeText(host)).to.equal(null);
  });

  it('forgets an active option that the list no longer has', async () => {
    host.listbox.activate(4);
    host.items = ['alpha'];
    host.requestUpdate();
    await host.updateComplete;
    expect(host.listbox.activeId).to.equal(undefined);
    expect(activeText(host)).to.equal(null);
  });
});
