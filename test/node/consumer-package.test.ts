/**
 * The npm package as a user gets it: `npm pack` (from the built dist/; prepack builds when it is missing), the
 * tarball installed into an empty folder with npm, and there every `npx docs-widgets …` command the README shows,
 * run on a Sphinx build in `_build/html` and an MkDocs build in `site/`. Then a page loads the installed
 * `node_modules/docs-widgets/dist/cdn/` in Chromium and searches. The README and this test stay in step: each README
 * line that starts with `npx docs-widgets ` must be one of COMMANDS.
 *
 * Needs the npm registry (the package's dependencies are installed from it) and Debian's sphinx-build and mkdocs.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {ROOT, chromiumAvailable, launchChromium} from '../cdn/node/serve-and-drive.js';
import {copyThemeBuild, missingPackages} from './add/theme-builds.js';
import {startPlainServer} from './static-site/plain-server.js';

/** Every consumer command, exactly as the README shows it (run from the folder the package is installed in). */
export const COMMANDS = [
  'npx docs-widgets --version',
  'npx docs-widgets serve --help',
  'npx docs-widgets serve --docs _build/html',
  'npx docs-widgets index _build/html',
  'npx docs-widgets add _build/html',
  'npx docs-widgets add site',
];

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const missing = missingPackages(['python3-sphinx', 'python3-alabaster', 'mkdocs']);
const skip = missing.length ? `Debian package(s) ${missing.join(', ')} not installed` : undefined;

