/*
 * The page the search benchmark drives (bundled by bench/search.bench.ts with esbuild): a <docs-search> over the
 * reference API, which the page runs in its own worker (search.worker.ts), behind a network double with 40-160 ms of
 * seeded latency jitter, so answers can arrive out of order as on a real network. Exposes counters on `window.bench`.
 */
import '../src/search.js';
import {delay} from '../src/internal/delay.js';

const params = new URLSearchParams(location.search);
const worker = new Worker('/search.worker.js', {type: 'module'});
interface Answer {
  id: number;
  status: number;
  headers: Array<[string, string]>;
  body: string;
  serverMs: number;
}
const waiting = new Map<number, (answer: Answer) => void>();
const serverTimes: number[] = [];
worker.addEventListener('message', (event: MessageEvent<Answer>) => {
  waiting.get(event.data.id)?.(event.data);
  waiting.delete(event.data.id);
});
let nextId = 0;
const api = {
  fetch(request: Request): Promise<Response> {
    const id = nextId++;
    request.signal.addEventListener('abort', () => worker.postMessage({cancel: id}), {once: true});
    return new Promise((resolve) => {
      waiting.set(id, (answer) => {
        serverTimes.push(answer.serverMs);
        resolve(new Response(answer.body, {status: answer.status, headers: answer.headers}));
      });
      worker.postMessage({id, url: request.url});
    });
  },
  warm: () =>
    new Promise<void>((resolve) => {
      waiting.set(-1, () => resolve());
      worker.postMessage('warm');
    }),
};

let seed = 7;
const jitter = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return 40 + (seed / 4294967296) * 120;
};

const counts = {sent: 0, aborted: 0, answered: 0};
const fetch = async (request: Request): Promise<Response> => {
  counts.sent += 1;
  request.signal.addEventListener('abort', () => (counts.aborted += 1), {once: true});
  await delay(params.has('no-latency') ? 0 : jitter(), request.signal);
  const response = await Promise.race([
    api.fetch(request),
    new Promise<never>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
  ]);
  counts.answered += 1;
  return response;
};

const element = document.createElement('docs-search');
element.project = 'bench';
element.version = 'latest';
element.withoutHistory = true;
element.queryParam = '';
if (params.has('debounce')) element.debounce = Number(params.get('debounce'));
element.fetch = fetch;
document.body.append(element);

interface Measure {
  query: string;
  fromCache: boolean;
  /** From the keystroke's `input` event to the DOM mutation that showed its results. */
  rendered: number;
  /** From the keystroke to the frame after that mutation (rAF, then a task: the frame has been produced). */
  painted: number;
}

/*
 * Measured from outside the element (nothing in shipped code measures itself): the `input` event of each keystroke
 * starts a clock; a MutationObserver on the shadow root sees the first DOM change after which the element shows the
 * results of that text; a requestAnimationFrame followed by a task marks the frame that painted them. A query is a
 * cache hit when no request was sent between its keystroke and its results.
 */
const measures: Measure[] = [];
let pending: {query: string; start: number; sent: number} | undefined;
const shadow = element.shadowRoot!;
const shows = (query: string): boolean => {
  const search = (element as unknown as {search: {status: string; query: string}}).search;
  return search.status === 'complete' && search.query === query && shadow.querySelector('[role="option"]') !== null;
};
shadow.addEventListener('input', (event) => {
  pending = {query: (event.target as HTMLInputElement).value.trim(), start: event.timeStamp, sent: counts.sent};
});
new MutationObserver(() => {
  const waiting = pending;
  if (!waiting || !shows(waiting.query)) return;
  pending = undefined;
  const rendered = performance.now() - waiting.start;
  const fromCache = counts.sent === waiting.sent;
  requestAnimationFrame(() =>
    setTimeout(() => measures.push({query: waiting.query, fromCache, rendered, painted: performance.now() - waiting.start})),
  );
}).observe(shadow, {subtree: true, childList: true, characterData: true, attributes: true});

const eventDurations: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if ((entry as PerformanceEventTiming).interactionId) eventDurations.push(entry.duration);
  }
}).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit);

Object.assign(window, {
  bench: {
    element,
    counts: () => ({...counts}),
    reset() {
      counts.sent = 0;
      counts.aborted = 0;
      counts.answered = 0;
      eventDurations.length = 0;
      serverTimes.length = 0;
      measures.length = 0;
    },
    measures: (): Measure[] => [...measures],
    longestEvent: () => Math.max(0, ...eventDurations),
    warm: () => api.warm(),
    serverTimes: () => [...serverTimes],
  },
});
