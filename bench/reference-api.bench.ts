/**
 * Reference API content benchmark: ingest and index Debian's sphinx-doc corpus (Sphinx 5.3's own docs), then search
 * latency over a fixed list of queries per class, both on the index alone and through the whole v3 search endpoint
 * (query parsing, scope, ranking, highlights, JSON). Run: `node --import tsx bench/reference-api.bench.ts`.
 */

import {existsSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {ingestDirectory} from '../src/reference-api/content/ingest-node.js';
import {createContentIndex} from '../src/reference-api/content/index.js';
import {createReferenceApi} from '../src/reference-api/index.js';
import {demoDataset} from '../src/reference-api/demo-data/index.js';

const CORPUS = '/usr/share/doc/sphinx-doc/html';
const REPEATS = 20;

const QUERIES: Record<string, string[]> = {
  'single term': ['autodoc', 'configuration', 'theme', 'builder', 'intersphinx', 'extension', 'toctree'],
  'two terms': ['autodoc configuration', 'html theme', 'latex builder', 'napoleon google', 'math extension',
    'domain directive'],
  prefix: ['auto*', 'conf*', 'napo*', 'interspx*', 'templat*', 'doct*'],
  phrase: ['"table of contents"', '"html theme"', '"source files"', '"cross reference"', '"build directory"'],
  typo: ['configuraton', 'autodco~1', 'sphnix', 'extensoin', 'intersphnix', 'napoloen'],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(0);
}

async function main(): Promise<void> {
  if (!existsSync(CORPUS)) {
    console.log(`skipped: ${CORPUS} is missing (install Debian's sphinx-doc package)`);
    return;
  }
  const ref = {project: 'sphinx', version: '5.3'};
  let started = performance.now();
  const site = await ingestDirectory(CORPUS);
  const readMs = performance.now() - started;
  const bytes = site.pages.reduce((sum, page) => sum + page.html.length, 0);

  started = performance.now();
  const index = createContentIndex();
  index.addPages(ref, site.pages, site.doctype);
  await index.ready();
  const indexMs = performance.now() - started;
  const stats = index.stats();

  const api = createReferenceApi({data: {projects: [{slug: 'sphinx', default_version: '5.3',
    versions: [{slug: '5.3', pages: site.pages, doctype: site.doctype}]}]}});
  await api.content.ready();

  // Figures depend on what else the machine runs: say how busy it was.
  console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`);
  console.log('| corpus | pages | searchable blocks | HTML | read from disk | parse + index |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| sphinx-doc 5.3 (${site.doctype}) | ${stats.pages} | ${stats.blocks} | ${(bytes / 1e6).toFixed(1)} MB | ` +
    `${ms(readMs)} ms | ${ms(indexMs)} ms |`);

  started = performance.now();
  const demo = createReferenceApi({data: demoDataset()});
  await demo.content.ready();
  const demoStats = demo.content.stats();
  console.log(`| demo dataset | ${demoStats.pages} | ${demoStats.blocks} | | | ${ms(performance.now() - started)} ms (whole API) |`);

  console.log('\nSearch latency, ms (p50 / p95 over', REPEATS, 'runs of each query):\n');
  console.log('| class | queries | index.search | GET /api/v3/search/ | results (first query) |');
  console.log('|---|---|---|---|---|');
  for (const [name, queries] of Object.entries(QUERIES)) {
    const direct: number[] = [];
    const endpoint: number[] = [];
    let firstCount = 0;
    for (const query of queries) {
      index.search({text: query, versions: [ref]});
      for (let run = 0; run < REPEATS; run++) {
        const t0 = performance.now();
        index.search({text: query, versions: [ref]});
        direct.push(performance.now() - t0);
      }
      for (let run = 0; run < REPEATS; run++) {
        const t0 = performance.now();
        const response = await api.fetch(new Request(
          `http://bench.test/api/v3/search/?q=${encodeURIComponent(`project:sphinx/5.3 ${query}`)}`));
        const body = await response.json() as {count: number};
        endpoint.push(performance.now() - t0);
        if (query === queries[0] && run === 0) firstCount = body.count;
      }
    }
    direct.sort((a, b) => a - b);
    endpoint.sort((a, b) => a - b);
    console.log(`| ${name} | ${queries.length} | ${ms(percentile(direct, 0.5))} / ${ms(percentile(direct, 0.95))} | ` +
      `${ms(percentile(endpoint, 0.5))} / ${ms(percentile(endpoint, 0.95))} | ${firstCount} |`);
  }
}

await main();
