import {
  type CouponInput,
  type CouponReply,
  type CouponSummary,
  type Page,
  paiseToRupees,
  rupeesToPaise,
} from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CouponRow } from './coupon-rules.ts';
import { UNCOUNTED_STATUSES } from './coupon-use.ts';

export function couponReply(row: CouponRow): CouponReply {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind as CouponReply['kind'],
    value: row.kind === 'percent' ? row.value : paiseToRupees(row.value),
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
    timesUsed: row.timesUsed,
  };
}

function columnsOf(input: CouponInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'percent' ? input.value : rupeesToPaise(input.value),
    minOrderPaise: rupeesToPaise(input.minOrder),
    maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    active: input.active,
  };
}

const codeTaken = (code: string) => conflict('CONFLICT', `There is already a coupon ${code}.`);

/** Newest first, each with its uses and the rupees its placed orders brought (what the customers paid). */
export async function listCoupons(
  db: Database,
  pageNumber: number,
  pageSize: number,
): Promise<Page<CouponSummary>> {
  const rows = await db
    .select({
      coupon: coupons,
      revenue: sql<number>`coalesce((
        select sum(o.order_total_paise)
        from coupon_redemptions r join orders o on o.id = r.order_id
        where r.coupon_id = "coupons"."id" and r.released_at is null
          and o.status not in ${sql.raw(`('${UNCOUNTED_STATUSES.join("', '")}')`)}), 0)::bigint`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(coupons)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total =
    rows[0]?.total ?? (await db.select({ n: sql<number>`count(*)::int` }).from(coupons))[0]?.n ?? 0;
  return {
    content: rows.map((r) => ({ ...couponReply(r.coupon), revenue: paiseToRupees(Number(r.revenue)) })),
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
    pageNumber,
    pageSize,
  };
}

export async function createCoupon(db: Database, actor: AuthUser, input: CouponInput): Promise<CouponReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(coupons).values(columnsOf(input)).onConflictDoNothing().returning();
    if (!row) throw codeTaken(input.code);
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: row.id,
      before: null,
      after: couponReply(row),
    });
    return couponReply(row);
  });
}

/**
 * Edits a coupon; orders already made keep the discount they got. A usage limit below the uses already
 * counted is refused (the database's CHECK would refuse it too).
 */
export async function updateCoupon(
  db: Database,
  actor: AuthUser,
  id: string,
  input: CouponInput,
): Promise<CouponReply> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw notFound('Coupon');
    if (input.usageLimit !== null && input.usageLimit < before.timesUsed)
      throw conflict(
        'CONFLICT',
        `Coupon ${before.code} has been used ${before.timesUsed} times already: the limit cannot be lower.`,
      );
    if (input.code !== before.code) {
      const [other] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, input.code));
      if (other) throw codeTaken(input.code);
    }
    const [row] = await tx
      .update(coupons)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    if (!row) throw notFound('Coupon');
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: id,
      before: couponReply(before),
      after: couponReply(row),
    });
    return couponReply(row);
  });
}

/** "Delete" deactivates: orders keep their coupon, the list keeps its figures, nobody can apply it again. */
export async function deactivateCoupon(db: Database, actor: AuthUser, id: string): Promise<CouponReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    if (!row) throw notFound('Coupon');
    await recordAudit(tx, actor, {
      action: 'coupon.deactivate',
      entityType: 'coupon',
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    return couponReply(row);
  });
}
