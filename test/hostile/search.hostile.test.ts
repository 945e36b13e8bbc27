/**
 * <docs-search> over a compromised API: every payload of the XSS corpus in every field the search renders (titles,
 * highlights of titles, sections and domains, section and block ids, domains, paths, project slugs and aliases,
 * domain roles), and answers of a megabyte.
 */
import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/search.js';
import type {DocsSearchElement} from '../../src/elements/search/docs-search.js';
import {TITLE_MAX_CHARS, EXCERPT_MAX_CHARS} from '../../src/elements/search/result-model.js';
import {installXssRecorder, loadXssPayloads, settle, type XssPayload} from '../helpers/xss-check.js';
import {
  contentViolations,
  jsonResponse,
  lightDomProbe,
  longTaskBudget,
  measureLongestTask,
  ourElementsIn,
  rootViolations,
} from '../helpers/hostile-render.js';
import {guardPageErrors} from '../helpers/fault-matrix.js';
import {openByTrigger, resetPageState} from '../elements/search/helpers.js';

const ORIGIN = location.origin;
const OWN_IDS = /^(listbox|recent-title|recent-\d+|option-\d+-\d+|group-\d+-label)$/;

const section = (text: string, id: string, highlighted: boolean) => ({
  type: 'section',
  id,
  title: text,
  content: text,
  highlights: highlighted ? {title: [text], content: [text, `<span>${text}</span>`]} : {title: [], content: []},
});
const domainBlock = (text: string, id: string) => ({
  type: 'domain',
  role: text,
  name: text,
  id,
  content: text,
  highlights: {name: [text], content: [text]},
});
const result = (fields: {title: string; domain?: string; path?: string; slug?: string; alias?: string | null; highlighted: boolean; blocks: unknown[]}) => ({
  type: 'page',
  title: fields.title,
  domain: fields.domain ?? ORIGIN,
  path: fields.path ?? '/docs/demo/en/latest/page.html',
  project: {slug: fields.slug ?? 'demo', alias: fields.alias ?? null},
  version: {slug: 'latest'},
  highlights: {title: fields.highlighted ? [fields.title] : []},
  blocks: fields.blocks,
});

/** Four results per payload: highlighted text, plain text from another project, a hostile domain, a hostile path. */
function hostileAnswer(payloads: readonly string[]) {
  const results = payloads.flatMap((payload, index) => [
    result({
      title: payload,
      path: `/docs/demo/en/latest/a${index}.html`,
      highlighted: true,
      blocks: [section(payload, payload, true), section(`${index} ${payload}`, `x${payload}`, true), domainBlock(payload, payload)],
    }),
    result({
      title: payload,
      path: `/docs/demo/en/latest/b${index}.html`,
      slug: payload,
      alias: index % 2 ? payload : null,
      highlighted: false,
      blocks: [section(`plain ${payload}`, payload, false)],
    }),
    result({title: `domain ${index}`, domain: payload, highlighted: false, blocks: [section('s', 's', false)]}),
    result({title: `path ${index}`, path: payload, highlighted: false, blocks: [section('s', payload, false)]}),
  ]);
  return {count: results.length, next: null, previous: null, projects: [{slug: 'demo', versions: [{slug: 'latest'}]}], query: 'hostile', results};
}

