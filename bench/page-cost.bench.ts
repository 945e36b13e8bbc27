/**
 * What the script tag costs a reader's page, measured as site owners measure it (issue 29): Lighthouse 12.2.3 (the
 * last line that runs on Node 20; 13 needs Node 22) with Debian's Chromium, on Debian's Python 3.11 docs (a docs domain
 * served by `docs-widgets serve --docs`, and the same files as a static site with the tag added), a furo site and an
 * mkdocs-material site (static), at the mobile and desktop presets; each page with and without our script (the same
 * server and page, with Lighthouse blocking `docs-widgets.js` for "without"), runs interleaved so that the machine's
 * load falls on both alike. Printed side by side: performance score, CLS, TBT, LCP, and the bytes of ours the page
 * loaded (script and chunks, as transferred). Then INP for a typed query: Chromium at 4x CPU throttling (CDP
 * Emulation.setCPUThrottlingRate), the Event Timing API (durationThreshold 16 ms) over each key of a query typed into
 * our search on the Python docs' longest page; the longest event-to-next-paint is what INP reports for one visit. Then
 * the keys that close the search (Escape) and reopen it (`/`), each its own figure.
 *
 * `serve` sends its pages uncompressed until it compresses as the hosting service does (issue 29, another change):
 * its docs-domain figures measure our server as much as our widgets until then; the static server here gzips.
 *
 * Run: `npm run bench page-cost` or `node --import tsx bench/page-cost.bench.ts [--runs N] [--sites python,furo,...]
 * [--presets mobile,desktop] [--tag-attributes 'fetchpriority="low"'] [--controls [--inert-bytes N]] [--throttling devtools]`. A busy machine (load average above its cores) is said so: its figures do not count.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM, ROOT, ensureCdnBuilt, launchChromium, startServer} from '../test/cdn/node/serve-and-drive.js';
import {type Mount, startPlainServer} from '../test/node/static-site/plain-server.js';
import {pagefindHead} from './static-vs-pagefind-page.js';
import {OURS, loadLongTasks, type LoadTasks} from './page-cost-tasks.js';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument('--runs') ?? 3);
const SITES = new Set((argument('--sites') ?? 'python-docs-domain,python-static,furo,material').split(','));
const PRESETS = (argument('--presets') ?? 'mobile,desktop').split(',') as Array<'mobile' | 'desktop'>;
const PARTS = new Set((argument('--parts') ?? 'lighthouse,tasks,inp').split(','));
const PYTHON_DOCS = '/usr/share/doc/python3.11/html';
/**
 * Attributes added to the script tag on the static sites (`--tag-attributes 'fetchpriority="low"'`): a tag the docs
 * might recommend, measured beside the plain one. Lighthouse's simulation counts a module script fetched at High
 * priority (Chromium's default for `type="module"`) as render-blocking, since it cannot see a module's evaluation
 * (issue 29, docs/measuring.md); at Low priority it is left out of the first-paint and LCP graphs.
 */
const TAG_ATTRIBUTES = argument('--tag-attributes');

/**
 * `--controls`: the static pages are also audited with two other tags. "inert": the same `<script type="module">`
 * fetching a file of our script's bytes that runs nothing (the eager part inside a comment), so what Lighthouse charges
 * it is what any request of that size in that place costs the page, and what "with" adds beyond it is our script's
 * running. "pagefind": a peer's search as its docs tell a maintainer to add it (Pagefind 1.6's default UI: its
 * stylesheet and script in the head, built for that site), instead of ours.
 */
const CONTROLS = process.argv.includes('--controls');
/** `--inert-bytes N`: the inert control's file is the first N characters of our eager part (default: all of it). */
const INERT_CHARACTERS = Number(argument('--inert-bytes') ?? Infinity);
/**
 * `--throttling devtools`: Lighthouse loads the page throttled for real (its devtools method: the preset's latency,
 * bandwidth and CPU slowdown applied while Chromium loads) and reports what it observed, instead of simulating a slow
 * load from a fast one (Lantern, the default). Lantern cannot see a module script's evaluation, so it keeps any module
 * request that ended before the observed LCP in its LCP graph as if it blocked rendering (docs/measuring.md); the
 * observed figures say what a reader on that link would get.
 */
const THROTTLING = argument('--throttling') === 'devtools' ? 'devtools' : 'simulate';
const PAGEFIND = join(ROOT, 'node_modules/@pagefind/linux-x64/bin/pagefind_extended');

/** A page without our script (its request blocked), with it, with the inert control, or with Pagefind's UI instead. */
type Tag = 'without' | 'with' | 'inert' | 'pagefind';

