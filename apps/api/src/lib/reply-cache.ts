import { LRUCache } from 'lru-cache';

interface Entry<V> {
  value: V;
  /** What the reply shows the exact state of (a product's id): `dropTag` forgets it alone. */
  tag: string | undefined;
}

/**
 * A short-lived, bounded (least recently used) cache of computed replies. Concurrent misses of one key share a
 * single fill, so a burst of identical requests does the work once. `clear()` drops everything and `dropTag()`
 * the replies filled under one tag, including fills under way: such a fill answers its own callers but is not
 * kept, since it may have read data from before the change. A time to live of 0 turns the cache off (every
 * call fills).
 */
export class ReplyCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>> | undefined;
  private readonly filling = new Map<string, { promise: Promise<V>; tag: string | undefined }>();
  private generation = 0;
  private tagDrops = 0;
  /** Lookups answered from the cache (or joined a fill under way), and fills: read by /metrics. */
  hits = 0;
  misses = 0;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.entries = ttlMs > 0 ? new LRUCache<string, Entry<V>>({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** How many times it has been cleared. */
  get clears(): number {
    return this.generation;
  }

  /** How many times one tag's replies have been dropped. */
  get tagsDropped(): number {
    return this.tagDrops;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The kept value of a key, if any, without filling it: lets a hit be answered without a promise. */
  peek(key: string): V | undefined {
    const value = this.entries?.get(key)?.value;
    if (value !== undefined) this.hits += 1;
    return value;
  }

  /**
   * Keeps the value of `key`, if it is kept, under `alias` too (with its tag), for no longer than it has left
   * under `key` (so an alias never outlives the fill it came from). Cleared with everything else.
   */
  alias(key: string, alias: string): void {
    const entries = this.entries;
    const entry = entries?.get(key);
    if (!entries || entry === undefined || key === alias) return;
    entries.set(alias, entry, { ttl: Math.max(1, entries.getRemainingTTL(key)) });
  }

  get(key: string, fill: () => Promise<V>, tag?: string): Promise<V> {
    const entries = this.entries;
    if (!entries) {
      this.misses += 1;
      return fill();
    }
    const hit = entries.get(key)?.value;
    const pending = hit === undefined ? this.filling.get(key)?.promise : undefined;
    if (hit !== undefined || pending) this.hits += 1;
    if (hit !== undefined) return Promise.resolve(hit);
    if (pending) return pending;
    this.misses += 1;

    // Kept only if no clear or drop of its tag has taken it out of `filling` meanwhile.
    const stillCurrent = () => this.filling.get(key)?.promise === promise;
    const promise: Promise<V> = fill()
      .then((value) => {
        if (stillCurrent()) entries.set(key, { value, tag });
        return value;
      })
      .finally(() => {
        if (stillCurrent()) this.filling.delete(key);
      });
    this.filling.set(key, { promise, tag });
    return promise;
  }

  /** Forgets the replies (and fills under way) kept under `tag`; a scan of at most `maxEntries` keys. */
  dropTag(tag: string): void {
    this.tagDrops += 1;
    for (const [key, fill] of this.filling) if (fill.tag === tag) this.filling.delete(key);
    const entries = this.entries;
    if (!entries) return;
    for (const [key, entry] of entries.entries()) if (entry.tag === tag) entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.filling.clear();
    this.entries?.clear();
  }
}
