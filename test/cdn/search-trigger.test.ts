import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys, sendMouse, resetMouse} from '@web/test-runner-commands';
import {searchTrigger, type OpenRequest, type SearchTrigger} from '../../src/cdn/eager/search-trigger.js';

const config = {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined};

async function center(element: Element): Promise<[number, number]> {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('SearchTrigger (zero-config hotkeys and theme search binding)', () => {
  let trigger: SearchTrigger | undefined;
  afterEach(async () => {
    trigger?.disconnect();
    trigger = undefined;
    await resetMouse();
  });

  it('opens on "/" and Ctrl+K, but not on "/" typed into a field', async () => {
    const opened: OpenRequest[] = [];
    const page = await fixture(html`<div><p>text</p><textarea></textarea></div>`);
    trigger = searchTrigger({config, open: async (request) => void opened.push(request)});
    await sendKeys({press: '/'});
    await sendKeys({down: 'Control'});
    await sendKeys({press: 'k'});
    await sendKeys({up: 'Control'});
    expect(opened.map((request) => request.toggle)).to.deep.equal([true, true]);
    page.querySelector('textarea')!.focus();
    await sendKeys({press: '/'});
    expect(opened).to.have.length(2);
    expect(page.querySelector('textarea')!.value).to.equal('/');
  });

  it("keeps a theme's own handler for the same key from running", async () => {
    let themeSaw = 0;
    const listener = () => themeSaw++;
    document.addEventListener('keydown', listener);
    try {
      trigger = searchTrigger({config, open: async () => {}});
      await sendKeys({press: '/'});
      expect(themeSaw).to.equal(0);
      await sendKeys({press: 'a'});
      expect(themeSaw).to.equal(1);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });

  it('keys typed while the dialog loads are all delivered, in order, and none reaches the page (issue 13)', async () => {
    const pageKeys: string[] = [];
    const themeShortcut = (event: KeyboardEvent) => pageKeys.push(event.key);
    document.addEventListener('keydown', themeShortcut);
    const field = await fixture<HTMLInputElement>(html`<input aria-label="dialog field" />`);
    try {
      trigger = searchTrigger({
        config,
        // A chunk that takes 150 ms to load, then a dialog whose field takes the text and the focus.
        open: async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 150));
          field.value = request.typed?.() || request.query;
          field.focus();
        },
      });
      // "/" then "theme next" at once, as a fast typist does (mkdocs-material's "n" is its next-page shortcut).
      await sendKeys({type: '/theme n'});
      await waitUntil(() => field.value !== '', 'the dialog opened', {timeout: 3000});
      await sendKeys({type: 'ext'});
      expect(field.value).to.equal('theme next');
      expect(pageKeys, 'no key leaked to the page').to.deep.equal(['e', 'x', 't']);
    } finally {
      document.removeEventListener('keydown', themeShortcut);
    }
  });

  it("opens from the theme's search input with what is typed there", async () => {
    const opened: OpenRequest[] = [];
    const page = await fixture(html`<form class="search"><input name="q" value="conf" /></form>`);
    trigger = searchTrigger({config, open: async (request) => void opened.push(request)});
    const input = page.querySelector('input')!;
    await sendMouse({type: 'click', position: await center(input)});
    expect(opened[0]).to.include({query: 'conf'});
  });

  it('releases the theme search when our part fails: focus and text stay there, hotkeys focus it', async () => {
    const page = await fixture(html`<div><form class="search"><input name="q" /></form><p>x</p></div>`);
    const input = page.querySelector('input')!;
    let attempts = 0;
    trigger = searchTrigger({config, open: async () => {
      attempts++;
      throw new Error('the chunk could not load');
    }});
    await sendMouse({type: 'click', position: await center(input)});
    await waitUntil(() => trigger!.released, 'the binding is released');
    await sendKeys({type: 'sphinx'});
    expect(input.value).to.equal('sphinx');
    expect(document.activeElement).to.equal(input);
    input.blur();
    await sendKeys({press: '/'});
    expect(document.activeElement).to.equal(input);
    expect(attempts).to.equal(1);
  });

  it("replaces a theme's search button, and replays the click for the theme when ours cannot open", async () => {
    let themeClicks = 0;
    const page = await fixture(html`<div><button class="search-button" @click=${() => themeClicks++}>Search</button></div>`);
    const button = page.querySelector('button')!;
    trigger = searchTrigger({config, open: async () => {
      throw new Error('no');
    }});
    await sendMouse({type: 'click', position: await center(button)});
    await waitUntil(() => themeClicks === 1, 'the click reaches the theme after the release');
  });

  it('does not bind the theme search when told not to', async () => {
    const opened: OpenRequest[] = [];
    const page = await fixture(html`<form class="search"><input name="q" /></form>`);
    trigger = searchTrigger({config: {...config, bindThemeSearch: false}, open: async (request) => void opened.push(request)});
    await sendMouse({type: 'click', position: await center(page.querySelector('input')!)});
    expect(opened).to.deep.equal([]);
    expect(trigger.themeSearch()).to.equal(undefined);
  });
});
