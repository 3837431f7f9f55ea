import { loadConfig } from '../config.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * Runs a command-line task against the shop's database: DATABASE_URL when set, else the embedded one under
 * DATA_DIR (which must not be running at the same time: stop the shop first).
 */
export async function withDatabase(task: (db: Database) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, 'shop');
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('no database');
  const database = connectDatabase(url, 2);
  try {
    await runMigrations(url);
    await task(database.db);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
