/**
 * The zero-config script tag on the documentation themes Debian packages: one small site per theme built from
 * test/fixtures/themes/ (Sphinx with sphinx_rtd_theme, furo, pydata-sphinx-theme and alabaster; MkDocs with
 * material), served by `docs-widgets serve --docs` and driven in Chromium. For each: the widgets appear where the
 * theme has room for them, the theme's own search input opens our search, a cross-reference gets a preview, and
 * the theme's CSS does not reach into the widgets (shadow DOM: no class collisions).
 *
 * Debian packages: python3-sphinx python3-sphinx-rtd-theme furo python3-pydata-sphinx-theme python3-alabaster
 * mkdocs mkdocs-material. A theme whose package is missing is skipped with a message saying which.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {
  ROOT,
  chromiumAvailable,
  ensureCdnBuilt,
  launchChromium,
  startServer,
  watchPage,
  type Server,
} from '../cdn/node/serve-and-drive.js';

interface Theme {
  slug: string;
  /** Debian packages the build needs. */
  packages: string[];
  build: (out: string) => void;
  /** A page with cross-references, relative to the site root. */
  page: string;
  /** The theme's own search input. */
  searchInput: string;
  /** Where our switcher should land (a selector of an ancestor), or undefined for the floating corner. */
  switcherIn: string | undefined;
  /** A cross-reference in the main content that points at another page. */
  crossReference: string;
  /** Text the linked section's preview shows. */
  previewText: RegExp;
  /** Errors the theme's own scripts raise without us (checked by loading the page with our script removed). */
  themeErrors?: RegExp[];
  /**
   * What the theme's own dark-mode switch does to the page (the attribute its script sets; its CSS does the rest),
   * for themes that have one.
   */
  darkMode?: string;
  /** How far down the page the switcher may sit at most, at desktop width (px): where readers look for it. */
  switcherTopMax?: number;
  /** A word the site's search finds (default `sprocket`, from the fixture sources). */
  searchTerm?: string;
}

const PYTHON_DOCS = '/usr/share/doc/python3.11/html';
/** A slice of Debian's Python 3.11 docs (python-docs-theme): two library pages that link to each other, and the theme. */
const pythonDocs = (out: string) => {
  execFileSync('mkdir', ['-p', join(out, 'library')]);
  execFileSync('cp', ['-rL', join(PYTHON_DOCS, '_static'), out]);
  for (const page of ['index.html', 'library/pathlib.html', 'library/os.path.html', 'library/filesys.html']) {
    execFileSync('cp', [join(PYTHON_DOCS, page), join(out, page)]);
  }
};

const SPHINX_SOURCE = join(ROOT, 'test/fixtures/themes/sphinx');
const MKDOCS_CONFIG = join(ROOT, 'test/fixtures/themes/mkdocs/mkdocs.yml');

const sphinx = (theme: string) => (out: string) =>
  execFileSync('sphinx-build', ['-q', '-b', 'html', SPHINX_SOURCE, out], {env: {...process.env, DOCS_THEME: theme}, stdio: 'pipe'});

