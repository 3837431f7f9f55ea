import { formatPaise, orderNumber } from '@shop/contracts';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { HIDDEN_TOKEN, hiddenLinkToken } from '../mail/hidden-links.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMailAboutOrder } from '../mail/order-mail.ts';
import { hashLinkToken } from '../mail/single-use-links.ts';
import { codOnlinePrice, codPayOnlineUrl } from './cod-online-price.ts';
import { orderPayablePaise } from './order-amounts.ts';
import { cancelOrder, lockOrder } from './order-lifecycle.ts';
import { queueOrderMail } from './order-mails.ts';
import type { OrderRow } from './order-view.ts';
import { queueCodConfirmWhatsapp } from './order-whatsapp.ts';

export interface CodConfirmSettings {
  /** The server's secret: the link's token is derived from it and the order (S46), only its hash is kept. */
  secret: string;
  /** COD_CONFIRM_HOURS. */
  hours: number;
  /** PREPAID_DISCOUNT: above 0, the confirmation also offers paying online with the saving (cod-pay-online.ts). */
  prepaidDiscountPercent: number;
}

const linkRef = (orderId: string) => `cod-confirm:${orderId}`;

/** States in which a cash-on-delivery order still waits to be shipped, and so to be confirmed. */
export const BEFORE_SHIPPING = ['PLACED', 'CONFIRMED'];

/** An order placed for cash on delivery that its customer has not confirmed yet: the admin cannot ship it. */
export const awaitsCodConfirmation = (order: Pick<OrderRow, 'codConfirmTokenHash' | 'codConfirmedAt'>) =>
  order.codConfirmTokenHash !== null && order.codConfirmedAt === null;

export const codUnconfirmed = (orderId: string) =>
  conflict(
    'COD_UNCONFIRMED',
    `Order ${orderNumber(orderId)} is cash on delivery and its customer has not confirmed it yet; it can ship once they do.`,
  );

/**
 * In the transaction that places a COD order: keeps the hash of its confirmation token and the deadline, and
 * queues the mail with the link. The stored mail holds the link redacted; the sender renders the token (S46).
 */
export async function requestCodConfirmation(
  tx: Tx,
  order: OrderRow,
  settings: CodConfirmSettings,
  now: Date,
): Promise<void> {
  const token = hiddenLinkToken(settings.secret, linkRef(order.id));
  await tx
    .update(orders)
    .set({
      codConfirmTokenHash: hashLinkToken(token),
      codConfirmBy: new Date(now.getTime() + settings.hours * 3_600_000),
    })
    .where(eq(orders.id, order.id));
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  const online = codOnlinePrice(order, settings.prepaidDiscountPercent);
  const offersOnline =
    settings.prepaidDiscountPercent > 0 && online.savingPaise > 0 && online.payablePaise > 0;
  await queueMailAboutOrder(
    tx,
    order,
    customer,
    'codConfirm',
    {
      total: formatPaise(orderPayablePaise(order)),
      confirmUrl: `${mailSettings().appUrl}/cod-confirm?token=${HIDDEN_TOKEN}`,
      hours: settings.hours,
      payOnline: offersOnline
        ? { url: codPayOnlineUrl(mailSettings().appUrl), saving: formatPaise(online.savingPaise) }
        : null,
    },
    { secretRef: linkRef(order.id) },
  );
  await queueCodConfirmWhatsapp(tx, order, settings.hours, {
    secretRef: linkRef(order.id),
    ...(offersOnline ? { saving: formatPaise(online.savingPaise) } : {}),
  });
}

const invalidLink = () =>
  new AppError(
    400,
    'INVALID_COD_TOKEN',
    'This confirmation link is not valid. Open the latest link from your order mail, or write to us.',
  );

/**
 * `POST /api/orders/cod-confirm`: the mailed link confirms its order (again: no change). A link of an order
 * already cancelled (by its customer, the admin or the deadline) is refused.
 */
export async function confirmCodOrder(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ orderId: string; orderNumber: string; confirmedAt: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.codConfirmTokenHash, hashLinkToken(token)));
    if (!found) throw invalidLink();
    const order = await lockOrder(tx, found.id);
    if (!order) throw invalidLink();
    if (!order.codConfirmedAt && !BEFORE_SHIPPING.includes(order.status))
      throw conflict(
        'CONFLICT',
        `Order ${orderNumber(order.id)} is ${order.status.toLowerCase()}, so there is nothing to confirm.`,
      );
    const confirmedAt = await confirmLocked(tx, order, now);
    return { orderId: order.id, orderNumber: orderNumber(order.id), confirmedAt: confirmedAt.toISOString() };
  });
}

/** The confirmation itself, the order locked and still before shipping: once (again: no change). */
async function confirmLocked(tx: Tx, order: OrderRow, now: Date): Promise<Date> {
  if (order.codConfirmedAt) return order.codConfirmedAt;
  await tx.update(orders).set({ codConfirmedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  return now;
}

export type CodAnswer = 'confirmed' | 'cancelled' | 'unchanged';

/**
 * The customer's answer from the WhatsApp message's Confirm / Cancel buttons, in the caller's transaction:
 * Confirm does what the mailed link does (same rules: a COD order waiting for confirmation, before shipping);
 * Cancel cancels it as the customer's own cancel does (stock and coupon back) and mails them, as the
 * deadline's cancel does. Anything else (shipped, cancelled already) changes nothing.
 */
export async function answerCodConfirmation(
  tx: Tx,
  orderId: string,
  action: 'confirm' | 'cancel',
  now = new Date(),
): Promise<CodAnswer> {
  const order = await lockOrder(tx, orderId);
  if (order?.paymentMethod !== 'COD' || !order.codConfirmTokenHash) return 'unchanged';
  if (!BEFORE_SHIPPING.includes(order.status)) return 'unchanged';
  if (action === 'confirm') {
    if (order.codConfirmedAt) return 'unchanged';
    await confirmLocked(tx, order, now);
    return 'confirmed';
  }
  if (!(await cancelOrder(tx, orderId, 'customer', now))) return 'unchanged';
  await queueOrderMail(tx, order, 'cancelled');
  return 'cancelled';
}

/**
 * The job: cash-on-delivery orders not confirmed by their deadline are cancelled, their stock back, and the
 * customer told. Each in its own transaction, the order locked, so a confirmation meanwhile wins.
 */
export async function cancelUnconfirmedCodOrders(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'COD'),
        inArray(orders.status, BEFORE_SHIPPING),
        isNotNull(orders.codConfirmTokenHash),
        isNull(orders.codConfirmedAt),
        lte(orders.codConfirmBy, now),
      ),
    );
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.codConfirmedAt || !order.codConfirmBy || order.codConfirmBy > now) return false;
      if (!(await cancelOrder(tx, id, 'cod_unconfirmed', now))) return false;
      await queueOrderMail(tx, order, 'cancelled');
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
