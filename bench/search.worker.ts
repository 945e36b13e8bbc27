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

self.addEventListener('message', async (event: MessageEvent<Ask | 'warm'>) => {
  if (event.data === 'warm') {
    await api.content.ready();
    await api.fetch(new Request('http://bench.invalid/api/v3/search/?q=project%3Abench%2Flatest%20warm'));
    self.postMessage({id: -1});
    return;
  }
  const {id, url} = event.data;
  const started = performance.now();
  const response = await api.fetch(new Request(url));
  self.postMessage({
    id,
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
    serverMs: performance.now() - started,
  });
});
