import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {emulateMedia, resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import '../../../src/version-switcher.js';
import type {DocsVersionSwitcherElement} from '../../../src/elements/version-switcher/docs-version-switcher.js';
import type {DocsVersionSelectEvent} from '../../../src/elements/version-switcher/events.js';
import {rememberFallback} from '../../../src/elements/version-switcher/fallback-notice.js';
import type {DocsVersionWarningElement} from '../../../src/elements/version-warning/docs-version-warning.js';
import type {DocsErrorEvent} from '../../../src/internal/docs-error-event.js';
import type {Dataset} from '../../../src/reference-api/dataset.js';
import {MEDIA_EMULATION, NO_MEDIA_EMULATION, itIn} from '../../helpers/engine.js';
import {API_BASE, centre, docsUrl, pixelDataset, referenceApi, type LoggedApi} from '../version-switcher/fixtures.js';

async function mount(
  logged: LoggedApi,
  version: string,
  {
    path = 'guide/install.html#linux',
    project = 'pixel',
    lang = 'en',
    apiVersion = '3',
  }: {path?: string; project?: string; lang?: string; apiVersion?: string} = {},
): Promise<DocsVersionWarningElement> {
  const el = await fixture<DocsVersionWarningElement>(html`<docs-version-warning
    api-base=${API_BASE}
    project=${project}
    version=${version}
    api-version=${apiVersion}
    page-url=${docsUrl(project === 'pixel-es' ? 'pixel' : project, lang, version, path)}
    .fetch=${logged.fetch}
  ></docs-version-warning>`);
  await el.versionsSettled;
  await el.updateComplete;
  return el;
}

function banner(el: DocsVersionWarningElement): HTMLElement | null {
  return el.shadowRoot?.querySelector('.banner') ?? null;
}

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** No stable version; the default is the 2.1 tag. */
function noStableDataset(): Dataset {
  const data = pixelDataset({tags: ['1.0.0'], defaultVersion: '2.1'});
  const pixel = data.projects?.[0];
  if (pixel?.versions) pixel.versions = pixel.versions.filter((version) => version.slug !== 'stable');
  return data;
}

describe('<docs-version-warning>', () => {
  afterEach(() => resetMouse());

  describe('when it shows', () => {
    it('stays hidden on the default version (stable) and on the release stable stands for', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      for (const version of ['stable', '2.1']) {
        const el = await mount(logged, version);
        expect(banner(el), version).to.equal(null);
        expect(el.getBoundingClientRect().height, version).to.equal(0);
        // Nor any room below it: the gap kept before the page's heading is there only with something shown.
        const live = el.shadowRoot!.querySelector('.live')!;
        expect(getComputedStyle(live).display, `${version}: the empty live region is not laid out`).to.equal('none');
      }
    });

    it('flags latest as the development version and links to the same page in stable (2.1)', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), 'latest');
      expect(el.warning?.kind).to.equal('development');
      expect(text(banner(el))).to.contain('development version (latest)');
      const link = banner(el)?.querySelector('a') as HTMLAnchorElement;
      expect(text(link)).to.equal('Read this page in version 2.1');
      expect(link.href).to.equal(docsUrl('pixel', 'en', 'stable', 'guide/install.html#linux'));
    });

    it('flags an older tag, a pre-release, another branch and an unknown version, each in its own words', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      const cases: Array<[string, string, string]> = [
        ['2.0', 'older', 'version 2.0, which is not the current release'],
        ['1.0.0', 'older', 'version 1.0.0'],
        ['3.0rc1', 'prerelease', 'a pre-release'],
        ['feature-x', 'development', 'development version (feature-x)'],
        ['0.9', 'unknown', 'not one of the project’s maintained versions'],
      ];
      for (const [version, kind, words] of cases) {
        const el = await mount(logged, version);
        expect(el.warning?.kind, version).to.equal(kind);
        expect(text(banner(el)), version).to.contain(words);
        expect(banner(el)?.classList.contains(kind), version).to.be.true;
      }
    });

    it('does not warn on latest when latest is the default version, but still on older tags (to stable)', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0'], defaultVersion: 'latest'}));
      expect(banner(await mount(logged, 'latest'))).to.equal(null);
      const older = await mount(logged, '2.0');
      expect(older.warning?.target.slug).to.equal('stable');
    });

    it('recommends the default version when there is no stable one', async () => {
      const el = await mount(referenceApi(noStableDataset()), 'latest');
      expect(el.warning?.target.slug).to.equal('2.1');
      expect((banner(el)?.querySelector('a') as HTMLAnchorElement).href).to.equal(
        docsUrl('pixel', 'en', '2.1', 'guide/install.html#linux'),
      );
    });

    it('maps the link within a translation', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), 'latest', {project: 'pixel-es', lang: 'es'});
      expect((banner(el)?.querySelector('a') as HTMLAnchorElement).href).to.equal(
        docsUrl('pixel', 'es', 'stable', 'guide/install.html#linux'),
      );
    });

    it('over API v2 (no aliases) recognises the release stable stands for by its commit', async () => {
      const data = pixelDataset({tags: ['1.0.0']});
      for (const version of data.projects?.[0]?.versions ?? []) {
        if (version.slug === 'stable' || version.slug === '2.1') version.identifier = 'c0ffee';
      }
      const logged = referenceApi(data);
      expect(banner(await mount(logged, '2.1', {apiVersion: '2'}))).to.equal(null);
      const older = await mount(logged, '2.0', {apiVersion: '2'});
      expect(older.warning?.kind).to.equal('older');
      expect(older.warning?.targetName).to.equal('2.1');
      expect(logged.log.every((line) => !line.startsWith('/api/v3/projects'))).to.be.true;
    });

    it('takes replacement strings', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), 'latest');
      el.strings = {link: (target) => `Leer en ${target}`, dismiss: 'Cerrar aviso'};
      await el.updateComplete;
      expect(text(banner(el)?.querySelector('a'))).to.equal('Leer en 2.1');
      expect(banner(el)?.querySelector('button')?.getAttribute('aria-label')).to.equal('Cerrar aviso');
    });

    it('shows nothing and fires docs-error when the API is down', async () => {
      const logged = referenceApi();
      logged.api.faults.set('/api/v3/', {status: 500});
      const errors: DocsErrorEvent[] = [];
      const record = (event: DocsErrorEvent) => errors.push(event);
      document.addEventListener('docs-error', record);
      const el = await mount(logged, 'latest');
      document.removeEventListener('docs-error', record);
      expect(banner(el)).to.equal(null);
      expect(errors).to.have.length(1);
    });
  });

  describe('dismissal', () => {
    it('is remembered per project and version, and only there', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      const el = await mount(logged, '2.0');
      const dismiss = banner(el)?.querySelector('button') as HTMLButtonElement;
      await sendMouse({type: 'click', position: centre(dismiss)});
      await el.updateComplete;
      expect(banner(el)).to.equal(null);
      // Next page of the same version: still dismissed.
      expect(banner(await mount(logged, '2.0', {path: 'index.html'}))).to.equal(null);
      // Another version: shown.
      expect(banner(await mount(logged, '3.0rc1'))).to.not.equal(null);
      // The same version slug of another project: shown.
      expect(banner(await mount(logged, 'latest', {project: 'pixel-plugins'}))).to.equal(null, 'latest is its default');
      const es = await mount(logged, 'latest', {project: 'pixel-es', lang: 'es'});
      expect(banner(es)).to.not.equal(null);
    });

    it('works from the keyboard', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), '2.0');
      (banner(el)?.querySelector('a') as HTMLAnchorElement).focus();
      await sendKeys({press: 'Tab'});
      expect(el.shadowRoot?.activeElement?.getAttribute('aria-label')).to.equal('Dismiss version notice');
      await sendKeys({press: 'Enter'});
      await el.updateComplete;
      expect(banner(el)).to.equal(null);
    });

    // readthedocs/addons hides its notifications after 5000 ms; a reader may need longer than that (WCAG 1.4.13).
    it('never disappears on its own (still there after 5.5 s)', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), 'latest');
      expect(banner(el)).to.not.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      await el.updateComplete;
      expect(banner(el)).to.not.equal(null);
    });
  });

  describe('accessibility', () => {
    it('is a named landmark inside a polite live region, with a named dismiss button of at least 24×24 px', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), '2.0');
      const region = banner(el) as HTMLElement;
      expect(region.localName).to.equal('section');
      expect(region.getAttribute('aria-label')).to.equal('Version notice');
      expect(region.closest('[aria-live="polite"]')).to.not.equal(null);
      const button = region.querySelector('button') as HTMLButtonElement;
      const box = button.getBoundingClientRect();
      expect(box.width).to.be.at.least(24);
      expect(box.height).to.be.at.least(24);
    });

    itIn(MEDIA_EMULATION, NO_MEDIA_EMULATION)('passes axe (contrast included) for every kind, in light and dark', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      for (const scheme of ['light', 'dark'] as const) {
        await emulateMedia({colorScheme: scheme});
        for (const version of ['latest', '2.0', '3.0rc1', '0.9']) {
          const el = await mount(logged, version);
          expect(banner(el), version).to.not.equal(null);
          await expect(el).to.be.accessible();
        }
      }
      await emulateMedia({colorScheme: 'light'});
    });
  });

  describe('navigation and the fallback notice', () => {
    it('its link checks the page and fires docs-version-select for the same page in stable', async () => {
      const el = await mount(referenceApi(pixelDataset({tags: ['1.0.0']})), 'latest');
      el.addEventListener('docs-version-select', (event) => event.preventDefault(), {once: true});
      const selected = oneEvent(el, 'docs-version-select') as Promise<DocsVersionSelectEvent>;
      await sendMouse({type: 'click', position: centre(banner(el)?.querySelector('a') as Element)});
      expect((await selected).detail).to.deep.equal({
        version: 'stable',
        url: docsUrl('pixel', 'en', 'stable', 'guide/install.html#linux'),
        fallback: false,
      });
    });

    it('on the landing page after a fallback, explains it in the banner area; the switcher leaves it to the banner', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      const to = docsUrl('pixel', 'en', '2.0', '');
      rememberFallback({path: 'guide/install.html', version: '2.0', to, at: Date.now()});
      const root = await fixture<HTMLDivElement>(html`<div>
        <docs-version-warning api-base=${API_BASE} project="pixel" version="2.0" page-url=${to} .fetch=${logged.fetch}></docs-version-warning>
        <main><docs-version-switcher api-base=${API_BASE} project="pixel" version="2.0" page-url=${to} .fetch=${logged.fetch}></docs-version-switcher></main>
      </div>`);
      const warning = root.querySelector('docs-version-warning') as DocsVersionWarningElement;
      const switcher = root.querySelector('docs-version-switcher') as DocsVersionSwitcherElement;
      await warning.versionsSettled;
      await waitUntil(() => warning.shadowRoot?.querySelector('.notice'), 'notice shown');
      const notice = warning.shadowRoot?.querySelector('.notice') as HTMLElement;
      expect(text(notice)).to.contain('The page “guide/install.html” does not exist in version 2.0');
      expect(notice.getAttribute('aria-label')).to.equal('Page notice');
      await switcher.updateComplete;
      expect(switcher.shadowRoot?.querySelector('.notice')).to.equal(null);
      await expect(warning).to.be.accessible();
      // Shown once: a reload of the landing page does not show it again.
      const again = await mount(logged, '2.0', {path: ''});
      expect(again.shadowRoot?.querySelector('.notice')).to.equal(null);
      // Dismissible.
      (notice.querySelector('button') as HTMLButtonElement).click();
      await warning.updateComplete;
      expect(warning.shadowRoot?.querySelector('.notice')).to.equal(null);
    });

    it('ignores a note meant for another page or too old', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      rememberFallback({path: 'a.html', version: '2.0', to: docsUrl('pixel', 'en', '2.1', ''), at: Date.now()});
      expect((await mount(logged, '2.0', {path: ''})).shadowRoot?.querySelector('.notice')).to.equal(null);
      rememberFallback({path: 'a.html', version: '2.0', to: docsUrl('pixel', 'en', '2.0', ''), at: Date.now() - 10 * 60_000});
      expect((await mount(logged, '2.0', {path: ''})).shadowRoot?.querySelector('.notice')).to.equal(null);
    });
  });

  describe('layout', () => {
    it('wraps its second line flush with the first, and keeps a clear gap above the page heading', async () => {
      const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
      const el = await mount(logged, '2.0');
      const host = await fixture<HTMLElement>(html`<main style="inline-size: 420px; font: 16px/1.5 sans-serif"><h1 style="margin-block: 0 0.5em; font-size: 2em">Install</h1></main>`);
      host.prepend(el);
      await el.updateComplete;
      // Every width from a phone's to a desktop column: wherever the lines break (the link may start one), they align.
      let wrapped = 0;
      for (let width = 300; width <= 700; width += 8) {
        host.style.inlineSize = `${width}px`;
        const message = el.shadowRoot!.querySelector<HTMLElement>('.message')!;
        // Where each visible character sits; lines are told apart by their top.
        const chars: DOMRect[] = [];
        const walker = document.createTreeWalker(message, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            if (!node.textContent![i]!.trim()) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push(range.getBoundingClientRect());
          }
        }
        const firstLine = chars[0]!;
        const lineStarts = chars.filter((rect, i) => i > 0 && rect.top > chars[i - 1]!.bottom - 2);
        wrapped += lineStarts.length;
        for (const start of lineStarts) expect(Math.abs(start.left - firstLine.left), `a line indented at ${width}px`).to.be.below(1);
      }
      expect(wrapped, 'lines that wrapped').to.be.greaterThan(10);
      const gap = host.querySelector('h1')!.getBoundingClientRect().top - el.getBoundingClientRect().bottom;
      expect(gap, 'gap above the h1').to.be.at.least(20);
      await expect(el).to.be.accessible();
    });
  });
});
