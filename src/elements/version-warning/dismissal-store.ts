/**
 * Remembers, in `localStorage`, that a reader dismissed the version banner of one project and version (per API base,
 * so two hosts serving a project of the same name do not share it). The dismissal lasts: a banner the reader closed
 * must not come back on every page. Unusable storage (sandboxed frames, quota) degrades to "not remembered".
 */
const PREFIX = 'docs-widgets:version-warning-dismissed:v1:';

export class DismissalStore {
  readonly key: string;
  readonly #storage: Storage | undefined;

  constructor(apiBase: string, project: string, version: string, storage: Storage | undefined = localStorageOrUndefined()) {
    this.key = `${PREFIX}${JSON.stringify([apiBase, project, version])}`;
    this.#storage = storage;
  }

  isDismissed(): boolean {
    try {
      return this.#storage?.getItem(this.key) != null;
    } catch {
      return false;
    }
  }

  dismiss(now: number = Date.now()): void {
    try {
      this.#storage?.setItem(this.key, String(now));
    } catch {
      // Not remembered: the banner comes back on the next page, which is the safe side.
    }
  }

  /** Shows the banner again (e.g. a "show version notices" setting). */
  forget(): void {
    try {
      this.#storage?.removeItem(this.key);
    } catch {
      // Nothing stored, nothing to forget.
    }
  }
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
