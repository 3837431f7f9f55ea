import { createOrderBody, orderReply, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { orderOwner, orderViewer } from '../order-access/order-token.ts';
import { processOrderRefunds } from '../refunds/refund-process.ts';
import { codSettings, placeCodOrder } from './cash-on-delivery.ts';
import { checkout } from './checkout.ts';
import { expireUnpaidOrders } from './order-expiry.ts';
import { orderSettingsOf } from './order-settings.ts';
import { cancelUserOrder, getOrder, listUserOrders } from './orders.service.ts';

const orderParams = z.object({ id: uuidParam });
const tokenQuery = z.object({ token: z.string().max(100).optional() });

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = orderSettingsOf(app.config);
  const payments = { db: app.db, gateway: app.paymentGateway, log: app.log };
  const cod = codSettings(app.config);

  app.jobs.define({
    name: 'orders.expire-unpaid',
    every: 'interval',
    run: async () => {
      const count = await expireUnpaidOrders(app.db);
      if (count > 0) app.log.info({ count }, 'unpaid orders expired and their stock released');
    },
  });

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

  app.get(
    '/api/orders/user',
    { config: { access: 'customer' }, schema: { tags: ['orders'], response: { 200: z.array(orderReply) } } },
    async (request) => listUserOrders(app.db, currentUser(request).id),
  );

  // The owner's order calls also take a guest order's token (`X-Order-Token`, `?token=` on GETs) for that order alone.
  app.get(
    '/api/orders/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        params: orderParams,
        querystring: tokenQuery,
        response: { 200: orderReply },
      },
    },
    async (request) =>
      getOrder(app.db, await orderViewer(app.db, request, request.params.id), request.params.id),
  );

  app.post(
    '/api/orders/:id/cod',
    {
      config: { access: 'public' },
      schema: { tags: ['orders'], params: orderParams, response: { 200: orderReply } },
    },
    async (request) => {
      // A guest places cash on delivery with the order's token (S56); anyone else must be signed in.
      const owner = await orderOwner(app.db, request, request.params.id);
      return placeCodOrder(payments, owner, request.params.id, cod);
    },
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      config: { access: 'public' },
      schema: { tags: ['orders'], params: orderParams, response: { 200: orderReply } },
    },
    async (request) => {
      const viewer = await orderViewer(app.db, request, request.params.id);
      await cancelUserOrder(app.db, viewer.id, request.params.id);
      // The refund goes to the gateway after the cancel is committed; a failure is retried by the job.
      await processOrderRefunds(payments, request.params.id);
      return getOrder(app.db, viewer, request.params.id);
    },
  );
};
