import {
  checkoutQuoteQuery,
  checkoutQuoteReply,
  createOrderBody,
  guestOrderBody,
  orderReply,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idParams, routeOptions } from '../../plugins/route-options.ts';
import { orderOwner } from '../order-access/order-token.ts';
import { codSettings } from '../orders/cash-on-delivery.ts';
import { orderSettingsOf } from '../orders/order-settings.ts';
import { checkout } from './checkout.ts';
import { quoteForCustomer, quoteForGuest, quoteForOrder } from './checkout-quote.ts';
import { placeCodOrder } from './place-cod-order.ts';

const customerRoute = routeOptions('customer', ['orders']);
const publicRoute = routeOptions('public', ['orders']);

/** Placing an order: checkout (an order and its payment link) and the switch of a pending order to cash on delivery. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = orderSettingsOf(app.config);
  const payments = { db: app.db, gateway: app.paymentGateway, log: app.log };
  const cod = codSettings(app.config);

  // The spec's client posts to `/api/orders/`; both spellings answer the same.
  for (const url of ['/api/orders/', '/api/orders']) {
    app.post(
      url,
      customerRoute({ hide: url === '/api/orders', body: createOrderBody, response: { 201: orderReply } }),
      async (request, reply) => {
        const order = await checkout(payments, currentUser(request).id, request.body, settings);
        return reply.status(201).send(order);
      },
    );
  }

  // The totals before the last tap (docs/api.md "Fourth round"): a guest order's body, or a signed-in customer's.
  const quote = { db: app.db, settings, cod };
  app.post(
    '/api/checkout/quote',
    publicRoute({
      querystring: checkoutQuoteQuery,
      body: z.union([guestOrderBody, createOrderBody]),
      response: { 200: checkoutQuoteReply },
    }),
    async (request) => {
      const body = request.body;
      if ('email' in body && 'items' in body) return quoteForGuest(quote, body, request.ip);
      if (!request.user) throw unauthorized();
      const { orderId } = request.query;
      if (orderId) return quoteForOrder(quote, request.user.id, orderId);
      return quoteForCustomer(quote, request.user.id, body);
    },
  );

  app.post(
    '/api/orders/:id/cod',
    publicRoute({ params: idParams, response: { 200: orderReply } }),
    async (request) => {
      // A guest places cash on delivery with the order's token (S56); anyone else must be signed in.
      const owner = await orderOwner(app.db, request, request.params.id);
      return placeCodOrder(payments, owner, request.params.id, cod);
    },
  );
};
