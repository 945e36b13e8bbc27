/**
 * Recent searches kept in `localStorage` under one key per scope (project, and language or version if the caller
 * wants). Storage can be missing (sandboxed iframes throw on access), full (quota) or hold garbage written by another
 * script: every case degrades to "fewer or no recent searches", never to an exception.
 */
export class HistoryStore {
  /** The storage key: one list per key. */
  readonly key: string;
  readonly #limit: number;
  readonly #storage: Storage | undefined;
  /** Kept in memory too, so a session whose storage is unusable still remembers its own searches. */
  #memory: string[] | undefined;

  constructor(key: string, {limit = 7, storage = defaultStorage()}: {limit?: number; storage?: Storage | undefined} = {}) {
    this.key = key;
    this.#limit = limit;
    this.#storage = storage;
  }

  /** Newest first. */
  list(): string[] {
    return [...(this.#memory ??= this.#read())];
  }

  /** Moves `query` to the front (case-insensitive duplicates are replaced) and drops the oldest past the limit. */
  add(query: string): void {
    const trimmed = query.trim();
    if (!trimmed) return;
    const folded = trimmed.toLocaleLowerCase();
    const next = [trimmed, ...this.list().filter((entry) => entry.toLocaleLowerCase() !== folded)].slice(0, this.#limit);
    this.#write(next);
  }

  clear(): void {
    this.#memory = [];
    try {
      this.#storage?.removeItem(this.key);
    } catch {
      // Storage unusable: the in-memory copy is already empty.
    }
  }

  #read(): string[] {
    try {
      // Nothing stored reads as an empty list; unreadable storage and garbage throw, and read as one too.
      const parsed: unknown = JSON.parse(this.#storage?.getItem(this.key) || '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
        .map((entry) => entry.slice(0, 200))
        .slice(0, this.#limit);
    } catch {
      return [];
    }
  }

  #write(entries: string[]): void {
    this.#memory = entries;
    if (!this.#storage) return;
    // On a full quota, keep fewer entries rather than none; give up quietly at zero.
    for (let keep = entries.length; keep >= 0; keep = keep === 0 ? -1 : Math.floor(keep / 2)) {
      try {
        if (keep === 0) this.#storage.removeItem(this.key);
        else this.#storage.setItem(this.key, JSON.stringify(entries.slice(0, keep)));
        return;
      } catch {
        // QuotaExceededError or SecurityError: try a smaller write.
      }
    }
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
