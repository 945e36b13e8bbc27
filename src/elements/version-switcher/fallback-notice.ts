/**
 * The hand-over between the page a reader leaves and the version start page they land on when the page they were
 * reading does not exist in the version they chose: the leaving page writes a note to `sessionStorage` (same tab,
 * same origin), the landing page's switcher or warning shows it once and removes it. A note is only shown on the
 * page it names and only for a short while, so a stale note never appears on an unrelated visit.
 */
import {pageOnly} from '../../versions/page-path.js';
import {stored} from '../../versions/stored.js';

export interface FallbackNotice {
  /** Path of the page that does not exist in the target version, relative to a version root. */
  path: string;
  /** Display name of the target version (or language). */
  version: string;
  /** The start page the reader is sent to. */
  to: string;
  /** When the note was written (ms since the epoch). */
  at: number;
}

const KEY = 'docs-widgets:version-fallback';
/** Long enough for a slow page load, short enough that the note cannot surface on a later visit. */
export const FALLBACK_NOTICE_TTL_MS = 2 * 60_000;

export function rememberFallback(notice: FallbackNotice): void {
  // No storage: the reader still lands on the start page, only without the explanation.
  stored('sessionStorage', KEY, JSON.stringify(notice));
}

/**
 * The note meant for `pageUrl`, removed from storage so it is shown once; undefined when there is none, when it names
 * another page (it stays for that page), or when it is too old, from the future or of the wrong shape (another
 * script may write anything there; such a note is removed).
 */
export function takeFallbackNotice(pageUrl: string, now = Date.now()): FallbackNotice | undefined {
  const raw = stored('sessionStorage', KEY);
  if (!raw) return undefined;
  let notice: FallbackNotice | undefined;
  try {
    const parsed = JSON.parse(raw) as FallbackNotice;
    const fresh = now - parsed.at <= FALLBACK_NOTICE_TTL_MS && now >= parsed.at - 1000;
    if (fresh && [parsed.path, parsed.version, parsed.to].every((field) => typeof field === 'string')) notice = parsed;
  } catch {
    // Not JSON (or `null`): dropped below.
  }
  if (notice && !samePage(notice.to, pageUrl)) return undefined;
  stored('sessionStorage', KEY, null);
  return notice;
}

function samePage(a: string, b: string): boolean {
  try {
    const strip = (url: string) => pageOnly(url).replace(/\/(index\.html?)?$/, '/');
    return strip(a) === strip(b);
  } catch {
    return false;
  }
}
