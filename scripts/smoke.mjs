// Smoke test of the embedded default, as a new user runs it: `npm start` in a fresh DATA_DIR, wait for /health,
// read a product list, stop with SIGTERM, and check that the embedded PostgreSQL stopped with it. Then the crash
// case (S40): start again, kill the server with SIGKILL, check that `npm start` stopped PostgreSQL as it ended,
// and that the next start on the same DATA_DIR is healthy.
// Prints one line per check and ends with "N passed, N failed".
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-smoke-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let passed = 0;
let failed = 0;
const check = (name, ok, detail = '') => {
  ok ? passed++ : failed++;
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
};

const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
let output = '';
const started = [];

/** `npm start` in its own process group, as a user's terminal would run it. */
function startShop() {
  const shop = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  started.push(shop);
  return { shop, exited: new Promise((resolve) => shop.on('exit', resolve)) };
}

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return await res.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

const pgRunning = () => {
  try {
    // execFile, not a shell: a shell's own command line would contain the pattern and always match.
    return (
      execFileSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'pg')}`])
        .toString()
        .trim() !== ''
    );
  } catch {
    return false;
  }
};

async function waitForPgToStop(ms) {
  const stopBy = Date.now() + ms;
  while (pgRunning() && Date.now() < stopBy) await new Promise((r) => setTimeout(r, 250));
  return !pgRunning();
}

/** The server process under `npm start` (npm → sh → scripts/start.mjs → the server). */
function serverPidUnder(pid) {
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
  } catch {}
  for (const child of children) {
    const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
    if (command.includes('apps/api/src/server.ts')) return child;
    const below = serverPidUnder(child);
    if (below) return below;
  }
  return undefined;
}

const timeout = (ms) => new Promise((r) => setTimeout(() => r('timeout'), ms));

try {
  const first = startShop();
  const health = await waitForHealth(Date.now() + 240_000);
  check(
    'npm start serves /health ok',
    health?.status === 'ok' && health?.db === 'ok',
    JSON.stringify(health),
  );
  check('the start-up output prints the URL', output.includes(`http://localhost:${port}`));
  const list = await fetch(`${base}/api/products?pageSize=5`)
    .then((r) => r.json())
    .catch(() => undefined);
  check(
    'the demo catalogue is listed',
    (list?.totalElements ?? 0) >= 60,
    `totalElements ${list?.totalElements}`,
  );
  const home = await fetch(`${base}/`)
    .then((r) => r.text())
    .catch(() => '');
  check('the web app is served', home.includes('<div id="root">'));
  const shop = await fetch(`${base}/api/shop`)
    .then((r) => r.json())
    .catch(() => undefined);
  check('the shop says payments are in test mode', shop?.paymentTestMode === true, JSON.stringify(shop));
  check('the embedded PostgreSQL runs under DATA_DIR', pgRunning());
  process.kill(-first.shop.pid, 'SIGTERM');
  const code = await Promise.race([first.exited, timeout(30_000)]);
  check('SIGTERM stops the server', code !== 'timeout', `exit ${code}`);
  // npm exits as soon as it is signalled; the shop then closes its pool and stops PostgreSQL (a checkpoint).
  check('and stops the embedded PostgreSQL', await waitForPgToStop(30_000));

  const second = startShop();
  check(
    'npm start again on the same DATA_DIR is healthy',
    (await waitForHealth(Date.now() + 120_000)) !== undefined,
  );
  const serverPid = serverPidUnder(second.shop.pid);
  check('the server runs as a child of npm start', serverPid !== undefined, `pid ${serverPid}`);
  if (serverPid) process.kill(serverPid, 'SIGKILL');
  const crashed = await Promise.race([second.exited, timeout(60_000)]);
  check('npm start ends when its server is killed with SIGKILL', crashed !== 'timeout', `exit ${crashed}`);
  check('and leaves no PostgreSQL running', !pgRunning());

  const third = startShop();
  check('the next npm start is healthy', (await waitForHealth(Date.now() + 120_000)) !== undefined);
  process.kill(-third.shop.pid, 'SIGTERM');
  await Promise.race([third.exited, timeout(30_000)]);
  check('and SIGTERM stops it with its PostgreSQL', await waitForPgToStop(30_000));
} catch (error) {
  check('smoke test ran', false, String(error));
} finally {
  for (const shop of started) {
    try {
      process.kill(-shop.pid, 'SIGKILL');
    } catch {}
  }
  if (failed > 0) console.log(output.slice(-3000));
  await waitForPgToStop(30_000);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
