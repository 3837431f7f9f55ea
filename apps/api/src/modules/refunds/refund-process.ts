import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { refunds } from '../../db/schema/index.ts';
import type { PaymentGateway, RefundState } from '../../gateways/payments/gateway.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import { queueCodCaptureRefundedMail, queueRefundedMail } from './refund-mails.ts';

export interface RefundsContext {
  db: Database;
  gateway: PaymentGateway;
  log: PaymentsLog;
}

/** A caller that claimed a refund and then vanished (crash) lets others retry after this long. */
const CLAIM_SECONDS = 120;

const GATEWAY_STATUS = { pending: 'PENDING', processed: 'PROCESSED', failed: 'FAILED' } as const;

/**
 * A refund leaves PENDING once, for the gateway's final word: the conditional UPDATE lets only the first of
 * racing callers (the call's answer, a webhook, the retry job) through, and that one queues the customer's
 * "refunded" mail in the same transaction.
 */
export async function settleRefund(
  tx: DbOrTx,
  refundId: string,
  status: RefundState['status'],
  at = new Date(),
): Promise<boolean> {
  if (status === 'pending') return false;
  const [settled] = await tx
    .update(refunds)
    .set({ status: GATEWAY_STATUS[status], processedAt: status === 'processed' ? at : null, claimedAt: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  if (!settled) return false;
  if (status !== 'processed') return true;
  if (settled.codOnlinePaymentId)
    await queueCodCaptureRefundedMail(tx, { ...settled, codOnlinePaymentId: settled.codOnlinePaymentId });
  else await queueRefundedMail(tx, settled.orderId, settled.amountPaise);
  return true;
}

/** The gateway's answer about our refund: its id kept (once), and a final status settled. */
async function applyRefundState(db: Database, refundId: string, state: RefundState): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({
        gatewayRefundId: sql`coalesce(${refunds.gatewayRefundId}, ${state.id})`,
        claimedAt: null,
        lastError: null,
      })
      .where(eq(refunds.id, refundId));
    await settleRefund(tx, refundId, state.status);
  });
}

/**
 * Sends one recorded refund to its gateway, outside any transaction. A claim (a conditional UPDATE) makes
 * sure only one caller talks to the gateway about it at a time; a retry first looks for a refund the gateway
 * made with our receipt but whose answer was lost, so a payment is never refunded twice. On failure the
 * refund stays PENDING, unclaimed, for the retry job.
 */
export async function processRefund(ctx: RefundsContext, refundId: string, now = new Date()): Promise<void> {
  const claimExpired = new Date(now.getTime() - CLAIM_SECONDS * 1000);
  const [refund] = await ctx.db
    .update(refunds)
    .set({ claimedAt: now, attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'PENDING'),
        isNull(refunds.gatewayRefundId),
        or(isNull(refunds.claimedAt), lt(refunds.claimedAt, claimExpired)),
      ),
    )
    .returning();
  if (!refund) return;
  const log = {
    refundId,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    amountPaise: refund.amountPaise,
  };
  try {
    let state: RefundState | undefined;
    if (refund.attempts > 1)
      state = (await ctx.gateway.listRefunds(refund.paymentId)).find((r) => r.receipt === refund.id);
    state ??= await ctx.gateway.createRefund({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      receipt: refund.id,
    });
    await applyRefundState(ctx.db, refund.id, state);
    ctx.log.info({ ...log, gatewayRefundId: state.id, status: state.status }, 'refund sent to the gateway');
  } catch (error) {
    const message = error instanceof Error ? ((error as { reason?: string }).reason ?? error.message) : '';
    await ctx.db
      .update(refunds)
      .set({ claimedAt: null, lastError: message.slice(0, 500) })
      .where(eq(refunds.id, refund.id));
    ctx.log.warn({ ...log, err: error }, 'refund could not be sent: the retry job will try again');
  }
}

/** Asked after every cancel, refund or not: a named statement (decision 0124). */
const selectUnsentRefunds = preparedStatement(
  (db) =>
    db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, sql.placeholder('orderId')),
          sql`${refunds.status} = 'PENDING'`,
          isNull(refunds.gatewayRefundId),
        ),
      ),
  'refunds_unsent_of_order',
);

/**
 * Sends the order's recorded, unsent refunds; used right after the transaction that recorded them. Answers how
 * many it tried.
 */
export async function processOrderRefunds(ctx: RefundsContext, orderId: string): Promise<number> {
  const rows = await selectUnsentRefunds(ctx.db, { orderId });
  for (const row of rows) await processRefund(ctx, row.id);
  return rows.length;
}

/** The retry job: every unsent refund whose claim is free, oldest first. Answers how many it tried. */
export async function retryUnsentRefunds(ctx: RefundsContext, now = new Date()): Promise<number> {
  const claimExpired = new Date(now.getTime() - CLAIM_SECONDS * 1000);
  const rows = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'PENDING'),
        isNull(refunds.gatewayRefundId),
        or(isNull(refunds.claimedAt), lt(refunds.claimedAt, claimExpired)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(50);
  for (const row of rows) await processRefund(ctx, row.id, now);
  return rows.length;
}
