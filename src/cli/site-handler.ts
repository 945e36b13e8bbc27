/**
 * Everything `serve` answers besides the API: documentation pages at their docs URLs with the widgets injected, the
 * assets of `--docs` sites (`_static`, `_images`, …), the CDN bundle at `/_/docs-widgets/`, and the demo site at `/`.
 */

import type {ReferenceApi} from '../reference-api/index.js';
import {DOCS_PREFIX} from '../reference-api/urls.js';
import {scriptTag} from './add-tag.js';
import {type SiteDirectories, siteKey} from './build-dataset.js';
import {readStaticFile} from './static-files.js';

export const WIDGETS_PATH = '/_/docs-widgets/';
export const WIDGETS_SCRIPT = `${WIDGETS_PATH}docs-widgets.js`;

export interface SiteOptions {
  api: ReferenceApi;
  sites: SiteDirectories;
  /** dist/cdn/ of the package. */
  cdnDir: string;
  /** demo/ of the package. */
  demoDir: string;
  /**
   * The `--docs` sites: when there are any, `/` shows them (the site itself, or a list of several) instead of the
   * demo, which is about another project.
   */
  served?: ReadonlyArray<{slug: string; version: string}>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Adds the four meta tags the hosting service injects in every page it serves (when missing: project, version, the
 * page's file name inside its version, the HTTP status) and the widgets' script before `</head>`.
 */
export function injectWidgets(html: string, project: string, version: string | undefined, filename?: string, status = 200): string {
  const tags: string[] = [];
  const metas: Array<[string, string | undefined]> = [
    ['readthedocs-project-slug', project],
    ['readthedocs-version-slug', version],
    ['readthedocs-resolver-filename', filename],
    ['readthedocs-http-status', String(status)],
  ];
  for (const [name, content] of metas) {
    if (content === undefined || new RegExp(`name=["']${name}["']`).test(html)) continue;
    tags.push(`<meta name="${name}" content="${escapeAttribute(content)}">`);
  }
  // A page `docs-widgets add` tagged loads the bundle already: a second copy would define the elements twice.
  if (!/<script\b[^>]*\bsrc=["'][^"'>]*docs-widgets\.js["']/i.test(html)) tags.push(scriptTag(WIDGETS_SCRIPT));
  const insert = `${tags.join('\n')}\n`;
  const head = html.search(/<\/head\s*>/i);
  if (head !== -1) return `${html.slice(0, head)}${insert}${html.slice(head)}`;
  return `${insert}${html}`;
}

function pageHtml(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/docs-theme.css"></head><body><main class="body" role="main">${body}</main></body></html>`;
}

function page(title: string, body: string, status = 200): Response {
  const html = pageHtml(title, body);
  // Not-found pages carry no nosniff: a theme's stylesheet link to a missing file then fails as a plain 404, without
  // Chromium's strict-MIME console error (Debian's furo links /javascript/normalize.css, which is not shipped).
  const headers = status === 200 ? {'content-type': 'text/html; charset=utf-8', ...COMMON_HEADERS} : {'content-type': 'text/html; charset=utf-8'};
  return new Response(html, {status, headers});
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `/` with `--docs`: the one site served, or the list of them. */
function servedDocs(api: ReferenceApi, origin: string, served: ReadonlyArray<{slug: string; version: string}>): Response {
  const urls = served.map((site) => ({...site, url: api.deps.docsUrl(origin, site.slug, site.version)}));
  if (urls.length === 1) return redirect(urls[0]!.url);
  const items = urls.map((site) =>
    `<li><a href="${escapeAttribute(site.url)}">${escapeText(site.slug)} ${escapeText(site.version)}</a></li>`);
  return page('Documentation served', `<h1>Documentation served</h1><ul>${items.join('')}</ul>`);
}

function notFoundHtml(message: string): string {
  return pageHtml('Not found', `<h1>Not found</h1><p>${escapeText(message)}</p><p><a href="/">Back to the start page</a></p>`);
}

function notFoundPage(message: string): Response {
  return new Response(notFoundHtml(message), {status: 404, headers: {'content-type': 'text/html; charset=utf-8'}});
}

/**
 * A 404 inside a project's documentation, as the service serves it: the version's own `404.html` (or
 * `404/index.html`), else the default version's, else ours, each with the service's meta tags (project, version when
 * known, the file name asked for, status 404) and the widgets, so a client on it can ask `/_/addons/` for the project.
 */
function projectNotFound(html: string, project: string, version: string | undefined, filename: string): Response {
  return new Response(injectWidgets(html, project, version, filename, 404), {
    status: 404,
    headers: {'content-type': 'text/html; charset=utf-8'},
  });
}

/** Types are set from file extensions; browsers must not second-guess them. */
const COMMON_HEADERS = {'cache-control': 'no-cache', 'x-content-type-options': 'nosniff'};

function file(body: Uint8Array<ArrayBuffer>, type: string): Response {
  return new Response(body, {headers: {'content-type': type, ...COMMON_HEADERS}});
}

function redirect(location: string): Response {
  return new Response(null, {status: 302, headers: {location}});
}

export function createSiteHandler(options: SiteOptions): (request: Request, origin: string) => Promise<Response> {
  const {api, sites} = options;

  /**
   * `/docs/{project}/`, `/docs/{project}/{lang}/`, `/docs/{parent}/projects/{alias}/[{lang}/]`: the default version's
   * root (of the translation for another language), as the hosting service's root redirect does.
   */
  function versionRoot(url: URL, origin: string): string | undefined {
    const deps = api.deps;
    let segments: string[];
    try {
      segments = url.pathname.slice(DOCS_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return undefined;
    }
    const [slug = '', ...rest] = segments;
    let project = deps.findProject(slug);
    let prefix = `${DOCS_PREFIX}${encodeURIComponent(slug)}/`;
    if (project && rest[0] === 'projects' && rest[1]) {
      const alias = rest[1];
      const child = deps.subprojectsOf(project.slug).find((relation) => relation.alias === alias)?.child;
      project = child ? deps.findProject(child) : undefined;
      prefix += `projects/${encodeURIComponent(alias)}/`;
      rest.splice(0, 2);
    }
    if (!project || rest.length > 1) return undefined;
    const [language] = rest;
    if (language) {
      const probe = deps.resolveDocsUrl(origin, `${origin}${prefix}${encodeURIComponent(language)}/_/`);
      project = probe ? deps.findProject(probe.project) : undefined;
    }
    return project ? deps.docsUrl(origin, project.slug, project.default_version) : undefined;
  }

  async function docs(request: Request, url: URL, origin: string): Promise<Response> {
    const deps = api.deps;
    const resolved = deps.resolveDocsUrl(origin, url.href);
    if (!resolved) {
      const root = versionRoot(url, origin);
      return root ? redirect(root) : notFoundPage(`No documentation lives at ${url.pathname}.`);
    }
    const user = deps.userFromRequest(request);
    const version = deps.findVersion(resolved.project, resolved.version);
    const project = deps.findProject(resolved.project);
    const filename = `/${resolved.path}`;
    if (!project || !deps.canSee(user, project)) return notFoundPage(`No documentation lives at ${url.pathname}.`);
    if (!version || !version.active || !deps.canSee(user, version)) {
      const message = `Version ${resolved.version} of ${resolved.project} is not available.`;
      const own = await ownNotFoundPage(project.slug, project.default_version);
      return projectNotFound(own ?? notFoundHtml(message), project.slug, undefined, filename);
    }
    await api.content.ready();
    const ref = {project: resolved.project, version: resolved.version};
    const page = api.content.getPage(ref, resolved.path);
    if (page) {
      if (!url.pathname.endsWith('/') && !/\.html?$/i.test(url.pathname) && page.path.endsWith('index.html')) {
        return redirect(`${url.pathname}/${url.search}`);
      }
      return new Response(injectWidgets(page.html, resolved.project, resolved.version, `/${page.path}`), {
        headers: {'content-type': 'text/html; charset=utf-8', ...COMMON_HEADERS},
      });
    }
    const dir = sites.get(siteKey(resolved.project, resolved.version));
    const asset = dir ? await readStaticFile(dir, resolved.path) : undefined;
    if (asset) return file(asset.body, asset.type);
    const own = (await ownNotFoundPage(resolved.project, resolved.version)) ?? (await ownNotFoundPage(resolved.project, project.default_version));
    const message = `${resolved.path || 'This page'} does not exist in ${resolved.project} ${resolved.version}.`;
    return projectNotFound(own ?? notFoundHtml(message), resolved.project, resolved.version, filename);
  }

  /** The version's own 404 page (`404.html`, `404/index.html`: MkDocs writes one, sphinx-notfound-page too). */
  async function ownNotFoundPage(project: string, version: string): Promise<string | undefined> {
    await api.content.ready();
    for (const path of ['404.html', '404/index.html']) {
      const found = api.content.getPage({project, version}, path);
      if (found) return found.html;
    }
    return undefined;
  }

  return async (request, origin) => {
    // The URL as the reader sees it: on the origin the request came to (a forwarded host included), which is where
    // its documentation URLs are resolved and built.
    const asked = new URL(request.url);
    const url = new URL(`${asked.pathname}${asked.search}`, origin);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', {status: 405, headers: {allow: 'GET, HEAD'}});
    }
    if (url.pathname.startsWith(DOCS_PREFIX)) return docs(request, url, origin);
    if (url.pathname.startsWith(WIDGETS_PATH)) {
      const asset = await readStaticFile(options.cdnDir, url.pathname.slice(WIDGETS_PATH.length));
      if (asset) return file(asset.body, asset.type);
      return new Response('// docs-widgets bundle not built: run "npm run build".\n', {
        status: 404,
        headers: {'content-type': 'text/javascript; charset=utf-8'},
      });
    }
    if (url.pathname === '/' && options.served?.length) return servedDocs(api, origin, options.served);
    // Browsers ask for /favicon.ico on every page without an icon link (docs pages too): answer with ours.
    const path = url.pathname === '/favicon.ico' ? '/favicon.svg' : url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
    const asset = await readStaticFile(options.demoDir, path);
    if (asset) return file(asset.body, asset.type);
    return notFoundPage(`${url.pathname} was not found.`);
  };
}
