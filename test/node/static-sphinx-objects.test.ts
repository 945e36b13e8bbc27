/**
 * Sphinx's own index read without the build step ranks API objects as Sphinx's searchtools.js does (issue 26:
 * "harmonic model" listed only a tutorial paragraph where Sphinx lists the `HarmonicModel` class and its members
 * first). A small Sphinx project is built here with Debian's sphinx-build.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {readSphinxIndex, searchSphinx} from '../../src/sources/static/sphinx-index.js';
import {buildTidepool, sphinxBuild} from './tidepool-site.js';

const site = {origin: 'http://docs.test', rootPath: '/', project: 'tidepool', version: '2.0'};

describe('Sphinx objects without the build step', {skip: !sphinxBuild && 'sphinx-build is missing'}, () => {
  let work = '';
  let index: ReturnType<typeof readSphinxIndex>;

  before(() => {
    work = mkdtempSync(join(tmpdir(), 'dw-sphinx-objects-'));
    const html = buildTidepool(work);
    index = readSphinxIndex(readFileSync(join(html, 'searchindex.js'), 'utf8'));
  });

  after(() => rmSync(work, {recursive: true, force: true}));

  const rows = (query: string) => searchSphinx(index, site, query, 1, 10).results.map((result) =>
    [String(result.path), ...(result.blocks as Array<{name?: string; title?: string}>).map((block) => block.name ?? block.title)]);

  test('"harmonic model": the class first, then its members, before the tutorial paragraph', () => {
    const found = rows('harmonic model');
    assert.equal(found[0]?.[0], '/api.html', JSON.stringify(found));
    assert.deepEqual(found[0]?.slice(1, 4), ['tidepool.HarmonicModel', 'tidepool.HarmonicModel.fit', 'tidepool.HarmonicModel.predict']);
    assert.ok(found.some((row) => row[0] === '/tutorial.html'), 'the tutorial is still found');
  });

  test('an object named in full scores the name match; one whose page title lacks the other word is left out', () => {
    const found = rows('harmonicmodel');
    assert.equal(found[0]?.[1], 'tidepool.HarmonicModel');
    // "gauge" is in load_gauge's name, "tide" only in its module: Sphinx's haystack (prefix, name, type, title) has it.
    assert.equal(rows('load_gauge tidepool')[0]?.[1], 'tidepool.load_gauge');
    assert.ok(!rows('fit residuals').some((row) => row.includes('tidepool.HarmonicModel.fit')), 'residuals is not in fit\'s haystack');
  });
});
