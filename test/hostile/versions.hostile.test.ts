/**
 * <docs-version-switcher> and <docs-version-warning> over a compromised API: every payload of the XSS corpus in
 * version slugs, verbose names, aliases, documentation and download URLs, project names, translation language names
 * and codes; and a megabyte version name.
 */
import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {resetMouse, sendMouse} from '@web/test-runner-commands';
import '../../src/version-switcher.js';
import type {DocsVersionSwitcherElement} from '../../src/elements/version-switcher/docs-version-switcher.js';
import type {DocsVersionWarningElement} from '../../src/elements/version-warning/docs-version-warning.js';
import {installXssRecorder, loadXssPayloads, settle, type XssPayload} from '../helpers/xss-check.js';
import {jsonResponse, lightDomProbe, longTaskBudget, measureLongestTask, ourElementsIn, rootViolations} from '../helpers/hostile-render.js';
import {guardPageErrors} from '../helpers/fault-matrix.js';
import {API_BASE, centre, docsUrl, pixelDataset, referenceApi} from '../elements/version-switcher/fixtures.js';

const DOCS_ORIGIN = new URL(API_BASE).origin;
const OWN_IDS = /^docs-version-(panel|warning)-\d+(-[a-z]+)?$/;
const PAGE = docsUrl('pixel', 'en', 'latest', 'guide/install.html');

type Json = Record<string, unknown>;
type Poison = (version: Json, index: number) => void;

/**
 * A fetch over the reference API that rewrites its JSON answers: each version through `poisonVersion`, each project
 * (detail, translations, their active versions) through `poisonProject`.
 */
function rewritingFetch(poisonVersion: Poison, poisonProject: (project: Json) => void, data = pixelDataset()) {
  const {api} = referenceApi(data);
  let versionIndex = 0;
  const visitProject = (project: Json) => {
    const expanded = project['active_versions'] ?? (project['_expand'] as Json | undefined)?.['active_versions'];
    const list = Array.isArray(expanded) ? expanded : expanded && typeof expanded === 'object' ? Object.values(expanded) : [];
    for (const version of list as Json[]) poisonVersion(version, versionIndex++);
    poisonProject(project);
  };
  return async (request: Request): Promise<Response> => {
    const response = await api.fetch(request);
    const path = new URL(request.url).pathname;
    if (!response.ok || !path.startsWith('/api/v3/projects/')) return response;
    const body = (await response.json()) as Json;
    if (/\/versions\/$/.test(path)) {
      for (const version of body['results'] as Json[]) poisonVersion(version, versionIndex++);
    } else if (/\/translations\/$/.test(path)) {
      for (const project of body['results'] as Json[]) visitProject(project);
    } else if (/^\/api\/v3\/projects\/[^/]+\/$/.test(path)) {
      visitProject(body);
    }
    return jsonResponse(body, response.status);
  };
}

/** Puts `payload` in every rendered field of a version, keeping the current version findable by its slug. */
function poisonVersionWith(payload: string, version: Json, index: number): void {
  version['verbose_name'] = payload;
  version['aliases'] = [{slug: payload, verbose_name: payload}];
  version['downloads'] = {pdf: payload, htmlzip: `javascript:__xss(${index})`, epub: 'data:text/html,<script>__xss(2)</script>'};
  if (version['slug'] !== 'latest' && version['slug'] !== 'stable') {
    if (index % 2) version['slug'] = payload;
    if (index % 3 === 0) (version['urls'] as Json)['documentation'] = payload;
  }
}

function poisonProjectWith(payload: string, project: Json): void {
  project['name'] = payload;
  const language = project['language'] as Json | undefined;
  if (language && project['slug'] !== 'pixel') {
    language['name'] = payload;
    language['code'] = payload;
  }
}

async function check(root: ShadowRoot, recorder: {calls: number[]}): Promise<string[]> {
  await settle(150);
  return rootViolations(root, {docsOrigin: DOCS_ORIGIN, ownIds: OWN_IDS, executed: recorder.calls}).map(
    (violation) => `${violation.token}: ${violation.detail}`,
  );
}