/** The files each tag loads (ours, the inert control's, Pagefind's), whose transferred bytes the table prints. */
const TAG_FILES = /\/(_\/docs-widgets|_dw|_inert|_pf-[a-z]+)\//;

interface Figures {
  score: number;
  cls: number;
  tbt: number;
  lcp: number;
  tagBytes: number;
}

function busy(): string | undefined {
  const [load] = loadavg();
  const cores = cpus().length;
  return load! > cores ? `load average ${load!.toFixed(1)} on ${cores} cores` : undefined;
}

async function audit(url: string, preset: 'mobile' | 'desktop', tag: Tag): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Imported here: the long-task and INP parts run without Lighthouse installed.
    const {default: lighthouse} = await import('lighthouse');
    const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: THROTTLING,
        blockedUrlPatterns: tag === 'without' ? ['*docs-widgets.js'] : []},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as {items?: {url: string; transferSize?: number}[]} | undefined)?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      lcp: numeric('largest-contentful-paint'),
      tagBytes: requests.filter((request) => TAG_FILES.test(request.url)).reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
  }
}

/** A key/input event's Event Timing, and a Long Animation Frame with its script entry points, as the page saw them. */
interface TypedEvent {name: string; start: number; processingStart: number; processingEnd: number; duration: number}
interface Frame {start: number; duration: number; renderStart: number; styleAndLayoutStart: number;
  scripts: Array<{source: string; invoker: string; duration: number; forced: number}>}

/**
 * Types `query` into our search at 4x CPU throttling (Chromium, CDP Emulation.setCPUThrottlingRate): presses `/`, waits
 * for the dialog, types at 150 ms a key. Returns the longest key/input event (Event Timing, event to next paint) split
 * into input delay, processing and presentation, and the Long Animation Frames over 50 ms that overlap it: their
 * script entry points (ours or the page's, with forced style and layout) and their rendering (style, layout, paint).
 * An entry point without a source URL is "unnamed": Chromium gives none for a listener object's `handleEvent`, which is
 * how Lit binds our handlers (`INPUT.oninput` is our field's, with the update it starts). Then closes the search with
 * Escape, reopens it with `/` (its chunk loaded: the key's own task shows it) and closes it again, a second apart, and
 * returns the longest key event of each: a modal dialog's opening and closing restyle the whole page (its inertness),
 * which a typed key does not.
 */
