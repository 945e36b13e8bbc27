import {LitElement, type PropertyDeclarations} from 'lit';
import type {FetchLike} from '../api/read-client.js';
import {PageSchemeController} from '../controllers/page-scheme.js';
import {readPageField} from '../internal/page-context.js';
import {resolveSource} from '../sources/resolve.js';
import type {DocsSource} from '../sources/source.js';

/**
 * The attributes every widget shares: where the API is, which API version, which project and version, and the colour
 * scheme. Each API attribute falls back to the hosting service's meta tags, so a theme can drop an element in with no
 * attribute.
 */
export class DocsApiElement extends LitElement {
  // Declared here rather than with decorators: the bundle then needs no decorator helper for this class.
  static override properties: PropertyDeclarations = {
    apiBase: {attribute: 'api-base'},
    apiVersion: {attribute: 'api-version'},
    docsSource: {attribute: 'docs-source'},
    project: {},
    version: {},
    fetch: {attribute: false},
    theme: {reflect: true},
  };

  /**
   * URL that `/api/v3/…` and `/api/v2/…` are appended to: a full hosting API (self-hosted, a CORS-enabled proxy, the
   * reference server). Without it, a page served by the hosting service (its meta tags) uses the docs domain's own
   * `/_/api/…` paths and the addons payload; any other page, the API at the page's origin.
   */
  apiBase: string | undefined;

  /** `3` or `2`: which API version the widget talks to. */
  apiVersion: '2' | '3' = '3';

  /**
   * `static` reads the site's own files instead of an API: a Sphinx or MkDocs build on any static host (search from
   * `_docs-widgets/` written by `docs-widgets index`, else from the site's own `searchindex.js` or
   * `search/search_index.json`; previews from the linked pages; versions from mike's `versions.json` or pydata's
   * `switcher.json`). Unset, a page Sphinx or MkDocs built with no hosting meta tags and no `api-base` gets the same.
   */
  docsSource: 'static' | undefined;

  /** Project slug. Defaults to the `readthedocs-project-slug` meta tag (on a static site, its host and root). */
  project: string | undefined;

  /** Version slug. Defaults to the `readthedocs-version-slug` meta tag. */
  version: string | undefined;

  /**
   * The `fetch` the widget's requests go through, e.g. a reference API's `fetch` in tests and demos.
   * Defaults to the browser's `fetch`.
   */
  fetch: FetchLike | undefined;

  /**
   * `light` or `dark` pins the colour scheme. `auto` follows the page: the scheme it declares (`color-scheme`) or the
   * background the widget sits on, so a theme's own dark-mode switch carries over; on a page that shows neither
   * (no background of its own), the reader's `prefers-color-scheme`.
   */
  theme: 'light' | 'dark' | 'auto' = 'auto';

  readonly #internals = this.attachInternals();

  /** The page's scheme while `theme` is `auto`, shown to the styles as the `page-light` / `page-dark` states. */
  protected readonly pageScheme = new PageSchemeController(this, {
    follow: () => this.theme === 'auto',
    surface: () => this.schemeSurface(),
    onChange: (scheme) => {
      for (const name of ['page-light', 'page-dark'] as const) {
        try {
          if (name === `page-${scheme}`) this.#internals.states.add(name);
          else this.#internals.states.delete(name);
        } catch {
          // A browser without CSS custom states (or only the old `--name` form) keeps following the reader's
          // preference, as `light-dark()` does on its own.
        }
      }
    },
  });

  /** The element whose surroundings give the page's scheme: this one, unless a widget knows better. */
  protected schemeSurface(): Element {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Resolving now starts loading the source's own chunk (resolve.ts) while the widget renders, not at its first request
    // (a call, not `void this.source`: the bundle's minifier takes getters for pure and dropped that read).
    try {
      this.#resolve();
    } catch {
      // An api-base the client rejects: the widget's first request reports it, in its own state.
    }
  }

  /**
   * Where this widget's data comes from (src/sources/resolve.ts decides: an explicit `api-base`, the hosting
   * service's docs domain, a static build). Shared by the elements of the page that resolve alike.
   */
  protected get source(): DocsSource {
    return this.#resolve();
  }

  #resolve(): DocsSource {
    return resolveSource({
      apiBase: this.apiBase,
      apiVersion: this.resolvedApiVersion,
      fetch: this.fetch,
      document: this.ownerDocument,
      prefer: this.docsSource === 'static' ? 'static' : undefined,
    });
  }

  /** The explicit `api-base`, else the page's origin (a key for what the reader keeps per site, e.g. dismissals). */
  protected get resolvedApiBase(): string {
    return this.apiBase ?? this.ownerDocument.location?.origin ?? globalThis.location.origin;
  }

  protected get resolvedProject(): string | undefined {
    return this.project ?? readPageField(this.ownerDocument, 'project') ?? this.source.projectName;
  }

  protected get resolvedVersion(): string | undefined {
    return this.version ?? readPageField(this.ownerDocument, 'version');
  }

  protected get resolvedApiVersion(): 2 | 3 {
    return String(this.apiVersion) === '2' ? 2 : 3;
  }
}
