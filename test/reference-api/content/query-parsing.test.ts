import {expect} from '@open-wc/testing';
import {parseTerms} from '../../../src/reference-api/content/query-syntax.js';
import {parseSearchQuery, splitProjectVersion} from '../../../src/reference-api/content/search-query.js';

describe('v3 search query arguments', () => {
  it('takes project: arguments out of the text, keeping their order', () => {
    expect(parseSearchQuery('project:foo query project:bar')).to.deep.equal({
      projects: ['foo', 'bar'], subprojects: [], user: undefined, text: 'query',
    });
  });

  it('reads subprojects: (repeatable) and user: (last wins)', () => {
    const parsed = parseSearchQuery('user:bob subprojects:a/v1 hello subprojects:b user:@me world');
    expect(parsed.subprojects).to.deep.equal(['a/v1', 'b']);
    expect(parsed.user).to.equal('@me');
    expect(parsed.text).to.equal('hello world');
  });

  it('treats other name:value tokens and escaped colons as text', () => {
    expect(parseSearchQuery('title:foo project\\:bar baz\\:qux').text).to.equal('title:foo project:bar baz:qux');
    expect(parseSearchQuery('Project:foo').projects).to.deep.equal([]);
  });

  it('splits on any whitespace and joins the text with one space', () => {
    expect(parseSearchQuery('  project:p/v \t multiple   words \n here ').text).to.equal('multiple words here');
  });

  it('splits project and version at the first slash', () => {
    expect(splitProjectVersion('docs')).to.deep.equal(['docs', undefined]);
    expect(splitProjectVersion('docs/v1.0')).to.deep.equal(['docs', 'v1.0']);
    expect(splitProjectVersion('docs/')).to.deep.equal(['docs', undefined]);
  });
});

describe('search terms syntax', () => {
  it('searches a single bare term as a prefix with typo tolerance', () => {
    expect(parseTerms('configuration')).to.deep.equal([
      {occur: 'should', options: [{terms: ['configuration'], phrase: false, prefix: true, fuzzy: 2}]},
    ]);
    expect(parseTerms('api')[0]?.options[0]).to.include({prefix: true, fuzzy: 0});
  });

  it('makes only the last of several bare terms a prefix', () => {
    const clauses = parseTerms('install the');
    expect(clauses.map((clause) => clause.options[0]?.prefix)).to.deep.equal([false, true]);
    expect(clauses.map((clause) => clause.options[0]?.fuzzy)).to.deep.equal([0, 0]);
  });

  it('reads "phrases", prefix*, typo~N, +required and -excluded', () => {
    const clauses = parseTerms('"read the docs" conf* sphnix~1 +python -java');
    expect(clauses).to.deep.equal([
      {occur: 'should', options: [{terms: ['read', 'the', 'docs'], phrase: true, prefix: false, fuzzy: 0}]},
      {occur: 'should', options: [{terms: ['conf'], phrase: false, prefix: true, fuzzy: 0}]},
      {occur: 'should', options: [{terms: ['sphnix'], phrase: false, prefix: false, fuzzy: 1}]},
      {occur: 'must', options: [{terms: ['python'], phrase: false, prefix: true, fuzzy: 0}]},
      {occur: 'must_not', options: [{terms: ['java'], phrase: false, prefix: false, fuzzy: 0}]},
    ]);
  });

  it('joins alternatives with |', () => {
    const clauses = parseTerms('theme blue | green');
    expect(clauses).to.have.length(2);
    expect(clauses[1]?.options.map((leaf) => leaf.terms[0])).to.deep.equal(['blue', 'green']);
  });

  it('turns a dotted or underscored name into a phrase of its words', () => {
    expect(parseTerms('sphinx.ext.autodoc')[0]?.options[0]).to.include({phrase: true});
    expect(parseTerms('html_theme')[0]?.options[0]?.terms).to.deep.equal(['html', 'theme']);
  });

  it('has nothing to search for in punctuation or a lone exclusion', () => {
    expect(parseTerms('  --- *** ')).to.deep.equal([]);
    expect(parseTerms('-java').every((clause) => clause.occur === 'must_not')).to.equal(true);
  });
});
