/**
 * When our search API fails on a page whose theme has a search of its own, zero-config hands the reader to the
 * theme's search box. That hand-off is said, in a line beside the theme's box, and it lasts only while our API is
 * down: the API is asked again every so often and whenever the reader comes back to the box, and once it answers
 * the line goes and our search takes the box back. A failure that cannot pass on the page (its CSP refuses the static
 * search worker) is said as such, and nothing is asked again.
 */
import {readPageContext} from '../../internal/page-context.js';
import type {SharedConfig} from '../widget.js';
import type {SearchTrigger} from '../eager/search-trigger.js';


/** The line shown beside the theme's search box while our search may come back, in English (the search's
 * `themeSearchNotice` string, when unset). */
export const FALLBACK_NOTICE = "Full-text search is unavailable right now, so this is the site's own search. It comes back by itself.";
/** The line shown when it cannot come back on this page (its security policy refuses our search worker). */
export const FALLBACK_NOTICE_LASTING = "Full-text search cannot run on this page, so this is the site's own search.";

const STYLES = `
:host { display: block; margin-block: .35rem; font-size: .8125rem; line-height: 1.4; }
p { margin: 0; padding: .35rem .55rem; border-inline-start: 3px solid currentColor; border-radius: 3px;
  background: color-mix(in srgb, currentColor 8%, transparent); }
`;

/** First wait between checks; doubled after each failure up to `MAX_CHECK_MS`. */
const FIRST_CHECK_MS = 15_000;
const MAX_CHECK_MS = 120_000;
/** Checks the reader's return to the box triggers are at least this far apart. */
const MIN_CHECK_GAP_MS = 2_000;

export class SearchFallback {
  readonly #notice: HTMLElement;
  readonly #listeners = new AbortController();
  readonly #check: () => Promise<boolean>;
  readonly #onRestored: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #wait = FIRST_CHECK_MS;
  #lastCheck = 0;
  #checking = false;

  /**
   * `text`: the line to show, in the page's language; `check` undefined: our search cannot come back, so nothing is
   * asked again (the line says so).
   */
  constructor(themeBox: HTMLElement, text: string, check: (() => Promise<boolean>) | undefined, onRestored: () => void) {
    this.#check = check ?? (async () => false);
    this.#onRestored = onRestored;
    const doc = themeBox.ownerDocument;
    this.#notice = doc.createElement('div');
    this.#notice.dataset.docsWidgets = 'search-fallback';
    const root = this.#notice.attachShadow({mode: 'open'});
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    root.adoptedStyleSheets = [sheet];
    const line = doc.createElement('p');
    line.setAttribute('role', 'status');
    line.textContent = text;
    root.append(line);
    (themeBox.closest('form') ?? themeBox).after(this.#notice);
    if (!check) return;
    const again = () => {
      if (Date.now() - this.#lastCheck >= MIN_CHECK_GAP_MS) void this.#run();
    };
    themeBox.addEventListener('focus', again, {signal: this.#listeners.signal});
    this.#schedule();
  }

  /** The line, while it is shown. */
  get notice(): HTMLElement | undefined {
    return this.#notice.isConnected ? this.#notice : undefined;
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#listeners.abort();
    this.#notice.remove();
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(), this.#wait);
  }

  async #run(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    this.#lastCheck = Date.now();
    const ok = await this.#check().catch(() => false);
    this.#checking = false;
    if (ok) {
      this.dispose();
      this.#onRestored();
      return;
    }
    this.#wait = Math.min(this.#wait * 2, MAX_CHECK_MS);
    this.#schedule();
  }
}

/**
 * Asks our search one small question, of the source the search itself reads (resolve.ts): true when it answers. On a
 * docs domain that is the page's `/_/api/` paths; the dashboard API at the page's origin is not served there.
 */
export function apiAnswers(config: SharedConfig, doc: Document = document): () => Promise<boolean> {
  return async () => {
    const context = readPageContext(doc);
    const project = config.project ?? context.project;
    const version = config.version ?? context.version;
    if (!project) return false;
    const {apiBase, fetch} = config;
    // Imported when asked, as a static import here makes rollup split the eager entry's modules off into chunks of
    // their own (the chunk-group check fails the build); the shared chunk is loaded by then, so it costs no request.
    const {resolveSource} = await import('../../sources/resolve.js');
    const source = resolveSource({apiBase, apiVersion: config.apiVersion === '2' ? 2 : 3, fetch, document: doc});
    await source.search({query: 'documentation', project, ...(version ? {version} : {}), page: 1, pageSize: 1});
    return true;
  };
}

/**
 * Hands the reader to the theme's search, says so beside it (`notice`: the search's `themeSearchNotice` string, or
 * `themeSearchNoticeLasting` when `lasting`; English when unset), and takes the box back when our API answers again;
 * `lasting`: the failure cannot pass on this page, so the box stays the theme's.
 */
export function handOff(
  trigger: SearchTrigger,
  query: string,
  config: SharedConfig,
  notice: string | undefined,
  doc: Document = document,
  lasting = false,
): SearchFallback | undefined {
  const themeBox = trigger.themeSearch();
  trigger.release(query);
  if (!themeBox) return undefined;
  return new SearchFallback(themeBox, notice ?? (lasting ? FALLBACK_NOTICE_LASTING : FALLBACK_NOTICE),
    lasting ? undefined : apiAnswers(config, doc), () => trigger.restore());
}
