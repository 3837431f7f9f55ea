import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsAreIn } from '../../db/migration-state.ts';

const healthReply = z.object({ status: z.enum(['ok', 'unavailable']), db: z.enum(['ok', 'down']) });
const readyReply = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'down']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers; `db` says whether PostgreSQL does too. */
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthReply, 503: healthReply } }, logLevel: 'warn' },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', db: 'down' });
      }
    },
  );

  /**
   * Readiness, for a load balancer: 200 only when the database answers and has every migration this build
   * ships. A closing instance answers 503 too (closingPlugin), so it leaves the rotation before it stops.
   */
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: readyReply, 503: readyReply } }, logLevel: 'warn' },
    async (_request, reply) => {
      let migrated: boolean;
      try {
        migrated = await migrationsAreIn(app.db);
      } catch {
        return reply.status(503).send({ status: 'not_ready', db: 'down', migrations: 'unknown' });
      }
      if (!migrated) return reply.status(503).send({ status: 'not_ready', db: 'ok', migrations: 'pending' });
      return { status: 'ready' as const, db: 'ok' as const, migrations: 'ok' as const };
    },
  );

  if (app.config.BENCH_ROUTES) {
    app.get('/__bench/hello', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ hello: 'world' }));
  }
};
