import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /health. */
  startupMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a script with tsx as its own process, as `npm start` does, and waits for /health to answer 200. */
export async function startServer(
  script: string,
  env: Record<string, string>,
  /** Node's own flags before the script, e.g. `--cpu-prof`. */
  nodeFlags: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).status === 200) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    process: child,
    startupMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 102.4) / 10;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
