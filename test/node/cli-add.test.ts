/**
 * `docs-widgets --version`, and `docs-widgets add` / `index` on folders that are not a build (run as a user runs them,
 * from source): a Sphinx source folder or an MkDocs project is refused with a sentence naming the build folder, and
 * nothing is written into it; a page without `</head>` is reported and left byte for byte as it was; the tag's path
 * follows the page's depth and is kept once, updated, when `add` runs again.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {ROOT} from '../cdn/node/serve-and-drive.js';
import {tagPage} from '../../src/cli/add-tag.js';
import {injectWidgets} from '../../src/cli/site-handler.js';
import {runAddCommand} from '../../src/cli/add-command.js';
import {runIndexCommand} from '../../src/cli/index-command.js';
import {UsageError} from '../../src/cli/options.js';

const CDN_ENTRY = join(ROOT, 'dist/cdn/docs-widgets.js');

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;

/** The command as a user runs it, in a process of its own (for exit codes and what it prints). */
function cli(args: string[]): Promise<{code: number | null; stdout: string; stderr: string}> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/docs-widgets.ts'), ...args],
    {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({code, stdout, stderr})));
}

/**
 * The command in this process (a process per run cost seconds each on a busy machine): what it printed, or the
 * sentence it would exit 2 with.
 */
