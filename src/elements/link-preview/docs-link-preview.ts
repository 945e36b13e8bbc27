import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import type {Placement} from '@floating-ui/dom';
import {DismissController, type DismissReason} from '../../controllers/dismiss.js';
import {FloatingController} from '../../controllers/floating.js';
import {loadPart} from '../../i18n/load-part.js';
import {Translation} from '../../i18n/translation.js';
import {HoverIntentController, type IntentSource} from '../../controllers/hover-intent.js';
import {DocsApiElement} from '../api-element.js';
import {DocsErrorEvent} from '../../internal/docs-error-event.js';
import {withOverrides} from '../../internal/overrides.js';
import {setOnTop, topLayerSupported} from '../../internal/top-layer.js';
import {styles} from './docs-link-preview.styles.js';
import {DocsPreviewShowEvent} from './events.js';
import {followInSectionLink, makeScrollersFocusable} from './preview-dom.js';
import {PreviewLoader, type LoadOutcome} from './preview-loader.js';
import {DEFAULT_SELECTOR, previewTarget} from './previewable-link.js';
import {failureTtl, loadSection, type AskEmbed, type Section} from './section-content.js';
import {defaultLinkPreviewStrings, type LinkPreviewStrings} from './strings.js';

/** The request that belongs to the link the reader is on now; replacing it aborts it. */
type Ask = {trigger: HTMLElement; url: string; controller: AbortController};

type View = 'hidden' | 'loading' | 'shown' | 'error';

