import { orderNumber } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { codConfirmLink } from './cod-confirm.ts';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import { ADDRESS, addToCart, apiCall, browserForTests, openSession, placeOrder, signUp } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

const ship = (orderId: string) =>
  apiCall<{ orderStatus: string }>(`/api/admin/orders/${orderId}/ship`, {
    method: 'PUT',
    jwt: admin.jwt,
    body: { courier: 'India Post', trackingNumber: 'EE123456789IN' },
  });

describe('cash on delivery confirmed from the mail', () => {
  it('a shopper pays cash on delivery, the admin cannot ship it until the shopper confirms it from the mailed link', async () => {
    const product = await createTestProduct(admin.jwt, `Confirm Ring ${Date.now().toString(36)}`, { '7': 5 });
    const shopper = await signUp('cod-confirm');
    await addToCart(shopper.jwt, product._id, '7');
    const order = await placeOrder(shopper.jwt, { ...ADDRESS, phoneNumber: '9000054321' });
    const number = orderNumber(order._id);

    const session = await openSession(browser(), { width: 390, jwt: shopper.jwt });
    await session.page.goto(`/checkout?step=3&order_id=${order._id}`);
    await session.page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await session.page.getByRole('button', { name: 'Place Your Order' }).click();
    await session.page.waitForURL(`**/order-placed/${order._id}`);
    await session.page.getByRole('heading', { name: 'Order placed' }).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();

    // Not confirmed yet: shipping is refused with the reason.
    await expect(ship(order._id)).rejects.toThrow(/409 .*COD_UNCONFIRMED/);

    // The link from the mail, opened signed out on another device, confirms it with one press.
    const link = await codConfirmLink(shopper.email, number);
    const phone = await openSession(browser(), { width: 390 });
    await phone.page.goto(`${link.pathname}${link.search}`);
    await phone.page.getByRole('heading', { name: 'Confirm your order' }).waitFor();
    await phone.page.getByRole('button', { name: 'Confirm my order' }).click();
    await phone.page
      .getByRole('status')
      .getByText(`order ${number} is confirmed`, { exact: false })
      .waitFor();
    await phone.page.screenshot({ path: process.env.E2E_COD_SHOT ?? '/tmp/cod-confirm.png' });
    phone.assertNoConsoleErrors();
    await phone.context.close();

    expect((await ship(order._id)).orderStatus).toBe('SHIPPED');
  });
});
