/**
 * The `static` source: a Sphinx or MkDocs build served as plain files, with no API behind it.
 *
 * This module is a small shell, loaded wherever a page might be static: each part's implementation loads on its
 * first call, so a page pays only for what its widgets use.
 * - search: static-search.ts (a worker over our built index or the site's own);
 * - section: static-section.ts (the linked page fetched and cut with the shared section rule, through the sanitizer);
 * - versions: static-versions.ts (mike's `versions.json` or pydata's `switcher.json`);
 * - pageExists: whether the page answers (same origin only), here.
 *
 * Answers pass through the client's own schemas, and failures become its typed errors, so widgets show the states
 * they show for the hosting API.
 */

import {HttpError} from '../../api/errors.js';
import type {WidgetReadShapes} from '../../api/widget-schemas/shapes.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from '../source.js';
import {answerUpdate} from './answer-updates.js';
import type {StaticSite} from './detect.js';
import type {PageCache} from './page-section.js';
import type {IndexLocation} from './search-protocol.js';
import type {SearchWorkerClient} from './search-worker-client.js';
import {type FetchLike, readSiteText, SiteFileError} from './site-files.js';
import type {StaticSearch} from './static-search.js';

export interface StaticSourceOptions {
  site: StaticSite;
  fetch?: FetchLike | undefined;
  /** The worker to search in (tests); one per page by default. */
  worker?: SearchWorkerClient;
}

export class StaticSource implements DocsSource {
  readonly kind = 'static' as const;
  readonly key: string;
  readonly site: StaticSite;
  /** A static site goes by its host and root where widgets need a project name. */
  readonly projectName: string;
  readonly #fetch: FetchLike | undefined;
  readonly #worker: SearchWorkerClient | undefined;
  readonly #indexes: IndexLocation[];
  #search: Promise<StaticSearch> | undefined;
  #pages: Promise<PageCache> | undefined;
  #versions: Promise<VersionData> | undefined;

  constructor({site, fetch, worker}: StaticSourceOptions) {
    this.site = site;
    const root = new URL(site.root);
    this.projectName = `${root.host}${root.pathname}`;
    this.key = `static:${site.root}`;
    this.#fetch = fetch;
    this.#worker = worker;
    const nativeIndex: IndexLocation = site.doctype === 'mkdocs'
      ? {kind: 'mkdocs', url: new URL('search/search_index.json', site.root).href}
      : {kind: 'sphinx', url: new URL('searchindex.js', site.root).href, dirhtml: site.doctype === 'sphinx_htmldir'};
    // Our built index only where the page says `docs-widgets index` made one: asking elsewhere is a 404 in the console.
    this.#indexes = site.builtIndex ? [{kind: 'built', url: site.builtIndex}, nativeIndex] : [nativeIndex];
  }

  /** The search part, loaded once; a failed load is tried again on the next call. */
  #searcher(): Promise<StaticSearch> {
    const loading = this.#search ??= import('./static-search.js').then(({StaticSearch}) =>
      new StaticSearch({site: this.site, indexes: this.#indexes, pages: () => this.#pageCache(), worker: this.#worker}));
    loading.catch(() => {
      if (this.#search === loading) this.#search = undefined;
    });
    return loading;
  }

  /** The parsed pages, shared by previews and Sphinx snippets; loads the section part (and its sanitizer). */
  #pageCache(): Promise<PageCache> {
    const loading = this.#pages ??= import('./static-section.js').then(({newPageCache}) => newPageCache(this.#fetch));
    loading.catch(() => {
      if (this.#pages === loading) this.#pages = undefined;
    });
    return loading;
  }

  /** Starts loading the search index (on the reader's first sign of searching). */
  warmSearch(): void {
    this.#searcher().then((search) => search.warm(), () => {});
  }

  async search(params: SourceSearchParams, options?: SourceCallOptions): Promise<WidgetReadShapes['searchV3']> {
    return (await this.#searcher()).search(params, options);
  }

  searchUpdate(answer: WidgetReadShapes['searchV3']): Promise<WidgetReadShapes['searchV3']> | undefined {
    return answerUpdate(answer);
  }

  async section(params: SourceSectionParams, options?: SourceCallOptions): Promise<WidgetReadShapes['embedV3']> {
    const [{readSection}, pages] = await Promise.all([import('./static-section.js'), this.#pageCache()]);
    return readSection(this.site, pages, params, options);
  }

  versions(params: SourceVersionsParams): Promise<VersionData> {
    const file = this.site.versionsFile;
    const request = {url: file?.url ?? this.site.root, operation: 'versions'};
    if (!file) return Promise.reject(new HttpError(request, 404, 'This site names no versions file', null));
    if (params.refresh) this.#versions = undefined;
    const loading = this.#versions ??=
      import('./static-versions.js').then(({readVersions}) => readVersions(file, this.#fetch, request));
    loading.catch(() => {
      if (this.#versions === loading) this.#versions = undefined;
    });
    return loading;
  }

  /** The version this page is, from the versions file (pydata's configured match, or the folder it sits in). */
  async currentVersion(pageUrl: string): Promise<string | undefined> {
    const [data, {currentVersion}] = await Promise.all([this.versions({project: 'site', pageUrl}), import('./static-versions.js')]);
    return currentVersion(data, pageUrl, this.site.versionsFile?.url ?? pageUrl, this.site.versionMatch);
  }

  async pageExists(url: string, options?: SourceCallOptions): Promise<boolean | undefined> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return false;
    }
    // Another origin's pages cannot be read from here: go there unchecked.
    if (target.origin !== this.site.origin) return undefined;
    target.hash = '';
    try {
      await readSiteText(target.href, {fetch: this.#fetch, signal: options?.signal});
      return true;
    } catch (error) {
      if (options?.signal?.aborted) throw options.signal.reason;
      return error instanceof SiteFileError && error.status === 404 ? false : undefined;
    }
  }
}
