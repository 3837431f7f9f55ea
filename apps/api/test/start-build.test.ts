import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnv, buildNeeded, markBuilt } from '../../../scripts/web-build.mjs';

/** `npm start` serves a production build of the web app, whatever NODE_ENV it was started with. */
describe("npm start's web build", () => {
  let dir: string;
  let dist: string;
  let source: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-build-'));
    dist = path.join(dir, 'dist');
    source = path.join(dir, 'src.ts');
    await mkdir(dist);
    await writeFile(source, 'export {};');
    await utimes(source, new Date(2020, 0, 1), new Date(2020, 0, 1));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds with NODE_ENV=production even when started with NODE_ENV=development', () => {
    expect(buildEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({
      NODE_ENV: 'production',
      PATH: '/bin',
    });
    expect(buildEnv({}).NODE_ENV).toBe('production');
  });

  it('rebuilds a build of another or unknown mode, and keeps a production build newer than its sources', async () => {
    expect(buildNeeded(dist, [source])).toBe('there is no build');
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    // A build made before the marker existed (or by `vite build` in development): its mode is not known.
    expect(buildNeeded(dist, [source])).toBe('the build is of mode unknown');
    await writeFile(path.join(dist, '.build-mode'), 'development\n');
    expect(buildNeeded(dist, [source])).toBe('the build is of mode development');
    markBuilt(dist);
    expect(buildNeeded(dist, [source])).toBeNull();
    await utimes(source, new Date(), new Date(Date.now() + 60_000));
    expect(buildNeeded(dist, [source])).toBe('its sources changed');
  });
});
