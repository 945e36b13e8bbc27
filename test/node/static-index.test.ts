/**
 * `docs-widgets index`: the built index, searched the way the search worker does, gives the reference API's answers
 * (same pages in the same order, same blocks and highlights) on a real Sphinx site (Debian's sphinx-doc).
 */

import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {ingestDirectory} from '../../src/reference-api/content/ingest-node.js';
import {createReferenceApi} from '../../src/reference-api/index.js';
import {BuiltIndexEngine, ROWS_FIRST} from '../../src/sources/static/built-index-engine.js';
import {BuiltIndexError} from '../../src/sources/static/built-index-format.js';
import {buildStaticIndex} from '../../src/sources/static/built-index-writer.js';
import {SPHINX_CASES} from '../../bench/relevance/sphinx.js';

const CORPUS = '/usr/share/doc/sphinx-doc/html';
/** Query syntax of every kind, and the relevance suite's queries for these docs (bench/relevance/sphinx.ts). */
const QUERIES = ['autodoc', 'configuration', 'html theme', 'napo', 'intersphnix', '"table of contents"', 'conf*',
  'builder -latex', 'extension | directive', 'toctree~1', 'zzzzqqq', 'sphinx.ext.autodoc',
  // Phrases (word pairs narrow the blocks whose text is tested): dotted and dashed names, quoted, in page titles.
  'conf.py', 'sphinx-build', 'html_theme_options', '"the build"', '"Sphinx FAQ"', 'sphinx-quickstart conf.py', '"e.g"',
  // Numbers (the manifest keeps plain numbers apart from the words: built-index-codec.ts), alone and beside words.
  '3.5', '2000', 'html5', 'python 3', '10',
  ...SPHINX_CASES.map((relevance) => relevance.query)];

const site = {origin: 'http://docs.test', rootPath: '/', project: 'sphinx', version: '5.3'};

function relative(result: Record<string, unknown>, base: string): unknown {
  return {...result, path: String(result.path).slice(base.length), domain: undefined, project: undefined, version: undefined};
}

