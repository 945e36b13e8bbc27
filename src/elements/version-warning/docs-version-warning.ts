import {html, nothing, type PropertyDeclarations, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {urlInVersion} from '../../versions/page-path.js';
import {withOverrides} from '../../internal/overrides.js';
import {loadPart} from '../../i18n/load-part.js';
import {Translation} from '../../i18n/translation.js';
import {isolated} from '../../internal/isolate.js';
import {takeFallbackNotice, type FallbackNotice} from '../version-switcher/fallback-notice.js';
import {defaultVersionSwitcherStrings, type VersionSwitcherStrings} from '../version-switcher/strings.js';
import {defaultVersionWarningStrings, type VersionWarningStrings} from './strings.js';
import {DocsVersionElement} from '../../versions/version-element.js';
import {stored} from '../../versions/stored.js';
import {closeIcon} from '../../internal/icons.js';
import {styles} from './docs-version-warning.styles.js';
import {versionWarning, type VersionWarning} from './warning-rules.js';

const icons = {
  warning: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" d="M10 2.8 18 16.8H2z"/><path stroke="currentColor" stroke-width="1.8" stroke-linecap="round" d="M10 8v4.2m0 2.3v.1"/></svg>`,
  info: html`<svg viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path stroke="currentColor" stroke-width="1.8" stroke-linecap="round" d="M10 9v5m0-8v.1"/></svg>`,
};

/**
 * A banner shown when the page being read is not in the project's default or stable version: an older release, a
 * development branch such as `latest`, a pre-release, or a version the project no longer lists. It links to the same
 * page in the stable version (or the default version when there is no stable one).
 *
 * The banner is a named landmark, announced politely when it appears, and never goes away on its own; its dismiss
 * button hides it for that project and version in this browser for good (`localStorage`). After a version switch
 * that fell back to a version's start page, it also explains that the page asked for does not exist there.
 *
 * @tagname docs-version-warning
 * @summary Tells readers they are not reading the current version, and links to it.
 *
 * @attr without-page-check - Do not check that the page exists in the recommended version before leaving.
 * @attr page-check-timeout - Milliseconds the page check may take before the reader is sent on unchecked (default
 *   2500).
 * @attr page-url - URL of the page being read (default: the document's location).
 * @attr theme - `light`, `dark` or `auto` (default: the scheme the page shows around the widget, from its
 *   `color-scheme` or background, so a theme's dark-mode switch carries over; else `prefers-color-scheme`).
 *
 * @fires {DocsVersionSelectEvent} docs-version-select - A plain click on the banner's link, once its target
 *   is known; cancelable. `detail`: `{version, url, fallback}`.
 * @fires {DocsErrorEvent} docs-error - The versions could not be loaded (the banner then stays hidden);
 *   `detail`: `{error, request}`.
 *
 * @csspart banner - The version banner (a named landmark).
 * @csspart icon - The banner's icon.
 * @csspart message - The banner's text.
 * @csspart link - The link to the same page in the recommended version.
 * @csspart dismiss - The dismiss button.
 * @csspart notice - The notice shown after a missing-page fallback.
 *
 * @cssprop --docs-color-background - Background of the notice.
 * @cssprop --docs-color-text - Main text colour.
 * @cssprop --docs-color-accent - Links and focus rings.
 * @cssprop --docs-color-border - Border of the notice.
 * @cssprop --docs-radius - Corner radius.
 * @cssprop --docs-font-family - Font of the whole widget.
 * @cssprop --docs-version-warning-background - Banner background (default: a pale amber, dark amber in dark mode).
 * @cssprop --docs-version-warning-color - Banner text colour.
 * @cssprop --docs-version-warning-border - Banner border colour.
 * @cssprop --docs-version-warning-development-background - Banner background for development versions.
 * @cssprop --docs-version-warning-gap - Space between the banner and what follows it, e.g. the page's heading (default 1.5rem).
 */
export class DocsVersionWarningElement extends DocsVersionElement {
  static override styles = styles;
  // Reactive properties declared here rather than with decorators: each decorator call costs bytes in the bundle.
  static override properties: PropertyDeclarations = {
    strings: {attribute: false},
    noticeStrings: {attribute: false},
    dismissed: {state: true, attribute: false},
  };

  /**
   * Replacements for any visible string (a partial `VersionWarningStrings`), over the defaults in the page's language
   * (docs/languages.md).
   */
  strings: Partial<VersionWarningStrings> | undefined;

  /** Replacements for the fallback notice's strings (shared with the switcher). */
  noticeStrings: Partial<Pick<VersionSwitcherStrings, 'fallbackNotice' | 'dismissNotice'>> | undefined;

  protected dismissed = false;

  /** The warning that applies to the page, whether or not it was dismissed; undefined while unknown or none. */
  get warning(): VersionWarning | undefined {
    const data = this.versionData;
    const version = this.resolvedVersion;
    return data && version ? versionWarning(data, version) : undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Taken once the first render is done, so the notice goes into a live region that already exists and is announced.
    void this.updateComplete.then(() => {
      if (this.isConnected) this.notice ??= takeFallbackNotice(this.currentPageUrl);
    });
  }

  protected override willUpdate(): void {
    const key = this.#dismissalKey();
    this.dismissed = !!key && stored('localStorage', key) !== null;
  }

  /** Hides the banner for this project and version, in this browser, for good. */
  dismiss(): void {
    const key = this.#dismissalKey();
    if (key) stored('localStorage', key, String(Date.now()));
    this.dismissed = true;
  }

  /**
   * Where a dismissal is remembered, in `localStorage`: per API base, project and version, so two hosts serving a
   * project of the same name do not share it. It lasts: a banner the reader closed must not come back on every page.
   */
  #dismissalKey(): string | undefined {
    const project = this.resolvedProject;
    const version = this.resolvedVersion;
    return project && version
      ? `docs-widgets:version-warning-dismissed:v1:${JSON.stringify([this.resolvedApiBase, project, version])}`
      : undefined;
  }

  /** The defaults in the page's language (src/i18n/translation.ts): the banner's, and the notice's (the switcher's). */
  readonly #translation = new Translation(this, defaultVersionWarningStrings, (tag, english) =>
    loadPart(tag, 'versions').then((part) => part.warning(english)),
  );
  readonly #noticeTranslation = new Translation(this, defaultVersionSwitcherStrings, (tag, english) =>
    loadPart(tag, 'versions').then((part) => part.switcher(english)),
  );


  protected override render(): TemplateResult {
    const warning = this.dismissed ? undefined : this.warning;
    // The live region is always there, so a banner that appears after the versions load is announced. No whitespace
    // inside it: with nothing to show it must match :empty, which hides it and the gap it keeps before the heading.
    return html`<div class="live" aria-live="polite">${this.notice ? this.#renderNotice(this.notice) : nothing}${
      warning ? this.#renderBanner(warning) : nothing
    }</div>`;
  }

  #renderBanner(warning: VersionWarning): TemplateResult {
    const strings = withOverrides(this.#translation.strings, this.strings);
    const href = urlInVersion(this.place(), warning.target.url);
    const pending = this.pending === href;
    return html`<section part="banner" class="banner ${warning.kind}" aria-label=${strings.regionLabel}>
      <span part="icon" class="icon">${icons.warning}</span>
      <p part="message" class="message">
        ${isolated(strings.message[warning.kind], warning.current.name, warning.targetName)}
        <a
          part="link"
          class="link"
          href=${href}
          aria-busy=${ifDefined(pending ? 'true' : undefined)}
          @click=${(event: MouseEvent) =>
            this.handleClick(event, {
              version: warning.target.slug,
              name: warning.targetName,
              url: href,
              root: warning.target.url,
            })}
          >${isolated(strings.link, warning.targetName)}</a
        >
      </p>
      <button part="dismiss" class="icon-button" type="button" aria-label=${strings.dismiss} @click=${() => this.dismiss()}>
        ${closeIcon}
      </button>
    </section>`;
  }

  #renderNotice(notice: FallbackNotice): TemplateResult {
    const strings = withOverrides(this.#noticeTranslation.strings, this.noticeStrings);
    const label = withOverrides(this.#translation.strings, this.strings).noticeLabel;
    return html`<section part="notice" class="notice" aria-label=${label}>
      <span class="icon">${icons.info}</span>
      <p class="message">${isolated(strings.fallbackNotice, notice.path || '/', notice.version)}</p>
      <button class="icon-button" type="button" aria-label=${strings.dismissNotice} @click=${() => (this.notice = undefined)}>
        ${closeIcon}
      </button>
    </section>`;
  }
}
