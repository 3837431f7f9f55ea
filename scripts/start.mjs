// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server under
// scripts/supervise.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src']
  .map((p) => path.join(root, p))
  .filter((p) => existsSync(p));
const sourcesChanged = () =>
  sources.some(
    (p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(builtIndex).mtimeMs,
  );

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the web app …');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await import('./supervise.mjs');
