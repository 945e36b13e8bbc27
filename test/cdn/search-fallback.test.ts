import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {readConfig} from '../../src/cdn/config.js';
import {searchTrigger} from '../../src/cdn/eager/search-trigger.js';
import {FALLBACK_NOTICE, FALLBACK_NOTICE_LASTING, apiAnswers, handOff} from '../../src/cdn/lazy/search-fallback.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {clearSharedSources} from '../../src/sources/resolve.js';
import {searchData} from '../elements/search/helpers.js';

describe('zero-config search falling back to the theme search while our API is down (issue 13)', () => {
  it('says so beside the theme box, and gives the box back to our search when the API answers again', async () => {
    const api = createReferenceApi({data: searchData});
    let down = true;
    const fetch = (request: Request) =>
      down ? Promise.resolve(new Response('{"detail": "down"}', {status: 503})) : api.fetch(request);
    const config = {...readConfig({project: 'demo', version: 'latest', fetch}, null), search: {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined}};
    const page = await fixture(html`<div><form class="search"><input name="q" aria-label="Site search" /></form><p>text</p></div>`);
    const opened: string[] = [];
    const trigger = searchTrigger({config: config.search, open: async (request) => void opened.push(request.query)});
    try {
      const fallback = handOff(trigger, 'blur', config, undefined)!;
      const box = page.querySelector('input')!;
      expect(trigger.released).to.be.true;
      expect(box.value, 'the query goes with the reader').to.equal('blur');
      const line = fallback.notice!.shadowRoot!.querySelector('[role=status]')!;
      expect(line.textContent).to.equal(FALLBACK_NOTICE);
      expect(fallback.notice!.getBoundingClientRect().height).to.be.greaterThan(10);
      await expect(page).to.be.accessible();

      // Coming back to the box asks the API again; while it is down, the theme keeps the box.
      box.blur();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      box.focus();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(trigger.released).to.be.true;

      down = false;
      box.blur();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      box.focus();
      await waitUntil(() => !trigger.released, 'our search is back', {timeout: 3000});
      expect(fallback.notice, 'the line is gone').to.equal(undefined);
      box.blur();
      await sendKeys({press: '/'});
      await waitUntil(() => opened.length > 0, 'the hotkey opens ours again');
    } finally {
      trigger.disconnect();
    }
  });

  it('a failure that cannot pass on the page (its CSP refuses our worker): says so, and never asks again', async () => {
    const asked: string[] = [];
    const fetch = (request: Request) => {
      asked.push(request.url);
      return Promise.resolve(new Response('{"detail": "down"}', {status: 503}));
    };
    const config = {...readConfig({project: 'demo', version: 'latest', fetch}, null), search: {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined}};
    const page = await fixture(html`<div><form class="search"><input name="q" aria-label="Site search" /></form><p>text</p></div>`);
    const trigger = searchTrigger({config: config.search, open: async () => {}});
    try {
      const fallback = handOff(trigger, 'despike', config, undefined, document, true)!;
      const box = page.querySelector('input')!;
      expect(box.value).to.equal('despike');
      const line = fallback.notice!.shadowRoot!.querySelector('[role=status]')!;
      expect(line.textContent).to.equal(FALLBACK_NOTICE_LASTING);
      expect(line.textContent).not.to.contain('comes back');
      await expect(page).to.be.accessible();
      box.blur();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      box.focus();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked, 'no check of a search that cannot come back').to.deep.equal([]);
      expect(trigger.released).to.be.true;
      fallback.dispose();
    } finally {
      trigger.disconnect();
    }
  });

  it('on a docs domain, asks the page’s /_/api/ search, the one the search reads, not the dashboard API', async () => {
    const api = createReferenceApi({data: searchData});
    const asked: string[] = [];
    // A docs domain: only the proxied /_/api/ paths are served (production-topology.md).
    const fetch = (request: Request) => {
      const {pathname} = new URL(request.url);
      asked.push(pathname);
      return pathname.startsWith('/_/api/') ? api.fetch(request) : Promise.resolve(new Response('Not found', {status: 404}));
    };
    const metas = Object.entries({'readthedocs-project-slug': 'demo', 'readthedocs-version-slug': 'latest'}).map(([name, content]) =>
      document.head.appendChild(Object.assign(document.createElement('meta'), {name, content})),
    );
    clearSharedSources();
    try {
      const config = readConfig({fetch}, null);
      expect(await apiAnswers(config)(), 'our search answers').to.equal(true);
      expect(asked).to.deep.equal(['/_/api/v3/search/']);
    } finally {
      for (const meta of metas) meta.remove();
      clearSharedSources();
    }
  });
});
