/**
 * An English page downloads no translation (issue 27: "nothing for English"): with every widget used (the preview
 * shown, a search with results, the switcher open, the warning shown), the page has requested no catalogue, no part's
 * translator and not the formatter; only the language check and load-part, which are in every first use. Then a
 * French element does request its catalogue, so the check below sees such a request when one is made. This file
 * imports no catalogue module itself (the other i18n tests do), so the page's resources are the widgets' own.
 */
import {expect} from '@open-wc/testing';
import {resetMouse} from '@web/test-runner-commands';
import {hover} from '../elements/link-preview/helpers.js';
import {textOf, until, widgetsIn} from './helpers.js';

/** A language's catalogue (i18n/catalogue/<lang>/<part>), a part's translator (i18n/translate-<part>) or the formatter. */
const TRANSLATION = /\/i18n\/(?:catalogue\/|translate-|catalogue-format\.)/;

/**
 * Every resource the page requests, as it does: the resource timing buffer holds 250 entries by default, which the
 * test page's own modules fill, after which the browser records no more there (an observer still sees each one).
 */
const requested: string[] = performance.getEntriesByType('resource').map((entry) => entry.name);
new PerformanceObserver((list) => requested.push(...list.getEntries().map((entry) => entry.name))).observe({type: 'resource'});

/** The translation modules the page has requested so far, by path. */
const translationRequests = () => requested.map((name) => new URL(name).pathname).filter((path) => TRANSLATION.test(path));

describe('an English page and the translations', () => {
  afterEach(() => resetMouse());

  for (const lang of ['en', 'en-GB', '']) {
    it(`lang="${lang}": every widget used, and no translation requested`, async function () {
      this.timeout(60_000);
      const w = await widgetsIn(lang);
      const $ = (root: Element, selector: string) => root.shadowRoot!.querySelector<HTMLElement>(selector);
      await hover(w.link);
      await until(() => $(w.preview, '[part="open-link"]'), 'the preview shown');
      await resetMouse();
      await w.search.show('configuration');
      await until(() => textOf($(w.search, '.meta')), 'the count line');
      w.search.close();
      await until(() => $(w.warning, '.banner'), 'the banner');
      w.switcher.show();
      await w.switcher.updateComplete;
      w.switcher.close();
      expect(textOf($(w.switcher, '.button-label'))).to.equal('Version');
      expect(translationRequests()).to.deep.equal([]);
    });
  }

  it('lang="fr": the French catalogues are requested (the check above sees a request when there is one)', async () => {
    await widgetsIn('fr');
    const seen = (pattern: string) => until(() => translationRequests().some((path) => path.includes(pattern)), `${pattern} requested`);
    for (const part of ['search', 'preview', 'versions']) {
      await seen(`/i18n/catalogue/fr/${part}.`);
      await seen(`/i18n/translate-${part}.`);
    }
    await seen('/i18n/catalogue-format.');
  });
});
