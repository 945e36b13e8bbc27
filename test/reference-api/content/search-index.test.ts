import {expect} from '@open-wc/testing';
import {createContentIndex, pathCandidates, rankFactor} from '../../../src/reference-api/content/index.js';

const ref = {project: 'p', version: 'v'};
const other = {project: 'q', version: 'v'};

function html(title: string, sections: Array<[string, string, string]>): string {
  return `<html><head><title>${title} — P docs</title></head><body><div role="main">${sections
    .map(([id, heading, text]) => `<section id="${id}"><h2>${heading}</h2><p>${text}</p></section>`)
    .join('')}</div></body></html>`;
}

describe('content index', () => {
  it('finds pages by path, dir/ and dir/index.html alike', () => {
    const index = createContentIndex();
    index.addPages(ref, [
      {path: 'index.html', html: html('Home', [['home', 'Home', 'Welcome']])},
      {path: 'guide/index.html', html: html('Guide', [['guide', 'Guide', 'Steps']])},
      {path: 'setup/', html: html('Setup', [['setup', 'Setup', 'Install']])},
    ]);
    expect(index.getPage(ref, '')?.title).to.equal('Home');
    expect(index.getPage(ref, '/index.html')?.title).to.equal('Home');
    expect(index.getPage(ref, 'guide/')?.title).to.equal('Guide');
    expect(index.getPage(ref, 'guide')?.title).to.equal('Guide');
    expect(index.getPage(ref, 'setup/index.html')?.title).to.equal('Setup');
    expect(index.getPage(ref, 'missing.html')).to.equal(undefined);
    expect(index.getPage(other, 'index.html')).to.equal(undefined);
    expect(pathCandidates('a/b')).to.deep.equal(['a/b', 'a/b/index.html']);
  });

  it('replaces a page when it is added again, and forgets a removed version', () => {
    const index = createContentIndex();
    index.addPages(ref, [{path: 'a.html', html: html('A', [['x', 'X', 'original walrus']])}]);
    index.addPages(other, [{path: 'a.html', html: html('A', [['x', 'X', 'another walrus']])}]);
    expect(index.search({text: 'walrus', versions: [ref, other]})).to.have.length(2);
    index.addPages(ref, [{path: 'a.html', html: html('A', [['x', 'X', 'replaced penguin']])}]);
    expect(index.search({text: 'walrus', versions: [ref]})).to.have.length(0);
    expect(index.search({text: 'penguin', versions: [ref]})).to.have.length(1);
    index.removeVersion(ref);
    expect(index.hasVersion(ref)).to.equal(false);
    expect(index.getPage(ref, 'a.html')).to.equal(undefined);
    expect(index.search({text: 'penguin', versions: [ref]})).to.have.length(0);
    expect(index.search({text: 'walrus', versions: [other]})).to.have.length(1);
  });

  it('searches only the versions asked for', () => {
    const index = createContentIndex();
    index.addPages(ref, [{path: 'a.html', html: html('A', [['x', 'X', 'walrus']])}]);
    index.addPages(other, [{path: 'b.html', html: html('B', [['y', 'Y', 'walrus']])}]);
    expect(index.search({text: 'walrus', versions: [other]}).map((hit) => hit.ref)).to.deep.equal([other]);
    expect(index.search({text: 'walrus', versions: []})).to.deep.equal([]);
  });

  it('weighs section titles over page titles over text', () => {
    const index = createContentIndex();
    index.addPages(ref, [
      {path: 'text.html', html: html('Other', [['t', 'Something', 'the walrus swims']])},
      {path: 'page.html', html: html('Walrus', [['p', 'Something', 'it swims']])},
      {path: 'section.html', html: html('Other', [['s', 'Walrus', 'it swims']])},
    ]);
    expect(index.search({text: 'walrus', versions: [ref]}).map((hit) => hit.page.path)).to.deep.equal([
      'section.html', 'page.html', 'text.html',
    ]);
  });

  it('ranks the words as typed before their typo and prefix expansions, however strong', () => {
    const index = createContentIndex();
    index.addPages(ref, [
      {path: 'hashlib.html', html: html('hashlib', [['h', 'hashlib', 'hashlib hashlib hashlib']])},
      {path: 'os.html', html: html('os', [['o', 'Paths', 'see also pathlib for paths, and other words']])},
    ]);
    const hits = index.search({text: 'pathlib', versions: [ref]});
    expect(hits.map((hit) => [hit.page.path, hit.exact])).to.deep.equal([['os.html', true], ['hashlib.html', false]]);
  });

  it('puts a title that names the query (section, glossary term, object) above pages that only mention it', () => {
    const index = createContentIndex();
    index.addPages(ref, [
      {path: 'typing.html', html: html('typing', [['t', 'Decorators for typing',
        'no_type_check_decorator: decorator to give another decorator the no_type_check effect']])},
      {path: 'glossary.html', html: `<html><head><title>Glossary</title></head><body><div role="main"><h1 id="g">Glossary</h1>
        <dl class="glossary"><dt id="term-decorator">decorator</dt><dd>A function returning another function,
        usually applied as a function transformation using the @wrapper syntax, with more words around it.</dd></dl>
        </div></body></html>`},
    ]);
    const hits = index.search({text: 'decorator', versions: [ref]});
    expect(hits.map((hit) => hit.page.path)).to.deep.equal(['glossary.html', 'typing.html']);
    expect(hits[0]?.blocks[0]?.block.anchor).to.equal('term-decorator');
  });

  it('puts a page about the topic above one whose only hit is a line of a huge section (a changelog)', () => {
    const index = createContentIndex();
    const lines = Array.from({length: 400}, (_, n) => `gh-${n}: fixed a crash in module number ${n} of the library.`);
    lines.splice(200, 0, 'gh-9999: the walrus operator no longer crashes the parser.');
    const topic = 'An assignment expression, the walrus operator, assigns to a name inside a larger expression. '.repeat(3);
    index.addPages(ref, [
      {path: 'changelog.html', html: html('Changelog', [['library', 'Library', lines.join(' ')]])},
      {path: 'topic.html', html: html('Expressions', [['e', 'Assignment expressions', topic]])},
    ]);
    expect(index.search({text: 'walrus', versions: [ref]}).map((hit) => hit.page.path)).to.deep.equal([
      'topic.html', 'changelog.html',
    ]);
  });

  it('ranks pages matching all terms before pages matching any, however strong', () => {
    const index = createContentIndex();
    index.addPages(ref, [
      {path: 'strong.html', html: html('Walrus', [['w', 'Walrus walrus', 'walrus walrus walrus']])},
      {path: 'both.html', html: html('Other', [['b', 'Other', 'a walrus met a penguin on a long afternoon walk']])},
    ]);
    const hits = index.search({text: 'walrus penguin', versions: [ref]});
    expect(hits.map((hit) => [hit.page.path, hit.complete])).to.deep.equal([['both.html', true], ['strong.html', false]]);
  });

  it('multiplies by the page rank factor', () => {
    expect(rankFactor(-10)).to.equal(0.01);
    expect(rankFactor(0)).to.equal(1);
    expect(rankFactor(10)).to.equal(2);
    const index = createContentIndex();
    const page = html('Same', [['s', 'Same', 'walrus']]);
    index.addPages(ref, [{path: 'low.html', html: page, rank: -5}, {path: 'high.html', html: page, rank: 5}]);
    expect(index.search({text: 'walrus', versions: [ref]}).map((hit) => hit.page.path)).to.deep.equal(['high.html', 'low.html']);
  });

  it('serves generated pages but keeps them out of search', () => {
    const index = createContentIndex();
    index.addPages(ref, [{path: 'genindex.html', html: html('Index', [['i', 'Index', 'walrus']])}]);
    expect(index.getPage(ref, 'genindex.html')?.searchable).to.equal(false);
    expect(index.search({text: 'walrus', versions: [ref]})).to.deep.equal([]);
  });

  it('parses with an injected parser', () => {
    const seen: string[] = [];
    const parser = new DOMParser();
    const index = createContentIndex({parseHtml: (source) => {
      seen.push(source);
      return parser.parseFromString(source, 'text/html');
    }});
    index.addPages(ref, [{path: 'a.html', html: html('A', [['x', 'X', 'walrus']])}]);
    expect(seen).to.have.length(1);
    expect(index.parse('<p id="z">z</p>').getElementById('z')?.textContent).to.equal('z');
    expect(seen).to.have.length(2);
  });

  it('records the matched terms per field for the highlighter', () => {
    const index = createContentIndex();
    index.addPages(ref, [{path: 'a.html', html: html('Walruses', [['x', 'Diving', 'walruses dive deep']])}]);
    const [hit] = index.search({text: 'walrus', versions: [ref]});
    expect([...hit!.titleTerms]).to.deep.equal(['walruses']);
    expect([...hit!.blocks[0]!.terms.content]).to.deep.equal(['walruses']);
    expect([...hit!.blocks[0]!.terms.title]).to.deep.equal([]);
  });
});
