/**
 * What the script tag costs a page's layout (issue 29): on each theme Debian packages, at a desktop width and on a
 * 390 px phone, on a docs domain (`docs-widgets serve --docs`) and, for the Python docs, on a static site (a plain
 * server adding the tag), the page is loaded beside itself without our script, and the Layout Instability API's shifts
 * (those without recent input, as CLS counts them) from the end of the HTML parse on are added up on both: ours may add
 * at most 0.01. The theme's own search field stays where it was (python-docs-theme's quick search went onto a second
 * line under the top bar), and so do its header controls where the switcher goes into the header (pydata's navbar,
 * where it must land at a desktop width). An outdated version (`1.0` beside `latest`) of the Python docs and furo shows
 * the version warning, which must move nothing either.
 *
 * The shifts are read once the switcher is in place (or has stood down) and the page has been still for a second.
 * Chromium only: the Layout Instability API is Chromium's. Debian packages: as themes-zero-config.test.ts.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {ROOT, chromiumAvailable, ensureCdnBuilt, launchChromium, startServer, type Server} from '../cdn/node/serve-and-drive.js';
import {startPlainServer, type PlainServer} from './static-site/plain-server.js';

const PYTHON_DOCS = '/usr/share/doc/python3.11/html';
const SPHINX_SOURCE = join(ROOT, 'test/fixtures/themes/sphinx');
const MKDOCS_CONFIG = join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml');

interface Site {
  slug: string;
  packages: string[];
  build: (out: string) => void;
  /** Pages measured, relative to the site root. */
  pages: string[];
  /** The theme's own search field(s) that must stay on their line. */
  searchField: string;
  /** Also measured on a plain static server (kept to one site: each measurement is two page loads). */
  static?: boolean;
  /** The theme's header controls, which must stay where they are without the tag (on their line). */
  header?: string;
  /** Where the switcher must be on the docs domain at a desktop width (not floating in a corner): a `closest()` selector. */
  switcherIn?: string;
  /** Also served as an outdated version (`1.0` beside `latest`) on the docs domain: the version warning shows. */
  outdated?: boolean;
}

const sphinx = (theme: string) => (out: string) =>
  execFileSync('sphinx-build', ['-q', '-b', 'html', SPHINX_SOURCE, out], {env: {...process.env, DOCS_THEME: theme}, stdio: 'pipe'});

const SITES: Site[] = [
  {
    slug: 'python',
    packages: ['python3.11-doc'],
    // The pages of issue 29's figures: a short breadcrumb (functions) and one that wraps (pathlib).
    build: (out) => {
      execFileSync('mkdir', ['-p', join(out, 'library')]);
      execFileSync('cp', ['-rL', join(PYTHON_DOCS, '_static'), out]);
      for (const page of ['index.html', 'library/functions.html', 'library/pathlib.html', 'library/os.path.html']) {
        execFileSync('cp', [join(PYTHON_DOCS, page), join(out, page)]);
      }
    },
    pages: ['library/functions.html'],
    // A static Python docs site too (the tag without an API): issue 29 saw a table move there in some runs.
    static: true,
    outdated: true,
    searchField: '.related form.inline-search input[name=q], .mobile-nav form.search input[name=q]',
  },
  {slug: 'furo', packages: ['python3-sphinx', 'furo'], build: sphinx('furo'), pages: ['guide.html'], searchField: 'input.sidebar-search',
    outdated: true},
  {slug: 'rtd', packages: ['python3-sphinx', 'python3-sphinx-rtd-theme'], build: sphinx('sphinx_rtd_theme'), pages: ['guide.html'],
    searchField: '#rtd-search-form input[name=q]'},
  // pydata 0.7.2: the switcher in the navbar, beside the theme's links, with the toggler of the phone menu in place.
  {slug: 'pydata', packages: ['python3-sphinx', 'python3-pydata-sphinx-theme'], build: sphinx('pydata_sphinx_theme'),
    pages: ['guide.html'], searchField: 'form.bd-search input[name=q]',
    header: '#navbar-main .navbar-brand, #navbar-main .navbar-toggler, #navbar-main-elements .nav-link, #navbar-icon-links a',
    switcherIn: '#navbar-main'},
  {slug: 'material', packages: ['mkdocs', 'mkdocs-material'],
    build: (out) => execFileSync('mkdocs', ['build', '-q', '-f', MKDOCS_CONFIG, '-d', out], {stdio: 'pipe'}),
    pages: ['guide/'], searchField: '.md-header [data-md-component=search-query], .md-header label[for=__search]'},
];

const VIEWPORTS = [{name: 'desktop', width: 1280, height: 900}, {name: 'phone', width: 390, height: 844}];
/** What our tag may add to the page's cumulative layout shift (issue 29). */
const MAX_ADDED_SHIFT = 0.01;

