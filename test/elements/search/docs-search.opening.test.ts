import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {chord} from './keys.js';
import {
  $,
  clickOn,
  createTestApi,
  input,
  openByTrigger,
  resetPageState,
  resultsShown,
  searchFixture,
  setPageParams,
  visibleText,
  type TestApi,
  dialogClosed,
} from './helpers.js';

class ShadowField extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({mode: 'open'}).innerHTML = '<input aria-label="palette">';
  }
}
customElements.define('search-test-shadow-field', ShadowField);

describe('<docs-search> opening', () => {
  let api: TestApi;
  beforeEach(() => {
    resetPageState();
    api = createTestApi();
  });

  it('shows the shortcut on the trigger and names it in aria-keyshortcuts', async () => {
    const element = await searchFixture(api);
    const trigger = $(element, '.trigger')!;
    expect(trigger.getAttribute('aria-keyshortcuts')).to.equal('/ Control+K');
    expect(visibleText(element, '.trigger')).to.equal('Search Ctrl K');
    await expect(element).to.be.accessible();
  });

  it('the trigger opens a modal dialog with focus in the field, and `open` reflects it', async () => {
    const element = await searchFixture(api);
    await openByTrigger(element);
    expect(element.hasAttribute('open')).to.be.true;
    expect($<HTMLDialogElement>(element, 'dialog')!.matches(':modal')).to.be.true;
    expect(input(element).getAttribute('role')).to.equal('combobox');
    await expect(element).to.be.accessible();
  });

  it('setting the open attribute opens and closes the dialog', async () => {
    const element = await searchFixture(api);
    element.setAttribute('open', '');
    await waitUntil(() => $<HTMLDialogElement>(element, 'dialog')!.open, 'opened');
    element.removeAttribute('open');
    await waitUntil(() => !$<HTMLDialogElement>(element, 'dialog')!.open, 'closed');
  });

  it('"/" on the page opens it; Ctrl+K opens and closes it', async () => {
    const element = await searchFixture(api);
    await sendKeys({press: '/'});
    await waitUntil(() => element.open && element.shadowRoot!.activeElement === input(element), 'opened by /');
    expect(input(element).value, 'the slash is not typed into the field').to.equal('');
    await chord('Control+KeyK');
    await dialogClosed(element, 'closed by Ctrl+K');
    await chord('Control+KeyK');
    await waitUntil(() => element.open, 'opened by Ctrl+K');
  });

  it('"/" typed in another field of the page does nothing', async () => {
    const element = await searchFixture(api);
    const other = await fixture<HTMLInputElement>(html`<input aria-label="comment" />`);
    other.focus();
    await sendKeys({type: 'a/b'});
    expect(element.open).to.be.false;
    expect(other.value).to.equal('a/b');
  });

  it('"/" typed in a field inside another shadow root does nothing', async () => {
    const element = await searchFixture(api);
    const host = await fixture<ShadowField>(html`<search-test-shadow-field></search-test-shadow-field>`);
    const field = host.shadowRoot!.querySelector('input')!;
    field.focus();
    await sendKeys({type: '/'});
    expect(element.open).to.be.false;
    expect(field.value).to.equal('/');
  });

  it('Ctrl+K on a non-Latin layout opens it (key "л", code "KeyK": layouts cannot be switched in a test)', async () => {
    const element = await searchFixture(api);
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'л', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true}),
    );
    await waitUntil(() => element.open, 'opened');
  });

  it('nothing opens during IME composition (synthetic events: a real IME cannot be driven)', async () => {
    const element = await searchFixture(api);
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', isComposing: true, bubbles: true, cancelable: true}));
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', keyCode: 229, bubbles: true, cancelable: true}));
    await element.updateComplete;
    expect(element.open).to.be.false;
  });

  it('hotkeys="" switches hotkeys off; a custom list replaces the default', async () => {
    const element = await searchFixture(api, {hotkeys: ''});
    expect($(element, '.trigger')!.hasAttribute('aria-keyshortcuts')).to.be.false;
    await sendKeys({press: '/'});
    await chord('Control+KeyK');
    expect(element.open).to.be.false;
    element.hotkeys = 'alt+s';
    await element.updateComplete;
    await sendKeys({press: '/'});
    expect(element.open).to.be.false;
    await chord('Alt+KeyS');
    await waitUntil(() => element.open, 'opened by Alt+S');
  });

  it('binds a theme search field: focusing it opens the dialog with its text', async () => {
    const form = await fixture<HTMLFormElement>(html`<form action="/search"><input id="theme-search" aria-label="Search docs" value="proxy" /></form>`);
    const element = await searchFixture(api, {'input-selector': '#theme-search'});
    await clickOn(form.querySelector('input')!);
    await waitUntil(() => element.open, 'opened from the theme field');
    expect(input(element).value).to.equal('proxy');
    await resultsShown(element);
  });

  it('Enter in a bound theme field opens the dialog instead of submitting the theme form', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><input id="theme-search" aria-label="Search docs" /></form>`);
    let submitted = false;
    form.addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    const element = await searchFixture(api, {'input-selector': '#theme-search'});
    const field = form.querySelector('input')!;
    // Focus without the focus handler opening: attach after focusing.
    element.inputSelector = undefined;
    await element.updateComplete;
    field.focus();
    await sendKeys({type: 'install'});
    element.inputSelector = '#theme-search';
    await element.updateComplete;
    await sendKeys({press: 'Enter'});
    await waitUntil(() => element.open, 'opened by Enter');
    expect(submitted).to.be.false;
    expect(input(element).value).to.equal('install');
  });

  it('binds a theme field added after the element (themes render late)', async () => {
    const element = await searchFixture(api, {'input-selector': '.late-search'});
    const field = await fixture<HTMLInputElement>(html`<input class="late-search" aria-label="Search docs" />`);
    await clickOn(field);
    await waitUntil(() => element.open, 'opened from the late field');
  });

  it('closing after opening from a theme field does not reopen it', async () => {
    await fixture(html`<input id="theme-search" aria-label="Search docs" />`);
    const element = await searchFixture(api, {'input-selector': '#theme-search'});
    await clickOn(document.querySelector('#theme-search')!);
    await waitUntil(() => element.open, 'opened');
    await sendKeys({press: 'Escape'});
    await dialogClosed(element, 'closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.open).to.be.false;
  });

  it('opening again while the last close is still landing stays open ("/" right after Escape)', async () => {
    const element = await searchFixture(api);
    await element.show();
    element.close();
    await element.updateComplete;
    // The dialog has closed, but its close event is still a task away: a reader's "/" can come in between.
    expect($<HTMLDialogElement>(element, 'dialog')!.open).to.be.false;
    await element.show();
    expect(element.open).to.be.true;
    // Let the earlier close event land, and a few frames pass.
    for (let frame = 0; frame < 5; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.open, 'the earlier close event closed the reopened dialog').to.be.true;
    expect($<HTMLDialogElement>(element, 'dialog')!.open).to.be.true;
    expect(element.shadowRoot!.activeElement).to.equal(input(element));
    await expect(element).to.be.accessible();
  });

  it('reads project and version from the meta tags when no attribute is set', async () => {
    const metas = ['readthedocs-project-slug:demo', 'readthedocs-version-slug:v1.0'].map((pair) => {
      const [name, content] = pair.split(':');
      const meta = Object.assign(document.createElement('meta'), {name, content});
      document.head.append(meta);
      return meta;
    });
    try {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const element = document.createElement('docs-search');
      element.fetch = api.fetch;
      container.append(element);
      await element.updateComplete;
      await openByTrigger(element);
      await sendKeys({type: 'legacy'});
      await resultsShown(element);
      expect(api.requests.at(-1)!.q).to.equal('project:demo/v1.0 legacy');
    } finally {
      metas.forEach((meta) => meta.remove());
    }
  });

  it('uses the v2 parameters with api-version="2"', async () => {
    const element = await searchFixture(api, {'api-version': '2'});
    await openByTrigger(element);
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    const sent = api.requests.at(-1)!.url;
    expect(sent.pathname).to.equal('/api/v2/search/');
    expect([sent.searchParams.get('q'), sent.searchParams.get('project'), sent.searchParams.get('version')]).to.deep.equal([
      'proxy',
      'demo',
      'latest',
    ]);
  });

  it('every visible string can be replaced through `strings`', async () => {
    const element = await searchFixture(api);
    element.strings = {trigger: 'Suche', resultCount: (count) => `${count} Treffer`};
    await element.updateComplete;
    expect(visibleText(element, '.trigger')).to.equal('Suche Ctrl K');
    await openByTrigger(element);
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    expect(visibleText(element, '[part="count"]')).to.equal('1 Treffer');
  });
});

describe('<docs-search> deep link', () => {
  let api: TestApi;
  beforeEach(() => {
    resetPageState();
    api = createTestApi();
  });
  afterEach(resetPageState);

  it('?q= opens the search with that query and its results', async () => {
    setPageParams({q: 'install'});
    const element = await searchFixture(api);
    await waitUntil(() => element.open, 'opened by the deep link');
    expect(input(element).value).to.equal('install');
    await resultsShown(element, (titles) => titles[0] === 'Installation');
  });

  it('keeps the URL in step with replaceState, never adding history entries, and drops it on close', async () => {
    const element = await searchFixture(api);
    const entries = history.length;
    await openByTrigger(element);
    await sendKeys({type: 'proxy'});
    // Written once the typing pauses (a write per keystroke costs a same-document navigation each: issue 14).
    await waitUntil(() => new URL(location.href).searchParams.get('q') === 'proxy', 'URL carries the query', {timeout: 5000});
    await sendKeys({press: 'Backspace'});
    await waitUntil(() => new URL(location.href).searchParams.get('q') === 'prox', 'URL follows the query', {timeout: 5000});
    expect(history.length).to.equal(entries);
    await chord('Control+KeyK');
    await dialogClosed(element, 'closed');
    // Taken out when the dialog's close event lands.
    await waitUntil(() => !new URL(location.href).searchParams.has('q'), 'the query taken out of the URL');
    expect(history.length).to.equal(entries);
  });

  it('the parameter name is configurable, and an empty name turns deep links off', async () => {
    setPageParams({search: 'proxy', q: 'install'});
    const element = await searchFixture(api, {'query-param': 'search'});
    await waitUntil(() => element.open, 'opened');
    expect(input(element).value).to.equal('proxy');
    element.close();
    setPageParams({q: 'install'});
    const off = await searchFixture(api, {'query-param': ''});
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(off.open).to.be.false;
  });
});
