import {
  type BulkAction,
  type BulkEditInput,
  type BulkEditReply,
  discountPercent,
  MAX_PAGE_SIZE,
  MAX_PRICE_RUPEES,
  type ProductListQuery,
} from '@shop/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findAdminProduct, listAdminProducts } from '../catalog/catalog.service.ts';
import { nextProductVersion, recountedStock } from '../catalog/product-counters.ts';

/** A filter may select at most this many products in one edit. */
export const BULK_MAX_MATCHES = 5000;

/** Whole rupees, at least ₹1: a festival price reads ₹719, not ₹718.74. */
const toRupee = (paise: number) => Math.max(100, Math.round(paise / 100) * 100);

/** The new prices for a price action, in paise; undefined for stock actions. */
export function repriced(action: BulkAction, price: number, discounted: number) {
  if (action.kind === 'discount') {
    const next =
      action.percent === 0 ? price : Math.min(price, toRupee((price * (100 - action.percent)) / 100));
    // A deeper discount already: raising its price needs the owner's say-so (includeDeeper).
    if (action.percent > 0 && next > discounted && !action.includeDeeper)
      return { price, discounted, skipped: true };
    return { price, discounted: next };
  }
  if (action.kind === 'price') {
    const nextPrice = toRupee((price * (100 + action.percent)) / 100);
    return {
      price: nextPrice,
      discounted: Math.min(nextPrice, toRupee((discounted * (100 + action.percent)) / 100)),
    };
  }
  return undefined;
}

/** The products a products-table filter matches, page by page with the table's own query. */
async function idsMatching(db: DbOrTx, filter: ProductListQuery): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNumber = 0; ; pageNumber++) {
    const page = await listAdminProducts(db, { ...filter, pageNumber, pageSize: MAX_PAGE_SIZE });
    ids.push(...page.content.map((p) => p.id));
    if (ids.length > BULK_MAX_MATCHES)
      throw badRequest(`The filter matches more than ${BULK_MAX_MATCHES} products; narrow it down`);
    if (pageNumber + 1 >= page.totalPages) return ids;
  }
}

/**
 * Applies one action to every selected product in ONE transaction: each product is locked, changed, its
 * version raised (open edit forms then see STALE_EDIT, S34) and audited as `product.bulk` with before and after.
 */
export async function bulkEdit(db: Database, actor: AuthUser, input: BulkEditInput): Promise<BulkEditReply> {
  const ids = [...new Set(input.ids ?? (await idsMatching(db, input.filter ?? {})))];
  let changed = 0;
  let matched = 0;
  let skipped = 0;
  await db.transaction(async (tx) => {
    for (const id of ids.sort()) {
      const [locked] = await tx
        .select({
          price: products.pricePaise,
          discounted: products.discountedPricePaise,
          listed: products.listed,
        })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .for('no key update');
      if (!locked) continue;
      matched++;
      if (repriced(input.action, locked.price, locked.discounted)?.skipped) skipped++;
      else if (await applyTo(tx, actor, id, input.action, locked)) changed++;
    }
  });
  return { matched, changed, skipped };
}

async function applyTo(
  tx: Tx,
  actor: AuthUser,
  id: string,
  action: BulkAction,
  current: { price: number; discounted: number; listed: boolean },
): Promise<boolean> {
  const before = await findAdminProduct(tx, id);
  const prices = repriced(action, current.price, current.discounted);
  if (prices) {
    if (prices.price === current.price && prices.discounted === current.discounted) return false;
    // Bounded like the product form: the whole edit is refused (its transaction rolled back), nothing changes.
    if (prices.price > MAX_PRICE_RUPEES * 100)
      throw badRequest(
        `${before?.title ?? 'A product'} would cost more than ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}, the most a price may be: nothing was changed`,
      );
    await tx
      .update(products)
      .set({
        pricePaise: prices.price,
        discountedPricePaise: prices.discounted,
        discountPercent: discountPercent(prices.price, prices.discounted),
        version: nextProductVersion(),
      })
      .where(eq(products.id, id));
  } else if (action.kind === 'listing') {
    if (current.listed === action.listed) return false;
    // Not a stock-only change, so the catalogue trigger drops every cached reply (listings, rows, pages).
    await tx
      .update(products)
      .set({ listed: action.listed, version: nextProductVersion() })
      .where(eq(products.id, id));
  } else if (action.kind === 'stock') {
    const quantity =
      action.mode === 'set'
        ? sql`${action.quantity}::int`
        : sql`${productSizes.quantity} + ${action.quantity}::int`;
    const updated = await tx
      .update(productSizes)
      .set({ quantity })
      .where(
        and(
          eq(productSizes.productId, id),
          action.size ? eq(productSizes.name, action.size) : undefined,
          // Only sizes it changes, so a no-op leaves the version (and open edit forms) alone.
          action.mode === 'set'
            ? ne(productSizes.quantity, action.quantity)
            : sql`${action.quantity}::int > 0`,
        ),
      )
      .returning({ id: productSizes.id });
    if (updated.length === 0) return false;
    await tx.update(products).set(recountedStock(id)).where(eq(products.id, id));
  }
  const after = await findAdminProduct(tx, id);
  await recordAudit(tx, actor, {
    action: 'product.bulk',
    entityType: 'product',
    entityId: id,
    before,
    after: { ...after, bulk: action },
  });
  return true;
}
