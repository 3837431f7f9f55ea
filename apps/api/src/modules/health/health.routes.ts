import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthReply = z.object({ status: z.enum(['ok', 'unavailable']), db: z.enum(['ok', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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

  if (app.config.BENCH_ROUTES) {
    app.get('/__bench/hello', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ hello: 'world' }));
  }
};
