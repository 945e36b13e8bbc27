/*
 * The reference API for the search benchmark, in a worker of the bench page: its in-memory search costs 50-250 ms
 * per query on this machine, and on the page's main thread that would be measured as the widget's input latency.
 * A real server answers off the reader's main thread too.
 */
import {createReferenceApi} from '../src/reference-api/index.js';
import {benchDataset} from './search.data.js';

const api = createReferenceApi({data: benchDataset()});

interface Ask {
  id: number;
  url: string;
}

/*
 * Requests wait in a queue and are answered one task at a time, so a `cancel` for a request the page has aborted can
 * arrive before it starts: the search itself cannot be interrupted once running.
 */
const queue: Ask[] = [];
const cancelled = new Set<number>();
let draining = false;

function drain(): void {
  if (draining) return;
  draining = true;
  setTimeout(async () => {
    const ask = queue.shift();
    if (ask && !cancelled.delete(ask.id)) await answer(ask);
    draining = false;
    if (queue.length) drain();
  }, 0);
}

async function answer({id, url}: Ask): Promise<void> {
  const started = performance.now();
  const response = await api.fetch(new Request(url));
  self.postMessage({
    id,
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
    serverMs: performance.now() - started,
  });
}

self.addEventListener('message', async (event: MessageEvent<Ask | {cancel: number} | 'warm'>) => {
  const message = event.data;
  if (message === 'warm') {
    await api.content.ready();
    await api.fetch(new Request('http://bench.invalid/api/v3/search/?q=project%3Abench%2Flatest%20warm'));
    self.postMessage({id: -1});
  } else if ('cancel' in message) {
    cancelled.add(message.cancel);
  } else {
    queue.push(message);
    drain();
  }
});
