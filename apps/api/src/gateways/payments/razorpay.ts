import type { z } from 'zod';
import {
  type CreatedLink,
  type CreateLinkInput,
  type CreateRefundInput,
  GatewayError,
  gatewayDown,
  gatewayFailed,
  type LinkState,
  type PaymentGateway,
  type RefundState,
  type ReturnSignatureInput,
} from './gateway.ts';
import {
  errorAnswerSchema,
  linkEntitySchema,
  linkStateFromEntity,
  refundCollectionSchema,
  refundEntitySchema,
  refundStateFromEntity,
} from './razorpay-wire.ts';
import { verifyReturn, verifyWebhookSignature } from './signatures.ts';

export interface RazorpayGatewayOptions {
  /** e.g. https://api.razorpay.com/v1 (config RAZORPAY_API_URL). */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Per request, connect to last byte. */
  timeoutMs?: number;
}

function checkLinkId(id: string): void {
  if (!/^plink_[A-Za-z0-9]+$/.test(id)) throw gatewayFailed(`not a payment link id: ${id}`);
}

function checkPaymentId(id: string): void {
  if (!/^pay_[A-Za-z0-9]+$/.test(id)) throw gatewayFailed(`not a payment id: ${id}`);
}

/** Razorpay Payment Links over its REST API, with basic auth and a timeout on every call. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  private readonly baseUrl: string;
  private readonly authorization: string;

  constructor(private readonly options: RazorpayGatewayOptions) {
    this.baseUrl = options.apiUrl.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  async createLink(input: CreateLinkInput): Promise<CreatedLink> {
    const entity = await this.call('POST', '/payment_links', linkEntitySchema, {
      amount: input.amountPaise,
      currency: 'INR',
      accept_partial: false,
      reference_id: input.orderId,
      description: input.description,
      expire_by: Math.floor(input.expireBy.getTime() / 1000),
      callback_url: input.callbackUrl,
      callback_method: 'get',
      customer: input.customer,
      notify: { sms: false, email: false },
      reminder_enable: false,
    });
    if (!entity.short_url) throw gatewayFailed('created payment link has no short_url');
    return { id: entity.id, shortUrl: entity.short_url };
  }

  async fetchLink(id: string): Promise<LinkState> {
    checkLinkId(id);
    const entity = await this.call('GET', `/payment_links/${id}`, linkEntitySchema);
    if (entity.id !== id) throw gatewayFailed(`asked for ${id}, got ${entity.id}`);
    return linkStateFromEntity(entity);
  }

  /**
   * `POST /payment_links/{id}/cancel`. Razorpay refuses (4xx) to cancel a link that is paid, expired or already
   * cancelled; the link is then fetched and its state reported, since a paid link must be applied, not lost.
   */
  async cancelLink(id: string): Promise<LinkState> {
    checkLinkId(id);
    try {
      const entity = await this.call('POST', `/payment_links/${id}/cancel`, linkEntitySchema);
      if (entity.id !== id) throw gatewayFailed(`cancelled ${id}, got ${entity.id}`);
      return linkStateFromEntity(entity);
    } catch (error) {
      if (!(error instanceof GatewayError) || error.statusCode !== 502) throw error;
      const link = await this.fetchLink(id);
      if (link.status === 'created' || link.status === 'partially_paid') throw error;
      return link;
    }
  }

  /** `POST /payments/{id}/refund` with the amount in paise and our refund id as the receipt. */
  async createRefund(input: CreateRefundInput): Promise<RefundState> {
    checkPaymentId(input.paymentId);
    const entity = await this.call('POST', `/payments/${input.paymentId}/refund`, refundEntitySchema, {
      amount: input.amountPaise,
      speed: 'normal',
      receipt: input.receipt,
      notes: { refund_id: input.receipt },
    });
    if (entity.payment_id !== input.paymentId || entity.amount !== input.amountPaise)
      throw gatewayFailed(`refund of ${input.paymentId} answered for ${entity.payment_id} ${entity.amount}`);
    return refundStateFromEntity(entity);
  }

  async listRefunds(paymentId: string): Promise<RefundState[]> {
    checkPaymentId(paymentId);
    const answer = await this.call('GET', `/payments/${paymentId}/refunds?count=100`, refundCollectionSchema);
    return answer.items.map(refundStateFromEntity);
  }

  verifyReturnSignature(input: ReturnSignatureInput): boolean {
    return verifyReturn(this.options.keySecret, input);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.options.webhookSecret, rawBody, signature);
  }

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const where = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw gatewayDown(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw gatewayFailed(`${where}: answered ${status} with a body that is not JSON`);
    }
    if (status < 200 || status >= 300) {
      const error = errorAnswerSchema.safeParse(json);
      const detail = error.success
        ? `${error.data.error.code ?? ''} ${error.data.error.description ?? ''}`
        : '';
      throw gatewayFailed(`${where}: answered ${status} ${detail}`.trim());
    }
    const entity = schema.safeParse(json);
    if (!entity.success)
      throw gatewayFailed(`${where}: unexpected answer (${entity.error.issues[0]?.message})`);
    return entity.data;
  }
}
