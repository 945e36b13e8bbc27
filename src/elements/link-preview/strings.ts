/**
 * Every string `<docs-link-preview>` shows or announces, in English. The element's `strings` property takes a partial
 * override, resolved by `withOverrides` (`src/internal/overrides.ts`) as in every widget.
 */
export interface LinkPreviewStrings {
  /** Shown while the section loads. */
  loading: string;
  /** Shown when the section cannot be fetched (unless `hide-errors`). */
  unavailable: string;
  /** The link to the previewed section. */
  openSection: string;
  /** Accessible name of the preview when the section has no heading and the link no text. */
  fallbackTitle: string;
  /** Accessible name of the scrolling content region. */
  contentLabel: (title: string) => string;
}

export const defaultLinkPreviewStrings: LinkPreviewStrings = {
  loading: 'Loading preview…',
  unavailable: 'Preview unavailable',
  openSection: 'Open section',
  fallbackTitle: 'Preview',
  contentLabel: (title) => `${title}: preview`,
};
