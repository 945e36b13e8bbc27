/**
 * Built sites of the documentation themes Debian packages, from test/fixtures/themes/, for the `docs-widgets add` and
 * consumer tests: each theme built once and kept in the OS temp folder (keyed on the fixtures' contents), and copied
 * fresh for every test that changes it. Sphinx: alabaster, furo, sphinx_rtd_theme, pydata_sphinx_theme; MkDocs: its
 * own theme and material.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT} from '../../cdn/node/serve-and-drive.js';

export interface ThemeBuild {
  slug: string;
  /** Debian packages the build needs. */
  packages: string[];
  /** A page below the root (its path from the site root, as a URL path). */
  page: string;
  /** A cross-reference on that page, in the main content, to another page. */
  crossReference: string;
  /** Text the preview of that cross-reference shows. */
  previewText: RegExp;
}

const FIXTURES = join(ROOT, 'test/fixtures/themes');

export const THEME_BUILDS: ThemeBuild[] = [
  {slug: 'alabaster', packages: ['python3-sphinx', 'python3-alabaster'], page: 'guide.html',
    crossReference: 'div.body a.reference.internal[href^="api.html#"]', previewText: /gadget/i},
  {slug: 'furo', packages: ['python3-sphinx', 'furo'], page: 'guide.html',
    crossReference: 'article[role=main] a.reference.internal[href^="api.html#"]', previewText: /gadget/i},
  {slug: 'sphinx_rtd_theme', packages: ['python3-sphinx', 'python3-sphinx-rtd-theme'], page: 'guide.html',
    crossReference: '[itemprop=articleBody] a.reference.internal[href^="api.html#"]', previewText: /gadget/i},
  {slug: 'pydata_sphinx_theme', packages: ['python3-sphinx', 'python3-pydata-sphinx-theme'], page: 'guide.html',
    crossReference: 'main a.reference.internal[href^="api.html#"]', previewText: /gadget/i},
  {slug: 'mkdocs', packages: ['mkdocs'], page: 'guide/',
    crossReference: '[role=main] a[href^="../api/#"]', previewText: /assembles a gadget from/i},
  {slug: 'material', packages: ['mkdocs', 'mkdocs-material'], page: 'guide/',
    crossReference: 'article.md-content__inner a[href^="../api/#"]', previewText: /assembles a gadget from/i},
];

export function missingPackages(packages: string[]): string[] {
  return packages.filter((name) => {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], {encoding: 'utf8'});
    return status.status !== 0 || !status.stdout.includes('install ok installed');
  });
}

function fixturesHash(dir = FIXTURES, hash = createHash('sha256')): string {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) fixturesHash(path, hash);
    else hash.update(name).update(readFileSync(path));
  }
  return dir === FIXTURES ? hash.digest('hex').slice(0, 12) : '';
}

const CACHE = join(tmpdir(), `docs-widgets-theme-builds-${fixturesHash()}`);

function build(slug: string, out: string): void {
  if (slug === 'mkdocs' || slug === 'material') {
    const args = ['build', '-q', '-f', join(FIXTURES, 'mkdocs/mkdocs.yml'), '-d', out, ...(slug === 'mkdocs' ? ['-t', 'mkdocs'] : [])];
    execFileSync('mkdocs', args, {stdio: 'pipe'});
  } else {
    execFileSync('sphinx-build', ['-q', '-b', 'html', join(FIXTURES, 'sphinx'), out],
      {env: {...process.env, DOCS_THEME: slug}, stdio: 'pipe'});
  }
}

/** A fresh copy of the theme's build at `out` (built once into the cache, then copied). */
export function copyThemeBuild(slug: string, out: string): void {
  const cached = join(CACHE, slug);
  if (!existsSync(join(cached, 'index.html'))) {
    // Built beside the cache entry and renamed, so a build another test file runs at the same time is never half read.
    const building = `${cached}.${process.pid}`;
    rmSync(building, {recursive: true, force: true});
    build(slug, building);
    rmSync(cached, {recursive: true, force: true});
    renameSync(building, cached);
  }
  cpSync(cached, out, {recursive: true});
}
