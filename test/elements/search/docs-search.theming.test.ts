import {expect, waitUntil} from '@open-wc/testing';
import {emulateMedia, sendKeys, setViewport} from '@web/test-runner-commands';
import {MEDIA_EMULATION, NO_MEDIA_EMULATION, engine, itIn} from '../../helpers/engine.js';
import {phoneWidth} from '../../helpers/phone-viewport.js';
import type {DocsSearchElement} from '../../../src/elements/search/docs-search.js';
import {$, createTestApi, input, openByTrigger, resetPageState, resultsShown, searchFixture, visibleText} from './helpers.js';

/** Waits for the opening animation, which scales the panel for a few frames. */
const settled = async (element: DocsSearchElement) => {
  await Promise.all($(element, 'dialog')!.getAnimations().map((animation) => animation.finished));
};

describe('<docs-search> theming and small screens', () => {
  beforeEach(resetPageState);
  afterEach(async () => {
    await setViewport({width: 800, height: 600});
    if (MEDIA_EMULATION.includes(engine)) await emulateMedia({colorScheme: 'light', reducedMotion: 'no-preference'});
  });

  it('fills the screen below 640px, with a 16px input so iOS does not zoom', async () => {
    const width = phoneWidth(390);
    await setViewport({width, height: 700});
    const element = await searchFixture(createTestApi());
    await openByTrigger(element);
    await settled(element);
    const box = $(element, 'dialog')!.getBoundingClientRect();
    // WebKit lays out in 1/64 px units: at 447 px the dialog measures 446.984375 (one unit short).
    const unit = engine === 'webkit' ? 1 / 64 : 0;
    for (const [got, want] of [[box.x, 0], [box.y, 0], [box.width, width], [box.height, 700]] as const) {
      expect(Math.abs(got - want), `dialog box ${[box.x, box.y, box.width, box.height].join(', ')}`).to.be.at.most(unit);
    }
    expect(parseFloat(getComputedStyle(input(element)).fontSize)).to.be.at.least(16);
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    await expect(element).to.be.accessible();
  });

  it("keeps its icons the size of the text beside them under mkdocs-material's font sizes (issue 13)", async () => {
    // Material: a 125% root (rem = 20px) and a 0.5rem body, which our elements inherit.
    document.documentElement.style.fontSize = '125%';
    const element = await searchFixture(createTestApi());
    element.parentElement!.style.fontSize = '0.5rem';
    try {
      await openByTrigger(element);
      await sendKeys({type: 'install'});
      await resultsShown(element);
      const option = element.shadowRoot!.querySelector('[role="option"][data-kind="section"]')!;
      const icon = option.querySelector('.icon svg')!.getBoundingClientRect().width;
      const text = parseFloat(getComputedStyle(option.querySelector('.title')!).fontSize);
      expect(icon / text, `icon ${icon}px beside ${text}px text`).to.be.within(0.9, 1.4);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('is a centred panel on wide screens', async () => {
    await setViewport({width: 1200, height: 800});
    const element = await searchFixture(createTestApi());
    await openByTrigger(element);
    await settled(element);
    const box = $(element, 'dialog')!.getBoundingClientRect();
    expect(box.width).to.equal(680);
    expect(Math.round(box.x)).to.equal(260);
  });

  it('keeps one height while it has a query, whatever its results, so that an answer lays out the panel alone (issue 29)', async () => {
    await setViewport({width: 1200, height: 800});
    const element = await searchFixture(createTestApi());
    await openByTrigger(element);
    await settled(element);
    const dialog = $(element, 'dialog')!;
    const emptyField = dialog.getBoundingClientRect().height;
    await sendKeys({type: 'proxy'});
    await resultsShown(element);
    const withResults = dialog.getBoundingClientRect().height;
    await sendKeys({type: 'zzzqqq'});
    await waitUntil(() => visibleText(element).startsWith('No results'), 'no-results state');
    const withoutResults = dialog.getBoundingClientRect().height;
    // 640 px, or the screen's height less 12 %: 704 of 800 here, so 640.
    expect([withResults, withoutResults], `empty field ${emptyField}`).to.deep.equal([640, 640]);
    expect(getComputedStyle(dialog).contain).to.equal('strict');
    // With an empty field it fits what it shows, which is less.
    for (let typed = 'proxyzzzqqq'.length; typed > 0; typed--) await sendKeys({press: 'Backspace'});
    await waitUntil(() => dialog.getBoundingClientRect().height < 640, `height ${dialog.getBoundingClientRect().height} with an empty field`);
  });

  itIn(MEDIA_EMULATION, NO_MEDIA_EMULATION)('follows prefers-color-scheme, and the theme attribute overrides it; dark results pass axe', async () => {
    await emulateMedia({colorScheme: 'dark'});
    const element = await searchFixture(createTestApi());
    await openByTrigger(element);
    const dialog = $(element, 'dialog')!;
    const darkBackground = getComputedStyle(dialog).backgroundColor;
    expect(darkBackground).to.equal('rgb(22, 24, 29)');
    await sendKeys({type: 'install'});
    await resultsShown(element);
    await expect(element).to.be.accessible();
    element.theme = 'light';
    await element.updateComplete;
    // The trigger's colour transition runs for 120 ms after the switch.
    await Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished));
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgb(255, 255, 255)');
    await expect(element).to.be.accessible();
  });

  it('custom properties restyle it', async () => {
    const element = await searchFixture(createTestApi());
    element.style.setProperty('--docs-color-accent', 'rgb(200, 0, 100)');
    await openByTrigger(element);
    await sendKeys({type: 'install'});
    await resultsShown(element);
    await sendKeys({press: 'ArrowDown'});
    const active = $(element, '[role="option"][aria-selected="true"]')!;
    expect(getComputedStyle(active).borderColor).to.equal('rgb(200, 0, 100)');
  });

  itIn(MEDIA_EMULATION, NO_MEDIA_EMULATION)('drops the opening animation when the reader asks for reduced motion', async () => {
    await emulateMedia({reducedMotion: 'reduce'});
    const element = await searchFixture(createTestApi());
    await openByTrigger(element);
    await waitUntil(() => getComputedStyle($(element, 'dialog')!).animationName === 'none', 'no animation');
  });
});
