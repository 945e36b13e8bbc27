import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {pageScheme, type Scheme} from '../internal/page-scheme.js';

export interface PageSchemeOptions {
  /** Whether to follow the page (the host's `theme` is `auto`); otherwise the host's own setting applies. */
  follow: () => boolean;
  /** Called with the page's scheme, or undefined when the page leaves it to the reader's preference. */
  onChange: (scheme: Scheme | undefined) => void;
  /** The element whose surroundings decide (default the host): a header widget whose menu opens over the page names the page. */
  surface?: () => Element;
}

/**
 * Follows the colour scheme the page shows around the host (see `pageScheme`), and tells the host when it changes:
 * a theme's dark-mode switch flips an attribute or class on `<html>` or `<body>`, so those are watched, with the
 * system preference (which themes on "auto" follow) and the page's `load` (its stylesheets may arrive after us).
 */
export class PageSchemeController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #options: PageSchemeOptions;
  /** While following: aborting it stops the listeners and the observer. */
  #watching: AbortController | undefined;
  #scheme: Scheme | undefined;
  #frame: number | undefined;

  constructor(host: ReactiveControllerHost & Element, options: PageSchemeOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#sync();
  }

  hostUpdated(): void {
    // `theme` may have changed: start or stop following.
    if (this.#options.follow() !== Boolean(this.#watching)) this.#sync();
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** Reads the page again, for a host whose surface changed (the switcher's list moving over the page). */
  refresh(): void {
    if (this.#options.follow() && this.#host.isConnected) this.#read();
  }

  #sync(): void {
    if (!this.#options.follow() || !this.#host.isConnected) {
      this.#stop();
      this.#set(undefined);
      return;
    }
    if (!this.#watching) this.#start();
    this.#read();
  }

  #start(): void {
    const doc = this.#host.ownerDocument;
    const view = doc.defaultView;
    const {signal} = (this.#watching = new AbortController());
    // Some pages touch <body>'s class or style often (scroll locks, animations): one read a frame at most.
    const schedule = () =>
      (this.#frame ??= requestAnimationFrame(() => {
        this.#frame = undefined;
        this.#read();
      }));
    const observer = new MutationObserver(schedule);
    for (const node of [doc.documentElement, doc.body]) if (node) observer.observe(node, {attributes: true});
    signal.addEventListener('abort', () => observer.disconnect());
    view?.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', schedule, {signal});
    if (doc.readyState !== 'complete') view?.addEventListener('load', schedule, {once: true, signal});
  }

  #stop(): void {
    // cancelAnimationFrame ignores an id that is no frame's (undefined among them).
    cancelAnimationFrame(this.#frame!);
    this.#frame = undefined;
    this.#watching?.abort();
    this.#watching = undefined;
  }

  #read(): void {
    this.#set(pageScheme(this.#options.surface?.() ?? this.#host));
  }

  #set(scheme: Scheme | undefined): void {
    if (scheme === this.#scheme) return;
    this.#scheme = scheme;
    this.#options.onChange(scheme);
  }
}
