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
</main>
</div>
<footer class="site-footer">${options.footer ?? `© 2026 PixelKit Labs. Built with Sphinx 7.4.7.`}</footer>
</body>
</html>
`;
}
