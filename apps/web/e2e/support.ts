import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { paymentReturnQuery } from '../../api/test/helpers/return-query.ts';

const require = createRequire(import.meta.url);

export const baseUrl = (): string => inject('baseUrl');

/** Where the e2e runs save the screenshots the docs show (docs/screenshots/, with its slash). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Chromium for the file's tests: launched before them and closed after them. Call it at the top of the file;
 * the getter it returns gives the browser inside tests and later hooks.
 */
export function browserForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet: use it inside a test or hook');
    return browser;
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen in the page. */
  errors: string[];
  /** Fails the test when the page logged an error that is not in `allowed`. */
  assertNoConsoleErrors(allowed?: RegExp[]): void;
}

/**
 * A fresh browser context (its own local storage) with the startup spinner set to 0 ms, optionally signed in
 * with `jwt`, recording every console error of its pages. Its page's `goto`, `reload`, `goBack` and `goForward`
 * return once the app has replaced the served page (decision 0116), so a test always acts on the app: the served
 * page is a look-alike whose links are full page loads. The served page's own tests open plain contexts.
 */
export async function openSession(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    jwt?: string;
    bypassCsp?: boolean;
    deviceScaleFactor?: number;
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    reducedMotion: 'reduce',
    // Only for injecting axe-core: the shop's CSP (script-src 'self') rightly blocks injected scripts.
    bypassCSP: options.bypassCsp ?? false,
  });
  await context.addInitScript((jwt) => {
    try {
      window.localStorage.setItem('startupSpinnerMs', '0');
      if (jwt && !window.sessionStorage.getItem('e2eSignedIn')) {
        window.localStorage.setItem('jwt', jwt);
        window.sessionStorage.setItem('e2eSignedIn', '1');
      }
    } catch {
      // A sandboxed page (the simulated payment page) has no storage.
    }
  }, options.jwt ?? '');
  context.setDefaultTimeout(20_000);
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  return {
    context,
    page,
    errors,
    assertNoConsoleErrors(allowed = []) {
      const unexpected = errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      expect(unexpected, `console errors in the page: ${unexpected.join(' | ')}`).toEqual([]);
    },
  };
}

/** Waits for the page's transitions (a menu growing, a dialog fading in) to finish, so axe sees final colours. */
export const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );

/** Runs axe-core in the page and returns the serious and critical violations, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} [${v.targets.join(' | ')}]`);
}

/** What `axeViolations` must find on each screen at each width, keyed `'<screen> <width>'`: nothing. */
export const noViolationsAt = (screens: string[], widths: number[]): Record<string, string[]> =>
  Object.fromEntries(widths.flatMap((width) => screens.map((screen) => [`${screen} ${width}`, []])));

export const uniqueEmail = (label: string): string =>
  `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const PASSWORD = 'Moonlit-Garden-42';

const randomAddress = (): string =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Calls the API directly (for setting up data the test is not about). */
export async function apiCall<T>(
  path: string,
  options: { method?: string; body?: unknown; jwt?: string } = {},
): Promise<T> {
  // Each set-up call comes from its own address (the e2e server trusts X-Forwarded-For), so accounts made
  // for set-up do not count against the per-IP sign-up limit that the browser's own sign-ups meet.
  const headers: Record<string, string> = { 'x-forwarded-for': randomAddress() };
  if (options.jwt) headers.authorization = `Bearer ${options.jwt}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ApiProduct {
  _id: string;
  title: string;
  sizes: { name: string; quantity: number }[];
}

export async function signUp(label: string): Promise<{ email: string; jwt: string; firstName: string }> {
  const email = uniqueEmail(label);
  const firstName = 'Asha';
  const { jwt } = await apiCall<{ jwt: string }>('/auth/signup', {
    method: 'POST',
    body: { firstName, lastName: 'Verma', email, password: PASSWORD },
  });
  return { email, jwt, firstName };
}

/**
 * An in-stock product of a category and one of its sizes with stock; one with a choice of sizes when there is one.
 * A piece of one size comes with it chosen (the served page's and the app's), so a test that taps Add To Cart
 * without a size would add it instead: other files' pieces (gallery.e2e.ts's one-size ring) may be the dearest.
 */
export async function inStockProduct(
  category = 'women_rings',
): Promise<{ product: ApiProduct; size: string }> {
  const page = await apiCall<{ content: ApiProduct[] }>(
    `/api/products?category=${category}&stock=in_stock&pageSize=20&sort=price_high`,
  );
  const withStock = page.content.flatMap((product) => {
    const size = product.sizes.find((s) => s.quantity >= 3);
    return size ? [{ product, size: size.name }] : [];
  });
  const found = withStock.find(({ product }) => product.sizes.length > 1) ?? withStock[0];
  if (!found) throw new Error(`No product in ${category} has a size with stock`);
  return found;
}

