import { cancelOrderInput, orderReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { idParams, routeOptions } from '../../plugins/route-options.ts';
import { orderViewer } from '../order-access/order-token.ts';
import { cancelOwnOrder } from './cancel-order.ts';
import { orderJobs } from './order-jobs.ts';
import { getOrder, listUserOrders } from './orders.service.ts';

const tokenQuery = z.object({ token: z.string().max(100).optional() });

const customerRoute = routeOptions('customer', ['orders']);
const publicRoute = routeOptions('public', ['orders']);

/** The customer's orders; placing one is in `modules/checkout`. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = { db: app.db, gateway: app.paymentGateway, log: app.log, guards: app.orderGuards.cancel };
  orderJobs(app);

  app.get('/api/orders/user', customerRoute({ response: { 200: z.array(orderReply) } }), async (request) =>
    listUserOrders(app.db, currentUser(request).id),
  );

  // The owner's order calls also take a guest order's token (`X-Order-Token`, `?token=` on GETs) for that order alone.
  app.get(
    '/api/orders/:id',
    publicRoute({ params: idParams, querystring: tokenQuery, response: { 200: orderReply } }),
    async (request) =>
      getOrder(app.db, await orderViewer(app.db, request, request.params.id), request.params.id),
  );

  app.put(
    '/api/orders/:id/cancel',
    publicRoute({ params: idParams, body: cancelOrderInput, response: { 200: orderReply } }),
    async (request) =>
      cancelOwnOrder(
        refunds,
        await orderViewer(app.db, request, request.params.id),
        request.params.id,
        request.body.payout?.method ?? 'GATEWAY',
      ),
  );
};
