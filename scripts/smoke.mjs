// Smoke test of the embedded default, as a new user runs it: `npm start` in a fresh DATA_DIR, wait for /health,
// read a product list, stop with SIGTERM, and check that the embedded PostgreSQL stopped with it.
// Prints one line per check and ends with "N passed, N failed".
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const server = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.on('exit', resolve));

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

try {
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
  check('the embedded PostgreSQL runs under DATA_DIR', pgRunning());
  process.kill(-server.pid, 'SIGTERM');
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
  check('SIGTERM stops the server', code !== 'timeout', `exit ${code}`);
  // npm exits as soon as it is signalled; the shop then closes its pool and stops PostgreSQL (a checkpoint).
  const stopBy = Date.now() + 30_000;
  while (pgRunning() && Date.now() < stopBy) await new Promise((r) => setTimeout(r, 250));
  check('and stops the embedded PostgreSQL', !pgRunning());
} catch (error) {
  check('smoke test ran', false, String(error));
} finally {
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {}
  if (failed > 0) console.log(output.slice(-3000));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
