/**
 * Gives the main thread back before the next phase of our set-up, so that no task of ours runs past 50 ms on a slow
 * phone (issue 29: a chunk's evaluation and the mounting that followed in its promise reaction were one 85–95 ms task at
 * 4x CPU throttling): `scheduler.yield()` where present (the continuation keeps its place ahead of other tasks), else a
 * new task.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};
