import {html, nothing, type PropertyValues, type TemplateResult} from 'lit';
import {property, query, state} from 'lit/decorators.js';
import {HttpError, NetworkError, SchemaError, TimeoutError} from '../../api/errors.js';
import {AnnouncerController} from '../../controllers/announcer.js';
import {RetryCountdownController} from '../../controllers/retry-countdown.js';
import {SearchQueryController} from '../../controllers/search-query.js';
import {
  ariaKeyShortcuts,
  hotkeyLabel,
  isApplePlatform,
  parseHotkeys,
  ShortcutController,
  type Hotkey,
} from '../../controllers/shortcut.js';
import {DocsApiElement} from '../../internal/api-element.js';
import {DocsErrorEvent} from '../../internal/docs-error-event.js';
import {HistoryStore} from '../../internal/history-store.js';
import {defaultStrings, withOverrides, type SearchStrings} from '../../internal/strings.js';
import {styles} from './docs-search.styles.js';
import {DocsSearchSelectEvent} from './events.js';
import {buildGroups, type GroupModel, type OptionModel, type SearchAnswer, type Segment} from './result-model.js';

/**
 * Chosen by measurement (bench/search.bench.ts, security-and-performance.md §5): at 60 ms per key a 120 ms quiet
 * period sends one request for the whole word plus at most one for a pause, and a reader who stops typing sees
 * results about 120 ms + one round trip later.
 */
export const DEFAULT_DEBOUNCE_MS = 120;

/** Raised when neither the `project` attribute nor the meta tag says what to search. */
class MissingProjectError extends Error {
  override name = 'MissingProjectError';
}

type ListItem = {kind: 'result'; option: OptionModel} | {kind: 'recent'; id: string; query: string};

const icons = {
  search: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L18 18"/></svg>`,
  page: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" d="M5 2.5h6.5L16 7v10.5H5zM11.5 2.5V7H16"/></svg>`,
  section: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" d="M8 3 6 17M14 3l-2 14M3.5 7.5h14M2.5 12.5h14"/></svg>`,
  domain: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" d="M7 5 2.5 10 7 15M13 5l4.5 5-4.5 5"/></svg>`,
  recent: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" d="M3 10a7 7 0 1 0 2-4.9M3 3v3.5h3.5M10 6v4l2.5 2"/></svg>`,
  close: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" d="m5 5 10 10M15 5 5 15"/></svg>`,
  enter: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" d="M16 4v5a3 3 0 0 1-3 3H4m3-3-3 3 3 3"/></svg>`,
};

