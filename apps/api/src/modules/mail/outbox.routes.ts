import { outboxMail, outboxQuery, page } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../plugins/route-options.ts';
import { listOutbox } from './outbox.service.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    adminRoute({ querystring: outboxQuery, response: { 200: page(outboxMail) } }),
    async (request) => listOutbox(app.db, request.query.pageNumber, request.query.pageSize),
  );
};
