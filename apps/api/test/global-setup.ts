import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemoCatalogueIfEmpty } from '../src/db/seed/seed.ts';
import { adminQuery, databaseUrlFor } from './helpers/databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templates: { empty: string; demo: string };
  }
}

/**
 * One PostgreSQL for the whole run: the machine's (DATABASE_URL) or an embedded one in a temporary folder, a
 * throwaway cluster (no fsync: each file's `DROP DATABASE` forces a checkpoint, which then waits for no disk).
 * Two template databases are prepared once (migrated; the same copied and seeded), and every test file copies
 * one into a database of its own, which is fast and keeps files isolated.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-pg-'));
    embedded = await startEmbeddedPostgres(tempDir, 'shop_admin', { throwaway: true });
    adminUrl = embedded.url;
  }
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const templates = { empty: `shop_tpl_empty_${run}`, demo: `shop_tpl_demo_${run}` };
  await adminQuery(adminUrl, `create database "${templates.empty}"`);
  await runMigrations(databaseUrlFor(adminUrl, templates.empty));
  await adminQuery(adminUrl, `create database "${templates.demo}" template "${templates.empty}"`);
  const demo = connectDatabase(databaseUrlFor(adminUrl, templates.demo), 2);
  await seedDemoCatalogueIfEmpty(demo.db);
  await demo.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templates', templates);

  return async () => {
    const leftovers = await adminQuery<{ datname: string }>(
      adminUrl,
      `select datname from pg_database where datname like 'shop_t%_${run}%' or datname like 'shop_file_%_${run}'`,
    );
    for (const { datname } of leftovers.rows)
      await adminQuery(adminUrl, `drop database if exists "${datname}" with (force)`);
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
