import {
  productPage,
  uuidParam,
  wishlistIdsReply,
  wishlistMergeBody,
  wishlistMergeReply,
  wishlistQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import {
  mergeWishlist,
  removeFromWishlist,
  saveToWishlist,
  wishlistIds,
  wishlistPage,
} from './wishlist.service.ts';

const productParams = z.object({ productId: uuidParam });

const customerRoute = routeOptions('customer', ['wishlist']);

/** The signed-in customer's wishlist; a guest keeps one in local storage and merges it on sign-in. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wishlist',
    customerRoute({
      summary: 'The saved products, newest first, paged',
      querystring: wishlistQuery,
      response: { 200: productPage },
    }),
    async (request) =>
      wishlistPage(app.db, currentUser(request).id, request.query.pageNumber, request.query.pageSize),
  );

  app.get(
    '/api/wishlist/ids',
    customerRoute({
      summary: 'The ids of the saved products, newest first',
      response: { 200: wishlistIdsReply },
    }),
    async (request) => ({ productIds: await wishlistIds(app.db, currentUser(request).id) }),
  );

  app.put(
    '/api/wishlist/merge',
    customerRoute({
      summary: "Adds a guest's wishlist on sign-in; unknown or deleted products are skipped",
      body: wishlistMergeBody,
      response: { 200: wishlistMergeReply },
    }),
    async (request) => mergeWishlist(app.db, currentUser(request).id, request.body.productIds),
  );

  // Saving and removing one product take the same params and answer the same: the saved products' ids.
  const oneProduct = (summary: string) =>
    customerRoute({ summary, params: productParams, response: { 200: wishlistIdsReply } });

  app.put('/api/wishlist/:productId', oneProduct('Saves a product (idempotent)'), async (request) => ({
    productIds: await saveToWishlist(app.db, currentUser(request).id, request.params.productId),
  }));

  app.delete('/api/wishlist/:productId', oneProduct('Removes a product (idempotent)'), async (request) => ({
    productIds: await removeFromWishlist(app.db, currentUser(request).id, request.params.productId),
  }));
};
