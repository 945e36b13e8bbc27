import {html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult} from 'lit';
import {HttpError} from '../../api/errors.js';
import {AnnouncerController} from '../../controllers/announcer.js';
import {ListboxController} from '../../controllers/listbox.js';
import {ModalDialogController} from '../../controllers/modal-dialog.js';
import {RetryCountdownController} from '../../controllers/retry-countdown.js';
import {SearchQueryController} from '../../controllers/search-query.js';
import {isApplePlatform, parseHotkeys, ShortcutController, type Hotkey} from '../../controllers/shortcut-controller.js';
import {DocsApiElement} from '../api-element.js';
import {DocsErrorEvent} from '../../internal/docs-error-event.js';
import {MergedStrings} from '../../internal/merged-strings.js';
import {loadPart} from '../../i18n/load-part.js';
import {Translation} from '../../i18n/translation.js';
import {ThemeFieldBinding} from '../../internal/theme-fields.js';
import {DeepLinkWriter, readDeepLink} from './deep-link-writer.js';
import {styles} from './docs-search.styles.js';
import {errorMessage} from './error-message.js';
import {DocsSearchSelectEvent} from './events.js';
import {groupElements, renderedGroups} from './group-elements.js';
import {HistoryStore} from '../../internal/history-store.js';
import {searchPage, type SearchScope} from './search-page.js';
import {answerGroups, bestOptionIndex, recentId, shownPages, type GroupModel, type OptionModel, type SearchAnswer} from './result-model.js';
import {defaultSearchStrings, type SearchStrings} from './strings.js';
import {footer, icons, loadMoreButton, recentHeader, recentRow, stateBlock, triggerButton, type OptionEvents} from './templates.js';
import {closeIcon} from '../../internal/icons.js';

/**
 * Chosen by measurement (bench/search.bench.ts, security-and-performance.md §5): at 60 ms per key a 120 ms quiet
 * period sends one request for the whole word plus at most one for a pause, and a reader who stops typing sees
 * results about 120 ms + one round trip later.
 */
export const DEFAULT_DEBOUNCE_MS = 120;

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
 * @cssprop --docs-search-max-height - Dialog height on wide screens with a query, whatever its results (default 640px).
 * @cssprop --docs-search-shadow - Dialog shadow.
 * @cssprop --docs-search-backdrop - Colour behind the dialog.
 * @cssprop --docs-search-active-background - Background of the active option.
 * @cssprop --docs-search-mark-background - Background of highlighted terms.
 * @cssprop --docs-search-mark-color - Colour of highlighted terms.
 * @cssprop --docs-search-trigger-radius - Corner radius of the trigger button.
 */
export class DocsSearchElement extends DocsApiElement {
  static override styles = styles;
  // Declared here rather than with decorators: with no decorator left in any element, the bundle carries none of lit's.
  static override properties: PropertyDeclarations = {
    placeholder: {}, hotkeys: {}, debounce: {type: Number}, open: {type: Boolean, reflect: true},
    subprojects: {type: Boolean}, minChars: {type: Number, attribute: 'min-chars'},
    inputSelector: {attribute: 'input-selector'}, queryParam: {attribute: 'query-param'},
    withoutHistory: {type: Boolean, attribute: 'without-history'}, pageSize: {type: Number, attribute: 'page-size'},
    loadingDelay: {type: Number, attribute: 'loading-delay'}, strings: {attribute: false},
    value: {state: true, attribute: false}, recent: {state: true, attribute: false},
  };

  /** Placeholder of the search field; defaults to `strings.placeholder`. */
  placeholder: string | undefined;
  /** Milliseconds of quiet after the last keystroke before a request is sent. */
  debounce = DEFAULT_DEBOUNCE_MS;
  /**
   * Shortest (trimmed) query that is sent. Three, as Read the Docs does: one- and two-letter prefixes match most of a
   * site, cost the server the most (bench/search.bench.ts) and count against its 100 searches a minute. A query with
   * a Chinese, Japanese, Korean or Thai character is sent from its first character: there one or two characters are
   * a word (库, 権限, 配置).
   */
  minChars = 3;
  /** Space-separated hotkeys, e.g. `/ mod+k`; empty disables them. */
  hotkeys = '/ mod+k';
  /** Whether the dialog is open. */
  open = false;
  /** Also search the project's subprojects. */
  subprojects = false;
  /** CSS selector of a theme's own search field(s) that open this search. */
  inputSelector: string | undefined;
  /** URL query parameter that opens the search with a query; empty disables deep links. */
  queryParam = 'q';
  /** Do not remember or show recent searches. */
  withoutHistory = false;
  /** Results per request. */
  pageSize = 10;
  /** Milliseconds a request may take before the loading indicator shows. */
  loadingDelay = 200;
  /** Replacements for any visible or announced string (a partial `SearchStrings`), over the page language's. */
  strings: Partial<SearchStrings> | undefined;

