/**
 * `AbortSignal.any`, with a fallback for browsers before it (Safari < 17.4, Chrome < 116) whose listeners on the given
 * signals are removed by `release()`, so a long-lived caller signal does not collect one per request.
 */
export function anySignal(signals: AbortSignal[]): {signal: AbortSignal; release: () => void} {
  if (typeof AbortSignal.any === 'function') return {signal: AbortSignal.any(signals), release: () => {}};
  const combined = new AbortController();
  const listeners = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      combined.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => combined.abort(signal.reason), {once: true, signal: listeners.signal});
  }
  return {signal: combined.signal, release: () => listeners.abort()};
}
