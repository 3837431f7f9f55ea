import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How many products match a listing filter, remembered for a few seconds. Counting is most of a listing's
 * database work on a large catalogue, while the page itself is an index range with a limit; a total that is a few
 * seconds old is fine for pagination. Catalogue edits made through this instance clear it at once; other
 * instances' edits and stock changes clear it when their NOTIFY arrives (catalog-cache.ts), else within the
 * time to live.
 */
export class ListingCounts {
  private readonly entries = new Map<string, { total: number; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now = Date.now()): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(key: string, total: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    listingCounts: ListingCounts;
  }
}

export const listingCountsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('listingCounts', new ListingCounts(app.config.LISTING_COUNT_CACHE_SECONDS * 1000));
});
