import {html, nothing, type TemplateResult} from 'lit';
import {ariaKeyShortcuts, hotkeyLabel, type Hotkey} from '../../controllers/shortcut.js';
import {type GroupModel, type OptionModel, type Segment} from './result-model.js';
import {errorMessage, isRetryable} from './error-message.js';
import type {SearchStrings} from './strings.js';
import {isolated} from '../../internal/isolate.js';

/*
 * The rows of `<docs-search>`'s listbox, as pure templates of the view model: the element decides what is listed
 * and which option is active, these say how one looks. Icons are inline SVG: an icon as an `<img>` or a CSS
 * `url()` would make the browser build an SVG image document for it, tens of milliseconds on each first paint.
 */

export const icons = {
  search: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L18 18"/></svg>`,
  page: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" d="M5 2.5h6.5L16 7v10.5H5zM11.5 2.5V7H16"/></svg>`,
  section: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" d="M8 3 6 17M14 3l-2 14M3.5 7.5h14M2.5 12.5h14"/></svg>`,
  domain: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" d="M7 5 2.5 10 7 15M13 5l4.5 5-4.5 5"/></svg>`,
  recent: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" d="M3 10a7 7 0 1 0 2-4.9M3 3v3.5h3.5M10 6v4l2.5 2"/></svg>`,
  enter: html`<svg viewBox="0 0 20 20" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" d="M16 4v5a3 3 0 0 1-3 3H4m3-3-3 3 3 3"/></svg>`,
};

/** Highlighted text: hits in `<mark>`, the rest as text (never HTML). */
export const segments = (list: readonly Segment[]): unknown[] =>
  list.map((segment) => (segment.hit ? html`<mark part="mark">${segment.text}</mark>` : segment.text));

/** A click (or middle click) on an option's link. */
export type OptionEvents = (event: MouseEvent, option: OptionModel) => void;

export function optionRow(option: OptionModel, active: boolean, t: SearchStrings, on: OptionEvents): TemplateResult {
  return html`<a
    id=${option.id}
    role="option"
    part=${active ? 'option active' : 'option'}
    tabindex="-1"
    href=${option.url}
    data-kind=${option.kind}
    aria-selected=${active ? 'true' : 'false'}
    @click=${(event: MouseEvent) => on(event, option)}
    @auxclick=${(event: MouseEvent) => on(event, option)}
  >
    <span class="icon">${icons[option.kind]}</span>
    <span class="text">
      ${option.title.length ? html`<span class="title">${segments(option.title)}</span>` : nothing}
      ${option.kind === 'domain' ? html`<span class="role">${t.kindDomain(option.role ?? '')}</span>` : nothing}
      ${option.excerpt.length ? html`<span class="excerpt">${segments(option.excerpt)}</span>` : nothing}
    </span>
    <span class="enter">${icons.enter}</span>
  </a>`;
}

/**
 * What a result group holds: its header and its option rows. The `role="group"` element around them is made once per
 * group and kept (group-elements.ts).
 */
export function groupContent(group: GroupModel, activeId: string | undefined, t: SearchStrings, on: OptionEvents): TemplateResult {
  return html`<div class="group-header" part="group-header" role="presentation" id=${`${group.id}-label`}>
      <span>${segments(group.title)}</span>
      ${group.project ? html`<span class="badge">${t.fromProject(group.project)}</span>` : nothing}
    </div>
    ${group.options.map((option) => optionRow(option, option.id === activeId, t, on))}`;
}

export function recentRow(id: string, query: string, active: boolean, t: SearchStrings, use: () => void): TemplateResult {
  return html`<div
    id=${id}
    role="option"
    part=${active ? 'option active' : 'option'}
    aria-selected=${active ? 'true' : 'false'}
    @click=${use}
  >
    <span class="icon">${icons.recent}</span>
    <span class="text"><span class="title">${t.recentOption(query)}</span></span>
    <span class="enter">${icons.enter}</span>
  </div>`;
}

export function footer(t: SearchStrings, apple: boolean): TemplateResult {
  return html`<div class="footer" part="footer" aria-hidden="true">
    <span><kbd>↑</kbd><kbd>↓</kbd> ${t.hintNavigate}</span>
    <span><kbd class="mirror">↵</kbd> ${t.hintSelect}</span>
    <span><kbd>${apple ? '⌘' : 'Ctrl'}</kbd><kbd class="mirror">↵</kbd> ${t.hintNewTab}</span>
    <span><kbd>Esc</kbd> ${t.hintClose}</span>
  </div>`;
}

/** Above the recent searches: their heading and the button that forgets them. */
export const recentHeader = (t: SearchStrings, clear: () => void): TemplateResult =>
  html`<div class="recent-header">
    <span id="recent-title">${t.recentTitle}</span>
    <button class="text-button" type="button" @click=${clear}>${t.clearRecent}</button>
  </div>`;

/** Below the results while the server has more: the button that fetches the next page. */
export const loadMoreButton = (t: SearchStrings, load: () => void): TemplateResult =>
  html`<div class="more">
    <button class="button" part="load-more" type="button" @click=${load}>${t.loadMore}</button>
  </div>`;

/**
 * The message below the list: the error (with its retry button unless retrying cannot help), no results with the
 * search tips, or the hint while the query is too short (the element shows its recent searches instead, if any).
 */
export function stateBlock(
  search: {status: string; query: string; error: unknown},
  empty: boolean,
  countdown: {waiting: boolean; seconds: number},
  retry: () => void,
  t: SearchStrings,
): TemplateResult | typeof nothing {
  const {status, error} = search;
  if (status === 'error') {
    return html`<div class="state error" part="state">
      <h2>${t.errorTitle}</h2>
      <p>${errorMessage(error, t)}</p>
      ${isRetryable(error)
        ? html`<button
            class="button"
            part="retry"
            type="button"
            aria-disabled=${countdown.waiting ? 'true' : 'false'}
            @click=${retry}
          >
            ${countdown.waiting ? t.retryIn(countdown.seconds) : t.retry}
          </button>`
        : nothing}
    </div>`;
  }
  if (status === 'complete' && search.query && empty) {
    return html`<div class="state" part="state">
      <h2>${isolated(t.noResults, search.query)}</h2>
      <p>${t.tipsTitle}</p>
      <ul>
        ${t.tips.map((tip) => html`<li>${tip}</li>`)}
      </ul>
    </div>`;
  }
  return status === 'idle' ? html`<div class="state" part="state"><p>${t.emptyHint}</p></div>` : nothing;
}

/** The button that opens the search, with the hotkey it answers to. */
export function triggerButton(t: SearchStrings, hotkeys: readonly Hotkey[], open: () => void): TemplateResult {
  const shortcut = hotkeys.find((hotkey) => hotkey.ctrl || hotkey.meta) ?? hotkeys[0];
  return html`<button
    class="trigger"
    part="trigger"
    type="button"
    aria-haspopup="dialog"
    aria-keyshortcuts=${hotkeys.length ? ariaKeyShortcuts([...hotkeys]) : nothing}
    @click=${open}
  >
    ${icons.search}<span class="label" part="trigger-label">${t.trigger}</span>
    ${shortcut ? html`<kbd part="trigger-shortcut" aria-hidden="true">${hotkeyLabel(shortcut)}</kbd>` : nothing}
  </button>`;
}
