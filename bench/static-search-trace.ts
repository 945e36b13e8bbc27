/**
 * Where the time of a static search goes, end to end (bench only): the static search bench's typed queries
 * (static-search-page.ts, the same typing and the same "on screen") on the Python 3.11 docs with the built index, each
 * final query under a Chromium trace (devtools.timeline, user timing and V8's sampling profiler, every thread of the
 * page's renderer: its main thread and the search worker). Prints, per query, the timeline from the last key:
 * query sent, the worker's work (what it ran, by function, and what it fetched), the answer back, the main thread's
 * work (scripts by function, style, layout, paint) and the frame; and writes the traces of the median and slowest
 * queries to `STATIC_TRACE_DIR` (default /tmp/docs-widgets-static-traces), for chrome://tracing or Perfetto.
 *
 * The profiler's sampling slows scripts a little: read the trace for where the time goes, the bench for how much.
 *
 * Run: `node --import tsx bench/static-search-trace.ts [query ...]` (the bench's queries by default).
 */

import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';
import {ROOT, ensureCdnBuilt, launchChromium} from '../test/cdn/node/serve-and-drive.js';
import {startPlainServer} from '../test/node/static-site/plain-server.js';
import {PYTHON_DOCS, ensurePythonIndex} from '../test/node/static-site/sites.js';
import {STATIC_QUERIES} from './static-queries.js';
import {type QueryTimes, WATCH_WORKER, timeQuery} from './static-search-page.js';

const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading', 'v8', 'blink',
].join(',');
const OUT = process.env.STATIC_TRACE_DIR ?? '/tmp/docs-widgets-static-traces';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {name?: string; data?: Record<string, unknown>} & Record<string, unknown>;
}

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
}

/**
 * The sampling profiler's samples of one thread: when each was taken and the function it was in. The profile starts
 * on the thread it samples (`Profile`); its chunks come from the profiler's own thread, matched by id.
 */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Array<{ts: number; frame: CallFrame}> {
  const out: Array<{ts: number; frame: CallFrame}> = [];
  const profiles = new Map<string, {ts: number; nodes: Map<number, CallFrame>}>();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid) {
      profiles.set(String(event.id), {ts: Number(event.args?.data?.startTime ?? event.ts), nodes: new Map()});
    } else if (event.name === 'ProfileChunk' && event.pid === pid) {
      const profile = profiles.get(String(event.id));
      if (!profile) continue;
      const data = event.args?.data as {cpuProfile?: {nodes?: Array<{id: number; callFrame: CallFrame}>; samples?: number[]};
        timeDeltas?: number[]} | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node.callFrame);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((node, index) => {
        profile.ts += deltas[index] ?? 0;
        const frame = profile.nodes.get(node);
        if (frame) out.push({ts: profile.ts, frame});
      });
    }
  }
  return out;
}

