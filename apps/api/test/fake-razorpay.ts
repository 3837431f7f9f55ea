import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signReturn, signWebhook } from '../src/gateways/payments/signatures.ts';

/**
 * A stand-in for Razorpay's Payment Links API on 127.0.0.1 (a real HTTP server), for tests: create and fetch
 * links with basic auth, plus what happens outside our server (a customer paying, a link expiring, Razorpay
 * sending a signed webhook).
 */
export interface FakeLink {
  id: string;
  entity: 'payment_link';
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  description: string;
  expire_by: number;
  callback_url: string;
  callback_method: string;
  customer: { name?: string; email?: string; contact?: string };
  notify: { sms?: boolean; email?: boolean };
  reminder_enable: boolean;
  payments: { payment_id: string; amount: number; status: string; plink_id: string }[] | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  authorized: boolean;
  body: unknown;
}

const id = (prefix: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(14)].map((b) => alphabet[b % alphabet.length]).join('')}`;
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

export class FakeRazorpay {
  readonly keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
  readonly keySecret = randomBytes(16).toString('hex');
  readonly webhookSecret = randomBytes(16).toString('hex');
  readonly links = new Map<string, FakeLink>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly requests: FakeRequest[] = [];
  /** The status a new refund answers with: Razorpay answers `pending` until the bank confirms. */
  refundStatus: FakeRefund['status'] = 'pending';
  /** When set, a refund is made but the answer is lost (the connection is dropped), as after a timeout. */
  loseRefundAnswers = false;
  /** When set, every API call answers this status (e.g. 500) instead of working. */
  failWith: number | undefined;
  /** Milliseconds to wait before answering, to exercise timeouts. */
  delayMs = 0;
  private server!: Server;
  origin = '';

  static async start(): Promise<FakeRazorpay> {
    const fake = new FakeRazorpay();
    await fake.listen();
    return fake;
  }

  /** Starts the server on a free port of 127.0.0.1 (`start()` does it for a new fake). */
  async listen(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Back to answering every call at once and as asked, as a test that made it fail or lose answers began. */
  behaveNormally(): void {
    this.failWith = undefined;
    this.loseRefundAnswers = false;
    this.refundStatus = 'pending';
  }

  /** The API base URL, as RAZORPAY_API_URL. */
  get url(): string {
    return `${this.origin}/v1`;
  }

  /** Config for our app to talk to this fake. */
  env(): Record<string, string> {
    return {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_API_URL: this.url,
      RAZORPAY_KEY_ID: this.keyId,
      RAZORPAY_KEY_SECRET: this.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.webhookSecret,
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  link(linkId: string): FakeLink {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`fake Razorpay has no link ${linkId}`);
    return link;
  }

  /**
   * The customer pays on Razorpay's page; answers the query Razorpay puts on the callback URL. `amountPaise`
   * other than the link's amount makes a link whose amount paid differs from what was asked (S23).
   */
  pay(linkId: string, options: { amountPaise?: number } = {}) {
    const link = this.link(linkId);
    const paymentId = id('pay');
    const amount = options.amountPaise ?? link.amount;
    link.status = 'paid';
    link.amount_paid += amount;
    link.payments = [
      ...(link.payments ?? []),
      { payment_id: paymentId, amount, status: 'captured', plink_id: link.id },
    ];
    const query = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: signReturn(this.keySecret, {
        linkId: link.id,
        referenceId: link.reference_id,
        status: 'paid',
        paymentId,
      }),
    };
    const returnUrl = new URL(link.callback_url);
    for (const [key, value] of Object.entries(query)) returnUrl.searchParams.set(key, value);
    return { paymentId, query, returnUrl: returnUrl.toString() };
  }

  /** The refunds made of one payment. */
  refundsOf(paymentId: string): FakeRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId);
  }

  /** The bank's answer: the refund is processed or failed (then its webhook is sent by the test). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): void {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`fake Razorpay has no refund ${refundId}`);
    refund.status = status;
  }

  /** A signed `refund.processed` / `refund.failed` delivery, as Razorpay sends it. */
  refundWebhook(
    event: 'refund.processed' | 'refund.failed',
    refundId: string,
    options: { eventId?: string } = {},
  ): { body: string; headers: Record<string, string> } {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`fake Razorpay has no refund ${refundId}`);
    const payment = this.capturedPayment(refund.payment_id);
    const payload = {
      refund: { entity: { ...refund } },
      payment: {
        entity: {
          id: refund.payment_id,
          entity: 'payment',
          amount: payment?.amount ?? 0,
          status: 'refunded',
        },
      },
    };
    const body = JSON.stringify(
      { entity: 'event', account_id: 'acc_fake', event, contains: ['refund', 'payment'], payload },
      null,
      2,
    );
    return this.signedDelivery(body, options.eventId);
  }

  /** A webhook delivery as Razorpay sends it: the body, signed with the webhook secret, with an event id. */
  private signedDelivery(body: string, eventId = id('evt')) {
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(this.webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  private capturedPayment(paymentId: string) {
    for (const link of this.links.values())
      for (const payment of link.payments ?? []) if (payment.payment_id === paymentId) return payment;
    return undefined;
  }

  expire(linkId: string): void {
    this.link(linkId).status = 'expired';
  }

  cancel(linkId: string): void {
    this.link(linkId).status = 'cancelled';
  }

  /**
   * A webhook delivery as Razorpay makes it: the body (pretty-printed, so a re-serialised copy differs byte for
   * byte) and its headers, signed with the webhook secret.
   */
  webhook(
    event:
      | 'payment_link.paid'
      | 'payment_link.partially_paid'
      | 'payment_link.expired'
      | 'payment_link.cancelled',
    linkId: string,
    options: { eventId?: string } = {},
  ): { body: string; headers: Record<string, string> } {
    const link = this.link(linkId);
    const payment = link.payments?.at(-1);
    const payload: Record<string, unknown> = { payment_link: { entity: { ...link } } };
    if (event === 'payment_link.paid' && payment) {
      payload.payment = {
        entity: {
          id: payment.payment_id,
          entity: 'payment',
          amount: payment.amount,
          currency: 'INR',
          status: 'captured',
        },
      };
    }
    const contains = Object.keys(payload);
    const body = JSON.stringify(
      {
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains,
        payload,
        created_at: Math.floor(Date.now() / 1000),
      },
      null,
      2,
    );
    return this.signedDelivery(body, options.eventId);
  }

  /** Delivers a webhook to our server over real HTTP. */
  async sendWebhook(
    targetUrl: string,
    delivery: { body: string; headers: Record<string, string> },
  ): Promise<Response> {
    return fetch(targetUrl, { method: 'POST', headers: delivery.headers, body: delivery.body });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.origin);
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    const authorized = req.headers.authorization === expected;
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    this.requests.push({ method: req.method ?? '', path: url.pathname, authorized, body });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failWith)
      return send(res, this.failWith, { error: { code: 'SERVER_ERROR', description: 'down' } });
    if (!authorized) return send(res, 401, badRequest('Authentication failed'));

    if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
      const [status, answer] = this.create(body);
      return send(res, status, answer);
    }
    const match = /^\/v1\/payment_links\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match?.[1]) {
      const link = this.links.get(match[1]);
      if (!link) return send(res, 400, badRequest('The id provided does not exist'));
      return send(res, 200, link);
    }
    const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancel?.[1]) {
      const [status, answer] = this.cancelAnswer(cancel[1]);
      return send(res, status, answer);
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund?.[1]) {
      const [status, answer] = this.refundAnswer(refund[1], body);
      if (this.loseRefundAnswers && status === 200) {
        res.destroy();
        return;
      }
      return send(res, status, answer);
    }
    const listed = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (req.method === 'GET' && listed?.[1]) {
      const items = this.refundsOf(listed[1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    return send(res, 404, badRequest('The requested URL was not found on the server.'));
  }

  /** Razorpay refuses a refund above what is left of the captured payment. */
  private refundAnswer(paymentId: string, body: unknown): [number, unknown] {
    const payment = this.capturedPayment(paymentId);
    if (!payment) return [400, badRequest('The id provided does not exist')];
    const b = (body ?? {}) as Record<string, unknown>;
    const refunded = this.refundsOf(paymentId)
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = b.amount === undefined ? payment.amount - refunded : b.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100)
      return [400, badRequest('The amount must be atleast INR 1.00')];
    if ((amount as number) > payment.amount - refunded)
      return [400, badRequest('The refund amount provided is greater than amount captured')];
    const made: FakeRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount: amount as number,
      currency: 'INR',
      payment_id: paymentId,
      receipt: typeof b.receipt === 'string' ? b.receipt : null,
      notes: (b.notes ?? {}) as Record<string, string>,
      status: this.refundStatus,
      speed_requested: String(b.speed ?? 'normal'),
      created_at: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(made.id, made);
    return [200, made];
  }

  /** Razorpay cancels only a link in `created` state; any other is refused with a 400 and left as it is. */
  private cancelAnswer(linkId: string): [number, unknown] {
    const link = this.links.get(linkId);
    if (!link) return [400, badRequest('The id provided does not exist')];
    if (link.status === 'created' && link.expire_by <= Math.floor(Date.now() / 1000)) link.status = 'expired';
    if (link.status !== 'created')
      return [400, badRequest(`Payment Link cannot be cancelled as it is in ${link.status} state`)];
    link.status = 'cancelled';
    return [200, link];
  }

  private create(body: unknown): [number, unknown] {
    const b = (body ?? {}) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100)
      return [400, badRequest('The amount must be atleast INR 1.00')];
    if (b.currency !== 'INR') return [400, badRequest('The currency is invalid')];
    if (typeof b.reference_id !== 'string' || b.reference_id.length > 40)
      return [400, badRequest('The reference id may not be greater than 40 characters.')];
    for (const link of this.links.values()) {
      if (link.reference_id === b.reference_id && link.status !== 'cancelled')
        return [400, badRequest(`Payment Link with reference ${b.reference_id} already exists`)];
    }
    // Razorpay: expire_by must be at least 15 minutes after the time the link is created.
    if (!Number.isInteger(b.expire_by) || (b.expire_by as number) < now + 15 * 60)
      return [400, badRequest('The expire by date should be at least 15 minutes after current time')];
    if (typeof b.callback_url !== 'string' || b.callback_method !== 'get')
      return [400, badRequest('callback_method must be get when callback_url is given')];
    const linkId = id('plink');
    const link: FakeLink = {
      id: linkId,
      entity: 'payment_link',
      short_url: `${this.origin}/i/${linkId.slice(6)}`,
      status: 'created',
      amount: b.amount as number,
      amount_paid: 0,
      currency: 'INR',
      reference_id: b.reference_id,
      description: String(b.description ?? ''),
      expire_by: b.expire_by as number,
      callback_url: b.callback_url,
      callback_method: 'get',
      customer: (b.customer ?? {}) as FakeLink['customer'],
      notify: (b.notify ?? {}) as FakeLink['notify'],
      reminder_enable: b.reminder_enable === true,
      payments: null,
      created_at: now,
    };
    this.links.set(linkId, link);
    return [200, link];
  }
}
