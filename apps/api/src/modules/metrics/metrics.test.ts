import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../../test/helpers/test-app.ts';

const TOKEN = 'metrics-token-0f4c2a9e61b7d3845e';

/** One labelled sample's value from Prometheus text, e.g. sample(text, 'shop_outbox_pending'). */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('demo');
});
afterAll(async () => database.drop());

describe('metrics off (neither METRICS_PORT nor METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ database })));
  afterAll(async () => t.close());

  it('S61 /metrics is not served on the public port', async () => {
    // With the web app built, an unknown address gets the app's own not-found page; never the metrics.
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).not.toContain('text/plain');
    expect(res.body).not.toMatch(/^# (HELP|TYPE) /m);
    expect(res.body).not.toContain('http_requests_total');
  });
});

describe('metrics behind METRICS_TOKEN on the public port', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => lines.push(chunk));
    t = await buildTestApp({
      database,
      env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'debug' },
      logStream: stream,
    });
  });
  afterAll(async () => t.close());

  it('S61 refuses a scrape without the token or with a wrong one, in the shared error shape', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain(TOKEN.slice(0, 12));
    }
  });

  it('S61 serves Prometheus text with the token, and the token never reaches a log line', async () => {
    const product = await t.db.execute<{ id: string }>(sql`select id from products limit 1`);
    const productId = product.rows[0]?.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/products/id/${productId}` })).statusCode).toBe(
      200,
    );
    await t.app.inject({ method: 'GET', url: '/api/products/id/not-a-uuid' });
    await t.db.execute(sql`insert into outbox (id, "to", subject, text, html, created_at)
      values (gen_random_uuid(), 'a@example.com', 's', 't', 'h', now() - interval '90 seconds'),
             (gen_random_uuid(), 'b@example.com', 's', 't', 'h', now())`);

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(
      sample(text, 'http_requests_total', '{method="GET",route="/api/products/id/:productId",status="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total', '{method="GET",route="/api/products/id/:productId",status="400"}'),
    ).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/products/id/:productId",status="200"}',
    );
    expect(sample(text, 'shop_database_up')).toBe(1);
    expect(sample(text, 'shop_outbox_pending')).toBe(2);
    expect(sample(text, 'shop_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'shop_db_pool_connections', '{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_resident_memory_bytes');
    expect(lines.join('')).not.toContain(TOKEN);
    await t.db.execute(sql`delete from outbox`);
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await buildTestApp({ database, env: { METRICS_PORT: '0', HOST: '127.0.0.1' } })),
  );
  afterAll(async () => t.close());

  it('S61 serves /metrics only on its own port, not on the public one', async () => {
    const port = t.app.metricsAddress?.port;
    expect(port).toBeGreaterThan(0);
    const onPublicPort = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(onPublicPort.body).not.toContain('http_requests_total');
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'shop_database_up')).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(404);
  });
});