/**
 * Previews of cross-referenced documentation sections, shown next to a link on hover and on keyboard focus.
 *
 * One element serves every link of its `scope` through delegated listeners (a constant number, whatever the
 * number of links). After `delay` ms of hover, once the pointer rests, or at once on keyboard focus, it shows
 * the linked section from the embed endpoint: sanitized, with links and images made absolute against the linked
 * page, in a scrolling box under the section title (its own heading, or a title bar) with an "Open section" link. The request starts earlier
 * (`prefetch-delay`), is shared by concurrent asks for one URL, is aborted when the reader moves on, and its
 * outcome is cached (failures too); a response for a link the pointer has left is never shown.
 *
 * The preview is a non-modal dialog, not a tooltip: it holds links, and `role=tooltip` is for non-interactive
 * text. It opens in the top layer (`popover="manual"`) inside this element's shadow root, so a theme's z-index,
 * overflow or class names cannot hide or restyle it. It stays open while the pointer moves into it (a safe
 * triangle plus `hide-delay` of grace) and while the pointer or focus is on the link or the preview, never on a
 * timer; Escape closes it without moving focus (WCAG 1.4.13). With the preview open, ArrowDown on the link moves
 * focus into it. On touch screens a tap follows the link, unless `touch="preview"`.
 *
 * @tagname docs-link-preview
 * @summary Hover and focus previews of cross-referenced sections.
 *
 * @attr selector - CSS selector of the links to preview. Default: Sphinx (`a.reference.internal`), mkdocstrings
 *   (`a.autorefs-internal`) and links in MkDocs content (`.md-content a`, `[role="main"] a`).
 * @attr scope - CSS selector of the container whose links are watched; default the whole document.
 * @attr delay - Milliseconds of hover before the preview shows (default 300).
 * @attr hide-delay - Milliseconds of grace after the pointer leaves the link or preview (default 300).
 * @attr prefetch-delay - Milliseconds of hover before the section is requested (default 80).
 * @attr doctool - Sent to the embed endpoint (`sphinx`); may improve the section extraction.
 * @attr doctool-version - Sent to the embed endpoint with `doctool`.
 * @attr docs-url - URL prefix (or origin) of the documentation that may be previewed; default the page's origin.
 * @attr same-page - Also preview links to sections of the page being read.
 * @attr touch - `follow` (default): a tap follows the link. `preview`: the first tap shows the preview.
 * @attr hide-errors - Show nothing, instead of "Preview unavailable", when a section cannot be loaded.
 * @attr placement - Preferred side of the link: `bottom-start` (default), `top`, `right`… (flipped when there is
 *   no room).
 * @attr theme - `light`, `dark` or `auto` (default: the scheme the page shows around the widget, from its
 *   `color-scheme` or background, so a theme's dark-mode switch carries over; else `prefers-color-scheme`).
 * @attr open - Reflects whether a preview is showing (read-only state, for styling).
 *
 * @fires {DocsPreviewShowEvent} docs-preview-show - A preview is about to open (`detail: {link, url, source}`);
 *   cancelable.
 * @fires {DocsErrorEvent} docs-error - A section could not be loaded (`detail: {error, request}`); aborted
 *   requests never fire it.
 *
 * @csspart popup - The preview box (the top-layer popover).
 * @csspart arrow - The arrow pointing at the link.
 * @csspart header - The title bar, drawn when the section does not open with its own heading.
 * @csspart title - The title in the title bar.
 * @csspart body - The scrolling section content.
 * @csspart footer - The bar holding the "Open section" link.
 * @csspart open-link - The "Open section" link.
 * @csspart status - The loading and "Preview unavailable" messages.
 *
 * @cssprop --docs-color-background - Preview background.
 * @cssprop --docs-color-surface - Background of admonitions inside the preview.
 * @cssprop --docs-color-text - Text colour.
 * @cssprop --docs-color-muted - Secondary text colour.
 * @cssprop --docs-color-border - Borders and separators.
 * @cssprop --docs-color-accent - Links and focus rings.
 * @cssprop --docs-color-danger - "Preview unavailable" text.
 * @cssprop --docs-color-code-background - Background of code.
 * @cssprop --docs-code-keyword - Keywords in code (Pygments `.k`, `.kn`…).
 * @cssprop --docs-code-string - Strings in code (`.s`, `.s1`, `.s2`…).
 * @cssprop --docs-code-comment - Comments and console prompts in code (`.c`, `.c1`, `.gp`…).
 * @cssprop --docs-code-number - Numbers and constants in code (`.m`, `.mi`, `.kc`…).
 * @cssprop --docs-code-name - Function, class and decorator names in code (`.nf`, `.nc`, `.nd`…).
 * @cssprop --docs-code-builtin - Built-in names in code (`.nb`, `.bp`).
 * @cssprop --docs-radius - Corner radius.
 * @cssprop --docs-font-family - Text font.
 * @cssprop --docs-font-family-mono - Code font.
 * @cssprop --docs-preview-max-width - Widest preview (default 34rem; never wider than the viewport allows).
 * @cssprop --docs-preview-max-height - Tallest preview before it scrolls (default 24rem).
 * @cssprop --docs-preview-font-size - Text size in the preview (default 0.875rem).
 * @cssprop --docs-preview-shadow - Box shadow of the preview.
 */
export class DocsLinkPreviewElement extends DocsApiElement {
  static override styles = styles;
  // Declared here rather than with decorators: with no decorator left in any element, the bundle carries none of lit's.
  static override properties: PropertyDeclarations = {
    selector: {}, scope: {}, doctool: {}, touch: {}, placement: {}, delay: {type: Number},
    hideDelay: {type: Number, attribute: 'hide-delay'}, prefetchDelay: {type: Number, attribute: 'prefetch-delay'},
    doctoolVersion: {attribute: 'doctool-version'}, docsUrl: {attribute: 'docs-url'},
    samePage: {type: Boolean, attribute: 'same-page'}, hideErrors: {type: Boolean, attribute: 'hide-errors'},
    strings: {attribute: false}, view: {state: true, attribute: false}, section: {state: true, attribute: false},
    trigger: {state: true, attribute: false},
  };

