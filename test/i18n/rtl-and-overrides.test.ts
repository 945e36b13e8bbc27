/**
 * Right-to-left pages read right (issue 27): no visible run of Latin text or code is reordered, compared by the x
 * order of its characters as rendered; `strings` overrides every key over a page's catalogue, the zero-config
 * search button's label and the fallback notice included.
 */
import {expect, fixture, html} from '@open-wc/testing';
import {resetMouse} from '@web/test-runner-commands';
import type {SearchStrings} from '../../src/elements/search/strings.js';
import {defaultSearchStrings} from '../../src/elements/search/strings.js';
import {createSearchButton} from '../../src/cdn/lazy/search-button.js';
import {handOff} from '../../src/cdn/lazy/search-fallback.js';
import type {SearchTrigger} from '../../src/cdn/eager/search-trigger.js';
import {loadPart} from '../../src/i18n/load-part.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import '../../src/link-preview.js';
import {DOCS, hover} from '../elements/link-preview/helpers.js';
import {textOf, until, widgetsIn} from './helpers.js';

/** The left edge of each character of `text` inside `root`'s first text node holding it, in the text's order. */
function characterEdges(root: ParentNode, text: string): number[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    return [...text].map((_, i) => {
      range.setStart(node!, at + i);
      range.setEnd(node!, at + i + 1);
      return range.getBoundingClientRect().left;
    });
  }
  throw new Error(`no text node holds ${text}`);
}

/** Whether `text` is laid out left to right, as written: each character right of the one before it. */
const readsLeftToRight = (root: ParentNode, text: string) => {
  const edges = characterEdges(root, text);
  return edges.every((x, i) => i === 0 || x > edges[i - 1]!);
};

describe('right-to-left pages', () => {
  afterEach(() => resetMouse());

  it('keeps the order of a Latin query, an English count and a mirrored Enter icon on an Arabic page', async () => {
    const w = await widgetsIn('ar', {dir: 'rtl'});
    await w.search.show('open_file(x)');
    await until(() => w.search.shadowRoot!.querySelector('.state h2 bdi'), 'no results');
    const heading = w.search.shadowRoot!.querySelector('.state h2')!;
    expect(readsLeftToRight(heading, 'open_file(x)'), 'the query as typed').to.equal(true);
    expect(w.search.shadowRoot!.querySelector('input')!.getAttribute('dir')).to.equal('auto');
    const enter = w.search.shadowRoot!.querySelector('.footer .mirror')!;
    expect(getComputedStyle(enter).transform, 'the ↵ key mirrored').to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(w.search).to.be.accessible();
  });

  it('keeps English strings in order where the language has no catalogue (Persian)', async () => {
    const w = await widgetsIn('fa', {dir: 'rtl'});
    await w.search.show('configuration');
    await until(() => textOf(w.search.shadowRoot!.querySelector('.meta')), 'the count line');
    const line = w.search.shadowRoot!.querySelector('.meta')!;
    const text = textOf(line);
    expect(text).to.match(/^\d+ pages$/);
    expect(readsLeftToRight(line, text), `"${text}" as written, not "pages 3"`).to.equal(true);
    await expect(w.search).to.be.accessible();
  });

  it('keeps code in a preview left to right on a Hebrew page', async () => {
    const code = 'with open_file("ملاحظات.txt") as f:';
    const api = createReferenceApi({
      data: {projects: [{slug: 'demo', name: 'Demo', language: 'en', versions: [{slug: 'latest', doctype: 'sphinx', pages: [{
        path: 'guide/files.html',
        html: `<!doctype html><html lang="he"><head><title>קבצים</title></head><body><div role="main" class="document">
          <section id="read"><h2>קריאת קבצים</h2><p>הפונקציה <code>open_file()</code> פותחת קובץ.</p><pre>${code}</pre></section></div></body></html>`,
      }]}]}]},
    });
    const root = await fixture<HTMLElement>(html`<div lang="he" dir="rtl">
      <p id="content" style="padding: 40px"><a class="reference internal" id="read" href="${DOCS}/guide/files.html#read">קריאה</a></p>
      <docs-link-preview scope="#content" delay="40" .fetch=${(request: Request) => api.fetch(request)}></docs-link-preview>
    </div>`);
    const preview = root.querySelector('docs-link-preview')!;
    await hover(root.querySelector('#read')!);
    await until(() => preview.shadowRoot!.querySelector('.content pre'), 'the preview shown');
    const content = preview.shadowRoot!.querySelector('.content')!;
    // The code's Latin runs in written order: "with open_file(" left of "as f:", each read left to right.
    const [start] = characterEdges(content, 'with open_file(');
    const [end] = characterEdges(content, ') as f:');
    expect(start!, 'the start of the line is on the left').to.be.lessThan(end!);
    expect(readsLeftToRight(content, 'with open_file(') && readsLeftToRight(content, ') as f:')).to.equal(true);
    expect(readsLeftToRight(content, 'open_file()'), 'inline code').to.equal(true);
    // axe reads the box's opacity: the opening fade must be over before it judges contrast (mid-fade, Firefox measured
    // the text at 2.22:1).
    const popup = preview.shadowRoot!.querySelector<HTMLElement>('.popup')!;
    await until(() => getComputedStyle(popup).opacity === '1' && popup.getAnimations().length === 0, 'the opening fade is over');
    await expect(preview).to.be.accessible();
  });
});

