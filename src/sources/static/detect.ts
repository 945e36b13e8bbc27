/**
 * Recognises a page that Sphinx or MkDocs built, with no hosting service behind it, and finds where its files are:
 * the version root (where the search indexes live), the builder, and the versions file if the page names one. Reads
 * markup and data the page already holds (a JSON script block, Sphinx's `DOCUMENTATION_OPTIONS` object, MkDocs'
 * `base_url` string); nothing is executed or fetched here.
 */

import type {Doctype} from '../../reference-api/model.js';
import {isMkDocsPage, isSphinxPage, materialConfig, mikeVersionsMarker, mkdocsBaseUrl, sphinxOptionsScript, sphinxSwitcherJson} from './recognise.js';
import {markedIndex} from './index-marker.js';
import type {VersionsFileKind} from './versions-files.js';

export interface StaticSite {
  doctype: Exclude<Doctype, 'generic'>;
  origin: string;
  /** The version's root: `searchindex.js`, `search/search_index.json` and `_docs-widgets/` are below it. */
  root: string;
  /**
   * The versions file the configuration or the theme's own configuration names (never guessed: a site that names none
   * has no versions, and nothing is asked for). `by` says who named it, for the console line when it cannot be read.
   */
  versionsFile: VersionsFileRef | undefined;
  /** pydata's `theme_switcher_version_match`: the version this page is, as the file names it. */
  versionMatch: string | undefined;
  /** Our built index's folder, when the page carries the mark `docs-widgets index` writes (index-marker.ts). */
  builtIndex?: string | undefined;
}

export interface VersionsFileRef {
  kind: VersionsFileKind | undefined;
  url: string;
  by: string;
}

export interface DetectOptions {
  /**
   * A versions file URL from the configuration (`versionsUrl`, `data-versions-url`). A relative one is resolved against
   * the site's root (the version's root, where `searchindex.js` is), as pydata-sphinx-theme resolves its `json_url`:
   * the same file from every page, however deep.
   */
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
  const switcher = sphinxSwitcherJson(doc);
  return {
    doctype: options?.BUILDER === 'dirhtml' ? 'sphinx_htmldir' : 'sphinx',
    root: folder(root),
    versionsFile: switcher && resolve(switcher, folder(root))
      ? {kind: 'pydata', url: resolve(switcher, folder(root)) as string, by: "pydata-sphinx-theme's switcher json_url"}
      : undefined,
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
  // A site whose page does not say its versions are mike's has no versions file, and none is asked for (a 404 on every
  // page otherwise).
  const marker = mikeVersionsMarker(doc);
  const by = marker && (marker === 'config' ? 'mike (extra.version.provider in mkdocs.yml)' : "mike's version selector");
  return {doctype: 'mkdocs', root: folder(root), versionMatch: undefined,
    versionsFile: by ? {kind: 'mike', url: new URL('../versions.json', folder(root)).href, by} : undefined};
}

export function detectStaticSite(doc: Document, options: DetectOptions = {}): StaticSite | undefined {
  const page = doc.location?.href ?? doc.URL;
  const found = detectSphinx(doc, page) ?? detectMkDocs(doc, page);
  if (!found) return undefined;
  const explicit = options.versionsUrl ? resolve(options.versionsUrl, found.root) : undefined;
  return {
    ...found,
    builtIndex: markedIndex(doc, found.root),
    origin: new URL(page).origin,
    versionsFile: explicit ? {kind: undefined, url: explicit, by: 'data-versions-url (versionsUrl)'} : found.versionsFile,
  };
}