/**
 * Search as you type over the hosting service's search API, in a modal dialog.
 *
 * Opens from its trigger button, from hotkeys (`/` and Ctrl/⌘+K by default), from a theme's own search field
 * (`input-selector`) or from a `?q=` link. Results are grouped by page, with the page's section and domain blocks as
 * options of one WAI-ARIA combobox + listbox.
 *
 * @tagname docs-search
 * @summary Search the documentation as you type.
 *
 * @attr placeholder - Placeholder of the search field.
 * @attr debounce - Milliseconds of quiet after the last keystroke before a request is sent (default 120).
 * @attr min-chars - Shortest query (trimmed) that is sent (default 3).
 * @attr hotkeys - Space-separated hotkeys that open and close the search, e.g. `/ mod+k` (the default); `mod` is ⌘ on
 *   Apple platforms and Ctrl elsewhere. Empty disables them.
 * @attr open - Reflects whether the dialog is open; set it to open or close the dialog.
 * @attr subprojects - Also search the project's subprojects.
 * @attr input-selector - CSS selector of a theme's own search field(s): focusing, clicking or typing in one opens
 *   the dialog with its text.
 * @attr query-param - URL query parameter that opens the search with a query (default `q`); empty disables it.
 * @attr without-history - Do not remember or show recent searches.
 * @attr theme - `light`, `dark` or `auto` (default: the scheme the page shows around the widget, from its
 *   `color-scheme` or background, so a theme's dark-mode switch carries over; else `prefers-color-scheme`).
 * @attr page-size - Results per request (default 10).
 * @attr loading-delay - Milliseconds a request may take before the loading indicator shows (default 200).
 *
 * @fires {DocsSearchSelectEvent} docs-search-select - The reader picked a result; cancelable (cancel to
 *   navigate yourself). `detail`: `{url, result, block?, newTab}`.
 * @fires {DocsErrorEvent} docs-error - A search request failed; `detail`: `{error, request}`.
 *
 * @csspart trigger - The button that opens the search.
 * @csspart trigger-label - The trigger's text.
 * @csspart trigger-shortcut - The hotkey shown on the trigger.
 * @csspart dialog - The modal dialog.
 * @csspart form - The row with the search field.
 * @csspart input - The search field.
 * @csspart close - The close button.
 * @csspart body - The scrolling area below the field.
 * @csspart count - The result count line.
 * @csspart listbox - The list of results (or recent searches).
 * @csspart group - One page's group of options.
 * @csspart group-header - A group's heading (page title).
 * @csspart option - One result option; `option active` while it is the active one.
 * @csspart mark - A highlighted term.
 * @csspart state - The empty, no-results and error messages.
 * @csspart retry - The retry button of the error state.
 * @csspart load-more - The button that loads the next page of results.
 * @csspart footer - The key hints.
 *
 * @cssprop --docs-color-background - Dialog and trigger background.
 * @cssprop --docs-color-surface - Background of options, key caps and the footer.
 * @cssprop --docs-color-text - Main text colour.
 * @cssprop --docs-color-muted - Secondary text colour.
 * @cssprop --docs-color-border - Borders.
 * @cssprop --docs-color-accent - Accent: active option, group headers, buttons.
 * @cssprop --docs-color-on-accent - Text on accent-coloured buttons.
 * @cssprop --docs-color-danger - Error heading colour.
 * @cssprop --docs-radius - Corner radius of the dialog.
 * @cssprop --docs-font-family - Font of the whole widget.
 * @cssprop --docs-search-width - Dialog width on wide screens (default 680px).
 * @cssprop --docs-search-max-height - Dialog height limit on wide screens (default 640px).
 * @cssprop --docs-search-shadow - Dialog shadow.
 * @cssprop --docs-search-backdrop - Colour behind the dialog.
 * @cssprop --docs-search-active-background - Background of the active option.
 * @cssprop --docs-search-mark-background - Background of highlighted terms.
 * @cssprop --docs-search-mark-color - Colour of highlighted terms.
 * @cssprop --docs-search-trigger-radius - Corner radius of the trigger button.
 */
export class DocsSearchElement extends DocsApiElement {
  static override styles = styles;

  /** Placeholder of the search field; defaults to `strings.placeholder`. */
  @property() placeholder: string | undefined;

  /** Milliseconds of quiet after the last keystroke before a request is sent. */
  @property({type: Number}) debounce = DEFAULT_DEBOUNCE_MS;

  /**
   * Shortest (trimmed) query that is sent. Three, as Read the Docs does: one- and two-letter prefixes match most of a
   * site, cost the server the most (bench/search.bench.ts) and count against its 100 searches a minute.
   */
  @property({type: Number, attribute: 'min-chars'}) minChars = 3;

  /** Space-separated hotkeys, e.g. `/ mod+k`; empty disables them. */
  @property() hotkeys = '/ mod+k';

  /** Whether the dialog is open. */
  @property({type: Boolean, reflect: true}) open = false;

  /** Also search the project's subprojects. */
  @property({type: Boolean}) subprojects = false;

  /** CSS selector of a theme's own search field(s) that open this search. */
  @property({attribute: 'input-selector'}) inputSelector: string | undefined;

  /** URL query parameter that opens the search with a query; empty disables deep links. */
  @property({attribute: 'query-param'}) queryParam = 'q';

  /** Do not remember or show recent searches. */
  @property({type: Boolean, attribute: 'without-history'}) withoutHistory = false;

  /** Results per request. */
  @property({type: Number, attribute: 'page-size'}) pageSize = 10;

