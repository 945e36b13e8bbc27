import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '@web/test-runner-commands';
import {createSearchButton} from '../../src/cdn/lazy/search-button.js';
import {phoneWidth} from '../helpers/phone-viewport.js';

describe('the injected search button (zero-config, themes without a search field)', () => {
  afterEach(() => setViewport({width: 800, height: 600}));

  it('keeps "Ctrl K" on one line in a narrow sidebar on a phone (issue 13)', async () => {
    await setViewport({width: phoneWidth(390), height: 700});
    const sidebar = await fixture<HTMLElement>(html`<div class="sphinxsidebar" style="inline-size: 8.5rem"></div>`);
    const host = createSearchButton(document, '/ ctrl+k', () => {});
    try {
      expect(host.parentElement).to.equal(sidebar);
      const kbd = host.shadowRoot!.querySelector('kbd')!;
      expect(kbd.textContent).to.equal('Ctrl K');
      const lineHeight = parseFloat(getComputedStyle(kbd).lineHeight) || parseFloat(getComputedStyle(kbd).fontSize) * 1.2;
      expect(kbd.getBoundingClientRect().height, 'one line').to.be.below(lineHeight * 1.6);
      await expect(host).to.be.accessible();
    } finally {
      host.remove();
    }
  });
});
