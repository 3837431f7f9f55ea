import {
  adminReturnReply,
  adminReturnsQuery,
  page,
  rejectReturnInput,
  returnInput,
  returnReply,
  uuidParam,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { processOrderRefunds } from '../refunds/refund-process.ts';
import {
  adminReturnById,
  approveReturn,
  listAdminReturns,
  listOrderReturns,
  rejectReturn,
  requestReturn,
} from './returns.service.ts';

const idParams = z.object({ id: uuidParam });

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = { db: app.db, gateway: app.paymentGateway, log: app.log };

  app.post(
    '/api/orders/:id/returns',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: idParams, body: returnInput, response: { 201: returnReply } },
    },
    async (request, reply) => {
      const made = await requestReturn(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.config.RETURN_WINDOW_DAYS,
      );
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/api/orders/:id/returns',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: idParams, response: { 200: z.array(returnReply) } },
    },
    async (request) => listOrderReturns(app.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/admin/returns',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: adminReturnsQuery, response: { 200: page(adminReturnReply) } },
    },
    async (request) => listAdminReturns(app.db, request.query),
  );

  app.put(
    '/api/admin/returns/:id/approve',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: adminReturnReply } },
    },
    async (request) => {
      const approved = await approveReturn(app.db, currentUser(request), request.params.id);
      // The refund goes to the gateway after the approval is committed; a failure is retried by the job.
      await processOrderRefunds(refunds, approved.orderId);
      return (await adminReturnById(app.db, approved._id)) ?? approved;
    },
  );

  app.put(
    '/api/admin/returns/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: rejectReturnInput,
        response: { 200: adminReturnReply },
      },
    },
    async (request) => rejectReturn(app.db, currentUser(request), request.params.id, request.body.reason),
  );
};