/** Sampled time (ms) per function in [from, to], most first: what a thread's scripts spent it on. */
function byFunction(samples: Array<{ts: number; frame: CallFrame}>, from: number, to: number, top = 8): string {
  const within = samples.filter((sample) => sample.ts >= from && sample.ts <= to);
  const counts = new Map<string, number>();
  within.forEach((sample, index) => {
    const next = within[index + 1]?.ts ?? to;
    const {functionName, url = '', lineNumber} = sample.frame;
    const file = url.split('/').pop() ?? '';
    const key = functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)'
      ? functionName : `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    counts.set(key, (counts.get(key) ?? 0) + Math.min(next - sample.ts, 2000));
  });
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, top).filter(([, us]) => us >= 300)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join('; ');
}

const NOTABLE = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch',
  'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER',
  'HitTest', 'RunMicrotasks', 'v8.run',
  'ParseHTML', 'IntersectionObserverController::computeIntersections', 'BeginMainThreadFrame', 'ScheduleStyleRecalculation',
  'HandlePostMessage', 'V8.ParseFunctions', 'v8.compile', 'v8.parseOnBackground']);

/** Busy time (ms) of a thread's top-level tasks in [from, to], and the notable events in it, from `origin`. */
function threadWork(events: TraceEvent[], pid: number, tid: number, from: number, to: number, origin: number): {busy: number; lines: string[]} {
  let busy = 0;
  const lines: string[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid || event.ts > to || event.ts + (event.dur ?? 0) < from) continue;
    if (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') {
      busy += Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts);
    }
    if (!NOTABLE.has(event.name)) continue;
    const dur = event.dur ?? 0;
    if (dur < 500) continue;
    const data = event.args?.data ?? {};
    const what = String(data.functionName ?? data.url ?? data.type ?? '').split('/').pop();
    lines.push(`${((event.ts - origin) / 1000).toFixed(1).padStart(6)} ${event.name}${what ? ` ${what}` : ''}${dur ? ` ${(dur / 1000).toFixed(1)} ms` : ''}`);
  }
  return {busy: busy / 1000, lines};
}

/** A thread's fetches that ended in [from, to]: file, sent, response, done (ms from `origin`), bytes on the wire. */
function fetches(events: TraceEvent[], pid: number, tid: number, from: number, to: number, origin: number): string[] {
  const requests = new Map<string, {url: string; sent: number; response?: number; done?: number; failed?: boolean; bytes: number}>();
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    const data = event.args?.data ?? {};
    const id = String(data.requestId ?? '');
    if (event.name === 'ResourceSendRequest') requests.set(id, {url: String(data.url), sent: event.ts, bytes: 0});
    const request = requests.get(id);
    if (!request) continue;
    if (event.name === 'ResourceReceiveResponse') request.response = event.ts;
    if (event.name === 'ResourceFinish') {
      request.done = event.ts;
      request.failed = Boolean(data.didFail);
      request.bytes = Number(data.encodedDataLength ?? 0);
    }
  }
  const at = (ts: number | undefined) => ts === undefined ? '-' : ((ts - origin) / 1000).toFixed(1);
  return [...requests.values()].filter((request) => (request.done ?? to) >= from && request.sent <= to)
    .map((request) => `${request.url.replace(/^.*_docs-widgets\//, '')} sent ${at(request.sent)} → response ${at(request.response)}` +
      ` → ${request.failed ? 'cancelled' : 'done'} ${at(request.done)}${request.bytes ? ` (${(request.bytes / 1024).toFixed(1)} KB)` : ''}`);
}

function analyse(trace: {traceEvents: TraceEvent[]}, query: string, times: QueryTimes): string {
  const events = trace.traceEvents;
  const mark = (name: string) => events.filter((event) => event.cat.includes('blink.user_timing') && event.name === name)
    .map((event) => event.ts);
  const names = new Map<string, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, String(event.args?.name));
  const keyEvent = events.filter((event) => event.cat.includes('blink.user_timing') && event.name === 'dw:key').pop();
  if (!keyEvent) return `${query}: no marks in the trace`;
  const {pid, tid} = keyEvent;
  const key = keyEvent.ts;
  const sent = mark(`dw:sent ${query}`).filter((ts) => ts >= key).pop() ?? key;
  const answered = mark(`dw:answer ${query}`).filter((ts) => ts >= key)[0] ?? key;
  const dom = mark('dw:dom').filter((ts) => ts >= key)[0] ?? answered;
  const frame = mark('dw:frame').filter((ts) => ts >= key)[0] ?? dom;
  const worker = [...names].find(([thread, name]) => thread.startsWith(`${pid}:`) && /DedicatedWorker/.test(name))?.[0].split(':')[1];
  const workerTid = Number(worker);
  const ms = (ts: number) => ((ts - key) / 1000).toFixed(1);
  const out = [`\n### ${query}: ${times.total.toFixed(0)} ms (debounce ${times.sent.toFixed(0)}, worker ${times.worker.toFixed(0)},` +
    ` answer→DOM ${times.toDom.toFixed(0)}, DOM→frame end ${times.toFrame.toFixed(0)}; former measure ${times.polled.toFixed(0)})`,
  `last key 0 → sent ${ms(sent)} → answer ${ms(answered)} → DOM ${ms(dom)} → frame end ${ms(frame)} ms`];
  const mainSamples = samplesOf(events, pid, tid);
  const workerSamples = worker ? samplesOf(events, pid, workerTid) : [];
  const mainBefore = threadWork(events, pid, tid, key, sent, key);
  out.push(`main thread, key → sent: busy ${mainBefore.busy.toFixed(1)} ms; scripts: ${byFunction(mainSamples, key, sent)}`);
  if (worker) {
    const work = threadWork(events, pid, workerTid, key, answered, key);
    out.push(`worker, key → answer: busy ${work.busy.toFixed(1)} ms; scripts: ${byFunction(workerSamples, sent, answered, 12)}`);
    out.push(...work.lines.map((line) => `  worker ${line}`));
    out.push(...fetches(events, pid, workerTid, key, answered, key).map((line) => `  worker fetch ${line}`));
  }
  const mainAfter = threadWork(events, pid, tid, answered, frame, key);
  out.push(`main thread, answer → frame end: busy ${mainAfter.busy.toFixed(1)} ms; scripts: ${byFunction(mainSamples, answered, frame, 12)}`);
  out.push(...mainAfter.lines.map((line) => `  main ${line}`));
  return out.join('\n');
}

if (!existsSync(join(PYTHON_DOCS, 'index.html'))) {
  console.log(`skipped: ${PYTHON_DOCS} is missing (apt-get install python3.11-doc)`);
  process.exit(0);
}
await ensureCdnBuilt();
const index = await ensurePythonIndex();
mkdirSync(OUT, {recursive: true});
const server = await startPlainServer({gzip: true, mounts: [{prefix: '/', dir: PYTHON_DOCS},
  {prefix: '/_docs-widgets/', dir: index}, {prefix: '/_dw/', dir: join(ROOT, 'dist/cdn')}]});
const browser = await launchChromium();
const page = await browser.newPage({viewport: {width: 1280, height: 900}});
await page.addInitScript(WATCH_WORKER);
await page.goto(`${server.url}library/functions.html`);
await page.waitForLoadState('networkidle');
await page.keyboard.press('/');
await page.locator('docs-search dialog[open]').waitFor({state: 'visible'});
console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
await timeQuery(page, STATIC_QUERIES[0] ?? 'asyncio');
const queries = process.argv.slice(2).length ? process.argv.slice(2) : STATIC_QUERIES.slice(1);
const results: Array<{query: string; times: QueryTimes; trace: Buffer}> = [];
for (const query of queries) {
  await page.waitForTimeout(300);
  await browser.startTracing(page, {categories: CATEGORIES.split(',')});
  const times = await timeQuery(page, query);
  await page.waitForTimeout(50);
  const trace = await browser.stopTracing();
  results.push({query, times, trace});
  console.log(analyse(JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}, query, times));
}
const sorted = [...results].sort((a, b) => a.times.total - b.times.total);
for (const [label, result] of [['median', sorted[Math.floor(sorted.length / 2)]], ['slowest', sorted.at(-1)]] as const) {
  if (!result) continue;
  const file = join(OUT, `${label}-${result.query.replace(/\W+/g, '-')}.json`);
  writeFileSync(file, result.trace);
  console.log(`\n${label}: ${result.query} (${result.times.total.toFixed(0)} ms), trace in ${file}`);
}
console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
await browser.close();
await server.close();
