/**
 * The page-cost bench's long-task part (issue 29): which tasks of ours exceed 50 ms while a page loads, in Chromium at
 * 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), beside the page's own.
 *
 * The Long Tasks API gives each task over 50 ms (start, duration) but not whose script ran in it; the Long Animation
 * Frames API gives, for each frame over 50 ms, the script entry points of 5 ms or more (`scripts`: source URL,
 * invoker, duration, including promise reactions). A long task's script time is the script entries that fall inside
 * it; the task is ours when most of that time is in our files. Blocking time is a task's time past 50 ms, summed from
 * navigation until the page has been free of long tasks for `quietMs` (Lighthouse's TBT counts from first paint to
 * interactive; this window holds both, and the idle-time work the tag starts after load).
 *
 * Measurement hooks stay here, in the bench: the page is observed by an init script, nothing in shipped code.
 */
import type {Browser} from 'playwright-core';

/** Our files, by URL: the script tag's file and the chunks beside it (served at /_/docs-widgets/ or /_dw/). */
export const OURS = /\/(_\/docs-widgets|_dw)\//;

export interface LongTask {
  start: number;
  duration: number;
  /** Script entry points inside the task: file name (or invoker) and ms. */
  scripts: Array<{source: string; invoker: string; duration: number}>;
  /** Ms of the task's script time in our files. */
  ours: number;
}

export interface LoadTasks {
  tasks: LongTask[];
  /** Longest task, and blocking time (ms past 50 summed), of every task and of ours. */
  longest: number;
  tbt: number;
  oursLongest: number;
  oursTbt: number;
}

const OBSERVE = `(() => {
  const seen = {tasks: [], frames: []};
  window.__pageCostTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const script of entry.scripts ?? []) {
          seen.frames.push({start: script.startTime, duration: script.duration, source: script.sourceURL || '',
            invoker: script.invoker || script.invokerType || ''});
        }
      }
    }).observe({type: 'long-animation-frame', buffered: true});
  } catch {}
})();`;

/**
 * Loads `url` at 4x CPU throttling and returns its long tasks. `withTag: false` aborts our script's request (the same
 * page without the tag). Waits for the load event, then until no long task came for `quietMs`, at most `maxMs`.
 */
export async function loadLongTasks(browser: Browser, url: string, withTag: boolean, viewport = {width: 1280, height: 900},
  quietMs = 5_000, maxMs = 60_000): Promise<LoadTasks> {
  const context = await browser.newContext({viewport});
  try {
    const page = await context.newPage();
    if (!withTag) await page.route(/docs-widgets\.js(\?|$)/, (route) => route.abort());
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    const started = Date.now();
    let count = -1;
    let stillSince = Date.now();
    while (Date.now() - started < maxMs) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(() => (window as unknown as {__pageCostTasks: {tasks: unknown[]}}).__pageCostTasks.tasks.length);
      if (now !== count) {
        count = now;
        stillSince = Date.now();
      } else if (Date.now() - stillSince >= quietMs) break;
    }
    const seen = await page.evaluate(() => (window as unknown as {__pageCostTasks: {
      tasks: Array<{start: number; duration: number}>;
      frames: Array<{start: number; duration: number; source: string; invoker: string}>;
    }}).__pageCostTasks);
    const tasks: LongTask[] = seen.tasks.map((task) => {
      const scripts = seen.frames
        .filter((script) => script.start >= task.start - 1 && script.start < task.start + task.duration)
        .map((script) => ({source: script.source.replace(/^.*\//, '') || '(inline)', invoker: script.invoker,
          duration: Math.round(script.duration), ours: OURS.test(script.source)}));
      return {start: Math.round(task.start), duration: Math.round(task.duration),
        scripts: scripts.map(({source, invoker, duration}) => ({source, invoker, duration})),
        ours: scripts.filter((script) => script.ours).reduce((sum, script) => sum + script.duration, 0)};
    });
    const blocking = (list: LongTask[]) => list.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const isOurs = (task: LongTask) => task.ours > 0 && task.ours >= task.duration / 2;
    const ours = tasks.filter(isOurs);
    return {
      tasks,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      tbt: blocking(tasks),
      oursLongest: Math.max(0, ...ours.map((task) => task.duration)),
      oursTbt: blocking(ours),
    };
  } finally {
    await context.close();
  }
}
