/**
 * Identifiers in the one word rule (src/internal/text-terms.ts), the query and the ranking (issue 26: "harmonic
 * model" reached only a tutorial paragraph in `serve` and came third with the built index, where Sphinx's own search
 * lists the `HarmonicModel` class first: `HarmonicModel` is one word, `harmonicmodel`, which neither query word is).
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {identifierParts, joinedWords, normalizeTerm, tokenize} from '../../src/internal/text-terms.js';
import {ingestDirectory} from '../../src/reference-api/content/ingest-node.js';
import {parseTerms} from '../../src/reference-api/content/query-syntax.js';
import {titleMatch} from '../../src/reference-api/content/search-scoring.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {BuiltIndexEngine} from '../../src/sources/static/built-index-engine.js';
import {nameForms} from '../../src/sources/static/built-index-names.js';
import {buildStaticIndex} from '../../src/sources/static/built-index-writer.js';
import {buildTidepool, sphinxBuild} from './tidepool-site.js';

const terms = (text: string) => tokenize(text).map(normalizeTerm);

describe('an identifier\'s words', () => {
  test('an identifier is one word in the index; a query\'s neighbouring words are also searched joined', () => {
    assert.deepEqual(terms('the HarmonicModel class'), ['the', 'harmonicmodel', 'class']);
    assert.deepEqual(identifierParts('HarmonicModel'), ['Harmonic', 'Model']);
    assert.deepEqual(identifierParts('HTTPServer'), ['HTTP', 'Server']);
    assert.deepEqual(identifierParts('base64Encode'), ['base64', 'Encode']);
    for (const word of ['HTTP', 'model', 'Model', 'Größe']) assert.deepEqual(identifierParts(word), []);
    assert.deepEqual(joinedWords(['http', 'server', 'request']).map(({word}) => word),
      ['httpserver', 'httpserverrequest', 'serverrequest']);
    assert.deepEqual(joinedWords(['größe', 'datei']), []);
    const clauses = parseTerms('harmonic mod -tide');
    assert.deepEqual(clauses.map((clause) => clause.options.map((leaf) => `${leaf.terms.join(' ')}${leaf.prefix ? '*' : ''}`)),
      [['harmonic', 'harmonicmod*'], ['mod*', 'harmonicmod*'], ['tide']]);
    // A phrase, a typo-tolerant word, an alternative: what was asked for is kept as asked.
    for (const query of ['"harmonic model"', 'harmonic~1 model', 'harmonic | tidal model']) {
      assert.ok(!parseTerms(query).some((clause) => clause.options.some((leaf) => leaf.terms[0] === 'harmonicmodel')), query);
    }
  });

  test('an object is named by its camelCase parts as a whole, not by its last part', () => {
    assert.equal(titleMatch('tidepool.HarmonicModel', ['harmonic', 'model']), 1);
    assert.equal(titleMatch('tidepool.HarmonicModel', ['tidepool', 'harmonic', 'model']), 1);
    assert.equal(titleMatch('tidepool.HarmonicModel', ['model']), 0);
    assert.equal(titleMatch('HarmonicModel', ['harmonic', 'model']), 1);
    assert.equal(titleMatch('Fitting a harmonic model', ['harmonic', 'model']), 0);
    // The built index lists the forms a name answers to, for the same boost without the block's title at hand.
    assert.deepEqual(nameForms('tidepool.HarmonicModel').map((form) => form.join(' ')).sort(),
      ['harmonic model', 'harmonicmodel', 'tidepool harmonic model', 'tidepool harmonicmodel']);
  });
});

describe('"harmonic model" in serve and the built index', {skip: !sphinxBuild && 'sphinx-build is missing'}, () => {
  let work = '';
  let engine: BuiltIndexEngine;
  let api: ReturnType<typeof createReferenceApi>;
  const site = {origin: 'http://docs.test', rootPath: '/', project: 'tidepool', version: '2.0'};

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'dw-identifiers-'));
    const html = buildTidepool(work);
    const out = join(work, 'index');
    await buildStaticIndex(html, {outDir: out});
    engine = new BuiltIndexEngine((name) => readFile(join(out, name), 'utf8'));
    const ingested = await ingestDirectory(html);
    api = createReferenceApi({data: {projects: [{slug: 'tidepool', default_version: '2.0',
      versions: [{slug: '2.0', pages: ingested.pages, doctype: ingested.doctype}]}]}});
    await api.content.ready();
  });
  after(() => rmSync(work, {recursive: true, force: true}));

  /** Each result's page (its file name) and the names or titles of its blocks. */
  const rows = (results: Array<Record<string, unknown>>) => results.map((result) =>
    [String(result.path).replace(/^.*\//, ''), ...(result.blocks as Array<{name?: string; title?: string}>).map((block) => block.name ?? block.title)]);

  const served = async (query: string) => {
    const url = `http://docs.test/api/v3/search/?q=${encodeURIComponent(`project:tidepool/2.0 ${query}`)}`;
    return rows((await (await api.fetch(new Request(url))).json() as {results: Array<Record<string, unknown>>}).results);
  };

  for (const query of ['harmonic model', 'Harmonic Model', 'tidepool harmonic model']) {
    test(`"${query}": the class first in serve, and the built index answers the same`, async () => {
      const fromServe = await served(query);
      assert.equal(fromServe[0]?.[0], 'api.html', JSON.stringify(fromServe));
      assert.equal(fromServe[0]?.[1], 'tidepool.HarmonicModel', JSON.stringify(fromServe));
      assert.ok(fromServe.some((row) => row[0] === 'tutorial.html'), 'the tutorial is still found');
      assert.deepEqual(rows((await engine.search(site, query, 1, 50)).results), fromServe);
    });
  }

  test('the class\'s name is highlighted where the joined words matched it, in serve and the built index', async () => {
    const url = `http://docs.test/api/v3/search/?q=${encodeURIComponent('project:tidepool/2.0 harmonic model')}`;
    type Answer = {results: Array<{blocks: Array<{highlights: {name?: string[]}}>}>};
    const fromServe = await (await api.fetch(new Request(url))).json() as Answer;
    const built = await engine.search(site, 'harmonic model', 1, 50) as unknown as Answer;
    for (const answer of [fromServe, built]) {
      assert.deepEqual(answer.results[0]?.blocks[0]?.highlights.name, ['tidepool.<span>HarmonicModel</span>']);
    }
  });

  test('the class named as written, or its name being typed, still finds it', async () => {
    for (const query of ['HarmonicModel', 'harmonic mod']) {
      assert.equal((await served(query))[0]?.[1], 'tidepool.HarmonicModel', query);
      assert.deepEqual(rows((await engine.search(site, query, 1, 50)).results), await served(query), query);
    }
  });
});
