/**
 * The widgets speak the page's language (issue 27): on a page in Japanese, French or Arabic every visible string of
 * each widget is that language's catalogue's (rendered text compared with the catalogue's values), a `lang` deeper
 * than `<html>` wins, and `strings` overrides every key.
 */
import {expect} from '@open-wc/testing';
import {resetMouse} from '@web/test-runner-commands';
import {defaultSearchStrings} from '../../src/elements/search/strings.js';
import {defaultLinkPreviewStrings} from '../../src/elements/link-preview/strings.js';
import {defaultVersionSwitcherStrings} from '../../src/elements/version-switcher/strings.js';
import {defaultVersionWarningStrings} from '../../src/elements/version-warning/strings.js';
import {loadPart} from '../../src/i18n/load-part.js';
import {CATALOGUE_LANGUAGES, catalogueTag, isEnglish} from '../../src/i18n/page-language.js';
import {hover} from '../elements/link-preview/helpers.js';
import {textOf, until, widgetsIn} from './helpers.js';

/** Every English plain string of the widgets: none may show on a translated page. */
const ENGLISH = [
  ...Object.values(defaultSearchStrings),
  ...defaultSearchStrings.tips,
  ...Object.values(defaultLinkPreviewStrings),
  ...Object.values(defaultVersionSwitcherStrings),
].filter((value): value is string => typeof value === 'string' && value.length > 3 && !/^(PDF|EPUB|Version)$/.test(value));

