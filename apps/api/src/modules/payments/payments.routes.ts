import {
  createPaymentLinkBody,
  paymentLinkReply,
  paymentResultReply,
  paymentReturnQuery,
  uuidParam,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SimulatedGateway } from '../../gateways/payments/simulated.ts';
import { notFound } from '../../lib/errors.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { orderOwner } from '../order-access/order-token.ts';
import { loadOrderReply } from '../orders/order-view.ts';
import { codOnlineRoutes } from './cod-online.routes.ts';
import { payPageRoutes } from './pay-page.routes.ts';
import { paymentJobs } from './payment-jobs.ts';
import { confirmReturn, createPaymentLink, type PaymentsContext } from './payments.service.ts';
import { webhookRoutes } from './webhook.routes.ts';

const publicRoute = routeOptions('public', ['payments']);

/** Payment links, the payment return, Razorpay's webhook, the simulated gateway's page and the reconciliation job. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.paymentGateway;
  const ctx: PaymentsContext = { db: app.db, gateway, appUrl: app.config.APP_URL, log: app.log };

  // `POST /api/payments/{orderId}` comes with no body, `{}`, or (from some clients) a JSON type and no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.post(
    '/api/payments/:orderId',
    publicRoute({
      params: z.object({ orderId: uuidParam }),
      body: createPaymentLinkBody,
      response: { 200: paymentLinkReply },
    }),
    async (request) => {
      // A guest pays with the order's token (S56); anyone else must be signed in.
      const owner = await orderOwner(app.db, request, request.params.orderId);
      const link = await createPaymentLink(ctx, owner, request.params.orderId);
      return { Payment_link_url: link.url, Payment_link_id: link.id };
    },
  );

  app.get(
    '/api/payments',
    publicRoute({ querystring: paymentReturnQuery, response: { 200: paymentResultReply } }),
    async (request) => {
      const owner = await orderOwner(app.db, request, request.query.order_id);
      const result = await confirmReturn(ctx, owner, request.query);
      const order = await loadOrderReply(app.db, result.orderId);
      if (!order) throw notFound('Order');
      return { status: order.orderStatus, order };
    },
  );

  await app.register(webhookRoutes(ctx));
  await app.register(codOnlineRoutes(ctx, app.config.PREPAID_DISCOUNT));
  if (gateway instanceof SimulatedGateway)
    await app.register(payPageRoutes(app.db, gateway, app.config.APP_URL));
  paymentJobs(app, ctx);
};
