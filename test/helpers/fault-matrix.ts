/**
 * Shared pieces of the fault matrix (test/faults): the faults, a request log that keeps each request's signal,
 * a guard that records everything a page would report as an uncaught error, and the printed table.
 */
import type {Fault} from '../../src/reference-api/faults.js';
import type {ReferenceApi} from '../../src/reference-api/index.js';

export const FAULT_NAMES = ['latency', '500', '429', 'malformed JSON', 'wrong shape', 'cut short', 'hang'] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

/** Seconds a throttled answer asks the reader to wait. */
export const RETRY_AFTER_S = 2;
/** Extra delay of the `latency` fault: well past every widget's loading delay. */
export const LATENCY_MS = 700;

export const FAULTS: Record<FaultName, Fault> = {
  latency: {latencyMs: LATENCY_MS},
  '500': {status: 500},
  '429': {status: 429, retryAfter: RETRY_AFTER_S},
  'malformed JSON': {malformedJson: true},
  'wrong shape': {wrongShape: true},
  'cut short': {truncate: true},
  hang: {hang: true},
};

/** The faults that end in an error answer (everything but latency and hang). */
export const FAILING_FAULTS = FAULT_NAMES.filter((name) => name !== 'latency' && name !== 'hang');

export interface LoggedRequest {
  url: URL;
  signal: AbortSignal;
  at: number;
}

/** A reference API's fetch that logs every request with its signal, so tests can see what was sent and aborted. */
export function loggedFetch(api: ReferenceApi): {fetch: (request: Request) => Promise<Response>; requests: LoggedRequest[]} {
  const requests: LoggedRequest[] = [];
  return {
    requests,
    fetch: (request) => {
      requests.push({url: new URL(request.url), signal: request.signal, at: performance.now()});
      return api.fetch(request);
    },
  };
}

export interface PageErrorGuard {
  /** Uncaught errors, unhandled rejections and console.error calls seen since install. */
  readonly problems: string[];
  dispose(): void;
}

/**
 * Records what would reach a site's error monitoring: `error` and `unhandledrejection` on window, and
 * `console.error`. Listeners are added in the capture phase so the test framework's own handlers cannot hide them.
 */
export function guardPageErrors(): PageErrorGuard {
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => problems.push(`uncaught: ${String(event.error ?? event.message)}`);
  const onRejection = (event: PromiseRejectionEvent) => problems.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection, true);
  const originalConsoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    originalConsoleError.apply(console, args);
  };
  return {
    problems,
    dispose: () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection, true);
      console.error = originalConsoleError;
    },
  };
}

/** Cells of the faults × widgets table: the state a reader saw. */
export class FaultMatrix {
  readonly #cells = new Map<string, string>();

  constructor(readonly widgets: readonly string[]) {}

  record(fault: FaultName, widget: string, state: string): void {
    this.#cells.set(`${fault}\u0000${widget}`, state);
  }

  /** A plain-text table; a cell whose test failed before recording shows `FAILED`. */
  table(): string {
    const header = ['fault', ...this.widgets];
    const rows = FAULT_NAMES.map((fault) => [
      fault,
      ...this.widgets.map((widget) => this.#cells.get(`${fault}\u0000${widget}`) ?? 'FAILED'),
    ]);
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
    const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
  }
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const squashText = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
