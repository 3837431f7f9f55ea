import {
  adminReturnReply,
  adminReturnsQuery,
  page,
  refundReturnInput,
  rejectReturnInput,
  returnInput,
  returnReply,
  uuidParam,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams, routeOptions } from '../../plugins/route-options.ts';
import { renderDocumentPdf } from '../gst/document-pdf.ts';
import { orderActor, orderOwner } from '../order-access/order-token.ts';
import { processOrderRefunds } from '../refunds/refund-process.ts';
import { returnCreditNoteForViewer } from './return-credit-note-view.ts';
import { returnJobs } from './return-jobs.ts';
import { approveReturn, receiveReturn, refundReturn, rejectReturn } from './return-steps.ts';
import { adminReturnById, listAdminReturns, listOrderReturns, requestReturn } from './returns.service.ts';

const returnParams = z.object({ id: uuidParam, returnId: uuidParam });
const stepSchema = { tags: ['admin'], params: idParams, response: { 200: adminReturnReply } };

const publicRoute = routeOptions('public', ['orders']);
const customerRoute = routeOptions('customer', ['orders']);

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = { db: app.db, gateway: app.paymentGateway, log: app.log };

  returnJobs(app);

  app.post(
    '/api/orders/:id/returns',
    publicRoute({ params: idParams, body: returnInput, response: { 201: returnReply } }),
    async (request, reply) => {
      // A guest asks with the order's token (S56); anyone else must be signed in.
      const made = await requestReturn(
        app.db,
        await orderActor(app.db, request, request.params.id),
        request.params.id,
        request.body,
        app.config.RETURN_WINDOW_DAYS,
      );
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/api/orders/:id/returns',
    publicRoute({ params: idParams, response: { 200: z.array(returnReply) } }),
    async (request) =>
      listOrderReturns(app.db, await orderOwner(app.db, request, request.params.id), request.params.id),
  );

  app.get(
    '/api/admin/returns',
    adminRoute({ querystring: adminReturnsQuery, response: { 200: page(adminReturnReply) } }),
    async (request) => listAdminReturns(app.db, request.query),
  );

  app.get(
    '/api/orders/:id/returns/:returnId/credit-note',
    customerRoute({ params: returnParams, produces: ['application/pdf'] }),
    async (request, reply) => {
      const { id, returnId } = request.params;
      const doc = await returnCreditNoteForViewer(app.db, currentUser(request), id, returnId);
      if (!doc)
        throw conflict('NO_CREDIT_NOTE', 'This return has no credit note: it is issued when it is refunded.');
      const pdf = await renderDocumentPdf(doc);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${doc.number.replace(/\//g, '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.put('/api/admin/returns/:id/approve', { config: { access: 'admin' }, schema: stepSchema }, (request) =>
    approveReturn(app.db, currentUser(request), request.params.id),
  );

  app.put('/api/admin/returns/:id/receive', { config: { access: 'admin' }, schema: stepSchema }, (request) =>
    receiveReturn(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/admin/returns/:id/refund',
    { config: { access: 'admin' }, schema: { ...stepSchema, body: refundReturnInput } },
    async (request) => {
      const { payoutReference } = request.body;
      const refunded = await refundReturn(app.db, currentUser(request), request.params.id, payoutReference);
      // An online refund goes to the gateway after the step is committed; a failure is retried by the job.
      await processOrderRefunds(refunds, refunded.orderId);
      return (await adminReturnById(app.db, refunded._id)) ?? refunded;
    },
  );

  app.put(
    '/api/admin/returns/:id/reject',
    adminRoute({ params: idParams, body: rejectReturnInput, response: { 200: adminReturnReply } }),
    async (request) => rejectReturn(app.db, currentUser(request), request.params.id, request.body.reason),
  );
};
