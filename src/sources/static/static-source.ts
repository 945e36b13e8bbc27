/**
 * The `static` source: a Sphinx or MkDocs build served as plain files, with no API behind it.
 *
 * - search: in a worker, from `_docs-widgets/` (our built index) when the site has one, else from the site's own
 *   index (Sphinx `searchindex.js`, MkDocs `search/search_index.json`);
 * - section: the linked page fetched and cut with the shared section rule (page-section.ts);
 * - versions: mike's `versions.json` or pydata's `switcher.json` (versions-files.ts);
 * - pageExists: whether the page answers (same origin only).
 *
 * Answers pass through the client's own schemas, and failures become its typed errors, so widgets show the states
 * they show for the hosting API.
 */

import {DocsApiError, HttpError, NetworkError, SchemaError, type DocsApiRequestInfo} from '../../api/errors.js';
import {embedV3Schema, searchResponseV3Schema, type EmbedV3, type SearchResponseV3} from '../../api/schemas.js';
import type {VersionData} from '../../versions/version-entry.js';
import type {DocsSource, SourceCallOptions, SourceSearchParams, SourceSectionParams, SourceVersionsParams} from '../source.js';
import type {StaticSite} from './detect.js';
import {INDEX_DIR} from './built-index-format.js';
import {PageCache, staticSection} from './page-section.js';
import type {IndexLocation} from './search-protocol.js';
import {SearchWorkerClient, SearchWorkerError, WorkerRequestFailed} from './search-worker-client.js';
import {type FetchLike, readSiteText, SiteFileError} from './site-files.js';
import {fillSphinxSnippets} from './sphinx-snippets.js';
import {VersionsFileError, currentVersion, readVersionsFile} from './versions-files.js';

export interface StaticSourceOptions {
  site: StaticSite;
  fetch?: FetchLike | undefined;
  /** The worker to search in (tests); one per page by default. */
  worker?: SearchWorkerClient;
}

let pageWorker: SearchWorkerClient | undefined;

/**
 * How long results found through Sphinx's own index wait for their snippets (the pages they come from, fetched and
 * read): past it they show with what is ready, and the pages still loading are kept for the next query.
 */
const SNIPPET_BUDGET_MS = 400;

function toClientError(error: unknown, request: DocsApiRequestInfo): unknown {
  if (error instanceof DocsApiError || (error instanceof DOMException && error.name === 'AbortError')) return error;
  if (error instanceof WorkerRequestFailed) {
    const {failure} = error;
    if (failure.kind === 'abort') return new DOMException(failure.message, 'AbortError');
    const at = {url: failure.url, operation: request.operation};
    if (failure.kind === 'http') return new HttpError(at, failure.status ?? 0, failure.message, null);
    if (failure.kind === 'index') return new SchemaError(at, [{path: [], message: failure.message, code: 'custom'}], failure.message);
    return new NetworkError(at, new Error(failure.message));
  }
  if (error instanceof SiteFileError) {
    const at = {url: error.url, operation: request.operation};
    return error.status ? new HttpError(at, error.status, error.message, null) : new NetworkError(at, error);
  }
  if (error instanceof VersionsFileError) return new SchemaError(request, [{path: [], message: error.message, code: 'custom'}], error.message);
  if (error instanceof SearchWorkerError) return new NetworkError(request, error);
  return new NetworkError(request, error);
}

function checked<T>(schema: {safeParse(data: unknown): {success: true; data: T} | {success: false; error: {issues: Array<{path: PropertyKey[]; message: string; code: string}>}}},
  data: unknown, request: DocsApiRequestInfo): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new SchemaError(request, result.error.issues.map((issue) => ({path: issue.path, message: issue.message, code: issue.code})));
}

export class StaticSource implements DocsSource {
  readonly kind = 'static' as const;
  readonly key: string;
  readonly site: StaticSite;
  /** A static site goes by its host and root where widgets need a project name. */
  readonly projectName: string;
  readonly #fetch: FetchLike | undefined;
  readonly #worker: SearchWorkerClient;
  readonly #pages: PageCache;
  /** The index that answered last; the built one is tried first and left once it is missing. */
  #indexes: IndexLocation[];
  #versions: Promise<VersionData> | undefined;

