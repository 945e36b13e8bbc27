/**
 * What a first query on a fresh page costs with the built index, counted in Node on the index's files (issue 28):
 * the files it reads, their bytes as a gzip host sends them, and its round trips (a read issued after an earlier read
 * came back starts a new round). Each read takes a few milliseconds, as over a network, so that reads issued
 * together are told from reads that waited. Used by `npm run bench static-vs-pagefind` (all relevance queries of the
 * Python docs) and test/node/static-first-query.test.ts (the Sphinx docs).
 */

import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {BuiltIndexEngine} from '../src/sources/static/built-index-engine.js';
import type {AnswerSite} from '../src/sources/static/search-answer.js';

export interface FirstQueryCost {
  query: string;
  requests: number;
  /** Gzip bytes of the files read. */
  bytes: number;
  rounds: number;
  /**
   * What the results on screen cost: the files read until the worker answers the first `ROWS_FIRST` results, or the
   * whole page when it answers that at once (built-index-engine.ts).
   */
  onScreen: {requests: number; bytes: number; rounds: number};
}

/** Runs `query` on a fresh engine over the index in `dir` (as a new page's worker would), counting what it reads. */
export async function firstQueryCost(dir: string, site: AnswerSite, query: string, readMs = 5): Promise<FirstQueryCost> {
  let requests = 0;
  let bytes = 0;
  /** The highest round whose answer has come back: a read issued now waited for it, so it is in the next round. */
  let answered = 0;
  let rounds = 0;
  const engine = new BuiltIndexEngine(async (name) => {
    const round = answered + 1;
    rounds = Math.max(rounds, round);
    requests += 1;
    const text = await readFile(join(dir, name), 'utf8');
    bytes += gzipSync(text).length;
    await new Promise((resolve) => setTimeout(resolve, readMs));
    answered = Math.max(answered, round);
    return text;
  });
  let onScreen: FirstQueryCost['onScreen'] | undefined;
  await engine.search(site, query, 1, 10, undefined, () => (onScreen = {requests, bytes, rounds}));
  return {query, requests, bytes, rounds, onScreen: onScreen ?? {requests, bytes, rounds}};
}

/** The results on screen's share of each cost, as costs of their own. */
export function onScreenCosts(costs: readonly FirstQueryCost[]): FirstQueryCost[] {
  return costs.map((cost) => ({query: cost.query, ...cost.onScreen, onScreen: cost.onScreen}));
}

/** p50 and worst of each figure over `costs`. */
export function summarizeCosts(costs: readonly FirstQueryCost[]): {
  p50: {requests: number; bytes: number; rounds: number};
  worst: {requests: FirstQueryCost; bytes: FirstQueryCost; rounds: FirstQueryCost};
} {
  const median = (key: 'requests' | 'bytes' | 'rounds') => costs.map((cost) => cost[key]).sort((a, b) => a - b)[costs.length >> 1] ?? 0;
  const worst = (key: 'requests' | 'bytes' | 'rounds') => costs.reduce((top, cost) => (cost[key] > top[key] ? cost : top));
  return {p50: {requests: median('requests'), bytes: median('bytes'), rounds: median('rounds')},
    worst: {requests: worst('requests'), bytes: worst('bytes'), rounds: worst('rounds')}};
}
