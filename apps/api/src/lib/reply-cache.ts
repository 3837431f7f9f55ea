import { LRUCache } from 'lru-cache';

/**
 * A short-lived, bounded (least recently used) cache of computed replies. Concurrent misses of one key share a
 * single fill, so a burst of identical requests does the work once. `clear()` drops everything, including fills
 * under way: a fill that started before a clear answers its own callers but is not kept, since it may have read
 * data from before the change. A time to live of 0 turns the cache off (every call fills).
 */
export class ReplyCache<V extends object> {
  private readonly entries: LRUCache<string, V> | undefined;
  private readonly filling = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.entries = ttlMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** How many times it has been cleared. */
  get clears(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The kept value of a key, if any, without filling it: lets a hit be answered without a promise. */
  peek(key: string): V | undefined {
    return this.entries?.get(key);
  }

  /**
   * Keeps the value of `key`, if it is kept, under `alias` too, for no longer than it has left under `key`
   * (so an alias never outlives the fill it came from). Cleared with everything else.
   */
  alias(key: string, alias: string): void {
    const entries = this.entries;
    const value = entries?.get(key);
    if (!entries || value === undefined || key === alias) return;
    entries.set(alias, value, { ttl: Math.max(1, entries.getRemainingTTL(key)) });
  }

  get(key: string, fill: () => Promise<V>): Promise<V> {
    const entries = this.entries;
    if (!entries) return fill();
    const hit = entries.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.filling.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = fill()
      .then((value) => {
        if (generation === this.generation) entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.filling.get(key) === promise) this.filling.delete(key);
      });
    this.filling.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation += 1;
    this.filling.clear();
    this.entries?.clear();
  }
}