  constructor({site, fetch, worker}: StaticSourceOptions) {
    this.site = site;
    const root = new URL(site.root);
    this.projectName = `${root.host}${root.pathname}`;
    this.key = `static:${site.root}`;
    this.#fetch = fetch;
    this.#worker = worker ?? (pageWorker ??= new SearchWorkerClient());
    this.#pages = new PageCache(fetch);
    const nativeIndex: IndexLocation = site.doctype === 'mkdocs'
      ? {kind: 'mkdocs', url: new URL('search/search_index.json', site.root).href}
      : {kind: 'sphinx', url: new URL('searchindex.js', site.root).href, dirhtml: site.doctype === 'sphinx_htmldir'};
    this.#indexes = [{kind: 'built', url: new URL(`${INDEX_DIR}/`, site.root).href}, nativeIndex];
  }

  /** Starts loading the search index (on the reader's first sign of searching). */
  warmSearch(): void {
    const index = this.#indexes[0];
    if (index) this.#worker.warm(index);
  }

  async search(params: SourceSearchParams, options?: SourceCallOptions): Promise<SearchResponseV3> {
    const request = {url: this.#indexes[0]?.url ?? this.site.root, operation: 'search'};
    const root = new URL(this.site.root);
    const answerSite = {origin: this.site.origin, rootPath: root.pathname, project: params.project, version: params.version ?? ''};
    const page = params.page ?? 1;
    const pageSize = params.pageSize ?? 10;
    for (;;) {
      const index = this.#indexes[0];
      if (!index) throw new HttpError(request, 404, 'This site has no search index', null);
      try {
        const answer = await this.#worker.search(index, answerSite, params.query, page, pageSize, options?.signal);
        if (index.kind === 'sphinx') {
          const snippets = fillSphinxSnippets(answer, params.query, this.#pages, options?.signal);
          snippets.catch(() => {});
          await Promise.race([snippets, new Promise((resolve) => setTimeout(resolve, SNIPPET_BUDGET_MS))]);
          options?.signal?.throwIfAborted();
        }
        // The schema copies what it checks: snippets arriving later change nothing shown.
        return checked(searchResponseV3Schema, answer, {url: index.url, operation: 'search'});
      } catch (error) {
        // No built index here (a 404): the site's own index answers from now on.
        if (index.kind === 'built' && error instanceof WorkerRequestFailed && error.failure.kind === 'http' &&
          error.failure.status === 404 && this.#indexes.length > 1) {
          this.#indexes = this.#indexes.slice(1);
          continue;
        }
        throw toClientError(error, {url: index.url, operation: 'search'});
      }
    }
  }

  async section(params: SourceSectionParams, options?: SourceCallOptions): Promise<EmbedV3> {
    const request = {url: params.url, operation: 'section'};
    try {
      const answer = await staticSection({url: params.url, origin: this.site.origin, sphinx: this.site.doctype !== 'mkdocs',
        pages: this.#pages, signal: options?.signal});
      return checked(embedV3Schema, answer, request);
    } catch (error) {
      throw toClientError(error, request);
    }
  }

  versions(params: SourceVersionsParams): Promise<VersionData> {
    const file = this.site.versionsFile;
    const request = {url: file?.url ?? this.site.root, operation: 'versions'};
    if (!file) return Promise.reject(new HttpError(request, 404, 'This site names no versions file', null));
    if (params.refresh) this.#versions = undefined;
    this.#versions ??= (async () => {
      const text = await readSiteText(file.url, {fetch: this.#fetch});
      const kind = file.kind ?? (/"url"\s*:/.test(text) ? 'pydata' : 'mike');
      return readVersionsFile(kind, text, file.url, params.project);
    })();
    const loading = this.#versions;
    loading.catch(() => {
      if (this.#versions === loading) this.#versions = undefined;
    });
    return loading.catch((error: unknown) => {
      throw toClientError(error, request);
    });
  }

  /** The version this page is, from the versions file (pydata's configured match, or the folder it sits in). */
  async currentVersion(pageUrl: string): Promise<string | undefined> {
    const data = await this.versions({project: 'site', pageUrl});
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
