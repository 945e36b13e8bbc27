/**
 * Result headings without the site's title (issue 26: with furo every heading ended in " - Tidepool 2.0
 * documentation"): the suffix is what a version's page titles share, whatever the separator (docs-model/page-titles.ts),
 * applied where `serve` and `docs-widgets index` index pages (reference-api/content/search-index.ts).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {sharedTitleSuffix, withoutTitleSuffix} from '../../src/docs-model/page-titles.js';
import {createContentIndex} from '../../src/reference-api/content/search-index.js';

const furo = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><article role="main">` +
  `<section id="s"><h1>${title.split(' - ')[0]}</h1><p>Tide tables and harmonic constituents.</p></section></article></body></html>`;

describe('the site title in page titles', () => {
  test('the shared ending, whatever the separator; the longest when several are shared', () => {
    for (const separator of ['-', '|', '·', '::', '—', '–']) {
      const titles = ['Tutorial', 'API reference', 'Configuration'].map((title) => `${title} ${separator} Tidepool 2.0 documentation`);
      const suffix = sharedTitleSuffix([...titles, 'Tidepool 2.0 documentation']);
      assert.equal(suffix, ` ${separator} Tidepool 2.0 documentation`);
      assert.equal(withoutTitleSuffix(titles[1]!, suffix), 'API reference');
    }
    assert.equal(sharedTitleSuffix(['A - Guide - Docs', 'B - Guide - Docs', 'C - Docs']), ' - Docs');
    assert.equal(sharedTitleSuffix(['A - Part - Docs', 'B - Part - Docs']), ' - Part - Docs');
  });

  test('nothing shared by most pages, or a single page: nothing taken off', () => {
    assert.equal(sharedTitleSuffix(['Fish - Salmon', 'Birds - Gulls', 'Tides']), undefined);
    assert.equal(sharedTitleSuffix(['Only - Site']), undefined);
    assert.equal(withoutTitleSuffix('Tidepool 2.0 documentation', ' - Tidepool 2.0 documentation'), 'Tidepool 2.0 documentation');
  });

  test('serve and the built index: results name the page, not the site', async () => {
    const index = createContentIndex();
    const ref = {project: 'tidepool', version: '2.0'};
    index.addPages(ref, ['Tutorial', 'API reference', 'Configuration'].map((title, position) =>
      ({path: `p${position}.html`, html: furo(`${title} - Tidepool 2.0 documentation`)})));
    await index.ready();
    assert.deepEqual(index.pagePaths(ref).map((path) => index.getPage(ref, path)?.title), ['Tutorial', 'API reference', 'Configuration']);
    const hits = index.search({text: 'harmonic', versions: [ref]});
    assert.ok(hits.length === 3 && hits.every((hit) => !hit.page.title.includes('Tidepool')), JSON.stringify(hits.map((hit) => hit.page.title)));
  });
});
