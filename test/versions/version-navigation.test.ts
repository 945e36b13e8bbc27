import {expect, fixture, html} from '@open-wc/testing';
import type {DocsVersionSelectEvent} from '../../src/elements/version-switcher/events.js';
import {takeFallbackNotice} from '../../src/elements/version-switcher/fallback-notice.js';
import {DocsVersionElement, type NavigationTarget} from '../../src/versions/version-element.js';
import {pagePlace} from '../../src/versions/page-path.js';
import {resolveSource} from '../../src/sources/resolve.js';
import type {DocsSource} from '../../src/sources/source.js';
import {API_BASE, docsUrl, pixelDataset, referenceApi, type LoggedApi} from '../elements/version-switcher/fixtures.js';

const FROM = docsUrl('pixel', 'en', 'latest', 'guide/install.html?x=1#y');

/** A version element reading from the reference API, at FROM, that records where it would go instead of leaving. */
class NavigationHost extends DocsVersionElement {
  logged!: LoggedApi;
  went: string[] = [];
  override pageCheckTimeout = 2000;
  readonly #source = resolveSource({apiBase: API_BASE, apiVersion: 3, fetch: (request) => this.logged.fetch(request), document});

  protected override get source(): DocsSource {
    return this.#source;
  }

  protected override place() {
    return pagePlace(FROM, docsUrl('pixel', 'en', 'latest'));
  }

  protected override navigate(url: string): void {
    this.went.push(url);
  }

  override go(target: NavigationTarget): Promise<void> {
    return super.go(target);
  }
}
customElements.define('version-navigation-host', NavigationHost);

function target(version: string, path = 'guide/install.html?x=1#y'): NavigationTarget {
  return {version, name: version, url: docsUrl('pixel', 'en', version, path), root: docsUrl('pixel', 'en', version)};
}

async function host(logged: LoggedApi = referenceApi(pixelDataset({tags: []}))): Promise<NavigationHost> {
  const el = await fixture<NavigationHost>(html`<version-navigation-host></version-navigation-host>`);
  el.logged = logged;
  return el;
}

describe('DocsVersionElement navigation', () => {
  it('goes to the same page when the embed endpoint finds it there, with no note', async () => {
    const el = await host();
    await el.go(target('2.1'));
    expect(el.went).to.deep.equal([docsUrl('pixel', 'en', '2.1', 'guide/install.html?x=1#y')]);
    expect(el.logged.log.filter((line) => line.startsWith('/api/v3/embed/'))).to.have.length(1);
    expect(sessionStorage.getItem('docs-widgets:version-fallback')).to.equal(null);
  });

  it('goes to the version root on a 404, and leaves the note for that root page', async () => {
    const el = await host();
    await el.go(target('2.0'));
    expect(el.went).to.deep.equal([docsUrl('pixel', 'en', '2.0')]);
    const notice = takeFallbackNotice(docsUrl('pixel', 'en', '2.0'));
    expect(notice).to.deep.include({path: 'guide/install.html', version: '2.0'});
  });

  it('does not navigate or leave a note when docs-version-select is cancelled', async () => {
    const el = await host();
    el.addEventListener('docs-version-select', (event: DocsVersionSelectEvent) => event.preventDefault(), {once: true});
    await el.go(target('2.0'));
    expect(el.went).to.deep.equal([]);
    expect(sessionStorage.getItem('docs-widgets:version-fallback')).to.equal(null);
  });

  it('sends the reader on unchecked when the check fails or takes too long', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    logged.api.faults.set('/api/v3/embed/', {status: 500, times: 1});
    const el = await host(logged);
    await el.go(target('2.0'));
    expect(el.went).to.deep.equal([docsUrl('pixel', 'en', '2.0', 'guide/install.html?x=1#y')]);
    logged.api.faults.set('/api/v3/embed/', {hang: true});
    el.pageCheckTimeout = 150;
    const started = performance.now();
    await el.go(target('2.0'));
    expect(performance.now() - started).to.be.below(2000);
    expect(el.went[1]).to.equal(docsUrl('pixel', 'en', '2.0', 'guide/install.html?x=1#y'));
  });

  it('does not check a version root, and a newer click supersedes a check in flight', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    const el = await host(logged);
    await el.go(target('2.1', ''));
    expect(logged.log.some((line) => line.startsWith('/api/v3/embed/'))).to.be.false;
    logged.api.faults.set('/api/v3/embed/', {hang: true, times: 1});
    const first = el.go(target('2.0'));
    const second = el.go(target('2.1'));
    await Promise.all([first, second]);
    expect(el.went).to.deep.equal([docsUrl('pixel', 'en', '2.1'), docsUrl('pixel', 'en', '2.1', 'guide/install.html?x=1#y')]);
  });
});
