import {
  courierOptionsReply,
  messageReply,
  ndrActionBody,
  ndrReply,
  parcelSize,
  shiprocketLabelableReply,
  shiprocketLabelsBody,
  shiprocketLabelsReply,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { cancelBooking, labelableBookings, orderCourierOptions, printLabels } from './shiprocket-admin.ts';
import type { BookingDeps } from './shiprocket-booking.ts';
import {
  answerFailedDelivery,
  failedDelivery,
  orderManifest,
  orderParcel,
  setParcel,
} from './shiprocket-desk.ts';

/** The back office's other Shiprocket calls: labels of several orders, courier choice, cancelling a booking. */
export function shiprocketAdminRoutes(
  deps: BookingDeps,
  pickupPincode: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/shiprocket/labels',
      adminRoute({ body: shiprocketLabelsBody, response: { 200: shiprocketLabelsReply } }),
      async (request) => ({ labelUrl: await printLabels(deps.db, deps.client, request.body.orderIds) }),
    );

    app.get(
      '/api/admin/shiprocket/bookings',
      adminRoute({ response: { 200: shiprocketLabelableReply } }),
      async () => labelableBookings(deps.db),
    );

    app.get(
      '/api/admin/orders/:id/shiprocket/couriers',
      adminRoute({ params: idParams, response: { 200: courierOptionsReply } }),
      async (request) => orderCourierOptions(deps, request.params.id, pickupPincode),
    );

    app.post(
      '/api/admin/orders/:id/shiprocket/cancel',
      adminRoute({ params: idParams, response: { 200: messageReply } }),
      async (request) => {
        await cancelBooking(deps, currentUser(request), request.params.id);
        return { message: 'The Shiprocket booking is cancelled; Ship books the order afresh.' };
      },
    );

    app.get(
      '/api/admin/orders/:id/shiprocket/parcel',
      adminRoute({
        params: idParams,
        response: { 200: z.object({ parcel: parcelSize, given: z.boolean() }) },
      }),
      async (request) => orderParcel(deps, request.params.id),
    );

    app.put(
      '/api/admin/orders/:id/shiprocket/parcel',
      adminRoute({
        params: idParams,
        body: z.strictObject({ parcel: parcelSize.nullable() }),
        response: { 200: messageReply },
      }),
      async (request) => {
        await setParcel(deps, currentUser(request), request.params.id, request.body.parcel);
        return { message: 'The parcel is saved; the next booking sends it.' };
      },
    );

    app.get(
      '/api/admin/orders/:id/shiprocket/ndr',
      adminRoute({ params: idParams, response: { 200: ndrReply } }),
      async (request) => failedDelivery(deps, request.params.id),
    );

    app.post(
      '/api/admin/orders/:id/shiprocket/ndr',
      adminRoute({ params: idParams, body: ndrActionBody, response: { 200: messageReply } }),
      async (request) => {
        await answerFailedDelivery(deps, currentUser(request), request.params.id, request.body);
        return {
          message:
            request.body.action === 'return'
              ? 'Shiprocket returns the parcel to you (RTO).'
              : 'Shiprocket asks the courier to deliver again.',
        };
      },
    );

    app.post(
      '/api/admin/orders/:id/shiprocket/manifest',
      adminRoute({ params: idParams, response: { 200: z.object({ manifestUrl: z.string() }) } }),
      async (request) => ({ manifestUrl: await orderManifest(deps, request.params.id) }),
    );
  };
}
