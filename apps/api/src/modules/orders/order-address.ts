import type { AddressInput, AdminOrderReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, type ShippingAddressCopy } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { OrderAddressGuard } from '../../plugins/order-guards.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { adminOrderReply } from './admin-orders.service.ts';
import { lockOrder } from './order-lifecycle.ts';

const EDITABLE = new Set(['PENDING', 'PLACED', 'CONFIRMED']);

/**
 * `PUT /api/admin/orders/{id}/address`: the owner corrects the delivery address of an order not yet shipped
 * (a city too long for the courier, a wrong street). The state cannot change: it is the place of supply on the
 * order's GST documents, and a new state would change the tax itself (decision 0087). The courier's copy is
 * updated first (the guards; Shiprocket's `orders/address/update`), then the order, with the change audited.
 */
export async function changeOrderAddress(
  db: Database,
  actor: AuthUser,
  orderId: string,
  input: AddressInput,
  guards: readonly OrderAddressGuard[],
): Promise<AdminOrderReply> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  const refuse = refusal(order.status, order.shippingAddress.state, input.state);
  if (refuse) throw refuse;
  const address: ShippingAddressCopy = { ...order.shippingAddress, ...input };
  for (const guard of guards) await guard(orderId, address);
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('Order');
    const late = refusal(locked.status, locked.shippingAddress.state, input.state);
    if (late) throw late;
    await tx
      .update(orders)
      .set({ shippingAddress: address, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, actor, {
      action: 'order.address_changed',
      entityType: 'order',
      entityId: orderId,
      before: locked.shippingAddress,
      after: address,
    });
  });
  return adminOrderReply(db, orderId);
}

function refusal(status: string, state: string, newState: string) {
  if (!EDITABLE.has(status))
    return conflict('INVALID_TRANSITION', `Order is ${status}: its address can change only before it ships.`);
  if (state !== newState)
    return conflict(
      'CONFLICT',
      `The state stays ${state}: it is the place of supply on the order's tax documents. To deliver to another state, cancel this order and place a new one.`,
    );
  return undefined;
}
