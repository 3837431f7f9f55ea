import {
  courierOptionsReply,
  messageReply,
  shiprocketLabelsBody,
  shiprocketLabelsReply,
  uuidParam,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { cancelBooking, orderCourierOptions, printLabels } from './shiprocket-admin.ts';
import type { BookingDeps } from './shiprocket-booking.ts';

const orderParams = z.object({ id: uuidParam });

/** The back office's other Shiprocket calls: labels of several orders, courier choice, cancelling a booking. */
export function shiprocketAdminRoutes(
  deps: BookingDeps,
  pickupPincode: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/shiprocket/labels',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], body: shiprocketLabelsBody, response: { 200: shiprocketLabelsReply } },
      },
      async (request) => ({ labelUrl: await printLabels(deps.db, deps.client, request.body.orderIds) }),
    );

    app.get(
      '/api/admin/orders/:id/shiprocket/couriers',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], params: orderParams, response: { 200: courierOptionsReply } },
      },
      async (request) => orderCourierOptions(deps, request.params.id, pickupPincode),
    );

    app.post(
      '/api/admin/orders/:id/shiprocket/cancel',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], params: orderParams, response: { 200: messageReply } },
      },
      async (request) => {
        await cancelBooking(deps, currentUser(request), request.params.id);
        return { message: 'The Shiprocket booking is cancelled; Ship books the order afresh.' };
      },
    );
  };
}
