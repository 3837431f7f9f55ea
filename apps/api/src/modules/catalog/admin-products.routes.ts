import {
  adminProduct,
  adminProductPage,
  finishesInput,
  finishesReply,
  messageReply,
  productInput,
  productListQuery,
  productUpdateInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { createProduct, deleteProduct, updateProduct } from './admin-products.service.ts';
import { findAdminProduct, listAdminProducts } from './catalog.service.ts';
import { setFinishes } from './finishes.service.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** The back office's products: every change is audited in the transaction that makes it. */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/products',
    adminRoute({
      summary: 'All products (paged, filterable), in stock or not',
      querystring: productListQuery,
      response: { 200: adminProductPage },
    }),
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/api/admin/products/:id',
    adminRoute({
      summary: 'One product for the edit form, with its version',
      params: idParams,
      response: { 200: adminProduct },
    }),
    async (request) => {
      const found = await findAdminProduct(app.db, request.params.id);
      if (!found) throw notFound('Product');
      return found;
    },
  );

  // A catalogue edit: this instance forgets its remembered replies and totals at once (the others on NOTIFY).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.dropCatalogCache();
    return payload;
  });

  app.post(
    '/api/admin/products',
    adminRoute({ summary: 'Create a product', body: productInput, response: { 201: adminProduct } }),
    async (request, reply) => {
      const created = await createProduct(app.db, currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  // An edit of one product: its id in the path, the edit in the body, audited as the signed-in admin.
  const productEdit = <const Body extends ZodType, const Reply extends ZodType>(
    summary: string,
    body: Body,
    reply: Reply,
  ) => adminRoute({ summary, params: idParams, body, response: { 200: reply } });

  app.put(
    '/api/admin/products/:id',
    productEdit(
      'Update a product (409 STALE_EDIT when it changed since the form loaded it)',
      productUpdateInput,
      adminProduct,
    ),
    async (request) => updateProduct(app.db, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/products/:id/finishes',
    productEdit(
      'Link products as the finishes of one design (swatch order, labels, swatch colours)',
      finishesInput,
      finishesReply,
    ),
    async (request) => setFinishes(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/products/:id/delete',
    adminRoute({ summary: 'Delete a product', params: idParams, response: { 200: messageReply } }),
    async (request) => {
      await deleteProduct(app.db, currentUser(request), request.params.id);
      return { message: 'Product deleted successfully' };
    },
  );

  await app.register(uploadsRoutes);
};
