/**
 * Typing a word letter by letter against pasting it, on the built index (issue 28: typing must not fetch more than
 * pasting). Node, the search worker's engine and options, each file read taking `--latency` ms (default 50: a host a
 * continent away) with six reads at a time (a browser's HTTP/1.1 connections to one host); keys every 90 ms, each
 * key's query replacing the one before as the worker does. Prints, per `textAfterMs` asked for, the files read typed
 * and pasted and the time from the last key to the answer of the results on screen (p50 / p95).
 *
 *   node --import tsx bench/static-typed-words.ts <index folder> [--latency 50] [--text-after 0,100]
 */

import {setMaxListeners} from 'node:events';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {BuiltIndexEngine} from '../src/sources/static/built-index-engine.js';

const args = process.argv.slice(2);
const dir = args[0];
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] ?? fallback : fallback;
};
const LATENCY_MS = Number(option('--latency', '50'));
const TEXT_AFTER = option('--text-after', '0,100').split(',').map(Number);
const KEY_MS = 90;
const WORDS = ['asyncio', 'pathlib', 'decorator', 'subprocess', 'dataclass', 'logging', 'argparse', 'threading'];
const site = {origin: 'http://docs.test', rootPath: '/', project: 'python', version: '3.11'};

/** A reader that takes `LATENCY_MS` per file, six at a time, counting the files it was asked for. */
function slowReader() {
  let active = 0;
  const queue: Array<() => void> = [];
  const stats = {reads: 0};
  const read = async (name: string) => {
    stats.reads++;
    if (active >= 6) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      return await readFile(join(dir ?? '', name), 'utf8');
    } finally {
      active--;
      queue.shift()?.();
    }
  };
  return {read, stats};
}

/** Types `word` (or pastes it) on a fresh engine; returns files read and ms from the last key to the rows on screen. */
async function run(word: string, typed: boolean, textAfterMs: number): Promise<{reads: number; ms: number}> {
  const {read, stats} = slowReader();
  const engine = new BuiltIndexEngine(read, {heavyQueries: {terms: 150, waitMs: 150}, textAfterMs});
  await engine.load();
  const prefixes = typed ? [...word].map((_, index) => word.slice(0, index + 1)) : [word];
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
  return {reads: stats.reads, ms};
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

if (!dir) {
  console.log('usage: node --import tsx bench/static-typed-words.ts <index folder> [--latency 50] [--text-after 0,100]');
} else {
  console.log(`${WORDS.length} words, ${LATENCY_MS} ms a file, six at a time, keys every ${KEY_MS} ms; manifest loaded first (not counted)\n`);
  console.log('| text after | files read, typed | files read, pasted | typed: last key to the results on screen, p50 / p95 | pasted: p50 / p95 |');
  console.log('|---|---|---|---|---|');
  for (const textAfterMs of TEXT_AFTER) {
    const typed = [];
    const pasted = [];
    for (const word of WORDS) {
      typed.push(await run(word, true, textAfterMs));
      pasted.push(await run(word, false, textAfterMs));
    }
    const sum = (runs: Array<{reads: number}>) => runs.reduce((total, entry) => total + entry.reads, 0) - runs.length;
    const times = (runs: Array<{ms: number}>) => `${percentile(runs.map((entry) => entry.ms), 0.5).toFixed(0)} / ` +
      `${percentile(runs.map((entry) => entry.ms), 0.95).toFixed(0)} ms`;
    console.log(`| ${textAfterMs} ms | ${sum(typed)} | ${sum(pasted)} | ${times(typed)} | ${times(pasted)} |`);
  }
}
