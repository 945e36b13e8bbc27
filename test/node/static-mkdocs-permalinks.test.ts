/**
 * MkDocs' own index read without the build step (issue 26): a heading's permalink (`toc: permalink`) is not text.
 * MkDocs 1.4's plugin keeps a page's text with the symbol after each heading (the first index below is its output for
 * a German page, as `mkdocs build` wrote it); mkdocs-material's plugin keeps the anchor's markup.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {mkdocsVersionIndex, searchVersionIndex} from '../../src/sources/static/mkdocs-index.js';

const site = {origin: 'http://docs.test', rootPath: '/de/', project: 'site', version: ''};

/** Every text a result shows: page titles, block titles and contents. */
function shown(data: unknown, query: string): string {
  const answer = searchVersionIndex(mkdocsVersionIndex(data), site, query, 1, 10);
  return JSON.stringify(answer.results.map((result) => [result.title, result.blocks]));
}

const plainText = (symbol: string) => ({docs: [
  {location: '', title: 'Handbuch', text: `Handbuch ${symbol} Intro text. Dateiberechtigungen ${symbol} Unter Linux gibt es chmod . Sub ${symbol} Mehr Linux.`},
  {location: '#handbuch', title: 'Handbuch', text: 'Intro text.'},
  {location: '#dateiberechtigungen', title: 'Dateiberechtigungen', text: 'Unter Linux gibt es chmod .'},
  {location: '#sub', title: 'Sub', text: 'Mehr Linux.'},
  {location: 'setup/', title: 'Einrichtung', text: `Einrichtung ${symbol} Linux Pakete. Paragraph ${symbol} C # und Linux.`},
  {location: 'setup/#einrichtung', title: 'Einrichtung', text: 'Linux Pakete.'},
  {location: 'setup/#paragraph', title: 'Paragraph', text: 'C # und Linux.'},
]});

describe('MkDocs index without the build step: permalinks', () => {
  test('the default ¶ after each heading is gone from page texts (MkDocs 1.4 output)', () => {
    const text = shown(plainText('¶'), 'linux');
    assert.match(text, /Dateiberechtigungen Unter Linux/);
    assert.doesNotMatch(text, /¶/);
  });

  test('a symbol the maintainer chose is read from the index: "#" after headings goes, "C #" in the text stays', () => {
    const text = shown(plainText('#'), 'linux');
    assert.match(text, /Dateiberechtigungen Unter Linux/);
    assert.doesNotMatch(text, /Dateiberechtigungen #/);
    assert.match(text, /C # und Linux/);
  });

  test('a text with no permalinks keeps its symbols', () => {
    const text = shown({docs: [
      {location: '', title: 'Start', text: 'Start Absatz ¶ steht hier, Linux.'},
      {location: '#start', title: 'Start', text: 'Absatz ¶ steht hier, Linux.'},
    ]}, 'linux');
    assert.match(text, /Absatz ¶ steht/);
  });

  test('mkdocs-material markup: the headerlink anchor goes from titles and text', () => {
    const link = '<a class="headerlink" href="#dateiberechtigungen" title="Permanent link">¶</a>';
    const text = shown({docs: [
      {location: '', title: 'Handbuch', text: `<h2 id="dateiberechtigungen">Dateiberechtigungen${link}</h2><p>Unter Linux gibt es <code>chmod</code>.</p>`},
      {location: '#dateiberechtigungen', title: `Dateiberechtigungen${link}`, text: '<p>Unter Linux gibt es <code>chmod</code>.</p>'},
    ]}, 'linux');
    assert.match(text, /Dateiberechtigungen Unter Linux/);
    assert.doesNotMatch(text, /¶/);
  });
});