  /** Milliseconds a request may take before the loading indicator shows. */
  @property({type: Number, attribute: 'loading-delay'}) loadingDelay = 200;

  /** Replacements for any visible or announced string (a partial `SearchStrings`). */
  @property({attribute: false}) strings: Partial<SearchStrings> | undefined;

  /** The text in the search field. */
  @state() protected value = '';
  /** Index into the flat list of options; -1 when none is active. */
  @state() protected activeIndex = -1;
  @state() protected recent: string[] = [];

  @query('dialog') protected dialog!: HTMLDialogElement | null;
  @query('input') protected input!: HTMLInputElement | null;
  @query('.trigger') protected trigger!: HTMLButtonElement | null;

  protected readonly announcer = new AnnouncerController(this);

  protected readonly search = new SearchQueryController<SearchAnswer>(this, {
    run: (query, page, signal) => this.#request(query, page, signal),
    hasNext: (answer) => answer.next !== null,
    scope: () =>
      JSON.stringify([
        this.source.key,
        this.resolvedProject,
        this.resolvedVersion,
        this.subprojects,
        this.pageSize,
      ]),
    debounce: () => this.debounce,
    minChars: () => this.minChars,
    loadingDelay: () => this.loadingDelay,
    onComplete: (query, pages, fromCache) => this.#onResults(query, pages, fromCache),
    onError: (error) => this.#onError(error),
  });

  protected readonly shortcuts = new ShortcutController(this, {
    hotkeys: () => this.#hotkeys,
    onTrigger: () => (this.open ? this.close() : this.show()),
  });

  #hotkeys: Hotkey[] = parseHotkeys(this.hotkeys);
  #history: HistoryStore | undefined;
  #historyKey = '';
  #groups: GroupModel[] = [];
  #builtGroups = new WeakMap<SearchAnswer, {start: number; project: string | undefined; groups: GroupModel[]}>();
  /** Position of each option in the flat list, for rendering without a search per option. */
  #indexOf = new Map<OptionModel, number>();
  #items: ListItem[] = [];
  #boundInputs: AbortController | undefined;
  /** The wait a throttled answer asked for; the retry button counts it down. */
  readonly #retryCountdown = new RetryCountdownController(this);
  #composing = false;
  /** Set from the moment the dialog starts closing until its `close` event, while the browser hands focus back. */
  #closing = false;
  /** Keystroke time of the query waiting to be shown, for the `docs-search:keystroke-to-results` measure. */
  #pendingMeasure: {query: string; start: number; handled: number} | undefined;

  protected get text(): SearchStrings {
    return withOverrides(defaultStrings.search, this.strings);
  }

  /** Opens the dialog, optionally with a query in the field. */
  async show(query?: string): Promise<void> {
    if (query !== undefined) this.#setValue(query);
    this.open = true;
    await this.updateComplete;
  }

  /** Closes the dialog and cancels any request in flight. */
  close(): void {
    this.open = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#bindInputs();
    const deepLinked = this.#deepLinkQuery();
    if (deepLinked) void this.updateComplete.then(() => this.show(deepLinked));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#boundInputs?.abort();
    this.#boundInputs = undefined;
    this.dialog?.close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('hotkeys')) this.#hotkeys = parseHotkeys(this.hotkeys);
    if (changed.has('open') && this.open) this.recent = this.withoutHistory ? [] : this.#historyStore().list();
    if (changed.has('inputSelector')) this.#bindInputs();
    this.#groups = this.#groupsOf(this.search.pages, this.resolvedProject);
    this.#items = this.#listItems();
    this.#indexOf = new Map(this.#items.flatMap((item, index) => (item.kind === 'result' ? [[item.option, index]] : [])));
    if (this.activeIndex >= this.#items.length) this.activeIndex = -1;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('open')) this.#syncDialog();
    if (changed.has('activeIndex') && this.activeIndex >= 0) {
      const id = this.#activeId();
      if (id) this.shadowRoot?.getElementById(id)?.scrollIntoView({block: 'nearest'});
    }
  }

  // ---- rendering -------------------------------------------------------------------------------------------------

