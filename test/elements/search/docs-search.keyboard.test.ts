import {expect, oneEvent, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {NO_OTHER_BUTTONS, OTHER_BUTTONS, itIn} from '../../helpers/engine.js';
import {chord} from './keys.js';
import {
  $,
  clickOn,
  createTestApi,
  input,
  openByTrigger,
  options,
  resetPageState,
  resultsShown,
  searchFixture,
  type TestApi,
} from './helpers.js';
import type {DocsSearchElement} from '../../../src/elements/search/docs-search.js';
import type {DocsSearchSelectEvent} from '../../../src/elements/search/events.js';

const activeOption = (element: DocsSearchElement) => {
  const id = input(element).getAttribute('aria-activedescendant');
  return id ? element.shadowRoot!.getElementById(id) : null;
};
const selectedOptions = (element: DocsSearchElement) =>
  options(element).filter((option) => option.getAttribute('aria-selected') === 'true');

/** Cancels every selection so no test navigates away from the test page, and records them. */
function recordSelections(element: DocsSearchElement): DocsSearchSelectEvent[] {
  const events: DocsSearchSelectEvent[] = [];
  element.addEventListener('docs-search-select', (event) => {
    event.preventDefault();
    events.push(event);
  });
  return events;
}

describe('<docs-search> keyboard', () => {
  let api: TestApi;
  let element: DocsSearchElement;
  beforeEach(async () => {
    resetPageState();
    api = createTestApi();
    element = await searchFixture(api);
    await openByTrigger(element);
    await sendKeys({type: 'install'});
    await resultsShown(element);
  });

  it('ArrowDown and ArrowUp move the active option (wrapping), focus stays in the field', async () => {
    expect(activeOption(element)).to.equal(null);
    await sendKeys({press: 'ArrowDown'});
    expect(activeOption(element)).to.equal(options(element)[0]);
    expect(selectedOptions(element)).to.deep.equal([options(element)[0]]);
    await sendKeys({press: 'ArrowDown'});
    expect(activeOption(element)).to.equal(options(element)[1]);
    await sendKeys({press: 'ArrowUp'});
    await sendKeys({press: 'ArrowUp'});
    expect(activeOption(element)).to.equal(options(element).at(-1));
    expect(element.shadowRoot!.activeElement).to.equal(input(element));
    await expect(element).to.be.accessible();
  });

  it('Home and End jump to the first and last option while moving through the list', async () => {
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'End'});
    expect(activeOption(element)).to.equal(options(element).at(-1));
    await sendKeys({press: 'Home'});
    expect(activeOption(element)).to.equal(options(element)[0]);
  });

  it('Home and End move the caret while no option is active', async () => {
    await sendKeys({press: 'Home'});
    expect(activeOption(element)).to.equal(null);
    expect(input(element).selectionStart).to.equal(0);
  });

  it('typing after moving through the list returns to the text and clears the active option', async () => {
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({type: 'x'});
    expect(input(element).hasAttribute('aria-activedescendant')).to.be.false;
    expect(input(element).value).to.equal('installx');
  });

  it('Enter fires a cancelable docs-search-select with the URL, result and block', async () => {
    const events = recordSelections(element);
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Enter'});
    expect(events).to.have.length(1);
    const {detail, bubbles, composed, cancelable} = events[0]!;
    expect({bubbles, composed, cancelable}).to.deep.equal({bubbles: true, composed: true, cancelable: true});
    expect(detail.url).to.equal(`${location.origin}/docs/demo/en/latest/install.html#requirements`);
    expect(detail.result.title).to.equal('Installation');
    expect(detail.block?.id).to.equal('requirements');
    expect(detail.newTab).to.be.false;
    expect(element.open, 'a cancelled selection leaves the dialog open').to.be.true;
  });

  it('Enter with no active option picks the first result', async () => {
    const events = recordSelections(element);
    await sendKeys({press: 'Enter'});
    expect(events[0]!.detail.url).to.equal(`${location.origin}/docs/demo/en/latest/install.html`);
    expect(events[0]!.detail.block).to.equal(undefined);
  });

  it('Ctrl+Enter asks for a new tab', async () => {
    const events = recordSelections(element);
    await sendKeys({press: 'ArrowDown'});
    await chord('Control+Enter');
    expect(events[0]!.detail.newTab).to.be.true;
  });

  it('navigates when the event is not cancelled, and closes', async () => {
    const visited: Array<[string, boolean]> = [];
    (element as unknown as {navigate: (url: string, newTab: boolean) => void}).navigate = (url, newTab) =>
      visited.push([url, newTab]);
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Enter'});
    expect(visited).to.deep.equal([[`${location.origin}/docs/demo/en/latest/install.html`, false]]);
    await waitUntil(() => !element.open, 'closed after choosing');
  });

  it('a click on an option fires the event', async () => {
    const events = recordSelections(element);
    await clickOn(options(element)[1]!);
    expect(events.map((event) => [event.detail.block?.id, event.detail.newTab])).to.deep.equal([['requirements', false]]);
  });

  itIn(OTHER_BUTTONS, NO_OTHER_BUTTONS)('a click on an option fires the event; a middle click asks for a new tab', async () => {
    const events = recordSelections(element);
    await clickOn(options(element)[1]!);
    await clickOn(options(element)[2]!, 'middle');
    expect(events.map((event) => [event.detail.block?.id, event.detail.newTab])).to.deep.equal([
      ['requirements', false],
      ['upgrade', true],
    ]);
  });

  it('Escape clears the text first, then closes and returns focus to the trigger', async () => {
    await sendKeys({press: 'Escape'});
    expect(element.open).to.be.true;
    expect(input(element).value).to.equal('');
    await sendKeys({press: 'Escape'});
    await waitUntil(() => !element.open, 'closed');
    expect(element.hasAttribute('open')).to.be.false;
    expect(element.shadowRoot!.activeElement).to.equal($(element, '.trigger'));
  });

  it('Tab never reaches the page behind the modal dialog', async () => {
    const behind = document.createElement('button');
    behind.textContent = 'page button';
    element.before(behind);
    try {
      for (let i = 0; i < 6; i += 1) {
        await sendKeys({press: 'Tab'});
        expect(document.activeElement).not.to.equal(behind);
      }
    } finally {
      behind.remove();
    }
  });

  it('ignores Enter while an IME composition is under way (events as Chromium sends them)', async () => {
    const events = recordSelections(element);
    const field = input(element);
    field.dispatchEvent(new CompositionEvent('compositionstart', {bubbles: true}));
    field.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', isComposing: true, keyCode: 229, bubbles: true, composed: true, cancelable: true}));
    expect(events).to.have.length(0);
    field.dispatchEvent(new CompositionEvent('compositionend', {bubbles: true, data: 'に'}));
  });

  it('does not search while composing, and searches once the composition ends', async () => {
    const field = input(element);
    const sent = api.requests.length;
    field.dispatchEvent(new CompositionEvent('compositionstart', {bubbles: true}));
    field.value = 'ins';
    field.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true, isComposing: true, inputType: 'insertCompositionText', data: 'ins'}));
    await new Promise((resolve) => setTimeout(resolve, element.debounce + 50));
    expect(api.requests.length).to.equal(sent);
    field.value = 'proxy';
    field.dispatchEvent(new CompositionEvent('compositionend', {bubbles: true, data: 'proxy'}));
    await waitUntil(() => api.requests.length === sent + 1, 'searched after compositionend');
    expect(api.requests.at(-1)!.q).to.equal('project:demo/latest proxy');
  });

  it('the event bubbles out of the element to the page', async () => {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('docs-search-select', cancel);
    try {
      setTimeout(() => void sendKeys({press: 'Enter'}));
      const event = await oneEvent(document, 'docs-search-select');
      expect(event.detail.result.title).to.equal('Installation');
      expect(event.defaultPrevented).to.be.true;
    } finally {
      document.removeEventListener('docs-search-select', cancel);
    }
  });
});
