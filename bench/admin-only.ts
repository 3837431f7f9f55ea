// `npm run bench:admin`: only the back office part of `npm run bench` (bench/admin-year.ts): a 2,000-order shop and
// an owner's year of 200,000 orders, on DATABASE_URL's server (or an embedded PostgreSQL), each in its own database.
// Prints the table and writes bench/admin-results.json.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { benchAdminYear } from './admin-year.ts';
import { repoRoot } from './server-process.ts';

let serverUrl = process.env.DATABASE_URL;
let tempDir: string | undefined;
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
if (!serverUrl) {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-admin-pg-'));
  embedded = await startEmbeddedPostgres(tempDir, 'bench_admin');
  serverUrl = embedded.url;
}
try {
  const figures = await benchAdminYear(serverUrl);
  await writeFile(path.join(repoRoot, 'bench/admin-results.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.table(figures.table);
  console.log(JSON.stringify({ loadAverage: figures.loadAverage, exports: figures.large.exports }, null, 2));
} finally {
  await embedded?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
}
