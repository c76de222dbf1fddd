/**
 * How many games a table remembers beyond the board that saw them (the Gangsters table's shots, updates
 * drawn and Bribes, the SuperGang duel's last arrow): the few opened last. The memory only bridges a
 * board made anew at the same table (a hot-seat hand-over), so a game left long ago loses nothing worth
 * keeping.
 */
export const GAMES_KEPT = 8;

/**
 * A map that keeps only its most recently used entries: what a table remembers of each game opened in this
 * window (while the hot-seat curtain has the table down) stays bounded however many games are opened.
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();

  /** `limit`: how many entries are kept; the least recently used goes first. */
  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error('a RecentMap keeps at least one entry');
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry for `key`, which becomes the most recently used. */
  get(key: K): V | undefined {
    const v = this.#entries.get(key);
    if (v !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, v);
    }
    return v;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Sets `key` as the most recently used, forgetting the least recently used beyond the limit. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const old of this.#entries.keys()) {
      if (this.#entries.size <= this.limit) break;
      this.#entries.delete(old);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }
}
