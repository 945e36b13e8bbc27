/**
 * The hand-over between the page a reader leaves and the version start page they land on when the page they were
 * reading does not exist in the version they chose: the leaving page writes a note to `sessionStorage` (same tab,
 * same origin), the landing page's switcher or warning shows it once and removes it. A note is only shown on the
 * page it names and only for a short while, so a stale note never appears on an unrelated visit.
 */
import {pageOnly} from '../../versions/page-path.js';

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

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberFallback(notice: FallbackNotice, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(KEY, JSON.stringify(notice));
  } catch {
    // No storage: the reader still lands on the start page, only without the explanation.
  }
}

/**
 * The note meant for `pageUrl`, removed from storage so it is shown once; undefined when there is none, when it names
 * another page, or when it is too old.
 */
export function takeFallbackNotice(
  pageUrl: string,
  {now = Date.now(), store = storage()}: {now?: number; store?: Storage | undefined} = {},
): FallbackNotice | undefined {
  let raw: string | null = null;
  try {
    raw = store?.getItem(KEY) ?? null;
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let notice: FallbackNotice;
  try {
    const parsed = JSON.parse(raw) as Partial<FallbackNotice>;
    if (
      typeof parsed.path !== 'string' ||
      typeof parsed.version !== 'string' ||
      typeof parsed.to !== 'string' ||
      typeof parsed.at !== 'number'
    ) {
      store?.removeItem(KEY);
      return undefined;
    }
    notice = parsed as FallbackNotice;
  } catch {
    store?.removeItem(KEY);
    return undefined;
  }
  if (now - notice.at > FALLBACK_NOTICE_TTL_MS || now < notice.at - 1000) {
    store?.removeItem(KEY);
    return undefined;
  }
  if (!samePage(notice.to, pageUrl)) return undefined;
  store?.removeItem(KEY);
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
