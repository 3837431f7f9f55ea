import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHIPROCKET_STATUS_LABELS } from '../src/gateways/shiprocket/shiprocket-status-labels.ts';

/**
 * A stand-in for Shiprocket's external API (https://apiv2.shiprocket.in/v1/external) on 127.0.0.1, for tests:
 * the paths, bodies and answers of auth/login, orders/create/adhoc, orders (search), orders/cancel,
 * orders/address/update, courier/serviceability, courier/assign/awb, courier/generate/pickup,
 * courier/generate/label, manifests/generate, courier/track/awb, ndr/{awb}, ndr/{awb}/action and
 * settings/company/pickup (as its public API description gives them), plus what happens outside our server (a token expiring, an answer lost after the order was made, a courier's scans).
 */
export interface FakeShiprocketOrder {
  id: number;
  channel_order_id: string;
  shipmentId: number;
  body: Record<string, unknown>;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  pickupRequested: boolean;
  cancelled?: boolean;
  manifested?: boolean;
  /** The courier's failed delivery (NDR) and the seller's answers to it. */
  ndr?: { reason: string; attempts: number; raisedAt: string };
  ndrActions: { action: string; comments: string }[];
  scans: {
    date: string;
    status: string;
    activity: string;
    location: string;
    'sr-status': string;
    'sr-status-label': string;
  }[];
  statusId: number;
}

export interface FakeShiprocketRequest {
  method: string;
  path: string;
  /** The query string, `?` included ('' without one). */
  query: string;
  authorized: boolean;
  body: unknown;
}

export const FAKE_COURIERS = [
  {
    courier_company_id: 10,
    courier_name: 'Delhivery',
    rate: 72.5,
    cod: 1,
    estimated_delivery_days: '4',
    etd: 'Dec 01, 2026',
  },
  {
    courier_company_id: 43,
    courier_name: 'Ekart Logistics',
    rate: 64,
    cod: 0,
    estimated_delivery_days: '5',
    etd: 'Dec 02, 2026',
  },
];

/** Statuses after which the courier holds the parcel: Shiprocket no longer cancels the order. */
const PICKED_UP = new Set([6, 7, 9, 10, 17, 18, 21, 42]);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/** Shiprocket's dates look like "2026-11-26 10:04:05", in India's time. */
const srDate = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19);
/** The webhook's `current_timestamp` is written "23 05 2023 11:43:52" (its documented sample). */
const webhookDate = (at: Date) => {
  const [day, time] = srDate(at).split(' ');
  const [y, m, d] = (day ?? '').split('-');
  return `${d} ${m} ${y} ${time}`;
};