  /**
   * CSS selector of the links to preview. Default: Sphinx (`a.reference.internal`), mkdocstrings
   * (`a.autorefs-internal`) and links in MkDocs content (`.md-content a`, `[role="main"] a`).
   */
  selector: string = DEFAULT_SELECTOR;

  /** CSS selector of the container whose links are watched; the whole document when unset. */
  scope: string | undefined;

  /** Milliseconds of hover before the preview shows. */
  delay = 300;

  /** Milliseconds of grace after the pointer leaves the link or the preview before it hides. */
  hideDelay = 300;

  /** Milliseconds of hover before the section is requested. */
  prefetchDelay = 80;

  /** Documentation tool sent to the embed endpoint (`sphinx`). */
  doctool: string | undefined;

  /** Version of the documentation tool, sent with `doctool`. */
  doctoolVersion: string | undefined;

  /** URL prefix (or origin) of the documentation that may be previewed; the page's origin when unset. */
  docsUrl: string | undefined;

  /** Also preview links to sections of the page being read. */
  samePage = false;

  /** `follow`: a tap follows the link. `preview`: the first tap shows the preview, the second follows. */
  touch: 'follow' | 'preview' = 'follow';

  /** Show nothing instead of "Preview unavailable" when a section cannot be loaded. */
  hideErrors = false;

  /** Preferred side of the link; flipped when there is no room. */
  placement: Placement = 'bottom-start';

  /**
   * Overrides of the visible strings (a partial `LinkPreviewStrings`), over the defaults in the page's language
   * (docs/languages.md).
   */
  strings: Partial<LinkPreviewStrings> = {};

  private view: View = 'hidden';
  private section: Section | undefined;
  /** The link whose preview is showing (or loading). */
  private trigger: HTMLElement | undefined;

  // Undefined before the first connection, which creates the render root.
  private get popup(): HTMLElement | null | undefined {
    return this.renderRoot?.querySelector('.popup');
  }
  private get arrowElement(): HTMLElement | null | undefined {
    return this.renderRoot?.querySelector('.arrow');
  }
  private get bodyElement(): HTMLElement | null | undefined {
    return this.renderRoot?.querySelector('.body');
  }

  #ask: Ask | undefined;
  #loader = this.#createLoader();
  /** The sanitized nodes being shown; replaced (never mutated into) for each showing. */
  #shownContent: DocumentFragment | undefined;

