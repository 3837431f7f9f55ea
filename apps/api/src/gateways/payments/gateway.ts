import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';

/** The states of a payment link, as Razorpay names them. */
export const LINK_STATUSES = ['created', 'partially_paid', 'paid', 'expired', 'cancelled'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export interface CreateLinkInput {
  /** Our order id; the link's reference_id. */
  orderId: string;
  amountPaise: number;
  expireBy: Date;
  /** Where the customer's browser returns after paying (callback_method get). */
  callbackUrl: string;
  description: string;
  customer: { name: string; email: string; contact: string };
}

export interface CreatedLink {
  id: string;
  shortUrl: string;
}

export interface LinkPayment {
  paymentId: string;
  amountPaise: number;
  status: string;
}

/** A payment link as the gateway reports it now: the only source we trust for "paid". */
export interface LinkState {
  id: string;
  status: LinkStatus;
  amountPaise: number;
  amountPaidPaise: number;
  referenceId: string;
  payments: LinkPayment[];
}

export interface ReturnSignatureInput {
  linkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
  signature: string;
}

export interface CreateRefundInput {
  /** The captured payment to refund (Razorpay's `pay_…`). */
  paymentId: string;
  amountPaise: number;
  /** Our refund's id: sent as the refund's receipt, so a retry can find a refund already made. */
  receipt: string;
}

/** A refund as the gateway reports it: `pending` until the bank confirms (webhook `refund.processed`). */
export interface RefundState {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  receipt: string | null;
}

/** Razorpay's Payment Links, or our simulated stand-in with the same behaviour (config PAYMENT_GATEWAY). */
export interface PaymentGateway {
  readonly name: 'simulated' | 'razorpay';
  createLink(input: CreateLinkInput): Promise<CreatedLink>;
  fetchLink(id: string): Promise<LinkState>;
  /**
   * Cancels a link that is still unpaid, so it can no longer be paid. Answers the link's state afterwards:
   * `cancelled`, or, when it could not be cancelled because it was already paid, expired or cancelled, that
   * state (nothing changed). Throws a GatewayError when the gateway cannot be reached or asked.
   */
  cancelLink(id: string): Promise<LinkState>;
  /** Refunds (part of) a captured payment. Throws a GatewayError when the gateway cannot be reached or asked. */
  createRefund(input: CreateRefundInput): Promise<RefundState>;
  /** The refunds already made of a payment, to find one by its receipt after a lost answer. */
  listRefunds(paymentId: string): Promise<RefundState[]>;
  verifyReturnSignature(input: ReturnSignatureInput): boolean;
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

/**
 * The gateway could not be reached or answered something unusable: 503 when it is down or slow, 502 when it
 * answered with an error. The cause is kept for the log, never sent to the client.
 */
export class GatewayError extends AppError {
  constructor(
    statusCode: 502 | 503,
    message: string,
    readonly reason: string,
  ) {
    super(statusCode, 'PAYMENT_LINK_UNAVAILABLE', message);
    this.name = 'GatewayError';
  }
}

export const gatewayDown = (reason: string) =>
  new GatewayError(
    503,
    'The payment service is not reachable right now. Please try again in a moment.',
    reason,
  );
export const gatewayFailed = (reason: string) =>
  new GatewayError(502, 'The payment service could not handle this request. Please try again.', reason);

/** Random ids shaped like Razorpay's (`plink_` / `pay_` + 14 letters and digits). */
export function razorpayStyleId(prefix: 'plink' | 'pay' | 'rfnd'): string {
  const random = randomBytes(14);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 14; i++) out += alphabet[(random[i] ?? 0) % alphabet.length];
  return `${prefix}_${out}`;
}
