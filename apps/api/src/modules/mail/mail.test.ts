import { type AddressInfo, createServer, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { useMailingApp } from '../../../test/helpers/mailing-app.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, createProduct, placeOrder, type TestProduct } from '../../../test/helpers/shop.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox, users } from '../../db/schema/index.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: TestUser;
let product: TestProduct;
let ip = 0;

useMailingApp((started) => ({ t, smtp } = started), { MAIL_FROM: 'MoonMade <hello@moonmade.in>' });
beforeAll(async () => {
  admin = await createUser(t, { role: 'admin' });
  product = await createProduct(t, { title: 'Crescent <b>Ring</b>', sizes: { s: 100 } });
});

/** Signs up `firstName lastName <email>` (with a good password) from an address of its own. */
const signup = (firstName: string, lastName: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { firstName, lastName, email, password: 'a-good-password' },
    remoteAddress: `10.9.0.${++ip}`,
  });

const move = (id: string, path: string, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/${path}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  } as never);

describe('mail through the outbox and SMTP', () => {
  it('sends the welcome mail on sign-up, from MAIL_FROM, with text and HTML', async () => {
    const res = await signup('Meera', 'Iyer', 'meera@example.com');
    expect(res.statusCode).toBe(201);
    // Sign-up mails the welcome and the email confirmation (S72); this test reads the welcome.
    const mails = await smtp.waitForMailsTo('meera@example.com', 2);
    const mail = mails.find((m) => m.parsed.subject === 'Welcome to MoonMade');
    expect(mail?.envelopeTo).toEqual(['meera@example.com']);
    expect(mail?.parsed.from?.text).toContain('hello@moonmade.in');
    expect(mail?.parsed.subject).toBe('Welcome to MoonMade');
    expect(mail?.parsed.text).toContain('Welcome, Meera');
    expect(mail?.parsed.html).toContain('href="https://shop.example.in"');
    // The row is marked sent just after the SMTP server has taken the mail.
    await t.app.mailSender?.idle();
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'meera@example.com'), eq(outbox.subject, 'Welcome to MoonMade')));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('mails the customer at every step: placed, shipped with tracking, out for delivery, delivered', async () => {
    const customer = await createUser(t, { firstName: 'Asha' });
    const order = await placeOrder(t, customer, [{ productId: product.id, size: 's', quantity: 2 }]);
    await payOrder(t, customer, order._id);
    const [placed] = await smtp.waitForMailsTo(customer.email, 1);
    const number = `#${order._id.slice(-8).toUpperCase()}`;
    expect(placed?.envelopeTo).toEqual([customer.email]);
    expect(placed?.parsed.subject).toBe(`Your MoonMade order ${number} is placed`);
    expect(placed?.parsed.text).toContain('Crescent <b>Ring</b> (size S, x 2): ₹1,600');
    expect(placed?.parsed.html).toContain('Crescent &lt;b&gt;Ring&lt;/b&gt;');
    expect(placed?.parsed.html).toContain(`https://shop.example.in/account/order/${order._id}`);

    const tracking = {
      courier: 'Blue Dart',
      trackingNumber: 'BD-1',
      trackingUrl: 'https://bluedart.com/t?n=BD-1&x=1',
    };
    expect((await move(order._id, 'ship', tracking)).statusCode).toBe(200);
    const shipped = (await smtp.waitForMailsTo(customer.email, 2))[1];
    expect(shipped?.parsed.subject).toBe(`Your MoonMade order ${number} has shipped`);
    expect(shipped?.parsed.text).toContain('Courier: Blue Dart');
    expect(shipped?.parsed.text).toContain('Tracking number: BD-1');
    expect(shipped?.parsed.html).toContain('href="https://bluedart.com/t?n&#x3D;BD-1&amp;x&#x3D;1"');

    expect((await move(order._id, 'out-for-delivery')).statusCode).toBe(200);
    expect((await move(order._id, 'deliver')).statusCode).toBe(200);
    const [, , out, delivered] = await smtp.waitForMailsTo(customer.email, 4);
    expect(out?.parsed.subject).toBe(`Your MoonMade order ${number} is out for delivery`);
    expect(delivered?.parsed.subject).toBe(`Your MoonMade order ${number} is delivered`);
    expect(delivered?.parsed.text).toContain(
      `Write a review: https://shop.example.in/account/order/${order._id}`,
    );
  });

  it('shows the coupon in the order mail, so its lines add up to its total, in the one money format', async () => {
    const customer = await createUser(t, { firstName: 'Ira' });
    const piece = await createProduct(t, {
      title: 'Moon Hoops',
      price: 1500,
      discountedPrice: 1147,
      sizes: { m: 5 },
    });
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    await addToCart(t, customer, piece.id, 'm', 1);
    expect((await applyCoupon(t, customer, coupon.code)).statusCode).toBe(200);
    // The order of the cart as it stands, coupon applied (placeOrder fails unless it answers 201).
    const order = await placeOrder(t, customer, []);
    expect(order.totalPayable).toBe(1032.3);
    await payOrder(t, customer, order._id);
    const [placed] = await smtp.waitForMailsTo(customer.email, 1);
    expect(placed?.parsed.text).toContain('Moon Hoops (size M, x 1): ₹1,147\n');
    expect(placed?.parsed.text).toContain(`Coupon ${coupon.code}: −₹114.70\nTotal: ₹1,032.30`);
    expect(placed?.parsed.html).toContain('−₹114.70');
  });

  it('mails a cancelled paid order, and nothing for an unpaid one', async () => {
    const customer = await createUser(t);
    const unpaid = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    const before = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect((await move(unpaid._id, 'cancel')).statusCode).toBe(200);
    const paid = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    await payOrder(t, customer, paid._id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${paid._id}/cancel`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    // The cancelled and refunded mails go out in either order: the refund is sent after the cancel commits.
    const subjects = (await smtp.waitForMailsTo(customer.email, 3)).map((mail) => mail.parsed.subject);
    expect(subjects.filter((subject) => /is cancelled$/.test(subject ?? ''))).toHaveLength(1);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    // placed + cancelled + refunded (the simulated gateway refunds at once) of the paid order; nothing for
    // the unpaid one
    expect(rows.length - before.length).toBe(3);
    expect(rows.filter((row) => /refund of/.test(row.subject))).toHaveLength(1);
  });

  it('S44 a name with CR/LF cannot add headers or recipients, and is escaped in HTML', async () => {
    const evil = 'Eve\r\nBcc: thief@evil.example\r\nSubject: hacked <script>alert(1)</script>';
    const customer = await createUser(t, { firstName: evil });
    const order = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    await payOrder(t, customer, order._id);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    expect(mail?.envelopeTo).toEqual([customer.email]);
    expect(mail?.parsed.bcc).toBeUndefined();
    expect(mail?.parsed.headers.get('bcc')).toBeUndefined();
    expect(mail?.parsed.subject).toMatch(/^Your MoonMade order #\w{8} is placed$/);
    const headers = mail?.raw.split('\r\n\r\n')[0] ?? '';
    expect(headers).toMatch(/^Subject:/im);
    expect(headers).not.toMatch(/^(Bcc|Subject: hacked)/im);
    expect(mail?.parsed.html).not.toContain('<script>');
    expect(mail?.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('S44 a sign-up name with CR/LF adds no recipient', async () => {
    const res = await signup('Ann\r\nTo: victim@evil.example', 'Lee', 'ann@example.com');
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitForMailsTo('ann@example.com', 1);
    expect(smtp.received.filter((m) => m.envelopeTo.includes('victim@evil.example'))).toHaveLength(0);
    expect(mail?.envelopeTo).toEqual(['ann@example.com']);
    expect(mail?.parsed.to).toMatchObject({ text: 'ann@example.com' });
  });

  it('S44 with SMTP down, mails wait in the outbox, the request does not wait, and they go out when it returns', async () => {
    await smtp.stop();
    const started = Date.now();
    const res = await signup('Kavya', 'Rao', 'kavya@example.com');
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    await t.app.mailSender?.idle();
    const waitForFailure = async () => {
      for (let i = 0; i < 100; i++) {
        const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'kavya@example.com'));
        if (row?.lastError) return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the send was never tried');
    };
    const failed = await waitForFailure();
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: a run now sends nothing.
    await smtp.start();
    await t.app.mailSender?.sendDue(new Date());
    expect(smtp.received.filter((m) => m.envelopeTo.includes('kavya@example.com'))).toHaveLength(0);

    // The background job's run once the backoff has passed.
    await t.app.mailSender?.sendDue(new Date(Date.now() + 2 * 60_000));
    // The welcome and the email confirmation (S72) both wait out the outage and both go.
    const mails = await smtp.waitForMailsTo('kavya@example.com', 2);
    expect(mails.map((m) => m.parsed.subject)).toContain('Welcome to MoonMade');
    const sent = await t.db.select().from(outbox).where(eq(outbox.to, 'kavya@example.com'));
    expect(sent).toEqual([
      expect.objectContaining({ status: 'SENT', attempts: 2 }),
      expect.objectContaining({ status: 'SENT', attempts: 2 }),
    ]);
  });

  it('rolls back the mail with its event: a failed sign-up queues nothing', async () => {
    const res = await signup('Meera', 'Again', 'MEERA@example.com');
    expect(res.statusCode).toBe(409);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, 'MEERA@example.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('the admin outbox', () => {
  it('lists mails newest first, paged, with their status; only for admins', async () => {
    const res = await clientOf(t, admin).get('/api/admin/outbox?pageNumber=0&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toHaveLength(2);
    expect(body.totalElements).toBeGreaterThan(5);
    expect(body.content[0]).toMatchObject({ status: expect.any(String), to: expect.any(String) });
    expect(Date.parse(body.content[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(body.content[1].createdAt),
    );
    const customer = await createUser(t);
    const refused = await clientOf(t, customer).get('/api/admin/outbox');
    expect(refused.statusCode).toBe(403);
    const [someone] = await t.db.select({ email: users.email }).from(users);
    expect(someone).toBeDefined();
  });
});

describe('without SMTP_URL', () => {
  it('keeps mail in the outbox, readable by the admin', async () => {
    const plain = await buildTestApp({ template: 'empty' });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: {
          firstName: 'Nila',
          lastName: 'Das',
          email: 'nila@example.com',
          password: 'a-good-password',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(plain.app.mailSender).toBeUndefined();
      const boss = await createUser(plain, { role: 'admin' });
      const list = await plain.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: boss.headers });
      expect(list.json().content).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            to: 'nila@example.com',
            subject: 'Welcome to MoonMade',
            status: 'PENDING',
            attempts: 0,
          }),
          expect.objectContaining({ to: 'nila@example.com', subject: 'Confirm your email for MoonMade' }),
        ]),
      );
      expect(list.json().content).toHaveLength(2);
      const welcome = list
        .json()
        .content.find((m: { subject: string }) => m.subject === 'Welcome to MoonMade');
      expect(welcome.html).toContain('Welcome, Nila');
    } finally {
      await plain.close();
    }
  });
});

describe('with an SMTP server that never answers', () => {
  it('S44 the request does not wait: it answers while the sender is still waiting for the greeting', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const hung = await buildTestApp({ template: 'empty', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const started = Date.now();
      const res = await hung.app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: {
          firstName: 'Ravi',
          lastName: 'Nair',
          email: 'ravi@example.com',
          password: 'a-good-password',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      // The sender has connected and is still waiting for the server's greeting.
      await expect.poll(() => sockets.size, { timeout: 5000 }).toBeGreaterThan(0);
      const [row] = await hung.db.select().from(outbox).where(eq(outbox.to, 'ravi@example.com'));
      expect(row).toMatchObject({ status: 'PENDING', sentAt: null });
    } finally {
      for (const socket of sockets) socket.destroy();
      await hung.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