async function typedInp(url: string, query: string): Promise<{longest: number; typed: number; events: number; split: string; frames: string;
  closing: number; reopening: number}> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    await page.addInitScript(() => {
      const seen = {events: [] as TypedEvent[], frames: [] as Frame[]};
      (window as unknown as {__typed: typeof seen}).__typed = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (/^key|^input|^beforeinput/.test(entry.name)) {
            seen.events.push({name: entry.name, start: entry.startTime, processingStart: entry.processingStart,
              processingEnd: entry.processingEnd, duration: entry.duration});
          }
        }
      }).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit);
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<Omit<Frame, 'scripts'> & {startTime: number; scripts: Array<{
            sourceURL: string; invoker: string; duration: number; forcedStyleAndLayoutDuration: number}>}>) {
            seen.frames.push({start: entry.startTime, duration: entry.duration, renderStart: entry.renderStart,
              styleAndLayoutStart: entry.styleAndLayoutStart, scripts: entry.scripts.map((script) => ({
                source: script.sourceURL, invoker: script.invoker, duration: script.duration,
                forced: script.forcedStyleAndLayoutDuration}))});
          }
        }).observe({type: 'long-animation-frame', buffered: true});
      } catch {
        // No Long Animation Frames in this engine: the split of the longest event is still printed.
      }
    });
    await page.goto(url, {waitUntil: 'load'});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // Waits by direct queries, polled slowly: Playwright's locators search every shadow root of the 1 MB page, 300 to
    // 600 ms of the main thread at 4x throttling (a CPU profile), which fell on the last keys' frames.
    const inSearch = (selector: string) => page.waitForFunction((selector) =>
      document.querySelector('docs-search')?.shadowRoot?.querySelector(selector), selector, {polling: 250, timeout: 60_000});
    await page.keyboard.press('/');
    await inSearch('dialog[open] input:focus');
    const typingFrom = await page.evaluate(() => performance.now());
    await page.keyboard.type(query, {delay: 150});
    await inSearch('[role=option]');
    await page.waitForTimeout(1_000);
    // Closing and reopening, each key a second after the last had its effect.
    const closed = () => page.waitForFunction(() => !document.querySelector('docs-search')?.shadowRoot?.querySelector('dialog[open]'),
      undefined, {polling: 250, timeout: 60_000});
    const now = () => page.evaluate(() => performance.now());
    const phases: Array<[from: number, to: number, kind: 'closing' | 'reopening']> = [];
    for (const [key, kind, done] of [['Escape', 'closing', closed], ['/', 'reopening', () => inSearch('dialog[open] input:focus')],
      ['Escape', 'closing', closed]] as const) {
      const from = await now();
      await page.keyboard.press(key);
      await done();
      await page.waitForTimeout(1_000);
      phases.push([from, await now(), kind]);
    }
    const {events: all, frames} = await page.evaluate(() => (window as unknown as {__typed: {events: TypedEvent[]; frames: Frame[]}}).__typed);
    const longestOf = (list: TypedEvent[]) => list.reduce<TypedEvent | undefined>((best, event) => (!best || event.duration > best.duration ? event : best), undefined);
    const inPhase = (kind: 'closing' | 'reopening') => longestOf(all.filter((event) =>
      phases.some(([from, to, phase]) => phase === kind && event.start >= from && event.start < to)))?.duration ?? 0;
    const [closing, reopening] = [inPhase('closing'), inPhase('reopening')];
    // The typing's figures are of the `/` and the typed keys only.
    const events = all.filter((event) => event.start < phases[0]![0]);
    const longest = longestOf(events);
    if (!longest) return {longest: 0, typed: 0, events: 0, split: '-', frames: '-', closing, reopening};
    // The `/` that opens the search comes right after the load event, behind the page's own start-up; the typed keys after.
    const typed = longestOf(events.filter((event) => event.start >= typingFrom))?.duration ?? 0;
    const ms = (value: number) => Math.round(value);
    const split = `${longest.name}: input delay ${ms(longest.processingStart - longest.start)}, processing ` +
      `${ms(longest.processingEnd - longest.processingStart)}, presentation ${ms(longest.start + longest.duration - longest.processingEnd)}`;
    const overlapping = frames.filter((frame) => frame.start < longest.start + longest.duration && frame.start + frame.duration > longest.start);
    const described = overlapping.map((frame) => {
      const end = frame.start + frame.duration;
      const scripts = frame.scripts.filter((script) => script.duration >= 5).map((script) =>
        `${OURS.test(script.source) ? 'ours' : script.source ? 'page' : 'unnamed'} ${script.invoker} ${ms(script.duration)}${script.forced >= 5 ? ` (forced style/layout ${ms(script.forced)})` : ''}`);
      return `frame ${ms(frame.duration)} ms at ${ms(frame.start - longest.start)}: rendering ${frame.renderStart ? ms(end - frame.renderStart) : 0} ` +
        `(style/layout/paint ${frame.styleAndLayoutStart ? ms(end - frame.styleAndLayoutStart) : 0})${scripts.length ? `; ${scripts.join(', ')}` : ''}`;
    });
    return {longest: longest.duration, typed, events: events.length, split, frames: described.join(' / ') || 'none over 50 ms', closing, reopening};
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

/** The same page with the controls' tags instead of ours (static sites, with `--controls`). */
type PageToMeasure = {name: string; url: string; controls?: {inert: string; pagefind: string}};

/**
 * Runs `measure` RUNS times for each page, preset and tag (without and with it; the controls where `tags` has them and
 * the page has their URLs), interleaved (run by run, so that the machine's load falls on every cell alike),
 * noting a busy machine before each; returns each cell's figures by `page|preset|tag`.
 */
async function forEachInterleaved<Result>(pages: PageToMeasure[], busyRuns: string[], tags: Tag[],
  measure: (page: PageToMeasure, preset: 'mobile' | 'desktop', tag: Tag) => Promise<Result>): Promise<Map<string, Result[]>> {
  const results = new Map<string, Result[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const page of pages) {
      for (const preset of PRESETS) {
        for (const tag of tags) {
          if ((tag === 'inert' || tag === 'pagefind') && !page.controls) continue;
          const reason = busy();
          if (reason) busyRuns.push(reason);
          const key = `${page.name}|${preset}|${tag}`;
          const result = await measure(page, preset, tag);
          results.set(key, [...(results.get(key) ?? []), result]);
        }
      }
    }
  }
  return results;
}

