/**
 * The versions, languages and downloads a version switcher and a version warning show, loaded once per browsing
 * session: the answer is kept in `sessionStorage` (keyed by API base, API version and project), so moving to
 * another page of the same docs does not ask the API again, and elements on one page share a single request.
 *
 * Every URL comes from the API (`urls.documentation`, `downloads`) and is kept only when it is http(s); nothing here
 * builds a docs URL from a URL scheme, except for API v2, which gives no per-version URL (version-data-v2.ts).
 */
import type {WidgetReadClient} from '../api/widget-schemas/shapes.js';
import {HttpError} from '../api/errors.js';
import type {WidgetProject as Project} from '../api/widget-schemas/versions.js';
import {SharedFlights} from '../internal/shared-flights.js';
import {stored} from './stored.js';
import {capName, httpUrl, versionEntry, type LanguageEntry, type VersionData} from './version-entry.js';

export {DOWNLOAD_FORMATS, httpUrl, type DownloadFormat, type DownloadLink, type LanguageEntry, type VersionData, type VersionEntry} from './version-entry.js';

export interface VersionDataRequest {
  client: WidgetReadClient;
  apiBase: string;
  apiVersion: 2 | 3;
  project: string;
  /** Base for the scheme-relative URLs of API v2 (the page's URL). */
  pageUrl: string;
  /** Skip both caches and ask the API again (a retry). */
  refresh?: boolean;
  signal?: AbortSignal;
  /** The clock (tests). */
  now?: () => number;
}

const STORAGE_PREFIX = 'docs-widgets:versions:v2:';
/**
 * Milliseconds after which a stored answer is stale: it is still used at once (the page needs no wait), and a fresh
 * one is fetched in the background for the next page.
 */
export const DEFAULT_MAX_AGE_MS = 10 * 60_000;

/** What the session keeps: the answer and when it was fetched. */
interface StoredVersionData {
  savedAt: number;
  data: VersionData;
}

/** Answers this page already has, shared by every element that asks for the same project. */
const inPage = new Map<string, VersionData>();
/** Requests in flight: elements asking at once share one, and it is aborted when the last of them goes away. */
const flights = new SharedFlights<VersionData>();
/** Projects the API throttled (429): no request goes out for them before this time (epoch ms). */
const throttledUntil = new Map<string, number>();

export function versionDataKey(apiBase: string, apiVersion: 2 | 3, project: string): string {
  return `${STORAGE_PREFIX}${apiVersion}:${apiBase}:${project}`;
}

/** Forgets what this page loaded and any throttling it was told of (tests; a site that knows the versions changed). */
export function clearVersionDataMemory(): void {
  inPage.clear();
  throttledUntil.clear();
}

/**
 * The project's version data: from this page's memory, else the session's storage, else the API. The caller's
 * `signal` stops the caller waiting; the shared request is aborted only when no element waits for it any more.
 */
export function loadVersionData(request: VersionDataRequest): Promise<VersionData> {
  const key = versionDataKey(request.apiBase, request.apiVersion, request.project);
  const now = request.now ?? Date.now;
  if (request.signal?.aborted) return Promise.reject(request.signal.reason);
  if (!request.refresh) {
    const known = inPage.get(key);
    if (known) return Promise.resolve(known);
    const kept = readStored(key);
    if (kept) {
      inPage.set(key, kept.data);
      if (now() - kept.savedAt > DEFAULT_MAX_AGE_MS) revalidate(request, key, now);
      return Promise.resolve(kept.data);
    }
  }
  // The API asked not to be asked again about this project before this time (its `Retry-After`): a request before
  // then would only be throttled again.
  const wait = (throttledUntil.get(key) ?? 0) - now();
  if (wait > 0) {
    return Promise.reject(
      new HttpError({url: request.apiBase, operation: 'versions'}, 429, 'Too Many Requests (not sent: Retry-After)', undefined, Math.ceil(wait / 1000)),
    );
  }
  // A retry joins a request already in flight rather than starting a second one.
  return flights.join(
    key,
    (signal) =>
      fetchVersionData({...request, signal}).then(
        (data) => {
          inPage.set(key, data);
          throttledUntil.delete(key);
          writeStored(key, {savedAt: now(), data});
          return data;
        },
        (error: unknown) => {
          if (error instanceof HttpError && error.status === 429 && error.retryAfter) {
            throttledUntil.set(key, now() + error.retryAfter * 1000);
          }
          throw error;
        },
      ),
    request.signal,
  );
}

/** Stale while revalidate: the fresh answer goes to storage for the next page; this page keeps what it shows. */
function revalidate(request: VersionDataRequest, key: string, now: () => number): void {
  fetchVersionData({...request, signal: undefined}).then(
    (data) => writeStored(key, {savedAt: now(), data}),
    () => {
      // The stale answer stays; the next page tries again.
    },
  );
}

