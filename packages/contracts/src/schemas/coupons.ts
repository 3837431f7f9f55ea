// Zod schemas for coupons: the admin's coupon form and list, and the cart's coupon field.
import { z } from 'zod';
import { boundedText, pageNumberParam, pageSizeParam } from './common.ts';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Codes are case-insensitive: trimmed and stored upper case. */
export const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(3, 'must be at least 3 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Z0-9_-]+$/, 'may contain only letters, digits, - and _');

/** What the customer types in the cart: anything up to 64 characters; unknown codes get COUPON_INVALID. */
export const applyCouponBody = z.strictObject({ code: boundedText(64) });

const rupees = z.number().finite().min(0, 'must not be negative').max(10_000_000, 'is too large');
const limit = z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).nullable();
const moment = z.iso.datetime({ offset: true, message: 'must be a date and time' }).nullable();

/** The admin's coupon form (create and edit): amounts in rupees, `value` a percent or rupees by `kind`. */
export const couponInput = z
  .strictObject({
    code: couponCode,
    kind: z.enum(COUPON_KINDS),
    value: z.number().finite().positive('must be more than 0').max(10_000_000, 'is too large'),
    minOrder: rupees.default(0),
    maxDiscount: rupees.positive('must be more than 0').nullable().default(null),
    startsAt: moment.default(null),
    endsAt: moment.default(null),
    usageLimit: limit.default(null),
    perCustomerLimit: limit.default(null),
    firstOrderOnly: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (!Number.isInteger(c.value) || c.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a whole percent from 1 to 100' });
    if (c.startsAt && c.endsAt && new Date(c.endsAt) <= new Date(c.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
  });
export type CouponInput = z.output<typeof couponInput>;
export type CouponFormValues = z.input<typeof couponInput>;

export const couponReply = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  timesUsed: z.number(),
});
export type CouponReply = z.infer<typeof couponReply>;

/** A coupon in the admin list, with the rupees its placed orders brought (after the discount). */
export const couponSummary = couponReply.extend({ revenue: z.number() });
export type CouponSummary = z.infer<typeof couponSummary>;

export const couponsQuery = z.object({ pageNumber: pageNumberParam, pageSize: pageSizeParam(20) });
