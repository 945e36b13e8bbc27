/** Resolves after `ms`, or rejects with the signal's reason as soon as the signal aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}

/**
 * Resolves when the main thread is idle (`requestIdleCallback`, at most `timeoutMs` later; a new task where there is
 * none), or rejects with the signal's reason as soon as it aborts: for work the reader is not waiting for, such as
 * parsing a long page, which must not come before the next key's paint.
 */
export function idle(signal?: AbortSignal, timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal?.reason);
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(signal.reason);
      else resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, {timeout: timeoutMs});
    else setTimeout(done);
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}
