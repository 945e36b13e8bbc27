/**
 * `docs-widgets serve --docs` answering as the hosting service answers (issues 25, 26, 27, 29): the docs origin is
 * the one the request came to (`localhost`, `127.0.0.1`, a forwarded host) for pages, `/_/api/`, `/_/addons/` and the
 * URLs in their answers; dashboard URLs point at the dashboard origin; the site's language is read from the site; a
 * 404 carries the service's meta tags; answers are compressed by `Accept-Encoding`.
 *
 * Requests go through node:http so that the Host, X-Forwarded-* and Accept-Encoding headers are sent as written and
 * the bytes come back as sent.
 */

import assert from 'node:assert/strict';
import {type ChildProcess, spawn} from 'node:child_process';
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createInterface} from 'node:readline';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'src/cli/docs-widgets.ts');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({host: '127.0.0.1', port, path, method, headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read loosely

/** The server's start-up lines up to the search index line, and its two ports. */
function started(child: ChildProcess): Promise<{docsPort: number; apiPort: number; lines: string[]}> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const lines: string[] = [];
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const reader = createInterface({input: child.stdout!});
    reader.on('line', (line) => {
      lines.push(line);
      if (!line.startsWith('search index: ')) return;
      reader.close();
      const docsPort = Number(/^listening on http:\/\/127\.0\.0\.1:(\d+)\//m.exec(lines.join('\n'))?.[1]);
      const apiPort = Number(/^dashboard API on http:\/\/127\.0\.0\.1:(\d+)\//m.exec(lines.join('\n'))?.[1]);
      resolve({docsPort, apiPort, lines});
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

const page = (lang: string, title: string, body: string, head = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>${head}</head>` +
  `<body><main role="main"><h1 id="top">${title}</h1>${body}</main></body></html>`;

/** A paragraph repeated to well over the compression threshold, as real pages are. */
const LONG = Array.from({length: 60}, (_, i) => `<p>Paragraph ${i}: the configuration file sets the widgets' options.</p>`).join('');

describe('serve --docs as the hosting service serves it', {timeout: 120_000}, () => {
  let child: ChildProcess;
  let dir = '';
  let docsPort = 0;
  let apiPort = 0;
  let lines: string[] = [];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-widgets-service-'));
    // A Sphinx build in Japanese (its language in documentation_options.js), an MkDocs one in Brazilian Portuguese
    // (only <html lang>), and an English-looking one whose language the flag overrides.
    await mkdir(join(dir, 'ja', '_static'), {recursive: true});
    await writeFile(join(dir, 'ja', '_static', 'documentation_options.js'),
      "var DOCUMENTATION_OPTIONS = {\n    VERSION: '1.0',\n    LANGUAGE: 'ja',\n    BUILDER: 'html',\n};\n");
    await writeFile(join(dir, 'ja', 'index.html'), page('ja', 'ホーム', '<p>設定ファイル。</p><p><a href="guide.html#setup">ガイド</a></p>',
      '<script src="_static/documentation_options.js"></script>'));
    await writeFile(join(dir, 'ja', 'guide.html'), page('ja', 'ガイド', `<section id="setup"><h2>Setup</h2><p>Install the widgets.</p></section>${LONG}`));
    await mkdir(join(dir, 'mk'));
    await writeFile(join(dir, 'mk', 'index.html'), page('pt-BR', 'Início', '<p>Bem-vindo.</p>', '<meta name="generator" content="mkdocs-1.4.2">'));
    await writeFile(join(dir, 'mk', '404.html'), page('pt-BR', 'Página não encontrada', '<p>Nada aqui.</p>', '<meta name="generator" content="mkdocs-1.4.2">'));
    await mkdir(join(dir, 'plain'));
    await writeFile(join(dir, 'plain', 'index.html'), page('en', 'Plain', '<p>Plain.</p>'));
    child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--port', '0', '--index-cache', 'off',
      '--docs', `site=${join(dir, 'ja')}`, '--docs', `mk=${join(dir, 'mk')}`, '--docs', `plain/2.0=${join(dir, 'plain')}`,
      '--language', 'plain=zh_CN'], {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
    ({docsPort, apiPort, lines} = await started(child));
  });
  after(async () => {
    child?.kill('SIGTERM');
    await rm(dir, {recursive: true, force: true});
  });

  const variants = (): Array<{name: string; headers: Record<string, string>; origin: string; dashboard: string}> => [
    {name: 'localhost', headers: {host: `localhost:${docsPort}`}, origin: `http://localhost:${docsPort}`,
      dashboard: `http://localhost:${apiPort}`},
    {name: '127.0.0.1', headers: {host: `127.0.0.1:${docsPort}`}, origin: `http://127.0.0.1:${docsPort}`,
      dashboard: `http://127.0.0.1:${apiPort}`},
    // Behind a proxy: the docs follow the forwarded host; the dashboard is the one origin of it known to be reachable.
    {name: 'a forwarded host', headers: {host: `127.0.0.1:${docsPort}`, 'x-forwarded-host': 'docs.example.test', 'x-forwarded-proto': 'https'},
      origin: 'https://docs.example.test', dashboard: `http://127.0.0.1:${apiPort}`},
  ];

  test('under localhost, 127.0.0.1 and a forwarded host: the same page, and answers whose URLs are on that host', async () => {
    for (const {name, headers, origin, dashboard} of variants()) {
      const docs = `${origin}/docs/site/ja/latest/`;
      const pageAnswer = await get(docsPort, '/docs/site/ja/latest/guide.html', headers);
      assert.equal(pageAnswer.status, 200, name);
      assert.match(pageAnswer.body.toString(), /<meta name="readthedocs-project-slug" content="site">/, name);
      const root = await get(docsPort, '/docs/site/', headers);
      assert.equal(root.headers.location, docs, name);

      const embed = await get(docsPort, `/_/api/v3/embed/?url=${encodeURIComponent(`${docs}guide.html#setup`)}`, headers);
      assert.equal(embed.status, 200, `${name}: embed ${embed.body}`);
      assert.equal(json(embed).fragment, 'setup');

      const search = await get(docsPort, `/_/api/v3/search/?q=${encodeURIComponent('project:site/latest widgets')}`, headers);
      assert.equal(search.status, 200, name);
      const result = json(search).results[0];
      assert.equal(`${result.domain}${result.path}`, `${docs}guide.html`, name);

      const addons = await get(docsPort, `/_/addons/?api-version=1&client-version=t&url=${encodeURIComponent(`${docs}guide.html`)}`, headers);
      assert.equal(addons.status, 200, `${name}: addons ${addons.body}`);
      const payload = json(addons);
      assert.equal(payload.readthedocs.resolver.filename, '/guide.html', name);
      assert.equal(payload.versions.current.urls.documentation, docs, name);
      assert.equal(payload.projects.current.urls.documentation, docs, name);
      // Dashboard URLs name the dashboard origin, never the docs origin where they are 404s.
      assert.equal(payload.projects.current.urls.home, `${dashboard}/projects/site/`, name);
      assert.equal(payload.projects.current.urls.builds, `${dashboard}/projects/site/builds/`, name);
      assert.equal(payload.versions.current.urls.dashboard.edit, `${dashboard}/dashboard/site/version/latest/edit/`, name);
      assert.equal(payload.domains.dashboard, new URL(dashboard).host, name);
    }
    // The dashboard API asked as localhost: its documentation URLs are on localhost's docs origin.
    const project = json(await get(apiPort, '/api/v3/projects/site/', {host: `localhost:${apiPort}`}));
    assert.equal(project.urls.documentation, `http://localhost:${docsPort}/docs/site/ja/latest/`);
    assert.equal(project._links._self, `http://localhost:${apiPort}/api/v3/projects/site/`);
    const search = json(await get(apiPort, `/api/v3/search/?q=${encodeURIComponent('project:site/latest widgets')}`, {host: `localhost:${apiPort}`}));
    assert.equal(search.results[0].domain, `http://localhost:${docsPort}`);
    // The dashboard pages those URLs name lead to their API resources, not to a 404.
    const home = await get(apiPort, '/projects/site/builds/', {host: `localhost:${apiPort}`});
    assert.equal(home.status, 302);
    assert.equal(home.headers.location, '/api/v3/projects/site/builds/');
  });

  test('each site’s language from the site, or from --language; in the URLs and the payload', async () => {
    const said = lines.filter((line) => line.startsWith('docs '));
    const line = (slug: string) => said.find((text) => text.startsWith(`docs ${slug}/`)) ?? '';
    assert.match(line('site'), /language ja from _static\/documentation_options\.js\).*\/docs\/site\/ja\/latest\/$/);
    assert.match(line('mk'), /language pt-br from index\.html\).*\/docs\/mk\/pt-br\/latest\/$/);
    assert.match(line('plain'), /language zh-cn from --language\).*\/docs\/plain\/zh-cn\/2\.0\/$/);
    for (const [slug, version, code, name] of [['site', 'latest', 'ja', 'Japanese'], ['mk', 'latest', 'pt-br', 'Brazilian Portuguese'],
      ['plain', '2.0', 'zh-cn', 'Simplified Chinese']] as const) {
      const payload = json(await get(docsPort, `/_/addons/?api-version=1&project-slug=${slug}&version-slug=${version}`));
      assert.deepEqual(payload.projects.current.language, {code, name}, slug);
      assert.equal(payload.versions.current.urls.documentation, `http://127.0.0.1:${docsPort}/docs/${slug}/${code}/${version}/`);
      assert.equal((await get(docsPort, `/docs/${slug}/${code}/${version}/`)).status, 200, slug);
    }
  });

  test('a 404 inside a project carries the service’s meta tags; the site’s own 404.html where it has one', async () => {
    const missing = await get(docsPort, '/docs/site/ja/latest/no/such.html');
    assert.equal(missing.status, 404);
    const html = missing.body.toString();
    assert.match(html, /<meta name="readthedocs-project-slug" content="site">/);
    assert.match(html, /<meta name="readthedocs-version-slug" content="latest">/);
    assert.match(html, /<meta name="readthedocs-resolver-filename" content="\/no\/such\.html">/);
    assert.match(html, /<meta name="readthedocs-http-status" content="404">/);
    assert.match(html, /<script type="module" async src="\/_\/docs-widgets\/docs-widgets\.js"><\/script>/);
    const own = await get(docsPort, '/docs/mk/pt-br/latest/missing/');
    assert.equal(own.status, 404);
    assert.match(own.body.toString(), /Página não encontrada/);
    assert.match(own.body.toString(), /<meta name="readthedocs-project-slug" content="mk">/);
    // An unknown version: the project is known, the version is not.
    const version = (await get(docsPort, '/docs/site/ja/9.9/index.html')).body.toString();
    assert.match(version, /<meta name="readthedocs-project-slug" content="site">/);
    assert.doesNotMatch(version, /readthedocs-version-slug/);
  });

  test('compressed by Accept-Encoding: brotli preferred, gzip, none; Vary; HEAD and Range', async () => {
    const path = '/docs/site/ja/latest/guide.html';
    const plain = await get(docsPort, path);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    assert.equal(Number(plain.headers['content-length']), plain.body.length);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const) {
      const answer = await get(docsPort, path, {'accept-encoding': accept});
      assert.equal(answer.headers['content-encoding'], encoding, accept);
      assert.equal(answer.headers.vary, 'Accept-Encoding', accept);
      assert.equal(Number(answer.headers['content-length']), answer.body.length, accept);
      assert.ok(answer.body.length < plain.body.length / 2, `${accept}: ${answer.body.length} of ${plain.body.length}`);
      assert.deepEqual(decode(answer.body), plain.body, accept);
    }
    assert.equal((await get(docsPort, path, {'accept-encoding': 'identity'})).headers['content-encoding'], undefined);
    const head = await get(docsPort, path, {'accept-encoding': 'br'}, 'HEAD');
    const full = await get(docsPort, path, {'accept-encoding': 'br'});
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers['content-length'], full.headers['content-length']);
    assert.equal(head.body.length, 0);
    const apiPath = '/_/addons/?api-version=1&project-slug=site&version-slug=latest';
    const apiHead = await get(docsPort, apiPath, {'accept-encoding': 'gzip'}, 'HEAD');
    assert.equal(apiHead.headers['content-encoding'], 'gzip');
    assert.equal(apiHead.headers['content-length'], (await get(docsPort, apiPath, {'accept-encoding': 'gzip'})).headers['content-length']);
    assert.equal(apiHead.body.length, 0);
    const range = await get(docsPort, path, {'accept-encoding': 'br', range: 'bytes=0-99'});
    assert.equal(range.headers['content-encoding'], undefined, 'a range is never of compressed bytes');
    assert.deepEqual(range.body, plain.body);
    // API answers too; small ones (under the threshold) are sent as they are.
    const addons = await get(docsPort, '/_/addons/?api-version=1&project-slug=site&version-slug=latest', {'accept-encoding': 'gzip'});
    assert.equal(addons.headers['content-encoding'], 'gzip');
    assert.equal(json({...addons, body: gunzipSync(addons.body)}).api_version, '1');
    const small = await get(docsPort, '/_/addons/?api-version=1', {'accept-encoding': 'gzip'});
    assert.equal(small.status, 400);
    assert.equal(small.headers['content-encoding'], undefined);
  });
});