export class FakeShiprocket {
  readonly orders: FakeShiprocketOrder[] = [];
  readonly requests: FakeShiprocketRequest[] = [];
  readonly email = 'api-user@moonmade.example';
  readonly password = 'fake-shiprocket-password';
  logins = 0;
  /** Serviceability answers 500 while true (Shiprocket down). */
  down = false;
  /** PIN codes no courier serves, and ones where no courier collects cash. */
  readonly unserviceable = new Set<string>();
  readonly withoutCod = new Set<string>();
  /** The next create/adhoc makes the order, then drops the connection before answering. */
  loseNextCreateAnswer = false;
  /** The next assign/awb assigns the AWB, then drops the connection before answering. */
  loseNextAwbAnswer = false;
  /** The next label call answers label_created 0 (a label step failing). */
  failNextLabel = false;
  /** The next assign/awb answers awb_assign_status 0 with this reason. */
  failNextAwb: string | null = null;
  /** The account's pickup addresses (Settings → Pickup Addresses), as settings/company/pickup lists them. */
  readonly pickupAddresses: { pickup_location: string; pin_code: string }[] = [
    { pickup_location: 'Primary', pin_code: '110001' },
  ];
  private tokens = new Set<string>();
  private server: Server | undefined;
  private nextId = 400_000_000;
  private nextAwb = 19_041_424_751_000;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v1/external`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Every token handed out so far stops working (Shiprocket's tokens last 10 days). */
  expireTokens(): void {
    this.tokens.clear();
  }

  order(channelOrderId: string): FakeShiprocketOrder | undefined {
    return this.orders.find((o) => o.channel_order_id === channelOrderId);
  }

  calls(path: string): FakeShiprocketRequest[] {
    return this.requests.filter((r) => r.path.startsWith(path));
  }

  /**
   * A courier's scan: recorded on the shipment, and the webhook body Shiprocket would send for it. An
   * UNDELIVERED (21) scan raises an NDR with `reason`; a CANCELED (8) one is the seller cancelling in the panel.
   */
  scan(
    awb: string,
    statusId: number,
    at = new Date(),
    location = 'Bengaluru_Hub (Karnataka)',
    reason = 'Customer not available',
  ) {
    const order = this.orders.find((o) => o.awb === awb);
    const label = SHIPROCKET_STATUS_LABELS[statusId] ?? 'IN TRANSIT';
    if (order && statusId === 21)
      order.ndr = { reason, attempts: (order.ndr?.attempts ?? 0) + 1, raisedAt: srDate(at) };
    if (order && statusId === 8) order.cancelled = true;
    const entry = {
      date: srDate(at),
      status: `X-${statusId}`,
      activity: statusId === 21 ? `${label} - ${reason}` : `${label} - scanned`,
      location,
      'sr-status': String(statusId),
      'sr-status-label': label,
    };
    if (order) {
      order.scans.push(entry);
      order.statusId = statusId;
    }
    return {
      awb,
      courier_name: order?.courierName ?? 'Delhivery',
      current_status: label,
      current_status_id: statusId,
      shipment_status: label,
      shipment_status_id: statusId,
      current_timestamp: webhookDate(at),
      order_id: order?.channel_order_id ?? 'unknown',
      sr_order_id: order?.id ?? 0,
      awb_assigned_date: srDate(at),
      pickup_scheduled_date: srDate(at),
      etd: srDate(at),
      scans: order ? [...order.scans] : [entry],
      is_return: 0,
      channel_id: 3422553,
      pod_status: 'OTP Based Delivery',
      pod: 'Not Available',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/v1\/external/, '');
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized = token !== undefined && this.tokens.has(token);
    this.requests.push({ method: req.method ?? '', path, query: url.search, authorized, body });

    if (req.method === 'POST' && path === '/auth/login')
      return this.login(res, body as Record<string, string>);
    if (req.method === 'GET' && path.startsWith('/labels/')) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.4\n% fake label\n%%EOF\n');
    }
    // Not Shiprocket's: lets an end-to-end test, in another process than the fake, fail the next AWB.
    if (req.method === 'POST' && path === '/__fake/fail-next-awb') {
      this.failNextAwb = String((body as { reason?: unknown })?.reason ?? 'No courier available');
      return send(res, 200, { ok: true });
    }
    // Not Shiprocket's either: a courier's scan staged from an end-to-end test; answers the webhook body to send.
    if (req.method === 'POST' && path === '/__fake/scan') {
      const scan = body as { awb?: string; statusId?: number; reason?: string };
      const at = new Date();
      return send(
        res,
        200,
        this.scan(String(scan?.awb), Number(scan?.statusId), at, 'Koramangala (Karnataka)', scan?.reason),
      );
    }
    if (!authorized) return send(res, 401, { message: 'Token has expired', status_code: 401 });

    if (req.method === 'POST' && path === '/orders/create/adhoc')
      return this.create(req, res, body as Record<string, unknown>);
    if (req.method === 'POST' && path === '/orders/cancel')
      return this.cancel(res, body as { ids?: number[] });
    if (req.method === 'GET' && path === '/orders')
      return this.search(res, url.searchParams.get('search') ?? '');
    if (req.method === 'GET' && path === '/courier/serviceability')
      return this.serviceability(res, url.searchParams);
    if (req.method === 'GET' && path === '/settings/company/pickup') return this.pickupList(res);
    if (req.method === 'POST' && path === '/courier/assign/awb')
      return this.assignAwb(res, body as Record<string, number>);
    if (req.method === 'POST' && path === '/courier/generate/pickup')
      return this.pickup(res, body as { shipment_id: number[] });
    if (req.method === 'POST' && path === '/courier/generate/label')
      return this.label(res, body as { shipment_id: number[] });
    if (req.method === 'POST' && path === '/manifests/generate')
      return this.manifest(res, body as { shipment_id?: number[] });
    if (req.method === 'POST' && path === '/orders/address/update')
      return this.updateAddress(res, body as Record<string, unknown>);
    const ndrAction = /^\/ndr\/([^/]+)\/action$/.exec(path);
    if (req.method === 'POST' && ndrAction)
      return this.actOnNdr(res, decodeURIComponent(ndrAction[1] ?? ''), body as Record<string, unknown>);
    const ndr = /^\/ndr\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && ndr && ndr[1] !== 'all')
      return this.ndr(res, decodeURIComponent(ndr[1] ?? ''));
    const track = /^\/courier\/track\/awb\/(.+)$/.exec(path);
    if (req.method === 'GET' && track) return this.track(res, decodeURIComponent(track[1] ?? ''));
    send(res, 404, { message: 'Not found', status_code: 404 });
  }

  private login(res: ServerResponse, body: Record<string, string> | undefined) {
    if (body?.email !== this.email || body.password !== this.password)
      return send(res, 400, { message: 'Invalid email and password combination', status_code: 400 });
    this.logins += 1;
    const token = randomBytes(24).toString('base64url');
    this.tokens.add(token);
    send(res, 200, {
      id: 1234567,
      first_name: 'API',
      last_name: 'User',
      email: this.email,
      company_id: 25149,
      token,
    });
  }

  private create(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    const missing = [
      'order_id',
      'order_date',
      'pickup_location',
      'billing_customer_name',
      'billing_pincode',
      'order_items',
      'payment_method',
      'sub_total',
      'length',
      'breadth',
      'height',
      'weight',
    ].filter((key) => body?.[key] === undefined || body[key] === '');
    if (missing.length)
      return send(res, 422, {
        message: 'Oops! Invalid Data.',
        errors: Object.fromEntries(
          missing.map((key) => [key, [`The ${key.replaceAll('_', ' ')} field is required.`]]),
        ),
        status_code: 422,
      });
    // Its documented limits: "Billing address city. Max char: 30", "Primary address… Min char: 3".
    const tooLong: Record<string, string[]> = {};
    if (String(body.billing_city ?? '').length > 30)
      tooLong.billing_city = ['The billing city may not be greater than 30 characters.'];
    if (String(body.billing_address ?? '').length < 3)
      tooLong.billing_address = ['The billing address must be at least 3 characters.'];
    if (Object.keys(tooLong).length)
      return send(res, 422, { message: 'Oops! Invalid Data.', errors: tooLong, status_code: 422 });
    if (this.order(String(body.order_id)))
      return send(res, 422, { message: 'Order Id already exists', status_code: 422 });
    const order: FakeShiprocketOrder = {
      id: this.nextId++,
      channel_order_id: String(body.order_id),
      shipmentId: this.nextId++,
      body,
      ndrActions: [],
      awb: null,
      courierId: null,
      courierName: null,
      pickupRequested: false,
      scans: [],
      statusId: 1,
    };
    this.orders.push(order);
    if (this.loseNextCreateAnswer) {
      this.loseNextCreateAnswer = false;
      req.socket.destroy();
      return;
    }
    send(res, 200, {
      order_id: order.id,
      shipment_id: order.shipmentId,
      status: 'NEW',
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: '',
      courier_company_id: '',
      courier_name: '',
    });
  }

  /** Its description: 204 on success, 422 without ids; an order the courier already holds is not cancelled. */
  private cancel(res: ServerResponse, body: { ids?: number[] }) {
    if (!Array.isArray(body?.ids) || !body.ids.length)
      return send(res, 422, {
        message: 'Required field missing',
        errors: { ids: ['The ids field is required.'] },
        status_code: 422,
      });
    const ids = body.ids.map(Number);
    const found = this.orders.filter((o) => ids.includes(o.id));
    if (!found.length)
      return send(res, 500, { message: 'Trying to get property of non-object', status_code: 500 });
    const held = found.find((o) => PICKED_UP.has(o.statusId));
    if (held)
      return send(res, 400, {
        message: `Order ${held.id} cannot be cancelled: the shipment has been picked up`,
        status_code: 400,
      });
    for (const order of found) {
      order.cancelled = true;
      order.statusId = 8;
    }
    res.writeHead(204);
    res.end();
  }

  private manifest(res: ServerResponse, body: { shipment_id?: number[] }) {
    const ids = (body?.shipment_id ?? []).map(Number);
    const found = this.orders.filter((o) => ids.includes(o.shipmentId) && o.awb && o.pickupRequested);
    if (!found.length) return send(res, 200, { status: 1, manifest_url: '' });
    const already = found.filter((o) => o.manifested).map((o) => o.shipmentId);
    if (already.length)
      return send(res, 400, {
        message: 'Manifest already generated for some shipment_ids, Please try again after removin them',
        status_code: 400,
        already_manifested_shipment_ids: already,
      });
    for (const order of found) order.manifested = true;
    send(res, 200, { status: 1, manifest_url: `${this.url}/labels/manifest-${ids.join('-')}.pdf` });
  }

  private updateAddress(res: ServerResponse, body: Record<string, unknown>) {
    const order = this.orders.find((o) => o.id === Number(body?.order_id));
    if (!order)
      return send(res, 422, {
        message: 'Oops! Invalid Data.',
        errors: { order_id: ['The selected order id is invalid.'] },
        status_code: 422,
      });
    const required = [
      'shipping_customer_name',
      'shipping_phone',
      'shipping_address',
      'shipping_city',
      'shipping_state',
      'shipping_country',
      'shipping_pincode',
    ].filter((key) => body[key] === undefined || body[key] === '');
    if (required.length)
      return send(res, 422, {
        message: 'Oops! Invalid Data.',
        errors: Object.fromEntries(
          required.map((key) => [key, [`The ${key.replaceAll('_', ' ')} field is required.`]]),
        ),
        status_code: 422,
      });
    order.body = { ...order.body, ...body };
    res.writeHead(202);
    res.end();
  }

  private ndr(res: ServerResponse, awb: string) {
    const order = this.orders.find((o) => o.awb === awb && o.ndr);
    if (!order?.ndr) return send(res, 404, { message: 'No NDR found for this AWB', status_code: 404 });
    send(res, 200, {
      data: [
        {
          id: order.id,
          shipment_id: order.shipmentId,
          status: 'UNDELIVERED',
          status_code: 36,
          reason: order.ndr.reason,
          attempts: order.ndr.attempts,
          ndr_raised_at: order.ndr.raisedAt,
          courier: order.courierName,
          awb_code: awb,
          history: order.ndrActions.map((a, i) => ({
            id: i + 1,
            ndr_reason: order.ndr?.reason,
            comment: a.comments,
          })),
        },
      ],
      meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} } },
    });
  }

  /** `POST /ndr/{awb}/action` with `action` (re-attempt or return) and `comments`, both required. */
  private actOnNdr(res: ServerResponse, awb: string, body: Record<string, unknown>) {
    const order = this.orders.find((o) => o.awb === awb);
    const action = body?.action;
    if (typeof action !== 'string' || typeof body?.comments !== 'string')
      return send(res, 422, {
        message: 'Oops! Invalid Data.',
        errors: { action: ['The action and comments fields are required.'] },
        status_code: 422,
      });
    if (!order?.ndr || !['re-attempt', 'return'].includes(action))
      return send(res, 400, { message: 'Invalid AWB or action', status_code: 400 });
    order.ndrActions.push({ action, comments: body.comments });
    if (action === 'return') order.statusId = 9;
    send(res, 202, { status: 'Data Updated Sucessfully' });
  }

  private search(res: ServerResponse, search: string) {
    const found = this.orders.filter((o) => o.channel_order_id === search && !o.cancelled);
    send(res, 200, {
      data: found.map((o) => ({
        id: o.id,
        channel_order_id: o.channel_order_id,
        status: o.awb ? 'READY TO SHIP' : 'NEW',
        status_code: o.awb ? 3 : 1,
        shipments: [
          {
            id: o.shipmentId,
            awb: o.awb ?? '',
            courier: o.courierName ?? '',
            pickup_scheduled_date: o.pickupRequested ? srDate(new Date()) : null,
          },
        ],
      })),
      meta: {
        pagination: {
          total: found.length,
          count: found.length,
          per_page: 15,
          current_page: 1,
          total_pages: 1,
        },
      },
    });
  }

  private pickupList(res: ServerResponse) {
    send(res, 200, {
      data: {
        shipping_address: this.pickupAddresses.map((a, i) => ({
          id: 1_000 + i,
          pickup_location: a.pickup_location,
          address: '12 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pin_code: a.pin_code,
          phone: '9876543210',
          status: 2,
        })),
        allow_more: '1',
        is_blackbox_seller: false,
      },
    });
  }

  private serviceability(res: ServerResponse, query: URLSearchParams) {
    if (this.down) return send(res, 500, { message: 'Something went wrong', status_code: 500 });
    const pin = query.get('delivery_postcode') ?? '';
    // Its documented answer when no courier serves the pair: `{ status: 404, message }`, no data.
    if (!/^[1-9]\d{5}$/.test(pin) || this.unserviceable.has(pin))
      return send(res, 200, { status: 404, message: `Delivery postcode ${pin} is not serviceable` });
    // Asked for cash on delivery, Shiprocket lists only the couriers that collect cash.
    const wantsCod = query.get('cod') === '1';
    const couriers = FAKE_COURIERS.filter(
      (c) => (!this.withoutCod.has(pin) || c.cod === 0) && (!wantsCod || c.cod === 1),
    );
    send(res, 200, {
      status: 200,
      data: {
        available_courier_companies: couriers,
        recommended_courier_company_id: couriers[0]?.courier_company_id,
      },
    });
  }

  private assignAwb(res: ServerResponse, body: Record<string, number>) {
    const order = this.orders.find((o) => o.shipmentId === Number(body?.shipment_id));
    if (!order) return send(res, 400, { message: 'Invalid shipment id', status_code: 400 });
    if (this.failNextAwb) {
      const reason = this.failNextAwb;
      this.failNextAwb = null;
      return send(res, 200, { awb_assign_status: 0, response: { data: { awb_assign_error: reason } } });
    }
    if (order.awb) return send(res, 400, { message: 'AWB is already assigned', status_code: 400 });
    const loseAnswer = this.loseNextAwbAnswer;
    this.loseNextAwbAnswer = false;
    const courier =
      FAKE_COURIERS.find((c) => c.courier_company_id === Number(body.courier_id)) ?? FAKE_COURIERS[0];
    order.awb = String(this.nextAwb++);
    order.courierId = courier?.courier_company_id ?? 0;
    order.courierName = courier?.courier_name ?? '';
    order.statusId = 1;
    if (loseAnswer) {
      res.socket?.destroy();
      return;
    }
    send(res, 200, {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: order.courierId,
          awb_code: order.awb,
          cod: order.body.payment_method === 'COD' ? 1 : 0,
          order_id: order.id,
          shipment_id: order.shipmentId,
          awb_code_status: 1,
          applied_weight: order.body.weight,
          courier_name: order.courierName,
        },
      },
    });
  }

  private pickup(res: ServerResponse, body: { shipment_id: number[] }) {
    const order = this.orders.find((o) => o.shipmentId === Number(body?.shipment_id?.[0]));
    if (!order?.awb)
      return send(res, 400, { message: 'Please assign AWB before generating pickup', status_code: 400 });
    order.pickupRequested = true;
    send(res, 200, {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: srDate(new Date()),
        pickup_token_number: `Reference No: ${order.shipmentId}`,
        status: 3,
        data: `Pickup is confirmed by ${order.courierName} For AWB :- ${order.awb}`,
      },
    });
  }

  private label(res: ServerResponse, body: { shipment_id: number[] }) {
    const ids = (body?.shipment_id ?? []).map(Number);
    const known = ids.filter((sid) => this.orders.some((o) => o.shipmentId === sid && o.awb));
    const failing = this.failNextLabel;
    this.failNextLabel = false;
    if (!known.length || failing)
      return send(res, 200, { label_created: 0, label_url: '', not_created: ids, response: '' });
    send(res, 200, {
      label_created: 1,
      label_url: `${this.url}/labels/${known.join('-')}.pdf`,
      response: 'Label has been created and uploaded successfully!',
      not_created: ids.filter((sid) => !known.includes(sid)),
    });
  }

  private track(res: ServerResponse, awb: string) {
    if (this.down) return send(res, 500, { message: 'Something went wrong', status_code: 500 });
    const order = this.orders.find((o) => o.awb === awb);
    if (!order?.scans.length)
      return send(res, 200, {
        tracking_data: {
          track_status: 0,
          error:
            'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
        },
      });
    send(res, 200, {
      tracking_data: {
        track_status: 1,
        shipment_status: order.statusId,
        shipment_track: [
          {
            awb_code: awb,
            courier_company_id: order.courierId,
            current_status: SHIPROCKET_STATUS_LABELS[order.statusId] ?? 'AWB ASSIGNED',
          },
        ],
        shipment_track_activities: [...order.scans].reverse(),
        track_url: `https://shiprocket.co/tracking/${awb}`,
        etd: srDate(new Date()),
      },
    });
  }
}
