import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { pictureWorkLoad } from '../catalog/uploads.service.ts';

interface QueueFigures {
  outbox_pending: number;
  outbox_oldest_seconds: number;
  refunds: { status: string; count: number; amount_paise: number }[] | null;
  payments: { status: string; count: number; amount_paise: number }[] | null;
  jobs: { name: string; state: string; count: number; oldest_seconds: number }[];
}

/**
 * Figures read when Prometheus scrapes: the pool, the catalogue cache, and one query for the outbox's depth
 * and age, refunds and payments by status. A scrape while the database is down says so in `shop_database_up`.
 */
export function registerShopGauges(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers,
    collect() {
      const { totalCount, idleCount, waitingCount } = app.database.pool;
      this.set({ state: 'total' }, totalCount);
      this.set({ state: 'idle' }, idleCount);
      this.set({ state: 'waiting_clients' }, waitingCount);
    },
  });
  new Gauge({
    name: 'shop_catalog_cache_lookups',
    help: 'Catalogue reply cache lookups since start, by result (a counter read at scrape time)',
    labelNames: ['result'],
    registers,
    collect() {
      this.set({ result: 'hit' }, app.catalogCache.hits);
      this.set({ result: 'miss' }, app.catalogCache.misses);
    },
  });
  new Gauge({
    name: 'shop_picture_work',
    help: 'Pictures decoded at once (at most 2) and waiting their turn in this instance, now and at the peak since start',
    labelNames: ['state'],
    registers,
    collect() {
      const load = pictureWorkLoad();
      this.set({ state: 'running' }, load.running);
      this.set({ state: 'waiting' }, load.waiting);
      this.set({ state: 'peak_running' }, load.peakRunning);
      this.set({ state: 'peak_waiting' }, load.peakWaiting);
    },
  });
  new Gauge({
    name: 'shop_catalog_cache_entries',
    help: 'Catalogue replies kept in this instance',
    registers,
    collect() {
      this.set(app.catalogCache.size);
    },
  });

  // prom-client collects every metric at once; the gauges below share one query per scrape.
  let scrape: Promise<QueueFigures | undefined> | undefined;
  const figures = () => {
    scrape ??= readFigures(app)
      .catch(() => undefined)
      .finally(() => {
        scrape = undefined;
      });
    return scrape;
  };
  const fromDatabase = (name: string, help: string, read: (f: QueueFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const current = await figures();
        if (current) this.set(read(current));
        else this.reset();
      },
    });
  new Gauge({
    name: 'shop_database_up',
    help: '1 when the scrape could read the database',
    registers,
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  fromDatabase('shop_outbox_pending', 'Mail waiting to be sent', (f) => f.outbox_pending);
  fromDatabase(
    'shop_outbox_oldest_pending_seconds',
    'Age of the oldest mail waiting to be sent (0 when none waits)',
    (f) => f.outbox_oldest_seconds,
  );
  for (const [name, help, value] of [
    [
      'shop_jobs',
      'Background jobs by name and pg-boss state (created = queued, retry = failed once, failed = dead)',
      'count',
    ],
    ['shop_jobs_oldest_seconds', 'Age of the oldest job in each name and state', 'oldest_seconds'],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['name', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const row of (await figures())?.jobs ?? [])
          this.set({ name: row.name, state: row.state }, row[value]);
      },
    });
  }
  for (const [name, help, pick] of [
    ['shop_refunds', 'Refunds by status', (f: QueueFigures) => f.refunds],
    ['shop_payments', 'Captured payments by status', (f: QueueFigures) => f.payments],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['status', 'unit'],
      registers,
      async collect() {
        this.reset();
        const current = await figures();
        for (const row of (current && pick(current)) ?? []) {
          this.set({ status: row.status, unit: 'count' }, row.count);
          this.set({ status: row.status, unit: 'rupees' }, row.amount_paise / 100);
        }
      },
    });
  }
}

async function readFigures(app: FastifyInstance): Promise<QueueFigures> {
  const result = await app.db.execute<QueueFigures & Record<string, unknown>>(sql`select
    (select count(*)::int from outbox where status = 'PENDING') as outbox_pending,
    (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8
       from outbox where status = 'PENDING') as outbox_oldest_seconds,
    (select json_agg(r) from (select status, count(*)::int as count, sum(amount_paise)::float8 as amount_paise
       from refunds group by status) r) as refunds,
    (select json_agg(p) from (select status, count(*)::int as count, sum(amount_paise)::float8 as amount_paise
       from payments group by status) p) as payments`);
  const row = result.rows[0];
  if (!row) throw new Error('no figures');
  // The queue's tables exist once pg-boss has started (JOB_INTERVAL_SECONDS > 0).
  const jobs = app.jobs.boss
    ? await app.db.execute<QueueFigures['jobs'][number]>(sql`
        select name, state::text as state, count(*)::int as count,
               extract(epoch from now() - min(created_on))::float8 as oldest_seconds
        from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by name, state`)
    : { rows: [] };
  return { ...row, jobs: jobs.rows };
}
