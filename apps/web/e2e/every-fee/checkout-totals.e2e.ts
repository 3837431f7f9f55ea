import { readFile } from 'node:fs/promises';
import { formatPaise, orderNumber } from '@shop/contracts';
import type { Download, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../api/test/helpers/pdf-text.ts';
import { confirmCodByMail } from '../cod-confirm.ts';
import { adminForTests, createTestProduct } from '../shop-setup.ts';
import {
  ADDRESS,
  addToCart,
  apiCall,
  browserForTests,
  openSession,
  SCREENSHOTS,
  type Session,
  signUp,
  uniqueEmail,
} from '../support.ts';
import {
  type Expected,
  expectedTotals,
  invoiceLines,
  ownerPaymentRows,
  type Piece,
  priceDetailsRows,
  shownOwnerPayment,
  shownPriceDetails,
} from './expected-totals.ts';

/**
 * Issue 40's walk-through at 390 px on the shop with every fee and discount on (every-fee/global-setup.ts): what
 * the shopper is shown from the cart to the last tap is what the order, its invoice and the owner's page say.
 */
const browser = browserForTests();
const admin = adminForTests();
const PHONE = { width: 390, height: 844 };
const COUPON_PERCENT = 10;
// Below FREE_DELIVERY_MIN with or without the coupon: the issue's ₹249 + ₹349.
const EARRING: Piece = { price: 399, discountedPrice: 249 };
const PENDANT: Piece = { price: 499, discountedPrice: 349 };
// ₹999: at FREE_DELIVERY_MIN before the coupon, below it after.
const RING: Piece = { price: 1299, discountedPrice: 999 };

const run = Date.now().toString(36);
const product = (title: string, piece: Piece) =>
  createTestProduct(admin.jwt, `${title} ${run}`, { m: 20 }, piece);

async function newCoupon(): Promise<string> {
  const code = `ALL${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await apiCall('/api/admin/coupons', {
    method: 'POST',
    jwt: admin.jwt,
    body: { code, kind: 'percent', value: COUPON_PERCENT },
  });
  return code;
}

const prices = (page: Page) => page.getByRole('region', { name: 'PRICE DETAILS' });
/** A line of Price Details by its label (not the options under the prices, such as "Gift wrap (+₹50)"). */
const priceRow = (page: Page, label: string) => prices(page).locator('dt').getByText(label, { exact: true });
// The PIN lookup and the order's second making answer within seconds on a loaded machine.
const POLL = { timeout: 15_000 };

/**
 * Holds back the server's answers to `POST /api/orders` (each made on the server as usual) until `release`:
 * `arrived` settles once the first has come back from the server.
 */
function holdNewOrders(page: Page) {
  let arrive: () => void = () => {};
  let letGo: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let answered: Promise<void> = Promise.resolve();
  const isNewOrder = (url: URL) => /^\/api\/orders\/?$/.test(url.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    answered = gate.then(() => route.fulfill({ response }));
    arrive();
    await answered;
  };
  const done = page.route(isNewOrder, handler);
  return {
    arrived: done.then(() => arrived),
    // The held answer is given before the route goes: unrouting first would leave it to Playwright.
    release: async () => {
      letGo();
      await answered;
      await page.unroute(isNewOrder, handler);
    },
  };
}

/** The product page: a size, then Add To Cart, as a shopper taps them. */
async function addFromProductPage(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.locator('[aria-labelledby="size-label"] button:not([disabled])').first().click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText(/Added to your cart/).waitFor();
}

/** The PDF behind a download, as text. */
async function downloadedText(download: Download): Promise<string> {
  return pdfText(await readFile((await download.path()) ?? ''));
}

/** The invoice lines, each found in the PDF's text. */
function expectInvoice(text: string, expected: Expected, couponCode: string) {
  for (const line of invoiceLines(expected, couponCode)) expect(text, line).toContain(line);
  expect(text).not.toContain('taxed with the goods');
}

/** The owner's order page at 390 px: the Payment card adds up to the same total, line for line. */
async function expectOwnerPage(orderId: string, expected: Expected, couponCode: string, shot: string) {
  const session = await openSession(browser(), { ...PHONE, jwt: admin.jwt });
  const { page } = session;
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('heading', { name: `Order ${orderNumber(orderId)}`, level: 1 }).waitFor();
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByText('Total', { exact: true }).waitFor();
  expect(await shownOwnerPayment(payment)).toEqual(ownerPaymentRows(expected, couponCode));
  await page.screenshot({ path: `${SCREENSHOTS}${shot}`, fullPage: true });
  session.assertNoConsoleErrors();
  await session.context.close();
}

/** Price Details on the page after paying: every line of the order and the total, as Total Paid. */
async function expectPaidDetails(page: Page, expected: Expected, couponCode: string) {
  await priceRow(page, 'Total Paid').waitFor();
  expect(await shownPriceDetails(prices(page))).toEqual(
    priceDetailsRows(expected, { count: 2, couponCode, totalLabel: 'Total Paid' }),
  );
}

/** The invoice downloaded from the order page open in `session` prints each line; then the owner's page. */
async function expectInvoiceThenOwnerPage(
  session: Session,
  orderId: string,
  expected: Expected,
  couponCode: string,
  shot: string,
) {
  const [invoice] = await Promise.all([
    session.page.waitForEvent('download'),
    session.page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expectInvoice(await downloadedText(invoice), expected, couponCode);
  session.assertNoConsoleErrors();
  await session.context.close();
  await expectOwnerPage(orderId, expected, couponCode, shot);
}

describe('every fee on, at 390 px: the total shown before the last tap is the one charged', () => {
  it('a guest: cart, details, gift wrap, coupon, the total, pays, the order page, its invoice and the owner’s page', async () => {
    const [earring, pendant, code] = await Promise.all([
      product('Fee Earring', EARRING),
      product('Fee Pendant', PENDANT),
      newCoupon(),
    ]);
    const session = await openSession(browser(), PHONE);
    const { page } = session;
    await addFromProductPage(page, earring._id);
    await addFromProductPage(page, pendant._id);

    // The cart charges delivery below FREE_DELIVERY_MIN and promises nothing free.
    await page.goto('/cart');
    const inCart = expectedTotals([EARRING, PENDANT], { couponPercent: 0, wrap: false, method: 'CART' });
    const cartRows = await shownPriceDetails(prices(page));
    expect(cartRows).toEqual(
      priceDetailsRows(inCart, { count: 2, couponCode: code, totalLabel: 'Total Amount', inCart: true }),
    );
    expect(await prices(page).getByText('FREE').count()).toBe(0);

    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL('**/checkout/guest');
    await page.getByLabel('First Name').fill(ADDRESS.firstName);
    await page.getByLabel('Last Name').fill(ADDRESS.lastName);
    await page.getByLabel(/^Address/).fill(ADDRESS.streetAddress);
    await page.getByLabel('PIN code').fill(ADDRESS.pincode);
    await expect.poll(() => page.getByLabel('State').inputValue(), POLL).toBe('Karnataka');
    await page.getByLabel('City').fill(ADDRESS.city);
    await page.getByLabel('10-digit mobile number').fill(ADDRESS.phoneNumber);
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('every-fee-guest'));
    await page.getByRole('checkbox', { name: /^Gift wrap it/ }).check();
    await page.getByLabel('Coupon code (optional)').fill(code);
    await page.getByRole('button', { name: 'SEE TOTAL' }).click();

    // Before the last tap: Price Details and the button name the total the order will charge.
    const online = expectedTotals([EARRING, PENDANT], {
      couponPercent: COUPON_PERCENT,
      wrap: true,
      method: 'ONLINE',
    });
    const total = formatTotal(online);
    const place = page.getByRole('button', { name: `PLACE ORDER AND PAY ${total}` });
    await place.waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(online, { count: 2, couponCode: code, totalLabel: 'Total Payable' }),
    );
    // "Pay online and save" names the saving after the coupon (item 9).
    await page
      .getByRole('radio', { name: `Pay online and save ${formatSaving(online)} (UPI, cards, netbanking)` })
      .waitFor();

    // Cash on delivery, chosen and then given up: its fee and round-off, then the online total again.
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
    const cod = expectedTotals([EARRING, PENDANT], {
      couponPercent: COUPON_PERCENT,
      wrap: true,
      method: 'COD',
    });
    await page.getByRole('button', { name: `PLACE ORDER · PAY ${formatTotal(cod)} ON DELIVERY` }).waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(cod, { count: 2, couponCode: code, totalLabel: 'Total to pay on delivery' }),
    );
    await page.getByRole('radio', { name: /^Pay online/ }).check();
    await place.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}every-fee-guest-total-390.png`, fullPage: true });

    // Pay on the simulated gateway's page; back on the guest's own order page.
    await place.click();
    await page.waitForURL(/\/pay\/plink_/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\?token=[\w-]+/);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expectPaidDetails(page, online, code);

    // The tokened invoice from the guest's page prints each line and the same total.
    await expectInvoiceThenOwnerPage(session, orderId, online, code, 'every-fee-owner-online-390.png');
  });

  it('a member pays cash on delivery: the fee and the whole-rupee round-off, the same on the invoice and the owner’s page', async () => {
    const [earring, pendant, code, member] = await Promise.all([
      product('COD Earring', EARRING),
      product('COD Pendant', PENDANT),
      newCoupon(),
      signUp('every-fee-cod'),
    ]);
    await addToCart(member.jwt, earring._id, 'M');
    await addToCart(member.jwt, pendant._id, 'M');
    await apiCall('/api/addresses', { method: 'POST', jwt: member.jwt, body: ADDRESS });
    const session = await openSession(browser(), { ...PHONE, jwt: member.jwt });
    const { page } = session;
    await page.goto('/cart');
    await applyCouponInCart(page, code);
    const inCart = expectedTotals([EARRING, PENDANT], {
      couponPercent: COUPON_PERCENT,
      wrap: false,
      method: 'CART',
    });
    await priceRow(page, `Coupon (${code})`).waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(inCart, { count: 2, couponCode: code, totalLabel: 'Total Amount', inCart: true }),
    );

    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('button', { name: 'Deliver Here', exact: true }).click();
    await page.waitForURL(/checkout\?step=3&order_id=/);
    const unwrapped = new URL(page.url()).searchParams.get('order_id') ?? '';
    // The wrap makes the order again (the old one is replaced): until the new order is in, its total is not
    // on the page, so the last tap must not be offered. The new order's answer is held back to see that.
    const placeButton = page.getByRole('button', { name: 'Place Your Order' });
    const held = holdNewOrders(page);
    await page.getByRole('checkbox', { name: /^Gift wrap/ }).click();
    await held.arrived;
    expect(await placeButton.isDisabled(), 'Place Your Order while the order is made again').toBe(true);
    await held.release();
    await expect.poll(() => new URL(page.url()).searchParams.get('order_id'), POLL).not.toBe(unwrapped);
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await priceRow(page, 'Gift wrap').waitFor();
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
    const cod = expectedTotals([EARRING, PENDANT], {
      couponPercent: COUPON_PERCENT,
      wrap: true,
      method: 'COD',
    });
    await priceRow(page, 'Round off (cash in whole rupees)').waitFor();
    await expect.poll(() => placeButton.isEnabled(), POLL).toBe(true);
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(cod, { count: 2, couponCode: code, totalLabel: 'Total to pay on delivery' }),
    );
    await page.screenshot({ path: `${SCREENSHOTS}every-fee-member-cod-390.png`, fullPage: true });
    await placeButton.click();
    await page.waitForURL(`**/order-placed/${orderId}`);
    await expect.poll(() => page.getByTestId('cod-amount').textContent()).toBe(formatTotal(cod));

    // Confirmed from the mail, delivered, the cash collected: then the invoice is issued.
    await confirmCodByMail(member.email, orderNumber(orderId));
    await apiCall(`/api/admin/orders/${orderId}/ship`, {
      method: 'PUT',
      jwt: admin.jwt,
      body: { courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    for (const step of ['deliver', 'collected'])
      await apiCall(`/api/admin/orders/${orderId}/${step}`, { method: 'PUT', jwt: admin.jwt });

    await page.goto(`/account/order/${orderId}`);
    await expectPaidDetails(page, cod, code);
    await expectInvoiceThenOwnerPage(session, orderId, cod, code, 'every-fee-owner-cod-390.png');
  });

  it('a member’s cart shows free delivery only while the items after the coupon reach the minimum, and pays online', async () => {
    const [ring, pendant, code, member] = await Promise.all([
      product('Free Ring', RING),
      product('Free Pendant', PENDANT),
      newCoupon(),
      signUp('every-fee-free'),
    ]);
    await addToCart(member.jwt, ring._id, 'M');
    await apiCall('/api/addresses', { method: 'POST', jwt: member.jwt, body: ADDRESS });
    const session = await openSession(browser(), { ...PHONE, jwt: member.jwt });
    const { page } = session;

    // ₹999 reaches FREE_DELIVERY_MIN: free, the usual charge struck through.
    await page.goto('/cart');
    const alone = expectedTotals([RING], { couponPercent: 0, wrap: false, method: 'CART' });
    expect(alone.deliveryPaise).toBe(0);
    await prices(page).getByText('FREE').waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(alone, { count: 1, couponCode: code, totalLabel: 'Total Amount', inCart: true }),
    );
    // The coupon takes it below: delivery is charged, honestly.
    await applyCouponInCart(page, code);
    const couponed = expectedTotals([RING], { couponPercent: COUPON_PERCENT, wrap: false, method: 'CART' });
    expect(couponed.deliveryPaise).toBeGreaterThan(0);
    await priceRow(page, `Coupon (${code})`).waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(couponed, { count: 1, couponCode: code, totalLabel: 'Total Amount', inCart: true }),
    );
    expect(await prices(page).getByText('FREE').count()).toBe(0);

    // A second piece: free again, and the order is paid online with the prepaid discount.
    await addToCart(member.jwt, pendant._id, 'M');
    await page.reload();
    const inCart = expectedTotals([RING, PENDANT], {
      couponPercent: COUPON_PERCENT,
      wrap: false,
      method: 'CART',
    });
    expect(inCart.deliveryPaise).toBe(0);
    await priceRow(page, 'Price (2 items)').waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(inCart, { count: 2, couponCode: code, totalLabel: 'Total Amount', inCart: true }),
    );
    await page.screenshot({ path: `${SCREENSHOTS}every-fee-free-delivery-390.png`, fullPage: true });
    const both = expectedTotals([RING, PENDANT], {
      couponPercent: COUPON_PERCENT,
      wrap: false,
      method: 'ONLINE',
    });

    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('button', { name: 'Deliver Here', exact: true }).click();
    await page.waitForURL(/checkout\?step=3&order_id=/);
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await page
      .getByRole('radio', { name: `Pay online and save ${formatSaving(both)} (UPI, cards, netbanking)` })
      .waitFor();
    expect(await shownPriceDetails(prices(page))).toEqual(
      priceDetailsRows(both, { count: 2, couponCode: code, totalLabel: 'Total Payable' }),
    );
    await page.getByRole('button', { name: 'Place Your Order' }).click();
    await page.waitForURL(/\/pay\/plink_/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`**/payment/${orderId}?*`);
    await expectPaidDetails(page, both, code);

    await page.goto(`/account/order/${orderId}`);
    await expectInvoiceThenOwnerPage(session, orderId, both, code, 'every-fee-owner-free-delivery-390.png');
  });
});

const formatTotal = (e: Expected) => formatPaise(e.payablePaise);
const formatSaving = (e: Expected) => formatPaise(e.prepaidPaise);

/** The cart's coupon box: type the code, Apply, and wait for it to show as applied. */
async function applyCouponInCart(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('applied-coupon').getByText(code).waitFor();
}