  protected override render(): TemplateResult {
    const t = this.text;
    const shortcut = this.#hotkeys.find((hotkey) => hotkey.ctrl || hotkey.meta) ?? this.#hotkeys[0];
    return html`
      <button
        class="trigger"
        part="trigger"
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts=${this.#hotkeys.length ? ariaKeyShortcuts(this.#hotkeys) : nothing}
        @click=${() => this.show()}
      >
        ${icons.search}<span class="label" part="trigger-label">${t.trigger}</span>
        ${shortcut ? html`<kbd part="trigger-shortcut" aria-hidden="true">${hotkeyLabel(shortcut)}</kbd>` : nothing}
      </button>
      <dialog
        part="dialog"
        aria-label=${t.dialogLabel}
        @close=${this.#onDialogClose}
        @cancel=${this.#onDialogCancel}
        @click=${this.#onDialogClick}
      >
        ${this.#renderPanel(t)} ${this.announcer.render()}
      </dialog>
    `;
  }

  #renderPanel(t: SearchStrings): TemplateResult {
    const status = this.search.status;
    const hasOptions = this.#items.length > 0;
    const busy = this.search.busy;
    return html`
      <form class="form" part="form" role="search" @submit=${(event: Event) => event.preventDefault()}>
        ${icons.search}
        <input
          part="input"
          type="text"
          role="combobox"
          autofocus
          aria-label=${t.inputLabel}
          aria-autocomplete="list"
          aria-expanded=${hasOptions ? 'true' : 'false'}
          aria-controls="listbox"
          aria-activedescendant=${this.activeIndex >= 0 ? this.#activeId()! : nothing}
          autocomplete="off"
          autocapitalize="off"
          spellcheck="false"
          enterkeyhint="search"
          maxlength="256"
          placeholder=${this.placeholder ?? t.placeholder}
          .value=${this.value}
          @input=${this.#onInput}
          @keydown=${this.#onKeyDown}
          @compositionstart=${() => (this.#composing = true)}
          @compositionend=${this.#onCompositionEnd}
        />
        ${this.search.showLoading ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
        <button class="close" part="close" type="button" aria-label=${t.close} @click=${() => this.close()}>
          ${icons.close}
        </button>
      </form>
      <div class="scroller" part="body" tabindex="0" aria-label=${t.resultsLabel} aria-busy=${busy ? 'true' : 'false'}>
        ${this.#groups.length
          ? html`<p class="meta" part="count">
              <span>${t.resultCount(this.search.pages[0]?.count ?? 0)}</span>
            </p>`
          : nothing}
        ${this.search.showLoading && !hasOptions
          ? html`<p class="meta"><span class="loading-text">${t.loading}</span></p>`
          : nothing}
        ${this.#renderRecentHeader(t)}
        <div
          id="listbox"
          role="listbox"
          part="listbox"
          aria-label=${this.#showingRecent() ? t.recentTitle : t.resultsLabel}
          ?hidden=${!hasOptions}
          @pointermove=${this.#onPointerMove}
        >
          ${this.#showingRecent() ? this.#renderRecent(t) : this.#groups.map((group) => this.#renderGroup(group, t))}
        </div>
        ${this.#renderState(t)}
        ${status === 'complete' && this.search.hasMore
          ? html`<div class="more">
              <button class="button" part="load-more" type="button" @click=${() => this.search.loadMore()}>
                ${t.loadMore}
              </button>
            </div>`
          : nothing}
      </div>
      <div class="footer" part="footer" aria-hidden="true">
        <span><kbd>↑</kbd><kbd>↓</kbd> ${t.hintNavigate}</span>
        <span><kbd>↵</kbd> ${t.hintSelect}</span>
        <span><kbd>${isApplePlatform() ? '⌘' : 'Ctrl'}</kbd><kbd>↵</kbd> ${t.hintNewTab}</span>
        <span><kbd>Esc</kbd> ${t.hintClose}</span>
      </div>
    `;
  }

  #renderRecentHeader(t: SearchStrings): TemplateResult | typeof nothing {
    if (!this.#showingRecent()) return nothing;
    return html`<div class="recent-header">
      <span id="recent-title">${t.recentTitle}</span>
      <button class="text-button" type="button" @click=${this.#clearRecent}>${t.clearRecent}</button>
    </div>`;
  }

  #renderRecent(t: SearchStrings): TemplateResult[] {
    return this.#items.map((item, index) =>
      item.kind === 'recent'
        ? html`<div
            id=${item.id}
            role="option"
            part=${index === this.activeIndex ? 'option active' : 'option'}
            aria-selected=${index === this.activeIndex ? 'true' : 'false'}
            @click=${() => this.#useRecent(item.query)}
          >
            <span class="icon">${icons.recent}</span>
            <span class="text"><span class="title">${t.recentOption(item.query)}</span></span>
            <span class="enter">${icons.enter}</span>
          </div>`
        : html``,
    );
  }

  #renderGroup(group: GroupModel, t: SearchStrings): TemplateResult {
    return html`<div role="group" part="group" aria-labelledby=${`${group.id}-label`}>
      <div class="group-header" part="group-header" role="presentation" id=${`${group.id}-label`}>
        <span>${this.#segments(group.title)}</span>
        ${group.project ? html`<span class="badge">${t.fromProject(group.project)}</span>` : nothing}
      </div>
      ${group.options.map((option) => this.#renderOption(option, t))}
    </div>`;
  }

  #renderOption(option: OptionModel, t: SearchStrings): TemplateResult {
    const index = this.#indexOf.get(option) ?? -1;
    const active = index === this.activeIndex;
    return html`<a
      id=${option.id}
      role="option"
      part=${active ? 'option active' : 'option'}
      tabindex="-1"
      href=${option.url}
      data-kind=${option.kind}
      aria-selected=${active ? 'true' : 'false'}
      @click=${(event: MouseEvent) => this.#onOptionClick(event, option)}
      @auxclick=${(event: MouseEvent) => this.#onOptionAuxClick(event, option)}
    >
      <span class="icon">${icons[option.kind]}</span>
      <span class="text">
        <span class="title">${this.#segments(option.title)}</span>
        ${option.kind === 'domain' ? html`<span class="role">${t.kindDomain(option.role ?? '')}</span>` : nothing}
        ${option.excerpt.length ? html`<span class="excerpt">${this.#segments(option.excerpt)}</span>` : nothing}
      </span>
      <span class="enter">${icons.enter}</span>
    </a>`;
  }

  #segments(segments: readonly Segment[]): unknown[] {
    return segments.map((segment) => (segment.hit ? html`<mark part="mark">${segment.text}</mark>` : segment.text));
  }

  #renderState(t: SearchStrings): TemplateResult | typeof nothing {
    const status = this.search.status;
    if (status === 'error') {
      const waiting = this.#retryCountdown.waiting;
      return html`<div class="state error" part="state">
        <h2>${t.errorTitle}</h2>
        <p>${this.#errorMessage(this.search.error)}</p>
        ${this.search.error instanceof MissingProjectError
          ? nothing
          : html`<button
              class="button"
              part="retry"
              type="button"
              aria-disabled=${waiting ? 'true' : 'false'}
              @click=${this.#retry}
            >
              ${waiting ? t.retryIn(this.#retryCountdown.seconds) : t.retry}
            </button>`}
      </div>`;
    }
    if (status === 'complete' && this.search.query && this.#groups.length === 0) {
      return html`<div class="state" part="state">
        <h2>${t.noResults(this.search.query)}</h2>
        <p>${t.tipsTitle}</p>
        <ul>
          ${t.tips.map((tip) => html`<li>${tip}</li>`)}
        </ul>
      </div>`;
    }
    if (status === 'idle' && !this.#showingRecent()) {
      return html`<div class="state" part="state"><p>${t.emptyHint}</p></div>`;
    }
    return nothing;
  }

  // ---- state ------------------------------------------------------------------------------------------------------

  /**
   * The view model of each answer is built once (highlights go through the sanitizer) and reused on every later
   * render: arrow keys, announcements and cache hits only re-render.
   */
  #groupsOf(pages: readonly SearchAnswer[], project: string | undefined): GroupModel[] {
    const groups: GroupModel[] = [];
    for (const answer of pages) {
      const start = groups.length;
      let built = this.#builtGroups.get(answer);
      if (!built || built.start !== start || built.project !== project) {
        built = {start, project, groups: buildGroups([answer], project, start)};
        this.#builtGroups.set(answer, built);
      }
      groups.push(...built.groups);
    }
    return groups;
  }

  #showingRecent(): boolean {
    return this.search.status === 'idle' && !this.withoutHistory && this.recent.length > 0;
  }

  #listItems(): ListItem[] {
    if (this.#showingRecent()) {
      return this.recent.map((query, index) => ({kind: 'recent' as const, id: `recent-${index}`, query}));
    }
    return this.#groups.flatMap((group) => group.options.map((option) => ({kind: 'result' as const, option})));
  }

  #activeId(): string | undefined {
    const item = this.#items[this.activeIndex];
    if (!item) return undefined;
    return item.kind === 'result' ? item.option.id : item.id;
  }

  #setValue(value: string): void {
    this.value = value;
    this.activeIndex = -1;
    if (this.input && this.input.value !== value) this.input.value = value;
    this.search.setQuery(value);
  }

  #historyStore(): HistoryStore {
    const key = `docs-widgets:search:recent:${this.resolvedProject ?? ''}`;
    if (!this.#history || key !== this.#historyKey) {
      this.#history = new HistoryStore(key);
      this.#historyKey = key;
    }
    return this.#history;
  }

  #syncDialog(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    if (this.open && !dialog.open) {
      dialog.showModal();
      this.input?.focus();
      this.input?.select();
    } else if (!this.open && dialog.open) {
      this.#closing = true;
      dialog.close();
    }
  }

  #onDialogCancel = (event: Event): void => {
    // Escape with text in the field clears it first; the next Escape closes.
    if (this.value) {
      event.preventDefault();
      this.#setValue('');
    } else {
      this.#closing = true;
    }
  };

  #onDialogClose = (): void => {
    this.#closing = false;
    this.open = false;
    this.search.abort();
    this.announcer.clear();
    this.#pendingMeasure = undefined;
    // A removed element (the page is changing) leaves the URL alone; a closed one takes its query out of it.
    if (this.isConnected) this.#writeDeepLink('');
    // The browser returns focus to whatever had it before; when that was nothing, the trigger gets it (WCAG 2.4.3).
    const active = deepActiveElement(this.ownerDocument);
    if (!active || active === this.ownerDocument.body) this.trigger?.focus();
  };

  #onDialogClick = (event: MouseEvent): void => {
    // A click on the backdrop targets the dialog itself; clicks inside land on its content.
    if (event.target === this.dialog) this.close();
  };

  #onInput = (event: InputEvent): void => {
    const value = (event.target as HTMLInputElement).value;
    this.value = value;
    this.activeIndex = -1;
    if (this.#composing || event.isComposing) return;
    this.#pendingMeasure = {query: value.trim(), start: event.timeStamp, handled: performance.now()};
    this.search.setQuery(value);
  };

  #onCompositionEnd = (event: CompositionEvent): void => {
    this.#composing = false;
    const value = (event.target as HTMLInputElement).value;
    this.value = value;
    this.search.setQuery(value);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.keyCode === 229 || this.#composing) return;
    const count = this.#items.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        this.activeIndex = (this.activeIndex + 1) % count;
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        this.activeIndex = this.activeIndex <= 0 ? count - 1 : this.activeIndex - 1;
        break;
      case 'Home':
      case 'End':
        // Only while moving through the options; otherwise Home and End move the caret, as in any text field.
        if (this.activeIndex < 0 || !count) return;
        event.preventDefault();
        this.activeIndex = event.key === 'Home' ? 0 : count - 1;
        break;
      case 'Enter': {
        event.preventDefault();
        const index = this.activeIndex >= 0 ? this.activeIndex : 0;
        const item = this.#items[index];
        if (!item) return;
        if (item.kind === 'recent') this.#useRecent(item.query);
        else this.#select(item.option, event.ctrlKey || event.metaKey || event.shiftKey);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (this.value) this.#setValue('');
        else this.close();
        break;
    }
  };

  #onPointerMove = (event: PointerEvent): void => {
    const option = (event.target as Element).closest?.('[role="option"]');
    if (!option) return;
    const index = this.#items.findIndex(
      (item) => (item.kind === 'result' ? item.option.id : item.id) === option.id,
    );
    if (index >= 0 && index !== this.activeIndex) this.activeIndex = index;
  };

  #onOptionClick(event: MouseEvent, option: OptionModel): void {
    if (event.button !== 0) return;
    const newTab = event.ctrlKey || event.metaKey || event.shiftKey;
    // The link navigates by itself (new tabs too); the event only lets the page take over.
    if (!this.#dispatchSelect(option, newTab)) {
      event.preventDefault();
      return;
    }
    if (!newTab) this.close();
  }

  #onOptionAuxClick(event: MouseEvent, option: OptionModel): void {
    if (event.button !== 1) return;
    if (!this.#dispatchSelect(option, true)) event.preventDefault();
  }

  /** Picks an option from the keyboard: fires the event, then navigates unless it was cancelled. */
  #select(option: OptionModel, newTab: boolean): void {
    if (!this.#dispatchSelect(option, newTab)) return;
    this.navigate(option.url, newTab);
    if (!newTab) this.close();
  }

  /** Fires `docs-search-select` and remembers the query; false when a listener cancelled it. */
  #dispatchSelect(option: OptionModel, newTab: boolean): boolean {
    if (!this.withoutHistory && this.search.query) this.#historyStore().add(this.search.query);
    const event = new DocsSearchSelectEvent({
      url: option.url,
      result: option.result,
      ...(option.block ? {block: option.block} : {}),
      newTab,
    });
    return this.dispatchEvent(event);
  }

  /** Navigation after a keyboard choice; a protected seam so subclasses (and SPAs) can route instead. */
  protected navigate(url: string, newTab: boolean): void {
    if (newTab) this.ownerDocument.defaultView?.open(url, '_blank', 'noopener,noreferrer');
    else this.ownerDocument.defaultView?.location.assign(url);
  }

  #useRecent(query: string): void {
    this.#setValue(query);
    this.input?.focus();
  }

  #clearRecent = (): void => {
    this.#historyStore().clear();
    this.recent = [];
    this.activeIndex = -1;
    this.input?.focus();
  };

  #retry = (): void => {
    if (this.#retryCountdown.waiting) return;
    this.search.retry();
    this.input?.focus();
  };

  // ---- requests ---------------------------------------------------------------------------------------------------

  async #request(query: string, page: number, signal: AbortSignal): Promise<SearchAnswer> {
    const project = this.resolvedProject;
    if (!project) throw new MissingProjectError('No project: set the project attribute or the readthedocs-project-slug meta tag.');
    const version = this.resolvedVersion;
    if (this.resolvedApiVersion === 2 && !version) {
      throw new MissingProjectError('API v2 search needs a version: set the version attribute or the meta tag.');
    }
    return this.source.search(
      {
        query,
        project,
        ...(version ? {version} : {}),
        subprojects: this.subprojects,
        page,
        pageSize: this.pageSize,
      },
      {signal},
    );
  }

  #onResults(query: string, pages: readonly SearchAnswer[], fromCache: boolean): void {
    const t = this.text;
    const count = pages[0]?.count ?? 0;
    this.announcer.announce(count ? t.resultsAnnouncement(count, query) : t.noResultsAnnouncement(query));
    if (this.open) this.#writeDeepLink(query);
    this.#retryCountdown.stop();
    const pending = this.#pendingMeasure;
    if (pending && pending.query === query) {
      this.#pendingMeasure = undefined;
      void this.#measure(pending, fromCache);
    }
  }

  /** Keystroke to results on screen: after lit commits the DOM and the next frame is produced (§5 of the notes). */
  async #measure({query, start, handled}: {query: string; start: number; handled: number}, fromCache: boolean): Promise<void> {
    await this.updateComplete;
    const rendered = performance.now();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (this.search.query !== query) return;
    // `queued`: how long the key event waited for the main thread before our handler ran (the page's load, not ours).
    const detail = {query, fromCache, rendered: rendered - start, queued: handled - start};
    performance.measure('docs-search:keystroke-to-results', {start, end: performance.now(), detail});
  }

  #onError(error: unknown): void {
    const t = this.text;
    this.announcer.announce(`${t.errorTitle}. ${this.#errorMessage(error)}`, 'assertive');
    const request =
      typeof error === 'object' && error !== null && 'request' in error
        ? (error as {request: {url: string; operation: string}}).request
        : {url: '', operation: 'search'};
    this.dispatchEvent(
      new DocsErrorEvent({error: error instanceof Error ? error : new Error(String(error)), request}),
    );
    this.#retryCountdown.start(error instanceof HttpError ? (error.retryAfter ?? 0) : 0);
  }

  #errorMessage(error: unknown): string {
    const t = this.text;
    if (error instanceof MissingProjectError) return t.errorNoProject;
    if (error instanceof HttpError) {
      if (error.status === 429) return t.errorThrottled(error.retryAfter);
      if (error.status === 404) return t.errorNotFound;
      if (error.status >= 500) return t.errorServer;
      return t.errorUnexpected;
    }
    if (error instanceof TimeoutError) return t.errorTimeout;
    if (error instanceof NetworkError) return t.errorOffline;
    if (error instanceof SchemaError) return t.errorUnexpected;
    return t.errorUnexpected;
  }

  // ---- page integration -------------------------------------------------------------------------------------------

  /**
   * Hooks the theme's own search fields: focus, click, typing or Enter there opens this search with their text.
   * Listens on the document, so fields the theme adds after this element (or re-renders) are covered too.
   */
  #bindInputs(): void {
    this.#boundInputs?.abort();
    this.#boundInputs = undefined;
    const selector = this.inputSelector;
    if (!selector) return;
    const controller = new AbortController();
    this.#boundInputs = controller;
    const fieldOf = (event: Event): HTMLInputElement | undefined => {
      const target = event.composedPath()[0];
      try {
        return target instanceof HTMLElement && target.matches(selector) ? (target as HTMLInputElement) : undefined;
      } catch {
        return undefined; // An invalid selector binds nothing.
      }
    };
    const open = (event: Event) => {
      const field = fieldOf(event);
      // While our dialog is open, or closing and handing focus back to the field, its focus is not the reader's.
      if (!field || this.open || this.#closing) return;
      if (event.type === 'keydown') {
        const key = event as KeyboardEvent;
        if (key.key !== 'Enter' || key.isComposing) return;
        // The theme's form would otherwise submit to its own search page.
        event.preventDefault();
      }
      void this.show(field.value ?? '');
    };
    const options = {signal: controller.signal, capture: true};
    for (const type of ['focusin', 'click', 'input', 'keydown']) this.ownerDocument.addEventListener(type, open, options);
  }

  #deepLinkQuery(): string | undefined {
    if (!this.queryParam) return undefined;
    const location = this.ownerDocument.defaultView?.location;
    if (!location) return undefined;
    const value = new URL(location.href).searchParams.get(this.queryParam)?.trim();
    return value ? value.slice(0, 256) : undefined;
  }

  /** Keeps `?q=` in step with the shown query by replacing the current entry, never pushing a new one. */
  #writeDeepLink(query: string): void {
    if (!this.queryParam) return;
    const view = this.ownerDocument.defaultView;
    if (!view) return;
    const url = new URL(view.location.href);
    const current = url.searchParams.get(this.queryParam) ?? '';
    if (current === query) return;
    if (query) url.searchParams.set(this.queryParam, query);
    else url.searchParams.delete(this.queryParam);
    view.history.replaceState(view.history.state, '', url.href);
  }
}

function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
