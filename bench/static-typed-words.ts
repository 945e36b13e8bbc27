/**
 * Typing a word letter by letter against pasting it, on the built index (issue 28: typing must not fetch more than
 * pasting). Node, the search worker's engine and options, each file read taking `--latency` ms (default 50: a host a
 * continent away) with six reads at a time (a browser's HTTP/1.1 connections to one host); keys every `--key-ms` ms
 * (default 90, the issue's typist; most readers' keys are 200-300 ms apart), a query from the `--min-chars`th key on
 * (3, as the element sends), each replacing the one before as the worker does. Prints, per `textAfterMs` asked for, the files read typed
 * and pasted and the time from the last key to the answer of the results on screen (p50 / p95), each word on a fresh
 * engine (a page's first query); then, with `--session`, the relevance queries of the Python docs typed in turn on one
 * engine (a reader's session: what earlier queries read is kept), their p50 / p95, files read and slowest queries.
 *
 *   node --import tsx bench/static-typed-words.ts <index folder> [--latency 50] [--text-after 0,100] [--key-ms 90]
 *     [--min-chars 3] [--session]
 */

import {setMaxListeners} from 'node:events';
import {readFile} from 'node:fs/promises';
import {loadavg} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {BuiltIndexEngine} from '../src/sources/static/built-index-engine.js';
import {PYTHON_CASES} from './relevance/python.js';

const args = process.argv.slice(2);
const dir = args[0];
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] ?? fallback : fallback;
};
const LATENCY_MS = Number(option('--latency', '50'));
const TEXT_AFTER = option('--text-after', '0,100').split(',').map(Number);
const KEY_MS = Number(option('--key-ms', '90'));
/** Keys that make a query: from the `min-chars`th (3, as the element; figures before 2026-11-29's session 10 used 1). */
const MIN_CHARS = Number(option('--min-chars', '3'));
const WORDS = ['asyncio', 'pathlib', 'decorator', 'subprocess', 'dataclass', 'logging', 'argparse', 'threading'];
const site = {origin: 'http://docs.test', rootPath: '/', project: 'python', version: '3.11'};

/** Each file's gzip size (what a gzip host sends), computed once. */
const gzipSizes = new Map<string, number>();

/**
 * A reader that takes `LATENCY_MS` per file, six at a time, counting the files it was asked for and their gzip bytes
 * (the manifest's included: callers subtract the first read).
 */
function slowReader() {
  let active = 0;
  const queue: Array<() => void> = [];
  const stats = {reads: 0, bytes: 0, firstBytes: 0};
  const read = async (name: string) => {
    stats.reads++;
    const text = await readFile(join(dir ?? '', name), 'utf8');
    const size = gzipSizes.get(name) ?? gzipSync(text).length;
    gzipSizes.set(name, size);
    if (stats.reads === 1) stats.firstBytes = size;
    stats.bytes += size;
    if (active >= 6) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      return text;
    } finally {
      active--;
      queue.shift()?.();
    }
  };
  return {read, stats};
}

const newEngine = (read: (name: string) => Promise<string>, textAfterMs: number) =>
  new BuiltIndexEngine(read, {heavyQueries: {terms: 150, waitMs: 150}, textAfterMs});

/** Types `word` (or pastes it) on a fresh engine; returns files read and ms from the last key to the rows on screen. */
async function run(word: string, typed: boolean, textAfterMs: number): Promise<{reads: number; bytes: number; ms: number}> {
  const {read, stats} = slowReader();
  const engine = newEngine(read, textAfterMs);
  await engine.load();
  return {...await typeOn(engine, word, typed), reads: stats.reads, bytes: stats.bytes - stats.firstBytes};
}

