import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { FakeShiprocket } from '../../api/test/fake-shiprocket.ts';
import { FakeWhatsapp } from '../../api/test/fake-whatsapp.ts';
import { freePort } from '../../api/test/helpers/free-port.ts';
import { startMailbox } from './mailbox.ts';
import { E2E_SHIPROCKET_WEBHOOK_TOKEN, E2E_SHOP } from './shop-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its log holds the first admin's password on the embedded database. */
    dataDir: string;
    /** The test database's URL when DATABASE_URL is set (for `npm run create-admin`), else ''. */
    databaseUrl: string;
    /** Where the shop's sent mail lands, one .eml file each (mailbox.ts). */
    mailDir: string;
    /** The fake Shiprocket's base URL (its `/__fake/…` controls stage Shiprocket's failures). */
    shiprocketUrl: string;
    /** The fake WhatsApp Cloud API's base URL (`/__fake/messages` lists what it was sent) and the app secret webhooks are signed with. */
    whatsappUrl: string;
    whatsappAppSecret: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/** A database of its own on the server DATABASE_URL points at; dropped at the end. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** Set once the web app is built in this run: a second project's server (every-fee/) serves the same bundle. */
const WEB_BUILT = Symbol.for('moonmade.e2e.webBuilt');

function buildWebAppOnce(): void {
  const marks = globalThis as { [WEB_BUILT]?: boolean };
  if (process.env.E2E_SKIP_BUILD === '1' || marks[WEB_BUILT]) return;
  // Vitest sets NODE_ENV=test; the bundle under test is the production one.
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('Building the web app failed');
  marks[WEB_BUILT] = true;
}

/**
 * Builds the web app (once a run), starts the real server on a free port with a fresh embedded PostgreSQL in a
 * temporary folder (or a fresh database on DATABASE_URL's server) and the demo catalogue, gives the project's
 * tests its addresses (`inject`), and returns what stops it all. `settings` are the shop's own environment on
 * top of the e2e shop's (a project whose shop is configured otherwise, as every-fee/ is).
 */
export async function startShopServer(
  project: TestProject,
  settings: NodeJS.ProcessEnv = {},
): Promise<() => Promise<void>> {
  buildWebAppOnce();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const mailDir = path.join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailDir);
  // Parcels are booked through a fake Shiprocket on loopback (shiprocket.e2e.ts); the manual form stays too.
  const shiprocket = await new FakeShiprocket().start();
  // The pickup address the shop names; the admin's courier list asks Shiprocket for its PIN.
  shiprocket.pickupAddresses.push({ pickup_location: 'Atelier', pin_code: '560034' });
  // WhatsApp through a fake Cloud API on loopback (whatsapp.e2e.ts); only shoppers who tick the box get messages.
  const whatsapp = await new FakeWhatsapp().start();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'true',
    // Set-up calls of the tests send X-Forwarded-For (see support.ts apiCall) to stay clear of per-IP limits.
    TRUST_PROXY: 'true',
    // The shop's details come from config: discovery.e2e.ts finds these on the pages and in the footer.
    SHOP_NAME: E2E_SHOP.name,
    SUPPORT_EMAIL: E2E_SHOP.supportEmail,
    SOCIAL_INSTAGRAM: E2E_SHOP.instagram,
    SMTP_URL: mailbox.url,
    // gifting.e2e.ts: the wrap is a priced line.
    GIFT_WRAP_FEE: '99',
    SHIPPING_PROVIDER: 'shiprocket',
    SHIPROCKET_API_URL: shiprocket.url,
    SHIPROCKET_EMAIL: shiprocket.email,
    SHIPROCKET_PASSWORD: shiprocket.password,
    SHIPROCKET_WEBHOOK_TOKEN: E2E_SHIPROCKET_WEBHOOK_TOKEN,
    SHIPROCKET_PICKUP_LOCATION: 'Atelier',
    ...whatsapp.env(),
    ...settings,
  };
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  if (process.env.DATABASE_URL) {
    database = await createDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = database.url;
  }

  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
    await mailbox.stop();
    await shiprocket.stop();
    await whatsapp.stop();
    await database?.drop().catch((error: unknown) => console.warn('Could not drop the e2e database', error));
    if (process.env.E2E_KEEP_DATA !== '1') await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, 180_000);
  } catch (error) {
    console.error(await readFile(logFile, 'utf8').catch(() => ''));
    await stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', database?.url ?? '');
  project.provide('mailDir', mailDir);
  project.provide('shiprocketUrl', shiprocket.url);
  project.provide('whatsappUrl', whatsapp.url);
  project.provide('whatsappAppSecret', whatsapp.appSecret);
  return stop;
}
