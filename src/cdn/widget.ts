/**
 * What the script tag knows about one widget, in one place: its element tag, its chunk, its configuration section
 * and how zero-config mode mounts it. The entry, the configuration reader and the explicit-element watcher loop
 * over the list in `widgets/index.ts`; nothing else names a widget.
 */
import type {ServiceFeature} from './eager/service-addons.js';

/** Same shape as the API client's `fetch` option. */
export type FetchLike = (request: Request) => Promise<Response>;

/** The settings every widget shares; unset ones fall back to the page's meta tags. */
export interface SharedConfig {
  apiBase: string | undefined;
  apiVersion: '2' | '3' | undefined;
  project: string | undefined;
  version: string | undefined;
  /** The `fetch` every widget's requests go through, e.g. an in-page reference API (tests, demos). */
  fetch: FetchLike | undefined;
  /**
   * A static site's versions file (mike's `versions.json` or pydata's `switcher.json`), when it is not where the
   * page says (`versionsUrl` in the configuration, `data-versions-url` on the script tag).
   */
  versionsUrl: string | undefined;
  /**
   * The static source's search worker: a same-origin copy of `search-worker.js` (`workerUrl` in the configuration,
   * `data-worker-url` on the script tag, relative to the page) for a page whose CSP allows no `blob:` worker while the
   * bundle is on another origin; else the file beside the script tag.
   */
  workerUrl: string | undefined;
  /** Set by the script tag on a page Sphinx or MkDocs built with no hosting service: the static source's worker. */
  staticWorkerUrl: string | undefined;
}

/** A widget's resolved section: its options, `true` for a widget that has none, or `false` when switched off. */
export type Section<Options> = (Options extends object ? Options : true) | false;

export interface ZeroConfigContext<Options, Chunk> {
  doc: Document;
  config: SharedConfig;
  /** This widget's own section (never `false` here: a switched-off widget is not mounted). */
  options: Exclude<Section<Options>, false>;
  /** Every widget's section by name, for the rare setting two widgets share (see version-warning.ts). */
  sections: Readonly<Record<string, unknown>>;
  /** Loads this widget's chunk (once; a failure is reported once, see eager/loader.ts). */
  load: () => Promise<Chunk>;
}

export interface WidgetDescriptor<Name extends string = string, Options = unknown, Chunk = unknown> {
  /**
   * The key of its configuration section: `window.docsWidgetsConfig[name]`, and `data-<name in kebab-case>="off"`
   * on the script tag switches it off.
   */
  name: Name;
  /** Its element: a page that has one loads the chunk at once, and gets no zero-config widgets at all. */
  tag: string;
  /** Its chunk: a dynamic `import()`, so rollup splits it off the eager part. */
  chunk: () => Promise<Chunk>;
  /**
   * The section's default options; `undefined` for a widget that is only switched on or off. Configured values
   * are taken only when they have the default's type (a string where the default is `undefined`).
   */
  options: Options;
  /**
   * The script tag's `data-*` attribute of each option, as its `dataset` key. A boolean option reads "off",
   * "false", "0" or "no" as false; a string option whose default is `undefined` ignores an empty attribute.
   */
  attributes?: {[Key in keyof Options]?: string};
  /**
   * The hosting service's own feature that does this widget's job: where the service's client runs it, zero-config
   * leaves this widget out (eager/service-addons.ts).
   */
  serviceFeature: ServiceFeature;
  /** Zero-config mode: wait for the reader's intent (or idle time), then load the chunk and mount the element. */
  mount(context: ZeroConfigContext<Options, Chunk>): void;
}

/** Declares a widget; only here so TypeScript infers the descriptor's name, options and chunk types. */
export const defineWidget = <const Name extends string, Options, Chunk>(
  widget: WidgetDescriptor<Name, Options, Chunk>,
): WidgetDescriptor<Name, Options, Chunk> => widget;
