/**
 * `docs-widgets serve --docs` at the size of real documentation (Debian's Python 3.11 docs, 531 pages, and Sphinx
 * 5.3's): time from spawning the process to "listening" (and the progress lines before it), peak resident memory
 * (VmHWM, all threads), and search over HTTP: p50/p95 at the default page size for single- and multi-word queries,
 * and the largest answer at page size 10, asked on the docs origin (`/_/api/v3/search/`, as the widgets ask). Started from source (`node --import tsx`), as tests do: the compiled CLI
 * npm users run skips tsx's compilation. Run: `node --import tsx bench/serve.bench.ts` (or `npm run bench serve`).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {fileURLToPath} from 'node:url';
import {PYTHON_CASES} from './relevance/python.js';
import {SPHINX_CASES} from './relevance/sphinx.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const REPEATS = 5;
const COMMON = ['the', 'function', 'python', 'return value', 'class method', 'the default value of the'];

interface Corpus {
  slug: string;
  dir: string;
  queries: string[];
}

const ALL_CORPORA: Corpus[] = [
  {slug: 'python', dir: '/usr/share/doc/python3.11/html', queries: PYTHON_CASES.map((c) => c.query)},
  {slug: 'sphinx', dir: '/usr/share/doc/sphinx-doc/html', queries: SPHINX_CASES.map((c) => c.query)},
];
/** `--only=python` measures one corpus. */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const CORPORA = ALL_CORPORA.filter((corpus) => !only || corpus.slug === only);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};

function peakKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

async function start(corpus: Corpus) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/docs-widgets.ts', 'serve', '--port', '0',
    '--docs', `${corpus.slug}/latest=${corpus.dir}`], {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  let firstProgress = Number.NaN;
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (Number.isNaN(firstProgress) && output.includes('indexing ')) firstProgress = performance.now() - started;
      const match = /listening on (http:\/\/\S+\/)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
  const startMs = performance.now() - started;
  const progressLines = output.split('\n').filter((line) => line.startsWith('indexing ')).length;
  return {child, url, startMs, firstProgress, progressLines, output};
}

async function timed(url: string): Promise<{ms: number; bytes: number}> {
  const t0 = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return {ms: performance.now() - t0, bytes: body.byteLength};
}

console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg().map((v) => v.toFixed(1)).join(' ')}\n`);
console.log('Goals: start ≤ 8 s with progress, peak ≤ 400 MB, search p95 ≤ 25 ms at the default page size, ' +
  'no answer over 200 KB at page size 10.\n');
const rows: string[] = [];
for (const corpus of CORPORA) {
  if (!existsSync(`${corpus.dir}/index.html`)) {
    rows.push(`| ${corpus.slug} | skipped: ${corpus.dir} missing |`);
    continue;
  }
  const server = await start(corpus);
  try {
    const search = (q: string, pageSize?: number) =>
      `${server.url}_/api/v3/search/?q=${encodeURIComponent(`project:${corpus.slug} ${q}`)}` +
      (pageSize ? `&page_size=${pageSize}` : '');
    const queries = [...corpus.queries, ...COMMON];
    for (const q of queries) await timed(search(q)); // first answers warm the JIT; not measured
    const single: number[] = [];
    const multi: number[] = [];
    for (let run = 0; run < REPEATS; run++) {
      for (const q of queries) (q.trim().includes(' ') ? multi : single).push((await timed(search(q))).ms);
    }
    let largest = {bytes: 0, query: ''};
    for (const q of queries) {
      const {bytes} = await timed(search(q, 10));
      if (bytes > largest.bytes) largest = {bytes, query: q};
    }
    const theDefault = await timed(search('the'));
    const peak = peakKb(server.child.pid!);
    rows.push(`| ${corpus.slug} | ${(server.startMs / 1000).toFixed(1)} s (first progress line at ` +
      `${(server.firstProgress / 1000).toFixed(1)} s, ${server.progressLines} lines) | ${(peak / 1024).toFixed(0)} MB | ` +
      `${percentile(single, 0.5).toFixed(1)} / ${percentile(single, 0.95).toFixed(1)} ms (${single.length}) | ` +
      `${percentile(multi, 0.5).toFixed(1)} / ${percentile(multi, 0.95).toFixed(1)} ms (${multi.length}) | ` +
      `${(largest.bytes / 1024).toFixed(0)} KB ("${largest.query}") | ${(theDefault.bytes / 1024).toFixed(0)} KB in ` +
      `${theDefault.ms.toFixed(0)} ms |`);
    const summary = server.output.split('\n').find((line) => line.startsWith('search index:'));
    if (summary) console.log(`${corpus.slug}: ${summary}`);
  } finally {
    server.child.kill('SIGTERM');
  }
}
console.log('\n| docs | start to listening | peak RSS | search p50 / p95, single word (n) | multi-word (n) | ' +
  'largest answer, page size 10 | "the", default page size |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\nLoad average after: ${loadavg().map((v) => v.toFixed(1)).join(' ')} (on ${cpus().length} cores; ` +
  'figures above ~1 per core are inflated)');
