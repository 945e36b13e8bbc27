import {expect} from '@open-wc/testing';
import {bestOptionIndex, breadcrumbs, buildGroups, EXCERPT_MAX_CHARS, LABEL_MAX_CHARS, resultUrl, truncateSegments, type SearchAnswer} from '../../../src/elements/search/result-model.js';

const answer = (results: SearchAnswer['results']): SearchAnswer => ({
  count: results.length,
  next: null,
  previous: null,
  projects: [],
  query: '',
  results,
});

const hit = (overrides: Partial<SearchAnswer['results'][number]> = {}): SearchAnswer['results'][number] => ({
  type: 'page',
  project: {slug: 'demo', alias: null},
  version: {slug: 'latest'},
  title: 'Configuration',
  domain: 'https://docs.example.org',
  path: '/en/latest/configuration.html',
  highlights: {title: []},
  blocks: [],
  ...overrides,
});

describe('search result model', () => {
  it('builds URLs from domain, path and block id, and only http(s) ones', () => {
    expect(resultUrl('https://docs.example.org', '/en/latest/a.html', 'b c')).to.equal(
      'https://docs.example.org/en/latest/a.html#b%20c',
    );
    expect(resultUrl('javascript:alert(1)//', '/x')).to.equal(undefined);
    expect(resultUrl('https://docs.example.org', 'javascript:alert(1)')).to.equal(undefined);
    expect(resultUrl('data:text/html,hi', '/x')).to.equal(undefined);
    expect(resultUrl('not a url', '/x')).to.equal(undefined);
    // A path cannot move the link to another host than the result's domain.
    expect(resultUrl('https://docs.example.org', '//evil.example/x')).to.equal(undefined);
    expect(resultUrl('https://docs.example.org', 'https://evil.example/x')).to.equal(undefined);
  });

  it('leaves out results whose URL is not http(s)', () => {
    const groups = buildGroups([answer([hit({domain: 'javascript:alert(1)//'}), hit()])], 'demo');
    expect(groups).to.have.length(1);
    expect(groups[0]!.options[0]!.url).to.equal('https://docs.example.org/en/latest/configuration.html');
  });

  it('turns highlight markup into text segments: tags never survive as markup', () => {
    const groups = buildGroups(
      [
        answer([
          hit({
            highlights: {title: ['<span>Config</span>uration &lt;img src=x onerror=alert(1)&gt;']},
            blocks: [
              {
                type: 'section',
                id: 's',
                title: 'Section',
                content: 'raw',
                highlights: {title: [], content: ['<img src=x onerror=alert(1)><span>hit</span> <b>bold</b>']},
              },
            ],
          }),
        ]),
      ],
      'demo',
    );
    const [, section] = groups[0]!.options;
    expect(groups[0]!.title).to.deep.equal([
      {text: 'Config', hit: true},
      {text: 'uration <img src=x onerror=alert(1)>', hit: false},
    ]);
    expect(section!.excerpt.map((segment) => segment.text).join(''), 'a fragment from inside the text says so').to.equal('… hit bold …');
    expect(section!.excerpt.find((segment) => segment.hit)!.text).to.equal('hit');
  });

  it('an excerpt says where it was cut: an ellipsis before a fragment from inside the text, and after one that stops mid-sentence (issue 13)', () => {
    const content = 'Blurs an image with a Gaussian kernel. The radius sets how far the blur reaches, in pixels';
    const excerptOf = (fragment: string) =>
      buildGroups(
        [answer([hit({blocks: [{type: 'section', id: 's', title: 'Blur', content, highlights: {title: [], content: [fragment]}}]})])],
        'demo',
      )[0]!.options[1]!.excerpt.map((segment) => segment.text).join('');
    expect(excerptOf('The <span>radius</span> sets how far the blur reaches, in pixels')).to.equal(
      '… The radius sets how far the blur reaches, in pixels',
    );
    expect(excerptOf('Blurs an <span>image</span> with a Gaussian kernel.')).to.equal('Blurs an image with a Gaussian kernel.');
    expect(excerptOf('Blurs an <span>image</span> with')).to.equal('Blurs an image with …');
  });

  it('the best match is the first page\'s first section or object whose title matched, else the page', () => {
    const block = (id: string, title: string[]) => ({type: 'section' as const, id, title: id, content: '', highlights: {title, content: []}});
    const groups = buildGroups([answer([hit({blocks: [block('intro', []), block('blur', ['<span>blur</span>'])]})])], 'demo');
    expect(bestOptionIndex(groups)).to.equal(2);
    expect(bestOptionIndex(buildGroups([answer([hit({blocks: [block('intro', [])]})])], 'demo'))).to.equal(0);
    expect(bestOptionIndex([])).to.equal(-1);
  });

  it('cuts long text on visible characters, never inside markup, ending with an ellipsis', () => {
    const long = `<span>term</span> ${'word '.repeat(100)}`;
    const groups = buildGroups(
      [answer([hit({blocks: [{type: 'section', id: 's', title: 'T', content: '', highlights: {title: [], content: [long]}}]})])],
      'demo',
    );
    const excerpt = groups[0]!.options[1]!.excerpt;
    const text = excerpt.map((segment) => segment.text).join('');
    expect(text.length).to.be.at.most(181);
    expect(text.endsWith('…')).to.be.true;
    expect(text).not.to.contain('<');
    expect(truncateSegments([{text: 'abcdef', hit: true}], 3)).to.deep.equal([{text: 'abc…', hit: true}]);
  });

  it('falls back to plain text when a field has no highlight, and shows domain blocks with their role', () => {
    const groups = buildGroups(
      [
        answer([
          hit({
            blocks: [
              {type: 'domain', role: 'py:function', name: 'demo.configure', id: 'demo.configure', content: 'Configure   it.', highlights: {name: [], content: []}},
            ],
          }),
        ]),
      ],
      'demo',
    );
    const domain = groups[0]!.options[1]!;
    expect(domain.kind).to.equal('domain');
    expect(domain.role).to.equal('py:function');
    expect(domain.title).to.deep.equal([{text: 'demo.configure', hit: false}]);
    expect(domain.excerpt).to.deep.equal([{text: 'Configure it.', hit: false}]);
    expect(domain.url).to.equal('https://docs.example.org/en/latest/configuration.html#demo.configure');
  });

  it('labels results of another project with its alias, else its slug', () => {
    const groups = buildGroups(
      [answer([hit(), hit({project: {slug: 'plugin', alias: 'plugins'}}), hit({project: {slug: 'other', alias: null}})])],
      'demo',
    );
    expect(groups.map((group) => group.project)).to.deep.equal([undefined, 'plugins', 'other']);
  });

  it('shows where a page sits from its path inside the version', () => {
    expect(breadcrumbs('/en/latest/api/client.html', 'latest')).to.equal('api › client');
    expect(breadcrumbs('/docs/demo/en/latest/guide/index.html', 'latest')).to.equal('guide');
    expect(breadcrumbs('/en/latest/', 'latest')).to.equal('');
    expect(buildGroups([answer([hit({path: '/en/latest/index.html'})])], 'demo')[0]!.crumbs, 'title when no path').to.equal('Configuration');
  });

  it('caps path breadcrumbs, project badges and domain roles, whatever their length', () => {
    const huge = 'x'.repeat(100_000);
    const [group] = buildGroups(
      [
        answer([
          hit({
            path: `/en/latest/${'deep/'.repeat(20_000)}page.html`,
            project: {slug: huge, alias: null},
            blocks: [{type: 'domain', role: huge, name: 'n', id: 'n', content: huge, highlights: {name: [], content: []}}],
          }),
        ]),
      ],
      'demo',
    );
    expect(group!.crumbs.length).to.be.at.most(LABEL_MAX_CHARS);
    expect(group!.project!.length).to.be.at.most(LABEL_MAX_CHARS);
    expect(group!.options[1]!.role!.length).to.be.at.most(LABEL_MAX_CHARS);
    expect(group!.options[1]!.excerpt[0]!.text.length).to.be.at.most(EXCERPT_MAX_CHARS + 1);
  });

  it('keeps option ids unique and stable across appended pages', () => {
    const first = buildGroups([answer([hit()])], 'demo');
    const both = buildGroups([answer([hit()]), answer([hit({path: '/b.html'})])], 'demo');
    expect(both[0]!.options[0]!.id).to.equal(first[0]!.options[0]!.id);
    const ids = both.flatMap((group) => group.options.map((option) => option.id));
    expect(new Set(ids).size).to.equal(ids.length);
  });
});
