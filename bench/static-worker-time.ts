/**
 * The search worker's own time per query on the Python 3.11 docs' built index, in Node (bench only): the same engine
 * code as the worker, reading the index from disk, with no browser, page thread or debounce around it. Each bench query
 * is typed one character at a time, in order, in one session (shards and terms loaded by earlier queries stay loaded,
 * as in the worker); every prefix is searched to the end, so the final query finds the most already loaded — the
 * browser cancels most of the prefixes — and a second pass times each final query alone, on a fresh engine warmed
 * only by the first bench query.
 *
 * Run: `node --import tsx bench/static-worker-time.ts` (`--prefixes` prints every prefix's time too).
 */

import {readFileSync, statSync} from 'node:fs';
import {loadavg} from 'node:os';
import {monitorEventLoopDelay} from 'node:perf_hooks';
import {join} from 'node:path';
import {BuiltIndexEngine} from '../src/sources/static/built-index-engine.js';
import {ensurePythonIndex} from '../test/node/static-site/sites.js';
import {STATIC_QUERIES} from './static-queries.js';

const site = {origin: 'http://127.0.0.1', rootPath: '/', project: 'python', version: '3.11'};
const showPrefixes = process.argv.includes('--prefixes');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** CPU time of this process over one search (wall time on a shared machine includes waiting for a core). */
const cpuMs: number[] = [];
/** The longest the search held the thread without reading messages: how long a cancel can wait. */
const blockedMs: number[] = [];

async function timed(engine: BuiltIndexEngine, query: string): Promise<number> {
  const delay = monitorEventLoopDelay({resolution: 1});
  delay.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await engine.search(site, query, 1, 10);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  delay.disable();
  cpuMs.push((used.user + used.system) / 1000);
  blockedMs.push(delay.max / 1e6);
  return ms;
}

const index = await ensurePythonIndex();
/** Files the engine read since the last `reads.length = 0`: what a query fetches, and in how many requests. */
const reads: string[] = [];
const engineOn = () => new BuiltIndexEngine((name) => {
  reads.push(name);
  return Promise.resolve(readFileSync(join(index, name), 'utf8'));
});
/** `t 3, n 1, c 21 (34 KB raw)`: a query's reads by folder (shards, names, pairs, text chunks). */
function readsOf(names: string[]): string {
  const byFolder = new Map<string, number>();
  let bytes = 0;
  for (const name of names) {
    const folder = name.includes('/') ? name.split('/')[0] ?? '' : name;
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
    bytes += statSync(join(index, name)).size;
  }
  return `${[...byFolder].map(([folder, count]) => `${folder} ${count}`).join(', ')} (${(bytes / 1024).toFixed(0)} KB raw)`;
}
console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);

const typed = engineOn();
await typed.search(site, STATIC_QUERIES[0] ?? 'asyncio', 1, 10);
const finals: number[] = [];
const finalCpu: number[] = [];
const prefixes: number[] = [];
const prefixCpu: number[] = [];
const prefixBlocked: number[] = [];
const rows: string[] = [];
for (const query of STATIC_QUERIES.slice(1)) {
  const steps: string[] = [];
  for (let length = 1; length <= query.length; length++) {
    const ms = await timed(typed, query.slice(0, length));
    const cpu = cpuMs[cpuMs.length - 1] ?? 0;
    const blocked = blockedMs[blockedMs.length - 1] ?? 0;
    if (length < query.length) {
      prefixes.push(ms);
      prefixCpu.push(cpu);
      prefixBlocked.push(blocked);
    } else {
      finals.push(ms);
      finalCpu.push(cpu);
    }
    steps.push(`${JSON.stringify(query.slice(0, length))} ${ms.toFixed(0)} (cpu ${cpu.toFixed(0)}, held ${blocked.toFixed(0)})`);
  }
  rows.push(showPrefixes ? steps.join(', ') : `${query}: ${finals[finals.length - 1]?.toFixed(1)} ms`);
}
console.log(rows.join('\n'));

const alone: number[] = [];
const aloneCpu: number[] = [];
const aloneRows: string[] = [];
for (const query of STATIC_QUERIES.slice(1)) {
  const engine = engineOn();
  await engine.search(site, STATIC_QUERIES[0] ?? 'asyncio', 1, 10);
  reads.length = 0;
  alone.push(await timed(engine, query));
  aloneCpu.push(cpuMs[cpuMs.length - 1] ?? 0);
  aloneRows.push(`  ${query}: ${alone[alone.length - 1]?.toFixed(1)} ms (cpu ${aloneCpu[aloneCpu.length - 1]?.toFixed(1)}), ` +
    `reads ${readsOf(reads)}`);
}
// Each file is a request in the browser: over HTTP/1.1 it sends six at a time to one host.
console.log(`\nEach final query alone (engine warmed by the first query only), the files it reads:\n${aloneRows.join('\n')}`);
const line = (label: string, values: number[]) =>
  `${label}: p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n = ${values.length})`;
console.log(line('final queries, typed (every prefix searched before), wall', finals));
console.log(line('final queries, typed, CPU', finalCpu));
console.log(line('final queries, alone (engine warmed by the first query only), wall', alone));
console.log(line('final queries, alone, CPU', aloneCpu));
console.log(line('prefixes on the way, wall', prefixes));
console.log(line('prefixes on the way, CPU', prefixCpu));
console.log(line('prefixes on the way, longest hold of the thread', prefixBlocked));
console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
