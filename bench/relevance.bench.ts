/**
 * Relevance on documentation nobody here wrote: the suites of bench/relevance/ (Python 3.11 and Sphinx 5.3 docs from
 * Debian) through the content index the reference API searches with, scored as hit@5 and MRR@10. Prints the table
 * and every query whose first accepted page is not first. Run: `node --import tsx bench/relevance.bench.ts`
 * (or `npm run bench relevance`); `--verbose` prints every query's first five.
 */
import {existsSync} from 'node:fs';
import {ingestDirectory} from '../src/reference-api/content/ingest-node.js';
import {createContentIndex} from '../src/reference-api/content/index.js';
import {PYTHON_CASES} from './relevance/python.js';
import {SPHINX_CASES} from './relevance/sphinx.js';
import {type CaseResult, type RelevanceCase, scoreCase, summarize} from './relevance/score.js';

const CORPORA: Array<{name: string; dir: string; cases: RelevanceCase[]}> = [
  {name: 'Python 3.11 docs', dir: '/usr/share/doc/python3.11/html', cases: PYTHON_CASES},
  {name: 'Sphinx 5.3 docs', dir: '/usr/share/doc/sphinx-doc/html', cases: SPHINX_CASES},
];
const verbose = process.argv.includes('--verbose');

async function run(dir: string, cases: RelevanceCase[]): Promise<CaseResult[]> {
  const site = await ingestDirectory(dir);
  const ref = {project: 'docs', version: 'latest'};
  const index = createContentIndex();
  index.addPages(ref, site.pages, site.doctype);
  await index.ready();
  return cases.map((relevance) => scoreCase(relevance, index.search({text: relevance.query, versions: [ref]})
    .map((hit) => hit.page.path)));
}

const rows: string[] = [];
const details: string[] = [];
for (const corpus of CORPORA) {
  if (!existsSync(`${corpus.dir}/index.html`)) {
    rows.push(`| ${corpus.name} | skipped: ${corpus.dir} missing | | |`);
    continue;
  }
  const results = await run(corpus.dir, corpus.cases);
  const {queries, hitAt5, mrr} = summarize(results);
  rows.push(`| ${corpus.name} | ${queries} | ${(hitAt5 * 100).toFixed(0)} % | ${mrr.toFixed(2)} |`);
  for (const result of results) {
    if (result.rank === 1 && !verbose) continue;
    details.push(`- ${corpus.name}, "${result.query}": ${result.rank ? `rank ${result.rank}` : 'not in the first 10'}; ` +
      `first five: ${result.top.slice(0, 5).join(', ')}`);
  }
}
console.log('Relevance (goal: hit@5 ≥ 95 %, MRR ≥ 0.85):\n');
console.log('| corpus | queries | hit@5 | MRR@10 |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
if (details.length) console.log(`\nQueries whose first result is not an accepted page:\n\n${details.join('\n')}`);
