import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/*
 * A stand-in for Meta's WhatsApp Cloud API on 127.0.0.1, for tests, built from Meta's public documentation:
 *
 * - Sending (developers.facebook.com, Cloud API "Send messages" / template messages; the WhatsApp Node.js SDK's
 *   TemplateObject reference, whatsapp.github.io/WhatsApp-Nodejs-SDK/api-reference/types/TemplateObject):
 *   `POST /{version}/{phone-number-id}/messages`, `Authorization: Bearer {token}`, JSON
 *   `{ messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
 *      template: { name, language: { code }, components: [
 *        { type: "body", parameters: [{ type: "text", text }] },
 *        { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload }] } ] } }`.
 *   A success answers `{ messaging_product: "whatsapp", contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`.
 * - Errors (Meta's "WhatsApp error codes" page, Graph API error handling): `{ error: { message, type, code,
 *   error_data: { messaging_product, details }, fbtrace_id } }`; 190 an invalid access token (HTTP 401,
 *   OAuthException), 132000 a template's parameter count wrong, 132001 a template name that does not exist in
 *   that language, 131000 "Something went wrong" (a 5xx, worth retrying).
 * - Webhooks (Meta's "Messages webhook reference": status, text and button messages; Graph API webhooks
 *   "Getting started" for the signature): `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field:
 *   "messages", value: { messaging_product, metadata: { display_phone_number, phone_number_id }, statuses | contacts
 *   + messages } }] }] }`; a status is `{ id: wamid, status: sent|delivered|read|failed, timestamp, recipient_id }`;
 *   a quick-reply tap is a message `{ context: { from, id: <the template message's wamid> }, from, id, timestamp,
 *   type: "button", button: { payload, text } }`; every POST carries `X-Hub-Signature-256: sha256=` + the hex
 *   HMAC-SHA256 of its raw body keyed with the app secret.
 */

export interface FakeTemplate {
  language: string;
  /** How many {{n}} the approved body has. */
  bodyParams: number;
  /** How many quick-reply buttons the approved template has. */
  quickReplies: number;
}

