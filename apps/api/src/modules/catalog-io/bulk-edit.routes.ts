import { bulkEditInput, bulkEditReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute } from '../../plugins/route-options.ts';
import { bulkEdit } from './bulk-edit.ts';

/** Bulk edits from the products table: a discount, a price change by percent, stock set or added. */
export const bulkEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/products/bulk',
    adminRoute({
      summary: 'Change many products at once (by ids or a filter); all or nothing, each audited',
      body: bulkEditInput,
      response: { 200: bulkEditReply },
    }),
    async (request) => {
      const result = await bulkEdit(app.db, currentUser(request), request.body);
      if (result.changed > 0) app.dropCatalogCache();
      return result;
    },
  );
};
