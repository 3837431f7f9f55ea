import { describe, expect, it } from 'vitest';
import { mailTo } from './inbox.ts';
import {
  ADDRESS,
  baseUrl,
  browserForTests,
  inStockProduct,
  openSession,
  paymentResultQuery,
  pressOnGatewayPage,
  uniqueEmail,
} from './support.ts';

const browser = browserForTests();

/** A call of the guest's, carrying only the order's token. */
async function asGuest<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-order-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('guest order page', () => {
  it('S56 a guest pays without an account and reads the order from the link in the mail', async () => {
    const email = uniqueEmail('guest');
    const { product, size } = await inStockProduct();
    const { email: _email, ...address } = ADDRESS;
    const created = await fetch(`${baseUrl()}/api/guest/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        items: [{ productId: product._id, size, quantity: 1 }],
        shippingAddress: address,
      }),
    });
    expect(created.status).toBe(201);
    const { order, orderToken } = (await created.json()) as { order: { _id: string }; orderToken: string };

    const link = await asGuest<{ Payment_link_url: string }>(`/api/payments/${order._id}`, orderToken, {});
    const query = paymentResultQuery(order._id, await pressOnGatewayPage(link.Payment_link_url, 'pay'));
    const paid = await asGuest<{ status: string }>(`/api/payments?${query}`, orderToken);
    expect(paid.status).toBe('PLACED');

    const mail = await mailTo(email, (subject) => subject.includes('placed'));
    const mailed = mail.text.match(/https?:\/\/\S+\/order\/[0-9a-f-]+\?token=[\w-]+/)?.[0];
    expect(mailed).toBe(`${baseUrl()}/order/${order._id}?token=${orderToken}`);

    const { context, page } = await openSession(browser());
    await page.goto(mailed ?? '');
    await page.getByRole('heading', { name: 'Your order' }).waitFor();
    await page.getByText(product.title).first().waitFor();
    await page.getByText('Total Paid').waitFor();
    await page.screenshot({ path: '/tmp/w26g-guest-order.png', fullPage: true });

    await context.close();

    // A wrong token in another browser (one that keeps no token of this order) opens nothing.
    const stranger = await openSession(browser());
    await stranger.page.goto(`/order/${order._id}?token=${orderToken.slice(0, -2)}xx`);
    await stranger.page.getByText('This link does not open an order').waitFor();
    await stranger.context.close();
  });
});
