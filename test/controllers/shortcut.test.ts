import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {LitElement} from 'lit';
import {
  ariaKeyShortcuts,
  hotkeyLabel,
  matchesHotkey,
  parseHotkeys,
  type Hotkey,
} from '../../src/controllers/shortcut.js';
import {ShortcutController} from '../../src/controllers/shortcut-controller.js';
import {chord} from '../elements/search/keys.js';

class ShortcutHost extends LitElement {
  hotkeys: Hotkey[] = parseHotkeys('/ mod+k', false);
  triggered: string[] = [];
  readonly shortcut = new ShortcutController(this, {
    hotkeys: () => this.hotkeys,
    onTrigger: (event) => this.triggered.push(event.key),
  });
}
customElements.define('shortcut-host', ShortcutHost);

/** A third-party component with its own text field inside a shadow root (a command palette, a code editor). */
class ShadowField extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({mode: 'open'}).innerHTML = '<input aria-label="inner field">';
  }
  get field(): HTMLInputElement {
    return this.shadowRoot!.querySelector('input')!;
  }
}
customElements.define('shadow-field', ShadowField);

describe('ShortcutController', () => {
  let host: ShortcutHost;
  beforeEach(async () => {
    host = await fixture<ShortcutHost>(html`<shortcut-host></shortcut-host>`);
    document.body.focus();
  });

  it('fires on "/" typed on the page and prevents the slash from being typed', async () => {
    let prevented = false;
    document.addEventListener('keydown', (event) => (prevented = event.defaultPrevented), {once: true});
    await sendKeys({press: '/'});
    expect(host.triggered).to.deep.equal(['/']);
    expect(prevented).to.be.true;
  });

  it('fires on Ctrl+K (mod+k off Apple platforms)', async () => {
    await chord('Control+KeyK');
    expect(host.triggered).to.deep.equal(['k']);
  });

  it('ignores "/" typed in a text field, and the slash is typed', async () => {
    const field = await fixture<HTMLInputElement>(html`<input aria-label="other field" />`);
    field.focus();
    await sendKeys({type: 'a/b'});
    expect(host.triggered).to.deep.equal([]);
    expect(field.value).to.equal('a/b');
  });

  it('ignores "/" typed in a text field inside another shadow root', async () => {
    const outer = await fixture<ShadowField>(html`<shadow-field></shadow-field>`);
    outer.field.focus();
    await sendKeys({type: '/'});
    expect(host.triggered).to.deep.equal([]);
    expect(outer.field.value).to.equal('/');
  });

  it('ignores "/" in contenteditable, role=textbox, textarea and select', async () => {
    const area = await fixture<HTMLDivElement>(html`<div>
      <div contenteditable="true" id="ce">x</div>
      <div role="textbox" tabindex="0" id="tb" aria-label="custom editor"></div>
      <textarea id="ta" aria-label="notes"></textarea>
      <select id="sel" aria-label="choice"><option>a</option></select>
    </div>`);
    for (const id of ['ce', 'tb', 'ta', 'sel']) {
      (area.querySelector(`#${id}`) as HTMLElement).focus();
      await sendKeys({press: '/'});
    }
    expect(host.triggered).to.deep.equal([]);
  });

  it('still fires Ctrl+K inside a text field: it is not a character key', async () => {
    const field = await fixture<HTMLInputElement>(html`<input aria-label="other field" />`);
    field.focus();
    await chord('Control+KeyK');
    expect(host.triggered).to.deep.equal(['k']);
  });

  it('ignores events another handler already handled', async () => {
    const stop = (event: KeyboardEvent) => event.preventDefault();
    window.addEventListener('keydown', stop, {capture: true});
    try {
      await sendKeys({press: '/'});
    } finally {
      window.removeEventListener('keydown', stop, {capture: true});
    }
    expect(host.triggered).to.deep.equal([]);
  });

  it('matches "/" whatever the Shift state (layouts where / needs Shift)', () => {
    const [slash] = parseHotkeys('/', false);
    expect(matchesHotkey(new KeyboardEvent('keydown', {key: '/', shiftKey: true, code: 'Digit7'}), slash!)).to.be.true;
  });

  // A real keyboard layout cannot be switched from a test; the browser's event is reproduced instead:
  // on a Russian layout Ctrl+K reports key "л" and code "KeyK".
  it('matches K by its physical key on a non-Latin layout', () => {
    const event = new KeyboardEvent('keydown', {key: 'л', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true});
    document.body.dispatchEvent(event);
    expect(host.triggered).to.deep.equal(['л']);
    expect(event.defaultPrevented).to.be.true;
  });

  it('does not take a Latin letter typed on another key as K (Dvorak: key "k", code "KeyV" still matches by key)', () => {
    const [modK] = parseHotkeys('mod+k', false);
    expect(matchesHotkey(new KeyboardEvent('keydown', {key: 'k', code: 'KeyV', ctrlKey: true}), modK!)).to.be.true;
    expect(matchesHotkey(new KeyboardEvent('keydown', {key: 'v', code: 'KeyK', ctrlKey: true}), modK!)).to.be.false;
  });

  // IME composition cannot be driven from a test either; these are the events Chromium sends while composing.
  it('ignores key presses during IME composition (isComposing, keyCode 229)', () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', isComposing: true, bubbles: true}));
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Process', keyCode: 229, bubbles: true}));
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: true, keyCode: 229, bubbles: true}),
    );
    expect(host.triggered).to.deep.equal([]);
  });

  it('does nothing when the hotkeys are switched off', async () => {
    host.hotkeys = parseHotkeys('');
    await sendKeys({press: '/'});
    await chord('Control+KeyK');
    expect(host.triggered).to.deep.equal([]);
  });

  it('stops listening when the host is disconnected', async () => {
    host.remove();
    await sendKeys({press: '/'});
    expect(host.triggered).to.deep.equal([]);
  });

  it('requires Shift exactly for letters: Ctrl+Shift+K is not Ctrl+K', async () => {
    await chord('Control+Shift+KeyK');
    expect(host.triggered).to.deep.equal([]);
  });
});

describe('hotkey parsing and labels', () => {
  it('parses mod as Meta on Apple platforms and Control elsewhere', () => {
    expect(parseHotkeys('mod+k', true)[0]).to.include({key: 'k', meta: true, ctrl: false});
    expect(parseHotkeys('mod+k', false)[0]).to.include({key: 'k', meta: false, ctrl: true});
  });

  it('skips tokens with unknown modifiers and treats an empty string as none', () => {
    expect(parseHotkeys('hyper+k /', false).map((hotkey) => hotkey.key)).to.deep.equal(['/']);
    expect(parseHotkeys('   ', false)).to.deep.equal([]);
  });

  it('describes hotkeys for aria-keyshortcuts and for the button', () => {
    const hotkeys = parseHotkeys('/ mod+k', false);
    expect(ariaKeyShortcuts(hotkeys)).to.equal('/ Control+K');
    expect(ariaKeyShortcuts(parseHotkeys('/ mod+k', true))).to.equal('/ Meta+K');
    expect(hotkeyLabel(hotkeys[1]!, false)).to.equal('Ctrl K');
    expect(hotkeyLabel(parseHotkeys('mod+k', true)[0]!, true)).to.equal('⌘K');
  });
});
