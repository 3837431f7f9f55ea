import { describe, expect, it } from 'vitest';
import { apiCall, browserForTests, customerWithOrder, openSession } from './support.ts';

const browser = browserForTests();

interface GiftOrder {
  _id: string;
  orderStatus: string;
  totalPayable: number;
  giftWrap: number;
  gift: { wrap: boolean; message: string | null } | null;
}

describe('gifting at checkout (GIFT_WRAP_FEE ₹99 on the e2e server)', () => {
  it('a shopper chooses gift wrap and writes a message at the summary step; the order keeps both and the wrap line', async () => {
    const { user, orderId } = await customerWithOrder('gift');
    const before = await apiCall<GiftOrder>(`/api/orders/${orderId}`, { jwt: user.jwt });
    expect(before).toMatchObject({ giftWrap: 0, gift: null });

    const session = await openSession(browser(), { width: 390, jwt: user.jwt });
    const { page } = session;
    await page.goto(`/checkout?step=3&order_id=${orderId}`);
    const gift = page.getByRole('form', { name: 'Gift options' });
    await gift.getByText('Is this a gift?').waitFor();
    await gift.getByRole('checkbox', { name: 'Gift wrap (+₹99)' }).click();
    // Wrapping makes the order again with the wrap priced by the server.
    await page.waitForURL((url) => url.searchParams.get('order_id') !== orderId);
    const prices = page.getByRole('region', { name: 'PRICE DETAILS' });
    await prices.getByText('Gift wrap', { exact: true }).waitFor();
    await prices.getByText('₹99', { exact: true }).waitFor();

    const wrappedId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await gift.getByLabel('Gift message').fill('Happy anniversary, Meera. With love, Arjun');
    await gift.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL((url) => url.searchParams.get('order_id') !== wrappedId);
    await gift.getByText('Printed on the packing slip; prices never are. 42/200').waitFor();
    await gift.getByRole('button', { name: /Save message|Saving/ }).waitFor({ state: 'detached' });
    const finalId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await page.screenshot({ path: process.env.E2E_GIFT_SHOT ?? '/tmp/checkout-gift.png', fullPage: true });

    const after = await apiCall<GiftOrder>(`/api/orders/${finalId}`, { jwt: user.jwt });
    expect(after).toMatchObject({
      orderStatus: 'PENDING',
      giftWrap: 99,
      gift: { wrap: true, message: 'Happy anniversary, Meera. With love, Arjun' },
      totalPayable: before.totalPayable + 99,
    });
    expect(await gift.getByRole('checkbox', { name: 'Gift wrap (+₹99)' }).isChecked()).toBe(true);
    // The order the wrap replaced is no longer the customer's to pay.
    const replaced = await apiCall<GiftOrder>(`/api/orders/${orderId}`, { jwt: user.jwt });
    expect(replaced.orderStatus).toBe('CANCELLED');
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
