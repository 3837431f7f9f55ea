import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { guestOrderBody, postGuestOrder } from '../../../test/helpers/guest.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { TEST_JWT_SECRET } from '../../../test/helpers/test-app.ts';
import { orders, outbox } from '../../db/schema/index.ts';
import { revealHiddenToken } from '../mail/hidden-links.ts';
import { hasMarketingConsent } from '../marketing/marketing-mail.ts';

describe('a guest checks out like a customer: gift, marketing consent, cash on delivery confirmed by mail', () => {
  const t = setUpTestApp({
    template: 'empty',
    env: { APP_URL: 'https://shop.example.in', GIFT_WRAP_FEE: '50' },
  });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 900, sizes: { m: 10 } });

  const guestOrder = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await postGuestOrder(t, guestOrderBody(email, [{ productId: ring.id, size: 'M' }], extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order: { _id: string; totalPayable: number }; orderToken: string };
  };

  it('S72 keeps the gift wrap and message; a ticked marketing box stores no consent before the mailed link is followed', async () => {
    const { order } = await guestOrder('gift-guest@example.com', {
      gift: { wrap: true, message: 'Happy birthday, Meera' },
      marketingConsent: true,
    });
    expect(order).toMatchObject({ giftWrap: 50, gift: { wrap: true, message: 'Happy birthday, Meera' } });
    expect(order.totalPayable).toBe(950);
    // Double opt-in: the guest's email is nobody's proven address yet (guest-offers-consent.test.ts).
    expect(await hasMarketingConsent(t.db, 'gift-guest@example.com')).toBe(false);
    await guestOrder('quiet-guest@example.com');
    expect(await hasMarketingConsent(t.db, 'quiet-guest@example.com')).toBe(false);
  });

  it('S56 places cash on delivery with the order token alone; none or another order’s token is refused', async () => {
    const mine = await guestOrder('cod-guest@example.com');
    const other = await guestOrder('someone-else@example.com');
    const cod = (headers: Record<string, string>) => askForCod(t, headers, mine.order._id);
    expect((await cod({})).statusCode).toBe(401);
    expect((await cod({ 'x-order-token': other.orderToken })).statusCode).toBe(404);
    const placed = await cod({ 'x-order-token': mine.orderToken });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ orderStatus: 'PLACED', paymentDetails: { method: 'COD' } });
  });

  it('mails the guest the COD confirmation link; following it lets the admin ship the order', async () => {
    const { order, orderToken } = await guestOrder('confirm-guest@example.com');
    await askForCod(t, { 'x-order-token': orderToken }, order._id);
    const ship = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order._id}/ship`,
        headers: admin.headers,
        payload: { courier: 'India Post', trackingNumber: 'EE1IN' },
      });
    expect((await ship()).json().code).toBe('COD_UNCONFIRMED');

    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order._id), eq(outbox.to, 'confirm-guest@example.com')));
    const mail = mails.find((m) => m.subject.startsWith('Please confirm your cash-on-delivery order'));
    const sent = revealHiddenToken(mail?.text ?? '', TEST_JWT_SECRET, mail?.secretRef ?? '');
    const token = sent.match(/\/cod-confirm\?token=([\w-]+)/)?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod-confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const shipped = await ship();
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('SHIPPED');
  });
});
