import { outboxMail, outboxQuery, page } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './outbox.service.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: outboxQuery, response: { 200: page(outboxMail) } },
    },
    async (request) => listOutbox(app.db, request.query.pageNumber, request.query.pageSize),
  );
};
