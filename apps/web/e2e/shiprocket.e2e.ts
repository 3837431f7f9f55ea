import { fileURLToPath } from 'node:url';
import { orderNumber } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveOrder, orderRow, signInAsAdmin } from './admin-pages.ts';
import { confirmCodByMail } from './cod-confirm.ts';
import { E2E_SHIPROCKET_WEBHOOK_TOKEN } from './shop-config.ts';
import { adminCredentials, type Credentials } from './shop-setup.ts';
import { ADDRESS, apiCall, baseUrl, inStockProduct, launchBrowser, openSession, signUp } from './support.ts';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

let browser: Browser;
let admin: Credentials;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminCredentials();
});
afterAll(async () => {
  await browser?.close();
});

/** Shiprocket's tracking webhook as it sends it (its documented payload), to the shop's URL with the token. */
async function trackingEvent(awb: string, statusId: number, label: string, at: string, scans: object[]) {
  const res = await fetch(`${baseUrl()}/api/shipping/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': E2E_SHIPROCKET_WEBHOOK_TOKEN },
    body: JSON.stringify({
      awb,
      courier_name: 'Delhivery',
      current_status: label,
      current_status_id: statusId,
      shipment_status: label,
      shipment_status_id: statusId,
      current_timestamp: at,
      scans,
      is_return: 0,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { outcome: string };
}

describe('shipping through Shiprocket', () => {
  it('the admin books a confirmed order with a label; webhooks deliver it and the customer sees the scans', async () => {
    const { jwt: adminJwt } = await apiCall<{ jwt: string }>('/auth/signin', {
      method: 'POST',
      body: { email: admin.email, password: admin.password },
    });
    const customer = await signUp('shiprocket');
    const { product, size } = await inStockProduct('women_rings');
    await apiCall('/api/cart/add', {
      method: 'PUT',
      jwt: customer.jwt,
      body: { productId: product._id, size },
    });
    const order = await apiCall<{ _id: string }>('/api/orders/', {
      method: 'POST',
      jwt: customer.jwt,
      body: { ...ADDRESS, phoneNumber: '9000054321', email: customer.email },
    });
    await apiCall(`/api/orders/${order._id}/cod`, { method: 'POST', jwt: customer.jwt });
    // A cash-on-delivery order is booked only once its customer confirmed it from the mail.
    await confirmCodByMail(customer.email, orderNumber(order._id));
    await apiCall(`/api/admin/orders/${order._id}/confirmed`, { method: 'PUT', jwt: adminJwt });

    const session = await openSession(browser, { width: 1440, height: 900 });
    const { page } = session;
    await signInAsAdmin(session, admin);
    await page.goto('/admin/orders?status=CONFIRMED');
    await orderRow(page, order._id).waitFor();
    await moveOrder(page, order._id, 'Order Shipped');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Book with Shiprocket' }).click();
    await page.getByText(/is booked with Delhivery \(AWB \d+\)/).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/admin/orders/${order._id}`);
    const card = page.getByRole('region', { name: 'Shiprocket' });
    await card.getByText(/AWB \d+ with Delhivery · pickup requested/).waitFor();
    expect(await card.getByRole('link', { name: 'Print label' }).getAttribute('href')).toMatch(
      /\/labels\/\d+\.pdf$/,
    );
    await page.screenshot({ path: `${SHOTS}admin-order-shiprocket.png` });
    session.assertNoConsoleErrors();

    const shipped = await apiCall<{ shipment: { trackingNumber: string; trackingUrl: string } }>(
      `/api/orders/${order._id}`,
      { jwt: customer.jwt },
    );
    const awb = shipped.shipment.trackingNumber;
    expect(shipped.shipment.trackingUrl).toBe(`https://shiprocket.co/tracking/${awb}`);
    const scans = [
      {
        date: '2026-11-27 09:10:00',
        activity: 'Out for delivery',
        location: 'Koramangala (Karnataka)',
        'sr-status': '17',
        'sr-status-label': 'OUT FOR DELIVERY',
      },
      {
        date: '2026-11-27 13:42:00',
        activity: 'Delivered to consignee',
        location: 'Koramangala (Karnataka)',
        'sr-status': '7',
        'sr-status-label': 'DELIVERED',
      },
    ];
    expect(
      (await trackingEvent(awb, 17, 'OUT FOR DELIVERY', '27 11 2026 09:10:00', scans.slice(0, 1))).outcome,
    ).toBe('moved');
    expect((await trackingEvent(awb, 7, 'DELIVERED', '27 11 2026 13:42:00', scans)).outcome).toBe('moved');

    const mine = await openSession(browser, { jwt: customer.jwt });
    await mine.page.goto(`/account/order/${order._id}`);
    const history = mine.page.getByRole('region', { name: 'Where your parcel has been' });
    await history.waitFor();
    expect(await history.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('DELIVERED · Koramangala'),
      expect.stringContaining('OUT FOR DELIVERY · Koramangala'),
    ]);
    await mine.page.getByText('Delivered', { exact: true }).first().waitFor();
    await mine.page.screenshot({ path: `${SHOTS}order-tracking-scans.png`, fullPage: true });
    mine.assertNoConsoleErrors();
  });
});
