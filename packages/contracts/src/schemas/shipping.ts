import { z } from 'zod';

/** `POST /api/admin/orders/{id}/shiprocket`: book (or finish booking) with the recommended or a chosen courier. */
export const shiprocketBookBody = z
  .strictObject({ courierId: z.number().int().positive().max(1_000_000).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const shippingScan = z.object({
  date: z.string(),
  activity: z.string(),
  location: z.string(),
  status: z.string(),
});
export type ShippingScan = z.infer<typeof shippingScan>;

/** A parcel's weight (grams) and box (centimetres), as Shiprocket takes them (each more than 0.5 cm). */
export const parcelSize = z.strictObject({
  weightGrams: z.number().int().min(1).max(30_000),
  lengthCm: z.number().min(0.5).max(200),
  breadthCm: z.number().min(0.5).max(200),
  heightCm: z.number().min(0.5).max(200),
});
export type ParcelSize = z.infer<typeof parcelSize>;

/** The admin's view of an order's Shiprocket booking: each step done so far and the last error. */
export const shiprocketBookingReply = z.object({
  shipmentId: z.number().nullable(),
  awb: z.string().nullable(),
  courier: z.string().nullable(),
  labelUrl: z.string().nullable(),
  pickupRequested: z.boolean(),
  /** The pickup date Shiprocket scheduled, as it writes it (India's time). */
  pickupScheduledDate: z.string().nullable(),
  lastError: z.string().nullable(),
  scans: z.array(shippingScan),
  /** Shiprocket's latest shipment status id and label (e.g. 21 UNDELIVERED, 9 RTO INITIATED). */
  statusId: z.number().nullable(),
  statusLabel: z.string().nullable(),
  /** Cancelled at Shiprocket (by the shop or in its panel): "Ship" books afresh. */
  cancelled: z.boolean(),
  /** Something the owner must act on, e.g. a scan after the booking was cancelled. */
  attention: z.string().nullable(),
  manifestUrl: z.string().nullable(),
  parcel: parcelSize,
  /** Whether the parcel is the owner's own (else the products' weights in the default box). */
  parcelGiven: z.boolean(),
  ndrActions: z.array(
    z.object({ action: z.enum(['re-attempt', 'return']), comments: z.string(), at: z.string() }),
  ),
});
export type ShiprocketBookingReply = z.infer<typeof shiprocketBookingReply>;

/** `GET /api/orders/{id}/tracking`: the courier's scans, oldest first (empty before the first scan). */
export const orderTrackingReply = z.object({ scans: z.array(shippingScan) });
export type OrderTrackingReply = z.infer<typeof orderTrackingReply>;

/**
 * Shiprocket's tracking webhook (its documented payload; only the fields we read are checked, the rest
 * passes through).
 */
export const shiprocketWebhookBody = z.looseObject({
  awb: z.coerce.string().trim().min(1).max(64),
  shipment_status_id: z.coerce.number().int().min(0).max(1000),
  shipment_status: z.string().max(100).optional(),
  current_status: z.string().max(100).optional(),
  current_timestamp: z.string().min(1).max(40),
  scans: z
    .array(
      z.looseObject({
        date: z.string().max(40),
        activity: z.string().max(500).optional(),
        location: z.string().max(200).optional(),
        'sr-status-label': z.string().max(100).optional(),
        status: z.string().max(100).optional(),
      }),
    )
    .max(500)
    .optional(),
});
export type ShiprocketWebhookBody = z.infer<typeof shiprocketWebhookBody>;

/** `POST /api/admin/shiprocket/labels`: one PDF of the labels of several booked orders. */
export const shiprocketLabelsBody = z.strictObject({
  orderIds: z.array(z.uuid()).min(1).max(100),
});
export const shiprocketLabelsReply = z.object({ labelUrl: z.string() });

/** `GET /api/admin/shiprocket/bookings`: orders whose Shiprocket label can be printed, across every page. */
export const shiprocketLabelableReply = z.array(
  z.object({
    orderId: z.string(),
    awb: z.string().nullable(),
    courier: z.string().nullable(),
    orderStatus: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
);
export type ShiprocketLabelable = z.infer<typeof shiprocketLabelableReply>[number];

/**
 * `GET /api/admin/orders/{id}/shiprocket/couriers`: who can take the parcel, at what price (rupees), in how
 * many days, whether they collect cash, Shiprocket's recommended one first.
 */
export const courierOption = z.object({
  courierId: z.number(),
  name: z.string(),
  rate: z.number(),
  days: z.string(),
  cod: z.boolean(),
  recommended: z.boolean(),
});
export type CourierOption = z.infer<typeof courierOption>;
export const courierOptionsReply = z.array(courierOption);

/** `GET /api/admin/orders/{id}/shiprocket/ndr`: the courier's failed delivery, null when there is none. */
export const ndrReply = z
  .object({ reason: z.string(), attempts: z.number(), raisedAt: z.string() })
  .nullable();
export type NdrReply = z.infer<typeof ndrReply>;

/** `POST /api/admin/orders/{id}/shiprocket/ndr`: deliver again, or send the parcel back (no undo). */
export const ndrActionBody = z.strictObject({
  action: z.enum(['re-attempt', 'return']),
  comments: z.string().trim().min(1).max(500),
});

/** `GET /api/admin/shiprocket/settings` and its connection test. */
export const shiprocketSettingsReply = z.object({
  provider: z.enum(['manual', 'shiprocket']),
  settings: z.array(z.object({ name: z.string(), set: z.boolean(), value: z.string().nullable() })),
});
export type ShiprocketSettingsReply = z.infer<typeof shiprocketSettingsReply>;
export const shiprocketConnectionReply = z.object({
  ok: z.boolean(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), message: z.string() })),
});
export type ShiprocketConnectionReply = z.infer<typeof shiprocketConnectionReply>;
