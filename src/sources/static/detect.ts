/**
 * Recognises a page that Sphinx or MkDocs built, with no hosting service behind it, and finds where its files are:
 * the version root (where the search indexes live), the builder, and the versions file if the page names one. Reads
 * markup and data the page already holds (a JSON script block, Sphinx's `DOCUMENTATION_OPTIONS` object, MkDocs'
 * `base_url` string); nothing is executed or fetched here.
 */

import type {Doctype} from '../../reference-api/model.js';
import {isMkDocsPage, isSphinxPage, materialConfig, mkdocsBaseUrl, sphinxOptionsScript} from './recognise.js';
import type {VersionsFileKind} from './versions-files.js';

export interface StaticSite {
  doctype: Exclude<Doctype, 'generic'>;
  origin: string;
  /** The version's root: `searchindex.js`, `search/search_index.json` and `_docs-widgets/` are below it. */
  root: string;
  /** A versions file the page or the configuration names; mike's is also looked for above the root. */
  versionsFile: {kind: VersionsFileKind | undefined; url: string} | undefined;
  /** pydata's `theme_switcher_version_match`: the version this page is, as the file names it. */
  versionMatch: string | undefined;
}

export interface DetectOptions {
  /** A versions file URL from the configuration (`versionsUrl`) or an element's attribute. */
  versionsUrl?: string | undefined;
}

type Options = Record<string, unknown>;

function sphinxOptions(doc: Document): Options | undefined {
  const value = (doc.defaultView as unknown as {DOCUMENTATION_OPTIONS?: unknown} | null)?.DOCUMENTATION_OPTIONS;
  return value && typeof value === 'object' ? (value as Options) : undefined;
}

function string(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function resolve(value: string, base: string): string | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'file:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function folder(url: string): string {
  return url.endsWith('/') ? url : url.replace(/[^/]*$/, '');
}

function detectSphinx(doc: Document, page: string): Omit<StaticSite, 'origin'> | undefined {
  if (!isSphinxPage(doc)) return undefined;
  const script = sphinxOptionsScript(doc);
  const src = script?.getAttribute('src');
  const fromScript = src ? resolve('../', resolve(src, page) ?? page) : undefined;
  const dataRoot = string(script?.getAttribute('data-url_root'));
  const root = fromScript ?? (dataRoot ? resolve(dataRoot, page) : undefined) ?? folder(page);
  const options = sphinxOptions(doc);
  const switcher = string(options?.theme_switcher_json_url);
  return {
    doctype: options?.BUILDER === 'dirhtml' ? 'sphinx_htmldir' : 'sphinx',
    root: folder(root),
    versionsFile: switcher ? {kind: 'pydata', url: resolve(switcher, page) ?? switcher} : undefined,
    versionMatch: string(options?.theme_switcher_version_match),
  };
}

function detectMkDocs(doc: Document, page: string): Omit<StaticSite, 'origin'> | undefined {
  if (!isMkDocsPage(doc)) return undefined;
  const config = materialConfig(doc);
  const baseUrl = mkdocsBaseUrl(doc);
  const searchScript = doc.querySelector<HTMLScriptElement>('script[src*="search/main.js"]')?.getAttribute('src');
  const base = string(config?.base) ?? baseUrl;
  const root = (base !== undefined ? resolve(`${base.replace(/\/$/, '')}/`, page) : undefined) ??
    (searchScript ? resolve('../', resolve(searchScript, page) ?? page) : undefined) ?? folder(page);
  const mike = (config?.version as Options | undefined)?.provider === 'mike';
  // mike keeps versions.json at the root above the versions; a site without mike simply has none (a 404, no switcher).
  return {doctype: 'mkdocs', root: folder(root), versionsFile: {kind: mike ? 'mike' : undefined, url: new URL('../versions.json', folder(root)).href},
    versionMatch: undefined};
}

export function detectStaticSite(doc: Document, options: DetectOptions = {}): StaticSite | undefined {
  const page = doc.location?.href ?? doc.URL;
  const found = detectSphinx(doc, page) ?? detectMkDocs(doc, page);
  if (!found) return undefined;
  const explicit = options.versionsUrl ? resolve(options.versionsUrl, page) : undefined;
  return {
    ...found,
    origin: new URL(page).origin,
    versionsFile: explicit ? {kind: undefined, url: explicit} : found.versionsFile,
  };
}