  readonly #intent = new HoverIntentController(this, {
    scope: () => this.#scopeRoot(),
    match: (target) => this.#match(target),
    surface: () => this.popup,
    onPrefetch: (trigger) => this.#askFor(trigger),
    onShow: (trigger, source) => this.#show(trigger, source),
    onEnd: (trigger) => this.#end(trigger),
    onActiveKeyDown: (event) => this.#onTriggerKeyDown(event),
  });

  readonly #floating = new FloatingController(this);
  #point: {x: number; y: number} | undefined;

  /** The defaults in the page's language (src/i18n/translation.ts). */
  readonly #translation = new Translation(this, defaultLinkPreviewStrings, (tag, english) =>
    loadPart(tag, 'preview').then((part) => part.preview(english)),
  );


  readonly #dismiss = new DismissController(this, {
    inside: () => [this, this.trigger],
    onDismiss: (reason) => this.#onDismiss(reason),
    focusOut: false,
  });

  /** Whether a preview is showing (loading, loaded or failed). */
  get open(): boolean {
    return this.view !== 'hidden';
  }

  /** The link whose preview is showing, if any. */
  get activeLink(): HTMLElement | undefined {
    return this.trigger;
  }

  /** Requests sent to the embed endpoint so far (shared and cached asks count once). */
  get requestCount(): number {
    return this.#loader.started;
  }

  /** Shows the preview of `link` at once, as keyboard focus would (e.g. from a site's own gesture). */
  showPreview(link: HTMLElement): void {
    if (!this.#urlOf(link)) return;
    this.#intent.adopt(link, 'focus');
    this.#show(link, 'focus');
  }

  /** Closes the preview, if one is showing. */
  hidePreview(): void {
    this.#intent.dismiss();
    this.#abortAsk();
    this.#close();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#abortAsk();
    this.#close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('doctool') || changed.has('doctoolVersion') || changed.has('apiVersion') || changed.has('fetch') || changed.has('apiBase')) {
      // Cached answers belong to the old parameters.
      if (this.hasUpdated) this.#loader = this.#createLoader();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Moving the seven delegated listeners is cheap; `selector` needs nothing, it is read on every event.
    if (changed.has('scope')) this.#intent.rebind();
    if (this.popup) setOnTop(this.popup, this.view !== 'hidden' && this.trigger?.isConnected === true);
    this.toggleAttribute('open', this.view !== 'hidden');
    // `view` and `section` are private, so not in `keyof this`: ask the map untyped.
    const changedKeys = changed as Map<PropertyKey, unknown>;
    if ((changedKeys.has('view') || changedKeys.has('section')) && this.view === 'shown') makeScrollersFocusable(this.renderRoot);
    // After showPopover: measuring a hidden popover would place it from a zero-size box.
    this.#floating.sync(this.view === 'hidden' ? undefined : this.trigger, this.popup, this.arrowElement, this.#point);
  }

  protected override render() {
    const strings = withOverrides(this.#translation.strings, this.strings);
    const view = this.view;
    const title = this.section?.title ?? this.#linkText() ?? strings.fallbackTitle;
    return html`<div
      class="popup"
      part="popup"
      popover="manual"
      ?data-no-popover=${!topLayerSupported()}
      role="dialog"
      aria-label=${title}
      aria-busy=${view === 'loading'}
      data-state=${view}
      @pointerenter=${this.#intent.surfaceEvent}
      @pointerleave=${this.#intent.surfaceEvent}
      @focusout=${this.#intent.surfaceEvent}
      @click=${(event: MouseEvent) => followInSectionLink(event, this.renderRoot)}
    >
      <div class="arrow" part="arrow"></div>
      ${view === 'shown' && this.section
        ? html`${this.section.leadingHeading
              ? nothing
              : html`<div class="header" part="header"><span class="title" part="title">${title}</span></div>`}
            <div class="body" part="body" tabindex="0" role="region" aria-label=${strings.contentLabel(title)}>
              <div class="content">${this.#shownContent}</div>
            </div>
            <div class="footer" part="footer">
              <a part="open-link" href=${this.section.url}>${strings.openSection}</a>
            </div>`
        : view === 'error'
          ? html`<p class="status error" part="status">${strings.unavailable}</p>`
          : view === 'loading'
            ? html`<p class="status" part="status"><span class="spinner" aria-hidden="true"></span>${strings.loading}</p>`
            : nothing}
    </div>`;
  }

  #createLoader(): PreviewLoader<Section> {
    // The embed endpoint, asked with this element's client, doctool and API version as each request starts.
    const ask: AskEmbed = (url, signal) => this.source.section(
      {url, doctool: this.doctool || undefined, doctoolversion: this.doctool && this.doctoolVersion ? this.doctoolVersion : undefined},
      {signal},
    );
    return new PreviewLoader<Section>((url, signal) => loadSection(url, ask, signal), failureTtl);
  }

  #scopeRoot(): Document | Element | null {
    if (!this.scope) return this.ownerDocument;
    try {
      return this.ownerDocument.querySelector(this.scope);
    } catch {
      return null;
    }
  }

  #match(target: Element): HTMLElement | null {
    let link: Element | null;
    try {
      link = target.closest(this.selector || DEFAULT_SELECTOR);
    } catch {
      return null;
    }
    if (!(link instanceof HTMLElement) || this.contains(link)) return null;
    const scope = this.#scopeRoot();
    if (scope instanceof Element && !scope.contains(link)) return null;
    return this.#urlOf(link) ? link : null;
  }

  #urlOf(link: HTMLElement): string | undefined {
    return previewTarget(link, {
      pageUrl: this.ownerDocument.location?.href ?? globalThis.location.href,
      docsUrl: this.docsUrl,
      samePage: this.samePage,
    })?.href;
  }

  #linkText(): string | undefined {
    const text = this.trigger?.textContent?.replace(/\s+/g, ' ').trim();
    return text || undefined;
  }

  /** Starts (or joins) the request for `trigger`'s section; the previous link's request is let go. */
  #askFor(trigger: HTMLElement): void {
    const url = this.#urlOf(trigger);
    // The same link may point elsewhere by now (a single-page app reusing its nodes).
    if (this.#ask?.trigger === trigger && this.#ask.url === url) return;
    const previous = this.#ask;
    this.#ask = undefined;
    if (!url) {
      previous?.controller.abort();
      return;
    }
    const ask: Ask = {trigger, url, controller: new AbortController()};
    this.#ask = ask;
    // Join before leaving: two links to one section share the request in flight.
    const outcome = this.#loader.get(url, ask.controller.signal);
    previous?.controller.abort();
    const cached = this.#loader.peek(url) !== undefined;
    outcome.then(
      (result) => {
        if (!result.ok && !cached) this.dispatchEvent(DocsErrorEvent.from(result.error, {url, operation: 'embed'}));
        // Only the link the reader is still on gets its answer shown.
        if (this.#ask === ask && this.trigger === trigger && this.view === 'loading') this.#present(result);
      },
      () => {
        // Aborted: the reader moved on, which is not a failure.
      },
    );
  }

  #abortAsk(): void {
    this.#ask?.controller.abort();
    this.#ask = undefined;
  }

  #show(trigger: HTMLElement, source: IntentSource): void {
    const url = this.#urlOf(trigger);
    if (!url) return;
    const event = new DocsPreviewShowEvent({link: trigger, url, source});
    if (!this.dispatchEvent(event)) {
      this.#intent.dismiss();
      if (this.#ask?.trigger === trigger) this.#abortAsk();
      return;
    }
    this.trigger = trigger;
    // The line of a wrapped link the arrow points at: the one the pointer rested on; the first, for focus.
    this.#point = source === 'pointer' ? this.#intent.restPoint : undefined;
    this.#askFor(trigger);
    const cached = this.#loader.peek(url);
    if (cached) this.#present(cached);
    else this.view = 'loading';
  }

  #present(outcome: LoadOutcome<Section>): void {
    if (outcome.ok) {
      this.section = outcome.value;
      this.#shownContent = outcome.value.content.cloneNode(true) as DocumentFragment;
      this.view = 'shown';
    } else if (this.hideErrors) {
      this.#close();
    } else {
      this.section = undefined;
      this.#shownContent = undefined;
      this.view = 'error';
    }
  }

  #end(trigger: HTMLElement): void {
    if (this.#ask?.trigger === trigger) this.#abortAsk();
    if (this.trigger === trigger) this.#close();
  }

  #close(): void {
    this.view = 'hidden';
    this.trigger = undefined;
    this.section = undefined;
    this.#shownContent = undefined;
  }

  #onDismiss(reason: DismissReason): void {
    const trigger = this.trigger;
    // (`:focus-within` on the host misses focus inside a top-layer popover in Chromium; the shadow root knows.)
    const focusInside = this.shadowRoot?.activeElement != null;
    this.hidePreview();
    // Escape from inside the preview: its content is gone, so focus goes back to the link it belongs to.
    if (reason === 'escape' && focusInside && trigger?.isConnected) trigger.focus({preventScroll: true});
  }

  #onTriggerKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'ArrowDown' || event.altKey || event.ctrlKey || event.metaKey || this.view === 'hidden') return;
    const target = this.bodyElement ?? this.popup;
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({preventScroll: true});
  }
}
