// The script-tag bundle from a second origin, for test/cdn/cross-origin.test.ts: the test server answers on
// `localhost` and `127.0.0.1` alike, two origins to a browser. A page served on one loads dist/cdn/ from the other,
// which answers with `Access-Control-Allow-Origin: *` as jsDelivr and unpkg do.
//
// `/cdn-hosted/<plain|strict>.html` is a hosted documentation page (test/fixtures/cdn/hosted.html: the hosting
// service's meta tags, its API in the page), without a CSP or under the strict one.
// `/cdn-site/<case>/<version>/<page>` is a small Sphinx site (test/fixtures/themes/sphinx, alabaster), built once per
// machine on first request, in versions 2.1 and 2.0 with a pydata-style `switcher.json`. Each page gets the script tag
// from the other origin, and the case's CSP and tag attributes. dist/cdn must be built (`npm run build`, as CI does).
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {extname, join, normalize, resolve} from 'node:path';
import {promisify} from 'node:util';

const root = resolve(import.meta.dirname, '..');
const fixture = join(root, 'test/fixtures/themes/sphinx');
const sites = join(tmpdir(), 'docs-widgets-cdn-site');

/** A strict CSP that names the bundle's origin, and what the worker asks of it (worker-src). */
const strictCsp = (cdn, workerSrc) => [
  "default-src 'none'", `script-src 'self' ${cdn}`, "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self'", "connect-src 'self'", `worker-src ${workerSrc}`, "base-uri 'none'", "form-action 'none'",
  "object-src 'none'", "frame-ancestors 'self'", "require-trusted-types-for 'script'",
  'trusted-types lit-html dompurify docs-widgets',
].join('; ');

/**
 * The cases: the page's CSP (none, or what a function of the bundle's origin gives) and the tag's extra attributes.
 * - plain: no CSP. strict: the strict CSP with `worker-src blob:` (the bootstrap).
 * - copy: the strict CSP with `worker-src 'self'` only, and `data-worker-url` naming a same-origin copy of the worker.
 * - refused: a CSP that refuses blob: workers (and only that, so the theme's own scripts run and show its search box).
 * - missing: no CSP, and a `data-worker-url` on the bundle's origin that is not there (a load failure, no CSP at all).
 * - french: the strict CSP, on pages whose `<html lang>` says French (the translations load from the bundle's origin).
 */
const CASES = {
  plain: {},
  strict: {csp: (cdn) => strictCsp(cdn, 'blob:')},
  copy: {csp: (cdn) => strictCsp(cdn, "'self'"), attributes: () => 'data-worker-url="/dist/cdn/search-worker.js"'},
  refused: {csp: () => "worker-src 'self'"},
  missing: {attributes: (cdn) => `data-worker-url="${cdn}/dist/cdn/no-such-worker.js"`},
  french: {csp: (cdn) => strictCsp(cdn, 'blob:'), lang: 'fr'},
};

const TYPES = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.inv': 'application/octet-stream', '.txt': 'text/plain'};

let built;
/** Builds the Sphinx site once (kept in the OS temp folder while the fixture is unchanged). */
function buildSite() {
  built ??= (async () => {
    const stamp = Math.max(...['conf.py', 'index.rst', 'guide.rst', 'api.rst', 'glossary.rst']
      .map((name) => statSync(join(fixture, name)).mtimeMs));
    const out = join(sites, String(Math.round(stamp)));
    if (!existsSync(join(out, 'searchindex.js'))) {
      mkdirSync(sites, {recursive: true});
      await promisify(execFile)('sphinx-build', ['-q', '-b', 'html', fixture, out], {env: {...process.env, DOCS_THEME: 'alabaster'}});
    }
    return out;
  })();
  return built;
}

export async function secondOriginMiddleware(context, next) {
  const path = context.path;
  if (path.startsWith('/dist/cdn/')) {
    await next();
    context.set('Access-Control-Allow-Origin', '*');
    return;
  }
  // The other of the two names the test server answers to.
  const [host, port] = context.host.split(':');
  const cdn = `http://${host === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`;
  const hosted = /^\/cdn-hosted\/(plain|strict)\.html$/.exec(path);
  if (hosted) {
    context.type = 'text/html; charset=utf-8';
    context.body = readFileSync(join(root, 'test/fixtures/cdn/hosted.html'), 'utf8').replaceAll('CDN_ORIGIN', cdn);
    if (hosted[1] === 'strict') context.set('Content-Security-Policy', strictCsp(cdn, "'none'"));
    return;
  }
  const match = /^\/cdn-site\/(\w+)\/(.*)$/.exec(path);
  const which = match && CASES[match[1]];
  if (!which) return next();
  const [, name, rest] = match;
  if (rest === 'switcher.json') {
    context.type = 'application/json';
    context.body = JSON.stringify([
      {version: '2.1', url: `/cdn-site/${name}/2.1/`, name: '2.1 (stable)', preferred: true},
      {version: '2.0', url: `/cdn-site/${name}/2.0/`},
    ]);
    return;
  }
  const version = /^(2\.1|2\.0)\/(.*)$/.exec(rest);
  if (!version) return next();
  const site = await buildSite();
  const relative = normalize(version[2] || 'index.html');
  const file = join(site, relative.endsWith('/') ? `${relative}index.html` : relative);
  if (!file.startsWith(site) || !existsSync(file) || statSync(file).isDirectory()) return next();
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  context.set('Cache-Control', 'no-cache');
  context.type = type;
  if (!type.startsWith('text/html')) {
    context.body = readFileSync(file);
    return;
  }
  const attributes = [`data-versions-url="/cdn-site/${name}/switcher.json"`, which.attributes?.(cdn)].filter(Boolean).join(' ');
  // What the test reads of the page (docs-error events, CSP reports) is recorded by a same-origin script, first.
  const tags = '<script type="module" async src="/test/fixtures/cdn/watch.js"></script>' +
    `<script type="module" async src="${cdn}/dist/cdn/docs-widgets.js" ${attributes}></script>`;
  const page = readFileSync(file, 'utf8').replace(/<\/head>/i, `${tags}</head>`);
  context.body = which.lang ? page.replace(/<html[^>]*>/i, `<html lang="${which.lang}">`) : page;
  if (which.csp) context.set('Content-Security-Policy', which.csp(cdn));
}
