/**
 * `docs-widgets serve` end to end, as a new user would run it: spawn the command, read the first line, then use the
 * API and the docs pages over HTTP.
 */

import assert from 'node:assert/strict';
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createInterface} from 'node:readline';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'src/cli/docs-widgets.ts');
const SPHINX_DOC = '/usr/share/doc/sphinx-doc/html';

function run(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
}

/** The first line the server prints, or the failure it reported. */
/** The "listening on" line, once printed; `before` gets the lines printed ahead of it (indexing progress). */
function firstLine(child: ChildProcess, before: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const lines = createInterface({input: child.stdout!});
    const onLine = (line: string) => {
      if (!line.startsWith('indexing ')) {
        lines.off('line', onLine);
        resolve(line);
      } else {
        before.push(line);
      }
    };
    lines.on('line', onLine);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

/** The docs origin and the dashboard API origin the server prints on its first two lines after indexing. */
function origins(child: ChildProcess, progress: string[] = []): Promise<{docs: string; api: string}> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const seen: string[] = [];
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const lines = createInterface({input: child.stdout!});
    lines.on('line', (line) => {
      // Indexing progress and the index cache's lines come before the server listens.
      if (line.startsWith('indexing ') || line.startsWith('index cache: ')) {
        if (line.startsWith('indexing ')) progress.push(line);
        return;
      }
      seen.push(line);
      if (seen.length < 2) return;
      lines.close();
      const docs = /^listening on (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(seen[0]!)?.[1];
      const api = /^dashboard API on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(seen[1]!)?.[1];
      if (docs && api) resolve({docs, api});
      else reject(new Error(`unexpected first lines: ${seen.join(' / ')}`));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

/** Runs a command that should fail; its exit code and output. */
function failure(args: string[]): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = run(args);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({code, stdout, stderr}));
  });
}