describe('version widgets with hostile answers', () => {
  let payloads: XssPayload[];
  before(async () => {
    payloads = await loadXssPayloads();
  });
  afterEach(() => resetMouse());

  it('<docs-version-switcher>: one payload per version (names, slugs, aliases, URLs, downloads), open: nothing unsafe', async () => {
    const recorder = installXssRecorder();
    const guard = guardPageErrors();
    const probe = lightDomProbe();
    const ours = ourElementsIn().length;
    try {
      const fetch = rewritingFetch(
        (version, index) => poisonVersionWith(payloads[index % payloads.length]!.payload, version, index),
        (project) => poisonProjectWith(payloads[0]!.payload, project),
      );
      const main = await fixture<HTMLElement>(html`<main>
        <docs-version-switcher api-base=${API_BASE} project="pixel" version="latest" page-url=${PAGE} .fetch=${fetch}></docs-version-switcher>
      </main>`);
      const el = main.querySelector<DocsVersionSwitcherElement>('docs-version-switcher')!;
      await el.versionsSettled;
      await el.updateComplete;
      await sendMouse({type: 'click', position: centre(el.shadowRoot!.querySelector('.toggle')!)});
      await waitUntil(() => el.open, 'panel open');
      const links = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.version-list a')];
      // Not vacuous: the versions are listed, with their hostile names as text.
      expect(links.length, 'versions listed').to.be.greaterThan(payloads.length);
      const text = el.shadowRoot!.textContent!;
      expect(text).to.contain('<script>');
      expect(await check(el.shadowRoot!, recorder)).to.deep.equal([]);
      for (const link of el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        expect(['http:', 'https:'], link.getAttribute('href')!).to.include(new URL(link.href).protocol);
      }
      expect(probe.changes(), 'light-DOM styles unchanged').to.deep.equal([]);
      expect(ourElementsIn().length - ours, 'only the switcher itself was added').to.equal(1);
      expect(recorder.calls).to.deep.equal([]);
      expect(guard.problems).to.deep.equal([]);
    } finally {
      probe.remove();
      guard.dispose();
      recorder.dispose();
    }
  });

  it('every payload as the version read, the versions, the project and the language names, in both widgets', async function () {
    this.timeout(180_000);
    const recorder = installXssRecorder();
    const guard = guardPageErrors();
    const probe = lightDomProbe();
    const failures: string[] = [];
    let bannersShown = 0;
    try {
      for (const [index, item] of payloads.entries()) {
        recorder.reset();
        const fetch = rewritingFetch(
          (version, at) => poisonVersionWith(item.payload, version, at),
          (project) => poisonProjectWith(item.payload, project),
          pixelDataset({tags: ['1.0.0', '1.0.1']}),
        );
        const root = await fixture<HTMLElement>(html`<div>
          <docs-version-warning api-base=${API_BASE} project="pixel" version="latest" page-url=${PAGE} .fetch=${fetch}></docs-version-warning>
          <docs-version-switcher api-base=${API_BASE} project="pixel" version="latest" page-url=${PAGE} .fetch=${fetch}></docs-version-switcher>
        </div>`);
        const warning = root.querySelector<DocsVersionWarningElement>('docs-version-warning')!;
        const switcher = root.querySelector<DocsVersionSwitcherElement>('docs-version-switcher')!;
        await Promise.all([warning.versionsSettled, switcher.versionsSettled]);
        await Promise.all([warning.updateComplete, switcher.updateComplete]);
        switcher.open = true;
        await switcher.updateComplete;
        if (warning.shadowRoot!.querySelector('.banner')) bannersShown++;
        for (const [name, el] of [['warning', warning], ['switcher', switcher]] as const) {
          for (const violation of await check(el.shadowRoot!, recorder)) failures.push(`#${index} (${item.category}) ${name}: ${violation}`);
        }
        root.remove();
      }
      expect([...new Set(failures)]).to.deep.equal([]);
      expect(bannersShown, 'the warning showed for the development version').to.equal(payloads.length);
      expect(probe.changes(), 'light-DOM styles unchanged').to.deep.equal([]);
      expect(recorder.calls).to.deep.equal([]);
      expect(guard.problems).to.deep.equal([]);
    } finally {
      probe.remove();
      guard.dispose();
      recorder.dispose();
    }
  });

  it('a megabyte version name, alias and language name: no frozen page, cut to length', async () => {
    // The version being read (shown on the button) and the translations' language names carry the megabyte strings:
    // answers of a few MB, as a compromised or broken API could send. (All 136 versions poisoned would make a 400 MB
    // answer, which no JSON parser reads without a long task.)
    const huge = 'v'.repeat(1_000_000);
    const mount = async (name: string) => {
      const fetch = rewritingFetch(
        (version) => {
          if (version['slug'] !== 'latest') return;
          version['verbose_name'] = name;
          version['aliases'] = [{slug: name, verbose_name: name}];
        },
        (project) => poisonProjectWith(name, project),
      );
      let warning!: DocsVersionWarningElement;
      let switcher!: DocsVersionSwitcherElement;
      const timing = await measureLongestTask(async () => {
        const root = await fixture<HTMLElement>(html`<div>
          <docs-version-warning api-base=${API_BASE} project="pixel" version="latest" page-url=${PAGE} .fetch=${fetch}></docs-version-warning>
          <docs-version-switcher api-base=${API_BASE} project="pixel" version="latest" page-url=${PAGE} .fetch=${fetch}></docs-version-switcher>
        </div>`);
        warning = root.querySelector('docs-version-warning')!;
        switcher = root.querySelector('docs-version-switcher')!;
        await Promise.all([warning.versionsSettled, switcher.versionsSettled]);
        switcher.open = true;
        await Promise.all([warning.updateComplete, switcher.updateComplete]);
      });
      return {timing, warning, switcher};
    };
    const small = await mount('small');
    const big = await mount(huge);
    console.log(
      `version widgets, 1 MB names: longest task ${big.timing.longestTaskMs} ms, ${big.timing.wallMs} ms ` +
        `(small names: ${small.timing.longestTaskMs} ms, ${small.timing.wallMs} ms)`,
    );
    const longest = (root: ShadowRoot) =>
      Math.max(0, ...[...root.querySelectorAll('*')].flatMap((node) => [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent!.length)));
    expect(longest(big.switcher.shadowRoot!), 'longest text in the switcher').to.be.at.most(1000);
    expect(longest(big.warning.shadowRoot!), 'longest text in the warning').to.be.at.most(1000);
    expect(big.timing.longestTaskMs).to.be.below(longTaskBudget(small.timing.longestTaskMs));
  });
});
