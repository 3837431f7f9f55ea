import { adminOrderReply, adminOrdersQuery, messageReply, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  type AdminMove,
  archiveOrder,
  listAdminOrders,
  markCashCollected,
  moveOrder,
} from './admin-orders.service.ts';

const orderParams = z.object({ id: uuidParam });

/** The paths of the spec's client (and two more), each a move to one status. */
const MOVES: [path: string, to: AdminMove][] = [
  ['confirmed', 'CONFIRMED'],
  ['ship', 'SHIPPED'],
  ['deliver', 'DELIVERED'],
  ['placed', 'PLACED'],
  ['cancel', 'CANCELLED'],
];

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's client sends these calls with no body and no content type.

  for (const url of ['/api/admin/orders/', '/api/admin/orders']) {
    app.get(
      url,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          hide: url === '/api/admin/orders',
          querystring: adminOrdersQuery,
          response: { 200: z.array(adminOrderReply) },
        },
      },
      async (request) => listAdminOrders(app.db, request.query),
    );
  }

  for (const [path, to] of MOVES) {
    app.put(
      `/api/admin/orders/:id/${path}`,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], params: orderParams, response: { 200: adminOrderReply } },
      },
      async (request) => moveOrder(app.db, currentUser(request), request.params.id, to),
    );
  }

  app.put(
    '/api/admin/orders/:id/collected',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: orderParams, response: { 200: adminOrderReply } },
    },
    async (request) => markCashCollected(app.db, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/admin/orders/:id/delete',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: orderParams, response: { 200: messageReply } },
    },
    async (request) => {
      await archiveOrder(app.db, currentUser(request), request.params.id);
      return { message: 'Order deleted' };
    },
  );
};
