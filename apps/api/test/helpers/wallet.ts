import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { storeCreditAccounts, storeCreditEntries } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/** The owner grants `amount` rupees of goodwill credit to the user (asserts 201). */
export async function grantCredit(t: Pick<TestApp, 'app'>, admin: TestUser, user: TestUser, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${user.id}/store-credit`,
    headers: admin.headers,
    payload: { amount, reason: 'Sorry for the wait' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function walletOf(t: Pick<TestApp, 'app'>, user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    balance: number;
    entries: { amount: number; reason: string; orderId: string | null }[];
  };
}

export function useCredit(t: Pick<TestApp, 'app'>, user: TestUser, use = true) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/cart/store-credit',
    headers: user.headers,
    payload: { use },
  });
}

/** The ledger's sum and the kept balance agree, and neither is below zero. */
export async function expectLedgerConsistent(t: Pick<TestApp, 'db'>, userId: string) {
  const [sum] = await t.db
    .select({ paise: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId));
  const [account] = await t.db
    .select()
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.userId, userId));
  expect(Number(sum?.paise ?? 0)).toBe(account?.balancePaise ?? 0);
  expect(account?.balancePaise ?? 0).toBeGreaterThanOrEqual(0);
  return account?.balancePaise ?? 0;
}
