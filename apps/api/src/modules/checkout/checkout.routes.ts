import { createOrderBody, orderReply, rupeesToPaise, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { deliveryRule } from '../cart/cart-view.ts';
import { sellerOf } from '../gst/seller.ts';
import { codSettings } from '../orders/cash-on-delivery.ts';
import type { OrderSettings } from '../orders/orders.service.ts';
import { checkout } from './checkout.ts';
import { placeCodOrder } from './place-cod-order.ts';

const orderParams = z.object({ id: uuidParam });

/** Placing an order: checkout (an order and its payment link) and the switch of a pending order to cash on delivery. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: OrderSettings = {
    delivery: deliveryRule(app.config),
    paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES,
    seller: sellerOf(app.config),
    invoicePrefix: app.config.INVOICE_PREFIX,
    giftWrapPaise: rupeesToPaise(app.config.GIFT_WRAP_FEE),
  };
  const payments = { db: app.db, gateway: app.paymentGateway, log: app.log };
  const cod = codSettings(app.config);

  // The spec's client posts to `/api/orders/`; both spellings answer the same.
  for (const url of ['/api/orders/', '/api/orders']) {
    app.post(
      url,
      {
        config: { access: 'customer' },
        schema: {
          tags: ['orders'],
          hide: url === '/api/orders',
          body: createOrderBody,
          response: { 201: orderReply },
        },
      },
      async (request, reply) => {
        const order = await checkout(payments, currentUser(request).id, request.body, settings);
        return reply.status(201).send(order);
      },
    );
  }

  app.post(
    '/api/orders/:id/cod',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: orderParams, response: { 200: orderReply } },
    },
    async (request) => placeCodOrder(payments, currentUser(request).id, request.params.id, cod),
  );
};
