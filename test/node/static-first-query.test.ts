/**
 * What the first query on a fresh page costs with the built index (issue 28): the files it reads, their bytes as a
 * gzip host sends them, and its round trips (a read issued after an earlier read came back starts a new round), to the
 * results on screen (the first `ROWS_FIRST`, which the worker answers first) and to the whole first page. Each
 * relevance query runs on a fresh engine, as a new page's search worker would, through a reader that takes a few
 * milliseconds per file, as a network does. On the Python docs the bound on the results on screen is issue 28's goal
 * (Pagefind's first query: at most 13 requests and 277 KB) at the median; the other bounds are the layout's own
 * figures with a little room, so a layout that reads more fails. `npm run bench static-vs-pagefind` measures the same
 * in a browser.
 */

import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {PYTHON_CASES} from '../../bench/relevance/python.js';
import type {RelevanceCase} from '../../bench/relevance/score.js';
import {SPHINX_CASES} from '../../bench/relevance/sphinx.js';
import {type FirstQueryCost, firstQueryCost, onScreenCosts, summarizeCosts} from '../../bench/static-first-query-cost.js';
import {buildStaticIndex} from '../../src/sources/static/built-index-writer.js';

interface Bounds {
  p50Requests: number;
  p50KB: number;
  maxRequests: number;
  maxKB: number;
  maxRoundTrips: number;
}

interface Corpus {
  name: string;
  dir: string;
  cases: RelevanceCase[];
  onScreen: Bounds;
  wholePage: Bounds;
}

const CORPORA: Corpus[] = [
  {
    // Measured with 440 text chunks at most (271 here): on screen p50 10 requests and 250 KB, worst 72 requests and
    // 1,128 KB (os.path, a phrase whose text is tested on 64 chunks), 3 round trips; the whole page p50 16 and 341 KB,
    // 4 round trips. Before the results on screen came first, the page took p50 15 requests and 384 KB.
    name: 'the Python 3.11 docs', dir: '/usr/share/doc/python3.11/html', cases: PYTHON_CASES,
    onScreen: {p50Requests: 13, p50KB: 277, maxRequests: 75, maxKB: 1200, maxRoundTrips: 3},
    wholePage: {p50Requests: 17, p50KB: 360, maxRequests: 75, maxKB: 1200, maxRoundTrips: 4},
  },
  {
    // Measured: on screen p50 9 requests and 107 KB, worst 29 requests and 296 KB (the phrase "sphinx-build"), 3 round
    // trips; the whole page p50 13 and 145 KB, 4 round trips.
    name: 'the Sphinx docs', dir: '/usr/share/doc/sphinx-doc/html', cases: SPHINX_CASES,
    onScreen: {p50Requests: 10, p50KB: 120, maxRequests: 29, maxKB: 300, maxRoundTrips: 3},
    wholePage: {p50Requests: 13, p50KB: 160, maxRequests: 29, maxKB: 300, maxRoundTrips: 4},
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function check(what: string, costs: FirstQueryCost[], bounds: Bounds): void {
  const {p50, worst} = summarizeCosts(costs);
  console.log(`${what}: p50 ${p50.requests} requests, ${kb(p50.bytes)}; worst ${worst.requests.requests} requests ` +
    `(${worst.requests.query}), ${kb(worst.bytes.bytes)} (${worst.bytes.query}), ${worst.rounds.rounds} round trips`);
  assert.ok(p50.requests <= bounds.p50Requests, `${what}: p50 ${p50.requests} requests`);
  assert.ok(p50.bytes <= bounds.p50KB * 1024, `${what}: p50 ${kb(p50.bytes)}`);
  for (const cost of costs) {
    assert.ok(cost.requests <= bounds.maxRequests, `${what}, ${cost.query}: ${cost.requests} requests`);
    assert.ok(cost.rounds <= bounds.maxRoundTrips, `${what}, ${cost.query}: ${cost.rounds} round trips`);
    assert.ok(cost.bytes <= bounds.maxKB * 1024, `${what}, ${cost.query}: ${kb(cost.bytes)}`);
  }
}

for (const corpus of CORPORA) {
  describe(`the first query on a fresh page, ${corpus.name}`, {skip: !existsSync(corpus.dir) && `${corpus.dir} is missing`}, () => {
    let out = '';
    before(async () => {
      out = await mkdtemp(join(tmpdir(), 'dw-first-query-'));
      await buildStaticIndex(corpus.dir, {outDir: out});
    });
    after(() => rm(out, {recursive: true, force: true}));

    it(`reads at most p50 ${corpus.onScreen.p50Requests} files and ${corpus.onScreen.p50KB} KB for the results on screen, ` +
      `in ${corpus.onScreen.maxRoundTrips} round trips, and the rest of the page one round trip later`, async () => {
      const site = {origin: 'http://docs.test', rootPath: '/', project: 'docs', version: '1'};
      const costs: FirstQueryCost[] = [];
      for (const {query} of corpus.cases) costs.push(await firstQueryCost(out, site, query));
      check('results on screen', onScreenCosts(costs), corpus.onScreen);
      check('whole first page', costs, corpus.wholePage);
    });
  });
}
