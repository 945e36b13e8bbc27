/**
 * What the script tag is told to do. Read once at start from, in increasing priority: the defaults,
 * `window.docsWidgetsConfig` (set before the script runs), and `data-*` attributes on the script tag itself.
 * The sections come from the widgets' descriptors (`widgets/`); this module only knows how to read them.
 */
import type {FetchLike, Section, SharedConfig, WidgetDescriptor} from './widget.js';
import {WIDGETS, type Widget} from './widgets/index.js';

export type {FetchLike, SharedConfig};
export type {SearchConfig} from './widgets/search.js';
export type {LinkPreviewConfig} from './widgets/link-preview.js';
export type {VersionSwitcherConfig} from './widgets/version-switcher.js';

type OptionsOf<W> = W extends WidgetDescriptor<string, infer Options> ? Options : never;

/** The resolved configuration: the shared settings, and one section per widget. */
export type WidgetsConfig = SharedConfig & {[W in Widget as W['name']]: Section<OptionsOf<W>>};

/** The shape users write in `window.docsWidgetsConfig`: every field optional, `false` switches a widget off. */
export type UserConfig = {
  apiBase?: string;
  apiVersion?: 2 | 3 | '2' | '3';
  project?: string;
  version?: string;
  fetch?: FetchLike;
  versionsUrl?: string;
} & {[W in Widget as W['name']]?: OptionsOf<W> extends object ? boolean | Partial<OptionsOf<W>> : boolean};

export const GLOBAL_CONFIG_NAME = 'docsWidgetsConfig';

type AnyWidget = WidgetDescriptor<string, unknown>;
type Fields = Record<string, unknown>;

/** A section from its defaults and a configured value: only values of the default's type are taken. */
function section(widget: AnyWidget, value: unknown): unknown {
  if (value === false) return false;
  const defaults = widget.options as Fields | undefined;
  if (!defaults) return true;
  const picked: Fields = {};
  if (value && typeof value === 'object') {
    for (const key of Object.keys(defaults)) {
      const field = (value as Fields)[key];
      // A typo'd or hostile config cannot smuggle in odd types.
      const expected = typeof defaults[key];
      if (field !== undefined && (expected === 'undefined' ? typeof field === 'string' : typeof field === expected)) {
        picked[key] = field;
      }
    }
  }
  return {...defaults, ...picked};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** `data-search="off"`, `"false"`, `"0"` or `"no"` switch a widget off. */
const isOff = (value: string | undefined) => value !== undefined && /^(off|false|0|no)$/i.test(value.trim());

/** A widget's section as the script tag's `data-*` attributes state it; undefined when they say nothing. */
function fromAttributes(widget: AnyWidget, data: DOMStringMap): Fields | false | undefined {
  if (isOff(data[widget.name])) return false;
  const defaults = widget.options as Fields | undefined;
  let found: Fields | undefined;
  for (const [field, key] of Object.entries(widget.attributes ?? {}) as Array<[string, string]>) {
    const value = data[key];
    if (value === undefined || !defaults) continue;
    const expected = typeof defaults[field];
    if (expected === 'boolean') (found ??= {})[field] = !isOff(value);
    // A setting with a default keeps an empty value (`data-hotkeys=""` drops the hotkeys); an optional one ignores it.
    else if (value || expected === 'string') (found ??= {})[field] = value;
  }
  return found;
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
  const user: Fields = global && typeof global === 'object' ? (global as Fields) : {};
  const data: DOMStringMap = script?.dataset ?? {};
  // An empty or unknown attribute says nothing: the global object's value stands.
  const ownVersion = data.apiVersion === '2' || data.apiVersion === '3' ? data.apiVersion : undefined;
  const apiVersion = String(ownVersion ?? user.apiVersion ?? '');
  const config: Fields = {
    apiBase: text(data.apiBase || user.apiBase),
    apiVersion: apiVersion === '2' || apiVersion === '3' ? apiVersion : undefined,
    project: text(data.project || user.project),
    version: text(data.version || user.version),
    fetch: typeof user.fetch === 'function' ? user.fetch : undefined,
    versionsUrl: text(data.versionsUrl || user.versionsUrl),
    staticWorkerUrl: undefined,
  };
  for (const widget of WIDGETS as readonly AnyWidget[]) {
    config[widget.name] = section(widget, mergeSection(user[widget.name], fromAttributes(widget, data)));
  }
  return config as unknown as WidgetsConfig;
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
