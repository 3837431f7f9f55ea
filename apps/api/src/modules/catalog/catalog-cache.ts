import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedBody } from '../../lib/catalog-reply.ts';
import { type ChannelListener, listenToChannel } from '../../lib/pg-listener.ts';
import { ReplyCache } from '../../lib/reply-cache.ts';

/** Triggers on the catalogue's tables notify this channel (migration 0008); every instance drops its cache. */
export const CATALOG_CHANNEL = 'catalog_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot catalogue replies (listing pages, product detail, navigation, suggestions), for CATALOG_CACHE_SECONDS. */
    catalogCache: ReplyCache<CachedBody>;
    /** Forgets every remembered catalogue reply and listing count in this instance. */
    dropCatalogCache(): void;
  }
}

/** The payload of a stock-only change (migrations 0017, 0042): `stock:{product id}`. */
const STOCK_PAYLOAD = /^stock:([0-9a-f-]{36})$/;

/**
 * The catalogue's in-process cache. Any committed change to products, their sizes (stock), images, reviews or
 * the search dictionary sends a NOTIFY. A stock change that leaves the product and every size on the same side
 * of sold out (an order placed, cancelled or expired during a sale) drops only the replies tagged with that
 * product: its product page. Anything else drops everything. Listing pages keep showing the stock of their
 * fill for at most their time to live (decision 0060). If the listener is down (it reconnects by itself), the
 * time to live still bounds how old a reply can be.
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ReplyCache<CachedBody>(app.config.CATALOG_CACHE_SECONDS * 1000);
  const drop = () => {
    cache.clear();
    app.listingCounts.clear();
  };
  app.decorate('catalogCache', cache);
  app.decorate('dropCatalogCache', drop);

  const listens = cache.enabled || app.config.LISTING_COUNT_CACHE_SECONDS > 0;
  let listener: ChannelListener | undefined;
  app.addHook('onReady', async () => {
    if (!listens) return;
    listener = listenToChannel(
      app.database.pool.options,
      CATALOG_CHANNEL,
      (payload) => {
        const stockOf = payload ? STOCK_PAYLOAD.exec(payload)?.[1] : undefined;
        if (stockOf) cache.dropTag(stockOf);
        else drop();
      },
      app.log.child({ module: 'catalog' }),
    );
    await listener.ready;
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
});
