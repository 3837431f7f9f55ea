import { describe, expect, it } from 'vitest';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import {
  ADDRESS,
  addToCart,
  apiCall,
  axeViolations,
  browserForTests,
  noViolationsAt,
  openReturnForm,
  openSession,
  paymentResultQuery,
  payOrder,
  placeOrder,
  signUp,
} from './support.ts';

const browser = browserForTests();
const shopAdmin = adminForTests();

interface ReturnReply {
  _id: string;
  replacementOrderId?: string | null;
}

/** A ring in size 6 bought, paid and delivered to a new customer, all through the API. */
async function deliveredRing(label: string) {
  const ring = await createTestProduct(shopAdmin.jwt, `Exchange ring ${label}`, { '6': 5, '7': 5 });
  const user = await signUp(label);
  await addToCart(user.jwt, ring._id, '6');
  const order = await placeOrder(user.jwt, ADDRESS);
  const query = paymentResultQuery(order._id, await payOrder(order._id, user.jwt));
  await apiCall(`/api/payments?${query}`, { jwt: user.jwt });
  await apiCall(`/api/admin/orders/${order._id}/deliver`, { method: 'PUT', jwt: shopAdmin.jwt });
  return { ring, user, orderId: order._id };
}

describe('a shopper exchanges a ring size, then pays part of an order with store credit', () => {
  for (const width of [1440, 390]) {
    it(`at ${width} px`, async () => {
      const { ring, user, orderId } = await deliveredRing(`exchange-${width}`);
      const session = await openSession(browser(), { width, jwt: user.jwt });
      const { page } = session;

      // The exchange: another size of the same ring, asked for on the order page.
      const form = await openReturnForm(page, orderId);
      await form.getByRole('combobox', { name: 'Refund or exchange' }).click();
      await page.getByRole('option', { name: 'Exchange for size 7' }).click();
      await form.getByLabel('Why are you returning them?').fill('Size 6 is too tight');
      await form.getByRole('button', { name: 'Request exchange' }).click();
      await page.getByText('→ exchange for size 7').waitFor();
      await page.getByLabel('Exchange steps').getByText('Size held for you').waitFor();

      // The owner approves and receives it: the new size ships as a ₹0 order.
      const [ret] = await apiCall<ReturnReply[]>(`/api/orders/${orderId}/returns`, { jwt: user.jwt });
      await apiCall(`/api/admin/returns/${ret?._id}/approve`, { method: 'PUT', jwt: shopAdmin.jwt });
      const received = await apiCall<ReturnReply>(`/api/admin/returns/${ret?._id}/receive`, {
        method: 'PUT',
        jwt: shopAdmin.jwt,
      });
      expect(received.replacementOrderId).toEqual(expect.any(String));
      await page.reload();
      await page.getByRole('link', { name: 'its own order (₹0 to pay)' }).click();
      await page.waitForURL(`**/account/order/${received.replacementOrderId}`);

      // Later: goodwill credit from the owner pays part of a new order.
      await apiCall(`/api/admin/customers/${(await me(user.jwt)).id}/store-credit`, {
        method: 'POST',
        jwt: shopAdmin.jwt,
        body: { amount: 300, reason: 'Thank you for your patience' },
      });
      await addToCart(user.jwt, ring._id, '7');
      await page.goto('/cart');
      await page.getByRole('checkbox', { name: 'Use my store credit (₹300)' }).click();
      const prices = page.getByRole('region', { name: 'PRICE DETAILS' });
      await prices.getByText('Paid by store credit').waitFor();
      await prices.getByText('₹699', { exact: true }).waitFor();
      const order = await placeOrder(user.jwt, ADDRESS);
      await page.goto(`/account/order/${order._id}`);
      await page.getByText('Paid by store credit').first().waitFor();
      const placed = await apiCall<{ storeCredit: number; totalPayable: number }>(
        `/api/orders/${order._id}`,
        {
          jwt: user.jwt,
        },
      );
      expect(placed).toMatchObject({ storeCredit: 300, totalPayable: 699 });
      await page.goto('/account/profile');
      await page.getByTestId('wallet-balance').getByText('₹0').waitFor();
      session.assertNoConsoleErrors();
      await session.context.close();
    });
  }
});

