import {
  acceptReturnInput,
  addressInput,
  adminOrderDetail as adminOrderDetailSchema,
  adminOrderReply as adminOrderSchema,
  adminOrdersQuery,
  messageReply,
  shipBody,
  uuidParam,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { adminOrderDetail } from './admin-order-detail.ts';
import {
  type AdminMove,
  archiveOrder,
  listAdminOrders,
  markCashCollected,
  moveOrder,
} from './admin-orders.service.ts';
import { moveOrderAndRefund } from './cancel-order.ts';
import { changeOrderAddress } from './order-address.ts';
import { acceptItemReturn } from './personalised-returns.ts';

/** The paths of the spec's client (and three more), each a move to one status; `ship` has its own route. */
const MOVES: [path: string, to: AdminMove][] = [
  ['confirmed', 'CONFIRMED'],
  ['out-for-delivery', 'OUT_FOR_DELIVERY'],
  ['deliver', 'DELIVERED'],
  ['placed', 'PLACED'],
  ['cancel', 'CANCELLED'],
  ['returned-to-origin', 'RETURNED_TO_ORIGIN'],
];

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's client sends these calls with no body and no content type.
  const refunds = { db: app.db, gateway: app.paymentGateway, log: app.log, guards: app.orderGuards.cancel };

  for (const url of ['/api/admin/orders/', '/api/admin/orders']) {
    app.get(
      url,
      adminRoute({
        hide: url === '/api/admin/orders',
        querystring: adminOrdersQuery,
        response: { 200: z.array(adminOrderSchema) },
      }),
      async (request) => listAdminOrders(app.db, request.query),
    );
  }

  app.get(
    '/api/admin/orders/:id',
    adminRoute({ params: idParams, response: { 200: adminOrderDetailSchema } }),
    async (request) => adminOrderDetail(app.db, request.params.id),
  );

  for (const [path, to] of MOVES) {
    app.put(
      `/api/admin/orders/:id/${path}`,
      adminRoute({ params: idParams, response: { 200: adminOrderSchema } }),
      async (request) => moveOrderAndRefund(refunds, currentUser(request), request.params.id, to),
    );
  }

  app.put(
    '/api/admin/orders/:id/address',
    adminRoute({ params: idParams, body: addressInput, response: { 200: adminOrderSchema } }),
    async (request) =>
      changeOrderAddress(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.orderGuards.addressChange,
      ),
  );

  app.put(
    '/api/admin/orders/:id/collected',
    adminRoute({ params: idParams, response: { 200: adminOrderSchema } }),
    async (request) => markCashCollected(app.db, currentUser(request), request.params.id),
  );

  // No body (the spec's client), `{}`, or the courier's details.
  app.put(
    '/api/admin/orders/:id/ship',
    adminRoute({ params: idParams, body: shipBody, response: { 200: adminOrderSchema } }),
    async (request) =>
      moveOrder(app.db, currentUser(request), request.params.id, 'SHIPPED', new Date(), request.body),
  );

  app.put(
    '/api/admin/orders/:id/items/:itemId/return-accepted',
    adminRoute({
      summary:
        'Accept (or refuse again) the return of a personalised line, which is otherwise not returnable',
      params: z.object({ id: uuidParam, itemId: uuidParam }),
      body: acceptReturnInput,
      response: { 200: adminOrderSchema },
    }),
    async (request) =>
      acceptItemReturn(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.itemId,
        request.body.accepted,
      ),
  );

  app.delete(
    '/api/admin/orders/:id/delete',
    adminRoute({ params: idParams, response: { 200: messageReply } }),
    async (request) => {
      await archiveOrder(app.db, currentUser(request), request.params.id);
      return { message: 'Order deleted' };
    },
  );
};
