import { describe, expect, inject, it } from 'vitest';
import { openAdminSession } from './admin-pages.ts';
import { E2E_SHIPROCKET_WEBHOOK_TOKEN } from './shop-config.ts';
import { adminForTests } from './shop-setup.ts';
import { apiCall, baseUrl, browserForTests, paidOrder, SCREENSHOTS } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

/** A paid order, confirmed and booked with (the fake) Shiprocket by the API: SHIPPED, with its AWB. */
async function bookedOrder(label: string) {
  const { orderId } = await paidOrder(label);
  await apiCall(`/api/admin/orders/${orderId}/confirmed`, { method: 'PUT', jwt: admin.jwt });
  const shipped = await apiCall<{ shipment: { trackingNumber: string } }>(
    `/api/admin/orders/${orderId}/shiprocket`,
    { method: 'POST', jwt: admin.jwt, body: {} },
  );
  return { orderId, awb: shipped.shipment.trackingNumber };
}

/** The courier scans the parcel (staged at the fake Shiprocket), and Shiprocket's webhook tells the shop. */
async function courierScan(awb: string, statusId: number, reason?: string) {
  const staged = await fetch(`${inject('shiprocketUrl')}/__fake/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ awb, statusId, reason }),
  });
  const res = await fetch(`${baseUrl()}/api/shipping/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': E2E_SHIPROCKET_WEBHOOK_TOKEN },
    body: JSON.stringify(await staged.json()),
  });
  expect(res.status).toBe(200);
}

describe("the owner's shipping desk at 1440 px", () => {
  it('the owner cancels a booked order: the booking is cancelled at Shiprocket (asked first), then the order', async () => {
    const { orderId, awb } = await bookedOrder('desk-cancel');
    const session = await openAdminSession(browser(), admin, { width: 1440, height: 900 });
    const { page } = session;
    await page.goto(`/admin/orders/${orderId}`);
    const card = page.getByRole('region', { name: 'Shiprocket' });
    await card.getByText(new RegExp(`AWB ${awb} with Delhivery · pickup \\d{4}-`)).waitFor();

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel the Shiprocket booking?' });
    await ask.getByText(/the order goes back to Confirmed/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}admin-cancel-booking-1440.png`, animations: 'disabled' });
    await ask.getByRole('button', { name: 'Cancel booking' }).click();
    await card.getByText('This booking is cancelled at Shiprocket. “Ship” books the order afresh.').waitFor();
    const confirmed = await apiCall<{ orderStatus: string }>(`/api/admin/orders/${orderId}`, {
      jwt: admin.jwt,
    });
    expect(confirmed.orderStatus).toBe('CONFIRMED');

    await page.getByRole('button', { name: /^Status of order/ }).click();
    await page.getByRole('menuitem', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(/is cancelled; its stock is back on sale/).waitFor();
    const cancelled = await apiCall<{ orderStatus: string }>(`/api/admin/orders/${orderId}`, {
      jwt: admin.jwt,
    });
    expect(cancelled.orderStatus).toBe('CANCELLED');
    session.assertNoConsoleErrors();
  });

  it('the owner handles a failed delivery: the reason shown, delivered again, then returned (asked first)', async () => {
    const { orderId, awb } = await bookedOrder('desk-ndr');
    await courierScan(awb, 42);
    await courierScan(awb, 21, 'Customer not available');
    const session = await openAdminSession(browser(), admin, { width: 1440, height: 900 });
    const { page } = session;
    await page.goto(`/admin/orders/${orderId}`);
    const card = page.getByRole('region', { name: 'Shiprocket' });
    await card.getByLabel('Shiprocket status: UNDELIVERED').waitFor();
    await card.getByText(/Customer not available \(attempt 1/).waitFor();
    expect(await card.getByRole('list', { name: 'Courier scans' }).getByRole('listitem').count()).toBe(2);
    await card.getByRole('textbox', { name: 'Note for the courier' }).fill('Call before 6 pm');
    await page.screenshot({ path: `${SCREENSHOTS}admin-failed-delivery-1440.png`, fullPage: true });
    await card.getByRole('button', { name: 'Deliver again' }).click();
    await page.getByText('Shiprocket asks the courier to deliver again.').waitFor();

    await courierScan(awb, 21, 'Address incomplete');
    await page.reload();
    await card.getByText(/Address incomplete \(attempt 2/).waitFor();
    await card.getByRole('button', { name: 'Return to me' }).click();
    const ask = page.getByRole('dialog', { name: 'Return the parcel to you?' });
    await ask.getByRole('button', { name: 'Return to me' }).click();
    await card.getByLabel('Shiprocket status: RTO INITIATED').waitFor();
    expect(await card.getByRole('button', { name: 'Deliver again' }).count()).toBe(0);
    session.assertNoConsoleErrors();
  });
});