/** Types `word` (or pastes it) on `engine`; ms from the last key to the rows on screen, once every read is counted. */
async function typeOn(engine: BuiltIndexEngine, word: string, typed: boolean): Promise<{ms: number}> {
  // The element sends nothing shorter than its `min-chars` (3, trimmed): those keys make no query.
  const prefixes = typed ? [...word].map((_, index) => word.slice(0, index + 1)).filter((prefix) => prefix.trim().length >= MIN_CHARS) : [word];
  let previous: AbortController | undefined;
  let last: Promise<number> | undefined;
  for (const [index, prefix] of prefixes.entries()) {
    previous?.abort(new DOMException('Replaced by a newer query', 'AbortError'));
    const controller = new AbortController();
    // Each shared read listens on the query's signal: more than Node's default ten is expected, not a leak.
    setMaxListeners(100, controller.signal);
    previous = controller;
    const started = performance.now();
    let shown = 0;
    const answered = engine.search(site, prefix, 1, 10, controller.signal, () => (shown ||= performance.now()))
      .then(() => (shown || performance.now()) - started);
    answered.catch(() => {});
    last = answered;
    if (index < prefixes.length - 1) await new Promise((resolve) => setTimeout(resolve, KEY_MS));
  }
  const ms = await (last ?? Promise.resolve(0));
  // The rest of the page and any reads still going: wait for them to be counted.
  await new Promise((resolve) => setTimeout(resolve, 4 * LATENCY_MS + 200));
  return {ms};
}

/** The relevance queries typed in turn on one engine; the first (on a fresh page) is not counted in the times. */
async function session(textAfterMs: number): Promise<string> {
  const {read, stats} = slowReader();
  const engine = newEngine(read, textAfterMs);
  await engine.load();
  const queries = PYTHON_CASES.map((relevance) => relevance.query);
  const timed: Array<[string, number]> = [];
  for (const query of queries) timed.push([query, (await typeOn(engine, query, true)).ms]);
  const times = timed.slice(1).map(([, ms]) => ms);
  const slowest = timed.slice(1).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([query, ms]) => `${query} ${ms.toFixed(0)}`);
  return `| ${textAfterMs} ms | ${stats.reads - 1} (${kb(stats.bytes - stats.firstBytes)}) | ${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)} ms ` +
    `| ${slowest.join(', ')} |`;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

if (!dir) {
  console.log('usage: node --import tsx bench/static-typed-words.ts <index folder> [--latency 50] [--text-after 0,100] [--key-ms 90] [--min-chars 3] [--session]');
} else {
  console.log(`${WORDS.length} words, ${LATENCY_MS} ms a file, six at a time, keys every ${KEY_MS} ms, a query from ${MIN_CHARS} characters; manifest loaded first (not counted)\n`);
  console.log('| text after | files read (gzip bytes), typed | files read (gzip bytes), pasted | typed: last key to the results on screen, p50 / p95 | pasted: p50 / p95 |');
  console.log('|---|---|---|---|---|');
  for (const textAfterMs of TEXT_AFTER) {
    const typed = [];
    const pasted = [];
    for (const word of WORDS) {
      typed.push(await run(word, true, textAfterMs));
      pasted.push(await run(word, false, textAfterMs));
    }
    const sum = (runs: Array<{reads: number; bytes: number}>) => `${runs.reduce((total, entry) => total + entry.reads, 0) - runs.length} ` +
      `(${kb(runs.reduce((total, entry) => total + entry.bytes, 0))})`;
    const times = (runs: Array<{ms: number}>) => `${percentile(runs.map((entry) => entry.ms), 0.5).toFixed(0)} / ` +
      `${percentile(runs.map((entry) => entry.ms), 0.95).toFixed(0)} ms`;
    console.log(`| ${textAfterMs} ms | ${sum(typed)} | ${sum(pasted)} | ${times(typed)} | ${times(pasted)} |`);
  }
  if (args.includes('--session')) {
    console.log(`\n${PYTHON_CASES.length} relevance queries typed in turn on one engine (a session), load average ${loadavg()[0]?.toFixed(1)}:\n`);
    console.log('| text after | files read (gzip bytes) | last key to the results on screen, p50 / p95 | slowest |');
    console.log('|---|---|---|---|');
    for (const textAfterMs of TEXT_AFTER) console.log(await session(textAfterMs));
  }
}
