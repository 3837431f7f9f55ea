import { z } from 'zod';
import { unset } from './common.ts';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_SECTIONS = ['sales', 'products', 'categories', 'payments', 'coupons'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-04-01')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

/** `GET /api/admin/reports`: dates in India time, both days included; by default the last 30 days by day. */
export const reportQuery = z
  .object({
    from: z.preprocess(unset, isoDate.optional()),
    to: z.preprocess(unset, isoDate.optional()),
    groupBy: z.preprocess(
      unset,
      z.enum(REPORT_GROUPS, { message: `must be one of ${REPORT_GROUPS.join(', ')}` }).default('day'),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 3 * 366 * 86_400_000, {
    message: 'the range must be at most three years',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

const money = z.number();
export const salesPoint = z.object({
  period: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  revenue: money,
  averageOrderValue: money,
});
export type SalesPoint = z.infer<typeof salesPoint>;

export const report = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPS),
  /** Sold orders (placed or further, not cancelled or returned to origin), by the day they were placed. */
  series: z.array(salesPoint),
  totals: salesPoint.omit({ period: true }),
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      title: z.string(),
      units: z.number().int(),
      revenue: money,
    }),
  ),
  topCategories: z.array(z.object({ category: z.string(), units: z.number().int(), revenue: money })),
  paymentSplit: z.object({
    online: z.object({ orders: z.number().int(), revenue: money }),
    cod: z.object({ orders: z.number().int(), revenue: money }),
  }),
  /** Shares from 0 to 1: delivered orders with an approved return; shipped orders that came back undelivered. */
  returnRate: z.number(),
  rtoRate: z.number(),
  /** Customers who ordered in the range and have more than one order up to its end. */
  repeatCustomerRate: z.number(),
  coupons: z.array(z.object({ code: z.string(), orders: z.number().int(), discount: money })),
});
export type Report = z.infer<typeof report>;
