import {
  NAVIGATION,
  navigation,
  product,
  productListQuery,
  productPage,
  productShelf,
  shelfQuery,
  uuidParam,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFromCache, sendCatalogReply } from '../../lib/catalog-reply.ts';
import { notFound } from '../../lib/errors.ts';
import { fastStringify } from '../../lib/fast-serializer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { findProductBySlug, getProduct, listProducts } from './catalog.service.ts';
import { bestsellers, newArrivals } from './shelves.service.ts';

const writePage = fastStringify(productPage);
const writeProduct = fastStringify(product);
const writeShelf = fastStringify(productShelf);
const navigationJson = JSON.stringify(navigation.parse(NAVIGATION));

const publicRoute = routeOptions('public', ['catalog']);

/**
 * The public catalogue: listing with filters and search, product detail, navigation. Replies are serialized
 * once and reused from the catalogue cache (lib/catalog-reply.ts), with ETags and CDN-friendly Cache-Control.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      onRequest: answerFromCache,
      schema: {
        tags: ['catalog'],
        summary: 'List products with filters, search, sort and paging',
        querystring: productListQuery,
        response: { 200: productPage },
      },
    },
    (request, reply) =>
      sendCatalogReply(request, reply, async () =>
        writePage(await listProducts(app.db, request.query, app.listingCounts)),
      ),
  );

  app.get(
    '/api/products/id/:productId',
    {
      config: { access: 'public' },
      onRequest: answerFromCache,
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: z.object({ productId: uuidParam }),
        response: { 200: product },
      },
    },
    (request, reply) =>
      sendCatalogReply(
        request,
        reply,
        async () => writeProduct(await getProduct(app.db, request.params.productId)),
        request.params.productId.toLowerCase(),
      ),
  );

  app.get(
    '/api/products/slug/:slug',
    publicRoute({
      summary: 'One product by its readable address (`/product/{slug}`)',
      params: z.object({
        slug: z
          .string()
          .max(80)
          .regex(/^[a-z0-9-]+$/, 'must be a product address'),
      }),
      response: { 200: product },
    }),
    async (request) => {
      const found = await findProductBySlug(app.db, request.params.slug);
      if (!found) throw notFound('Product');
      return found;
    },
  );

  // The home page's rows. Cached like the listing: any catalogue change (a sale moves stock) drops them.
  for (const [url, summary, shelf] of [
    [
      '/api/products/bestsellers',
      'The pieces selling the most in paid orders of the last 90 days, in stock',
      bestsellers,
    ],
    ['/api/products/new-arrivals', 'The newest pieces in stock', newArrivals],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public' },
        onRequest: answerFromCache,
        schema: { tags: ['catalog'], summary, querystring: shelfQuery, response: { 200: productShelf } },
      },
      (request, reply) =>
        sendCatalogReply(request, reply, async () => writeShelf(await shelf(app.db, request.query.limit))),
    );
  }

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      onRequest: answerFromCache,
      schema: { tags: ['catalog'], summary: 'Navigation data', response: { 200: navigation } },
    },
    (request, reply) => sendCatalogReply(request, reply, async () => navigationJson),
  );
};
