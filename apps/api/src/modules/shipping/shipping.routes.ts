import { createHash, timingSafeEqual } from 'node:crypto';
import {
  adminOrderReply as adminOrderSchema,
  orderTrackingReply,
  shiprocketBookBody,
  shiprocketBookingReply,
  shiprocketConnectionReply,
  shiprocketSettingsReply,
  shiprocketWebhookBody,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shippingBookings } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams, routeOptions } from '../../plugins/route-options.ts';
import { getOrder } from '../orders/orders.service.ts';
import { processOrderRefunds } from '../refunds/refund-process.ts';
import { shippingJobs } from './shipping-jobs.ts';
import { applyTrackingEvent } from './shipping-tracking.ts';
import { shiprocketAdminRoutes } from './shiprocket-admin.routes.ts';
import { bookShipment } from './shiprocket-booking.ts';
import { cancelBookingBeforeOrderCancel } from './shiprocket-cancel.ts';
import { bookingView, updateAddressAtShiprocket } from './shiprocket-desk.ts';
import { shiprocketSettings, testShiprocketConnection } from './shiprocket-settings.ts';

/** S60: the webhook's token compared in constant time (digests, so the lengths match too). */
function tokenMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const customerRoute = routeOptions('customer', ['orders']);
const publicRoute = routeOptions('public', ['shipping']);

/**
 * Shipping through Shiprocket (SHIPPING_PROVIDER=shiprocket): the admin's booking, Shiprocket's tracking
 * webhook, the customer's scan history and the tracking poll job. With `manual` only the scan history
 * answers (empty), and the rest are 404 as if not built.
 */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    '/api/orders/:id/tracking',
    customerRoute({ params: idParams, response: { 200: orderTrackingReply } }),
    async (request) => {
      await getOrder(app.db, currentUser(request), request.params.id);
      const [booking] = await app.db
        .select({ scans: shippingBookings.scans })
        .from(shippingBookings)
        .where(eq(shippingBookings.orderId, request.params.id));
      return { scans: booking?.scans ?? [] };
    },
  );

  // Tells the back office whether "Ship" can book through Shiprocket.
  app.get(
    '/api/admin/shipping',
    adminRoute({ response: { 200: z.object({ provider: z.enum(['manual', 'shiprocket']) }) } }),
    async () => ({ provider: config.SHIPPING_PROVIDER }),
  );

  app.get(
    '/api/admin/shiprocket/settings',
    adminRoute({ response: { 200: shiprocketSettingsReply } }),
    async () => shiprocketSettings(config),
  );

  app.post(
    '/api/admin/shiprocket/test',
    adminRoute({ response: { 200: shiprocketConnectionReply } }),
    async () => testShiprocketConnection(config),
  );

  const client = app.shiprocket;
  if (!client) return;
  const webhookToken = config.SHIPROCKET_WEBHOOK_TOKEN ?? '';
  const booking = { db: app.db, client, pickupLocation: config.SHIPROCKET_PICKUP_LOCATION ?? '' };
  const refunds = { db: app.db, gateway: app.paymentGateway, log: app.log };
  // A booking is cancelled at Shiprocket before its order is, and an address changed there before here.
  app.orderGuards.cancel.push(cancelBookingBeforeOrderCancel(booking));
  app.orderGuards.addressChange.push(updateAddressAtShiprocket(booking));

  app.post(
    '/api/admin/orders/:id/shiprocket',
    adminRoute({ params: idParams, body: shiprocketBookBody, response: { 200: adminOrderSchema } }),
    async (request) => bookShipment(booking, currentUser(request), request.params.id, request.body.courierId),
  );

  app.get(
    '/api/admin/orders/:id/shiprocket',
    adminRoute({ params: idParams, response: { 200: shiprocketBookingReply.nullable() } }),
    async (request) => bookingView(booking, request.params.id),
  );

  app.post(
    '/api/shipping/webhook',
    publicRoute({ summary: "Shiprocket's tracking webhook (x-api-key)", body: z.unknown() }),
    async (request) => {
      if (!tokenMatches(request.headers['x-api-key'], webhookToken))
        throw unauthorized('Unknown webhook token');
      const parsed = shiprocketWebhookBody.safeParse(request.body);
      if (!parsed.success) throw new AppError(400, 'INVALID_INPUT', 'Not a Shiprocket tracking event');
      const event = parsed.data;
      const result = await applyTrackingEvent(app.db, {
        awb: event.awb,
        statusId: event.shipment_status_id,
        eventAt: event.current_timestamp,
        status: event.shipment_status ?? event.current_status ?? String(event.shipment_status_id),
        ...(event.scans ? { scans: scansOf(event.scans) } : {}),
      });
      if (result.returned && result.orderId) await processOrderRefunds(refunds, result.orderId);
      return { status: 'ok', outcome: result.outcome };
    },
  );

  await app.register(shiprocketAdminRoutes(booking, config.SHIPROCKET_PICKUP_PINCODE));

  shippingJobs(app, client, refunds);
};

export function scansOf(
  scans: {
    date: string;
    activity?: string;
    location?: string;
    'sr-status-label'?: string;
    status?: string;
  }[],
) {
  return scans.map((s) => ({
    date: s.date,
    activity: s.activity ?? '',
    location: s.location ?? '',
    status: s['sr-status-label'] ?? s.status ?? '',
  }));
}
