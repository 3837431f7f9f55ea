import { randomBytes } from 'node:crypto';
import { findIndianState } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { productSizes, products } from '../../src/db/schema/index.ts';
import { insertProducts } from '../../src/db/seed/seed.ts';
import { firstPincodeIn } from '../../src/modules/delivery/pincode-directory.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

export interface TestProduct {
  id: string;
  title: string;
}

/** A new product of its own for one test: prices in rupees, stock per size. */
export async function createProduct(
  t: Pick<TestApp, 'db'>,
  options: {
    price?: number;
    discountedPrice?: number;
    sizes?: Record<string, number>;
    title?: string;
    hsn?: string;
    gstRate?: number;
  } = {},
): Promise<TestProduct> {
  const price = options.price ?? 1000;
  const discountedPrice = options.discountedPrice ?? 800;
  const sizes = options.sizes ?? { s: 5, m: 5 };
  const title = options.title ?? `Test Ring ${randomBytes(3).toString('hex')}`;
  const [id] = await insertProducts(t.db, [
    {
      title,
      detail: 'A test piece',
      description: 'A test piece',
      color: 'gold',
      pricePaise: Math.round(price * 100),
      discountedPricePaise: Math.round(discountedPrice * 100),
      discountPercent: Math.floor(((price - discountedPrice) * 100) / price),
      topLevelCategory: 'women',
      thirdLevelCategory: 'women_rings',
      images: ['/media/test.webp'],
      sizes: Object.entries(sizes).map(([name, quantity]) => ({ name, quantity })),
      ...(options.hsn ? { hsn: options.hsn } : {}),
      ...(options.gstRate !== undefined ? { gstRate: options.gstRate } : {}),
    },
  ]);
  if (!id) throw new Error('product not created');
  return { id, title };
}

/** A product made by `createProduct` as a cart or order line shows it, with its prices in rupees. */
export function productSnapshot(
  product: TestProduct,
  prices: { price: number; discountedPrice: number; discountPercent: number },
) {
  return { _id: product.id, title: product.title, Image: '/media/test.webp', color: 'gold', ...prices };
}

/** The stock of one size and the product's total, straight from the database. */
export async function stockOf(t: Pick<TestApp, 'db'>, productId: string, size: string) {
  const [sizeRow] = await t.db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.name, size)));
  const [productRow] = await t.db
    .select({ total: products.totalQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return { size: sizeRow?.quantity, total: productRow?.total };
}

/** An address in Bengaluru; overriding the state alone moves the PIN code into that state too. */
export function addressFields(overrides: Record<string, unknown> = {}) {
  const pincodeOfState =
    typeof overrides.state === 'string' && !('pincode' in overrides)
      ? { pincode: firstPincodeIn(findIndianState(overrides.state)?.name ?? '') ?? '560001' }
      : {};
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    phoneNumber: '9876543210',
    streetAddress: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    landmark: '',
    email: 'asha@example.com',
    ...pincodeOfState,
    ...overrides,
  };
}

/** The user's cart (`GET /api/cart/`, or the other spelling of the URL); answers the reply. */
export function getCart(t: Pick<TestApp, 'app'>, user: TestUser, url = '/api/cart/') {
  return t.app.inject({ method: 'GET', url, headers: user.headers });
}

/** `PUT /api/cart/add` with this body, whatever it is; answers the reply. */
export function putInCart(t: Pick<TestApp, 'app'>, user: TestUser, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/cart/add', headers: user.headers, payload });
}

export async function addToCart(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  productId: string,
  size: string,
  quantity = 1,
) {
  const res = await putInCart(t, user, { productId, size, quantity });
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Checks out the user's cart (`POST /api/orders/`) to `address`; answers the reply, whatever it is. */
export function postCheckout(t: Pick<TestApp, 'app'>, user: TestUser, address: object = addressFields()) {
  return t.app.inject({ method: 'POST', url: '/api/orders/', headers: user.headers, payload: address });
}

/** Puts the lines in the user's cart and places a PENDING order for them with a new address. */
export async function placeOrder(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  lines: { productId: string; size: string; quantity?: number }[],
) {
  for (const line of lines) await addToCart(t, user, line.productId, line.size, line.quantity ?? 1);
  const res = await postCheckout(t, user);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
