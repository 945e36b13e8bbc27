import {expect} from '@open-wc/testing';
import {HistoryStore} from '../../../src/internal/history-store.js';

/** A Storage whose quota the test sets, in characters of stored values. */
class TinyStorage implements Storage {
  #items = new Map<string, string>();
  constructor(private readonly quota: number) {}
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.#items.set(key, value);
  }
}

describe('HistoryStore (recent searches)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without case-insensitive duplicates, up to the limit', () => {
    const store = new HistoryStore('k', {limit: 3});
    for (const query of ['one', 'two', 'One', 'three', 'four']) store.add(query);
    expect(store.list()).to.deep.equal(['four', 'three', 'One']);
    expect(new HistoryStore('k', {limit: 3}).list(), 'persisted').to.deep.equal(['four', 'three', 'One']);
  });

  it('ignores blank queries and can forget them all', () => {
    const store = new HistoryStore('k');
    store.add('   ');
    store.add('a');
    store.add('b');
    expect(store.list()).to.deep.equal(['b', 'a']);
    store.clear();
    expect(store.list()).to.deep.equal([]);
    expect(localStorage.getItem('k')).to.equal(null);
  });

  it('survives garbage written by someone else', () => {
    localStorage.setItem('k', '{not json');
    expect(new HistoryStore('k').list()).to.deep.equal([]);
    localStorage.setItem('k', JSON.stringify([1, 'ok', null, '']));
    expect(new HistoryStore('k').list()).to.deep.equal(['ok']);
  });

  it('keeps fewer entries when the quota is full, and never throws', () => {
    const storage = new TinyStorage(20);
    const store = new HistoryStore('k', {storage, limit: 7});
    for (const query of ['alpha', 'bravo', 'charlie', 'delta']) store.add(query);
    const stored = JSON.parse(storage.getItem('k')!) as string[];
    expect(stored.length).to.be.greaterThan(0);
    expect(stored.length).to.be.lessThan(4);
    expect(store.list(), 'the session still remembers all of them').to.deep.equal(['delta', 'charlie', 'bravo', 'alpha']);
  });

  it('works in memory when storage is unavailable', () => {
    const broken = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = new HistoryStore('k', {storage: broken});
    store.add('a');
    expect(store.list()).to.deep.equal(['a']);
    store.clear();
    expect(store.list()).to.deep.equal([]);
  });
});
