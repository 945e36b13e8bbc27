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

/** True exactly when `detectStaticSite(doc)` finds a site. */
export const isStaticSitePage = (doc: Document): boolean => isSphinxPage(doc) || isMkDocsPage(doc);