const THEMES: Theme[] = [
  {
    slug: 'rtd',
    packages: ['python3-sphinx', 'python3-sphinx-rtd-theme'],
    build: sphinx('sphinx_rtd_theme'),
    page: 'guide.html',
    searchInput: '#rtd-search-form input[name=q]',
    // In the sidebar's head when it has room that moves nothing, else under the navigation (issue 29).
    switcherIn: '.wy-side-scroll',
    crossReference: '[itemprop=articleBody] a.reference.internal[href^="api.html#"]',
    previewText: /gadget/i,
  },
  {
    slug: 'furo',
    packages: ['python3-sphinx', 'furo'],
    build: sphinx('furo'),
    page: 'guide.html',
    searchInput: 'input.sidebar-search',
    switcherIn: '.sidebar-sticky',
    crossReference: 'article[role=main] a.reference.internal[href^="api.html#"]',
    previewText: /gadget/i,
    // Debian's furo 2022.12.07+dfsg ships furo.js unbundled: an ES `import` in a classic script.
    themeErrors: [/Cannot use import statement outside a module/],
    darkMode: `document.body.dataset.theme = 'dark'`,
  },
  {
    slug: 'pydata',
    packages: ['python3-sphinx', 'python3-pydata-sphinx-theme'],
    build: sphinx('pydata_sphinx_theme'),
    page: 'guide.html',
    searchInput: 'form.bd-search input[name=q]',
    // Debian's 0.7.2: the navbar's end, on the line of the theme's links (a block there had pushed the theme's end items
    // onto a second line, so the switcher floated in a corner: issue 29).
    switcherIn: '#navbar-end',
    crossReference: 'main a.reference.internal[href^="api.html#"]',
    previewText: /gadget/i,
    // Debian's pydata-sphinx-theme 0.7.2 predates the theme's dark mode (0.9).
  },
  {
    slug: 'alabaster',
    packages: ['python3-sphinx', 'python3-alabaster'],
    build: sphinx('alabaster'),
    page: 'guide.html',
    searchInput: '#searchbox input[name=q]',
    switcherIn: '.sphinxsidebarwrapper',
    crossReference: 'div.body a.reference.internal[href^="api.html#"]',
    previewText: /gadget/i,
  },
  {
    slug: 'material',
    packages: ['mkdocs', 'mkdocs-material'],
    build: (out) => execFileSync('mkdocs', ['build', '-q', '-f', MKDOCS_CONFIG, '-d', out], {stdio: 'pipe'}),
    page: 'guide/',
    searchInput: '[data-md-component=search-query]',
    switcherIn: '.md-header__inner',
    crossReference: 'article.md-content__inner a[href^="../api/#"]',
    // MkDocs does not wrap sections and the embed endpoint returns the heading alone: the preview takes the section
    // from the page, so the text under the heading shows (issue 13: it showed the heading only).
    previewText: /assembles a gadget from/i,
    darkMode: `document.body.setAttribute('data-md-color-scheme', 'slate')`,
    switcherTopMax: 64,
  },
  {
    slug: 'python',
    packages: ['python3.11-doc'],
    build: pythonDocs,
    page: 'library/pathlib.html',
    searchInput: '.related form.inline-search input[name=q], #searchbox input[name=q]',
    // In the top bar, after the breadcrumbs (where it moves nothing: issue 29), not at the foot of the sidebar (1,817 px
    // down).
    switcherIn: '.related li.nav-item-this',
    crossReference: 'div.body a.reference.internal[href^="os.path.html#"]',
    previewText: /os\.path/i,
    switcherTopMax: 80,
    searchTerm: 'pathlib',
  },
];

function missingPackages(packages: string[]): string[] {
  return packages.filter((name) => {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], {encoding: 'utf8'});
    return status.status !== 0 || !status.stdout.includes('install ok installed');
  });
}

// DOCS_THEMES=furo,rtd runs only those (for debugging one theme).
const only = process.env.DOCS_THEMES?.split(',');
const available = THEMES.filter(
  (theme) => missingPackages(theme.packages).length === 0 && (!only || only.includes(theme.slug)),
);
for (const theme of THEMES) {
  const missing = missingPackages(theme.packages);
  if (missing.length) console.log(`# skipping ${theme.slug}: Debian package(s) ${missing.join(', ')} not installed`);
}

