import { orderNumber } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { moveOrder, openAdminSession, orderRow } from './admin-pages.ts';
import { confirmCodByMail } from './cod-confirm.ts';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import { ADDRESS, addToCart, apiCall, browserForTests, openSession, signUp } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

describe('coupons and cash on delivery', () => {
  it('the admin creates a coupon, a shopper applies it in the cart and pays cash on delivery, the admin collects', async () => {
    const code = `MOON${Date.now().toString(36).toUpperCase()}`;
    const adminSession = await openAdminSession(browser(), admin, { width: 1440 });
    const adminPage = adminSession.page;

    // Admin: Coupons → New coupon, ₹100 off orders of ₹500 or more.
    await adminPage.getByRole('link', { name: 'Coupons' }).click();
    await adminPage.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
    await adminPage.getByRole('button', { name: 'New coupon' }).click();
    const form = adminPage.getByRole('dialog');
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Kind').click();
    await adminPage.getByRole('option', { name: 'Flat amount off (₹)' }).click();
    await form.getByRole('spinbutton', { name: 'Amount off (₹)' }).fill('100');
    await form.getByRole('spinbutton', { name: 'Minimum order (₹)' }).fill('500');
    await form.getByRole('spinbutton', { name: 'Uses per customer' }).fill('1');
    await form.getByRole('button', { name: 'Save coupon' }).click();
    await form.waitFor({ state: 'detached' });
    const couponRow = adminPage.locator(`tr[data-coupon="${code}"]`);
    await couponRow.getByText('₹100 off on ₹500+').waitFor();
    await couponRow.getByText('Active').waitFor();

    // Shopper: a ring (₹999) in the cart; a wrong code is refused with the reason, the right one applies.
    const product = await createTestProduct(admin.jwt, `Coupon Ring ${code}`, { '7': 5 });
    const shopper = await signUp('coupon-cod');
    await addToCart(shopper.jwt, product._id, '7');
    await apiCall('/api/addresses', { method: 'POST', jwt: shopper.jwt, body: ADDRESS });
    const session = await openSession(browser(), { width: 1280, jwt: shopper.jwt });
    const { page } = session;
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('alert')
      .getByText('There is no coupon NOSUCHCODE that can be used now. Check the code and try again.')
      .waitFor();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-coupon').getByText(code).waitFor();
    await page.getByText(`Coupon (${code})`).waitFor();
    const prices = page.getByRole('region', { name: 'PRICE DETAILS' });
    await prices.getByText('−₹100').waitFor();
    await prices.getByText('₹899').waitFor();

    // Checkout with the saved address, then Cash on delivery at the summary step.
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.waitForURL('**/checkout?step=2');
    await page.getByRole('button', { name: 'Deliver Here', exact: true }).click();
    await page.waitForURL(/checkout\?step=3&order_id=/);
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await page.getByText(`Coupon (${code})`).waitFor();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Place Your Order' }).click();
    await page.waitForURL(`**/order-placed/${orderId}`);
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await expect.poll(() => page.getByTestId('cod-amount').textContent()).toBe('₹899');
    await expect.poll(() => page.getByTestId('cart-badge').count()).toBe(0);
    // The refused code is a 409 the browser logs; nothing else may fail.
    session.assertNoConsoleErrors([/409 \(Conflict\) \(.*\/api\/cart\/coupon\)/]);

    // The shopper confirms the COD order from the mailed link; only then may it ship.
    await confirmCodByMail(shopper.email, orderNumber(orderId));

    // Admin: the order is marked COD with cash due; deliver it, then mark the cash collected.
    await adminPage.getByRole('link', { name: 'Orders' }).click();
    const row = orderRow(adminPage, orderId);
    await row.getByText('COD · cash due').waitFor();
    await row.getByText(`${code} −₹100`).waitFor();
    await moveOrder(adminPage, orderId, 'Order Confirmed');
    await moveOrder(adminPage, orderId, 'Order Shipped');
    const ship = adminPage.getByRole('dialog');
    await ship.getByLabel('Courier').fill('India Post');
    await ship.getByLabel('Tracking number').fill('EE123456789IN');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await ship.waitFor({ state: 'detached' });
    await moveOrder(adminPage, orderId, 'Order Delivered');
    await row.getByRole('button', { name: 'Mark cash collected' }).click();
    await adminPage
      .getByRole('dialog', { name: /^Cash collected for order/ })
      .getByRole('button', { name: 'Mark cash collected' })
      .click();
    await row.getByText('COD · collected').waitFor();

    // The coupon list counts the use and the revenue it brought.
    await adminPage.getByRole('link', { name: 'Coupons' }).click();
    await couponRow.getByRole('cell', { name: '₹899' }).waitFor();
    adminSession.assertNoConsoleErrors();
    await session.context.close();
    await adminSession.context.close();
  });
});
