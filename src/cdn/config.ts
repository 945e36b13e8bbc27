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
  workerUrl?: string;
} & {[W in Widget as W['name']]?: OptionsOf<W> extends object ? boolean | Partial<OptionsOf<W>> : boolean};

type AnyWidget = WidgetDescriptor<string, unknown>;
type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim()) || undefined;

/** `data-search="off"`, `"false"`, `"0"` or `"no"` switch a widget off. */
const isOff = (value: string | undefined) => /^\s*(off|false|0|no)\s*$/i.test(value ?? '');

/**
 * A widget's section from its defaults, the global object's section (`user`) and the script tag's `data-*`
 * attributes, which win. Only values of the default's type are taken (a string where the default is `undefined`):
 * a typo'd or hostile config cannot smuggle in odd types.
 */
function section(widget: AnyWidget, user: unknown, data: DOMStringMap): unknown {
  if (isOff(data[widget.name])) return false;
  const defaults = widget.options as Fields | undefined;
  // Spreading a value that is no object gives no field of the defaults.
  const given: Fields = {...(user as Fields)};
  let tagged = false;
  for (const [field, key] of Object.entries(widget.attributes ?? {}) as Array<[string, string]>) {
    const value = data[key];
    const expected = typeof defaults?.[field];
    // A setting with a default keeps an empty value (`data-hotkeys=""` drops the hotkeys); an optional one ignores it.
    if (value === undefined || (!value && expected === 'undefined')) continue;
    given[field] = expected === 'boolean' ? !isOff(value) : value;
    tagged = true;
  }
  // `false` in the global object switches a widget off, unless the tag sets one of its options.
  if (user === false && !tagged) return false;
  if (!defaults) return true;
  const picked: Fields = {};
  for (const [field, fallback] of Object.entries(defaults)) {
    const value = given[field];
    picked[field] = value !== undefined && typeof value === (fallback === undefined ? 'string' : typeof fallback) ? value : fallback;
  }
  return picked;
}

/** Resolves the configuration from the global object and the script tag's attributes. */
export function readConfig(global: unknown, script: HTMLScriptElement | null): WidgetsConfig {
  const user = {...(global as Fields)};
  const data: DOMStringMap = script?.dataset ?? {};
  const apiVersion = (value: unknown) => (/^[23]$/.test(String(value)) ? String(value) : undefined);
  const config: Fields = {
    // An empty or unknown attribute says nothing: the global object's value stands.
    apiVersion: apiVersion(data.apiVersion) ?? apiVersion(user.apiVersion),
    fetch: typeof user.fetch === 'function' ? user.fetch : undefined,
  };
  for (const key of ['apiBase', 'project', 'version', 'versionsUrl', 'workerUrl']) config[key] = text(data[key] || user[key]);
  for (const widget of WIDGETS as readonly AnyWidget[]) config[widget.name] = section(widget, user[widget.name], data);
  return config as unknown as WidgetsConfig;
}

/**
 * The `<script>` that loaded this module. `document.currentScript` is null for module scripts, so the tag is
 * found by its resolved `src`.
 */
export const findOwnScript = (moduleUrl: string, doc: Document = document): HTMLScriptElement | null =>
  [...doc.querySelectorAll('script')].find((script) => script.src === moduleUrl) ?? null;