describe('`strings` over the page language', () => {
  it('overrides every key of the search over the French catalogue', async () => {
    const w = await widgetsIn('fr');
    const fr = (await loadPart('fr', 'search')).search(defaultSearchStrings);
    await until(() => textOf(w.search.shadowRoot!.querySelector('.trigger .label')) === fr.trigger, 'French first');
    // Every key replaced by a marked value (functions by functions): whatever shows must be one of them.
    const marked = Object.fromEntries(
      Object.entries(defaultSearchStrings).map(([key, value]) => [
        key,
        typeof value === 'function' ? (...args: unknown[]) => `«${key}:${args.join(',')}»` : Array.isArray(value) ? value.map((_, i) => `«${key}${i}»`) : `«${key}»`,
      ]),
    ) as unknown as SearchStrings;
    w.search.strings = marked;
    await w.search.updateComplete;
    expect(textOf(w.search.shadowRoot!.querySelector('.trigger .label'))).to.equal('«trigger»');
    await w.search.show('zzqqxx');
    await until(() => w.search.shadowRoot!.querySelector('.state h2'), 'no results');
    const shown = textOf(w.search.shadowRoot!.querySelector('dialog'));
    for (const value of Object.values(fr)) {
      if (typeof value === 'string' && value.length > 2) expect(shown, 'no French left').not.to.include(value);
    }
    expect(shown).to.include('«noResults:zzqqxx»').and.include('«tips3»').and.include('«hintClose»');
    expect(w.search.shadowRoot!.querySelector('input')!.placeholder).to.equal('«placeholder»');
  });

  it('overrides the zero-config button label and the fallback notice on a French page', async () => {
    const root = await fixture<HTMLElement>(html`<div lang="fr"><header role="banner"></header><form><input id="theme"></form></div>`);
    const header = root.querySelector('header')!;
    header.id = 'page-header';
    // Translated when not overridden, the override kept when given.
    const translated = createSearchButton(document, '/', () => {});
    root.append(translated);
    const own = createSearchButton(document, '/', () => {}, 'Chercher ici');
    root.append(own);
    await until(() => textOf(translated.shadowRoot!.querySelector('span')) === 'Rechercher', 'the catalogue label');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(textOf(own.shadowRoot!.querySelector('span'))).to.equal('Chercher ici');
    translated.remove();
    own.remove();
    const box = root.querySelector<HTMLInputElement>('#theme')!;
    const trigger = {themeSearch: () => box, release: () => {}, restore: () => {}} as unknown as SearchTrigger;
    const fallback = handOff(trigger, '', {} as never, 'Recherche du site, pour l’instant')!;
    expect(textOf(fallback.notice!.shadowRoot!.querySelector('p'))).to.equal('Recherche du site, pour l’instant');
    fallback.dispose();
  });
});
