import {expect, waitUntil} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import french from '../../src/i18n/catalogue/fr/search.js';

/**
 * The script tag from a CDN (issue 25): a static Sphinx site served on this origin loads dist/cdn/ from the other name
 * of the test server (localhost / 127.0.0.1), which sends `Access-Control-Allow-Origin: *`; see
 * scripts/wtr-second-origin.mjs for the site and the cases. The page is framed (same origin as the runner, so the
 * test reads it), driven with real keys and pointer moves.
 */

interface Seen {
  errors: string[];
  violations: Array<{directive: string; blocked: string; source: string}>;
}

const cdnOrigin = `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

let frame: HTMLIFrameElement | undefined;

/**
 * How long the hand-over to the theme's box may take: the search chunk, the static part and the refused or missing
 * worker, all from the second origin. Seconds on a quiet machine; a WebKit run at load average 14 on 2 cores took
 * over 10 s, with no error yet, so this bounds a failure, not the speed.
 */
const HAND_OVER_MS = 20_000;

async function openSite(which: string, path = `/cdn-site/${which}/2.1/guide.html`): Promise<{doc: Document; seen: Seen}> {
  frame = document.createElement('iframe');
  frame.style.cssText = 'position: fixed; top: 0; left: 0; width: 1000px; height: 700px; border: 0';
  const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, {once: true}));
  frame.src = path;
  document.body.append(frame);
  // The first request builds the Sphinx site (once per machine).
  await loaded;
  const win = frame.contentWindow as Window & {docsWidgetsSeen?: Seen};
  await waitUntil(() => win.docsWidgetsSeen, 'the page records what it sees', {timeout: 10_000});
  win.focus();
  // Keys go to the frame only once it has focus. In one CI run WebKit's `/` opened no search on the hosted page (no
  // <docs-search> in 15 s), as if the key had gone elsewhere; not reproduced here in 9 runs, so this is the likely cause,
  // not a proven one. An engine that never reports the focus goes on after 5 s, as before.
  await waitUntil(() => frame!.contentDocument!.hasFocus(), 'the framed page has focus', {timeout: 5_000}).catch(() => {});
  return {doc: frame.contentDocument!, seen: win.docsWidgetsSeen!};
}

/** Where an element of the framed page is on the runner's page (the frame sits at its top left corner). */
function center(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** The guide page's text around the query's word: its snippet, which only the page has. */
const SNIPPET = /sprocket before you assemble/;

const ours = (doc: Document, tag: string) => doc.querySelector<HTMLElement>(`${tag}[data-docs-widgets]`);

/** Reports about our own files: the bundle's origin or the worker's bootstrap. */
const oursReported = (seen: Seen) =>
  seen.violations.filter((report) => [report.blocked, report.source].some((url) => url.startsWith(cdnOrigin) || url.startsWith('blob')));

/**
 * `snippet`: text of a result's page that its row must show. Sphinx's index has no text, so the search worker reads
 * the result pages for it (issue 29): the page's own resource timing (which lists only its own loads, not the
 * worker's) shows no snippet reader loaded on the main thread.
 */
async function searchShowsResults(doc: Document, expected: RegExp, snippet?: RegExp): Promise<void> {
  await sendKeys({press: '/'});
  await sendKeys({type: 'sprocket'});
  const search = await waitFor(() => ours(doc, 'docs-search'), 'our search');
  const shown = (pattern: RegExp) => () => [...(search.shadowRoot?.querySelectorAll('[role=option]') ?? [])]
    .some((option) => pattern.test(option.textContent?.replace(/\s+/g, ' ') ?? ''));
  const dialogSays = () => search.shadowRoot?.querySelector('dialog')?.textContent?.replace(/\s+/g, ' ').slice(0, 300);
  await waitUntil(shown(expected), `${expected} among the results`, {timeout: 15_000})
    .catch((error: Error) => {
      const field = search.shadowRoot?.querySelector('input');
      throw new Error(`${error.message}; the field has "${field?.value}", the dialog says "${dialogSays()}"`);
    });
  if (snippet) {
    await waitUntil(shown(snippet), `${snippet} in a row`, {timeout: 15_000}).catch((error: Error) => {
      throw new Error(`${error.message}; the dialog says "${dialogSays()}"`);
    });
    // (The pages themselves may be fetched here too, by a preview of a link under the pointer: the reader's code is
    // what tells the snippets' path.)
    const readersHere = doc.defaultView!.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/chunks\/(sphinx-snippets|static-main-thread-snippets)-/.test(path));
    expect(readersHere, 'the snippets\' page reader loaded on the main thread').to.deep.equal([]);
  }
  await sendKeys({press: 'Escape'});
  await waitUntil(() => !search.shadowRoot?.querySelector('dialog[open]'), 'the search closed');
}

async function previewShows(doc: Document, selector: string, expected: string): Promise<void> {
  const link = doc.querySelector(selector)!;
  link.scrollIntoView({block: 'center'});
  // As a reader's pointer does: onto the link, and off and on again when nothing came (one move can land while the
  // search dialog that just closed still holds the page inert, and a still pointer sends no second pointerover).
  let preview: HTMLElement | null = null;
  for (let attempt = 0; attempt < 3 && !preview; attempt++) {
    if (attempt > 0) await resetMouse();
    await sendMouse({type: 'move', position: center(link)});
    await waitUntil(() => ours(doc, 'docs-link-preview'), 'our preview', {timeout: 5_000}).catch(() => {});
    preview = ours(doc, 'docs-link-preview');
  }
  if (!preview) throw new Error('no preview after three hovers of the link');
  const popupText = () => preview.shadowRoot?.querySelector('[part~=popup]')?.textContent?.replace(/\s+/g, ' ') ?? '';
  await waitUntil(() => popupText().includes(expected), `"${expected}" in the preview`, {timeout: 15_000})
    .catch((error: Error) => {
      throw new Error(`${error.message}; the preview says "${popupText().slice(0, 200)}" and the link is ${link.matches(':hover') ? '' : 'not '}hovered`);
    });
  await resetMouse();
}

async function switcherLists(doc: Document): Promise<void> {
  const switcher = await waitFor(() => ours(doc, 'docs-version-switcher'), 'our version switcher');
  const button = await waitFor(() => switcher.shadowRoot?.querySelector('button'), 'the switcher button');
  button.scrollIntoView({block: 'center'});
  await sendMouse({type: 'click', position: center(button)});
  await waitUntil(() => switcher.shadowRoot?.textContent?.includes('2.0'), 'the versions listed');
}

async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  let found: T | null | undefined;
  await waitUntil(() => (found = find()), what, {timeout: 15_000});
  return found!;
}

describe('the script tag from another origin (a CDN)', function () {
  this.timeout(60_000);

  afterEach(async () => {
    frame?.remove();
    frame = undefined;
    await resetMouse();
  });

  for (const [which, what] of [
    ['plain', 'without a CSP'],
    ['strict', 'under a strict CSP naming the CDN, with Trusted Types and worker-src blob:'],
  ] as const) {
    it(`a static site ${what}: search results, a preview and the switcher, with no docs-error`, async () => {
      const {doc, seen} = await openSite(which);
      await searchShowsResults(doc, /\bguide\b/, SNIPPET);
      await previewShows(doc, 'a.reference.internal[href*="glossary"]', 'toothed wheel');
      await switcherLists(doc);
      expect(seen.errors).to.deep.equal([]);
      expect(oursReported(seen), 'CSP reports about our files').to.deep.equal([]);
    });
  }

  it("a static site under a strict CSP with worker-src 'self' only, and data-worker-url naming a same-origin copy: search results", async () => {
    const {doc, seen} = await openSite('copy');
    await searchShowsResults(doc, /\bguide\b/, SNIPPET);
    expect(seen.errors).to.deep.equal([]);
    expect(oursReported(seen), 'CSP reports about our files').to.deep.equal([]);
  });

  it('a static site in French under a strict CSP: the search speaks French, each part one file from the CDN', async () => {
    const {doc, seen} = await openSite('french');
    await searchShowsResults(doc, /\bguide\b/);
    const search = ours(doc, 'docs-search')!;
    await sendKeys({press: '/'});
    const field = await waitFor(() => search.shadowRoot?.querySelector('input'), 'the search field');
    await waitUntil(() => field.placeholder === french.placeholder, `the French placeholder (it has "${field.placeholder}")`);
    expect(search.shadowRoot!.querySelector('dialog')!.getAttribute('aria-label')).to.equal(french.dialogLabel);
    await sendKeys({press: 'Escape'});
    await switcherLists(doc);
    // One file per part, from the bundle's origin: the search's and the version widgets' (the preview's loads with
    // the first preview, not shown here).
    const resources = frame!.contentWindow!.performance.getEntriesByType('resource').map((entry) => entry.name);
    const translations = resources.filter((url) => /\/i18n-/.test(url));
    // Nothing else of the translations: no loader or formatter of their own (as three files per part were before).
    expect(resources.filter((url) => /catalogue|translate/.test(url))).to.deep.equal([]);
    expect(translations.map((url) => url.replace(/-[\w-]{8}\.js$/, '').replace(/^.*\//, '')).sort()).to.deep.equal(['i18n-fr-search', 'i18n-fr-versions']);
    expect(translations.every((url) => url.startsWith(`${cdnOrigin}/dist/cdn/chunks/`)), translations.join(', ')).to.equal(true);
    expect(seen.errors).to.deep.equal([]);
    expect(oursReported(seen), 'CSP reports about our files').to.deep.equal([]);
  });

  for (const [which, what] of [['plain', 'without a CSP'], ['strict', 'under a strict CSP naming the CDN']] as const) {
    it(`a hosted page ${what}: search results, a preview and the switcher, the API asked on the page's origin`, async () => {
      const {doc, seen} = await openSite(which, `/cdn-hosted/${which}.html`);
      await searchShowsResults(doc, /Installation/);
      // Version 1.0 is not the default: the version warning comes at the top of the page when the versions arrive
      // (seconds after load on a busy machine), and pushes the content down 78 px. A pointer already resting on the
      // link is then on the paragraph below it, and the preview rightly lets go (what made this case miss its
      // section about 1 run in 7: the pointer left the link, no request was lost). The reader hovers a page that has
      // settled; so does the test. (That the warning moves the content at all is issue 29's.)
      await waitFor(() => ours(doc, 'docs-version-warning')?.getBoundingClientRect().height, 'the version warning in place');
      await new Promise((settled) => doc.defaultView!.requestAnimationFrame(() => doc.defaultView!.requestAnimationFrame(settled)));
      await previewShows(doc, '#xref', 'torque option');
      await switcherLists(doc);
      expect(seen.errors).to.deep.equal([]);
      expect(oursReported(seen), 'CSP reports about our files').to.deep.equal([]);
      const asked = (frame!.contentWindow as unknown as {docsWidgetsAsked: string[]}).docsWidgetsAsked;
      expect(asked.length).to.be.greaterThan(2);
      expect(asked.filter((url) => !url.startsWith(`${location.origin}/`)), 'requests off the page\'s origin').to.deep.equal([]);
    });
  }

  it('a CSP that refuses blob: workers: the error says so, and the theme box gets every key', async () => {
    const {doc, seen} = await openSite('refused');
    const box = doc.querySelector<HTMLInputElement>('#searchbox input[name=q]')!;
    await sendKeys({press: '/'});
    await sendKeys({type: 'despike'});
    await waitUntil(() => doc.querySelector('[data-docs-widgets=search-fallback]'),
      `the hand-over to the theme box (docs-error: ${JSON.stringify(seen.errors)})`, {timeout: HAND_OVER_MS});
    await waitUntil(() => box.value === 'despike', `"despike" in the theme box (it has "${box.value}")`, {timeout: 5_000});
    expect(doc.activeElement).to.equal(box);
    expect(seen.errors[0]).to.contain("the page's Content-Security-Policy refused it (worker-src)");
    expect(seen.errors[0]).to.contain('worker-src blob:').and.to.contain('data-worker-url');
    const notice = doc.querySelector('[data-docs-widgets=search-fallback]')!.shadowRoot!.textContent!;
    expect(notice).to.contain('cannot run on this page').and.not.to.contain('comes back');
  });

  it('a worker that does not load, with no CSP: the error names the load, not a CSP', async () => {
    const {doc, seen} = await openSite('missing');
    const box = doc.querySelector<HTMLInputElement>('#searchbox input[name=q]')!;
    await sendKeys({press: '/'});
    await sendKeys({type: 'despike'});
    await waitUntil(() => doc.querySelector('[data-docs-widgets=search-fallback]'),
      `the hand-over to the theme box (docs-error: ${JSON.stringify(seen.errors)})`, {timeout: HAND_OVER_MS});
    await waitUntil(() => box.value === 'despike', `"despike" in the theme box (it has "${box.value}")`, {timeout: 5_000});
    expect(seen.errors[0]).to.contain('no-such-worker.js did not load').and.not.to.match(/Content-Security-Policy|CSP|worker-src/);
    expect(seen.violations).to.deep.equal([]);
  });
});
