import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the database available to routes as `app.db`. The caller owns the pool and closes it. */
export const databasePlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
});
