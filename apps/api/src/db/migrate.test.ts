import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrlFor } from '../../test/helpers/databases.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const serverUrl = inject('pgAdminUrl');
const run = inject('templates').empty.replace(/^shop_tpl_empty_/, '');
const name = `shop_file_migrate_${randomBytes(3).toString('hex')}_${run}`;

afterAll(async () => {
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
});

describe('migrations', () => {
  it('apply once when several instances start at the same moment', async () => {
    await adminQuery(serverUrl, `create database "${name}"`);
    const url = databaseUrlFor(serverUrl, name);
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    const handle = connectDatabase(url, 1);
    try {
      const applied = await handle.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = await handle.pool.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(1);
      expect(files.rows[0].n).toBeGreaterThanOrEqual(16);
      await runMigrations(url);
      const again = await handle.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(again.rows[0].n).toBe(applied.rows[0].n);
    } finally {
      await handle.close();
    }
  });
});
