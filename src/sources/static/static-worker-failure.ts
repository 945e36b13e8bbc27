/**
 * Why the search worker did not start, in words that name the cause (worker-start.ts gathers the evidence): the page's
 * security policy only when it reported refusing the worker. Loaded only when the worker failed: a chunk of its own,
 * named static-* so that the size table counts it with the static site's files.
 */
/** The sentence, and whether trying again cannot help (see SearchWorkerError.lasting). */
export type FailureWords = [message: string, lasting: boolean];

export function describeFailure(url: URL, crossOrigin: boolean, refused: string | undefined, cause: unknown): FailureWords {
  const start = 'The search worker could not start';
  if (refused) {
    const advice = refused.includes('trusted-types')
      ? 'allow the "docs-widgets" Trusted Types policy (trusted-types … docs-widgets)'
      : /^script-src/.test(refused) && crossOrigin
        ? `allow ${url.origin} in script-src, as for the script tag`
        : crossOrigin
          ? `allow worker-src blob: (the bundle is on ${url.origin}, so a same-origin blob: module imports the worker), ` +
            'or put a copy of search-worker.js on this site and name it with data-worker-url'
          : "allow worker-src 'self'";
    return [`${start}: the page's Content-Security-Policy refused it (${refused}); ${advice}`, true];
  }
  // Thrown by the constructor with no policy involved: a page the browser gives no workers (file://, a sandbox).
  if (cause instanceof Error) return [`${start} (${cause.message})`, true];
  const message = (cause as {message?: string} | undefined)?.message;
  // An error event with a message is the worker's script failing as it ran.
  if (message && (cause as {type?: string}).type === 'error') return [`The search worker stopped (${message})`, false];
  return [crossOrigin
    ? `${start}: ${url.href} did not load (the network failed, the file is missing, or its server does not send ` +
      `Access-Control-Allow-Origin, which a worker module from another origin needs${message ? `: ${message}` : ''})`
    : `${start}: ${url.href} did not load (the network failed or the file is missing)`, false];
}
