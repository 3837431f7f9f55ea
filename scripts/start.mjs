// `npm start`: builds the web app for production when its build is missing, of another mode or older than its
// sources (scripts/web-build.mjs), then runs the server under scripts/supervise.mjs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv, buildNeeded, markBuilt } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
].map((p) => path.join(root, p));

const reason = buildNeeded(distDir, sources);
if (reason) {
  console.log(`Building the web app for production (${reason}) …`);
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: buildEnv(process.env),
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  markBuilt(distDir);
}

await import('./supervise.mjs');