export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  streetAddress: '12 Lake View Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  landmark: 'Opposite the park',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
};

/** Puts a product's size in the customer's cart (one, unless `quantity` says), through the API. */
export const addToCart = (jwt: string, productId: string, size: string, quantity?: number) =>
  apiCall('/api/cart/add', { method: 'PUT', jwt, body: { productId, size, quantity } });

/** Places the customer's cart as a PENDING order, delivered to `address`, through the API. */
export const placeOrder = (jwt: string, address: object = ADDRESS) =>
  apiCall<{ _id: string }>('/api/orders/', { method: 'POST', jwt, body: address });

/** Signs up, fills the cart and creates a PENDING order, all through the API. */
export async function customerWithOrder(label: string) {
  const user = await signUp(label);
  const { product, size } = await inStockProduct();
  await addToCart(user.jwt, product._id, size);
  const order = await placeOrder(user.jwt);
  return { user, product, size, orderId: order._id };
}

/**
 * Presses Pay or Fail on the simulated gateway's page at `linkUrl` without a browser; returns the address the
 * gateway sends the shopper back to (the shop's /payment/{orderId}?razorpay_… address).
 */
export async function pressOnGatewayPage(linkUrl: string, button: 'pay' | 'fail'): Promise<string> {
  const response = await fetch(`${baseUrl()}${new URL(linkUrl).pathname}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  const name = button === 'pay' ? 'Pay' : 'Fail';
  if (response.status !== 303 || !location)
    throw new Error(`The simulated ${name} answered ${response.status}`);
  return location;
}

async function paymentLink(orderId: string, jwt: string): Promise<string> {
  const link = await apiCall<{ Payment_link_url: string }>(`/api/payments/${orderId}`, {
    method: 'POST',
    jwt,
    body: {},
  });
  return link.Payment_link_url;
}

/** Fails the payment on the simulated gateway's page; returns the shop's return URL with status failed. */
export async function failPayment(orderId: string, jwt: string): Promise<string> {
  return pressOnGatewayPage(await paymentLink(orderId, jwt), 'fail');
}

/**
 * Pays an order on the simulated gateway's page without a browser: asks for the link, posts its Pay form and
 * returns the return URL (the shop's /payment/{orderId}?razorpay_… address) the gateway redirects to.
 */
export async function payOrder(orderId: string, jwt: string): Promise<string> {
  return pressOnGatewayPage(await paymentLink(orderId, jwt), 'pay');
}

/** The query of `GET /api/payments?…` that records a payment, as the payment page builds it from the return URL. */
export function paymentResultQuery(orderId: string, returnUrl: string): URLSearchParams {
  return new URLSearchParams(paymentReturnQuery(returnUrl, orderId));
}

/**
 * A customer's order, paid on the simulated gateway and recorded as the payment page does it (so the gateway's
 * webhook changes nothing after); with the address the gateway sent the shopper back to.
 */
export async function paidOrder(label: string) {
  const customer = await customerWithOrder(label);
  const returnUrl = await payOrder(customer.orderId, customer.user.jwt);
  await apiCall(`/api/payments?${paymentResultQuery(customer.orderId, returnUrl)}`, {
    jwt: customer.user.jwt,
  });
  return { ...customer, returnUrl };
}

/** On the customer's order page, opens the return form with one piece of the first line chosen; answers the form. */
export async function openReturnForm(page: Page, orderId: string) {
  await page.goto(`/account/order/${orderId}`);
  await page.getByRole('button', { name: 'Return items' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Return 1' }).click();
  return form;
}

/** In the sign-in dialog's Register form: the name, the email and the shared password, then Register. */
export async function register(dialog: Locator, firstName: string, lastName: string, email: string) {
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
}

/** Sums every layout shift of each page the context opens, as CLS counts them (read with `layoutShifts`). */
export async function countLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts summed so far on a page of a context given to `countLayoutShifts`. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifted: number }).shifted);

/**
 * Waits until the app has replaced the served page (decision 0116): the served page draws a look-alike header and
 * Add To Cart, so a test of the app's own toasts, dialogs or navigation must not act on it before this.
 */
const appTakenOver = (page: Page) => page.locator('.ssr').waitFor({ state: 'detached' });

/** Makes `page`'s loads wait for the app's take-over (a page the server did not render has no `.ssr`). */
function waitForAppAfterLoads(page: Page): void {
  for (const load of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[load].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [load]: async (...args: unknown[]) => {
        const response = await original(...args);
        await appTakenOver(page);
        return response;
      },
    });
  }
}
