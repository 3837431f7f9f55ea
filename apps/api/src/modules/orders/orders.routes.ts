import { orderReply, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { cancelOwnOrder } from './cancel-order.ts';
import { orderJobs } from './order-jobs.ts';
import { getOrder, listUserOrders } from './orders.service.ts';

const orderParams = z.object({ id: uuidParam });

/** The customer's orders; placing one is in `modules/checkout`. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = { db: app.db, gateway: app.paymentGateway, log: app.log };
  orderJobs(app);

  app.get(
    '/api/orders/user',
    { config: { access: 'customer' }, schema: { tags: ['orders'], response: { 200: z.array(orderReply) } } },
    async (request) => listUserOrders(app.db, currentUser(request).id),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: orderParams, response: { 200: orderReply } },
    },
    async (request) => getOrder(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: orderParams, response: { 200: orderReply } },
    },
    async (request) => cancelOwnOrder(refunds, currentUser(request), request.params.id),
  );
};
