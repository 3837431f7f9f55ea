import { orderNumber } from '@shop/contracts';
import { describe, expect, inject, it } from 'vitest';
import { moveListedOrder, openAdminSession, orderRow } from './admin-pages.ts';
import { E2E_SHIPROCKET_WEBHOOK_TOKEN } from './shop-config.ts';
import { adminForTests, confirmedCodOrder } from './shop-setup.ts';
import { apiCall, baseUrl, browserForTests, openSession, paidOrder, SCREENSHOTS } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

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
    // A cash-on-delivery order is booked only once its customer confirmed it from the mail.
    const { customer, orderId } = await confirmedCodOrder('shiprocket', '9000054321');
    await apiCall(`/api/admin/orders/${orderId}/confirmed`, { method: 'PUT', jwt: admin.jwt });

    const session = await openAdminSession(browser(), admin, { width: 1440, height: 900 });
    const { page } = session;
    await moveListedOrder(page, 'CONFIRMED', orderId, 'Order Shipped');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Book with Shiprocket' }).click();
    await page.getByText(/is booked with Delhivery \(AWB \d+\)/).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/admin/orders/${orderId}`);
    const card = page.getByRole('region', { name: 'Shiprocket' });
    await card.getByText(/AWB \d+ with Delhivery · pickup \d{4}-\d{2}-\d{2}/).waitFor();
    expect(await card.getByRole('link', { name: 'Print label' }).getAttribute('href')).toMatch(
      /\/labels\/\d+\.pdf$/,
    );
    await page.screenshot({ path: `${SCREENSHOTS}admin-order-shiprocket.png` });
    session.assertNoConsoleErrors();

    const shipped = await apiCall<{ shipment: { trackingNumber: string; trackingUrl: string } }>(
      `/api/orders/${orderId}`,
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

    const mine = await openSession(browser(), { jwt: customer.jwt });
    await mine.page.goto(`/account/order/${orderId}`);
    const history = mine.page.getByRole('region', { name: 'Where your parcel has been' });
    await history.waitFor();
    expect(await history.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('DELIVERED · Koramangala'),
      expect.stringContaining('OUT FOR DELIVERY · Koramangala'),
    ]);
    await mine.page.getByText('Delivered', { exact: true }).first().waitFor();
    await mine.page.screenshot({ path: `${SCREENSHOTS}order-tracking-scans.png`, fullPage: true });
    mine.assertNoConsoleErrors();
  });

  it("the admin picks a courier from Shiprocket's list, ships two orders and prints both labels as one PDF", async () => {
    const orders = [await paidOrder('courier-a'), await paidOrder('courier-b')];
    for (const { orderId } of orders)
      await apiCall(`/api/admin/orders/${orderId}/confirmed`, { method: 'PUT', jwt: admin.jwt });

    const session = await openAdminSession(browser(), admin, { width: 1440, height: 900 });
    const { page } = session;
    const shipWith = async (orderId: string, courier: RegExp, shot: string) => {
      await moveListedOrder(page, 'CONFIRMED', orderId, 'Order Shipped');
      const dialog = page.getByRole('dialog');
      const choice = dialog.getByRole('radiogroup', { name: 'Ship with' });
      await choice.getByRole('radio', { name: /Delhivery/ }).waitFor();
      expect(await choice.getByRole('radio', { name: /Delhivery/ }).isChecked()).toBe(true);
      expect(await choice.innerText()).toMatch(/Delhivery\s*Recommended\s*₹72\.50 · 4 days · collects cash/);
      expect(await choice.innerText()).toMatch(/Ekart Logistics\s*₹64 · 5 days · no COD/);
      await choice.getByRole('radio', { name: courier }).check();
      await page.screenshot({ path: `${SCREENSHOTS}${shot}`, animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Book with Shiprocket' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    const [one, two] = orders.map((o) => o.orderId) as [string, string];
    await shipWith(one, /Ekart Logistics/, 'admin-ship-courier-1440.png');
    await page.getByText(/is booked with Ekart Logistics \(AWB \d+\)/).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shipWith(two, /Delhivery/, 'admin-ship-courier-390.png');
    await page.getByText(/is booked with Delhivery \(AWB \d+\)/).waitFor();
    const shipped = await apiCall<{ shipment: { courier: string } }>(`/api/orders/${one}`, {
      jwt: orders[0]?.user.jwt ?? '',
    });
    expect(shipped.shipment.courier).toBe('Ekart Logistics');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/orders?status=SHIPPED');
    await orderRow(page, two).waitFor();
    // The list's AWB column (issue 46) shows each booked order's AWB.
    const booked = await apiCall<{ shipment: { trackingNumber: string } }>(`/api/orders/${two}`, {
      jwt: orders[1]?.user.jwt ?? '',
    });
    expect(await orderRow(page, two).innerText()).toContain(booked.shipment.trackingNumber);
    await page.getByRole('button', { name: 'Shiprocket labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shiprocket labels' });
    // Other journeys' orders shipped by hand are on the page too: only this test's two are ticked.
    const ours = [one, two].map(orderNumber);
    for (const box of await dialog.getByRole('checkbox').all()) {
      const label = await box.evaluate((el) => el.closest('label')?.textContent ?? '');
      await box.setChecked(ours.some((n) => label.includes(n)));
    }
    await dialog.getByRole('button', { name: 'Print 2 labels' }).click();
    const link = dialog.getByRole('link', { name: 'open the labels PDF' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/labels\/\d+-\d+\.pdf$/);
    const pdf = await fetch(href);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    session.assertNoConsoleErrors();
  });

  it("a booking stopped at the AWB shows Shiprocket's reason; the admin completes it from the order page with another courier", async () => {
    const { orderId } = await paidOrder('half-booked');
    await apiCall(`/api/admin/orders/${orderId}/confirmed`, { method: 'PUT', jwt: admin.jwt });
    const reason = 'Selected courier is not serviceable for this pincode';
    const staged = await fetch(`${inject('shiprocketUrl')}/__fake/fail-next-awb`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason }),
    });
    expect(staged.status).toBe(200);

    const session = await openAdminSession(browser(), admin, { width: 1440, height: 900 });
    const { page } = session;
    await moveListedOrder(page, 'CONFIRMED', orderId, 'Order Shipped');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Delhivery/ }).waitFor();
    await dialog.getByRole('button', { name: 'Book with Shiprocket' }).click();
    // Shiprocket's reason is shown once, in the dialog itself.
    await dialog.getByRole('alert').getByText(`Shiprocket: ${reason}.`, { exact: false }).waitFor();
    expect(await page.getByText(`Shiprocket: ${reason}`).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The orders list's "Shiprocket booking failed" filter finds it.
    await page.goto('/admin/orders');
    await page.getByRole('checkbox', { name: 'Shiprocket booking failed' }).check();
    await page.waitForURL(/[?&]failed=1/);
    await orderRow(page, orderId).waitFor();

    await page.goto(`/admin/orders/${orderId}`);
    const card = page.getByRole('region', { name: 'Shiprocket' });
    await card.getByText(`Shiprocket: ${reason}`).waitFor();
    expect(await card.getByText('No AWB yet').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancel booking' }).isVisible()).toBe(true);
    await card.getByRole('radio', { name: /Ekart Logistics/ }).check();
    await page.screenshot({
      path: `${SCREENSHOTS}admin-order-shiprocket-half-done.png`,
      animations: 'disabled',
    });
    await card.getByRole('button', { name: 'Complete booking' }).click();
    await card.getByText(/AWB \d+ with Ekart Logistics · pickup \d{4}-\d{2}-\d{2}/).waitFor();
    expect(await card.getByRole('button', { name: 'Complete booking' }).count()).toBe(0);
    // The one 502 is the staged failure of the first booking.
    session.assertNoConsoleErrors([/status of 502 .*\/shiprocket\)$/]);
  });
});