async function lighthouseTable(pages: PageToMeasure[], busyRuns: string[]): Promise<void> {
  const tags: Tag[] = CONTROLS ? ['without', 'with', 'inert', 'pagefind'] : ['without', 'with'];
  const results = await forEachInterleaved(pages, busyRuns, tags, (page, preset, tag) =>
    audit(tag === 'inert' || tag === 'pagefind' ? page.controls![tag] : page.url, preset, tag));

  console.log(`Lighthouse 12.2.3, ${CHROMIUM}, ${RUNS} run(s) each, interleaved; medians (min–max)\n`);
  console.log('| page | preset | tag | score | CLS | TBT ms | LCP ms | tag bytes (ours, or the control) |');
  console.log('|---|---|---|---|---|---|---|---|');
  const range = (values: number[], digits: number) => {
    const shown = (value: number) => value.toFixed(digits);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? shown(low) : `${shown(median(values))} (${shown(low)}–${shown(high)})`;
  };
  for (const page of pages) {
    for (const preset of PRESETS) {
      for (const tag of tags) {
        const figures = results.get(`${page.name}|${preset}|${tag}`) ?? [];
        if (!figures.length) continue;
        console.log(`| ${page.name} | ${preset} | ${tag} | ${range(figures.map((f) => f.score), 0)} | ${range(figures.map((f) => f.cls), 3)} | ` +
          `${range(figures.map((f) => f.tbt), 0)} | ${range(figures.map((f) => f.lcp), 0)} | ${range(figures.map((f) => f.tagBytes), 0)} |`);
      }
    }
  }
}

/**
 * Long tasks at load (page-cost-tasks.ts), each page without and with the tag, desktop and phone viewports, interleaved:
 * our longest task and our blocking time beside the page's, and the tasks of ours over 50 ms with their scripts.
 */
async function longTaskTable(pages: PageToMeasure[], busyRuns: string[]): Promise<void> {
  const viewports = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};
  const browser = await launchChromium();
  let results: Map<string, LoadTasks[]>;
  try {
    results = await forEachInterleaved(pages, busyRuns, ['without', 'with'],
      (page, preset, tag) => loadLongTasks(browser, page.url, tag === 'with', viewports[preset]));
  } finally {
    await browser.close();
  }
  console.log(`\nLong tasks at load, Chromium at 4x CPU throttling, ${RUNS} run(s) each (per run; a task is ours when most of its ` +
    `script time is in our files)\n`);
  console.log('| page | viewport | tag | longest task ms | blocking ms (> 50 ms, summed) | our longest task ms | our blocking ms | our tasks > 50 ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    for (const preset of PRESETS) {
      for (const tag of ['without', 'with']) {
        const runs = results.get(`${page.name}|${preset}|${tag}`) ?? [];
        const list = (pick: (run: LoadTasks) => number) => runs.map(pick).join(', ');
        const ours = runs.flatMap((run) => run.tasks.filter((task) => task.ours >= task.duration / 2 && task.ours > 0));
        const described = ours.map((task) => `${task.duration} (${task.scripts.filter((script) => script.duration >= 5)
          .map((script) => `${script.source} ${script.invoker} ${script.duration}`).join('; ')})`).join(' / ');
        console.log(`| ${page.name} | ${preset} | ${tag} | ${list((run) => run.longest)} | ${list((run) => run.tbt)} | ` +
          `${list((run) => run.oursLongest)} | ${list((run) => run.oursTbt)} | ${described || '-'} |`);
      }
    }
  }
}

