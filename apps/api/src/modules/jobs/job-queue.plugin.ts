import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * A background job: a name, what it does, and how often every instance asks for it. Define one with
 * `app.jobs.define({ name: 'orders.expire-unpaid', every: 'interval', run: () => expireUnpaidOrders(app.db) })`
 * in a module's plugin (before the app is ready), and send one-off work with `app.jobs.send(name, data)`.
 */
export interface JobDefinition<T extends object = Record<string, never>> {
  /** Letters, digits, dots and dashes, e.g. `mail.send-due`. */
  name: string;
  run(data: T): Promise<unknown>;
  /** Asked for by every instance on a timer: `interval` is JOB_INTERVAL_SECONDS, a number its own period. */
  every?: 'interval' | number;
  /** Retries after a failure (default 4), the first after `retryDelaySeconds` (default 5), then doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer is taken as lost (its instance died) and retried (default 300). */
  expireInSeconds?: number;
  /**
   * For a sweep whose run answers how many things it handled: when it handled any, that number is logged as
   * `field` with `message`; a run with nothing to do logs nothing.
   */
  logsCount?: { field: string; message: string };
}

export interface JobQueue {
  /** False with JOB_INTERVAL_SECONDS=0: nothing runs, `send` keeps nothing. */
  readonly enabled: boolean;
  define<T extends object>(job: JobDefinition<T>): void;
  /** Queues one run; answers the job's id, or null when a periodic one of its kind is already waiting. */
  send(name: string, data?: object): Promise<string | null>;
  /** The pg-boss instance, for the admin's Jobs page; undefined while the queue is off. */
  readonly boss: PgBoss | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const JOB_NAME = /^[a-z0-9][a-z0-9.-]{1,60}$/;

/** Any fixed number; instances starting together set the queue up one at a time (pg-boss's DDL deadlocks). */
const QUEUE_SETUP_LOCK_KEY = 724_031_906;

/**
 * The durable job queue (pg-boss on the shop's PostgreSQL, schema `pgboss`; decision 0061). Each
 * periodic job is a `stately` queue: at most one run waiting and one running across every instance, so a timer on
 * every instance asks for a run but only one happens; one-off jobs (`send` with data) are all kept. A failed run is retried with backoff; one that fails every retry stays
 * `failed` for the admin's Jobs page to show and retry. Shutdown stops fetching, lets runs in progress finish
 * (up to SHUTDOWN_GRACE_SECONDS), and a run whose instance died is retried once it expires.
 */
export const jobQueuePlugin = fp(async (app: FastifyInstance) => {
  const definitions = new Map<string, JobDefinition<object>>();
  const timers: NodeJS.Timeout[] = [];
  const intervalSeconds = app.config.JOB_INTERVAL_SECONDS;
  const enabled = intervalSeconds > 0;
  let boss: PgBoss | undefined;
  const log = app.log.child({ module: 'jobs' });

  const queue: JobQueue = {
    enabled,
    get boss() {
      return boss;
    },
    define(job) {
      if (!JOB_NAME.test(job.name)) throw new Error(`not a job name: ${job.name}`);
      if (definitions.has(job.name)) throw new Error(`job defined twice: ${job.name}`);
      if (boss) throw new Error(`job ${job.name} defined after the queue started`);
      definitions.set(job.name, job as JobDefinition<object>);
    },
    async send(name, data = {}) {
      if (!boss) return null;
      return boss.send(name, data);
    },
  };
  app.decorate('jobs', queue);

  app.addHook('onReady', async () => {
    if (!enabled) return;
    const started = new PgBoss({
      connectionString: connectionStringOf(app),
      schema: 'pgboss',
      max: 3,
      application_name: 'shop-jobs',
      // Finished jobs are kept a week for the Jobs page, then archived and deleted by pg-boss's maintenance.
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
    });
    started.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await oneAtATime(connectionStringOf(app), async () => {
      await started.start();
      for (const job of definitions.values())
        await started.createQueue(job.name, {
          name: job.name,
          // Periodic sweeps: one waiting, one running. One-off work (each with its own data): every send kept.
          policy: job.every ? 'stately' : 'standard',
          retryLimit: job.retryLimit ?? 4,
          retryDelay: job.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds ?? 300,
        });
    });
    boss = started;
    for (const job of definitions.values()) {
      await started.work(
        job.name,
        { pollingIntervalSeconds: pollingFor(job, intervalSeconds) },
        async ([run]) => {
          if (!run) return;
          try {
            const handled = await job.run(run.data as object);
            if (job.logsCount && typeof handled === 'number' && handled > 0)
              log.info({ job: job.name, [job.logsCount.field]: handled }, job.logsCount.message);
          } catch (error) {
            log.error({ err: error, job: job.name }, 'job failed: it will be retried');
            throw error;
          }
        },
      );
      const every = job.every === 'interval' ? intervalSeconds : job.every;
      if (every && every > 0) {
        const ask = () =>
          void started.send(job.name, {}).catch((error) => log.warn({ err: error }, 'job not queued'));
        const timer = setInterval(ask, every * 1000);
        timer.unref();
        timers.push(timer);
      }
    }
  });

  // preClose, before the modules' own onClose hooks close what the runs use (the mail transport, the pool).
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    // Stop fetching, wait for the runs in progress, then close pg-boss's own pool.
    await boss?.stop({ graceful: true, wait: true, timeout: app.config.SHUTDOWN_GRACE_SECONDS * 1000 });
  });
});

/** Polling at most as often as the job's period (pg-boss's floor is half a second), at least every 2 s. */
function pollingFor(job: JobDefinition<object>, intervalSeconds: number): number {
  const every = job.every === 'interval' ? intervalSeconds : (job.every ?? 2);
  return Math.max(0.5, Math.min(2, every));
}

/** Runs `work` under a session advisory lock, so instances starting at once take turns. */
async function oneAtATime(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString });
  // Lost mid-setup (S70): the query in flight fails on its own; without a listener the process would end.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

function connectionStringOf(app: FastifyInstance): string {
  const options = app.database.pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error('the job queue needs the database URL');
  return options.connectionString;
}
