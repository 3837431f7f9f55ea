import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; services take `Database | Tx` so they can join a caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// int8 (count(*), sum()) as a JS number: our sums are paise and counts, far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  keepClientErrorsHandled(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * A client losing its connection (the database restarted, its backend terminated) emits 'error'; one without a
 * listener crashes the process (S70). pg-pool listens only while a client is idle and drops that listener while it
 * is checked out (a transaction between two queries), so every client gets a listener of its own for its whole
 * life. The query in flight fails on its own (503 through database-errors.ts) and the pool discards the client.
 */
export function keepClientErrorsHandled(pool: pg.Pool, onError: (error: Error) => void = () => {}): void {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}
