// When `npm start` (scripts/start.mjs) must build the web app, and how. The build is always a production build:
// React's development bundle is far larger and slower, and a shop started once with NODE_ENV=development must not
// keep serving it. The mode is written beside the build (dist/.build-mode), so a build of another mode is redone.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_MODE = 'production';
const MARKER = '.build-mode';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Why the build in `distDir` must be made again, or null when it is a production build newer than `sources`. */
export function buildNeeded(distDir, sources) {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return 'there is no build';
  const marker = path.join(distDir, MARKER);
  const mode = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : 'unknown';
  if (mode !== BUILD_MODE) return `the build is of mode ${mode}`;
  const builtAt = statSync(index).mtimeMs;
  const changed = sources
    .filter((p) => existsSync(p))
    .some((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > builtAt);
  return changed ? 'its sources changed' : null;
}

/** The build's environment: the caller's, with NODE_ENV set to production whatever the caller's is. */
export const buildEnv = (env) => ({ ...env, NODE_ENV: BUILD_MODE });

/** Written after a successful build. */
export const markBuilt = (distDir) => writeFileSync(path.join(distDir, MARKER), `${BUILD_MODE}\n`);
