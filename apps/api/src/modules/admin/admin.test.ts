import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let browser: TestUser;

const address = {
  firstName: 'R',
  lastName: 'K',
  phoneNumber: '9999999999',
  streetAddress: 'x',
  city: 'y',
  state: 'z',
  pincode: '560001',
  landmark: '',
  email: 'r@k.in',
};

async function order(userId: string, status: string, rupees: number) {
  await t.db.insert(orders).values({
    userId,
    status,
    shippingAddress: address,
    totalPricePaise: rupees * 150,
    totalDiscountedPricePaise: rupees * 100,
    totalItem: 1,
    expiresAt: new Date(Date.now() + 60_000),
  });
}

const get = (url: string, user = admin) => t.app.inject({ method: 'GET', url, headers: user.headers });

beforeAll(async () => {
  ({ t, admin } = await startAdminApp({ template: 'demo' }));
  buyer = await createUser(t, { firstName: 'Buyer' });
  browser = await createUser(t, { firstName: 'Browser' });
  await order(buyer.id, 'PLACED', 1000);
  await order(buyer.id, 'DELIVERED', 499);
  await order(buyer.id, 'PENDING', 2000);
  await order(buyer.id, 'CANCELLED', 3000);
});
afterAll(async () => t.close());

describe('admin figures', () => {
  it('counts sales and revenue from paid orders only, with orders by status and the last 30 days', async () => {
    const res = await get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      sales: 2,
      revenue: 1499,
      averageOrderValue: 749.5,
      customers: 2,
      products: 70,
    });
    expect(stats.ordersByStatus).toMatchObject({
      PLACED: 1,
      DELIVERED: 1,
      PENDING: 1,
      CANCELLED: 1,
      SHIPPED: 0,
    });
    expect(stats.outOfStockProducts).toBeGreaterThan(0);
    expect(stats.lastDays).toHaveLength(30);
    expect(stats.lastDays.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBe(1499);
  });

  it('lists customers, newest first, with paid order counts and what they spent', async () => {
    const res = await get('/api/admin/customers?pageNumber=0&pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalElements).toBe(2);
    expect(body.content.map((c: { firstName: string }) => c.firstName)).toEqual(['Browser', 'Buyer']);
    expect(body.content[1]).toMatchObject({ email: buyer.email, orders: 2, totalSpent: 1499 });
    expect(body.content[0]).toMatchObject({ orders: 0, totalSpent: 0 });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('lists the audit log newest first and filters it by kind', async () => {
    const actor = {
      id: admin.id,
      email: admin.email,
      firstName: 'A',
      lastName: 'B',
      role: 'admin' as const,
      token: {} as never,
    };
    await recordAudit(t.db, actor, {
      action: 'product.update',
      entityType: 'product',
      entityId: 'p1',
      before: { price: 1 },
      after: { price: 2 },
    });
    await recordAudit(t.db, actor, { action: 'order.ship', entityType: 'order', entityId: 'o1' });
    const all = (await get('/api/admin/audit-log')).json();
    expect(all.content.map((e: { action: string }) => e.action)).toEqual(['order.ship', 'product.update']);
    const products = (await get('/api/admin/audit-log?kind=product')).json();
    expect(products.content).toHaveLength(1);
    expect(products.content[0]).toMatchObject({
      actorEmail: admin.email,
      before: { price: 1 },
      after: { price: 2 },
    });
    expect((await get('/api/admin/audit-log?kind=everything')).statusCode).toBe(400);
  });

  it('S03 keeps the figures from customers', async () => {
    for (const url of ['/api/admin/stats', '/api/admin/customers', '/api/admin/audit-log']) {
      expect((await get(url, browser)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
