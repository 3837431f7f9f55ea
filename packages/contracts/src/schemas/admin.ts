// Zod schemas for the admin area: shared by the API (validation, OpenAPI) and the web app (pages).
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders.ts';
import { pageNumberParam, pageSizeParam, unset } from './common.ts';

export const adminStats = z.object({
  /** Paid orders (placed or further, not cancelled). */
  sales: z.number(),
  /** Rupees of placed orders (online paid, and COD whether collected or not). */
  revenue: z.number(),
  /** Rupees actually received and kept: online payments and COD cash collected, minus refunded returns. */
  collectedRevenue: z.number(),
  /** Rupees of COD orders still to be collected (placed, not cancelled, cash not yet collected). */
  cashDue: z.number(),
  averageOrderValue: z.number(),
  /** CANCELLED counts real cancellations only: unpaid checkouts replaced by a newer one are in `replacedCheckouts`. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
  /** Unpaid orders cancelled because the customer started a new checkout (the spec's Deliver Here). */
  replacedCheckouts: z.number(),
  /**
   * Parcels that came back undelivered, as a share (0–1) of those that left: RETURNED_TO_ORIGIN over SHIPPED,
   * OUT_FOR_DELIVERY, DELIVERED and RETURNED_TO_ORIGIN; for all orders and for cash on delivery.
   */
  rtoRate: z.object({ all: z.number(), cod: z.number() }),
  customers: z.number(),
  products: z.number(),
  outOfStockProducts: z.number(),
  lastDays: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
});
export type AdminStats = z.infer<typeof adminStats>;

export const customersQuery = z.object({ pageNumber: pageNumberParam, pageSize: pageSizeParam(20) });

export const customerSummary = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  orders: z.number(),
  totalSpent: z.number(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** GET /api/admin/customers/{id}: one customer's page for the owner. Money in rupees. */
export const customerPage = z.object({
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** `guest`: the row standing for a guest checkout's email. */
    role: z.enum(['customer', 'guest']),
    joinedAt: z.string(),
  }),
  totals: z.object({
    /** Orders placed (not counting unpaid checkouts that lapsed or were replaced). */
    orders: z.number(),
    /** Paid orders (placed or further, never cancelled) and what they came to. */
    paidOrders: z.number(),
    totalSpent: z.number(),
    averageOrder: z.number(),
    /** Refunded to the customer (processed gateway refunds and paid-out returns). */
    refunded: z.number(),
    lastOrderAt: z.string().nullable(),
  }),
  orders: z.array(
    z.object({
      id: z.string(),
      orderDate: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      items: z.number(),
      totalPayable: z.number(),
    }),
  ),
  addresses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phoneNumber: z.string(),
      streetAddress: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    }),
  ),
});
export type CustomerPage = z.infer<typeof customerPage>;

export const AUDIT_KINDS = ['product', 'order', 'user', 'coupon'] as const;

export const auditQuery = z.object({
  kind: z.preprocess(unset, z.enum(AUDIT_KINDS).optional()),
  pageNumber: pageNumberParam,
  pageSize: pageSizeParam(50),
});

export const auditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** One page of a back-office list, as `page(item)` below validates it. */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  pageNumber: number;
  pageSize: number;
}

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
  });