describe('the packed package, installed into an empty folder', {skip, timeout: 600_000}, () => {
  let work: string;
  let consumer: string;
  const ran = new Set<string>();

  /** Runs a README command in the consumer folder (`extra` arguments appended); returns what it printed. */
  const npx = (command: string, extra: string[] = []) => {
    assert.ok(COMMANDS.includes(command), command);
    ran.add(command);
    const [, ...args] = command.split(' ');
    return execFileSync('npx', [...args, ...extra], {cwd: consumer, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000});
  };

  before(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-widgets-consumer-'));
    const built = existsSync(join(ROOT, 'dist/cli/docs-widgets.js')) && existsSync(join(ROOT, 'dist/cdn/docs-widgets.js'));
    // From the built dist/ when there is one (CI builds before the tests): prepack would build it all again.
    const packed = execFileSync(NPM, ['pack', '--silent', '--pack-destination', work, ...(built ? ['--ignore-scripts'] : [])],
      {cwd: ROOT, encoding: 'utf8'}).trim().split('\n').pop() ?? '';
    const tarball = join(work, packed);
    assert.ok(existsSync(tarball), `npm pack wrote ${packed}`);
    consumer = join(work, 'project');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({name: 'consumer', private: true}));
    execFileSync(NPM, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {cwd: consumer, stdio: 'pipe', timeout: 300_000});
    copyThemeBuild('alabaster', join(consumer, '_build/html'));
    copyThemeBuild('mkdocs', join(consumer, 'site'));
  });

  after(() => {
    if (work) rmSync(work, {recursive: true, force: true});
  });

  test('the tarball holds no declarations in dist/cdn, no source maps and no test fixtures', () => {
    const installed = join(consumer, 'node_modules/docs-widgets');
    const files = readdirSync(installed, {recursive: true}).map(String);
    assert.deepEqual(files.filter((file) => file.startsWith('dist/cdn/') && !file.endsWith('.js') && !/\/chunks$/.test(file)), []);
    assert.deepEqual(files.filter((file) => file.endsWith('.map') || file.startsWith('test/') || file.startsWith('src/')), []);
    assert.ok(files.includes('demo/index.html'), 'serve without --docs shows the demo');
  });

  test('npx docs-widgets --version', () => {
    assert.equal(npx('npx docs-widgets --version'), `${VERSION}\n`);
    assert.match(npx('npx docs-widgets serve --help'), /--docs \[SLUG\[\/VERSION\]=\]DIR/);
  });

  test('npx docs-widgets serve --docs _build/html: a page with the widgets, and search over it', async () => {
    // The one addition to the README's command: a free port, as 8080 may be taken where this runs.
    ran.add('npx docs-widgets serve --docs _build/html');
    // A process group of its own: npx runs the command as its child, which must stop with it.
    const child = spawn('npx', ['docs-widgets', 'serve', '--docs', '_build/html', '--port', '0'],
      {cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const docsUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve printed no docs address:\n${output}`)), 120_000);
        const check = () => {
          const match = /^docs \S+: \d+ pages .* at (http:\/\/\S+)$/m.exec(output);
          if (match?.[1] && /^search index:/m.test(output)) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        child.stdout.on('data', check);
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
      });
      const page = await fetch(new URL('guide.html', docsUrl));
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<script type="module" async src="[^"]*docs-widgets\.js"><\/script>/);
      const search = await fetch(new URL(`/_/api/v3/search/?q=${encodeURIComponent('project:html sprocket')}`, docsUrl));
      assert.equal(search.status, 200);
      const body = await search.json() as {results: Array<{path: string}>};
      assert.ok(body.results.length > 0, JSON.stringify(body));
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
  });

  test('npx docs-widgets index _build/html, then add _build/html and add site', () => {
    assert.match(npx('npx docs-widgets index _build/html'), /^indexed \d+ pages/);
    assert.ok(existsSync(join(consumer, '_build/html/_docs-widgets/index.json')));
    for (const site of ['_build/html', 'site']) {
      const printed = npx(`npx docs-widgets add ${site}`);
      assert.match(printed, /pages: \d+ tagged, 0 tag updated, 0 already tagged/);
      assert.ok(printed.includes(`https://cdn.jsdelivr.net/npm/docs-widgets@${VERSION}/dist/cdn/docs-widgets.js`));
      assert.equal(readFileSync(join(consumer, site, '_docs-widgets-js/docs-widgets.js'), 'utf8'),
        readFileSync(join(consumer, 'node_modules/docs-widgets/dist/cdn/docs-widgets.js'), 'utf8'), 'the installed bundle copied');
    }
  });

  test('the installed dist/cdn/ in a page: search finds the pages with a word of the site', {skip: chromiumAvailable() ? undefined : 'Chromium is missing'}, async () => {
    const pristine = join(work, 'pristine');
    copyThemeBuild('alabaster', pristine);
    const server = await startPlainServer({mounts: [{prefix: '/', dir: pristine},
      {prefix: '/_dw/', dir: join(consumer, 'node_modules/docs-widgets/dist/cdn')}]});
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const loaded: string[] = [];
      page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
      await page.goto(`${server.url}guide.html`);
      await page.keyboard.press('/');
      await page.locator('docs-search dialog[open]').waitFor({state: 'visible', timeout: 20_000});
      await page.keyboard.type('sprocket', {delay: 40});
      const options = page.locator('docs-search [part~=option]');
      await options.first().waitFor({state: 'visible', timeout: 30_000});
      // Without a built index, search reads Sphinx's searchindex.js: the three pages that say "sprocket", each a row
      // (its section rows, with snippets from the fetched page, may come beside them).
      const texts = (await options.allTextContents()).map((text) => text.trim());
      for (const page of ['api', 'glossary', 'guide']) assert.ok(texts.includes(page), `${page} among ${JSON.stringify(texts)}`);
      assert.ok(loaded.includes('/_dw/docs-widgets.js'), 'the installed bundle was loaded');
    } finally {
      await browser.close();
      await server.close();
    }
  });

  test('every README line that starts with "npx docs-widgets " is a command this test ran', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n')
      .map((line) => line.trim()).filter((line) => line.startsWith('npx docs-widgets '));
    assert.ok(lines.length > 0, 'the README shows the npm commands');
    for (const line of lines) assert.ok(ran.has(line), `README: "${line}" is not run here (ran: ${[...ran].join('; ')})`);
  });
});
