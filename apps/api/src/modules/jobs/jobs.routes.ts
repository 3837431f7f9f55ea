import { type JobView, type JobViewState, jobsReply, jobView } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { scrubText } from '../../lib/log-redaction.ts';
import { adminRoute } from '../../plugins/route-options.ts';

/** pg-boss's states, as the Jobs page names them; completed and cancelled jobs are not listed. */
const VIEW_STATE: Record<string, JobViewState> = {
  created: 'queued',
  active: 'running',
  retry: 'retrying',
  failed: 'dead',
};

type JobRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date | null;
  started_on: Date | null;
  error: string | null;
};

function toView(row: JobRow): JobView {
  const state = VIEW_STATE[row.state] ?? 'queued';
  const runAt = state === 'running' ? row.started_on : row.start_after;
  return {
    id: row.id,
    name: row.name,
    state,
    attempts: row.retry_count + (state === 'dead' || state === 'retrying' ? 1 : 0),
    retryLimit: row.retry_limit,
    createdAt: new Date(row.created_on).toISOString(),
    runAt: runAt ? new Date(runAt).toISOString() : null,
    lastError: row.error ? scrubText(row.error).slice(0, 300) : null,
  };
}

/** The admin's view of the job queue: what waits, runs, retries and has died, and a retry for the dead. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    adminRoute({
      summary: 'Background jobs: queued, running, retrying and dead',
      response: { 200: jobsReply },
    }),
    async () => {
      if (!app.jobs.enabled || !app.jobs.boss) return { enabled: app.jobs.enabled, counts: [], jobs: [] };
      const counts = await app.db.execute<{ name: string; state: string; count: number }>(sql`
        select name, state::text as state, count(*)::int as count from pgboss.job
        where state in ('created', 'active', 'retry', 'failed') group by name, state order by name, state`);
      const jobs = await app.db.execute<JobRow>(sql`
        select id, name, state::text as state, retry_count, retry_limit, created_on, start_after, started_on,
               coalesce(output->>'message', output::text) as error
        from pgboss.job where state in ('created', 'active', 'retry', 'failed')
        order by (state = 'failed') desc, created_on desc limit 200`);
      return {
        enabled: true,
        counts: counts.rows.map((row) => ({
          name: row.name,
          state: VIEW_STATE[row.state] ?? 'queued',
          count: row.count,
        })),
        jobs: jobs.rows.map(toView),
      };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    adminRoute({
      summary: 'Run a dead job again (its retries start over)',
      params: z.object({ id: z.uuid() }),
      response: { 200: jobView },
    }),
    async (request) => {
      const boss = app.jobs.boss;
      if (!boss) throw notFound('Job');
      const find = async () =>
        (
          await app.db.execute<JobRow>(sql`
            select id, name, state::text as state, retry_count, retry_limit, created_on, start_after, started_on,
                   coalesce(output->>'message', output::text) as error
            from pgboss.job where id = ${request.params.id}`)
        ).rows[0];
      const job = await find();
      if (!job) throw notFound('Job');
      if (job.state !== 'failed')
        throw conflict('CONFLICT', 'Only a job that has run out of retries can be retried');
      await boss.retry(job.name, job.id);
      const again = await find();
      if (!again) throw notFound('Job');
      return toView(again);
    },
  );
};