  /** The text in the search field. */
  protected value = '';
  protected recent: string[] = [];

  protected get dialog(): HTMLDialogElement | null { return this.renderRoot?.querySelector('dialog') ?? null; }
  protected get input(): HTMLInputElement | null { return this.renderRoot?.querySelector('input') ?? null; }
  protected get trigger(): HTMLButtonElement | null {
    return this.renderRoot?.querySelector('.trigger') ?? null;
  }

  protected readonly announcer = new AnnouncerController(this);

  protected readonly search = new SearchQueryController<SearchAnswer>(this, {
    run: (query, page, signal) => searchPage(this.source, this.#scope(), query, page, signal),
    hasNext: (answer) => answer.next !== null,
    scope: () => JSON.stringify([this.source.key, ...Object.values(this.#scope())]),
    onComplete: (query, pages) => this.#onResults(query, pages),
    onError: (error) => this.#onError(error),
    update: (answer) => this.source.searchUpdate?.(answer),
  });

  /** The listbox keyboard model: ↑/↓/Home/End over `#ids`, Enter accepts. */
  protected readonly listbox = new ListboxController(this, {
    ids: () => this.#ids,
    composing: () => this.#composing,
    root: () => this.shadowRoot,
    onAccept: (index, event) => this.#accept(index, event),
  });

  protected readonly modal = new ModalDialogController(this, {
    dialog: () => this.dialog,
    composing: () => this.#composing,
    onShown: () => {
      const input = this.input;
      input?.focus();
      if (this.#selectOnOpen) input?.select();
      else input?.setSelectionRange(input.value.length, input.value.length);
    },
    onClosed: () => {
      this.search.abort();
      this.announcer.clear();
      // A removed element (the page is changing) leaves the URL alone; a closed one takes its query out of it.
      if (this.isConnected) {
        this.#deepLink.write('');
        this.#deepLink.flush();
      } else this.#deepLink.cancel();
    },
    fallbackFocus: () => this.trigger,
  });

  protected readonly shortcuts = new ShortcutController(this, {
    hotkeys: () => this.#hotkeys,
    onTrigger: () => (this.open ? this.modal.dismiss() : this.show()),
  });

  #hotkeys: Hotkey[] = parseHotkeys(this.hotkeys);
  #history: HistoryStore | undefined;
  /** The recent searches of the project searched now: a page can point the element at another project. */
  get #recentSearches(): HistoryStore {
    const key = `docs-widgets:search:recent:${this.resolvedProject ?? ''}`;
    return this.#history?.key === key ? this.#history : (this.#history = new HistoryStore(key));
  }
  readonly #deepLink = new DeepLinkWriter(this);
  #groups: GroupModel[] = [];
  readonly #renderedGroups = renderedGroups();
  /** The recent searches listed while the field is empty, else undefined (results or a message are shown). */
  #recentShown: string[] | undefined;
  /** The listed options, when results are (one list for every group), and the ids of the listbox's rows. */
  #options: OptionModel[] = [];
  #ids: string[] = [];
  #themeFields: ThemeFieldBinding | undefined;
  /** The wait a throttled answer asked for; the retry button counts it down. */
  readonly #retryCountdown = new RetryCountdownController(this);
  #composing = false;
  /** A first page of results arrived: its best match becomes the active option at the next update. */
  #activateBest = false;
  /** Whether opening selects the field's text (so typing replaces it) or puts the caret at its end. */
  #selectOnOpen = true;

  #scope(): SearchScope {
    const {resolvedProject: project, resolvedVersion: version, resolvedApiVersion: apiVersion} = this;
    return {project, version, apiVersion, subprojects: this.subprojects, pageSize: this.pageSize};
  }

  readonly #strings = new MergedStrings<SearchStrings>();
  readonly #translation = new Translation(this, defaultSearchStrings, (tag, english) => loadPart(tag, 'search').then((part) => part.search(english)));

  /** The strings in use: the page language's with `strings` over them, the same object while neither changes. */
  get text(): SearchStrings {
    return this.#strings.with(this.#translation.strings, this.strings);
  }

  /**
   * Opens the dialog with `query` in the field, or with the last query when none is given. The field's text is
   * selected, so typing replaces it; `{select: false}` puts the caret at its end instead (text the reader typed).
   */
  async show(query?: string, {select = true}: {select?: boolean} = {}): Promise<void> {
    if (query !== undefined) this.#setValue(query);
    this.#selectOnOpen = select;
    this.open = true;
    await this.updateComplete;
  }

  /** Closes the dialog and cancels any request in flight; the query stays for the next opening. */
  close(): void {
    this.open = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#bindThemeFields();
    const deepLinked = readDeepLink(this.ownerDocument.defaultView?.location.href ?? '', this.queryParam);
    if (deepLinked) void this.updateComplete.then(() => this.show(deepLinked));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#bindThemeFields('');
    this.#deepLink.cancel();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('hotkeys')) this.#hotkeys = parseHotkeys(this.hotkeys);
    if (changed.has('open') && this.open) {
      this.recent = this.withoutHistory ? [] : this.#recentSearches.list();
      // Reopening with the last query: its answer is in the cache, or asked for again if it was cut short.
      if (this.value && this.search.query !== this.value.trim()) this.search.setQuery(this.value);
    }
    if (changed.has('inputSelector')) this.#bindThemeFields();
    this.#groups = answerGroups(this.search.pages, this.resolvedProject);
    const recent = this.search.status === 'idle' && !this.withoutHistory && this.recent.length ? this.recent : undefined;
    this.#recentShown = recent;
    this.#options = this.#groups.flatMap((group) => group.options);
    this.#ids = recent ? recent.map((_, index) => recentId(index)) : this.#options.map((option) => option.id);
    if (this.#activateBest) {
      this.#activateBest = false;
      this.listbox.activate(recent ? -1 : bestOptionIndex(this.#groups), false);
    }
  }

  protected override render(): TemplateResult {
    const t = this.text;
    const {search} = this;
    const {pages} = search;
    const recent = this.#recentShown;
    const activeId = this.listbox.activeId;
    // The listbox shows options: the recent searches while the field is empty, else the results' groups.
    const expanded = this.#ids.length > 0;
    // The field is a combobox whose active option is `aria-activedescendant`, focus never leaving it.
    return html`
      ${triggerButton(t, this.#hotkeys, () => void this.show())}
      <dialog
        part="dialog"
        class=${this.value.trim() ? 'has-query' : ''}
        aria-label=${t.dialogLabel}
        @close=${this.modal.onClose}
        @cancel=${this.modal.onCancel}
        @click=${this.modal.onClick}
        @keydown=${this.modal.onKeyDown}
      >
        <form class="form" part="form" role="search" @submit=${(event: Event) => event.preventDefault()}>
          ${icons.search}
          <input
            part="input"
            type="text"
            role="combobox"
            autofocus dir="auto"
            aria-label=${t.inputLabel}
            aria-autocomplete="list"
            aria-expanded=${expanded ? 'true' : 'false'}
            aria-controls="listbox"
            aria-activedescendant=${activeId ?? nothing}
            autocomplete="off"
            autocapitalize="off"
            spellcheck="false"
            enterkeyhint="search"
            maxlength="256"
            placeholder=${this.placeholder ?? t.placeholder}
            .value=${this.value}
            @input=${this.#onInput}
            @keydown=${(event: KeyboardEvent) => this.listbox.onKeyDown(event)}
            @compositionstart=${() => (this.#composing = true)}
            @compositionend=${this.#onInput}
          />
          ${search.showLoading ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          <button class="close" part="close" type="button" aria-label=${t.close} @click=${this.modal.dismiss}>${closeIcon}</button>
        </form>
        <div class="scroller" part="body" tabindex="0" aria-label=${t.resultsLabel} aria-busy=${search.busy ? 'true' : 'false'}>
          ${this.#groups.length ? html`<p class="meta" part="count">${t.resultCount(shownPages(pages), pages[0]?.count ?? 0)}</p>` : nothing}
          ${search.showLoading && !expanded ? html`<p class="meta loading">${t.loading}</p>` : nothing}
          ${recent ? recentHeader(t, this.#clearRecent) : nothing}
          <div
            id="listbox"
            role="listbox"
            part="listbox"
            aria-label=${recent ? t.recentTitle : t.resultsLabel}
            ?hidden=${!expanded}
            @pointermove=${this.listbox.onPointerMove}
          >
            ${recent
              ? recent.map((query, index) => recentRow(recentId(index), query, recentId(index) === activeId, t, () => this.#useRecent(query)))
              : groupElements(this.#renderedGroups, this.ownerDocument, this.#groups, activeId, t, this.#pick, this)}
          </div>
          ${recent ? nothing : stateBlock(search, this.#groups.length === 0, this.#retryCountdown, this.#retry, t)}
          ${search.status === 'complete' && search.hasMore ? loadMoreButton(t, () => search.loadMore()) : nothing}
        </div>
        ${footer(t, isApplePlatform())} ${this.announcer.render()}
      </dialog>
    `;
  }

  /** The field's text is `value`; `send` asks for its results (not while an IME composition runs). */
  #setValue(value: string, send = true): void {
    this.value = value;
    this.listbox.clear();
    if (this.input && this.input.value !== value) this.input.value = value;
    if (send) this.search.setQuery(value);
  }

  /** Typing, and the end of an IME composition: only then does the composed text become a query. */
  #onInput(event: InputEvent | CompositionEvent): void {
    if (event.type === 'compositionend') this.#composing = false;
    this.#setValue((event.target as HTMLInputElement).value, !this.#composing && !(event as InputEvent).isComposing);
  }

  /** Enter: a recent search is searched again; a result fires the event, then navigates unless it was cancelled. */
  #accept(index: number, event: KeyboardEvent): void {
    const query = this.#recentShown?.[index];
    const option = this.#options[index];
    const newTab = event.ctrlKey || event.metaKey || event.shiftKey;
    if (query !== undefined) this.#useRecent(query);
    else if (option && this.#dispatchSelect(option, newTab)) {
      this.navigate(option.url, newTab);
      if (!newTab) this.close();
    }
  }

  /** A click (`click`, main button) or middle click (`auxclick`) on an option; no other button chooses. */
  readonly #pick: OptionEvents = (event, option) => {
    if (event.button !== (event.type === 'click' ? 0 : 1)) return;
    const newTab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
    // The link navigates by itself (new tabs too); the event only lets the page take over.
    if (!this.#dispatchSelect(option, newTab)) event.preventDefault();
    else if (!newTab) this.close();
  };

  readonly #retry = (): void => {
    if (this.#retryCountdown.waiting) return;
    this.search.retry();
    this.input?.focus();
  };

  #clearRecent(): void {
    this.#recentSearches.clear();
    this.recent = [];
    this.input?.focus();
  }

  /** Fires `docs-search-select` and remembers the query; false when a listener cancelled it. */
  #dispatchSelect(option: OptionModel, newTab: boolean): boolean {
    if (!this.withoutHistory && this.search.query) this.#recentSearches.add(this.search.query);
    // The address the reader leaves from (and comes back to) carries the query they chose from.
    this.#deepLink.flush();
    return this.dispatchEvent(DocsSearchSelectEvent.of(option, newTab));
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

  #onResults(query: string, pages: readonly SearchAnswer[]): void {
    const t = this.text;
    const count = pages[0]?.count ?? 0;
    this.announcer.announce(count ? t.resultsAnnouncement(shownPages(pages), count, query) : t.noResultsAnnouncement(query));
    // A first page: its best match is made active, so Enter opens it. A further page keeps the reader's place.
    if (pages.length === 1) this.#activateBest = true;
    if (this.open) this.#deepLink.write(query);
    this.#retryCountdown.stop();
  }

  #onError(error: unknown): void {
    const t = this.text;
    this.announcer.announce(`${t.errorTitle}. ${errorMessage(error, t)}`, 'assertive');
    this.dispatchEvent(DocsErrorEvent.from(error, {url: '', operation: 'search'}));
    this.#retryCountdown.start(error instanceof HttpError ? (error.retryAfter ?? 0) : 0);
  }

  /** Hooks the theme's own search fields (`input-selector`): using one opens this search with its text. */
  #bindThemeFields(selector = this.inputSelector): void {
    this.#themeFields?.disconnect();
    this.#themeFields = selector
      ? new ThemeFieldBinding(this.ownerDocument, {
          selector,
          // While our dialog is open, or closing and handing focus back to the field, its focus is not the reader's.
          enabled: () => !this.open && !this.modal.closing,
          open: ({query}) => void this.show(query),
        })
      : undefined;
  }
}
