import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { simulatedPaymentLinks } from '../../db/schema/index.ts';
import {
  type CreatedLink,
  type CreateLinkInput,
  type CreateRefundInput,
  gatewayFailed,
  type LinkState,
  type LinkStatus,
  type PaymentGateway,
  type RefundState,
  type ReturnSignatureInput,
  razorpayStyleId,
} from './gateway.ts';
import { signReturn, verifyReturn, verifyWebhookSignature } from './signatures.ts';

export type SimulatedLink = typeof simulatedPaymentLinks.$inferSelect;

export interface SimulatedGatewayOptions {
  /** Public origin of the shop: links are `{appUrl}/pay/{id}`. */
  appUrl: string;
  keySecret: string;
  webhookSecret: string;
}

export type PayOutcome =
  | { outcome: 'paid'; link: SimulatedLink; paymentId: string; returnUrl: string }
  | { outcome: 'not_payable'; link: SimulatedLink; status: LinkStatus }
  | { outcome: 'unknown' };

/** A link past its expiry is `expired` even before anything rewrites its row, as Razorpay reports it. */
export function effectiveStatus(link: SimulatedLink, now: Date): LinkStatus {
  const stored = link.status as LinkStatus;
  if (stored === 'created' && link.expireBy.getTime() <= now.getTime()) return 'expired';
  return stored;
}

/**
 * The default gateway: payment links live in our own table and are paid on our own page (`/pay/:id`), which
 * returns to the shop with a query signed exactly as Razorpay signs it. No keys and no network needed.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated' as const;

  constructor(
    private readonly db: Database,
    private readonly options: SimulatedGatewayOptions,
  ) {}

  async createLink(input: CreateLinkInput): Promise<CreatedLink> {
    const id = razorpayStyleId('plink');
    await this.db.insert(simulatedPaymentLinks).values({
      id,
      referenceId: input.orderId,
      amountPaise: input.amountPaise,
      callbackUrl: input.callbackUrl,
      description: input.description,
      expireBy: input.expireBy,
    });
    return { id, shortUrl: `${this.options.appUrl}/pay/${id}` };
  }

  async fetchLink(id: string): Promise<LinkState> {
    const link = await this.findLink(id);
    if (!link) throw gatewayFailed(`simulated link ${id} does not exist`);
    return {
      id: link.id,
      status: effectiveStatus(link, new Date()),
      amountPaise: link.amountPaise,
      amountPaidPaise: link.amountPaidPaise,
      referenceId: link.referenceId,
      payments: link.payments.map((p) => ({
        paymentId: p.payment_id,
        amountPaise: p.amount,
        status: p.status,
      })),
    };
  }

  async cancelLink(id: string): Promise<LinkState> {
    await this.db
      .update(simulatedPaymentLinks)
      .set({ status: 'cancelled' })
      .where(
        sql`${simulatedPaymentLinks.id} = ${id} and ${simulatedPaymentLinks.status} = 'created'
            and ${simulatedPaymentLinks.expireBy} > ${new Date()}`,
      );
    return this.fetchLink(id);
  }

  /**
   * Refunds are processed at once; there is no bank to wait for. No money moves, so nothing is kept: a refund
   * is never looked for after a lost answer (listRefunds finds none and the retry simply makes it again).
   */
  async createRefund(input: CreateRefundInput): Promise<RefundState> {
    return {
      id: razorpayStyleId('rfnd'),
      paymentId: input.paymentId,
      amountPaise: input.amountPaise,
      status: 'processed',
      receipt: input.receipt,
    };
  }

  async listRefunds(_paymentId: string): Promise<RefundState[]> {
    return [];
  }

  verifyReturnSignature(input: ReturnSignatureInput): boolean {
    return verifyReturn(this.options.keySecret, input);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.options.webhookSecret, rawBody, signature);
  }

  async findLink(id: string): Promise<SimulatedLink | undefined> {
    const [link] = await this.db.select().from(simulatedPaymentLinks).where(eq(simulatedPaymentLinks.id, id));
    return link;
  }

  /** The customer pays in full: one captured payment, atomically, only while the link is payable. */
  async pay(id: string, now: Date): Promise<PayOutcome> {
    const paymentId = razorpayStyleId('pay');
    const [paid] = await this.db
      .update(simulatedPaymentLinks)
      .set({
        status: 'paid',
        amountPaidPaise: sql`${simulatedPaymentLinks.amountPaise}`,
        payments: sql`${simulatedPaymentLinks.payments} || jsonb_build_array(jsonb_build_object(
          'payment_id', ${paymentId}::text, 'amount', ${simulatedPaymentLinks.amountPaise}, 'status', 'captured'))`,
      })
      .where(
        sql`${simulatedPaymentLinks.id} = ${id} and ${simulatedPaymentLinks.status} = 'created'
            and ${simulatedPaymentLinks.expireBy} > ${now}`,
      )
      .returning();
    if (paid)
      return { outcome: 'paid', link: paid, paymentId, returnUrl: this.returnUrl(paid, 'paid', paymentId) };
    const link = await this.findLink(id);
    if (!link) return { outcome: 'unknown' };
    return { outcome: 'not_payable', link, status: effectiveStatus(link, now) };
  }

  /**
   * Where the customer's browser goes back to: the link's callback URL with Razorpay's query. A failed attempt
   * carries status `failed` and an attempt id; the link itself stays payable.
   */
  returnUrl(link: SimulatedLink, status: 'paid' | 'failed', paymentId = razorpayStyleId('pay')): string {
    const params = { linkId: link.id, referenceId: link.referenceId, status, paymentId };
    const url = new URL(link.callbackUrl);
    url.searchParams.set('razorpay_payment_id', paymentId);
    url.searchParams.set('razorpay_payment_link_id', link.id);
    url.searchParams.set('razorpay_payment_link_reference_id', link.referenceId);
    url.searchParams.set('razorpay_payment_link_status', status);
    url.searchParams.set('razorpay_signature', signReturn(this.options.keySecret, params));
    return url.toString();
  }
}
