import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number; all instances agree on it so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 724_031_905;

/**
 * Applies the committed SQL migrations. Several instances may start at once: a session-level advisory lock
 * makes the others wait, and they then find nothing left to apply.
 */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a lost connection fails the query in flight; it must not end the process (S70)
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