describe('<docs-search> with hostile answers', () => {
  let payloads: XssPayload[];
  let element: DocsSearchElement;
  let answer: unknown;
  let requests: string[];

  before(async () => {
    payloads = await loadXssPayloads();
  });

  beforeEach(async () => {
    resetPageState();
    requests = [];
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    element = document.createElement('docs-search');
    element.setAttribute('project', 'demo');
    element.setAttribute('version', 'latest');
    element.setAttribute('without-history', '');
    element.fetch = async (request) => {
      requests.push(new URL(request.url).pathname);
      return jsonResponse(answer);
    };
    container.append(element);
    await element.updateComplete;
  });

  const shadow = () => element.shadowRoot!;
  const optionCount = () => shadow().querySelectorAll('[role="option"]').length;
  const containers = () => shadow().querySelectorAll('.title, .excerpt, .role, .badge, .group-header > span');

  it('every payload in every field: nothing runs, nothing unsafe in the DOM, nothing leaks out', async () => {
    answer = hostileAnswer(payloads.map((item) => item.payload));
    const recorder = installXssRecorder();
    const guard = guardPageErrors();
    const probe = lightDomProbe();
    const ours = ourElementsIn().length;
    try {
      await openByTrigger(element);
      await sendKeys({type: 'hostile'});
      await waitUntil(() => optionCount() > 0, 'results shown', {timeout: 5000});
      // A long answer's rows render a dozen per task (group-elements.ts): the list is whole once they all have.
      await waitUntil(() => shadow().querySelectorAll('[role="group"]').length >= payloads.length * 2, 'every group rendered', {timeout: 15_000})
        .catch(() => {});
      await settle(200);

      // Not vacuous: every payload's highlighted result and plain result are shown.
      const groups = shadow().querySelectorAll('[role="group"]').length;
      expect(groups, 'groups shown').to.be.at.least(payloads.length * 2);
      expect(optionCount()).to.be.at.least(payloads.length * 4);

      const content = contentViolations(containers(), {docsOrigin: ORIGIN, path: 'highlight'});
      expect(content.map((v) => `${v.token}: ${v.detail}`), 'inside titles, excerpts, badges').to.deep.equal([]);
      const root = rootViolations(shadow(), {docsOrigin: ORIGIN, ownIds: OWN_IDS, executed: recorder.calls});
      expect(root.map((v) => `${v.token}: ${v.detail}`), 'anywhere in the shadow root').to.deep.equal([]);

      // Every result link stays on the result's own docs origin, over http(s).
      for (const link of shadow().querySelectorAll<HTMLAnchorElement>('[role="option"]')) {
        const url = new URL(link.getAttribute('href')!);
        expect(url.origin, link.getAttribute('href')!).to.equal(ORIGIN);
      }
      expect(probe.changes(), 'light-DOM styles unchanged').to.deep.equal([]);
      expect(ourElementsIn().length, 'no docs-* element created from content').to.equal(ours);
      expect(new Set(requests), 'no request but the search').to.deep.equal(new Set(['/api/v3/search/']));
      expect(recorder.calls).to.deep.equal([]);
      expect(guard.problems).to.deep.equal([]);
    } finally {
      probe.remove();
      guard.dispose();
      recorder.dispose();
    }
  });

  it('markup in answers shows as the text a reader would see, never as markup', async () => {
    answer = hostileAnswer(['&lt;script&gt;alert(1)&lt;/script&gt;', '<b>bold</b> <img src=x onerror=__xss(1)>tail', '{{7*7}} ${7*7} <!--?lit$1$-->']);
    await openByTrigger(element);
    await sendKeys({type: 'hostile'});
    // Every result's group: a long answer's rows render a dozen per task (group-elements.ts).
    await waitUntil(() => shadow().querySelectorAll('[role="group"]').length >= 6, 'all six results shown', {timeout: 10_000});
    const shown = [...shadow().querySelectorAll('.title, .excerpt')].map((node) => node.textContent!.replace(/\s+/g, ' ').trim());
    // Highlights are parsed: entities become the characters they stand for, tags become nothing but their text.
    expect(shown).to.include('<script>alert(1)</script>');
    expect(shown).to.include('bold tail');
    expect(shown).to.include('{{7*7}} ${7*7}');
    // Plain (unhighlighted) text is text: its markup is shown as typed.
    expect(shown).to.include('plain <b>bold</b> <img src=x onerror=__xss(1)>tail');
    expect(shadow().querySelectorAll('[role="listbox"] b, [role="listbox"] img')).to.have.length(0);
  });

  it('a megabyte answer (huge title, path, slug, role, highlights and contents) renders without freezing the page, cut to length', async () => {
    // About seventeen fields of 64 KB: an answer of just over a megabyte (asserted below), each field 30 times the
    // longest cap. (A megabyte in every field made an 18 MB answer whose parsing and garbage alone could stall.)
    const field = 64_000;
    const huge = 'word '.repeat(field / 5);
    const tags = '<span>'.repeat(field / 6);
    const marks = '<mark>hit</mark> '.repeat(Math.round(field / 17));
    const hugeAnswer = {
      count: 1,
      next: null,
      previous: null,
      projects: [],
      query: 'huge',
      results: [
        {
          ...result({
            title: huge,
            path: `/docs/demo/en/latest/${'deep/'.repeat(field / 5)}huge.html`,
            slug: huge,
            alias: huge,
            highlighted: false,
            blocks: [],
          }),
          highlights: {title: [tags + huge]},
          blocks: [
            {...section(huge, 'big', true), highlights: {title: [marks], content: [tags, marks, huge]}},
            {...domainBlock(huge, 'dom'), highlights: {name: [huge], content: [marks]}},
            section(huge, 'plain', false),
          ],
        },
      ],
    };
    const answerBytes = JSON.stringify(hugeAnswer).length;
    expect(answerBytes, 'the answer is a megabyte or more').to.be.within(1_000_000, 1_500_000);
    const smallAnswer = hostileAnswer(['small']);
    element.fetch = async (request) => jsonResponse(new URL(request.url).searchParams.get('q')?.includes('huge') ? hugeAnswer : smallAnswer);
    await openByTrigger(element);
    // The same steps over a small answer first: the machine is shared, so the budget is relative to it.
    const baseline = await measureLongestTask(async () => {
      await sendKeys({type: 'small'});
      await waitUntil(() => optionCount() > 0, 'small results shown', {timeout: 10_000});
      await element.updateComplete;
    });
    const input = shadow().querySelector('input')!;
    input.select();
    const timing = await measureLongestTask(async () => {
      await sendKeys({type: 'huge'});
      await waitUntil(() => shadow().querySelector('[role="option"][href*="huge.html"]'), 'huge results shown', {timeout: 20_000});
      await element.updateComplete;
    });
    console.log(
      `search, ${(answerBytes / 1e6).toFixed(2)} MB answer: longest task ${timing.longestTaskMs} ms, typing to results ${timing.wallMs} ms ` +
        `(same steps over a small answer: ${baseline.longestTaskMs} ms, ${baseline.wallMs} ms)`,
    );
    // Every field is capped before it reaches the DOM.
    const lengths = (selector: string) => [...shadow().querySelectorAll(selector)].map((node) => node.textContent!.length);
    for (const length of lengths('.title')) expect(length, 'title').to.be.at.most(TITLE_MAX_CHARS + 1);
    for (const length of lengths('.excerpt')) expect(length, 'excerpt').to.be.at.most(EXCERPT_MAX_CHARS + 1);
    for (const length of lengths('.group-header > span')) expect(length, 'group header (path, project)').to.be.at.most(300);
    for (const length of lengths('.role')) expect(length, 'domain role').to.be.at.most(300);
    expect(timing.longestTaskMs, 'longest task (ms) against the small answer').to.be.below(longTaskBudget(baseline.longestTaskMs));
    // The page still answers input at once.
    const start = performance.now();
    await sendKeys({press: 'ArrowDown'});
    expect(performance.now() - start).to.be.below(longTaskBudget(baseline.longestTaskMs));
  });
});
