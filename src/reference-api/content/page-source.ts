/**
 * Which pages search reads, and the model of one page as search sees it. Shared by the content index and the worker
 * threads `serve` parses pages on (`extract-worker.ts`).
 */

import type {DatasetPage} from '../dataset.js';
import type {Doctype} from '../model.js';
import type {ParseTree} from './html-parser.js';
import {type PageModel, extractPage} from './page-model.js';

/**
 * Pages at the root of a version that are served but never searched: the hosting service's default `search.ignore`
 * (`search.html`, `search/index.html`, `404.html`, `404/index.html`), and the indexes Sphinx generates, which repeat
 * every term of the site as a link (`genindex.html`, `genindex-A.html`, `genindex-all.html`, `py-modindex.html`,
 * `np-modindex.html`, any domain's `*-modindex.html`, and their `dir/index.html` forms under the dirhtml builder).
 * Assets are not pages.
 */
const UNSEARCHABLE = new RegExp(
  '^(search|404|genindex(-[^/]*)?|([a-z]+-)?modindex)(\\.html|/index\\.html|/)$' +
    '|(^|/)_(static|sources|images|downloads|modules)/',
);

export function isSearchablePath(path: string): boolean {
  return !UNSEARCHABLE.test(path);
}

/** The `<title>` text of a page we do not parse (entities left as they are; only for generated pages). */
function titleFromHtml(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Generated pages (the general index can be a site's largest page) keep their title and are not parsed. */
export function pageModelOf(page: DatasetPage, doctype: Doctype, parse: ParseTree): PageModel {
  return isSearchablePath(page.path)
    ? extractPage(parse(page.html), doctype, page.title)
    : {title: page.title ?? titleFromHtml(page.html), sections: [], domains: []};
}
