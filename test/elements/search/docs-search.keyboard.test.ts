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
  dialogClosed,
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

  it('the best match is active as results arrive; ArrowDown and ArrowUp move on (wrapping), focus stays in the field', async () => {
    expect(activeOption(element)?.id).to.equal(options(element)[0]!.id);
    expect(selectedOptions(element).map((option) => option.id)).to.deep.equal([options(element)[0]!.id]);
    await sendKeys({press: 'ArrowDown'});
    expect(activeOption(element)?.id).to.equal(options(element)[1]!.id);
    await sendKeys({press: 'ArrowUp'});
    await sendKeys({press: 'ArrowUp'});
    expect(activeOption(element)?.id).to.equal(options(element).at(-1)!.id);
    expect(element.shadowRoot!.activeElement).to.equal(input(element));
    await expect(element).to.be.accessible();
  });

  it('Home and End jump to the first and last option while moving through the list', async () => {
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'End'});
    expect(activeOption(element)?.id).to.equal(options(element).at(-1)!.id);
    await sendKeys({press: 'Home'});
    expect(activeOption(element)?.id).to.equal(options(element)[0]!.id);
  });

  it('Home and End move the caret until the arrows are used', async () => {
    await sendKeys({press: 'Home'});
    expect(activeOption(element)?.id).to.equal(options(element)[0]!.id);
    expect(input(element).selectionStart).to.equal(0);
  });

  it('typing after moving through the list returns to the text and clears the active option', async () => {
    await sendKeys({press: 'ArrowDown'});
    api.hold(() => true);
    await sendKeys({type: 'x'});
    expect(input(element).hasAttribute('aria-activedescendant')).to.be.false;
    expect(input(element).value).to.equal('installx');
  });

  it('Enter fires a cancelable docs-search-select with the URL, result and block', async () => {
    const events = recordSelections(element);
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

  it('Enter before any arrow key opens the best match, here the page itself', async () => {
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
    await sendKeys({press: 'Enter'});
    expect(visited).to.deep.equal([[`${location.origin}/docs/demo/en/latest/install.html`, false]]);
    await dialogClosed(element, 'closed after choosing');
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

  it('one Escape closes (issue 13), returns focus to the trigger, and the query is there at the next opening', async () => {
    await sendKeys({press: 'Escape'});
    await dialogClosed(element, 'closed by the first Escape');
    expect(element.hasAttribute('open')).to.be.false;
    expect(element.shadowRoot!.activeElement).to.equal($(element, '.trigger'));
    await openByTrigger(element);
    expect(input(element).value).to.equal('install');
    await resultsShown(element);
    expect(options(element).length).to.be.greaterThan(0);
    await expect(element).to.be.accessible();
  });

  it('Escape closes with focus on the close button, even when the page prevents every Escape (Sphinx doctools)', async () => {
    const preventAll = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
    document.addEventListener('keydown', preventAll, true);
    try {
      $(element, '.close')!.focus();
      await sendKeys({press: 'Escape'});
      await dialogClosed(element, 'closed from the close button');
    } finally {
      document.removeEventListener('keydown', preventAll, true);
    }
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

describe('<docs-search> best match (issue 13: Enter goes to the wrong place)', () => {
  const filters = `<html><head><title>Filters</title></head><body><main>
    <h1 id="filters">Filters</h1><p>Filters change an image's pixels.</p>
    <section id="blurring"><h2>Blurring</h2><p>Use gaussian_blur to soften an image.</p></section>
    <dl class="py function"><dt class="sig sig-object py" id="pixelkit.filters.gaussian_blur">
      <span class="sig-prename descclassname">pixelkit.filters.</span><span class="sig-name descname">gaussian_blur</span>(image, radius)</dt>
      <dd><p>Blurs an image with a Gaussian kernel of the given radius.</p></dd></dl>
  </main></body></html>`;
  const data = {
    projects: [{slug: 'demo', versions: [{slug: 'latest', pages: [{path: 'guide/filters.html', title: 'Filters', html: filters}]}]}],
  };

  it('gaussian_blur + Enter opens the function, not the top of the page', async () => {
    resetPageState();
    const api = createTestApi(data);
    const element = await searchFixture(api);
    const events = recordSelections(element);
    await openByTrigger(element);
    await sendKeys({type: 'gaussian_blur'});
    await resultsShown(element);
    await sendKeys({press: 'Enter'});
    expect(events.map((event) => event.detail.url)).to.deep.equal([
      `${location.origin}/docs/demo/en/latest/guide/filters.html#pixelkit.filters.gaussian_blur`,
    ]);
    await expect(element).to.be.accessible();
  });
});
