import { NAVIGATION, navigation, product, productListQuery, productPage, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializer } from '../../lib/fast-serializer.ts';
import { getProduct, listProducts } from './catalog.service.ts';

/** The public catalogue: listing with filters and search, product detail, navigation. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'List products with filters, search, sort and paging',
        querystring: productListQuery,
        response: { 200: productPage },
      },
      serializerCompiler: fastSerializer(productPage),
    },
    async (request) => listProducts(app.db, request.query, app.listingCounts),
  );

  app.get(
    '/api/products/id/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: z.object({ productId: uuidParam }),
        response: { 200: product },
      },
      serializerCompiler: fastSerializer(product),
    },
    async (request) => getProduct(app.db, request.params.productId),
  );

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'Navigation data', response: { 200: navigation } },
    },
    async () => NAVIGATION,
  );
};