function fetchVersionData(request: VersionDataRequest): Promise<VersionData> {
  if (request.apiVersion !== 2) return loadFromV3(request);
  // API v2 (legacy) is read by a module of its own, so a v3 page never loads it; it loads beside the first request,
  // which costs no round trip.
  const {client, project, signal} = request;
  return Promise.all([import('./version-data-v2.js'), client.getProjectV2BySlug(project, {signal})]).then(([v2, found]) =>
    v2.loadFromV2(request, found),
  );
}

// ------------------------------------------------------------------------------------------------------------ v3

async function loadFromV3({client, project: slug, pageUrl, signal}: VersionDataRequest): Promise<VersionData> {
  // All three go out at once. The project's own translations list is asked for before we know whether it is a
  // translation itself (then the list is empty upstream and its main project's list is fetched afterwards): for the
  // common case, one round trip fewer. `signal` is the shared request's: it aborts when no element waits any more.
  const expand = ['active_versions'] as const;
  const projectRequest = client.getProject(slug, {}, {signal});
  const translationsRequest = client.listTranslations(slug, {expand}, {signal});
  // The languages need the project, not the versions: they do not wait for the later pages of a long versions list.
  const languagesRequest = Promise.all([projectRequest, translationsRequest]).then(([project, ownTranslations]) =>
    loadLanguages(client, project, ownTranslations, pageUrl, signal),
  );
  const [project, versions, languages] = await Promise.all([
    projectRequest,
    client.listVersions(slug, {active: true}, {signal}),
    languagesRequest,
  ]);
  return {
    defaultVersion: project.default_version,
    language: {code: capName(project.language.code), name: capName(project.language.name)},
    versions: versions.flatMap((version) => versionEntry(version, pageUrl)),
    languages,
  };
}

/**
 * The other languages. A translation's own translations list is empty upstream, so the languages of a translation
 * come from its main project: the main project itself plus its translations, less the one being read.
 */
async function loadLanguages(
  client: WidgetReadClient,
  project: Project,
  ownTranslations: Project[],
  pageUrl: string,
  signal: AbortSignal | undefined,
): Promise<LanguageEntry[]> {
  const main = project.translation_of?.slug ?? project.slug;
  const expand = ['active_versions'] as const;
  const [mainProject, translations] = await Promise.all([
    main === project.slug ? undefined : client.getProject(main, {expand}, {signal}),
    main === project.slug ? ownTranslations : client.listTranslations(main, {expand}, {signal}),
  ]);
  const projects = [...(mainProject ? [mainProject] : []), ...translations].filter(
    (candidate) => candidate.slug !== project.slug,
  );
  // A server that ignores `expand` on the list answers without versions: ask each project for its own.
  const complete = await Promise.all(
    projects.map((candidate) =>
      candidate.active_versions ? candidate : client.getProject(candidate.slug, {expand}, {signal}),
    ),
  );
  return complete.flatMap((candidate) => {
    const url = httpUrl(candidate.urls.documentation, pageUrl);
    if (!url) return [];
    const versions: Record<string, string> = {};
    for (const version of candidate.active_versions ?? []) {
      const versionUrl = httpUrl(version.urls.documentation, pageUrl);
      if (versionUrl) versions[version.slug] = versionUrl;
    }
    const {code, name} = candidate.language;
    return [{code: capName(code), name: capName(name), url, versions}];
  });
}

// ------------------------------------------------------------------------------------------------------- helpers

// Through `stored`: storage may be unusable (sandboxed frames throw on access, a full quota on write), and then the
// next page asks the API again.
function readStored(key: string): StoredVersionData | undefined {
  try {
    const parsed = JSON.parse(stored('sessionStorage', key) ?? 'null') as StoredVersionData | null;
    return parsed && typeof parsed.savedAt === 'number' && isVersionData(parsed.data) ? parsed : undefined;
  } catch {
    // Not JSON, or a shape isVersionData's reads throw on (a missing list, a null item).
    return undefined;
  }
}

function writeStored(key: string, kept: StoredVersionData): void {
  stored('sessionStorage', key, JSON.stringify(kept));
}

/**
 * Another script may have written anything under our key: check the shape before trusting it. Every URL must be
 * http(s) and every name text; a list that is not an array, or an item that is null, throws (a missing method or
 * property), which readStored takes as "not ours".
 */
function isVersionData(data: VersionData): boolean {
  return (
    isText(data.defaultVersion) &&
    data.languages.every(
      (language) =>
        [language.code, language.name].every(isText) &&
        isHttp(language.url) &&
        Object.values(language.versions).every(isHttp),
    ) &&
    data.versions.every(
      (version) =>
        [version.slug, version.name].every(isText) &&
        version.aliases.every(isText) &&
        isHttp(version.url) &&
        version.downloads.every((download) => isHttp(download.url)),
    )
  );
}

function isText(value: unknown): boolean {
  return typeof value === 'string';
}

function isHttp(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}
