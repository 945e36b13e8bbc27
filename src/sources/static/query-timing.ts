/**
 * When a query of the built index may fetch what it does not have yet (built-index-engine.ts): a heavy prefix's
 * term chunks, and the text of the results on screen.
 *
 * Both waits exist so that the reader's next key, coming within the wait, replaces the query before it fetches what
 * the word's own query will not need: a one- or two-letter prefix's hundreds of kilobytes of postings, a prefix's
 * results' text. A fixed wait only does that for a reader whose keys come within it. So the waits follow the reader's
 * rhythm, the time between their keys as they type forward (each key is a new first-page query extending the last):
 *
 * - **A heavy prefix waits one and a half of the reader's key intervals** (never less than the engine's floor, never
 *   more than `HEAVY_WAIT_MAX_MS`; `FIRST_RHYTHM_MS` before their rhythm is known). A fixed 150 ms ran out before
 *   the next key of a reader typing at 180 ms a key, and a two-word query's `json d` read its postings.
 * - **Text is fetched at once when the wait cannot catch the next key**: when the reader's keys come more than 1.5
 *   waits apart (most readers: their keys are 200-300 ms apart), the next key, as late, finds the text asked for
 *   either way, and the reader sees the results the wait would only have delayed.
 *
 * The rhythm is kept from query to query: a new query (or one edited backwards) has no key before it to compare with,
 * but the same reader types it. A page of "more results" or the same text again is no key; a pause longer than
 * `PAUSE_MS` is no rhythm.
 *
 * Measured on the Python docs (`bench/static-typed-words.ts --key-ms 180 --session`: Node, 50 ms a file, the 60
 * relevance queries typed in turn from their third letter at 180 ms a key): the last key to the results on screen p50
 * / p95 10 / 158 ms and 628 files (11.6 MB gzip) with fixed waits, 7 / 81 ms and 439 files (7.2 MB) with these and
 * a replaced query's term-chunk reads kept (built-index-engine.ts `#shard`). At 90 ms a key nothing changes: 368
 * files either way.
 */

/** A key more than this many text waits after the previous one is a rhythm the wait cannot catch. */
const SLOW_RHYTHM = 1.5;
/** The rhythm a heavy prefix assumes before the reader's is known: a typical reader's, not the fastest. */
export const FIRST_RHYTHM_MS = 250;
/** The longest a heavy prefix waits for a slow reader (unless the engine's floor is longer): past it they would see nothing for too long. */
export const HEAVY_WAIT_MAX_MS = 600;
/** A gap between keys longer than this is the reader stopping to read, not their rhythm. */
const PAUSE_MS = 1000;

interface TypedQuery {
  text: string;
  started: number;
}

export class QueryTiming {
  readonly #textWaitMs: number;
  /** The latest first-page query: the key before the next one, if that one extends it. */
  #last: TypedQuery | undefined;
  /** The latest two intervals between keys typed forward, in ms, latest last. */
  #intervals: number[] = [];

  /** `textWaitMs`: the wait for text when the reader's rhythm may bring a key within it (0: never wait). */
  constructor(textWaitMs: number) {
    this.#textWaitMs = textWaitMs;
  }

  /**
   * A query starts at `started` (`performance.now()`); `settled`: its last word can become at most a few other terms,
   * so its results are the word's. Returns the earliest time it fetches text or typo chunks it does not have yet.
   */
  start(text: string, page: number, settled: boolean, started: number): number {
    const textFrom = started + (settled ? 0 : this.#textWaitMs);
    if (page !== 1 || text === this.#last?.text) return textFrom;
    const before = this.#last && text.startsWith(this.#last.text) ? this.#last : undefined;
    this.#last = {text, started};
    // A pause to read is no rhythm; after it, as for a new query (the search sends a word from its third letter: `zip`
    // comes as one query), the last rhythm holds.
    if (before && started - before.started <= PAUSE_MS) this.#intervals = [...this.#intervals.slice(-1), started - before.started];
    const rhythm = this.#rhythm();
    return rhythm !== undefined && rhythm > SLOW_RHYTHM * this.#textWaitMs ? started : textFrom;
  }

  /** How long a heavy prefix waits for the reader's next key: `floorMs` at least (see above). */
  heavyWait(floorMs: number): number {
    return Math.max(floorMs, Math.min(HEAVY_WAIT_MAX_MS, 1.5 * (this.#rhythm() ?? FIRST_RHYTHM_MS)));
  }

  /**
   * The reader's rhythm: the shorter of their last two intervals, once two are seen. One interval alone is no rhythm:
   * on a fresh page the first keys reach the worker unevenly (38 ms, then 106 ms apart, for keys typed 90 ms apart,
   * while the page loads the search's code), and a single late one would take a fast typist for a slow one.
   */
  #rhythm(): number | undefined {
    return this.#intervals.length === 2 ? Math.min(...this.#intervals) : undefined;
  }
}
