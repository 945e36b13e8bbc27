/**
 * `docs-widgets serve --docs` at the size of real documentation (Debian's Python 3.11 docs, 531 pages, and Sphinx
 * 5.3's): time (and CPU time) from spawning the process to "listening", without and with the index cache (and the
 * progress lines before it), peak resident memory
 * (VmHWM, all threads), and search over HTTP: p50/p95 at the default page size for single- and multi-word queries,
 * and the largest answer at page size 10, asked on the docs origin (`/_/api/v3/search/`, as the widgets ask). Started from source (`node --import tsx`), as tests do: the compiled CLI
 * npm users run skips tsx's compilation. Run: `node --import tsx bench/serve.bench.ts [--only=python]` (or `npm run bench serve`).
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
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

/** CPU seconds the process used so far, all threads (utime + stime of /proc/PID/stat, in clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function start(corpus: Corpus, cacheDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/docs-widgets.ts', 'serve', '--port', '0',
    '--docs', `${corpus.slug}/latest=${corpus.dir}`, '--index-cache', cacheDir], {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
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
  const cpu = cpuSeconds(child.pid!);
  const progressLines = output.split('\n').filter((line) => line.startsWith('indexing ')).length;
  const cached = output.includes('index cache: using ');
  // All output so far when read (the lines after "listening", such as the index summary, arrive later).
  return {child, url, startMs, cpu, cached, firstProgress, progressLines, get output() {
    return output;
  }};
}

type Started = Awaited<ReturnType<typeof start>>;

function describeStart(server: Started): string {
  return `${(server.startMs / 1000).toFixed(1)} s, ${server.cpu.toFixed(1)} s CPU (first progress line at ` +
    `${(server.firstProgress / 1000).toFixed(1)} s, ${server.progressLines} lines)`;
}

function stop(server: Started): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
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
  // A cache of its own: the first start indexes (cold), the second reads what the first wrote (warm), and search is
  // measured on the second.
  const cacheDir = mkdtempSync(join(tmpdir(), 'dw-serve-bench-'));
  const cold = await start(corpus, cacheDir);
  const coldPeak = peakKb(cold.child.pid!);
  await stop(cold);
  const server = await start(corpus, cacheDir);
  if (!server.cached) console.log(`${corpus.slug}: the second start did not use the index cache:\n${server.output}`);
  try {
    const search = (q: string, pageSize?: number) =>
      `${server.url}_/api/v3/search/?q=${encodeURIComponent(`project:${corpus.slug} ${q}`)}` +
      (pageSize ? `&page_size=${pageSize}` : '');
    const queries = [...corpus.queries, ...COMMON];
    for (const q of queries) await timed(search(q)); // first answers warm the JIT; not measured
    const single: number[] = [];
    const multi: number[] = [];
    // The server's own CPU time per search too: on a loaded machine, wall-clock latency mostly measures the others.
    const cpuBefore = cpuSeconds(server.child.pid!);
    for (let run = 0; run < REPEATS; run++) {
      for (const q of queries) (q.trim().includes(' ') ? multi : single).push((await timed(search(q))).ms);
    }
    const cpuPerSearch = (cpuSeconds(server.child.pid!) - cpuBefore) * 1000 / (single.length + multi.length);
    let largest = {bytes: 0, query: ''};
    for (const q of queries) {
      const {bytes} = await timed(search(q, 10));
      if (bytes > largest.bytes) largest = {bytes, query: q};
    }
    const theDefault = await timed(search('the'));
    const peak = peakKb(server.child.pid!);
    rows.push(`| ${corpus.slug} | ${describeStart(cold)} | ${describeStart(server)} | ` +
      `${(coldPeak / 1024).toFixed(0)} / ${(peak / 1024).toFixed(0)} MB | ` +
      `${percentile(single, 0.5).toFixed(1)} / ${percentile(single, 0.95).toFixed(1)} ms (${single.length}) | ` +
      `${percentile(multi, 0.5).toFixed(1)} / ${percentile(multi, 0.95).toFixed(1)} ms (${multi.length}) | ` +
      `${cpuPerSearch.toFixed(1)} ms | ` +
      `${(largest.bytes / 1024).toFixed(0)} KB ("${largest.query}") | ${(theDefault.bytes / 1024).toFixed(0)} KB in ` +
      `${theDefault.ms.toFixed(0)} ms |`);
    const summary = server.output.split('\n').find((line) => line.startsWith('search index:'));
    if (summary) console.log(`${corpus.slug}: ${summary}`);
  } finally {
    await stop(server);
    rmSync(cacheDir, {recursive: true, force: true});
  }
}
console.log('\n| docs | start to listening, no cache | start, index cache | peak RSS, no cache / cache | search p50 / p95, single word (n) | multi-word (n) | server CPU per search | ' +
  'largest answer, page size 10 | "the", default page size |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\nLoad average after: ${loadavg().map((v) => v.toFixed(1)).join(' ')} (on ${cpus().length} cores; ` +
  'figures above ~1 per core are inflated)');