describe("money given back to store credit reads so, on the shopper's and the owner's pages", () => {
  it('a return of an order part-paid by credit shows its shares; an order cancelled to credit reads refunded', async () => {
    const ring = await createTestProduct(shopAdmin.jwt, 'Shares ring', { '6': 5 });
    const user = await signUp('shares');
    await apiCall(`/api/admin/customers/${(await me(user.jwt)).id}/store-credit`, {
      method: 'POST',
      jwt: shopAdmin.jwt,
      body: { amount: 300, reason: 'Thank you for your patience' },
    });
    await addToCart(user.jwt, ring._id, '6');
    await apiCall('/api/cart/store-credit', { method: 'PUT', jwt: user.jwt, body: { use: true } });
    const order = await placeOrder(user.jwt, ADDRESS);
    const query = paymentResultQuery(order._id, await payOrder(order._id, user.jwt));
    await apiCall(`/api/payments?${query}`, { jwt: user.jwt });
    await apiCall(`/api/admin/orders/${order._id}/deliver`, { method: 'PUT', jwt: shopAdmin.jwt });
    const delivered = await apiCall<{ orderItems: { _id: string }[] }>(`/api/orders/${order._id}`, {
      jwt: user.jwt,
    });
    const ret = await apiCall<ReturnReply & { refundShares: { payment: number; storeCredit: number } }>(
      `/api/orders/${order._id}/returns`,
      {
        method: 'POST',
        jwt: user.jwt,
        body: { items: [{ itemId: delivered.orderItems[0]?._id, quantity: 1 }], reason: 'Not for me' },
      },
    );
    expect(ret.refundShares.storeCredit).toBe(300);
    const admin = await openSession(browser(), { width: 1440, jwt: shopAdmin.jwt });
    await admin.page.goto('/admin/returns');
    await admin.page.getByText('₹300 back to store credit').first().waitFor();
    admin.assertNoConsoleErrors();
    await admin.context.close();
    const shopper = await openSession(browser(), { width: 390, jwt: user.jwt });
    await shopper.page.goto(`/account/order/${order._id}`);
    await shopper.page.getByText(/₹300 back to store credit/).waitFor();

    // Another paid order, cancelled with its payment taken as store credit: refunded, to the wallet.
    await addToCart(user.jwt, ring._id, '6');
    const second = await placeOrder(user.jwt, ADDRESS);
    const paid = paymentResultQuery(second._id, await payOrder(second._id, user.jwt));
    await apiCall(`/api/payments?${paid}`, { jwt: user.jwt });
    await apiCall(`/api/orders/${second._id}/cancel`, {
      method: 'PUT',
      jwt: user.jwt,
      body: { payout: { method: 'STORE_CREDIT' } },
    });
    await shopper.page.goto(`/account/order/${second._id}`);
    await shopper.page.getByText('Cancelled and refunded to store credit').waitFor();
    await shopper.page.getByText(/is back in your store credit/).waitFor();
    shopper.assertNoConsoleErrors();
    await shopper.context.close();
  });
});

describe('the gift card page, the wallet and the cart with credit are accessible', () => {
  it('has no serious or critical axe violations at 1440 and 390 px', async () => {
    const { ring, user } = await deliveredRing('wallet-a11y');
    await apiCall(`/api/admin/customers/${(await me(user.jwt)).id}/store-credit`, {
      method: 'POST',
      jwt: shopAdmin.jwt,
      body: { amount: 100, reason: 'Welcome back' },
    });
    await addToCart(user.jwt, ring._id, '7');
    const results: Record<string, string[]> = {};
    for (const width of [1440, 390]) {
      const session = await openSession(browser(), { width, jwt: user.jwt, bypassCsp: true });
      const { page } = session;
      await page.goto('/gift-cards');
      await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();
      results[`gift cards ${width}`] = await axeViolations(page);
      await page.goto('/cart');
      await page.getByRole('checkbox', { name: /store credit/ }).waitFor();
      results[`cart ${width}`] = await axeViolations(page);
      await page.goto('/account/profile');
      await page.getByTestId('wallet-balance').waitFor();
      results[`wallet ${width}`] = await axeViolations(page);
      await session.context.close();
    }
    expect(results).toEqual(noViolationsAt(['gift cards', 'cart', 'wallet'], [1440, 390]));
  });
});

async function me(jwt: string) {
  return apiCall<{ id: string; _id?: string }>('/api/users/profile', { jwt });
}
