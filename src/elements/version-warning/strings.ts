/**
 * Every string `<docs-version-warning>` shows, in English (functions where a version name goes in). The element's
 * `strings` property takes a partial override, resolved by `withOverrides` (`src/internal/overrides.ts`) as in every
 * widget. The missing-page notice it may show instead uses the switcher's `fallbackNotice` string.
 */

/** Which kind of version the reader is on, when it is not the one readers should read. */
export type WarningKind = 'older' | 'development' | 'prerelease' | 'unknown';

/** Every string `<docs-version-warning>` shows. */
export interface VersionWarningStrings {
  /** Accessible name of the banner's landmark. */
  regionLabel: string;
  /** The banner's message for each kind; `current` is the version read, `target` the one recommended. */
  message: Record<WarningKind, (current: string, target: string) => string>;
  /** Text of the link to the same page in the recommended version. */
  link: (target: string) => string;
  /** Accessible name of the dismiss button. */
  dismiss: string;
  /** Accessible name of the notice landmark shown after a missing-page fallback. */
  noticeLabel: string;
}

export const defaultVersionWarningStrings: VersionWarningStrings = {
  regionLabel: 'Version notice',
  message: {
    older: (current) => `You are reading the documentation of version ${current}, which is not the current release.`,
    development: (current) =>
      `You are reading the documentation of the development version (${current}). It may describe features that are not released yet.`,
    prerelease: (current) =>
      `You are reading the documentation of version ${current}, a pre-release that may still change.`,
    unknown: (current) =>
      `You are reading the documentation of version ${current}, which is not one of the project’s maintained versions.`,
  },
  link: (target) => `Read this page in version ${target}`,
  dismiss: 'Dismiss version notice',
  noticeLabel: 'Page notice',
};
