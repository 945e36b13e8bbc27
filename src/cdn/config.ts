/**
 * What the script tag is told to do. Read once at start from, in increasing priority: the defaults,
 * `window.docsWidgetsConfig` (set before the script runs), and `data-*` attributes on the script tag itself.
 */

/** Same shape as the API client's `fetch` option. */
export type FetchLike = (request: Request) => Promise<Response>;

export interface SearchConfig {
  /** Space-separated hotkeys, e.g. `/ mod+k`; empty switches hotkeys off. */
  hotkeys: string;
  /** Bind the theme's own search input/button so using it opens our dialog. */
  bindThemeSearch: boolean;
  /** CSS selector of extra theme inputs or buttons to bind, tried before the built-in list. */
  themeSearchSelector: string | undefined;
}

export interface LinkPreviewConfig {
  /** Which links get previews; the element's own default (Sphinx and MkDocs internal references) when unset. */
  selector: string | undefined;
  /** The container whose links get previews; the theme's main content when unset. */
  scope: string | undefined;
}

export interface VersionSwitcherConfig {
  /** CSS selector of the element to put the switcher in; the theme's known place when unset. */
  container: string | undefined;
}

export interface WidgetsConfig {
  apiBase: string | undefined;
  apiVersion: '2' | '3' | undefined;
  project: string | undefined;
  version: string | undefined;
  /** The `fetch` every widget's requests go through, e.g. an in-page reference API (tests, demos). */
  fetch: FetchLike | undefined;
  search: SearchConfig | false;
  linkPreview: LinkPreviewConfig | false;
  versionSwitcher: VersionSwitcherConfig | false;
  versionWarning: boolean;
}

/** The shape users write in `window.docsWidgetsConfig`: every field optional, `false` switches a widget off. */
export interface UserConfig {
  apiBase?: string;
  apiVersion?: 2 | 3 | '2' | '3';
  project?: string;
  version?: string;
  fetch?: FetchLike;
  search?: boolean | Partial<SearchConfig>;
  linkPreview?: boolean | Partial<LinkPreviewConfig>;
  versionSwitcher?: boolean | Partial<VersionSwitcherConfig>;
  versionWarning?: boolean;
}

export const GLOBAL_CONFIG_NAME = 'docsWidgetsConfig';

const DEFAULT_SEARCH: SearchConfig = {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined};
const DEFAULT_LINK_PREVIEW: LinkPreviewConfig = {selector: undefined, scope: undefined};
const DEFAULT_VERSION_SWITCHER: VersionSwitcherConfig = {container: undefined};

type Section<T> = T | false;

function section<T extends object>(defaults: T, value: unknown): Section<T> {
  if (value === false) return false;
  if (value && typeof value === 'object') {
    const picked: Record<string, unknown> = {};
    for (const key of Object.keys(defaults)) {
      const field = (value as Record<string, unknown>)[key];
      // Only values of the default's type are taken, so a typo'd or hostile config cannot smuggle in odd types.
      const expected = typeof (defaults as Record<string, unknown>)[key];
      if (field !== undefined && (expected === 'undefined' ? typeof field === 'string' : typeof field === expected)) {
        picked[key] = field;
      }
    }
    return {...defaults, ...picked};
  }
  return {...defaults};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** `data-search="off"`, `"false"`, `"0"` or `"no"` switch a widget off. */
const isOff = (value: string | undefined) => value !== undefined && /^(off|false|0|no)$/i.test(value.trim());

function fromAttributes(script: HTMLScriptElement | null): UserConfig {
  if (!script) return {};
  const data = script.dataset;
  const config: UserConfig = {};
  if (data.apiBase) config.apiBase = data.apiBase;
  if (data.apiVersion === '2' || data.apiVersion === '3') config.apiVersion = data.apiVersion;
  if (data.project) config.project = data.project;
  if (data.version) config.version = data.version;
  if (isOff(data.search)) config.search = false;
  else if (data.hotkeys !== undefined || data.themeSearch !== undefined || data.themeSearchSelector) {
    config.search = {
      ...(data.hotkeys !== undefined ? {hotkeys: data.hotkeys} : {}),
      ...(data.themeSearch !== undefined ? {bindThemeSearch: !isOff(data.themeSearch)} : {}),
      ...(data.themeSearchSelector ? {themeSearchSelector: data.themeSearchSelector} : {}),
    };
  }
  if (isOff(data.linkPreview)) config.linkPreview = false;
  else if (data.linkPreviewSelector || data.linkPreviewScope) {
    config.linkPreview = {
      ...(data.linkPreviewSelector ? {selector: data.linkPreviewSelector} : {}),
      ...(data.linkPreviewScope ? {scope: data.linkPreviewScope} : {}),
    };
  }
  if (isOff(data.versionSwitcher)) config.versionSwitcher = false;
  else if (data.versionSwitcherContainer) config.versionSwitcher = {container: data.versionSwitcherContainer};
  if (isOff(data.versionWarning)) config.versionWarning = false;
  return config;
}

function mergeSection(global: unknown, attributes: unknown): unknown {
  if (attributes === false || global === false) return attributes ?? global;
  if (attributes && typeof attributes === 'object') {
    return {...(global && typeof global === 'object' ? global : {}), ...attributes};
  }
  return global;
}

/** Resolves the configuration from the global object and the script tag's attributes. */
export function readConfig(global: unknown, script: HTMLScriptElement | null): WidgetsConfig {
  const user: UserConfig = global && typeof global === 'object' ? (global as UserConfig) : {};
  const attributes = fromAttributes(script);
  const apiVersion = String(attributes.apiVersion ?? user.apiVersion ?? '');
  return {
    apiBase: text(attributes.apiBase ?? user.apiBase),
    apiVersion: apiVersion === '2' || apiVersion === '3' ? apiVersion : undefined,
    project: text(attributes.project ?? user.project),
    version: text(attributes.version ?? user.version),
    fetch: typeof user.fetch === 'function' ? user.fetch : undefined,
    search: section(DEFAULT_SEARCH, mergeSection(user.search, attributes.search)),
    linkPreview: section(DEFAULT_LINK_PREVIEW, mergeSection(user.linkPreview, attributes.linkPreview)),
    versionSwitcher: section(DEFAULT_VERSION_SWITCHER, mergeSection(user.versionSwitcher, attributes.versionSwitcher)),
    versionWarning: (attributes.versionWarning ?? user.versionWarning) !== false,
  };
}

/**
 * The `<script>` that loaded this module. `document.currentScript` is null for module scripts, so the tag is
 * found by its resolved `src`.
 */
export function findOwnScript(moduleUrl: string, doc: Document = document): HTMLScriptElement | null {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === moduleUrl) return script;
  }
  return null;
}
