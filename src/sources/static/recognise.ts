/**
 * Whether a page is one that Sphinx or MkDocs built, from the markers detect.ts starts from. The script tag's eager
 * part asks this before any intent, to start zero-config on a static site without waiting for a chunk (a hotkey
 * pressed as the page loads must open the search); where the site's files are is detect.ts's job, loaded with the
 * widgets. Both read the same markers through the functions below, so they cannot disagree.
 */

/** Sphinx's `documentation_options` script (inline with an id, or the file). */
export const sphinxOptionsScript = (doc: Document): HTMLScriptElement | null =>
  doc.querySelector('script#documentation_options,script[src*="_static/documentation_options.js"]');

/** The page's `<meta name=generator>` contents, lower case. */
export const generator = (doc: Document): string =>
  [...doc.querySelectorAll<HTMLMetaElement>('meta[name=generator]')].map((meta) => meta.content).join(' ').toLowerCase();

/** mkdocs-material's `script#__config` JSON, when it holds an object. */
export function materialConfig(doc: Document): Record<string, unknown> | undefined {
  try {
    // No block (null) and no JSON both throw.
    const value: unknown = JSON.parse(doc.querySelector('script#__config')!.textContent!);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** MkDocs' global `base_url` string, trimmed; undefined when absent or blank. */
export function mkdocsBaseUrl(doc: Document): string | undefined {
  const value = (doc.defaultView as {base_url?: unknown} | null)?.base_url;
  return (typeof value === 'string' && value.trim()) || undefined;
}

export const isSphinxPage = (doc: Document): boolean => !!sphinxOptionsScript(doc) || generator(doc).includes('sphinx');

export const isMkDocsPage = (doc: Document): boolean =>
  !!materialConfig(doc) || generator(doc).includes('mkdocs') || !!mkdocsBaseUrl(doc);

/** pydata-sphinx-theme's `theme_switcher_json_url` (Sphinx's `DOCUMENTATION_OPTIONS`), trimmed; undefined when blank. */
export function sphinxSwitcherJson(doc: Document): string | undefined {
  const options = (doc.defaultView as {DOCUMENTATION_OPTIONS?: {theme_switcher_json_url?: unknown}} | null)?.DOCUMENTATION_OPTIONS;
  const value = options && typeof options === 'object' ? options.theme_switcher_json_url : undefined;
  return (typeof value === 'string' && value.trim()) || undefined;
}

/**
 * What says an MkDocs site's versions are mike's (whose `versions.json` is at the root above the versions), or
 * undefined: mkdocs-material's `extra.version.provider: mike` (`config`), or the version selector script mike's plugin
 * adds to other themes (`script`).
 */
export const mikeVersionsMarker = (doc: Document): 'config' | 'script' | undefined =>
  (materialConfig(doc)?.version as {provider?: unknown} | undefined)?.provider === 'mike' ? 'config'
    : doc.querySelector('script[src$="version-select.js"]') ? 'script' : undefined;

/**
 * Whether a static page may have a versions file: the configuration names one (`versionsUrl`), or the theme's does
 * (detect.ts reads the same markers for the file's address). A page that names none has no versions, and the version
 * widgets' code (the static source with the shared chunk, 10-33 ms of evaluation) need not load to find that out.
 */
export const mayNameVersionsFile = (doc: Document, versionsUrl: string | undefined): boolean =>
  !!versionsUrl || (isSphinxPage(doc) ? !!sphinxSwitcherJson(doc) : !!mikeVersionsMarker(doc));

/** True exactly when `detectStaticSite(doc)` finds a site. */
export const isStaticSitePage = (doc: Document): boolean => isSphinxPage(doc) || isMkDocsPage(doc);