export interface FakeWhatsappMessage {
  id: string;
  to: string;
  template: { name: string; language: { code: string }; components: Record<string, unknown>[] };
  /** The body's parameters' texts, in order. */
  params: string[];
  /** The quick-reply buttons' payloads, in order. */
  payloads: string[];
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const graphError = (message: string, type: string, code: number, details?: string) => ({
  error: {
    message,
    type,
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class FakeWhatsapp {
  readonly phoneNumberId = '106540352242922';
  readonly displayPhoneNumber = '15550783881';
  readonly accessToken = `EAAG${randomBytes(12).toString('hex')}`;
  readonly appSecret: string;
  readonly verifyToken = 'verify-token-of-the-test-shop';
  readonly version = 'v21.0';
  /** Every message accepted, in order. */
  readonly messages: FakeWhatsappMessage[] = [];
  /** Every POST that reached the server, accepted or not. */
  requests = 0;
  /** While true every send answers 503 with Meta's 131000 (the API down). */
  down = false;
  /** The approved templates, as the test shop configures their names (docs/whatsapp.md gives their text). */
  readonly templates: Record<string, FakeTemplate> = {
    order_placed: { language: 'en', bodyParams: 4, quickReplies: 0 },
    cod_confirm: { language: 'en', bodyParams: 4, quickReplies: 2 },
    cod_confirm_pay_online: { language: 'en', bodyParams: 6, quickReplies: 2 },
    order_shipped: { language: 'en', bodyParams: 4, quickReplies: 0 },
    order_out_for_delivery: { language: 'en', bodyParams: 3, quickReplies: 0 },
    order_delivered: { language: 'en', bodyParams: 3, quickReplies: 0 },
    refund_issued: { language: 'en', bodyParams: 4, quickReplies: 0 },
    cart_reminder: { language: 'en', bodyParams: 3, quickReplies: 0 },
    back_in_stock: { language: 'en', bodyParams: 3, quickReplies: 0 },
    hello_world: { language: 'en_US', bodyParams: 0, quickReplies: 0 },
  };
  private server: Server | undefined;
  private next = 1;
  url = '';

  /** `appSecret`: the one the shop is configured with, when this object only builds webhooks for it. */
  constructor(options: { appSecret?: string } = {}) {
    this.appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) =>
        send(res, 500, graphError(String(error), 'OAuthException', 1)),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/${this.version}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The settings a shop needs to talk to this fake. */
  env(): Record<string, string> {
    return {
      WHATSAPP_API_URL: this.url,
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: this.accessToken,
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
    };
  }

  /** The messages sent to a number (91 + 10 digits), optionally of one template. */
  sentTo(to: string, template?: string): FakeWhatsappMessage[] {
    return this.messages.filter((m) => m.to === to && (!template || m.template.name === template));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    // Not Meta's: lets an end-to-end test, in another process than the fake, read what was sent.
    if (req.method === 'GET' && path === '/__fake/messages') return send(res, 200, this.messages);
    if (req.method !== 'POST' || path !== `/${this.version}/${this.phoneNumberId}/messages`)
      return send(res, 400, graphError('Unsupported post request.', 'GraphMethodException', 100));
    this.requests += 1;
    const raw = await readBody(req);
    if (req.headers.authorization !== `Bearer ${this.accessToken}`)
      return send(
        res,
        401,
        graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190),
      );
    if (this.down)
      return send(res, 503, graphError('(#131000) Something went wrong', 'OAuthException', 131000));
    const body = JSON.parse(raw) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: FakeWhatsappMessage['template'];
    };
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template || !body.to)
      return send(res, 400, graphError('(#100) Invalid parameter', 'OAuthException', 100));
    if (!/^91[6-9]\d{9}$/.test(body.to))
      return send(res, 400, graphError('(#100) Invalid parameter', 'OAuthException', 100, 'to'));
    const template = body.template;
    const approved = this.templates[template.name];
    if (!approved || approved.language !== template.language?.code)
      return send(
        res,
        404,
        graphError(
          '(#132001) Template name does not exist in the translation',
          'OAuthException',
          132001,
          `template name (${template.name}) does not exist in ${template.language?.code}`,
        ),
      );
    const components = template.components ?? [];
    const bodyComponent = components.find((c) => c.type === 'body') as
      | { parameters?: { type: string; text?: string }[] }
      | undefined;
    const params = (bodyComponent?.parameters ?? []).map((p) => (p.type === 'text' ? (p.text ?? '') : ''));
    const buttons = components.filter((c) => c.type === 'button' && c.sub_type === 'quick_reply') as {
      index: string;
      parameters: { type: string; payload: string }[];
    }[];
    const wellFormedButtons = buttons.every(
      (b, i) => b.index === String(i) && b.parameters?.[0]?.type === 'payload' && b.parameters[0].payload,
    );
    if (
      params.length !== approved.bodyParams ||
      params.some((p) => p.trim() === '') ||
      buttons.length !== approved.quickReplies ||
      !wellFormedButtons
    )
      return send(
        res,
        400,
        graphError(
          '(#132000) Number of parameters does not match the expected number of params',
          'OAuthException',
          132000,
          `body: number of localizable_params (${params.length}) does not match the expected number of params (${approved.bodyParams})`,
        ),
      );
    const id = `wamid.HBgM${body.to}${String(this.next++).padStart(6, '0')}${randomBytes(6).toString('hex')}`;
    this.messages.push({
      id,
      to: body.to,
      template,
      params,
      payloads: buttons.map((b) => b.parameters[0]?.payload ?? ''),
    });
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  }

  /** The webhook envelope Meta posts for the `messages` field. */
  private envelope(value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: this.displayPhoneNumber,
                  phone_number_id: this.phoneNumberId,
                },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
  }

  /** A status notification for a message sent earlier. */
  statusEvent(
    message: Pick<FakeWhatsappMessage, 'id' | 'to'>,
    status: 'sent' | 'delivered' | 'read' | 'failed',
  ) {
    return this.envelope({
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          ...(status === 'failed'
            ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
            : {
                conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
              }),
        },
      ],
    });
  }

  /** The customer taps a quick-reply button of `message` (its `payloads[index]`), from `from` (default: its recipient). */
  buttonReply(message: FakeWhatsappMessage, index: number, from = message.to, id = this.inboundId()) {
    return this.envelope({
      contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
      messages: [
        {
          context: { from: this.displayPhoneNumber, id: message.id },
          from,
          id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'button',
          button: { payload: message.payloads[index], text: index === 0 ? 'Confirm order' : 'Cancel order' },
        },
      ],
    });
  }

  /** A text the customer writes to the shop's number. */
  textMessage(from: string, text: string, id = this.inboundId()) {
    return this.envelope({
      contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
      messages: [
        { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } },
      ],
    });
  }

  inboundId(): string {
    return `wamid.HBgMinbound${randomBytes(10).toString('hex')}`;
  }

  /** The body as Meta sends it and its X-Hub-Signature-256 (or a wrong one). */
  signed(body: unknown, secret = this.appSecret): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify(body);
    const signature = createHmac('sha256', secret).update(payload).digest('hex');
    return {
      payload,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    };
  }

  /** Posts a webhook to the shop as Meta would (signed with the app secret), through its real route. */
  async postWebhook(app: Pick<FastifyInstance, 'inject'>, body: unknown) {
    const { payload, headers } = this.signed(body);
    return app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload, headers });
  }
}
