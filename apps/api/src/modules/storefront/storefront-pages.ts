import { type InfoPageSlug, THIRD_LEVEL_CATEGORIES, type ThirdLevelCategory } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findProduct, findProductBySlug, listProducts } from '../catalog/catalog.service.ts';
import { pageValues } from '../pages/page-values.ts';
import { loadInfoPages } from '../pages/pages.service.ts';
import { sendCachedText } from './cached-text.ts';
import {
  homePage,
  infoPage,
  listingPage,
  listingPathOf,
  notFoundPage,
  privatePage,
  productPage,
  type Site,
} from './page-facts.ts';
import { allowShellScripts, loadPageShell } from './page-shell.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a storefront URL with its own head and content: 200, or 404 with `noindex` for what is not there. */
    sendStorefrontPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

const PAGES_DIRECTORY = new URL('../../../content/pages/', import.meta.url);
/** The app's own pages that are personal, transient or a search: served with `noindex` (docs/api.md "Third round"). */
const PRIVATE_PAGE =
  /^\/(cart|checkout|account|payment|search|wishlist|admin|login|register|forgot-password|reset-password|unsubscribe|confirm-offers|order-placed|order|cod-confirm|gift-cards|track-order)(\/|$)/;
const PRODUCT_PAGE = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** A product's readable address (`/product/{slug}`), answered with the same page. */
const PRODUCT_SLUG_PAGE = /^\/product\/([a-z0-9-]{1,80})$/;
const LISTING_PAGE = /^\/[^/]+\/[^/]+\/([^/]+)$/;
const INFO_PAGE = /^\/pages\/([^/]+)$/;

class Missing extends Error {}

const isCategory = (value: string): value is ThirdLevelCategory =>
  (THIRD_LEVEL_CATEGORIES as readonly string[]).includes(value);

/** Paths match without regard to case or a trailing slash, as the app's router does. */
const normalise = (url: string) => (url.split('?')[0] ?? '/').toLowerCase().replace(/(.)\/+$/, '$1');

export const storefrontPagesPlugin = fp(async (app: FastifyInstance, options: { webRoot: string }) => {
  const site: Site = {
    appUrl: app.config.APP_URL,
    shopName: app.config.SHOP_NAME,
    paymentTestMode: app.config.paymentTestMode,
    shell: loadPageShell(options.webRoot),
    infoPages: await loadInfoPages(PAGES_DIRECTORY, pageValues(app.config)),
    seller: {
      legalName: app.config.SHOP_LEGAL_NAME,
      address: app.config.SHOP_ADDRESS,
      countryOfOrigin: app.config.SHOP_COUNTRY_OF_ORIGIN,
    },
    offerPolicy: {
      deliveryCharge: app.config.DELIVERY_CHARGE,
      freeDeliveryMin: app.config.FREE_DELIVERY_MIN,
      deliveryDaysMin: app.config.DELIVERY_DAYS_MIN,
      deliveryDaysMax: app.config.DELIVERY_DAYS_MAX,
      returnDays: app.config.RETURN_WINDOW_DAYS,
    },
  };

  /** The public page a path names (from the database); throws Missing when the thing is not there. */
  async function render(path: string): Promise<string> {
    if (path === '/') return homePage(site);
    const product = PRODUCT_PAGE.exec(path)?.[1];
    if (product) {
      const found = await findProduct(app.db, product);
      if (!found) throw new Missing('product');
      return productPage(site, found);
    }
    const slug = PRODUCT_SLUG_PAGE.exec(path)?.[1];
    if (slug) {
      const found = await findProductBySlug(app.db, slug);
      if (!found) throw new Missing('product');
      return productPage(site, found);
    }
    if (path.startsWith('/product/')) throw new Missing('product');
    const infoSlug = INFO_PAGE.exec(path)?.[1];
    if (infoSlug) {
      const info = site.infoPages.get(infoSlug as InfoPageSlug);
      if (!info) throw new Missing('page');
      return infoPage(site, info);
    }
    const category = LISTING_PAGE.exec(path)?.[1];
    if (category) {
      if (!isCategory(category)) throw new Missing('category');
      const listing = await listProducts(app.db, { category, minPrice: 0, minDiscount: 0 });
      return listingPage(site, category, listing.content, listing.totalElements);
    }
    throw new Missing('page');
  }

  app.decorate('sendStorefrontPage', async (request: FastifyRequest, reply: FastifyReply) => {
    let path = normalise(request.url);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', allowShellScripts(policy, site.shell));
    const answer = (status: number, html: string) =>
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    // Personal pages are the same for everyone in the served HTML, yet never kept by a CDN or indexed.
    if (PRIVATE_PAGE.test(path)) return answer(200, privatePage(site, path));
    // `/Women/Jewellery/women_rings` and `/x/y/women_rings` show one listing (the app's router ignores the first
    // two levels): one cache entry, one canonical address.
    const category = LISTING_PAGE.exec(path)?.[1];
    if (category && isCategory(category)) path = listingPathOf(category);
    try {
      return await sendCachedText(request, reply, `page ${path}`, 'text/html; charset=utf-8', () =>
        render(path),
      );
    } catch (thrown) {
      if (thrown instanceof Missing) return answer(404, notFoundPage(site, thrown.message));
      throw thrown;
    }
  });
});
