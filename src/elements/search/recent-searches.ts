import {HistoryStore} from '../../internal/history-store.js';

/**
 * The reader's recent searches for one project: the store is opened for the project being searched and re-opened
 * when that changes (a page can point the element at another project).
 */
export class RecentSearches {
  #store: HistoryStore | undefined;
  #key = '';

  readonly #project: () => string | undefined;

  constructor(project: () => string | undefined) {
    this.#project = project;
  }

  /** The store of the project searched now. */
  get store(): HistoryStore {
    const key = `docs-widgets:search:recent:${this.#project() ?? ''}`;
    if (!this.#store || key !== this.#key) {
      this.#store = new HistoryStore(key);
      this.#key = key;
    }
    return this.#store;
  }
}
