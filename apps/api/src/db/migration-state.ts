import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

const journalPath = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

/** The `when` of the newest committed migration: drizzle's migrator records it as `created_at` once applied. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

const newest = newestMigrationMillis();

/** True when every migration this build ships has been applied to the database (drizzle's own bookkeeping). */
export async function migrationsAreIn(db: Database): Promise<boolean> {
  const result = await db
    .execute<{ applied: number | null }>(
      sql`select max(created_at)::float8 as applied from drizzle.__drizzle_migrations`,
    )
    .catch((error: unknown) => {
      // No bookkeeping table or schema yet: nothing has been migrated. Anything else is the database's trouble.
      if (isMissingRelation(error)) return { rows: [] };
      throw error;
    });
  const applied = result.rows[0]?.applied;
  return applied !== null && applied !== undefined && applied >= newest;
}

function isMissingRelation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '42P01' || code === '3F000';
}