describe('docs-widgets index (built static index)', {skip: !existsSync(CORPUS) && `${CORPUS} is missing`}, () => {
  let out = '';
  let engine: BuiltIndexEngine;
  let api: ReturnType<typeof createReferenceApi>;

  before(async () => {
    out = await mkdtemp(join(tmpdir(), 'dw-index-'));
    const report = await buildStaticIndex(CORPUS, {outDir: out});
    assert.ok(report.shards > 1 && report.chunks > 1, 'the index is split');
    engine = new BuiltIndexEngine((name) => readFile(join(out, name), 'utf8'));
    const ingested = await ingestDirectory(CORPUS);
    api = createReferenceApi({data: {projects: [{slug: 'sphinx', default_version: '5.3',
      versions: [{slug: '5.3', pages: ingested.pages, doctype: ingested.doctype}]}]}});
    await api.content.ready();
  });
  after(() => rm(out, {recursive: true, force: true}));

  for (const query of QUERIES) {
    it(`answers ${query} as the reference API does`, async () => {
      const url = `http://docs.test/api/v3/search/?q=${encodeURIComponent(`project:sphinx/5.3 ${query}`)}&page_size=20`;
      const expected = await (await api.fetch(new Request(url))).json() as {count: number; results: Record<string, unknown>[]};
      const base = expected.results[0] ? String(expected.results[0].path).replace(/[^/]*\/5\.3\/.*$/, '') : '';
      const actual = await engine.search(site, query, 1, 20);
      assert.equal(actual.count, expected.count);
      if (query !== 'zzzzqqq') assert.ok(expected.count > 0 && actual.results.length > 0, 'something to compare');
      const root = base ? new URL(api.deps.docsUrl('http://docs.test', 'sphinx', '5.3')).pathname : '';
      assert.deepEqual(actual.results.map((result) => relative(result, '/')),
        expected.results.map((result) => relative(result, root)));
    });
  }

  it('writes a compact, split index and reads pages 2+ too', async () => {
    const files = await readdir(join(out, 't'));
    assert.ok(files.length > 10);
    const first = await engine.search(site, 'the', 1, 10);
    const second = await engine.search(site, 'the', 2, 10);
    assert.ok(first.next && second.previous);
    assert.notDeepEqual(first.results.map((r) => r.path), second.results.map((r) => r.path));
  });

  it('a heavy query waits before fetching: cancelled meanwhile it costs nothing, else it answers the same', async () => {
    const reads: string[] = [];
    // Long enough that a light query on a loaded machine still ends well within it.
    const waitMs = 2000;
    const waiting = new BuiltIndexEngine((name) => {
      reads.push(name);
      return readFile(join(out, name), 'utf8');
    }, {heavyQueries: {terms: 50, waitMs}});
    await waiting.load();
    reads.length = 0;
    // "c", a word's first letter: a prefix of hundreds of terms.
    const controller = new AbortController();
    const stale = waiting.search(site, 'c', 1, 10, controller.signal);
    setTimeout(() => controller.abort(new DOMException('Replaced by a newer query', 'AbortError')), 50);
    await assert.rejects(stale, {name: 'AbortError'});
    assert.deepEqual(reads, [], 'the cancelled query fetched no shard');
    let started = performance.now();
    const answer = await waiting.search(site, 'c', 1, 10);
    assert.ok(performance.now() - started >= waitMs - 5, 'it waited');
    assert.deepEqual(answer, await engine.search(site, 'c', 1, 10));
    // A query of few terms does not wait.
    started = performance.now();
    await waiting.search(site, '"html_theme"', 1, 10);
    assert.ok(performance.now() - started < waitMs, 'a light query ran at once');
  });

  it('a query replaced before its text is due fetches no text; one that is not answers the same', async () => {
    const reads: string[] = [];
    const waiting = new BuiltIndexEngine((name) => {
      reads.push(name);
      return readFile(join(out, name), 'utf8');
    }, {textAfterMs: 2000});
    // "autodo", a prefix on the way to "autodoc": replaced by the next key once its postings are in.
    const controller = new AbortController();
    const stale = waiting.search(site, 'autodo', 1, 10, controller.signal);
    while (!reads.some((name) => name.startsWith('t/'))) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort(new DOMException('Replaced by a newer query', 'AbortError'));
    await assert.rejects(stale, {name: 'AbortError'});
    assert.deepEqual(reads.filter((name) => name.startsWith('c/')), [], 'no text read for the replaced query');
    const started = performance.now();
    assert.deepEqual(await waiting.search(site, 'autodoc', 1, 10), await engine.search(site, 'autodoc', 1, 10));
    assert.ok(performance.now() - started >= 1995, 'its text waited');
    assert.ok(reads.some((name) => name.startsWith('c/')));
  });

  it('fetches at once the text of a word that is nearly written (three or fewer terms start with it)', async () => {
    const waiting = new BuiltIndexEngine((name) => readFile(join(out, name), 'utf8'), {textAfterMs: 2000});
    // "napoleo": only "napoleon" starts with it. "autodo" (five terms) waits, above.
    const started = performance.now();
    assert.deepEqual(await waiting.search(site, 'napoleo', 1, 10), await engine.search(site, 'napoleo', 1, 10));
    assert.ok(performance.now() - started < 1500, 'its text did not wait');
  });

  it('fetches the text at once for a reader typing slower than the wait (it would catch no key), the same answer', async () => {
    const waitMs = 300;
    let textAsked = 0;
    const waiting = new BuiltIndexEngine((name) => {
      if (name.startsWith('c/') && !textAsked) textAsked = performance.now();
      return readFile(join(out, name), 'utf8');
    }, {textAfterMs: waitMs});
    // Keys 700 ms apart: more than one and a half waits (src/sources/static/query-timing.ts), and no pause to read.
    const firstKey = performance.now();
    for (const [key, prefix] of ['autod', 'autodo'].entries()) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstKey + 700 * key - performance.now())));
      await waiting.search(site, prefix, 1, 10);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstKey + 1400 - performance.now())));
    textAsked = 0;
    const started = performance.now();
    assert.deepEqual(await waiting.search(site, 'autodoc', 1, 10), await engine.search(site, 'autodoc', 1, 10));
    assert.ok(textAsked > 0 && textAsked - started < waitMs / 2, `its text did not wait (asked after ${textAsked - started} ms)`);
  });

  it('holds back chunks only typo expansions need: a replaced prefix never reads them, and every answer is the same', async () => {
    const reads: string[] = [];
    const read = (name: string) => {
      reads.push(name);
      return readFile(join(out, name), 'utf8');
    };
    // "builde", on the way to "builder": its typo neighbours ("build", "guide"…) sit in other chunks.
    const waiting = new BuiltIndexEngine(read, {textAfterMs: 2000});
    const controller = new AbortController();
    const stale = waiting.search(site, 'builde', 1, 10, controller.signal);
    while (!reads.some((name) => name.startsWith('t/'))) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const direct = reads.filter((name) => name.startsWith('t/'));
    controller.abort(new DOMException('Replaced by a newer query', 'AbortError'));
    await assert.rejects(stale, {name: 'AbortError'});
    assert.deepEqual(reads.filter((name) => name.startsWith('t/')), direct, 'no chunk read after the exact and prefix terms\' ones');
    // Read at once, as a server does, "builde" needs more chunks: its typo neighbours'.
    reads.length = 0;
    await new BuiltIndexEngine(read).search(site, 'builde', 1, 10);
    assert.ok(reads.filter((name) => name.startsWith('t/')).length > direct.length, 'the query has typo-only chunks');
    // Held back a little (so that the text of the likely rows is fetched meanwhile), the answers are the reference's.
    const held = new BuiltIndexEngine((name) => readFile(join(out, name), 'utf8'), {textAfterMs: 5});
    for (const query of QUERIES) assert.deepEqual(await held.search(site, query, 1, 20), await engine.search(site, query, 1, 20), query);
  });

  /** An engine over the built index whose every read takes 100 ms; a read whose signal aborted meanwhile is listed. */
  const slowEngine = (onRead: (name: string) => void, options: ConstructorParameters<typeof BuiltIndexEngine>[1] = {}) => {
    const aborted: string[] = [];
    const slow = new BuiltIndexEngine(async (name, signal) => {
      onRead(name);
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (signal?.aborted) {
        aborted.push(name);
        throw signal.reason;
      }
      return readFile(join(out, name), 'utf8');
    }, options);
    return {slow, aborted};
  };

  it('a query given up does not cancel the files a newer query waits for too', async () => {
    const {slow, aborted} = slowEngine(() => {});
    // Both cold: they share the manifest and vocabulary being read when the first is replaced.
    const stale = new AbortController();
    const first = slow.search(site, 'autodo', 1, 10, stale.signal);
    const second = slow.search(site, 'autodoc', 1, 10, new AbortController().signal);
    setTimeout(() => stale.abort(new DOMException('Replaced by a newer query', 'AbortError')), 20);
    await assert.rejects(first, {name: 'AbortError'});
    assert.deepEqual(await second, await engine.search(site, 'autodoc', 1, 10));
    assert.deepEqual(aborted, []);
  });

  it('a light query given up keeps its term chunks for the next key; a heavy prefix given up stops its reads', async () => {
    const reads: string[] = [];
    let shardRequested: () => void = () => {};
    const {slow, aborted} = slowEngine((name) => {
      reads.push(name);
      if (name.startsWith('t/')) shardRequested();
    }, {heavyQueries: {terms: 50, waitMs: 0}});
    await slow.load();
    const giveUpOnceShardsStart = async (query: string) => {
      const controller = new AbortController();
      const shardsStarted = new Promise<void>((resolve) => (shardRequested = resolve));
      const given = slow.search(site, query, 1, 10, controller.signal);
      await shardsStarted;
      controller.abort(new DOMException('Replaced by a newer query', 'AbortError'));
      await assert.rejects(given, {name: 'AbortError'});
      await new Promise((resolve) => setTimeout(resolve, 150));
    };
    await giveUpOnceShardsStart('napoleo');
    const napoleo = reads.filter((name) => name.startsWith('t/'));
    assert.equal(aborted.length, 0, 'the light prefix\'s chunk reads finished');
    reads.length = 0;
    assert.deepEqual(await slow.search(site, 'napoleon', 1, 10), await engine.search(site, 'napoleon', 1, 10));
    assert.deepEqual(reads.filter((name) => napoleo.includes(name)), [], 'the word read none of them again');
    // "c": a prefix of hundreds of terms, the first letter of a word.
    await giveUpOnceShardsStart('c');
    assert.ok(aborted.some((name) => name.startsWith('t/')), 'the heavy prefix\'s chunk reads were stopped');
  });

  it('a query given up while the text of its results loads keeps that text: the next query does not read it again', async () => {
    const reads: string[] = [];
    let textRequested: () => void = () => {};
    const textStarted = new Promise<void>((resolve) => (textRequested = resolve));
    const {slow, aborted} = slowEngine((name) => {
      reads.push(name);
      if (name.startsWith('c/')) textRequested();
    });
    const stale = new AbortController();
    const given = slow.search(site, 'autodoc', 1, 10, stale.signal);
    await textStarted;
    stale.abort(new DOMException('Replaced by a newer query', 'AbortError'));
    await assert.rejects(given, {name: 'AbortError'});
    const firstReads = reads.length;
    const text = reads.filter((name) => name.startsWith('c/'));
    assert.ok(text.length > 0);
    assert.deepEqual(await slow.search(site, 'autodoc', 1, 10), await engine.search(site, 'autodoc', 1, 10));
    assert.deepEqual(aborted.filter((name) => name.startsWith('c/')), [], 'no text read was stopped');
    assert.deepEqual(reads.slice(firstReads).filter((name) => text.includes(name)), [], 'none was read twice');
  });

  it('gives the results on screen first, once their text is in, then the whole page as without it', async () => {
    let early = 0;
    for (const query of ['configuration', 'html theme', 'autodoc', '"table of contents"']) {
      const staged = new BuiltIndexEngine((name) => readFile(join(out, name), 'utf8'));
      let first: Awaited<ReturnType<BuiltIndexEngine['search']>> | undefined;
      const whole = await staged.search(site, query, 1, 10, undefined, (answer) => {
        first = answer;
      });
      assert.deepEqual(whole, await engine.search(site, query, 1, 10), query);
      if (!first) continue;
      early++;
      assert.equal(first.results.length, ROWS_FIRST);
      assert.deepEqual(first, {...whole, results: whole.results.slice(0, ROWS_FIRST)}, query);
      // Asked again, the whole page's text is in: one answer, no early one.
      let again = false;
      await staged.search(site, query, 1, 10, undefined, () => (again = true));
      assert.equal(again, false);
    }
    assert.ok(early >= 3, `${early} queries answered their rows on screen first`);
  });

  it('reports a broken manifest as a typed error', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'dw-broken-'));
    await writeFile(join(broken, 'index.json'), '{"format":"docs-widgets-index","version":99}');
    const bad = new BuiltIndexEngine((name) => readFile(join(broken, name), 'utf8'));
    await assert.rejects(bad.search(site, 'x', 1, 10), BuiltIndexError);
    await rm(broken, {recursive: true, force: true});
  });
});
