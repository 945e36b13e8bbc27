/**
 * A plain static file server for the static-site tests and bench: files from folders (the longest matching mount
 * wins), nothing else, except that every HTML page gets our script tag before `</head>`, as a site author would add
 * it. No API, no meta tags. Optionally gzip (as GitHub Pages and most hosts do) and a strict CSP with Trusted Types.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {once} from 'node:events';
import {gzipSync} from 'node:zlib';
import {readStaticFile} from '../../../src/cli/static-files.js';

export interface Mount {
  /** URL path prefix, starting and ending with `/`. */
  prefix: string;
  dir: string;
  /** Markup put before `</head>` of this mount's pages instead of the server's (one server, two engines: the bench). */
  headHtml?: string;
}

export interface PlainServerOptions {
  mounts: Mount[];
  /** Attributes of the script tag (`data-versions-url`...), as written in the HTML. */
  scriptAttributes?: string;
  /** Markup put before `</head>` instead of the script tag (a page loading the npm package itself). */
  headHtml?: string;
  gzip?: boolean;
  /** Sends a strict CSP (worker-src 'self', Trusted Types) with every HTML page. */
  strictCsp?: boolean;
  /** Ms every response waits before it is sent (a host far away); `delayMs` on the server changes it later. */
  delayMs?: number;
}

/** One response: its path, when its request arrived and when it was sent (ms, `performance.now()`), bytes sent. */
export interface SentResponse {
  path: string;
  arrived: number;
  sentAt: number;
  bytes: number;
}

export const SCRIPT_PATH = '/_dw/docs-widgets.js';

export const STRICT_CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self'",
  "connect-src 'self'", "worker-src 'self'", "base-uri 'none'", "form-action 'none'", "object-src 'none'",
  "require-trusted-types-for 'script'", 'trusted-types lit-html dompurify docs-widgets',
].join('; ');

export interface PlainServer {
  url: string;
  /** Bytes sent per request path (after compression), since the last `resetCounts()`. */
  sent: Map<string, number>;
  /** Every response since the last `resetCounts()`, in the order they were sent. */
  log: SentResponse[];
  /** The delay added to each response from now on. */
  delayMs: number;
  resetCounts(): void;
  close(): Promise<void>;
}

const markIndexed = '<meta name="docs-widgets-index" content="_docs-widgets/">';

export async function startPlainServer(options: PlainServerOptions): Promise<PlainServer> {
  const mounts = [...options.mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const sent = new Map<string, number>();
  const log: SentResponse[] = [];
  const state = {delayMs: options.delayMs ?? 0};
  // Compressed once per content, as hosts and CDNs keep compressed files: compressing each response again on this one
  // thread queued a query's two dozen parallel requests behind one another (24 answered in 57 ms, one in 2.9 ms), a
  // wait that a static host does not add and that the static search bench then counted as the widget's.
  const compressed = new Map<string, {body: Buffer; gzip: Buffer}>();
  const gzipOnce = (path: string, body: Buffer): Buffer => {
    const known = compressed.get(path);
    if (known?.body.equals(body)) return known.gzip;
    const gzip = gzipSync(body);
    compressed.set(path, {body, gzip});
    return gzip;
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const arrived = performance.now();
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const mount = mounts.find((candidate) => path.startsWith(candidate.prefix));
    let relative = mount ? path.slice(mount.prefix.length) : '';
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = mount ? await readStaticFile(mount.dir, relative) : undefined;
    if (!file) {
      response.writeHead(404, {'Content-Type': 'text/plain'}).end('not found');
      return;
    }
    let body: Buffer = Buffer.from(file.body);
    const headers: Record<string, string> = {'Content-Type': file.type, 'Cache-Control': 'no-cache'};
    if (file.type.startsWith('text/html')) {
      // A site served with our built index is one `docs-widgets index` marked (src/cli/index-marker.ts).
      const mark = mounts.some((candidate) => candidate.prefix === '/_docs-widgets/') ? markIndexed : '';
      const tag = mark + (mount?.headHtml ?? options.headHtml ??
        `<script type="module" async src="${SCRIPT_PATH}"${options.scriptAttributes ? ` ${options.scriptAttributes}` : ''}></script>`);
      body = Buffer.from(body.toString('utf8').replace(/<\/head>/i, `${tag}</head>`));
      if (options.strictCsp) headers['Content-Security-Policy'] = STRICT_CSP;
    }
    if (options.gzip && /gzip/.test(String(request.headers['accept-encoding'] ?? '')) && body.length > 512) {
      body = gzipOnce(path, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    sent.set(path, (sent.get(path) ?? 0) + body.length);
    log.push({path, arrived, sentAt: performance.now(), bytes: body.length});
    response.writeHead(200, headers).end(body);
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    sent,
    log,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    resetCounts: () => {
      sent.clear();
      log.length = 0;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
