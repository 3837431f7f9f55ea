import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

const LOAD_BALANCER = '10.0.0.5';
const CLIENT = '203.0.113.7';

/** Failed sign-ins through a load balancer, each with a different forged leftmost X-Forwarded-For entry. */
async function signinsWithForgedAddresses(t: TestApp, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      remoteAddress: LOAD_BALANCER,
      // What the client sent (a made-up address), then what the load balancer appended (the real client).
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${CLIENT}` },
      payload: { email: `nobody${i}@example.com`, password: 'not-the-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

async function ipCounters(t: TestApp): Promise<string[]> {
  const rows = await t.db.execute<{ key: string }>(
    sql`select key from rate_limits where key like 'signin:ip:%' order by key`,
  );
  return rows.rows.map((row) => row.key);
}

async function appWith(trustProxy: string) {
  const t = await buildTestApp({ template: 'empty', env: { TRUST_PROXY: trustProxy } });
  apps.push(t);
  return t;
}

describe('the client address behind a proxy', () => {
  it('S33 with a hop count, a forged leftmost X-Forwarded-For never becomes the client address', async () => {
    const t = await appWith('1');
    const statuses = await signinsWithForgedAddresses(t, 11);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    // The forged entries changed every time, yet the per-address limit saw one client.
    expect(statuses[10]).toBe(429);
    expect(await ipCounters(t)).toEqual([`signin:ip:${CLIENT}`]);
  });

  it('S33 with the proxies listed as addresses or CIDRs, the same', async () => {
    const t = await appWith('10.0.0.0/8');
    expect((await signinsWithForgedAddresses(t, 11))[10]).toBe(429);
    expect(await ipCounters(t)).toEqual([`signin:ip:${CLIENT}`]);
  });

  it('S33 from a peer that is not a listed proxy, X-Forwarded-For is ignored', async () => {
    const t = await appWith('192.168.0.0/16');
    await signinsWithForgedAddresses(t, 2);
    expect(await ipCounters(t)).toEqual([`signin:ip:${LOAD_BALANCER}`]);
  });

  it('S33 without TRUST_PROXY, the socket peer is the client', async () => {
    const t = await appWith('false');
    await signinsWithForgedAddresses(t, 2);
    expect(await ipCounters(t)).toEqual([`signin:ip:${LOAD_BALANCER}`]);
  });
});
