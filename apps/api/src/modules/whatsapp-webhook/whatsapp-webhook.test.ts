import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import {
  codOrderMessaged,
  codOrderTo,
  flushWhatsapp,
  newPhone,
  setUpWhatsappShop,
} from '../../../test/helpers/whatsapp.ts';
import { orders, outbox, whatsappStops } from '../../db/schema/index.ts';

const { t, fake, admin, product } = setUpWhatsappShop();

const orderRow = async (orderId: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};

/** A customer who agreed, their COD order, and the confirmation message the fake received for it. */
async function codOrderWithMessage(user?: TestUser) {
  return codOrderMessaged(t, fake, product, 'cod_confirm', user);
}

const ship = (orderId: string) =>
  clientOf(t, admin).put(`/api/admin/orders/${orderId}/ship`, {
    courier: 'India Post',
    trackingNumber: 'EE1IN',
  });

describe('the WhatsApp webhook', () => {
  it('S63 answers the verification challenge only with the verify token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook',
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': fake.verifyToken, 'hub.challenge': '1158201444' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook',
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1158201444' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });

  it('S63 refuses an unsigned, wrongly signed or altered webhook with 401, and nothing changes', async () => {
    const { orderId, message } = await codOrderWithMessage();
    const body = fake.buttonReply(message, 0);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const otherSecret = fake.signed(body, 'not-the-app-secret');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', ...otherSecret });
    expect(wrong.statusCode).toBe(401);
    const { payload, headers } = fake.signed(body);
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: payload.replace('Confirm order', 'Confirm ordeR'),
      headers,
    });
    expect(altered.statusCode).toBe(401);
    expect((await orderRow(orderId))?.codConfirmedAt).toBeNull();
    expect((await ship(orderId)).statusCode).toBe(409);
  });

  it('S63 a Confirm tap confirms the COD order as the mailed link does, once; the admin may then ship it', async () => {
    const { orderId, message } = await codOrderWithMessage();
    expect((await ship(orderId)).json().code).toBe('COD_UNCONFIRMED');
    const reply = fake.buttonReply(message, 0);
    const first = await fake.postWebhook(t.app, reply);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcomes).toEqual(['confirmed']);
    const confirmedAt = (await orderRow(orderId))?.codConfirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // Meta delivers again until it gets a 200: the same reply changes nothing.
    const again = await fake.postWebhook(t.app, reply);
    expect(again.json().outcomes).toEqual(['repeated']);
    expect((await orderRow(orderId))?.codConfirmedAt).toEqual(confirmedAt);
    const shipped = await ship(orderId);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().orderStatus).toBe('SHIPPED');
  });

  it('S63 a Cancel tap cancels the COD order and puts its stock back, once', async () => {
    const before = (await stockOf(t, product.id, 's')).size ?? 0;
    const { orderId, message } = await codOrderWithMessage();
    expect((await stockOf(t, product.id, 's')).size).toBe(before - 1);
    const res = await fake.postWebhook(t.app, fake.buttonReply(message, 1));
    expect(res.json().outcomes).toEqual(['cancelled']);
    const row = await orderRow(orderId);
    expect(row?.status).toBe('CANCELLED');
    expect(row?.statusHistory.at(-1)?.reason).toBe('customer');
    expect((await stockOf(t, product.id, 's')).size).toBe(before);
    // A second tap (a new message id) finds nothing to cancel; the stock is not put back twice.
    const second = await fake.postWebhook(t.app, fake.buttonReply(message, 1));
    expect(second.json().outcomes).toEqual(['unchanged']);
    expect((await stockOf(t, product.id, 's')).size).toBe(before);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.channel, 'email')));
    expect(mails.some((m) => m.subject.toLowerCase().includes('cancel'))).toBe(true);
  });

  it('S63 a button reply acts only on the order its message was sent for, and only from its phone', async () => {
    const a = await codOrderWithMessage();
    const b = await codOrderWithMessage();
    // Order A's payload answered under order B's message: refused.
    const crossed = fake.buttonReply({ ...b.message, payloads: a.message.payloads }, 0);
    expect((await fake.postWebhook(t.app, crossed)).json().outcomes).toEqual(['ignored']);
    // Order A's own message, but from another phone: refused.
    const stranger = fake.buttonReply(a.message, 0, `91${newPhone()}`);
    expect((await fake.postWebhook(t.app, stranger)).json().outcomes).toEqual(['ignored']);
    // A message id the shop never sent: refused.
    const unknown = fake.buttonReply({ ...a.message, id: 'wamid.not-ours' }, 0);
    expect((await fake.postWebhook(t.app, unknown)).json().outcomes).toEqual(['ignored']);
    expect((await orderRow(a.orderId))?.codConfirmedAt).toBeNull();
    expect((await orderRow(b.orderId))?.codConfirmedAt).toBeNull();
  });

  it('S63 keeps each status once and never moves it back; the admin outbox shows it', async () => {
    const { message } = await codOrderWithMessage();
    const statusOf = async () => {
      const [row] = await t.db.select().from(outbox).where(eq(outbox.providerMessageId, message.id));
      return row?.deliveryStatus;
    };
    await fake.postWebhook(t.app, fake.statusEvent(message, 'sent'));
    expect(await statusOf()).toBe('sent');
    await fake.postWebhook(t.app, fake.statusEvent(message, 'read'));
    expect(await statusOf()).toBe('read');
    await fake.postWebhook(t.app, fake.statusEvent(message, 'delivered'));
    expect(await statusOf()).toBe('read');
    const list = await clientOf(t, admin).get('/api/admin/outbox?pageSize=50');
    const shown = list
      .json()
      .content.find(
        (m: { subject: string; to: string }) => m.to === message.to && m.subject.includes('cod_confirm'),
      );
    expect(shown).toMatchObject({ channel: 'whatsapp', status: 'SENT', deliveryStatus: 'read' });
  });

  it('a failed status is kept on a message not delivered', async () => {
    const { message } = await codOrderWithMessage();
    await fake.postWebhook(t.app, fake.statusEvent(message, 'failed'));
    const [row] = await t.db.select().from(outbox).where(eq(outbox.providerMessageId, message.id));
    expect(row?.deliveryStatus).toBe('failed');
  });

  it('"STOP" from a phone ends every WhatsApp message to it, whatever the consent says', async () => {
    const customer = await createUser(t);
    const first = await codOrderWithMessage(customer);
    const stop = await fake.postWebhook(t.app, fake.textMessage(`91${first.phone}`, ' stop '));
    expect(stop.json().outcomes).toEqual(['stopped']);
    const stops = await t.db
      .select()
      .from(whatsappStops)
      .where(eq(whatsappStops.phone, `91${first.phone}`));
    expect(stops).toHaveLength(1);
    // Still opted in on the account, but the phone said STOP: the next order to it sends nothing.
    const consent = await clientOf(t, customer).get('/api/users/whatsapp');
    expect(consent.json()).toEqual({ optIn: true });
    const sentBefore = fake.sentTo(`91${first.phone}`).length;
    const orderId = await codOrderTo(t, customer, product, first.phone);
    await flushWhatsapp(t);
    expect(fake.sentTo(`91${first.phone}`)).toHaveLength(sentBefore);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.channel, 'whatsapp')));
    expect(rows).toEqual([]);
  });
});

describe('WhatsApp off (its settings unset)', () => {
  const off = setUpTestApp({ template: 'empty' });
  const boss = setUpUser(off, { role: 'admin' });

  it('S63 refuses every webhook and challenge; the check says what is missing; nothing is queued', async () => {
    const challenge = await off.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook',
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' },
    });
    expect(challenge.statusCode).toBe(403);
    const post = await off.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      ...fake.signed(fake.textMessage('919876543210', 'STOP')),
    });
    expect(post.statusCode).toBe(401);
    const check = await off.app.inject({ method: 'GET', url: '/api/admin/whatsapp', headers: boss.headers });
    expect(check.json().enabled).toBe(false);
    expect(check.json().settings.every((s: { set: boolean }) => !s.set)).toBe(true);
    const rows = await off.db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
    expect(rows).toEqual([]);
  });
});