describe(
  'zero-config widgets on the themes Debian packages',
  {skip: !chromiumAvailable() ? 'Chromium is missing' : available.length === 0 ? 'no theme package installed' : undefined, timeout: 600_000},
  () => {
    let out: string;
    let server: Server;
    let browser: Browser;

    before(async () => {
      out = mkdtempSync(join(tmpdir(), 'docs-widgets-themes-'));
      for (const theme of available) theme.build(join(out, theme.slug));
      await ensureCdnBuilt();
      [server, browser] = await Promise.all([
        startServer(available.flatMap((theme) => ['--docs', `${theme.slug}/latest=${join(out, theme.slug)}`])),
        launchChromium(),
      ]);
    });

    after(async () => {
      await browser?.close();
      await server?.stop();
      if (out) rmSync(out, {recursive: true, force: true});
    });

    for (const theme of THEMES) {
      const missing = missingPackages(theme.packages);
      const skip = missing.length
        ? `Debian package(s) ${missing.join(', ')} not installed`
        : only && !only.includes(theme.slug)
          ? 'not in DOCS_THEMES'
          : undefined;

      describe(theme.slug, {skip}, () => {
        let page: Page;
        let problems: {errors: string[]};

        before(async () => {
          page = await browser.newPage({viewport: {width: 1280, height: 900}});
          problems = watchPage(page);
          await page.goto(`${server.url}docs/${theme.slug}/en/latest/${theme.page}`);
        });

        after(async () => {
          await page?.close();
        });

        test('the version switcher lands in the theme', async () => {
          const selector = theme.switcherIn ? `${theme.switcherIn} docs-version-switcher` : 'docs-version-switcher[floating]';
          await page.locator(selector).waitFor({state: 'visible', timeout: 20_000}).catch(async (error: Error) => {
            const where = await page.evaluate(() => {
              const chain: string[] = [];
              for (let node = document.querySelector('docs-version-switcher')?.parentElement; node; node = node.parentElement) chain.push(`${node.tagName}#${node.id}.${node.className}`);
              return chain.join(' < ') || 'no switcher';
            });
            throw new Error(`${error.message}; the switcher is in ${where}`);
          });
          const box = await page.locator('docs-version-switcher').boundingBox();
          assert.ok(box && box.width >= 24 && box.height >= 24, `the switcher is ${JSON.stringify(box)}`);
        });

        test('the switcher sits where readers look, and on a phone covers nothing of the bar it is in', {skip: theme.switcherTopMax ? undefined : 'no placement figure for this theme'}, async () => {
          const box = await page.locator('docs-version-switcher').boundingBox();
          assert.ok(box && box.y <= theme.switcherTopMax!, `the switcher is at ${JSON.stringify(box)}`);
          const phone = await browser.newPage({viewport: {width: 390, height: 844}});
          await phone.goto(`${server.url}docs/${theme.slug}/en/latest/${theme.page}`);
          const switcher = phone.locator('docs-version-switcher');
          await switcher.waitFor({state: 'visible', timeout: 20_000});
          const mine = (await switcher.boundingBox())!;
          // Nothing the theme shows at the switcher's place is under it (the site title on mkdocs-material).
          const covered = await phone.evaluate(({x, y, width, height}) => {
            const hits = new Set<string>();
            for (let dx = 2; dx < width; dx += 6) {
              for (const dy of [height / 3, (2 * height) / 3]) {
                const under = document.elementsFromPoint(x + dx, y + dy).filter((element) => !element.closest('docs-version-switcher'));
                const top = under[0];
                if (top && top.textContent?.trim() && getComputedStyle(top).visibility !== 'hidden' && !top.contains(document.querySelector('docs-version-switcher'))) hits.add(top.className || top.localName);
              }
            }
            return [...hits];
          }, mine);
          assert.deepEqual(covered, [], `the switcher covers ${covered.join(', ')}`);
          if (theme.slug === 'material') {
            const title = phone.locator('.md-header__title .md-ellipsis').first();
            const fits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
            assert.ok(fits, 'the site title is cut');
          }
          await phone.close();
        });

        test("on a phone, python-docs-theme's menu drawer holds the switcher (the menu bar's slot would squeeze the quick search: issue 29); on a desktop it lines up with the bar's text (issue 13)", {skip: theme.slug === 'python' ? undefined : 'python-docs-theme only'}, async () => {
          const phone = await browser.newPage({viewport: {width: 390, height: 844}});
          try {
            await phone.goto(`${server.url}docs/${theme.slug}/en/latest/${theme.page}`);
            const switcher = phone.locator('.mobile-nav .menu docs-version-switcher');
            await switcher.waitFor({state: 'attached', timeout: 20_000});
            await phone.locator('.mobile-nav label.toggler__label').click();
            await phone.waitForFunction(
              () => {
                const box = document.querySelector('.mobile-nav .menu docs-version-switcher')!.getBoundingClientRect();
                return box.left >= 0 && box.width > 24;
              },
              undefined,
              {timeout: 5_000},
            );
          } finally {
            await phone.close();
          }
          // On a desktop, in the top bar: centred on the line of the bar's text it follows (the breadcrumbs' last line),
          // not raised above it.
          const offset = await page.locator('.related docs-version-switcher').first().evaluate((element) => {
            const mine = element.getBoundingClientRect();
            const lines = element.parentElement!.querySelector('a')!.getClientRects();
            const text = lines[lines.length - 1]!;
            return mine.top + mine.height / 2 - (text.top + text.height / 2);
          });
          assert.ok(Math.abs(offset) <= 4, `the switcher's middle is ${offset}px off the bar's text`);
        });

        test('opening the switcher moves nothing in the main content (in a header bar it drops down over the page)', async () => {
          const content = page.locator(theme.crossReference).first();
          const before = await content.boundingBox();
          await page.locator('docs-version-switcher [part~=button]').click();
          await page.locator('docs-version-switcher [part~=panel] a').first().waitFor({state: 'visible', timeout: 10_000});
          const after = await content.boundingBox();
          assert.deepEqual(after, before);
          await page.keyboard.press('Escape');
          await page.locator('docs-version-switcher [part~=panel]').waitFor({state: 'hidden', timeout: 5_000});
        });

        test("the theme's search input opens our search, with results", async () => {
          await page.locator(theme.searchInput).first().click();
          await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
          const term = theme.searchTerm ?? 'sprocket';
          await page.keyboard.type(term, {delay: 50});
          const option = page.locator('docs-search [role=option]').first();
          await option.waitFor({state: 'visible', timeout: 20_000});
          const listbox = (await page.locator('docs-search [role=listbox]').textContent()) ?? '';
          assert.match(listbox, new RegExp(term, 'i'));
          // The theme's root font size may scale ours (rem), but its input rules never shrink it below 16px
          // (what stops iOS zooming in).
          const fontSize = await page.locator('docs-search dialog input').evaluate((input) => getComputedStyle(input).fontSize);
          assert.ok(parseFloat(fontSize) >= 16, `our search input is ${fontSize}`);
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          await page.locator('docs-search dialog[open]').waitFor({state: 'detached', timeout: 5_000});
        });

        test('?q= on the address (a link, or a reload after searching) reopens our search with it (issue 13)', async () => {
          const linked = await browser.newPage({viewport: {width: 1280, height: 900}});
          try {
            await linked.goto(`${server.url}docs/${theme.slug}/en/latest/${theme.page}?q=sprocket`);
            await linked.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
            assert.equal(await linked.locator('docs-search dialog input').inputValue(), 'sprocket');
            await linked.locator('docs-search [role=option]').first().waitFor({state: 'visible', timeout: 20_000});
          } finally {
            await linked.close();
          }
        });

        test('keys typed right after "/" while our search loads all reach the field, none the theme (issue 13)', async () => {
          const fresh = await browser.newPage({viewport: {width: 1280, height: 900}});
          try {
            await fresh.goto(`${server.url}docs/${theme.slug}/en/latest/${theme.page}`);
            const before = fresh.url();
            // mkdocs-material's "n" and "p" go to the next and previous page when they reach the page.
            await fresh.keyboard.type('/next page', {delay: 5});
            await fresh.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
            await fresh.waitForFunction(
              () => document.querySelector('docs-search')?.shadowRoot?.querySelector('input')?.value === 'next page',
              undefined,
              {timeout: 10_000},
            );
            // Still on the same page (mkdocs-material's "n" would have gone to the next one); the search itself may
            // already have written `?q=next+page` to the address once typing settled, as it should.
            const page = (url: string) => new URL(url).origin + new URL(url).pathname;
            // The address follows the field a moment later (the search writes it once typing settles; "?q=next" may
            // stand there meanwhile): wait for it to settle before reading it.
            await fresh.waitForFunction(() => ['', '?q=next+page'].includes(location.search), undefined, {timeout: 5_000}).catch(() => {});
            assert.equal(page(fresh.url()), page(before));
            assert.ok(['', '?q=next+page'].includes(new URL(fresh.url()).search), fresh.url());
          } finally {
            await fresh.close();
          }
        });

        test('a cross-reference shows a preview, styled by us only', async () => {
          const link = page.locator(theme.crossReference).first();
          await link.scrollIntoViewIfNeeded();
          await link.hover();
          const popup = page.locator('docs-link-preview [part~=popup]');
          await popup.waitFor({state: 'visible', timeout: 20_000});
          await page.waitForFunction(
            (pattern) =>
              new RegExp(pattern, 'i').test(
                document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=popup]')?.textContent ?? '',
              ),
            theme.previewText.source,
            {timeout: 20_000},
          );
          // Shown by our styles (it may fade in): opaque, visible and a real width, whatever the theme's CSS says.
          await page.waitForFunction(
            `(() => {
              const popup = document.querySelector('docs-link-preview')?.shadowRoot?.querySelector('[part~=popup]');
              if (!popup) return false;
              const style = getComputedStyle(popup);
              return style.opacity === '1' && style.visibility === 'visible' && popup.getBoundingClientRect().width > 150;
            })()`,
            undefined,
            {timeout: 5_000},
          );
          await page.mouse.move(5, 5);
          await popup.waitFor({state: 'hidden', timeout: 5_000});
        });

        test("the theme's own dark mode carries over to our widgets", {skip: theme.darkMode ? undefined : 'the theme has no dark mode'}, async () => {
          const schemes = () =>
            page.evaluate(() =>
              Object.fromEntries([...document.querySelectorAll('[data-docs-widgets]')].map((element) => [element.localName, getComputedStyle(element).colorScheme])),
            );
          // Before, the search (on the page's light body) is light; a widget in dark chrome (Material's coloured
          // header) may already be dark.
          const before = await schemes();
          assert.notEqual(before['docs-search'], 'dark', `before: ${JSON.stringify(before)}`);
          await page.evaluate(theme.darkMode!);
          await page.waitForFunction(
            `[...document.querySelectorAll('[data-docs-widgets]')].every((element) => getComputedStyle(element).colorScheme === 'dark')`,
            undefined,
            {timeout: 5_000},
          ).catch(async () => assert.fail(`after the switch: ${JSON.stringify(await schemes())}`));
          // What the reader sees: the switcher's button on a dark background, like the theme around it.
          await page.waitForFunction(
            `(() => {
              const button = document.querySelector('docs-version-switcher')?.shadowRoot?.querySelector('[part~=button]');
              const [r, g, b] = (getComputedStyle(button).backgroundColor.match(/[\\d.]+/g) ?? []).map(Number);
              return r + g + b < 3 * 80;
            })()`,
            undefined,
            {timeout: 5_000},
          );
        });

        test('no error in the page, and nothing of ours in the light DOM besides our elements', async () => {
          const lightDom = await page.evaluate(() =>
            [...document.querySelectorAll('[data-docs-widgets]')].map((element) => ({
              tag: element.localName,
              shadow: Boolean(element.shadowRoot),
              children: element.children.length,
            })),
          );
          assert.ok(lightDom.length >= 3, `our elements: ${JSON.stringify(lightDom)}`);
          for (const element of lightDom) {
            assert.ok(element.tag.startsWith('docs-') && element.shadow && element.children === 0, JSON.stringify(element));
          }
          const ours = problems.errors.filter((error) => !theme.themeErrors?.some((known) => known.test(error)));
          assert.deepEqual(ours, []);
        });
      });
    }
  },
);