async function run(args: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  let stdout = '';
  const write = (line: string) => (stdout += line);
  try {
    if (args[0] === 'add') await runAddCommand(args.slice(1), {cdnDir: join(ROOT, 'dist/cdn'), version: VERSION}, write);
    else await runIndexCommand(args.slice(1), write);
    return {code: 0, stdout, stderr: ''};
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return {code: 2, stdout, stderr: `docs-widgets: ${error.message}\n`};
  }
}

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title></head>\n<body><main><h1>${title}</h1>${body}</main></body></html>\n`;

describe('the command line', {concurrency: true}, () => {
  for (const flag of ['--version', '-v']) {
    test(`${flag} prints the package version and exits 0`, async () => {
      const {code, stdout} = await cli([flag]);
      assert.equal(code, 0);
      assert.equal(stdout, `${VERSION}\n`);
    });
  }

  test('--help names every command', async () => {
    const {code, stdout} = await cli(['--help']);
    assert.equal(code, 0);
    for (const command of ['add <built site>', 'index <built site>', 'serve', '--version']) assert.ok(stdout.includes(command), command);
    assert.doesNotMatch(stdout, /src\//);
  });

  test('add --help shows add’s usage', async () => {
    const add = await cli(['add', '--help']);
    assert.equal(add.code, 0);
    assert.match(add.stdout, /^Usage: docs-widgets add <built site>/);
  });

  test('add on a Sphinx source folder exits 2 with one sentence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-widgets-add-exit-'));
    try {
      writeFileSync(join(dir, 'conf.py'), 'project = "x"\n');
      const {code, stdout, stderr} = await cli(['add', dir]);
      assert.equal(code, 2, stdout);
      assert.match(stderr, /^docs-widgets: .* is a Sphinx source folder \(it has conf\.py\), not a build: build it first/);
      assert.equal(stderr.trim().split('\n').length, 1);
      assert.deepEqual(readdirSync(dir), ['conf.py']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('add and index refuse a folder that is not a build', () => {
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-add-refuse-'));
  });
  after(() => rmSync(work, {recursive: true, force: true}));

  const sphinxSource = (name: string, withBuild: boolean) => {
    const dir = join(work, name);
    cpSync(join(ROOT, 'test/fixtures/themes/sphinx'), dir, {recursive: true});
    if (withBuild) {
      mkdirSync(join(dir, '_build/html'), {recursive: true});
      writeFileSync(join(dir, '_build/html/index.html'), page('Built', '<p>Sprockets.</p>'));
    }
    return dir;
  };

  for (const command of ['add', 'index']) {
    test(`${command} on a Sphinx source folder with a build: exit 2, the build folder named, nothing written`, async () => {
      const dir = sphinxSource(`sphinx-${command}`, true);
      const before = readdirSync(dir).sort();
      const {code, stderr, stdout} = await run([command, dir]);
      assert.equal(code, 2, stdout);
      assert.match(stderr, /^docs-widgets: .* is a Sphinx source folder \(it has conf\.py\), not a build/);
      assert.ok(stderr.includes(`"docs-widgets ${command} ${join(dir, '_build/html')}"`), stderr);
      assert.equal(stderr.trim().split('\n').length, 1);
      assert.deepEqual(readdirSync(dir).sort(), before);
      assert.deepEqual(readdirSync(join(dir, '_build/html')), ['index.html'], 'nothing written into the build either');
    });

    test(`${command} on a Sphinx source folder not built yet: exit 2 with the command that builds it`, async () => {
      const dir = sphinxSource(`sphinx-unbuilt-${command}`, false);
      const {code, stderr} = await run([command, dir]);
      assert.equal(code, 2);
      assert.ok(stderr.includes(`sphinx-build -b html ${dir} ${join(dir, '_build/html')}`), stderr);
      assert.ok(!existsSync(join(dir, '_docs-widgets')));
    });

    test(`${command} on an MkDocs project: exit 2 naming its site_dir`, async () => {
      const dir = join(work, `mkdocs-${command}`);
      mkdirSync(join(dir, 'docs'), {recursive: true});
      writeFileSync(join(dir, 'mkdocs.yml'), 'site_name: Demo\nsite_dir: public\n');
      writeFileSync(join(dir, 'docs/index.md'), '# Demo\n');
      let result = await run([command, dir]);
      assert.equal(result.code, 2);
      assert.match(result.stderr, /is an MkDocs project \(it has mkdocs\.yml\), not a build: build it first \("mkdocs build" there\)/);
      assert.ok(result.stderr.includes(`"docs-widgets ${command} ${join(dir, 'public')}"`), result.stderr);
      mkdirSync(join(dir, 'public'));
      writeFileSync(join(dir, 'public/index.html'), page('Demo', ''));
      result = await run([command, dir]);
      assert.equal(result.code, 2);
      assert.ok(result.stderr.includes(`run "docs-widgets ${command} ${join(dir, 'public')}" on its HTML output`), result.stderr);
      assert.ok(!existsSync(join(dir, '_docs-widgets')));
    });
  }

  test('a folder with no HTML page at its top (a project root): refused, the build below suggested', async () => {
    const dir = join(work, 'project');
    mkdirSync(join(dir, 'site'), {recursive: true});
    writeFileSync(join(dir, 'site/index.html'), page('Demo', ''));
    const {code, stderr} = await run(['index', dir]);
    assert.equal(code, 2);
    assert.ok(stderr.includes(`has no HTML page at its top, so it is not a built site: did you mean "docs-widgets index ${join(dir, 'site')}"?`), stderr);
  });
});

describe('add on a small built site', {skip: existsSync(CDN_ENTRY) ? undefined : 'dist/cdn is not built (npm run build)'}, () => {
  let site: string;
  const headless = '<!-- a fragment a theme left without a head -->\n<p>Partial</p>\n';
  before(() => {
    site = mkdtempSync(join(tmpdir(), 'docs-widgets-add-site-'));
    writeFileSync(join(site, 'index.html'), page('Sprockets', '<p>Sprockets and <a href="deep/er/page.html">cogs</a>.</p>'));
    mkdirSync(join(site, 'deep/er'), {recursive: true});
    writeFileSync(join(site, 'deep/er/page.html'), page('Cogs', '<p>A cog is a tooth of a gear.</p>'));
    writeFileSync(join(site, 'fragment.html'), headless);
  });
  after(() => rmSync(site, {recursive: true, force: true}));

  test('twice: one tag per page with its depth’s path, the page without </head> reported and untouched', async () => {
    const first = await run(['add', site]);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /pages: 2 tagged, 0 tag updated, 0 already tagged/);
    assert.match(first.stdout, /skipped 1 page \(no <\/head>, left unchanged\): fragment\.html/);
    assert.match(first.stdout, /search index: 3 pages/);
    assert.match(first.stdout, /<script type="module" async src="https:\/\/cdn\.jsdelivr\.net\/npm\/docs-widgets@\d+\.\d+\.\d+[^"]*\/dist\/cdn\/docs-widgets\.js"><\/script>/);
    const second = await run(['add', site]);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /pages: 0 tagged, 0 tag updated, 2 already tagged/);
    const tags = (file: string) => readFileSync(join(site, file), 'utf8').match(/<script type="module" async src="[^"]*"><\/script>/g);
    assert.deepEqual(tags('index.html'), ['<script type="module" async src="_docs-widgets-js/docs-widgets.js"></script>']);
    assert.deepEqual(tags('deep/er/page.html'), ['<script type="module" async src="../../_docs-widgets-js/docs-widgets.js"></script>']);
    assert.equal(readFileSync(join(site, 'fragment.html'), 'utf8'), headless);
    assert.ok(existsSync(join(site, '_docs-widgets/index.json')), 'the search index');
    const copied = readdirSync(join(site, '_docs-widgets-js'), {recursive: true}).map(String);
    assert.ok(copied.includes('docs-widgets.js') && copied.includes('search-worker.js'));
    assert.deepEqual(copied.filter((file) => /\.d\.ts$|\.map$/.test(file)), [], 'no declarations or source maps');
  });
});

describe('the tag in one page', () => {
  const html = '<html><head><title>T</title></head><body></body></html>';
  test('an old path is updated in place, `async` added, other attributes kept, a duplicate dropped', () => {
    const old = '<html><head><script type="module" data-versions-url="/v.json" src="old/_docs-widgets-js/docs-widgets.js"></script>' +
      '<title>T</title><script type="module" src="_docs-widgets-js/docs-widgets.js"></script></head><body></body></html>';
    const {html: next, outcome} = tagPage(old, '../_docs-widgets-js/docs-widgets.js', '_docs-widgets-js');
    assert.equal(outcome, 'updated');
    assert.equal(next, '<html><head><script async type="module" data-versions-url="/v.json" src="../_docs-widgets-js/docs-widgets.js"></script>' +
      '<title>T</title></head><body></body></html>');
    assert.equal(tagPage(next, '../_docs-widgets-js/docs-widgets.js', '_docs-widgets-js').outcome, 'unchanged');
  });

  test('a page that loads the widgets from elsewhere (a CDN, a template) is left alone', () => {
    const cdn = html.replace('</head>', '<script type="module" src="https://cdn.jsdelivr.net/npm/docs-widgets@0.1.0/dist/cdn/docs-widgets.js"></script></head>');
    assert.deepEqual(tagPage(cdn, '_docs-widgets-js/docs-widgets.js', '_docs-widgets-js'), {html: cdn, outcome: 'other-tag'});
  });

  test('</HEAD> in capitals is found', () => {
    const upper = html.replace('</head>', '</HEAD>');
    assert.equal(tagPage(upper, 'x/_docs-widgets-js/docs-widgets.js', '_docs-widgets-js').html,
      upper.replace('</HEAD>', '<script type="module" async src="x/_docs-widgets-js/docs-widgets.js"></script>\n</HEAD>'));
  });
});

describe('serve on a site add tagged', () => {
  test('adds the meta tags but no second copy of the script', () => {
    const tagged = tagPage('<html><head><title>T</title></head><body></body></html>', '../_docs-widgets-js/docs-widgets.js', '_docs-widgets-js').html;
    const served = injectWidgets(tagged, 'demo', 'latest', '/guide/index.html');
    assert.match(served, /<meta name="readthedocs-project-slug" content="demo">/);
    assert.deepEqual(served.match(/<script\b[^>]*>/g), ['<script type="module" async src="../_docs-widgets-js/docs-widgets.js">']);
  });
});
