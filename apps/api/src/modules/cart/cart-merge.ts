import {
  MAX_CART_LINES,
  type MergeAdjustment,
  type MergeCartBody,
  type MergeCartReply,
  type MergeSkipReason,
  QUANTITY_MAX,
  sizeName,
} from '@shop/contracts';
import { validate as isUuid } from 'uuid';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import {
  cartReplyFor,
  countLines,
  findCartLine,
  findProductSize,
  lockCart,
  personalisationFor,
} from './cart.service.ts';
import type { DeliveryRule } from './cart-view.ts';

interface WantedLine {
  productId: string;
  size: string;
  quantity: number;
  text?: string;
}

/** The guest lines worth looking up (same product and size added up), and the ones that cannot be read. */
function readGuestLines(input: MergeCartBody) {
  const wanted = new Map<string, WantedLine>();
  const unreadable: { productId: string; size: string; quantity: number; reason: MergeSkipReason }[] = [];
  for (const item of input.cartItems) {
    const size = sizeName.safeParse(item.size);
    if (!isUuid(item.productId) || !size.success) {
      const reason = isUuid(item.productId) ? 'unknown_size' : 'not_found';
      unreadable.push({ productId: item.productId, size: item.size, quantity: item.quantity, reason });
      continue;
    }
    const productId = item.productId.toLowerCase();
    const text = item.personalisation?.text;
    const key = `${productId}|${size.data}|${text ?? ''}`;
    const previous = wanted.get(key);
    const quantity = (previous?.quantity ?? 0) + item.quantity;
    wanted.set(key, { productId, size: size.data, quantity, text });
  }
  return { wanted: [...wanted.values()], unreadable };
}

function textFor(product: Parameters<typeof personalisationFor>[0], text: string | undefined) {
  try {
    return personalisationFor(product, text === undefined ? undefined : { text });
  } catch {
    return undefined;
  }
}

/**
 * Merges the guest cart kept in local storage into the user's cart. Only product id, size and quantity are
 * read; same product and size add up, capped at 10 and at the stock. Lines that cannot be bought are listed
 * in `skipped` (the spec's field), and every line added short or not at all is listed in `adjusted` with
 * the reason, so the customer can be told what changed and why.
 */
export async function mergeCart(
  db: Database,
  userId: string,
  input: MergeCartBody,
  rule: DeliveryRule,
): Promise<MergeCartReply> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const skipped: MergeCartReply['skipped'] = [];
    const adjusted: MergeAdjustment[] = [];
    const { wanted, unreadable } = readGuestLines(input);
    for (const { productId, size, quantity, reason } of unreadable) {
      skipped.push({ productId, size, reason });
      adjusted.push({ productId, size, title: null, requested: quantity, added: 0, reason: 'unavailable' });
    }

    let lineCount = await countLines(tx, cartId);
    for (const item of wanted) {
      const { productId, size, quantity: requested } = item;
      const base = { productId, size, requested };
      const { product, stock } = await findProductSize(tx, item.productId, item.size);
      if (!product || stock === undefined) {
        skipped.push({ productId, size, reason: product ? 'unknown_size' : 'not_found' });
        adjusted.push({ ...base, title: product?.title ?? null, added: 0, reason: 'unavailable' });
        continue;
      }
      const title = product.title;
      // A text the product no longer takes (or now finds too long) drops the line, as a size no longer sold.
      const personalisation = textFor(product, item.text);
      if (personalisation === undefined) {
        adjusted.push({ ...base, title, added: 0, reason: 'unavailable' });
        continue;
      }
      const existing = await findCartLine(tx, cartId, item.productId, item.size, personalisation);
      if (!existing && lineCount >= MAX_CART_LINES) {
        adjusted.push({ ...base, title, added: 0, reason: 'cart_full' });
        continue;
      }
      const had = existing?.quantity ?? 0;
      const quantity = Math.min(had + requested, QUANTITY_MAX, stock);
      // A line already above the stock left is not cut down by a merge; checkout reports it.
      const added = Math.max(0, quantity - had);
      if (added < requested) {
        const byMax = had + requested > QUANTITY_MAX && QUANTITY_MAX <= stock;
        adjusted.push(
          byMax
            ? { ...base, title, added, reason: 'max' }
            : { ...base, title, added, reason: 'stock', available: stock },
        );
      }
      if (quantity < 1) {
        skipped.push({ productId, size, reason: 'out_of_stock' });
        continue;
      }
      if (added === 0) continue;
      await tx
        .insert(cartItems)
        .values({ cartId, productId: item.productId, size: item.size, quantity, personalisation })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.size, cartItems.personalisation],
          set: { quantity, updatedAt: new Date() },
        });
      if (!existing) lineCount++;
    }
    return { ...(await cartReplyFor(tx, userId, cartId, rule)), skipped, adjusted };
  });
}