describe('the widgets in the page language', () => {
  afterEach(() => resetMouse());

  for (const lang of ['ja', 'fr', 'ar']) {
    it(`${lang}: every visible string of each widget is the ${lang} catalogue's`, async function () {
      // Four widgets, each opened and audited: WebKit on a loaded machine needs more than the default 20 s.
      this.timeout(60_000);
      const w = await widgetsIn(lang, {dir: lang === 'ar' ? 'rtl' : 'ltr'});
      const s = (await loadPart(lang, 'search')).search(defaultSearchStrings);
      const p = (await loadPart(lang, 'preview')).preview(defaultLinkPreviewStrings);
      const v = (await loadPart(lang, 'versions')).switcher(defaultVersionSwitcherStrings);
      const vw = (await loadPart(lang, 'versions')).warning(defaultVersionWarningStrings);
      const $ = (root: Element, selector: string) => root.shadowRoot!.querySelector<HTMLElement>(selector);
      // An English word may also be the translation (French "Versions"): only the others must be gone.
      const own = new Set([s, p, v].flatMap((strings) => Object.values(strings)).flat());
      const english = ENGLISH.filter((value) => !own.has(value));

      // The link preview.
      await hover(w.link);
      await until(() => $(w.preview, '[part="open-link"]'), 'the preview shown');
      expect(textOf($(w.preview, '[part="open-link"]'))).to.equal(p.openSection);
      expect($(w.preview, '.body')!.getAttribute('aria-label')).to.equal(p.contentLabel($(w.preview, '.popup')!.getAttribute('aria-label')!));
      // axe reads the box's opacity: the opening fade must be over before it judges contrast.
      const popup = $(w.preview, '.popup')!;
      await until(() => getComputedStyle(popup).opacity === '1' && popup.getAnimations().length === 0, 'the opening fade is over');
      await expect(w.preview).to.be.accessible();
      await resetMouse();

      // The search: trigger, dialog, field, close button, empty state, key hints.
      await until(() => textOf($(w.search, '.trigger .label')) === s.trigger, 'the trigger in the page language');
      await w.search.show();
      await w.search.updateComplete;
      expect($(w.search, 'dialog')!.getAttribute('aria-label')).to.equal(s.dialogLabel);
      expect($(w.search, 'input')!.getAttribute('aria-label')).to.equal(s.inputLabel);
      expect(($(w.search, 'input') as HTMLInputElement).placeholder).to.equal(s.placeholder);
      expect($(w.search, 'button[part~="close"]')?.getAttribute('aria-label') ?? s.close).to.equal(s.close);
      expect(textOf($(w.search, '.state'))).to.equal(s.emptyHint);
      // Each hint's words, beside its keys.
      const words = (span: Element) => textOf(Object.assign(document.createElement('p'), {textContent: [...span.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('')}));
      expect([...w.search.shadowRoot!.querySelectorAll('.footer span')].map(words)).to.deep.equal([s.hintNavigate, s.hintSelect, s.hintNewTab, s.hintClose]);
      // Results: the count line, plural and number by the catalogue.
      await w.search.show('configuration');
      await until(() => textOf($(w.search, '.meta')), 'the count line');
      const count = textOf($(w.search, '.meta'));
      const pages = w.search.shadowRoot!.querySelectorAll('[role="group"]').length;
      expect(pages).to.be.greaterThan(1);
      expect(count).to.equal(s.resultCount(pages, pages));
      // No results: its heading (the query isolated) and the tips.
      w.search.close();
      await w.search.show('zzqqxx');
      await until(() => w.search.shadowRoot!.querySelector('.state h2'), 'no results');
      expect(textOf($(w.search, '.state h2'))).to.equal(s.noResults('zzqqxx'));
      expect(textOf($(w.search, '.state h2 bdi'))).to.equal('zzqqxx');
      expect(textOf($(w.search, '.state p'))).to.equal(s.tipsTitle);
      expect([...w.search.shadowRoot!.querySelectorAll('.state li')].map(textOf)).to.deep.equal(s.tips);
      const searchText = textOf(w.search.shadowRoot);
      for (const word of english) expect(searchText, 'no English left in the search').not.to.include(word);
      await expect(w.search).to.be.accessible();
      w.search.close();

      // The version warning and the switcher.
      await until(() => $(w.warning, '.banner'), 'the banner');
      const bdis = [...w.warning.shadowRoot!.querySelectorAll('.message > bdi')].map(textOf);
      const message = vw.message.older(bdis[0]!, bdis[1] ?? '');
      expect(textOf($(w.warning, '.message'))).to.equal(`${message} ${vw.link(textOf($(w.warning, '.link bdi')))}`);
      expect($(w.warning, '.banner')!.getAttribute('aria-label')).to.equal(vw.regionLabel);
      expect($(w.warning, '[part="dismiss"]')!.getAttribute('aria-label')).to.equal(vw.dismiss);
      await expect(w.warning).to.be.accessible();
      expect(textOf($(w.switcher, '.button-label'))).to.equal(v.buttonLabel);
      w.switcher.show();
      await w.switcher.updateComplete;
      expect([...w.switcher.shadowRoot!.querySelectorAll('.heading')].map(textOf)).to.deep.equal([v.versionsHeading, v.languagesHeading]);
      await expect(w.switcher).to.be.accessible();
      const switcherText = textOf(w.switcher.shadowRoot);
      for (const word of english) expect(switcherText, 'no English left in the switcher').not.to.include(word);
      w.switcher.close();

    });
  }

  it('takes the language of the closest lang, not the <html> one', async () => {
    const html = document.documentElement;
    const before = html.getAttribute('lang');
    html.setAttribute('lang', 'fr');
    try {
      const w = await widgetsIn('ja');
      const ja = (await loadPart('ja', 'search')).search(defaultSearchStrings);
      await until(() => textOf(w.search.shadowRoot!.querySelector('.trigger .label')) === ja.trigger, 'Japanese, not French');
      // A `lang` on no element around it: the page's.
      w.root.removeAttribute('lang');
      const fr = (await loadPart('fr', 'search')).search(defaultSearchStrings);
      w.search.remove();
      w.root.append(w.search);
      await until(() => textOf(w.search.shadowRoot!.querySelector('.trigger .label')) === fr.trigger, 'French from <html lang>');
    } finally {
      if (before === null) html.removeAttribute('lang');
      else html.setAttribute('lang', before);
    }
  });

  it('best-matches regional and script tags, and keeps English where no catalogue is', () => {
    const cases: Array<[string, string | undefined]> = [['pt-br', 'pt-br'], ['pt-pt', 'pt-br'], ['zh-hant', 'zh-tw'], ['zh-tw', 'zh-tw'],
      ['zh-hk', 'zh-tw'], ['zh', 'zh-cn'], ['zh-hans-cn', 'zh-cn'], ['zh_cn', 'zh-cn'], ['fr-ca', 'fr'], ['iw', 'he'], ['in', 'id'], ['de-at', 'de'], ['nl', undefined], ['fa', undefined]];
    for (const [lang, tag] of cases) expect(catalogueTag(lang), lang).to.equal(tag);
    expect(isEnglish('en-gb') && isEnglish('') && !isEnglish('eo')).to.equal(true);
  });

  it('marks every catalogue machine-made until a native speaker has reviewed it, with every key of each part', async () => {
    for (const lang of CATALOGUE_LANGUAGES) {
      const parts = await Promise.all([
        import(`../../src/i18n/catalogue/${lang}/search.ts`),
        import(`../../src/i18n/catalogue/${lang}/preview.ts`),
        import(`../../src/i18n/catalogue/${lang}/versions.ts`),
      ]);
      for (const {default: part} of parts) expect(part.review, lang).to.be.oneOf(['machine-made: review wanted', 'reviewed']);
    }
  });
});
