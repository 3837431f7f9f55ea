import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { hiddenLinkToken } from '../mail/hidden-links.ts';

/** S47: wrong order tokens per address; a right one is given back, so a guest reading their order never waits. */
const TOKEN_FAILURES: RateLimitRule = { limit: 20, windowSeconds: 600 };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new guest order's reference (128 random bits, kept on the order) and its token's hash; the token is the
 * server secret's HMAC of the reference (hiddenLinkToken), so a mail renders it at send time and is stored
 * redacted (S46), and the database alone cannot give it.
 */
export function newOrderAccess(secret: string) {
  const accessRef = `order-access:${randomBytes(16).toString('base64url')}`;
  const token = hiddenLinkToken(secret, accessRef);
  return { accessRef, accessTokenHash: sha256(token), token };
}

/** The token of a guest order from its reference: for a reply to someone who already proved the mailbox. */
export const orderTokenOf = (secret: string, accessRef: string) => hiddenLinkToken(secret, accessRef);

/** S56: the token is compared by its hash in constant time; a wrong one and an unknown order look alike. */
export function tokenOpens(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The token a request carries: the `X-Order-Token` header, or `?token=` on a GET. */
export function requestOrderToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-order-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = request.query as { token?: unknown } | undefined;
  if (request.method === 'GET' && typeof query?.token === 'string' && query.token.length > 0)
    return query.token;
  return undefined;
}

/**
 * The owner (the guest row's user id) of the one order the token opens; 404 for a wrong token, another order's
 * token or an order that is not a guest's. Wrong tokens are counted per address (S47).
 */
export async function ownerByToken(db: DbOrTx, orderId: string, token: string, ip: string): Promise<string> {
  const attempt = await countAttempt(db, [`order-token:ip:${ip}`], TOKEN_FAILURES);
  const [row] = await db
    .select({ userId: orders.userId, hash: orders.accessTokenHash })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row || !tokenOpens(row.hash, token)) throw notFound('Order');
  await attempt.giveBack();
  return row.userId;
}

/**
 * Whose order a call acts for: with an order token, the guest row that owns the one order it opens (S56);
 * without one, the signed-in customer (401 otherwise, as before tokens existed).
 */
export async function orderOwner(db: DbOrTx, request: FastifyRequest, orderId: string): Promise<string> {
  const token = requestOrderToken(request);
  if (token !== undefined) return ownerByToken(db, orderId, token, request.ip);
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/** The signed-in customer or admin, or (with a token) the guest row whose one order the token opens. */
export async function orderViewer(db: DbOrTx, request: FastifyRequest, orderId: string) {
  if (request.user && requestOrderToken(request) === undefined) return request.user;
  const id = await orderOwner(db, request, orderId);
  return { id, role: 'customer' as const };
}

/** Who acts on an order, for its audit trail: the signed-in user, or (with a token) the guest row and its email. */
export async function orderActor(db: DbOrTx, request: FastifyRequest, orderId: string) {
  const id = await orderOwner(db, request, orderId);
  if (request.user?.id === id) return { id, email: request.user.email };
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email: row?.email ?? '' };
}
