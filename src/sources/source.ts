/**
 * `DocsSource`: the one interface every widget asks for its data. The widgets do not know where the answers come
 * from; `resolve.ts` picks the source for the page once:
 *
 * - `api`: a full hosting API at an explicit `api-base` (a self-hosted deployment, a CORS-enabled proxy, the
 *   reference server), through the widgets' read client (`WidgetClient`), as before;
 * - `hosted`: a page served by the hosting service (its meta tags, no `api-base`): search and embed on the proxied
 *   same-origin `/_/api/…` paths, versions and languages from the addons payload, never the dashboard API;
 * - `static`: a plain static build with no API at all (src/sources/static/, registered through
 *   `registerStaticSource`).
 *
 * Every answer is in the shapes the widgets already render: the v3 search answer, the v3 embed answer and
 * `VersionData`. Errors are `DocsApiError` subclasses (a readable state and a `docs-error` event in the widget);
 * an abort rejects with the signal's reason, never a `DocsApiError`.
 */
import type {WidgetReadShapes} from '../api/widget-schemas/shapes.js';
import type {VersionData} from '../versions/version-data.js';

export type DocsSourceKind = 'hosted' | 'api' | 'static';

export interface SourceCallOptions {
  /** Aborting it rejects the call with the signal's reason. */
  signal?: AbortSignal;
}

export interface SourceSearchParams {
  /** The terms as the reader typed them. */
  query: string;
  project: string;
  version?: string;
  /** Also search the project's subprojects. */
  subprojects?: boolean;
  /** 1-based page of results. */
  page?: number;
  pageSize?: number;
}

export interface SourceSectionParams {
  /** Full documentation URL, optionally with `#fragment`. */
  url: string;
  doctool?: string;
  doctoolversion?: string;
}

export interface SourceVersionsParams extends SourceCallOptions {
  project: string;
  /** The version being read, when the page or the element names it. */
  version?: string | undefined;
  /** URL of the page being read: the base of relative URLs, and how a source without slugs finds the version. */
  pageUrl: string;
  /** Skip every cache and ask again (a retry). */
  refresh?: boolean;
}

export interface DocsSource {
  readonly kind: DocsSourceKind;
  /**
   * Identity of everything that changes this source's answers (its kind, base and API version): widgets key their
   * caches and session storage on it.
   */
  readonly key: string;
  /** The project name to use when neither an attribute nor the page's meta tags give one (a static site's). */
  readonly projectName?: string;

  /** One page of search results, in the v3 shape. */
  search(params: SourceSearchParams, options?: SourceCallOptions): Promise<WidgetReadShapes['searchV3']>;
  /**
   * The fuller answer that follows `answer` when this source gave it before all of it was ready (a static site's
   * snippets, read from result pages still loading); undefined when none is coming. The widget shows it in place.
   */
  searchUpdate?(answer: WidgetReadShapes['searchV3']): Promise<WidgetReadShapes['searchV3']> | undefined;

  /** The section at `url` (the page's main content without a fragment), in the v3 embed shape. */
  section(params: SourceSectionParams, options?: SourceCallOptions): Promise<WidgetReadShapes['embedV3']>;

  /** The project's versions, languages and downloads, in the order the maintainer chose where the source knows it. */
  versions(params: SourceVersionsParams): Promise<VersionData>;

  /**
   * Whether the page at `url` exists: true, false (the source is sure it does not), or undefined (cannot tell;
   * the caller then goes there unchecked). Without it, navigation is never checked.
   */
  pageExists?(url: string, options?: SourceCallOptions): Promise<boolean | undefined>;

  /**
   * Calls `listener` when the source learns new version data without being asked (the hosting service's client
   * publishing a new payload after single-page navigation). Returns the unsubscribe function.
   */
  onVersionsChange?(listener: () => void): () => void;
}
