import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/client.ts';

/**
 * The job queue (pg-boss) in the real app, with test jobs defined the way a module defines its own, on one
 * PostgreSQL shared by two instances. JOB_INTERVAL_SECONDS is long so only the jobs asked for here run.
 */
let database: TestDatabase;
const opened: { close(): Promise<unknown> }[] = [];

async function instance(define: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
  const handle = connectDatabase(database.url, 5);
  const app = await buildApp({
    config: testConfig(database.url, { JOB_INTERVAL_SECONDS: '3600' }),
    database: handle,
    logger: false,
  });
  define(app);
  await app.ready();
  opened.push({
    close: async () => {
      await app.close();
      await handle.close();
    },
  });
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(async () => {
  for (const shop of opened.reverse()) await shop.close();
  await database.drop();
});

describe('the job queue', { timeout: 60_000 }, () => {
  it('runs a job asked for by two instances at most once at a time, each run on one instance', async () => {
    const runs: { by: string; start: number; end: number }[] = [];
    const slowJob = (by: string) => ({
      name: 'test.one-at-a-time',
      every: 0.5,
      run: async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 300));
        runs.push({ by, start, end: performance.now() });
      },
    });
    const one = await instance((app) => app.jobs.define(slowJob('one')));
    const two = await instance((app) => app.jobs.define(slowJob('two')));
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(5), { timeout: 30_000, interval: 100 });
    const sorted = [...runs].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]?.start).toBeGreaterThanOrEqual(sorted[i - 1]?.end ?? 0);
    expect(one.jobs.enabled && two.jobs.enabled).toBe(true);
  });

  it('retries a failing job with backoff until it is dead; the admin sees it with its error and runs it again', async () => {
    let failing = true;
    let attempts = 0;
    let succeeded = 0;
    const shop = await instance((app) =>
      app.jobs.define({
        name: 'test.flaky',
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          attempts += 1;
          if (failing) throw new Error(`gateway said no (attempt ${attempts}) to asha@example.com`);
          succeeded += 1;
        },
      }),
    );
    const admin: TestUser = await createUser({ app: shop, db: database.db }, { role: 'admin' });
    const id = await shop.jobs.send('test.flaky');
    expect(id).toBeTruthy();

    const list = async () =>
      (await shop.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers })).json();
    await vi.waitFor(
      async () => {
        const job = (await list()).jobs.find((j: { id: string }) => j.id === id);
        expect(job?.state).toBe('dead');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(attempts).toBe(2);
    const dead = (await list()).jobs.find((j: { id: string }) => j.id === id);
    expect(dead).toMatchObject({ name: 'test.flaky', attempts: 2, retryLimit: 1 });
    expect(dead.lastError).toContain('gateway said no (attempt 2)');
    expect(dead.lastError).not.toContain('asha@example.com');
    expect((await list()).counts).toContainEqual({ name: 'test.flaky', state: 'dead', count: 1 });

    failing = false;
    const retried = await shop.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(['retrying', 'queued', 'running']).toContain(retried.json().state);
    await vi.waitFor(() => expect(succeeded).toBe(1), { timeout: 30_000, interval: 200 });
    await vi.waitFor(
      async () => expect((await list()).jobs.map((j: { id: string }) => j.id)).not.toContain(id),
      {
        timeout: 10_000,
        interval: 200,
      },
    );
  });

  it('refuses a retry of a job that is not dead, of an unknown one, and to anyone but an admin', async () => {
    const shop = await instance(() => {});
    const admin = await createUser({ app: shop, db: database.db }, { role: 'admin' });
    const customer = await createUser({ app: shop, db: database.db });
    const unknown = await shop.inject({
      method: 'POST',
      url: '/api/admin/jobs/0190f5f0-0000-7000-8000-000000000000/retry',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const queued = await shop.jobs.send('orders.expire-unpaid');
    if (queued) {
      const notDead = await shop.inject({
        method: 'POST',
        url: `/api/admin/jobs/${queued}/retry`,
        headers: admin.headers,
      });
      expect([409, 404]).toContain(notDead.statusCode);
    }
    expect(
      (await shop.inject({ method: 'GET', url: '/api/admin/jobs', headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await shop.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });
});