function missingPackages(packages: string[]): string[] {
  return packages.filter((name) => {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], {encoding: 'utf8'});
    return status.status !== 0 || !status.stdout.includes('install ok installed');
  });
}

/** Keeps the layout shifts without recent input (as CLS counts them), when they came and their sources, for the message. */
const OBSERVE_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({startTime: entry.startTime, value: entry.value, sources: entry.sources.map((source) =>
        (source.node?.nodeName ?? '?') + (source.node?.className ? '.' + String(source.node.className).split(' ')[0] : '') +
        ' ' + Math.round(source.previousRect.x) + ',' + Math.round(source.previousRect.y) + '→' +
        Math.round(source.currentRect.x) + ',' + Math.round(source.currentRect.y))});
    }
  }).observe({type: 'layout-shift', buffered: true});
})()`;

interface Reading {
  /** The shifts from the end of the HTML parse on (see read()). */
  total: number;
  /** The shifts while the parser still ran, which are the page's own: kept for the message. */
  whileParsing: number;
  sources: string[];
  /** Where the theme's visible search fields start, `x,y` each. */
  fields: string[];
  /** Where the theme's visible header controls start (Site.header), `x,y` each. */
  header: string[];
  /** An outdated version's warning banner is on screen. */
  warningShown: boolean;
  /** The switcher's place: whether it is inside Site.switcherIn, and floating. */
  switcher: {inPlace: boolean; floating: boolean} | null;
}

async function read(page: Page, site: Site): Promise<Reading> {
  return page.evaluate(({searchField, header, switcherIn}) => {
    // The shifts from domInteractive on. Before it the parser still runs and our module (deferred) has not run: those are
    // the page's progressive rendering, a first paint catching a table half parsed (python-docs-theme's functions table
    // at 390 px). They come and go with any subresource's timing: at 4x throttling, 10 loads each, 3 without the tag,
    // 4 with it, 3 with an inert file of our bytes, 6 with a 10-byte module. CI saw one in all three tagged loads of a test.
    const end = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    const all = (window as unknown as {__shifts: {startTime: number; value: number; sources: string[]}[]}).__shifts;
    const shifts = all.filter((shift) => shift.startTime >= end);
    // No named function in here: tsx would wrap it in a helper the page does not have.
    const [fields, starts] = [searchField, header].map((selector) => (selector ? [...document.querySelectorAll(selector)] : [])
      .flatMap((field) => {
        const box = field.getBoundingClientRect();
        return box.width * box.height > 0 ? [`${Math.round(box.x)},${Math.round(box.y)}`] : [];
      }));
    const switcher = document.querySelector('docs-version-switcher');
    const banner = document.querySelector('docs-version-warning')?.shadowRoot?.querySelector('[part=banner]')?.getBoundingClientRect();
    return {total: shifts.reduce((sum, shift) => sum + shift.value, 0), sources: shifts.flatMap((shift) => shift.sources),
      whileParsing: all.filter((shift) => shift.startTime < end).reduce((sum, shift) => sum + shift.value, 0),
      fields: fields!, header: starts!, warningShown: !!banner && banner.width * banner.height > 0,
      switcher: switcher && {inPlace: !!switcherIn && !!switcher.closest(switcherIn), floating: switcher.hasAttribute('floating')}};
  }, {searchField: site.searchField, header: site.header, switcherIn: site.switcherIn});
}

/** Loads `url` with and without our script side by side; reads both once ours has placed what it places. */
async function measure(browser: Browser, url: string, viewport: {width: number; height: number}, site: Site) {
  const open = async (withTag: boolean) => {
    const page = await browser.newPage({viewport});
    await page.addInitScript(OBSERVE_SHIFTS);
    if (!withTag) await page.route(/docs-widgets\.js(\?|$)/, (route) => route.abort());
    // Generous: the Python page is 300 KB of HTML, and CI's two cores run other tests beside this one.
    await page.goto(url, {waitUntil: 'load', timeout: 90_000});
    return page;
  };
  const [bare, tagged] = await Promise.all([open(false), open(true)]);
  try {
    // The switcher is placed once its versions are in (or stands down); what else we add comes before that.
    await tagged.waitForFunction(
      () => (document.querySelector('docs-version-switcher:not([data-docs-widgets-staging])') &&
        document.querySelector('docs-version-warning:not([data-docs-widgets-staging])')) || performance.now() > 5_000,
      undefined,
      {timeout: 20_000, polling: 100},
    );
    await Promise.all([bare.waitForTimeout(1_000), tagged.waitForTimeout(1_000)]);
    return {bare: await read(bare, site), tagged: await read(tagged, site)};
  } finally {
    await Promise.all([bare.close(), tagged.close()]);
  }
}

/**
 * Measures, and again (up to three loads) while ours seems to add too much: the themes' own shifts come and go between
 * loads (sphinx_rtd_theme's font swap; on a busy CI machine once the Python docs' body and first table at 1280 px, in
 * both loads of one test and in no other run), ours come every time, so a shift of ours still fails all three.
 */
async function measureUpToThrice(...args: Parameters<typeof measure>) {
  const added = (result: {bare: Reading; tagged: Reading}) => result.tagged.total - result.bare.total;
  let best = await measure(...args);
  for (let load = 2; load <= 3 && added(best) > MAX_ADDED_SHIFT; load++) {
    const next = await measure(...args);
    if (added(next) < added(best)) best = next;
  }
  return best;
}

function assertNoShift(result: {bare: Reading; tagged: Reading}): void {
  const added = result.tagged.total - result.bare.total;
  assert.ok(
    added <= MAX_ADDED_SHIFT,
    `our tag adds ${added.toFixed(4)} of layout shift (${result.bare.total.toFixed(4)} → ${result.tagged.total.toFixed(4)}); ` +
      `moved with it: ${result.tagged.sources.join('; ')} (while the HTML was parsed, not counted: ` +
      `${result.bare.whileParsing.toFixed(4)} without the tag, ${result.tagged.whileParsing.toFixed(4)} with it)`,
  );
  assert.deepEqual(result.tagged.fields, result.bare.fields, "the theme's search field moved");
  assert.deepEqual(result.tagged.header, result.bare.header, "the theme's header controls moved (off their line)");
}

// DOCS_THEMES=python,furo runs only those (for debugging one theme).
const only = process.env.DOCS_THEMES?.split(',');
const available = SITES.filter((site) => missingPackages(site.packages).length === 0 && (!only || only.includes(site.slug)));

describe('layout shift from the script tag on each theme', {
  skip: !chromiumAvailable() ? 'Chromium is missing (the Layout Instability API is Chromium-only)' : available.length === 0 ? 'no theme package installed' : undefined,
  timeout: 600_000,
}, () => {
  let out: string;
  let server: Server;
  let plain: PlainServer;
  let browser: Browser;

  before(async () => {
    out = mkdtempSync(join(tmpdir(), 'docs-widgets-shift-'));
    for (const site of available) site.build(join(out, site.slug));
    await ensureCdnBuilt();
    [server, plain, browser] = await Promise.all([
      startServer(available.flatMap((site) => ['--docs', `${site.slug}/latest=${join(out, site.slug)}`,
        ...site.outdated ? ['--docs', `${site.slug}/1.0=${join(out, site.slug)}`] : []])),
      startPlainServer({mounts: [
        ...available.filter((site) => site.static).map((site) => ({prefix: `/${site.slug}/`, dir: join(out, site.slug)})),
        {prefix: '/_dw/', dir: join(ROOT, 'dist/cdn')},
      ]}),
      launchChromium(),
    ]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await plain?.close();
    if (out) rmSync(out, {recursive: true, force: true});
  });

  for (const site of SITES) {
    const missing = missingPackages(site.packages);
    const skip = missing.length ? `Debian package(s) ${missing.join(', ')} not installed` : only && !only.includes(site.slug) ? 'not in DOCS_THEMES' : undefined;
    describe(site.slug, {skip}, () => {
      for (const viewport of VIEWPORTS) {
        for (const path of site.pages) {
          test(`${path}, ${viewport.name}, docs domain: ours adds ≤ ${MAX_ADDED_SHIFT} and the search field stays on its line`, async () => {
            const result = await measureUpToThrice(browser, `${server.url}docs/${site.slug}/en/latest/${path}`, viewport, site);
            assertNoShift(result);
            if (site.switcherIn && viewport.name === 'desktop') {
              assert.deepEqual(result.tagged.switcher, {inPlace: true, floating: false}, `the switcher is not in ${site.switcherIn}`);
            }
          });
        }
        if (site.outdated) test(`${site.pages[0]}, ${viewport.name}, an outdated version on the docs domain: its warning shows, moving nothing`, async () => {
          const result = await measureUpToThrice(browser, `${server.url}docs/${site.slug}/en/1.0/${site.pages[0]}`, viewport, site);
          assert.ok(result.tagged.warningShown, 'the version warning is not on screen');
          assertNoShift(result);
        });
        if (site.static) test(`${site.pages[0]}, ${viewport.name}, static site: ours adds ≤ ${MAX_ADDED_SHIFT} and the search field stays on its line`, async () => {
          assertNoShift(await measureUpToThrice(browser, `${plain.url}${site.slug}/${site.pages[0]}`, viewport, site));
        });
      }
    });
  }
});
