import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {LitElement, css, html as litHtml} from 'lit';
import {ModalDialogController} from '../../src/controllers/modal-dialog.js';

/** A minimal search-like host: a button that opens a modal dialog with a field, through the controller. */
class ModalDialogTestHost extends LitElement {
  static override properties = {open: {type: Boolean}};
  // The rule the controller's closing state relies on (the search's styles carry the same).
  static override styles = css`
    dialog[data-closing],
    dialog[data-closing]::backdrop {
      opacity: 0;
      pointer-events: none;
    }
  `;
  open = false;
  closedCount = 0;
  readonly modal = new ModalDialogController(this, {
    dialog: () => this.shadowRoot?.querySelector('dialog'),
    onShown: () => this.shadowRoot?.querySelector('input')?.focus(),
    onClosed: () => {
      this.closedCount += 1;
    },
    fallbackFocus: () => this.shadowRoot?.querySelector('button'),
  });
  close(): void {
    this.open = false;
  }
  override render() {
    return litHtml`<button @click=${() => (this.open = true)}>open</button>
      <dialog aria-label="test dialog" @keydown=${this.modal.onKeyDown} @click=${this.modal.onClick}
        @cancel=${this.modal.onCancel} @close=${this.modal.onClose}><input aria-label="query" /></dialog>`;
  }
}
customElements.define('modal-dialog-test-host', ModalDialogTestHost);

async function openHost() {
  const host = await fixture<ModalDialogTestHost>(html`<modal-dialog-test-host></modal-dialog-test-host>`);
  const shadow = host.shadowRoot as ShadowRoot;
  const dialog = shadow.querySelector('dialog') as HTMLDialogElement;
  const field = shadow.querySelector('input') as HTMLInputElement;
  shadow.querySelector('button')?.focus();
  host.open = true;
  await host.updateComplete;
  expect(dialog.open, 'shown').to.be.true;
  expect(shadow.activeElement).to.equal(field);
  return {host, shadow, dialog, field};
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('ModalDialogController', () => {
  it('hides the dialog in the frame of the Escape and closes it only after that frame', async () => {
    const {host, shadow, dialog} = await openHost();
    // `close()` lifts the page's inertness, a restyle of the whole document: it must not run in the key's own task.
    let inKeyTask = false;
    let closedInKeyTask = false;
    const close = dialog.close.bind(dialog);
    dialog.close = (value?: string) => {
      closedInKeyTask ||= inKeyTask;
      close(value);
    };
    let hiddenInFirstFrame: {open: boolean; opacity: string} | undefined;
    addEventListener('keydown', () => {
      inKeyTask = true;
      setTimeout(() => (inKeyTask = false));
      requestAnimationFrame(() => (hiddenInFirstFrame = {open: dialog.open, opacity: getComputedStyle(dialog).opacity}));
    }, {capture: true, once: true});

    await sendKeys({press: 'Escape'});
    await waitUntil(() => !dialog.open, 'closed');
    expect(closedInKeyTask, 'close() ran in the Escape key task').to.be.false;
    expect(hiddenInFirstFrame, 'the first frame after the key: still open, not visible').to.deep.equal({open: true, opacity: '0'});
    await waitUntil(() => host.closedCount === 1, 'the close was reported');
    expect(host.open).to.be.false;
    expect(dialog.hasAttribute('data-closing')).to.be.false;
    expect(shadow.activeElement?.textContent, 'focus back on the opener').to.equal('open');
  });

  it('shows the same dialog again when reopened before it closed, with no close reported', async () => {
    const {host, shadow, dialog, field} = await openHost();
    host.modal.dismiss();
    await host.updateComplete;
    expect(dialog.hasAttribute('data-closing'), 'hidden at once').to.be.true;
    host.open = true;
    await host.updateComplete;
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialog.open).to.be.true;
    expect(getComputedStyle(dialog).opacity).to.equal('1');
    expect(host.closedCount).to.equal(0);
    expect(shadow.activeElement).to.equal(field);
  });

  it('refuses keys that reach the hidden field before it closes, so the query does not change unseen', async () => {
    const {host, dialog, field} = await openHost();
    await sendKeys({type: 'ab'});
    host.modal.dismiss();
    await host.updateComplete;
    // A letter typed between the Escape and the close: its keydown's default (the text it inserts) is prevented.
    const letter = new KeyboardEvent('keydown', {key: 'c', bubbles: true, cancelable: true, composed: true});
    field.dispatchEvent(letter);
    expect(letter.defaultPrevented).to.be.true;
    await waitUntil(() => !dialog.open, 'closed');
    expect(field.value).to.equal('ab');
    // Open again, keys are the field's.
    host.open = true;
    await host.updateComplete;
    const next = new KeyboardEvent('keydown', {key: 'c', bubbles: true, cancelable: true, composed: true});
    field.dispatchEvent(next);
    expect(next.defaultPrevented).to.be.false;
  });

  it('closes at once when code closes it (a caller that moves focus to the page next), even while a reader\'s close waits', async () => {
    const {host, shadow, dialog} = await openHost();
    host.close();
    await host.updateComplete;
    expect(dialog.open, 'closed in the update').to.be.false;
    expect(dialog.hasAttribute('data-closing')).to.be.false;
    await waitUntil(() => host.closedCount === 1, 'the close was reported');
    expect(shadow.activeElement?.textContent, 'focus back on the opener').to.equal('open');

    host.open = true;
    await host.updateComplete;
    host.modal.dismiss();
    await host.updateComplete;
    expect(dialog.hasAttribute('data-closing'), 'the reader\'s close waits for its frame').to.be.true;
    host.close();
    host.requestUpdate();
    await host.updateComplete;
    expect(dialog.open, 'closed by code at once').to.be.false;
    expect(dialog.hasAttribute('data-closing')).to.be.false;
  });

  it('closes at once when the host is removed while a close waits for its frame', async () => {
    const {host, dialog} = await openHost();
    host.modal.dismiss();
    await host.updateComplete;
    host.remove();
    expect(dialog.open).to.be.false;
    expect(dialog.hasAttribute('data-closing')).to.be.false;
  });
});
