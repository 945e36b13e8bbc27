/** The page frame of the demo documentation: a Sphinx-like theme with a sidebar table of contents. */

import {esc, relativeUrl} from './html.js';

export interface NavEntry {
  path: string;
  title: string;
  children?: NavEntry[];
}

export interface LayoutOptions {
  /** Path of this page inside the version. */
  path: string;
  title: string;
  /** Project display name, e.g. `PixelKit`. */
  projectName: string;
  /** Release shown in the header, e.g. `2.1.0`. */
  release: string;
  language: string;
  nav: NavEntry[];
  body: string;
  /** Text of the "documentation" suffix in the title, translated. */
  documentationWord?: string;
  searchLabel?: string;
  contentsLabel?: string;
  footer?: string;
  previousLabel?: string;
  nextLabel?: string;
  pagerLabel?: string;
}

function navList(entries: NavEntry[], current: string, level: number): string {
  const items = entries
    .map((entry) => {
      const isCurrent = entry.path === current;
      const link = `<a class="reference internal${isCurrent ? ' current' : ''}" href="${relativeUrl(current, entry.path)}"${isCurrent ? ' aria-current="page"' : ''}>${esc(entry.title)}</a>`;
      const children = entry.children?.length ? navList(entry.children, current, level + 1) : '';
      return `<li class="toctree-l${level}${isCurrent ? ' current' : ''}">${link}${children}</li>`;
    })
    .join('\n');
  return `<ul>\n${items}\n</ul>`;
}

/** "Previous / Next" links in table-of-contents order, as Sphinx themes show them under the content. */
function pager(options: LayoutOptions): string {
  const order = [{path: 'index.html', title: options.projectName}, ...flatten(options.nav)];
  const position = order.findIndex((entry) => entry.path === options.path);
  if (position === -1) return '';
  const previous = order[position - 1];
  const next = order[position + 1];
  const link = (entry: NavEntry, rel: 'prev' | 'next', label: string) =>
    `<a class="pager-${rel}" href="${relativeUrl(options.path, entry.path)}" rel="${rel}"><span class="pager-label">${label}</span> ${esc(entry.title)}</a>`;
  return `<nav class="pager" aria-label="${options.pagerLabel ?? 'Previous and next page'}">${previous ? link(previous, 'prev', options.previousLabel ?? 'Previous') : '<span></span>'}${next ? link(next, 'next', options.nextLabel ?? 'Next') : ''}</nav>`;
}

function flatten(entries: NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

export function layout(options: LayoutOptions): string {
  const root = relativeUrl(options.path, 'index.html');
  const documentation = options.documentationWord ?? 'documentation';
  return `<!DOCTYPE html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Sphinx 7.4.7">
<title>${esc(options.title)} — ${esc(options.projectName)} ${esc(options.release)} ${documentation}</title>
<link rel="stylesheet" href="/docs-theme.css">
</head>
<body>
<header class="site-header">
<a class="brand" href="${root}"><span class="logo" aria-hidden="true">◧</span> ${esc(options.projectName)}</a>
<span class="release">${esc(options.release)}</span>
</header>
<div class="document">
<nav class="sphinxsidebar" role="navigation" aria-label="${options.contentsLabel ?? 'Contents'}">
<p class="caption" role="heading" aria-level="2">${options.contentsLabel ?? 'Contents'}</p>
${navList(options.nav, options.path, 1)}
</nav>
<main class="body" role="main">
${options.body}
${pager(options)}
</main>
</div>
<footer class="site-footer">${options.footer ?? `© 2026 PixelKit Labs. Built with Sphinx 7.4.7.`}</footer>
</body>
</html>
`;
}