describe('serve --docs sphinx/5.3=<sphinx-doc>', {skip: existsSync(SPHINX_DOC) ? false : `${SPHINX_DOC} is missing: install Debian's sphinx-doc package`, timeout: 120_000}, () => {
  let child: ChildProcess;
  let base = '';
  let apiBase = '';

  before(async () => {
    child = run(['serve', '--port', '0', '--docs', `sphinx/5.3=${SPHINX_DOC}`, '--token', 'alice=secret']);
    const progress: string[] = [];
    ({docs: base, api: apiBase} = await origins(child, progress));
    // Indexing prints its progress before the server listens, ending with every page.
    assert.match(progress.at(-1) ?? '', /^indexing sphinx\/5\.3: (\d+) of \1 pages$/);
  });
  after(() => {
    child.kill('SIGTERM');
  });

  test('search "autodoc" finds sections of usage/extensions/autodoc.html', async () => {
    const response = await fetch(`${base}_/api/v3/search/?q=${encodeURIComponent('project:sphinx/5.3 autodoc')}`);
    assert.equal(response.status, 200);
    const body = await response.json() as {count: number; results: Array<{path: string; domain: string; blocks: Array<{id: string}>}>};
    assert.ok(body.count > 5);
    const page = body.results.find((result) => result.path === '/docs/sphinx/en/5.3/usage/extensions/autodoc.html');
    assert.ok(page, JSON.stringify(body.results.map((result) => result.path)));
    assert.equal(page.domain, base.slice(0, -1));
    assert.ok(page.blocks.length > 0);
    const served = await fetch(new URL(page.path, base));
    assert.equal(served.status, 200);
  });

  test('embed of a real cross-reference returns that section', async () => {
    // quickstart.html links to usage/extensions/autodoc.html#module-sphinx.ext.autodoc... take one from the page itself.
    const page = await (await fetch(`${base}docs/sphinx/en/5.3/usage/quickstart.html`)).text();
    const href = /<a class="reference internal" href="(extensions\/autodoc\.html#[^"]+)"/.exec(page)?.[1];
    assert.ok(href, 'quickstart links to autodoc');
    const target = new URL(href, `${base}docs/sphinx/en/5.3/usage/quickstart.html`).href;
    const response = await fetch(`${base}_/api/v3/embed/?doctool=sphinx&url=${encodeURIComponent(target)}`);
    assert.equal(response.status, 200);
    const body = await response.json() as {url: string; fragment: string; content: string; external: boolean};
    assert.equal(body.url, target);
    assert.equal(body.external, false);
    assert.match(body.content, new RegExp(`id="${body.fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    assert.match(body.content, /autodoc/);
  });

  test('pages are served with the widgets injected; assets from the site directory', async () => {
    const response = await fetch(`${base}docs/sphinx/en/5.3/index.html`);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<script type="module" async src="\/_\/docs-widgets\/docs-widgets\.js"><\/script>/);
    assert.match(head, /<meta name="readthedocs-project-slug" content="sphinx">/);
    assert.match(head, /<meta name="readthedocs-version-slug" content="5\.3">/);
    assert.match(head, /<meta name="readthedocs-resolver-filename" content="\/index\.html">/);
    assert.match(head, /<meta name="readthedocs-http-status" content="200">/);
    const css = await fetch(`${base}docs/sphinx/en/5.3/_static/basic.css`);
    assert.equal(css.status, 200);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
    assert.equal((await fetch(`${base}docs/sphinx/en/5.3/_static/../../../../etc/passwd`)).status, 404);
    const root = await fetch(`${base}docs/sphinx/`, {redirect: 'manual'});
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), `${base}docs/sphinx/en/5.3/`);
  });

  test('the root address shows the served docs, not the PixelKit demo', async () => {
    const root = await fetch(base, {redirect: 'manual'});
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), `${base}docs/sphinx/en/5.3/`);
    const followed = await (await fetch(base)).text();
    assert.doesNotMatch(followed, /PixelKit|docs-widgets demo/);
    assert.match(followed, /Sphinx/);
  });

  test('the ingested project belongs to the first --token user', async () => {
    const mine = await fetch(`${apiBase}api/v3/projects/`, {headers: {authorization: 'Token secret'}});
    assert.equal(mine.status, 200);
    const body = await mine.json() as {results: Array<{slug: string}>};
    assert.deepEqual(body.results.map((project) => project.slug), ['sphinx']);
  });

  test('the docs origin serves only what a docs domain serves: /_/ paths, and /api/ as documentation 404s', async () => {
    const dashboardPath = await fetch(`${base}api/v3/projects/sphinx/`);
    assert.equal(dashboardPath.status, 404);
    assert.equal(dashboardPath.headers.get('content-type'), 'text/html; charset=utf-8');
    const addons = await fetch(`${base}_/addons/?api-version=1&project-slug=sphinx&version-slug=5.3&client-version=test`);
    assert.equal(addons.status, 200);
    const payload = await addons.json() as {
      api_version: string;
      projects: {current: {slug: string; _links?: unknown}};
      versions: {current: {slug: string}; active: Array<{slug: string; urls: {documentation: string}}>};
      addons: {search: {enabled: boolean; default_filter: string}};
    };
    assert.equal(payload.api_version, '1');
    assert.equal(payload.projects.current.slug, 'sphinx');
    assert.equal(payload.projects.current._links, undefined);
    assert.equal(payload.versions.current.slug, '5.3');
    assert.deepEqual(payload.versions.active.map((version) => version.urls.documentation), [`${base}docs/sphinx/en/5.3/`]);
    assert.equal(payload.addons.search.default_filter, 'project:sphinx/5.3');
    const byUrl = await (await fetch(`${base}_/addons/?api-version=1&url=${encodeURIComponent(`${base}docs/sphinx/en/5.3/usage/quickstart.html`)}`)).json() as {readthedocs: {resolver: {filename: string}}};
    assert.equal(byUrl.readthedocs.resolver.filename, '/usage/quickstart.html');
    assert.deepEqual(await (await fetch(`${base}_/addons/?project-slug=sphinx&version-slug=5.3`)).json(), {error: "'api-version' GET attribute is required"});
    assert.equal((await fetch(`${base}_/addons/?api-version=1`)).status, 400);
    assert.equal((await fetch(`${base}_/addons/?api-version=1&project-slug=nope&version-slug=5.3`)).status, 404);
  });

  test('the dashboard API origin: only v2 search, v2 embed and v3 embed readable cross-site; anonymous v3 limited', async () => {
    const origin = {origin: base.slice(0, -1)};
    const embed = await fetch(`${apiBase}api/v3/embed/?url=${encodeURIComponent(`${base}docs/sphinx/en/5.3/index.html`)}`, {headers: origin});
    assert.equal(embed.status, 200);
    assert.equal(embed.headers.get('access-control-allow-origin'), '*');
    assert.equal(embed.headers.get('access-control-allow-credentials'), null);
    const search = await fetch(`${apiBase}api/v3/search/?q=${encodeURIComponent('project:sphinx/5.3 autodoc')}`, {headers: origin});
    assert.equal(search.status, 200);
    assert.equal(search.headers.get('access-control-allow-origin'), null, 'v3 search is not readable cross-site');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const project = await fetch(`${apiBase}api/v3/projects/sphinx/`, {headers: origin});
      assert.equal(project.headers.get('access-control-allow-origin'), null);
      statuses.push(project.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    const preflight = await fetch(`${apiBase}api/v2/search/`, {method: 'OPTIONS', headers: {...origin, 'access-control-request-method': 'GET'}});
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });
});

describe('serve --docs with two sites', {timeout: 60_000}, () => {
  let child: ChildProcess;
  let base = '';
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-widgets-root-'));
    for (const name of ['alpha', 'beta']) {
      await mkdir(join(dir, name));
      await writeFile(join(dir, name, 'index.html'), `<!doctype html><html><head><title>${name}</title></head><body><main><h1>${name} docs</h1><p>About ${name}.</p></main></body></html>`);
    }
    // Throwaway sites: no index cache left behind for them.
    child = run(['serve', '--port', '0', '--index-cache', 'off', '--docs', `alpha=${join(dir, 'alpha')}`, '--docs',
      `beta/2.0=${join(dir, 'beta')}`]);
    base = /listening on (\S+)/.exec(await firstLine(child))![1]!;
  });
  after(async () => {
    child.kill('SIGTERM');
    await rm(dir, {recursive: true, force: true});
  });

  test('the root address lists the served docs, linking to each', async () => {
    const response = await fetch(base);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.doesNotMatch(html, /PixelKit|docs-widgets demo/);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).filter((href) => href!.includes('/docs/'));
    assert.deepEqual(links, [`${base}docs/alpha/en/latest/`, `${base}docs/beta/en/2.0/`]);
    for (const link of links) assert.match(await (await fetch(link!)).text(), /docs<\/h1>/);
  });
});

describe('serve with bad input', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-widgets-cli-'));
  });
  after(async () => {
    await rm(dir, {recursive: true, force: true});
  });

  test('a bad --data file is refused with the path of the bad field', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({projects: [{slug: 'ok'}, {slug: 'p', versions: [{slug: 42}]}]}));
    const {code, stderr} = await failure(['serve', '--port', '0', '--data', file]);
    assert.equal(code, 2);
    assert.match(stderr, /projects\[1\]\.versions\[0\]\.slug/);
    assert.equal(stderr.trim().split('\n').length, 1);
  });

  for (const [args, message] of [
    [['serve', '--port', 'eighty'], /--port eighty: expected a whole number/],
    [['serve', '--frobnicate'], /unknown option "--frobnicate"/],
    [['serve', '--token', 'nobody'], /--token nobody: expected USER=TOKEN/],
    [['serve', '--docs'], /--docs needs a value/],
    [['serve', '--fault', 'api=hang'], /--fault api=hang: /],
    [['publish'], /unknown command "publish"/],
    [['serve', '--docs', '/nonexistent/dir/for/sure'], /--docs \/nonexistent\/dir\/for\/sure: not a directory/],
    [['serve', '--data', '/nonexistent.json'], /--data \/nonexistent\.json: no such file/],
  ] as Array<[string[], RegExp]>) {
    test(`${args.join(' ')}: one clear line, exit code 2`, async () => {
      const {code, stderr} = await failure(args);
      assert.equal(code, 2);
      const lines = stderr.trim().split('\n');
      assert.equal(lines.length, 1, stderr);
      assert.match(lines[0]!, /^docs-widgets: /);
      assert.match(lines[0]!, message);
    });
  }

  test('--help prints the usage and exits 0', async () => {
    const {code, stdout} = await failure(['serve', '--help']);
    assert.equal(code, 0);
    assert.match(stdout, /--docs \[SLUG\[\/VERSION\]=\]DIR/);
    assert.match(stdout, /--latency MS/);
    assert.match(stdout, /--fault PATTERN=SPEC/);
  });
});

describe('serve --fault', {timeout: 60_000}, () => {
  let child: ChildProcess;
  let base = '';
  before(async () => {
    child = run(['serve', '--port', '0', '--single-origin', '--fault', '/api/v3/search/=status:429,retry-after:7', '--fault', 're:/embed/=status:503,times:1']);
    base = /listening on (\S+)/.exec(await firstLine(child))![1]!;
  });
  after(() => {
    child.kill('SIGTERM');
  });

  test('matching API requests get the fault; others, and a fault used up, answer normally', async () => {
    const search = await fetch(`${base}api/v3/search/?q=${encodeURIComponent('project:pixelkit blur')}`);
    assert.equal(search.status, 429);
    assert.equal(search.headers.get('retry-after'), '7');
    const embedUrl = `${base}api/v3/embed/?url=${encodeURIComponent(`${base}docs/pixelkit/en/stable/quickstart.html`)}`;
    assert.equal((await fetch(embedUrl)).status, 503);
    assert.equal((await fetch(embedUrl)).status, 200, 'times:1 fails once');
    assert.equal((await fetch(`${base}api/v3/projects/pixelkit/`)).status, 200);
  });
});

describe('serve with the demo data', {timeout: 60_000}, () => {
  let child: ChildProcess;
  let base = '';
  before(async () => {
    child = run(['serve', '--port', '0', '--latency', '5']);
    base = /listening on (\S+)/.exec(await firstLine(child))![1]!;
  });
  after(() => {
    child.kill('SIGTERM');
  });

  test('serves the demo site, the PixelKit pages and the API over them', async () => {
    assert.match(await (await fetch(base)).text(), /docs-widgets demo/);
    // No favicon.ico 404 in the console: every demo page names its icon, and /favicon.ico answers too.
    for (const path of ['', 'zero-config/', 'strict-csp/']) {
      const html = await (await fetch(`${base}${path}`)).text();
      const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
      assert.ok(icon, `${path || '/'} names its icon`);
      const response = await fetch(new URL(icon, `${base}${path}`));
      assert.equal(response.status, 200, icon);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml');
    }
    assert.equal((await fetch(`${base}favicon.ico`)).status, 200);
    assert.equal((await fetch(`${base}docs-theme.css`)).headers.get('content-type'), 'text/css; charset=utf-8');
    const page = await (await fetch(`${base}docs/pixelkit/en/stable/quickstart.html`)).text();
    assert.match(page, /readthedocs-project-slug" content="pixelkit"/);
    const search = await (await fetch(`${base}_/api/v3/search/?q=${encodeURIComponent('project:pixelkit blur')}`)).json() as {results: Array<{path: string}>};
    assert.ok(search.results.length > 0);
    for (const result of search.results) {
      assert.equal((await fetch(new URL(result.path, base))).status, 200, result.path);
    }
    const roots: Array<[string, string]> = [
      ['docs/pixelkit/', 'docs/pixelkit/en/stable/'],
      ['docs/pixelkit/es/', 'docs/pixelkit/es/stable/'],
      ['docs/pixelkit/projects/plugins/', 'docs/pixelkit/projects/plugins/en/stable/'],
      ['docs/pixelkit/en/stable', 'docs/pixelkit/en/stable/'],
    ];
    for (const [from, to] of roots) {
      const response = await fetch(`${base}${from}`, {redirect: 'manual'});
      assert.equal(response.status, 302, from);
      assert.equal(new URL(response.headers.get('location')!, base).href, `${base}${to}`, from);
    }
    assert.equal((await fetch(`${base}docs/pixelkit/fr/`)).status, 404);
    assert.equal((await fetch(`${base}docs/pixelkit/en/2.1.0/guide/gpu.html`)).status, 404);
    assert.equal((await fetch(`${base}docs/pixelkit/en/latest/guide/gpu.html`)).status, 200);
  });
});
