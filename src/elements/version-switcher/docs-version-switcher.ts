import {html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {AnnouncerController} from '../../controllers/announcer.js';
import {DismissController, claimEscape} from '../../controllers/dismiss.js';
import {closeIcon} from '../../internal/icons.js';
import type {VersionData, VersionEntry} from '../../versions/version-data.js';
import type {VersionOrder} from '../../versions/version-order.js';
import {withOverrides} from '../../internal/overrides.js';
import {loadPart} from '../../i18n/load-part.js';
import {Translation} from '../../i18n/translation.js';
import {isolated} from '../../internal/isolate.js';
import {styles} from './docs-version-switcher.styles.js';
import {takeFallbackNotice, type FallbackNotice} from './fallback-notice.js';
import {defaultVersionSwitcherStrings, type VersionSwitcherStrings} from './strings.js';
import {DocsVersionElement} from '../../versions/version-element.js';
import {fitPanelInViewport, movePanelFocus, typeAhead} from './panel-fit.js';
import {capRows, isPlainClick, languageRows, matches, versionRows, type LanguageRow, type RowContext, type VersionRow} from './version-rows.js';
import {lastValue} from '../../internal/same-key.js';

const chevron = html`<svg class="chevron" viewBox="0 0 16 16" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" d="m4 6 4 4 4-4"/></svg>`;

let panelIds = 0;

/**
 * A disclosure that lists the project's active versions, its other languages and the downloads of the version being
 * read. Every entry is a real link to the same page in that version (path, `?query` and `#hash` kept), so
 * Ctrl/⌘-click and middle click open it in a new tab; a plain click first checks that the page exists there and
 * otherwise goes to the version's start page, which then explains why.
 *
 * The list is loaded once per browsing session (API v3 versions list, every page; or API v2 active versions) and
 * shared with `<docs-version-warning>`. With the API down the switcher still shows the version being read, an error
 * message and a retry button; the page keeps working.
 *
 * @tagname docs-version-switcher
 * @summary Switch to the same page in another version or language.
 *
 * @attr show-hidden - Also list hidden versions (the version being read is always listed).
 * @attr order - `version` (default version, stable and latest, then tags newest first, then branches), `name`, or
 *   `api` (as the source answered). Unset: the maintainer's order where the source knows it (the hosting service's
 *   version sorting, on its docs domains), else `version`. The `sort` property overrides it.
 * @attr floating - Pin the switcher to the bottom corner of the window (inline in the page on narrow screens).
 * @attr dropdown - Open the list over the page, under the button, instead of pushing what follows down: for a
 *   switcher in a header bar.
 * @attr open - Reflects whether the list is open; set it to open or close the list.
 * @attr filter-threshold - Show a filter box when more versions than this are listed (default 10).
 * @attr without-page-check - Do not check that the page exists in the target version before leaving.
 * @attr page-check-timeout - Milliseconds the page check may take before the reader is sent on unchecked (default
 *   2500).
 * @attr page-url - URL of the page being read (default: the document's location).
 * @attr theme - `light`, `dark` or `auto` (default: the scheme the page shows around the widget, from its
 *   `color-scheme` or background, so a theme's dark-mode switch carries over; else `prefers-color-scheme`).
 *
 * @fires {DocsVersionSelectEvent} docs-version-select - A plain click on a version or language, once its
 *   target is known; cancelable (cancel to navigate yourself). `detail`: `{version, url, fallback, language?}`.
 * @fires {DocsErrorEvent} docs-error - The versions could not be loaded; `detail`: `{error, request}`.
 *
 * @csspart base - The wrapper of the button and the panel.
 * @csspart button - The disclosure button.
 * @csspart button-label - The button's lead-in text ("Version").
 * @csspart current - The name of the version being read, on the button.
 * @csspart panel - The panel with the lists.
 * @csspart close - The close button of the floating panel.
 * @csspart filter - The filter box.
 * @csspart heading - The label above each list (a paragraph naming the list, not a document heading, so the
 *   widget adds nothing to the page's heading outline).
 * @csspart list - Each list (versions, languages, downloads).
 * @csspart link - Each version, language or download link.
 * @csspart badge - A badge beside a version (alias, hidden, default).
 * @csspart status - The loading, no-match and error messages.
 * @csspart retry - The retry button of the error state.
 * @csspart notice - The notice shown after a missing-page fallback.
 *
 * @cssprop --docs-color-background - Panel and button background.
 * @cssprop --docs-color-surface - Background of hovered links and badges.
 * @cssprop --docs-color-text - Main text colour.
 * @cssprop --docs-color-muted - Secondary text colour.
 * @cssprop --docs-color-border - Borders.
 * @cssprop --docs-color-accent - Accent: current version, focus rings, buttons.
 * @cssprop --docs-color-danger - Error message colour.
 * @cssprop --docs-radius - Corner radius.
 * @cssprop --docs-font-family - Font of the whole widget.
 * @cssprop --docs-version-switcher-width - Width of the panel (default 18rem).
 * @cssprop --docs-version-switcher-max-height - Height limit of the version list (default 20rem).
 * @cssprop --docs-version-switcher-offset - Distance of the floating switcher from the window's corner (default 1rem).
 * @cssprop --docs-version-switcher-shadow - Shadow of the floating panel.
 */
export class DocsVersionSwitcherElement extends DocsVersionElement {
  static override styles = styles;
  // Reactive properties declared here rather than with decorators: each decorator call costs bytes in the bundle.
  static override properties: PropertyDeclarations = {
    showHidden: {type: Boolean, attribute: 'show-hidden'},
    order: {},
    sort: {attribute: false},
    floating: {type: Boolean, reflect: true},
    dropdown: {type: Boolean, reflect: true},
    open: {type: Boolean, reflect: true},
    filterThreshold: {type: Number, attribute: 'filter-threshold'},
    strings: {attribute: false},
    filter: {state: true, attribute: false},
  };

  /** Also list hidden versions (the version being read is always listed). */
  showHidden = false;

  /**
   * How versions are ordered when no `sort` function is set. Unset: the maintainer's order where the source knows it
   * (the hosting service's addons payload), else `version`.
   */
  order: VersionOrder | undefined;

  /** A comparator that replaces the built-in order, e.g. `(a, b) => a.name.localeCompare(b.name)`. */
  sort: ((a: VersionEntry, b: VersionEntry) => number) | undefined;

  /** Pin the switcher to the window's bottom corner (inline on narrow screens). */
  floating = false;

  /** Open the list over the page under the button (a header bar), instead of in the flow (a sidebar). */
  dropdown = false;

  /** Whether the list is open. */
  open = false;

  /** Show a filter box when more versions than this are listed. */
  filterThreshold = 10;

  /**
   * Replacements for any visible or announced string (a partial `VersionSwitcherStrings`), over the defaults in the
   * page's language (docs/languages.md).
   */
  strings: Partial<VersionSwitcherStrings> | undefined;

  protected filter = '';

  protected get toggle(): HTMLButtonElement | null | undefined {
    return this.renderRoot?.querySelector('.toggle');
  }

  protected get panel(): HTMLElement | null | undefined {
    return this.renderRoot?.querySelector('.panel');
  }

  protected readonly announcer = new AnnouncerController(this);

  protected readonly dismiss = new DismissController(this, {
    onDismiss: (reason, event) => {
      const focusWasInside = event.composedPath().includes(this);
      this.open = false;
      if (reason === 'escape' && focusWasInside) this.#focusToggle();
    },
  });

  readonly #panelId = `docs-version-panel-${++panelIds}`;

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('dropdown')) this.pageScheme.refresh();
    if (changed.has('open') && this.open && this.panel) fitPanelInViewport(this.panel, this);
  }

  /** In a header bar the list opens over the page, so the page's scheme is the one to follow, not the bar's. */
  protected override schemeSurface(): Element {
    return this.dropdown ? (this.ownerDocument.querySelector('main, [role=main], article') ?? this.ownerDocument.body) : this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A `<docs-version-warning>` on the page shows the notice in its banner, where readers look first.
    void this.updateComplete.then(() => {
      if (!this.isConnected || this.notice || this.ownerDocument.querySelector('docs-version-warning')) return;
      this.notice = takeFallbackNotice(this.currentPageUrl);
      // The notice appears in a new element; the live region, rendered from the start, is what gets it read out.
      if (this.notice) this.announcer.announce(this.stringsResolved.fallbackNotice(this.notice.path || '/', this.notice.version));
    });
  }

  /** Opens the list. */
  show(): void {
    this.open = true;
  }

  /** Closes the list; focus goes back to the button if it was inside the list. */
  close(): void {
    const focusWasInside = this.#panelContainsFocus();
    this.open = false;
    if (focusWasInside) this.#focusToggle();
  }

  /** The defaults in the page's language (src/i18n/translation.ts). */
  readonly #translation = new Translation(this, defaultVersionSwitcherStrings, (tag, english) =>
    loadPart(tag, 'versions').then((part) => part.switcher(english)),
  );


  protected get stringsResolved(): VersionSwitcherStrings {
    return withOverrides(this.#translation.strings, this.strings);
  }

  /** Ordering parses every version name: keep the rows until something they depend on changes. */
  readonly #rowsMemo = lastValue<VersionRow[]>();

  #rowContext(): RowContext {
    const {currentVersion, currentPageUrl, showHidden, order, sort} = this;
    return {currentVersion, currentPageUrl, place: this.place(), showHidden, order, sort, strings: this.stringsResolved};
  }

  #rows(data: VersionData | undefined): VersionRow[] {
    const key = [data, this.currentVersion, this.currentPageUrl, this.showHidden, this.order, this.sort, this.strings, this.#translation.strings];
    return this.#rowsMemo(key, () => versionRows(data, this.#rowContext()));
  }

  protected override render(): TemplateResult {
    const strings = this.stringsResolved;
    const data = this.versionData;
    const rows = this.#rows(data);
    const current = rows.find((row) => row.current);
    return html`<div part="base" class="base">
      ${this.notice ? this.#renderNotice(this.notice, strings) : nothing}
      <button
        part="button"
        class="toggle"
        type="button"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls=${this.#panelId}
        @click=${this.#onToggleClick}
        @keydown=${this.#onToggleKeydown}
      >
        <span part="button-label" class="button-label">${strings.buttonLabel}</span>
        <span part="current" class="current-name">${current?.entry.name ?? this.currentVersion ?? '…'}</span>
        ${data?.language && data.languages.length ? html`<span class="lang" lang=${data.language.code}>${data.language.code}</span>` : nothing}
        ${chevron}
      </button>
      <div part="panel" class="panel" id=${this.#panelId} ?hidden=${!this.open} @keydown=${this.#onPanelKeydown}>
        ${this.floating
          ? html`<button part="close" class="close icon-button" type="button" aria-label=${strings.close} @click=${() => this.close()}>${closeIcon}</button>`
          : nothing}
        ${this.#renderVersions(rows, strings)} ${this.#renderLanguages(data, strings)}
        ${this.#renderDownloads(current?.entry, strings)} ${this.#renderStatus(strings)}
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  #renderVersions(rows: VersionRow[], strings: VersionSwitcherStrings): TemplateResult {
    const showFilter = rows.length > this.filterThreshold;
    const needle = this.filter.trim().toLocaleLowerCase();
    const matching = showFilter && needle ? rows.filter((row) => matches(row, needle)) : rows;
    const shown = capRows(matching);
    const headingId = `${this.#panelId}-versions`;
    return html`<section class="group versions">
      <p part="heading" class="heading" id=${headingId}>${strings.versionsHeading}</p>
      ${showFilter
        ? html`<input
            part="filter"
            class="filter"
            type="search"
            autocomplete="off"
            spellcheck="false"
            aria-label=${strings.filterLabel}
            placeholder=${strings.filterPlaceholder}
            .value=${this.filter}
            @input=${this.#onFilterInput}
            @keydown=${this.#onFilterKeydown}
          />`
        : nothing}
      ${shown.length
        ? html`<ul part="list" class="list version-list" aria-labelledby=${headingId}>
            ${shown.map((row) => this.#renderVersionRow(row, strings))}
          </ul>`
        : html`<p part="status" class="status">${isolated(strings.noMatches, this.filter.trim())}</p>`}
      ${shown.length < matching.length
        ? html`<p part="status" class="status">${strings.moreVersions(shown.length, matching.length)}</p>`
        : nothing}
    </section>`;
  }

  #renderVersionRow(row: VersionRow, strings: VersionSwitcherStrings): TemplateResult {
    const pending = this.pending === row.href;
    return html`<li>
      <a
        part="link"
        class="link ${row.current ? 'current' : ''}"
        href=${row.href}
        aria-current=${ifDefined(row.current ? 'page' : undefined)}
        aria-busy=${ifDefined(pending ? 'true' : undefined)}
        data-version=${row.entry.slug}
        data-name=${row.entry.name}
        @click=${(event: MouseEvent) => this.#onVersionClick(event, row)}
        ><span class="name">${row.entry.name}</span>${row.badges.map(
          (badge) => html`<span part="badge" class="badge">${badge}</span>`,
        )}${pending ? html`<span class="checking">${strings.checking}</span>` : nothing}</a
      >
    </li>`;
  }

  #renderLanguages(data: VersionData | undefined, strings: VersionSwitcherStrings): TemplateResult | typeof nothing {
    const rows = languageRows(data, this.#rowContext());
    if (rows.length < 2) return nothing;
    const headingId = `${this.#panelId}-languages`;
    return html`<section class="group languages">
      <p part="heading" class="heading" id=${headingId}>${strings.languagesHeading}</p>
      <ul part="list" class="list" aria-labelledby=${headingId}>
        ${rows.map(
          (row) => html`<li>
            <a
              part="link"
              class="link ${row.current ? 'current' : ''}"
              href=${row.url}
              hreflang=${row.language}
              lang=${row.language}
              aria-current=${ifDefined(row.current ? 'page' : undefined)}
              aria-busy=${ifDefined(this.pending === row.url && !row.current ? 'true' : undefined)}
              data-language=${row.language}
              @click=${(event: MouseEvent) => this.#onLanguageClick(event, row)}
              ><span class="name">${row.name}</span><span part="badge" class="badge code">${row.language}</span></a
            >
          </li>`,
        )}
      </ul>
    </section>`;
  }

  #renderDownloads(entry: VersionEntry | undefined, strings: VersionSwitcherStrings): TemplateResult | typeof nothing {
    if (!entry || entry.downloads.length === 0) return nothing;
    const headingId = `${this.#panelId}-downloads`;
    return html`<section class="group downloads">
      <p part="heading" class="heading" id=${headingId}>${strings.downloadsHeading}</p>
      <ul part="list" class="list inline" aria-labelledby=${headingId}>
        ${entry.downloads.map(
          (download) => html`<li>
            <a part="link" class="link" href=${download.url} data-format=${download.format}
              >${strings.downloadFormats[download.format]}</a
            >
          </li>`,
        )}
      </ul>
    </section>`;
  }

  #renderStatus(strings: VersionSwitcherStrings): TemplateResult | typeof nothing {
    if (this.versionsStatus === 'loading') {
      return html`<p part="status" class="status loading" role="status">${strings.loading}</p>`;
    }
    if (this.versionsStatus === 'error') {
      // Disabled for the wait a throttled answer asked for, but still focusable, so the countdown can be read.
      const wait = this.retryCountdown.seconds;
      return html`<div part="status" class="status error">
        <p>${strings.errorMessage}</p>
        <button part="retry" class="retry" type="button" aria-disabled=${wait > 0 ? 'true' : 'false'} @click=${this.#onRetry}>
          ${wait > 0 ? strings.retryIn(wait) : strings.retry}
        </button>
      </div>`;
    }
    return nothing;
  }

  #renderNotice(notice: FallbackNotice, strings: VersionSwitcherStrings): TemplateResult {
    return html`<div part="notice" class="notice" role="status">
      <p>${isolated(strings.fallbackNotice, notice.path || '/', notice.version)}</p>
      <button class="icon-button" type="button" aria-label=${strings.dismissNotice} @click=${() => (this.notice = undefined)}>
        ${closeIcon}
      </button>
    </div>`;
  }

  // Listeners are methods, not bound arrow fields: lit calls a template's listener with the element as `this`.
  #onToggleClick(): void {
    if (this.open) this.close();
    else this.show();
  }

  async #onToggleKeydown(event: KeyboardEvent): Promise<void> {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    this.show();
    await this.updateComplete;
    const items = this.#focusables();
    (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
  }

  #onPanelKeydown(event: KeyboardEvent): void {
    // Type-ahead goes to the version links only ("1" → 1.x).
    const links = () => [...(this.panel?.querySelectorAll<HTMLElement>('.version-list a[data-name]') ?? [])];
    movePanelFocus(event, this.#focusables(), links, this.#typeAhead, this.shadowRoot?.activeElement as HTMLElement | null);
  }

  readonly #typeAhead = typeAhead();

  #onFilterInput(event: Event): void {
    this.filter = (event.target as HTMLInputElement).value;
    const needle = this.filter.trim().toLocaleLowerCase();
    const count = this.#rows(this.versionData).filter((row) => !needle || matches(row, needle)).length;
    this.announcer.announce(count ? this.stringsResolved.filterCount(count) : this.stringsResolved.noMatches(this.filter.trim()));
  }

  #onFilterKeydown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    if (event.key === 'Escape' && this.filter) {
      // First Escape empties the box; the next one closes the list.
      claimEscape(event);
      this.filter = '';
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      this.renderRoot.querySelector<HTMLAnchorElement>('.version-list a')?.click();
    }
  }

  #onVersionClick(event: MouseEvent, row: VersionRow): void {
    if (row.current) this.#closeOnPlainClick(event);
    else this.handleClick(event, {version: row.entry.slug, name: row.entry.name, url: row.href, root: row.entry.url});
  }

  #onLanguageClick(event: MouseEvent, row: LanguageRow): void {
    if (row.current) this.#closeOnPlainClick(event);
    else this.handleClick(event, row);
  }

  /** Already here: a plain click just closes the list; modifier clicks still open a new tab. */
  #closeOnPlainClick(event: MouseEvent): void {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    this.close();
  }

  #onRetry(): void {
    this.retryVersions();
  }

  #focusables(): HTMLElement[] {
    const panel = this.panel;
    if (!panel) return [];
    return [...panel.querySelectorAll<HTMLElement>('input, a[href], button')].filter(
      (element) => !element.closest('[hidden]'),
    );
  }

  #panelContainsFocus(): boolean {
    const active = this.shadowRoot?.activeElement;
    return !!active && !!this.panel?.contains(active);
  }

  #focusToggle(): void {
    void this.updateComplete.then(() => this.toggle?.focus());
  }
}