async function main(): Promise<void> {
  await ensureCdnBuilt();
  const work = mkdtempSync(join(tmpdir(), 'docs-widgets-page-cost-'));
  const pages: PageToMeasure[] = [];
  const stops: Array<() => Promise<void>> = [];
  try {
    if (SITES.has('furo')) {
      execFileSync('sphinx-build', ['-q', '-b', 'html', join(ROOT, 'test/fixtures/themes/sphinx'), join(work, 'furo')],
        {env: {...process.env, DOCS_THEME: 'furo'}, stdio: 'pipe'});
    }
    if (SITES.has('material')) {
      execFileSync('mkdocs', ['build', '-q', '-f', join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml'), '-d', join(work, 'material')], {stdio: 'pipe'});
    }
    // The static sites measured: the folder each is served under, and the page audited.
    const sites = [
      {key: 'python-static', name: 'python', dir: PYTHON_DOCS, page: 'library/functions.html', label: 'Python functions.html, static'},
      {key: 'furo', name: 'furo', dir: join(work, 'furo'), page: 'guide.html', label: 'furo guide.html, static'},
      {key: 'material', name: 'material', dir: join(work, 'material'), page: 'guide/', label: 'mkdocs-material guide/, static'},
    ].filter((site) => SITES.has(site.key));
    const mounts: Mount[] = [...sites.map((site) => ({prefix: `/${site.name}/`, dir: site.dir})), {prefix: '/_dw/', dir: join(ROOT, 'dist/cdn')}];
    if (CONTROLS) {
      if (!existsSync(PAGEFIND)) throw new Error(`--controls needs ${PAGEFIND} (npm install: pagefind is a devDependency)`);
      // The inert control: each site again under `/<site>-inert/`, its tag fetching `/_inert/docs-widgets.js`, our
      // eager part's text inside a comment (the same bytes and compression; nothing runs).
      mkdirSync(join(work, 'inert'));
      const eager = readFileSync(join(ROOT, 'dist/cdn/docs-widgets.js'), 'utf8');
      writeFileSync(join(work, 'inert/docs-widgets.js'), `/*${eager.slice(0, INERT_CHARACTERS).replaceAll('*/', '* /')}*/\n`);
      const inertTag = `<script type="module" async src="/_inert/docs-widgets.js"${TAG_ATTRIBUTES ? ` ${TAG_ATTRIBUTES}` : ''}>` +
        '</script>';
      for (const site of sites) {
        // Pagefind's bundle for the site, written beside it (the Python docs' folder is Debian's, read-only).
        const bundle = join(work, `pf-${site.name}`);
        execFileSync(PAGEFIND, ['--site', site.dir, '--output-path', bundle], {stdio: 'pipe'});
        mounts.push({prefix: `/${site.name}-inert/`, dir: site.dir, headHtml: inertTag},
          {prefix: `/${site.name}-pagefind/`, dir: site.dir, headHtml: pagefindHead(`/_pf-${site.name}/`, undefined, 'append')},
          {prefix: `/_pf-${site.name}/`, dir: bundle});
      }
      mounts.push({prefix: '/_inert/', dir: join(work, 'inert')});
    }
    const plain = await startPlainServer({gzip: true, scriptAttributes: TAG_ATTRIBUTES, mounts});
    stops.push(() => plain.close());
    let docsDomain: string | undefined;
    if (SITES.has('python-docs-domain')) {
      const server = await startServer(['--docs', `python/3.11=${PYTHON_DOCS}`], 600_000);
      docsDomain = `${server.url}docs/python/en/3.11/`;
      stops.push(() => server.stop());
      pages.push({name: 'Python functions.html, docs domain (serve)', url: `${server.url}docs/python/en/3.11/library/functions.html`});
    }
    for (const site of sites) {
      const at = (folder: string) => `${plain.url}${folder}/${site.page}`;
      pages.push({name: site.label, url: at(site.name),
        controls: CONTROLS ? {inert: at(`${site.name}-inert`), pagefind: at(`${site.name}-pagefind`)} : undefined});
    }

    const busyRuns: string[] = [];
    if (PARTS.has('lighthouse')) await lighthouseTable(pages, busyRuns);
    if (PARTS.has('tasks')) await longTaskTable(pages, busyRuns);
    if (PARTS.has('inp')) {
      // The longest page of the Python docs (the largest HTML file), where a key's work competes with the most layout.
      const longest = execFileSync('sh', ['-c', `ls -S ${PYTHON_DOCS}/library/*.html | head -1`], {encoding: 'utf8'}).trim();
      const path = longest.slice(PYTHON_DOCS.length + 1);
      const sites = [[SITES.has('python-static') && `${plain.url}python/`, 'static'], [docsDomain, 'docs domain']] as const;
      for (const [base, name] of sites) {
        if (!base) continue;
        const reason = busy();
        if (reason) busyRuns.push(reason);
        const inp = await typedInp(`${base}${path}`, 'asyncio task');
        console.log(`\nINP, "asyncio task" typed into our search on ${path} (${name}, 4x CPU throttling): longest key event to ` +
          `next paint ${inp.longest} ms over ${inp.events} key/input events ≥ 16 ms (good: ≤ 200 ms), of the typed keys after ` +
          `the \`/\` ${inp.typed} ms; the longest, ${inp.split}; ` +
          `its Long Animation Frames: ${inp.frames}. Closing the search (Escape, twice) ${inp.closing} ms, reopening it (\`/\`) ` +
          `${inp.reopening} ms`);
      }
    }
    if (TAG_ATTRIBUTES) console.log(`\nThe static sites' script tag had ${TAG_ATTRIBUTES}.`);
    if (busyRuns.length) {
      console.log(`\nWARNING: the machine was busy during ${busyRuns.length} measurement(s) ` +
        `(${busyRuns[0]} at the first): these figures do not count; rerun on a quiet machine.`);
    }
  } finally {
    for (const stop of stops) await stop();
    rmSync(work, {recursive: true, force: true});
  }
}

await main();
