import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The real server (`src/server.ts` through tsx) as a process of its own on 127.0.0.1:`port`, so a test may kill
 * it or send it SIGTERM; answers once `readyPath` answers OK. `env` adds to the test settings (at least
 * DATABASE_URL); a server that exits before then fails with what it wrote to stderr.
 */
export async function startServerProcess(options: {
  port: number;
  env: Record<string, string>;
  readyPath: '/health' | '/ready';
  /** How long the server may take to answer: tsx compiles the app first, slow while other test files run. */
  startupMs?: number;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + (options.startupMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${options.port}${options.readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in ${options.startupMs ?? 60_000} ms: ${stderr}`);
}

/** The process's exit code, once it has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
