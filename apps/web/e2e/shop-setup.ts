import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderNumber } from '@shop/contracts';
import { beforeAll, inject } from 'vitest';
import { confirmCodByMail } from './cod-confirm.ts';
import {
  ADDRESS,
  type ApiProduct,
  addToCart,
  apiCall,
  inStockProduct,
  PASSWORD,
  placeOrder,
  signUp,
  uniqueEmail,
} from './support.ts';

/** Set-up through the admin API: the test server's admin, products of a test's own, other shoppers' orders. */
export interface Credentials {
  email: string;
  password: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The test server's admin. On the embedded database the server creates one on its first start and prints
 * the password into its log; on DATABASE_URL there is none, so `npm run create-admin` makes one.
 */
export async function adminCredentials(): Promise<Credentials> {
  const databaseUrl = inject('databaseUrl');
  if (databaseUrl) {
    const credentials = { email: uniqueEmail('admin'), password: PASSWORD };
    const made = spawnSync(
      'npm',
      ['run', 'create-admin', '--', '--email', credentials.email, '--password', credentials.password],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
    return credentials;
  }
  const log = await readFile(path.join(inject('dataDir'), 'server.log'), 'utf8');
  const found = /email: (\S+)\s+password: (\S+)/.exec(log);
  if (!found?.[1] || !found[2]) throw new Error('The server log holds no first admin account');
  return { email: found[1], password: found[2] };
}

/** The test server's admin and its token for set-up calls, filled in before the file's tests. */
export type Admin = Credentials & { jwt: string };

/**
 * The test server's admin for the file's tests (`adminCredentials`, then signed in). Call it at the top of the
 * file; the object it returns is filled in before the tests run.
 */
export function adminForTests(): Admin {
  const admin: Admin = { email: '', password: '', jwt: '' };
  beforeAll(async () => {
    Object.assign(admin, await adminCredentials());
    admin.jwt = await adminToken(admin);
  });
  return admin;
}

/**
 * A product of the test's own, made through the admin API: `sizes` maps size names to stock; `prices` in rupees
 * (₹1,299, sold at ₹999, unless the test needs others).
 */
export async function createTestProduct(
  adminJwt: string,
  title: string,
  sizes: Record<string, number>,
  prices: { price: number; discountedPrice: number } = { price: 1299, discountedPrice: 999 },
): Promise<ApiProduct> {
  // The picture of a demo piece: whatever the demo art is, it is served.
  const demo = await apiCall<{ content: { Image: string }[] }>('/api/products?pageSize=1');
  return apiCall<ApiProduct>('/api/admin/products', {
    method: 'POST',
    jwt: adminJwt,
    body: {
      title,
      Image: demo.content[0]?.Image ?? '',
      color: 'gold',
      ...prices,
      topLevelCategory: 'women',
      thirdLevelCategory: 'women_rings',
      description: 'A ring made for one end-to-end test.',
      size: Object.entries(sizes).map(([name, quantity]) => ({ name, quantity })),
    },
  });
}

/** Another shopper buys (reserves, with an unpaid order) `quantity` of a size, through the API. */
export async function someoneBuys(productId: string, size: string, quantity: number): Promise<void> {
  const buyer = await signUp('other-buyer');
  await addToCart(buyer.jwt, productId, size, quantity);
  await placeOrder(buyer.jwt);
}

/** The admin's token for set-up calls through the admin API. */
export async function adminToken(admin: Credentials): Promise<string> {
  const { jwt } = await apiCall<{ jwt: string }>('/auth/signin', {
    method: 'POST',
    body: { email: admin.email, password: admin.password },
  });
  return jwt;
}

/**
 * A new customer's cash-on-delivery order of a demo ring, confirmed from the mail as the customer does, through
 * the API. `phoneNumber` is the test's own, so a parcel one test sends back does not refuse another's COD.
 */
export async function confirmedCodOrder(label: string, phoneNumber: string) {
  const customer = await signUp(label);
  const { product, size } = await inStockProduct('women_rings');
  await addToCart(customer.jwt, product._id, size);
  const order = await placeOrder(customer.jwt, { ...ADDRESS, phoneNumber, email: customer.email });
  await apiCall(`/api/orders/${order._id}/cod`, { method: 'POST', jwt: customer.jwt });
  await confirmCodByMail(customer.email, orderNumber(order._id));
  return { customer, product, size, orderId: order._id };
}
